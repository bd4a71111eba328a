import FlowGraphTestSupport
import Foundation

/// Runs the built `flowgraph` binary the way a user or CI does, capturing what it prints.
struct FlowgraphProcess {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `flowgraph arguments…` in `directory`.
    static func run(_ arguments: [String], in directory: URL) throws -> FlowgraphProcess {
        let result = try Subprocess.run(Repository.flowgraphBinary, arguments, in: directory)
        return FlowgraphProcess(status: result.status, stdout: result.stdout, stderr: result.stderr)
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
