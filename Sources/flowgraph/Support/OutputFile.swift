import FlowGraph
import Foundation

/// Writes command results: to stdout, or atomically to a file (temporary file, then rename),
/// so an interrupted or failed run never leaves a half-written output.
enum OutputFile {
    /// Writes `data` to `path`, or to stdout when `path` is `nil` or `-`.
    static func write(_ data: Data, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FlowGraphError.unreadableFile(path: path, reason: "cannot write: \((error as NSError).localizedDescription)")
        }
    }

    /// Writes `text` as UTF-8.
    static func write(_ text: String, to path: String?) throws {
        try write(Data(text.utf8), to: path)
    }
}
