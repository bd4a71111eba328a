import ArgumentParser
import FlowGraph
import FlowGraphExtractor
import Foundation

/// The inputs every command shares: Swift sources or one graph file, and the configuration.
struct InputOptions: ParsableArguments {
    @Argument(help: "Swift files and/or directories, or one graph file (.json, .yml, .yaml).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .flowgraph.yml in the analysed root).")
    var config: String?

    /// Loads the graph with its configuration applied (SPEC §5: every command honours
    /// `.flowgraph.yml`'s includes, excludes, entry and declared elements).
    func loadGraph() throws -> NavigationGraph {
        try load().graph
    }

    /// Loads the graph and its configuration; `root` overrides the folder paths are relative to.
    func load(root: String? = nil) throws -> ConfiguredInput {
        try ConfiguredInput.load(paths: paths, configPath: config, root: root)
    }
}

/// Decides how to turn command-line paths into a graph.
enum GraphInput {
    static let graphExtensions: Set<String> = ["json", "yml", "yaml"]

    /// Reads the graph file, or extracts the Swift files under `paths` (those `includes` keeps, by
    /// path relative to `root`; property lists too, for the URL schemes they declare), with a
    /// progress line when stderr is a terminal.
    static func load(paths: [String], root: String, includes: (String) -> Bool = { _ in true }) throws -> NavigationGraph {
        if paths.count == 1, graphExtensions.contains(URL(fileURLWithPath: paths[0]).pathExtension.lowercased()) {
            return try GraphReader.read(path: paths[0])
        }
        if let graphFile = paths.first(where: { graphExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }) {
            throw ValidationError("'\(graphFile)' is a graph file; pass it alone, not together with Swift sources")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw FlowGraphError.unreadableFile(path: path, reason: "no such file or directory; check the path")
        }
        let progress = Console.stderrIsTerminal ? Console.progressLine(verb: "Reading", noun: "files") : nil
        defer { if progress != nil { Console.clearProgressLine() } }
        return SourceExtractor().extract(paths: paths, root: root, progress: progress, includes: includes)
    }

    /// The directory that paths in the graph are relative to: the single directory given, or the
    /// current directory.
    static func commonRoot(of paths: [String]) -> String {
        var isDirectory: ObjCBool = false
        if paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory), isDirectory.boolValue {
            return paths[0]
        }
        return FileManager.default.currentDirectoryPath
    }
}
