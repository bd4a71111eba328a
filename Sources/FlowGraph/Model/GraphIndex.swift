/// Dense integer view of a ``NavigationGraph`` for the algorithms.
///
/// Node `i` is `graph.nodes[i]` after normalisation, so integer order is id order and every
/// algorithm that breaks ties by index breaks them by node id. Edges whose endpoints are not
/// declared nodes are left out of the adjacency lists (``GraphValidation`` reports them).
public struct GraphIndex: Sendable {
    /// The graph the index was built from, normalised.
    public let graph: NavigationGraph
    /// Node ids by index, sorted.
    public let ids: [String]
    /// Index of each node id.
    public let indexOf: [String: Int]
    /// Outgoing edges per node, as indices into `graph.edges`, in edge order.
    public let outgoing: [[Int]]
    /// Incoming edges per node, as indices into `graph.edges`, in edge order.
    public let incoming: [[Int]]
    /// Source node index per edge (`-1` when the edge's `from` is not a node).
    public let edgeFrom: [Int]
    /// Target node index per edge (`-1` when the edge's `to` is not a node).
    public let edgeTo: [Int]
    /// Kind per edge, so hot loops need not copy ``Edge`` values.
    public let edgeKinds: [EdgeKind]

    /// Builds the index.
    ///
    /// - Complexity: O(V log V + E log E) for the normalisation (O(V + E) when the arrays are
    ///   already in canonical order), then O(V + E).
    public init(_ graph: NavigationGraph) {
        let graph = graph.normalized()
        self.graph = graph
        var ids: [String] = []
        var indexOf: [String: Int] = [:]
        ids.reserveCapacity(graph.nodes.count)
        indexOf.reserveCapacity(graph.nodes.count)
        for node in graph.nodes where indexOf[node.id] == nil {
            indexOf[node.id] = ids.count
            ids.append(node.id)
        }
        var outgoing = [[Int]](repeating: [], count: ids.count)
        var incoming = [[Int]](repeating: [], count: ids.count)
        var edgeFrom = [Int](repeating: -1, count: graph.edges.count)
        var edgeTo = [Int](repeating: -1, count: graph.edges.count)
        for (e, edge) in graph.edges.enumerated() {
            guard let u = indexOf[edge.from], let v = indexOf[edge.to] else { continue }
            edgeFrom[e] = u
            edgeTo[e] = v
            outgoing[u].append(e)
            incoming[v].append(e)
        }
        self.ids = ids
        self.indexOf = indexOf
        self.outgoing = outgoing
        self.incoming = incoming
        self.edgeFrom = edgeFrom
        self.edgeTo = edgeTo
        self.edgeKinds = graph.edges.map(\.kind)
    }

    /// The number of nodes.
    public var nodeCount: Int { ids.count }

    /// The edge at `index` in the normalised graph.
    public func edge(_ index: Int) -> Edge { graph.edges[index] }
}
