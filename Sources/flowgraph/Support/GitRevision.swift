import FlowGraph
import Foundation

/// A folder as it was at a git revision, materialised with `git archive` into a temporary
/// folder: the work tree, index and refs are left untouched.
enum GitRevision {
    /// Runs `body` with the path of `folder` as of `revision`, then deletes the temporary copy.
    ///
    /// - Throws: ``FlowGraph/FlowGraphError`` when `folder` is not in a git work tree or git
    ///   cannot archive the revision (git's message is quoted).
    static func withCheckout<T>(of folder: String, at revision: String, _ body: (String) throws -> T) throws -> T {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-base-\(UUID().uuidString)")
        let tree = temporary.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let runner = Runner(scratch: temporary)
        let toplevel = try runner.git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = try runner.git(["rev-parse", "--show-prefix"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        let archive = temporary.appendingPathComponent("base.tar").path
        _ = try runner.git(["archive", "--format=tar", "-o", archive, revision] + (prefix.isEmpty ? [] : [prefix]), in: toplevel)
        _ = try runner.run(["tar", "-xf", archive, "-C", tree.path], in: toplevel, what: "tar")
        let old = tree.appendingPathComponent(prefix).path
        guard FileManager.default.fileExists(atPath: old) else {
            throw FlowGraphError.unreadableFile(path: folder, reason: "it does not exist at revision '\(revision)'")
        }
        return try body(old)
    }

    /// Runs tools with their output in files of `scratch`: unlike pipes, files cannot fill up,
    /// and reading them is not interrupted by the child's exit signal.
    private struct Runner {
        let scratch: URL

        func git(_ arguments: [String], in folder: String) throws -> String {
            try run(["git"] + arguments, in: folder, what: "git \(arguments.first ?? "")")
        }

        func run(_ arguments: [String], in folder: String, what: String) throws -> String {
            let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            do {
                try Data().write(to: outURL)
                try Data().write(to: errURL)
                process.standardOutput = try FileHandle(forWritingTo: outURL)
                process.standardError = try FileHandle(forWritingTo: errURL)
                try process.run()
            } catch {
                throw FlowGraphError.unreadableFile(path: folder, reason: "cannot run \(what): \(error.localizedDescription)")
            }
            process.waitUntilExit()
            let output = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
            guard process.terminationStatus == 0 else {
                let message = ((try? String(contentsOf: errURL, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                throw FlowGraphError.unreadableFile(path: folder, reason: "\(what) failed: \(message)")
            }
            return output
        }
    }
}
