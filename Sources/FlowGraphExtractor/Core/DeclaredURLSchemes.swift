import FlowGraph
import Foundation

/// The URL schemes an app declares in its property lists (`Info.plist`'s `CFBundleURLTypes` →
/// `CFBundleURLSchemes`): where a deep-link handler never checks `url.scheme`, they tell which
/// scheme its links use.
enum DeclaredURLSchemes {
    /// The schemes `file` declares; build-setting placeholders (`$(PRODUCT_BUNDLE_IDENTIFIER)`)
    /// are left out. A file that is not a property list gives a diagnostic instead.
    static func read(_ file: SourceDiscovery.File) -> (schemes: [String], diagnostic: Diagnostic?) {
        guard let data = FileManager.default.contents(atPath: file.absolutePath),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            return ([], Diagnostic(
                severity: .warning, code: "unreadable-file",
                message: "'\(file.relativePath)' is not a readable property list; the URL schemes it may declare are ignored",
                file: file.relativePath))
        }
        let types = (plist as? [String: Any])?["CFBundleURLTypes"] as? [[String: Any]] ?? []
        let schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        return (schemes.filter { !$0.contains("$(") && !$0.isEmpty }, nil)
    }
}
