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
        let toplevel = try git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = try git(["rev-parse", "--show-prefix"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-base-\(UUID().uuidString)")
        let tree = temporary.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let archive = temporary.appendingPathComponent("base.tar").path
        _ = try git(["archive", "--format=tar", "-o", archive, revision] + (prefix.isEmpty ? [] : [prefix]), in: toplevel)
        _ = try run("/usr/bin/env", ["tar", "-xf", archive, "-C", tree.path], in: toplevel, what: "tar")
        let old = tree.appendingPathComponent(prefix).path
        guard FileManager.default.fileExists(atPath: old) else {
            throw FlowGraphError.unreadableFile(path: folder, reason: "it does not exist at revision '\(revision)'")
        }
        return try body(old)
    }

    private static func git(_ arguments: [String], in folder: String) throws -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: folder, what: "git \(arguments.first ?? "")")
    }

    private static func run(_ executable: String, _ arguments: [String], in folder: String, what: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw FlowGraphError.unreadableFile(path: folder, reason: "cannot run \(what): \(error.localizedDescription)")
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw FlowGraphError.unreadableFile(path: folder, reason: "\(what) failed: \(reason)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
