/// Writes a ``GraphDiff`` in one format.
public protocol DiffEmitting: Sendable {
    /// The diff's text, ending in a newline.
    func emit(_ diff: GraphDiff, old: NavigationGraph, new: NavigationGraph) -> String
}

/// The formats of `flowgraph diff -f`, each written by one emitter.
public enum DiffFormat: String, CaseIterable, Sendable {
    /// A list of changes for people, `+`/`-`/`~` per line.
    case text
    /// The changes as JSON for scripts.
    case json
    /// The union of both graphs as a Mermaid flowchart: added green, removed red, changed amber.
    case mermaid

    /// The emitter writing this format.
    public var emitter: any DiffEmitting {
        switch self {
        case .text: DiffTextEmitter()
        case .json: DiffJSONEmitter()
        case .mermaid: DiffMermaidEmitter()
        }
    }
}

/// A change `flowgraph diff --fail-on` can fail a build on.
public enum DiffFailureCondition: String, CaseIterable, Sendable {
    case removedScreen = "removed-screen"
    case addedScreen = "added-screen"
    case removedEdge = "removed-edge"
    case changedEdgeKind = "changed-edge-kind"
    case removedDeeplink = "removed-deeplink"
    case changedDeeplink = "changed-deeplink"
    case newUnboundedCycle = "new-unbounded-cycle"
    case increasedDepth = "increased-depth"

    /// Whether `diff` contains a change of this kind.
    public func matches(_ diff: GraphDiff) -> Bool {
        switch self {
        case .removedScreen: !diff.removedNodes.isEmpty
        case .addedScreen: !diff.addedNodes.isEmpty
        case .removedEdge: !diff.removedEdges.isEmpty
        case .changedEdgeKind: !diff.changedEdges.isEmpty
        case .removedDeeplink: !diff.removedDeepLinks.isEmpty
        case .changedDeeplink: !diff.changedDeepLinks.isEmpty
        case .newUnboundedCycle: !diff.addedUnboundedCycles.isEmpty
        case .increasedDepth: diff.depthChanges.contains { $0.increased }
        }
    }
}
