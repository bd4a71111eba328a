import ArgumentParser
import FlowGraph
import Foundation

/// The filters every output format shares (`GraphFilter`).
struct ViewOptions: ParsableArguments {
    @Option(help: "Show one feature, its boundary edges collapsed onto one node per outside feature.")
    var feature: String?

    @Option(help: "Show only the nodes around this node (full id or unique suffix).")
    var focus: String?

    @Option(help: "With --focus: how many edges away nodes are kept.")
    var radius: Int = 1

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Highlight the shortest path between two nodes.", valueName: "from> <to")
    )
    var highlightPath: [String] = []

    @Option(help: "Keep only edges of these kinds, comma-separated: push,sheet,…")
    var kinds: String?

    @Flag(help: "Draw one node per feature, edges labelled by how many they stand for.")
    var collapseFeatures = false

    @Flag(help: "Draw the map's overview: one node per feature with its number of screens, arrows weighted by how many edges they stand for.")
    var overview = false

    func validate() throws {
        if !highlightPath.isEmpty, highlightPath.count < 2 {
            throw ValidationError("--highlight-path takes two nodes: --highlight-path FROM TO")
        }
        if radius < 0 { throw ValidationError("--radius must be 0 or more, not \(radius)") }
        _ = try edgeKinds()
    }

    /// Values after the two nodes of `--highlight-path`, which are input paths
    /// (`render --highlight-path A B graph.json`).
    var extraPaths: [String] { Array(highlightPath.dropFirst(2)) }

    /// The filter these options describe.
    func filter() throws -> GraphFilter {
        GraphFilter(
            kinds: try edgeKinds(), feature: feature, focus: focus, radius: radius,
            highlightPath: highlightPath.count >= 2 ? (highlightPath[0], highlightPath[1]) : nil,
            collapseFeatures: collapseFeatures, overview: overview
        )
    }

    private func edgeKinds() throws -> Set<EdgeKind>? {
        guard let kinds else { return nil }
        var result = Set<EdgeKind>()
        for name in kinds.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let kind = EdgeKind(rawValue: name) else {
                throw ValidationError("unknown edge kind '\(name)' in --kinds; use \(EdgeKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.insert(kind)
        }
        return result
    }
}
