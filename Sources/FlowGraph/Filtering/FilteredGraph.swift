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
    /// Whether each node stands for a whole feature and each edge's `trigger` is the number of
    /// edges it stands for: renderers then draw no clusters and always label edges.
    public var featuresCollapsed: Bool
    /// What the user should know about the result, such as a path that does not exist.
    public var warnings: [String]

    /// A view of `graph` with nothing highlighted.
    public init(
        graph: NavigationGraph, highlightedNodes: Set<String> = [], highlightedEdges: Set<Edge> = [],
        featuresCollapsed: Bool = false, warnings: [String] = []
    ) {
        self.graph = graph.normalized()
        self.highlightedNodes = highlightedNodes
        self.highlightedEdges = highlightedEdges
        self.featuresCollapsed = featuresCollapsed
        self.warnings = warnings
    }
}
