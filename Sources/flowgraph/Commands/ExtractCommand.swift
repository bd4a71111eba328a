import ArgumentParser
import FlowGraph

/// `flowgraph extract`: writes the graph in the JSON interchange format.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write the navigation graph as JSON (SPEC §4).",
        discussion: "Reads Swift sources, or a graph file (JSON or YAML) which it validates and writes back normalised."
    )

    @OptionGroup var input: InputOptions

    @Option(name: [.short, .customLong("output")], help: "Write the graph to this file instead of stdout.")
    var output: String?

    func run() throws {
        let graph = try input.loadGraph()
        try OutputFile.write(graph.jsonString(), to: output)
    }
}
