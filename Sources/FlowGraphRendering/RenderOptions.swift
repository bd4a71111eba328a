/// How to lay out and annotate a picture of the graph.
public struct RenderOptions: Hashable, Sendable {
    /// The Graphviz layout engine (SVG, PNG, PDF and the HTML page).
    public var engine: LayoutEngine
    /// The direction of the hierarchy, for `dot` and Mermaid; `nil` draws top to bottom unless
    /// the picture would still be outside ``AspectRatio/readableRange`` (with an ``aspectRatio``,
    /// its ``AspectRatio/acceptedRange``) with its clusters banded and is estimated inside it
    /// left to right: a shallow, wide hierarchy of long names, such as an app's feature overview.
    public var rankDirection: RankDirection?
    /// Whether edges carry their trigger as a label.
    public var edgeLabels: Bool
    /// Whether a legend explains the node shapes and edge styles in use (DOT and the pictures
    /// drawn from it; Mermaid has no legend).
    public var legend: Bool
    /// The width:height the picture aims for; `nil` leaves a picture of a few clusters that
    /// `dot` draws readably as it is and aims others at ``AspectRatio/standard`` (``ClusterBands``).
    /// A picture no banding brings within its ``AspectRatio/acceptedRange`` is turned (unless a
    /// ``rankDirection`` is asked for) or drawn tighter, as without one.
    public var aspectRatio: AspectRatio?

    public init(
        engine: LayoutEngine = .dot, rankDirection: RankDirection? = nil, edgeLabels: Bool = false, legend: Bool = true,
        aspectRatio: AspectRatio? = nil
    ) {
        self.engine = engine
        self.rankDirection = rankDirection
        self.edgeLabels = edgeLabels
        self.legend = legend
        self.aspectRatio = aspectRatio
    }
}

/// A Graphviz layout engine.
public enum LayoutEngine: String, Hashable, Sendable, CaseIterable {
    /// Hierarchical layers: the default, best for navigation flows.
    case dot
    /// Spring model, for small graphs.
    case neato
    /// Force-directed placement.
    case fdp
    /// Multiscale force-directed placement, for very large graphs (thousands of nodes).
    case sfdp
}

/// The direction ranks flow in, as Graphviz's `rankdir` (and Mermaid's `flowchart` direction).
public enum RankDirection: String, Hashable, Sendable, CaseIterable {
    case topToBottom = "TB"
    case leftToRight = "LR"
    case bottomToTop = "BT"
    case rightToLeft = "RL"
}
