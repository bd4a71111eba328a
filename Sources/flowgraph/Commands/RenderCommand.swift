import ArgumentParser
import FlowGraph
import FlowGraphRendering
import Foundation

/// `flowgraph render`: draws the graph (SVG, PNG, PDF, HTML) or writes it as DOT, Mermaid or JSON,
/// optionally filtered.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the navigation graph: SVG, PNG, PDF, DOT, Mermaid, an interactive HTML page, or JSON.",
        discussion: """
            The format follows the extension of -o unless -f is given (default: svg). Text formats go to \
            stdout without -o; png and pdf need -o. Filters apply to every format, JSON included.
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: [.short, .customLong("format")], help: "The output format (default: from -o's extension, else svg).")
    var format: OutputFormat?

    @Option(name: [.short, .customLong("output")], help: "Write to this file (atomically) instead of stdout.")
    var output: String?

    @Option(help: "The Graphviz layout engine; sfdp for very large graphs.")
    var engine: LayoutEngine = .dot

    @Option(help: ArgumentHelp(
        "The direction of the layout.",
        discussion: "By default TB, or LR when a top-to-bottom picture would stay outside 1:2..3:1 (with --aspect, 1.5 times off it) and left to right is estimated within it."))
    var rankdir: RankDirection?

    @Option(help: ArgumentHelp(
        "The width:height to aim for, e.g. 16:9, 1:2 or 1.5.",
        discussion: "By default features are stacked in bands aiming for 3:2 unless there are at most 8 and Graphviz's own layout is estimated between 1:2 and 3:1. A picture no banding brings within 1.5 times the ratio asked is turned (unless --rankdir) or drawn tighter.",
        valueName: "W:H"))
    var aspect: AspectRatio?

    @Flag(help: "Label edges with their trigger.")
    var labels = false

    @Flag(name: .customLong("no-legend"), help: "Leave out the legend.")
    var noLegend = false

    @OptionGroup var view: ViewOptions

    /// Above this many nodes a picture is hard to read; the user gets a hint to filter.
    static let readableNodeLimit = 300

    func run() throws {
        let format = try resolvedFormat()
        if format.isBinary, output == nil {
            throw RenderingError.binaryFormatNeedsFile(format: format.rawValue)
        }
        var input = self.input
        input.paths += view.extraPaths
        let graph = try input.loadGraph()
        let filtered = try view.filter().apply(to: graph)
        filtered.warnings.forEach(Console.warning)
        if format != .json, filtered.graph.nodes.count > Self.readableNodeLimit {
            Console.warning("""
                the graph has \(filtered.graph.nodes.count) nodes, too many to read in one picture; narrow it with \
                --overview, --feature F, --focus NODE --radius N, --kinds push,sheet or --collapse-features
                """)
        }
        let options = RenderOptions(engine: engine, rankDirection: rankdir, edgeLabels: labels, legend: !noLegend, aspectRatio: aspect)
        let (data, warnings) = try format.render(filtered, options: options)
        warnings.forEach { Console.warning("graphviz: \($0)") }
        try OutputFile.write(data, to: output)
    }

    /// `-f`, else the format named by `-o`'s extension, else SVG.
    func resolvedFormat() throws -> OutputFormat {
        if let format { return format }
        guard let output, output != "-" else { return .svg }
        guard let format = OutputFormat(fileExtension: URL(fileURLWithPath: output).pathExtension) else {
            throw ValidationError("cannot tell the format from '\(output)'; add -f \(OutputFormat.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        return format
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension LayoutEngine: ExpressibleByArgument {}
extension RankDirection: ExpressibleByArgument {}

extension AspectRatio: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
