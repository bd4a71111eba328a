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
    public let outgoing: EdgeLists
    /// Incoming edges per node, as indices into `graph.edges`, in edge order.
    public let incoming: EdgeLists
    /// Source node index per edge (`-1` when the edge's `from` is not a node).
    public let edgeFrom: [Int]
    /// Target node index per edge (`-1` when the edge's `to` is not a node).
    public let edgeTo: [Int]
    /// Kind per edge, so hot loops need not copy ``Edge`` values.
    public let edgeKinds: [EdgeKind]
    /// ``EdgeKind/cost`` per edge.
    let edgeCosts: [Int32]
    /// `outgoing` and `incoming` as compressed rows, for the searches that run per query.
    let forward: Adjacency
    let backward: Adjacency
    /// `forward` and `backward` packed small (32-bit node indices, 8-bit costs) for the per-query searches.
    let searchRows: SearchRows
    let backwardSearchRows: SearchRows

    /// Builds the index.
    ///
    /// Edge endpoints are found without hashing where the order allows: normalised edges are
    /// sorted by `from` and nodes by id, so one merge walk finds every source; targets are looked
    /// up by id. The edge lists are laid out by counting, in edge order.
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
        for node in graph.nodes where ids.last != node.id {
            // Sorted by id: a repeated id (nodes differing elsewhere) follows its first.
            indexOf[node.id] = ids.count
            ids.append(node.id)
        }
        let edges = graph.edges
        var edgeFrom = [Int](repeating: -1, count: edges.count)
        var edgeTo = [Int](repeating: -1, count: edges.count)
        var source = 0
        for e in edges.indices {
            let from = edges[e].from
            while source < ids.count, ids[source] < from { source += 1 }
            guard source < ids.count, ids[source] == from, let v = indexOf[edges[e].to] else { continue }
            edgeFrom[e] = source
            edgeTo[e] = v
        }
        self.ids = ids
        self.indexOf = indexOf
        self.edgeFrom = edgeFrom
        self.edgeTo = edgeTo
        self.edgeKinds = edges.map(\.kind)
        self.edgeCosts = edgeKinds.map { Int32($0.cost) }
        self.forward = Adjacency(nodeCount: ids.count, sources: edgeFrom, targets: edgeTo)
        self.backward = Adjacency(nodeCount: ids.count, sources: edgeTo, targets: edgeFrom)
        self.outgoing = EdgeLists(forward)
        self.incoming = EdgeLists(backward)
        self.searchRows = SearchRows(forward, costs: edgeCosts)
        self.backwardSearchRows = SearchRows(backward, costs: edgeCosts)
    }

    /// The number of nodes.
    public var nodeCount: Int { ids.count }

    /// The edge at `index` in the normalised graph.
    public func edge(_ index: Int) -> Edge { graph.edges[index] }
}

/// Per node, a list of edge indices (``GraphIndex/outgoing``, ``GraphIndex/incoming``): a view of
/// one flat array, so building the index allocates two arrays instead of two per node.
public struct EdgeLists: RandomAccessCollection, Sendable {
    private let offsets: [Int]
    private let edges: [Int]

    init(_ adjacency: Adjacency) {
        offsets = adjacency.offsets
        edges = adjacency.edges
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count - 1 }

    /// The edges of node `node`, in edge order.
    public subscript(node: Int) -> ArraySlice<Int> {
        edges[offsets[node]..<offsets[node + 1]]
    }
}
