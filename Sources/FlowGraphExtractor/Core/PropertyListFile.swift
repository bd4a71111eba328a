import FlowGraph
import Foundation

/// Reading a property list the app ships (`Info.plist`, `*.entitlements`) for what it declares.
enum PropertyListFile {
    /// The top-level dictionary of `file`; a file that is not a property list gives an empty one
    /// and a diagnostic saying that `declarations` (what it may declare) are ignored.
    static func dictionary(_ file: SourceDiscovery.File, declaring declarations: String) -> (values: [String: Any], diagnostic: Diagnostic?) {
        guard let data = FileManager.default.contents(atPath: file.absolutePath),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            return ([:], Diagnostic(
                severity: .warning, code: "unreadable-file",
                message: "'\(file.relativePath)' is not a readable property list; \(declarations) it may declare are ignored",
                file: file.relativePath))
        }
        return (plist as? [String: Any] ?? [:], nil)
    }
}
