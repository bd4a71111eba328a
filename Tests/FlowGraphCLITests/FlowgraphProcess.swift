import FlowGraphTestSupport
import Foundation

/// Runs the built `flowgraph` binary the way a user or CI does, capturing what it prints.
struct FlowgraphProcess {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `flowgraph arguments…` in `directory`.
    static func run(_ arguments: [String], in directory: URL) async throws -> FlowgraphProcess {
        let process = Process()
        process.executableURL = Repository.flowgraphBinary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain stderr while stdout is read, so neither pipe can fill up and block the tool.
        let errorData = Task.detached { err.fileHandleForReading.readDataToEndOfFile() }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return FlowgraphProcess(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: await errorData.value, as: UTF8.self))
    }
}

/// A temporary folder deleted when the test ends.
struct TemporaryFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
