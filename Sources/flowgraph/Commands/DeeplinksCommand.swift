import ArgumentParser
import FlowGraph

/// `flowgraph deeplinks`: each deep link's synthetic back stack against the stack its handler builds.
struct DeeplinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deeplinks",
        abstract: "Check every deep link: shortest path, handler stack, status, and conflicting patterns."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var output: QueryFormatOption

    func run() throws {
        try output.write(DeepLinksReport(index: GraphIndex(try input.loadGraph())))
    }
}
