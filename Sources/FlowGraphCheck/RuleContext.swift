import FlowGraph

/// What rules read: the graph (configuration applied), its index, the configuration and the
/// deployment target. Analyses several rules share are computed once, on first use.
public final class RuleContext {
    public let graph: NavigationGraph
    public let index: GraphIndex
    public let configuration: Configuration
    /// The iOS major version the project targets, when known.
    public let iOSDeploymentTarget: Int?

    public init(graph: NavigationGraph, configuration: Configuration = Configuration(), iOSDeploymentTarget: Int? = nil) {
        index = GraphIndex(graph)
        self.graph = index.graph
        self.configuration = configuration
        self.iOSDeploymentTarget = iOSDeploymentTarget
    }

    /// The analyses of SPEC §3 (entry points, reachability, cycles, depth bounds, deep links),
    /// run on first use and shared by every rule.
    public private(set) lazy var analysis = AnalysisReport(index: index)

    /// The strongly connected components, for rules that report once per component.
    public private(set) lazy var components = index.stronglyConnectedComponents()

    /// The id of node `v`.
    public func id(_ v: Int) -> String { index.ids[v] }

    /// `A → B → C` for node indices.
    public func describe(_ nodes: [Int]) -> String { nodes.map(id).joined(separator: " → ") }
}
