import FlowGraph
import Foundation

/// The URL schemes an app declares in its property lists (`Info.plist`'s `CFBundleURLTypes` →
/// `CFBundleURLSchemes`): where a deep-link handler never checks `url.scheme`, they tell which
/// scheme its links use.
enum DeclaredURLSchemes {
    /// The schemes `file` declares; build-setting placeholders (`$(PRODUCT_BUNDLE_IDENTIFIER)`)
    /// and the callback schemes sign-in SDKs have apps declare (``isSDKCallback(_:)``) are left
    /// out. A file that is not a property list gives a diagnostic instead.
    static func read(_ file: SourceDiscovery.File) -> (schemes: [String], diagnostic: Diagnostic?) {
        let plist = PropertyListFile.dictionary(file, declaring: "the URL schemes")
        let types = plist.values["CFBundleURLTypes"] as? [[String: Any]] ?? []
        let schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        return (schemes.filter { !$0.contains("$(") && !$0.isEmpty && !isSDKCallback($0) }, plist.diagnostic)
    }

    /// The `Info.plist` files (or the files ending in `suffix`) of the Xcode project the analysed
    /// `paths` belong to, when they are not among them: the nearest folder above a path holding an
    /// `.xcodeproj` is the project's, searched four levels deep, without test targets and the
    /// folders discovery skips.
    static func projectPropertyLists(around paths: [String], suffix: String = "Info.plist") -> [SourceDiscovery.File] {
        let fileManager = FileManager.default
        var projects = Set<String>()
        for path in paths {
            var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            for _ in 0..<6 {
                let entries = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
                if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { projects.insert(folder.path); break }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        var found: [SourceDiscovery.File] = []
        func walk(_ folder: String, depth: Int) {
            guard depth <= 4, let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && !SourceDiscovery.skippedFolders.contains(entry) {
                let path = folder + "/" + entry
                var isFolder: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if !entry.hasSuffix("Tests"), !entry.hasSuffix(".xcodeproj") { walk(path, depth: depth + 1) }
                } else if entry.hasSuffix(suffix) {
                    found.append(SourceDiscovery.File(absolutePath: path, relativePath: path))
                }
            }
        }
        for project in projects.sorted() { walk(project, depth: 0) }
        return found
    }

    /// Schemes an SDK's documentation has the app declare so the SDK's sign-in returns to it, in
    /// the shapes they prescribe: Facebook `fb<app id>`, Google `com.googleusercontent.apps.…`,
    /// Dropbox `db-…`, Microsoft `msauth.…`, Twitter Kit `twitterkit-…`, VK `vk<app id>`,
    /// Pinterest `pdk<app id>`, LINE `line3rdp.…`, Amazon `amzn-…`. The app's own links use
    /// another scheme.
    static func isSDKCallback(_ scheme: String) -> Bool {
        let lowered = scheme.lowercased()
        let prefixes = ["com.googleusercontent.apps.", "db-", "msauth.", "twitterkit-", "line3rdp.", "amzn-"]
        if prefixes.contains(where: lowered.hasPrefix) { return true }
        for prefix in ["fb", "vk", "pdk"] where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            if !rest.isEmpty && rest.allSatisfy(\.isNumber) { return true }
        }
        return false
    }
}
