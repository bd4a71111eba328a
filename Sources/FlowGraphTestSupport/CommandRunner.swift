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
        // Through Subprocess: pipes and concurrent waitUntilExit crashed parallel tests on Linux.
        let run = try Subprocess.run(Repository.flowgraphBinary, arguments, in: directory)
        return Result(stdout: run.stdout, stderr: run.stderr, status: run.status)
    }

    /// A fresh temporary folder, removed by the caller when done.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
