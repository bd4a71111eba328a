import ArgumentParser
import FlowGraph
import FlowGraphExtractor
import Foundation

/// The inputs every command shares: Swift sources or one graph file.
struct InputOptions: ParsableArguments {
    @Argument(help: "Swift files and/or directories, or one graph file (.json, .yml, .yaml).")
    var paths: [String] = []

    /// Loads the graph: a graph file is read and validated; anything else is extracted from Swift.
    func loadGraph() throws -> NavigationGraph {
        try GraphInput.load(paths: paths.isEmpty ? ["."] : paths)
    }
}

/// Decides how to turn command-line paths into a graph.
enum GraphInput {
    static let graphExtensions: Set<String> = ["json", "yml", "yaml"]

    /// Loads the graph at `paths`; see ``InputOptions/loadGraph()``.
    static func load(paths: [String]) throws -> NavigationGraph {
        if paths.count == 1, graphExtensions.contains(URL(fileURLWithPath: paths[0]).pathExtension.lowercased()) {
            return try GraphReader.read(path: paths[0])
        }
        if let graphFile = paths.first(where: { graphExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }) {
            throw ValidationError("'\(graphFile)' is a graph file; pass it alone, not together with Swift sources")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw FlowGraphError.unreadableFile(path: path, reason: "no such file or directory; check the path")
        }
        let progress = Console.stderrIsTerminal ? Console.progressLine(verb: "Parsing", noun: "files") : nil
        defer { if progress != nil { Console.clearProgressLine() } }
        return SourceExtractor().extract(paths: paths, root: commonRoot(of: paths), progress: progress)
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
