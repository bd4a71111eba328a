import Foundation

/// Runs the built `flowgraph` binary the way a user or CI would, for end-to-end tests.
public enum CommandRunner {
    /// What one run printed and how it exited.
    public struct Result: Sendable {
        public var stdout: String
        public var stderr: String
        public var status: Int32
    }

    /// Runs `flowgraph arguments…` in `directory` (default: the repository root) with no stdin.
    public static func flowgraph(_ arguments: [String], in directory: URL = Repository.root) throws -> Result {
        let process = Process()
        process.executableURL = Repository.flowgraphBinary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting so a large output cannot fill a pipe and block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// A fresh temporary folder, removed by the caller when done.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
