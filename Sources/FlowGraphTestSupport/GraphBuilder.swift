import FlowGraph

/// Builds small graphs for tests without repeating every member: nodes are declared by id and
/// created on first use, all in one feature unless told otherwise.
///
/// ```swift
/// let graph = GraphBuilder()
///     .edge("App", "Home", .child)
///     .edge("Home", "Detail", .push)
///     .build()
/// ```
public struct GraphBuilder: Sendable {
    private var graph = NavigationGraph()
    private var nodeIDs: Set<String> = []
    private var featureIDs: Set<String> = []
    private var defaultFeature: String

    public init(feature: String = "Feature") {
        defaultFeature = feature
    }

    /// Declares a node (if not declared yet) in `feature` (default: the builder's feature).
    public func node(_ id: String, kind: NodeKind = .screen, feature: String? = nil, parameters: [String] = []) -> GraphBuilder {
        var copy = self
        copy.addNode(id, kind: kind, feature: feature ?? defaultFeature, parameters: parameters)
        return copy
    }

    /// Adds an edge, declaring its endpoints as screens of the default feature if needed.
    public func edge(_ from: String, _ to: String, _ kind: EdgeKind, trigger: String = "", line: Int = 0) -> GraphBuilder {
        var copy = self
        copy.addNode(from, kind: .screen, feature: defaultFeature, parameters: [])
        copy.addNode(to, kind: .screen, feature: defaultFeature, parameters: [])
        copy.graph.edges.append(Edge(from: from, to: to, kind: kind, trigger: trigger.isEmpty ? "\(kind)(\(to))" : trigger, file: "Test.swift", line: line))
        return copy
    }

    /// Adds a chain of edges of one kind: `chain(["A", "B", "C"], .push)` is A→B→C.
    public func chain(_ ids: [String], _ kind: EdgeKind) -> GraphBuilder {
        zip(ids, ids.dropFirst()).reduce(self) { $0.edge($1.0, $1.1, kind) }
    }

    /// Adds a deep link to `target`.
    public func deepLink(_ pattern: String, to target: String, handlerStack: [String] = []) -> GraphBuilder {
        var copy = self
        copy.addNode(target, kind: .screen, feature: defaultFeature, parameters: [])
        copy.graph.deepLinks.append(DeepLink(pattern: pattern, target: target, handlerStack: handlerStack, file: "Test.swift", line: 1))
        return copy
    }

    /// The graph, with one feature per feature name used (rooted at its first node).
    public func build() -> NavigationGraph { graph }

    private mutating func addNode(_ id: String, kind: NodeKind, feature: String, parameters: [String]) {
        guard nodeIDs.insert(id).inserted else { return }
        if featureIDs.insert(feature).inserted {
            graph.features.append(Feature(id: feature, kind: .coordinator, root: id, file: "Test.swift", line: 1))
        }
        graph.nodes.append(Node(id: id, feature: feature, kind: kind, parameters: parameters, file: "Test.swift", line: 1))
    }
}
