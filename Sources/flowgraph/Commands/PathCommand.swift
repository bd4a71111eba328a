import ArgumentParser
import FlowGraph
import Foundation

/// `flowgraph path FROM TO [paths…]`: the best ways from one screen to another.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Show the shortest navigation paths between two nodes.",
        discussion: """
            Paths have the fewest edges, then the lowest cost (push, replace, reset, tab 1; crossTab and \
            modal kinds 2; child 0), then come first in node id order. No path prints none and exits 0.
            """
    )

    @Argument(help: "The start node: a full id or a unique suffix (`detail`).")
    var from: String

    @Argument(help: "The end node: a full id or a unique suffix.")
    var to: String

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("k"), help: "How many loopless paths to list, best first.")
    var k: Int = 1

    @OptionGroup var output: QueryFormatOption

    @Flag(help: "Print the time the path search took, after loading, on stderr.")
    var timing = false

    func validate() throws {
        guard k >= 1 else { throw ValidationError("--k must be at least 1, got \(k)") }
    }

    func run() throws {
        let graph = try input.loadGraph()
        let resolver = NodeResolver(graph: graph)
        let index = GraphIndex(graph)
        let fromID = try resolver.resolve(from), toID = try resolver.resolve(to)
        guard let source = index.indexOf[fromID], let target = index.indexOf[toID] else {
            throw FlowGraphError.unknownNode(name: index.indexOf[fromID] == nil ? from : to, suggestions: [])
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let report = PathReport(index: index, from: source, to: target, k: k)
        if timing {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            FileHandle.standardError.write(Data("path search: \(String(format: "%.3f", milliseconds)) ms\n".utf8))
        }
        try output.write(report)
    }
}
