import ArgumentParser
import FlowGraph
import Foundation

extension DiffFormat: ExpressibleByArgument {}

/// `flowgraph diff OLD NEW`: what a change did to the navigation graph.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the navigation changes between two graphs or source folders.",
        discussion: """
            OLD and NEW are graph files or source folders. With --base REV, inside a git work tree, OLD is \
            PATH (default '.') as of revision REV, extracted into a temporary folder with 'git archive' \
            (the work tree is not touched) and NEW is PATH as it is now. Exit status 1 when a --fail-on \
            condition matches, 2 on bad input.
            """
    )

    @Argument(help: "OLD and NEW (graph files or source folders); with --base, only the folder to compare.")
    var paths: [String] = []

    @Option(help: "Compare against this git revision of the folder (a commit, branch or tag).")
    var base: String?

    @Option(name: [.short, .customLong("format")], help: "Output format: \(DiffFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiffFormat = .text

    @Option(name: [.short, .customLong("output")], help: "Write the diff to this file instead of stdout.")
    var output: String?

    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when the diff has one of these changes (comma-separated): \(DiffFailureCondition.allCases.map(\.rawValue).joined(separator: ", ")).")
    var failOn: String?

    func validate() throws {
        if base == nil, paths.count != 2 {
            throw ValidationError("give OLD and NEW (graph files or source folders), or --base REV and at most one folder")
        }
        if base != nil, paths.count > 1 {
            throw ValidationError("with --base, give at most one folder (the one to compare with its state at the revision)")
        }
        _ = try conditions()
    }

    func run() throws {
        let (old, new): (NavigationGraph, NavigationGraph)
        if let base {
            let folder = paths.first ?? "."
            new = try ConfiguredInput.load(paths: [folder], configPath: nil, root: nil).graph
            old = try GitRevision.withCheckout(of: folder, at: base) { oldFolder in
                try ConfiguredInput.load(paths: [oldFolder], configPath: nil, root: nil).graph
            }
        } else {
            old = try ConfiguredInput.load(paths: [paths[0]], configPath: nil, root: nil).graph
            new = try ConfiguredInput.load(paths: [paths[1]], configPath: nil, root: nil).graph
        }
        let diff = GraphDiff(old: old, new: new)
        try OutputFile.write(format.emitter.emit(diff, old: old, new: new), to: output)
        let matched = try conditions().filter { $0.matches(diff) }
        if !matched.isEmpty {
            Console.error("navigation changes matched --fail-on: \(matched.map(\.rawValue).joined(separator: ", "))")
            throw ExitCode(1)
        }
    }

    private func conditions() throws -> [DiffFailureCondition] {
        guard let failOn else { return [] }
        let known = DiffFailureCondition.allCases.map(\.rawValue)
        return try failOn.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.map { name in
            guard let condition = DiffFailureCondition(rawValue: name) else {
                throw ValidationError("unknown --fail-on condition '\(name)'\(Spelling.didYouMean(name, among: known)); use \(known.joined(separator: ", "))")
            }
            return condition
        }
    }
}
