import FlowGraph
import FlowGraphExtractor
import Foundation

/// A graph loaded the way every command needs it: with the `.flowgraph.yml` of its root read,
/// its include/exclude globs applied and its declared elements merged in.
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
        let extracted = try GraphInput.load(paths: paths, root: root) { configuration.includes(relativePath: $0) }
        let graph = try configuration.apply(to: extracted)
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
