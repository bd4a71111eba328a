import Foundation

/// Runs a program with its output in temporary files: unlike pipes they cannot fill up, and
/// reading them is not interrupted by the child's exit signal (Foundation's pipe reads trap on EINTR).
/// Runs are serialised and waited for with a termination handler: concurrent `waitUntilExit`
/// calls from parallel tests crashed Foundation's `Process` on Linux.
public enum Subprocess {
    private static let lock = NSLock()

    /// Runs `executable` with `arguments` in `directory`, `stdin` (a file; default: none) as its
    /// input; waits for it and returns its exit status and output.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL, stdin: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        lock.lock()
        defer { lock.unlock() }
        try process.run()
        exited.wait()
        return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8), try String(contentsOf: errURL, encoding: .utf8))
    }
}
