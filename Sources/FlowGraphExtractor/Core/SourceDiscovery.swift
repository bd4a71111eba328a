import FlowGraph
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files to analyse under the paths a user gave.
///
/// Directories are walked recursively in sorted order; `.build`, `Pods`, `Carthage`,
/// `DerivedData` and hidden folders are skipped (SPEC §5), symbolic links are followed once
/// (a link back into a visited folder is skipped, so loops end).
public struct SourceDiscovery: Sendable {
    /// Folder names never entered.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    public init() {}

    /// A Swift file found, with its path relative to the analysed root.
    public struct File: Hashable, Sendable {
        public var absolutePath: String
        public var relativePath: String
    }

    /// The Swift files under `paths`, sorted by relative path, without duplicates, and the
    /// diagnostics for paths that could not be read.
    public func swiftFiles(in paths: [String], root: String) -> (files: [File], diagnostics: [Diagnostic]) {
        files(in: paths, root: root, extensions: ["swift"])
    }

    /// The files under `paths` whose names end in one of `extensions` (without the dot; `swift`,
    /// `plist`), sorted by relative path, without duplicates, and the diagnostics for paths that
    /// could not be read.
    public func files(in paths: [String], root: String, extensions: Set<String>) -> (files: [File], diagnostics: [Diagnostic]) {
        let rootPath = Self.canonical(root)
        var visitedFolders = Set<String>()
        var found: [String: File] = [:]
        var diagnostics: [Diagnostic] = []
        let fileManager = FileManager.default

        /// Visits `path`; `knownCanonical` is its canonical path when its folder's is known, so that
        /// only symbolic links (and the paths given) are resolved component by component.
        func visit(_ path: String, knownCanonical: String?) {
            var status = stat()
            let canonical: String
            let isDirectory: Bool
            if let knownCanonical, lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK {
                canonical = knownCanonical
                isDirectory = status.st_mode & S_IFMT == S_IFDIR
            } else {
                var isFolder: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
                    diagnostics.append(Diagnostic(
                        severity: .error, code: "unreadable-file",
                        message: "cannot read '\(path)': no such file or directory (or a broken symbolic link)",
                        file: relative(Self.canonical(path))))
                    return
                }
                canonical = Self.canonical(path)
                isDirectory = isFolder.boolValue
            }
            guard isDirectory else {
                if let dot = path.lastIndex(of: "."), extensions.contains(String(path[path.index(after: dot)...])) {
                    found[canonical] = File(absolutePath: canonical, relativePath: relative(canonical))
                }
                return
            }
            guard visitedFolders.insert(canonical).inserted else { return }
            let entries: [String]
            do {
                entries = try fileManager.contentsOfDirectory(atPath: path)
            } catch {
                diagnostics.append(Diagnostic(
                    severity: .error, code: "unreadable-file",
                    message: "cannot list folder '\(path)': check its permissions", file: relative(canonical)))
                return
            }
            let folderPrefix = canonical.hasSuffix("/") ? canonical : canonical + "/"
            for entry in entries.sorted() where !entry.hasPrefix(".") && !Self.skippedFolders.contains(entry) {
                visit((path as NSString).appendingPathComponent(entry), knownCanonical: folderPrefix + entry)
            }
        }

        /// The path of `absolute`, a canonical path, relative to the root.
        func relative(_ absolute: String) -> String {
            if absolute == rootPath { return URL(fileURLWithPath: absolute).lastPathComponent }
            let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }

        for path in paths { visit(path, knownCanonical: nil) }
        return (found.values.sorted { $0.relativePath < $1.relativePath }, diagnostics)
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
