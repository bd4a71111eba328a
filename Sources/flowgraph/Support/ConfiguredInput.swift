import FlowGraph
import FlowGraphExtractor
import Foundation

/// A graph loaded the way `check` and `diff` need it: with the `.flowgraph.yml` of its root
/// read, its include/exclude globs applied and its declared elements merged in.
struct ConfiguredInput {
    var graph: NavigationGraph
    var configuration: Configuration
    /// The folder the graph's paths are relative to.
    var root: String

    /// Loads `paths` (sources, or one graph file whose paths are relative to `root`, default the
    /// current directory) with the configuration at `configPath` or in the root.
    static func load(paths: [String], configPath: String?, root explicitRoot: String?) throws -> ConfiguredInput {
        let paths = paths.isEmpty ? ["."] : paths
        let isGraphFile = paths.count == 1 && GraphInput.graphExtensions.contains(URL(fileURLWithPath: paths[0]).pathExtension.lowercased())
        let root = explicitRoot ?? (isGraphFile ? FileManager.default.currentDirectoryPath : GraphInput.commonRoot(of: paths))
        let configuration = try ConfigurationLoader.load(explicitPath: configPath, root: root)
        var graph: NavigationGraph
        if isGraphFile || (configuration.include.isEmpty && configuration.exclude.isEmpty) {
            graph = try GraphInput.load(paths: paths)
        } else {
            for path in paths where !FileManager.default.fileExists(atPath: path) {
                throw FlowGraphError.unreadableFile(path: path, reason: "no such file or directory; check the path")
            }
            let files = SourceDiscovery().swiftFiles(in: paths, root: root).files
                .filter { configuration.includes(relativePath: $0.relativePath) }
            graph = SourceExtractor().extract(paths: files.map(\.absolutePath), root: root)
        }
        graph = try configuration.apply(to: graph)
        return ConfiguredInput(graph: graph, configuration: configuration, root: root)
    }

    /// `file` (relative to the root) as a path relative to the current directory when it lies
    /// below it, else absolute; how editors and CI annotations expect to find it.
    func displayPath(_ file: String) -> String {
        guard !file.isEmpty, !file.hasPrefix("/") else { return file }
        let absolute = URL(fileURLWithPath: root).appendingPathComponent(file).standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
