import FlowGraph
import Foundation

/// Reading a property list the app ships (`Info.plist`, `*.entitlements`) for what it declares.
enum PropertyListFile {
    /// The top-level dictionary of `file`; a file that is not a property list gives an empty one
    /// and a diagnostic saying that `declarations` (what it may declare) are ignored.
    static func dictionary(_ file: SourceDiscovery.File, declaring declarations: String) -> (values: [String: Any], diagnostic: Diagnostic?) {
        guard let data = FileManager.default.contents(atPath: file.absolutePath),
              let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil))
                ?? withoutPreprocessorDirectives(data).flatMap({ try? PropertyListSerialization.propertyList(from: $0, format: nil) }) else {
            return ([:], Diagnostic(
                severity: .warning, code: "unreadable-file",
                message: "'\(file.relativePath)' is not a readable property list; \(declarations) it may declare are ignored",
                file: file.relativePath))
        }
        return (plist as? [String: Any] ?? [:], nil)
    }

    /// A property list Xcode runs through the C preprocessor first (`INFOPLIST_PREPROCESS`) with its
    /// directive lines (`#ifdef BETA`, `#endif`) left out, every branch's keys kept; `nil` when it has none.
    static func withoutPreprocessorDirectives(_ data: Data) -> Data? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") }
        return kept.count == lines.count ? nil : Data(kept.joined(separator: "\n").utf8)
    }
}
