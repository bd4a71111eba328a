import ArgumentParser
import FlowGraph

extension QueryOutputFormat: ExpressibleByArgument {}

/// The `-f/--format` option of the query commands.
struct QueryFormatOption: ParsableArguments {
    @Option(name: [.short, .customLong("format")], help: "Output format: \(QueryOutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: QueryOutputFormat = .text

    /// Writes `report` to stdout in the chosen format.
    func write(_ report: some QueryReport) throws {
        try OutputFile.write(format.render(report), to: nil)
    }
}
