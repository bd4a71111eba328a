/// A graph prepared for one output: filtered, collapsed, with the elements to highlight.
///
/// Every renderer (DOT, SVG, Mermaid, HTML, JSON) takes this value, so a filter means the same
/// thing in every format.
public struct FilteredGraph: Hashable, Sendable {
    /// The graph to show, normalised.
    public var graph: NavigationGraph
    /// Ids of the nodes to highlight (the `--highlight-path` path).
    public var highlightedNodes: Set<String>
    /// The edges to highlight, as they appear in ``graph``.
    public var highlightedEdges: Set<Edge>
    /// The `--highlight-path` path in order, as found before features were collapsed; `nil`
    /// when none was asked for or none exists.
    public var highlightedPath: HighlightedPath?
    /// Whether each node stands for a whole feature and each edge's `trigger` is the number of
    /// edges it stands for: renderers then draw no clusters and always label edges.
    public var featuresCollapsed: Bool
    /// What the user should know about the result, such as a path that does not exist.
    public var warnings: [String]
    /// In an overview (`--overview`), how many screens each feature node stands for; empty otherwise.
    public var screenCounts: [String: Int] = [:]

    /// A view of `graph` with nothing highlighted.
    public init(
        graph: NavigationGraph, highlightedNodes: Set<String> = [], highlightedEdges: Set<Edge> = [],
        highlightedPath: HighlightedPath? = nil, featuresCollapsed: Bool = false, warnings: [String] = []
    ) {
        self.graph = graph.normalized()
        self.highlightedNodes = highlightedNodes
        self.highlightedEdges = highlightedEdges
        self.highlightedPath = highlightedPath
        self.featuresCollapsed = featuresCollapsed
        self.warnings = warnings
    }
}

/// The path `--highlight-path` marked: its two ends and its steps in order.
public struct HighlightedPath: Hashable, Sendable {
    /// The resolved id of the first node.
    public var from: String
    /// The resolved id of the last node.
    public var to: String
    /// The edges from ``from`` to ``to``; empty when they are the same node.
    public var steps: [Edge]

    public init(from: String, to: String, steps: [Edge]) {
        self.from = from
        self.to = to
        self.steps = steps
    }

    /// The sum of ``EdgeKind/cost`` over the steps.
    public var cost: Int { steps.reduce(0) { $0 + $1.kind.cost } }

    /// The shape of one `flowgraph path -f json` answer (SPEC §4):
    /// `{"from", "to", "cost", "steps": [{"from", "to", "kind", "trigger", "file", "line"}]}`.
    public func jsonValue() -> JSONValue {
        .object([
            ("from", .string(from)), ("to", .string(to)), ("cost", .int(cost)),
            ("steps", .array(steps.map(\.jsonValue))),
        ])
    }
}
