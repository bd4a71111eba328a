import ArgumentParser
import FlowGraph

/// `flowgraph analyze`: reachability, cycles, depth bounds and deep links in one report.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Report entry points, unreachable nodes, cycles, depth bounds and deep links."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "List at most this many elementary cycles; the report says when the cap was hit.")
    var maxCycles: Int = 1000

    @Flag(help: "Do not count deep-link targets as entry points for reachability and depth.")
    var noDeeplinks = false

    @OptionGroup var output: QueryFormatOption

    func validate() throws {
        guard maxCycles >= 0 else { throw ValidationError("--max-cycles must be 0 or more, got \(maxCycles)") }
    }

    func run() throws {
        let index = GraphIndex(try input.loadGraph())
        let options = AnalysisOptions(maxCycles: maxCycles, deepLinkEntries: !noDeeplinks)
        try output.write(AnalysisReport(index: index, options: options))
    }
}
