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

    /// The node with `id`, if declared.
    public func node(_ id: String) -> Node? {
        index.indexOf[id].map { graph.nodes[$0] }
    }
}
