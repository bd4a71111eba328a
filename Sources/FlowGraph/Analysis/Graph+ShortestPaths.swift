/// A walk through a graph, as edge indices into ``GraphIndex/graph``'s edges and the node
/// indices it visits (`nodes.count == edges.count + 1`).
public struct GraphPath: Hashable, Sendable {
    /// The edges, in order.
    public var edges: [Int]
    /// The nodes visited, from the start to the end.
    public var nodes: [Int]
    /// The sum of ``EdgeKind/cost`` over the edges.
    public var cost: Int

    public init(edges: [Int], nodes: [Int], cost: Int) {
        self.edges = edges
        self.nodes = nodes
        self.cost = cost
    }

    /// The total order in which paths are ranked (SPEC §3): fewer edges first, then lower cost,
    /// then the node sequence compared lexicographically by index (index order is id order),
    /// then the edge sequence by edge index (edges are sorted by from, to, kind, line).
    public static func ranksBefore(_ a: GraphPath, _ b: GraphPath) -> Bool {
        if a.edges.count != b.edges.count { return a.edges.count < b.edges.count }
        if a.cost != b.cost { return a.cost < b.cost }
        if a.nodes != b.nodes { return a.nodes.lexicographicallyPrecedes(b.nodes) }
        return a.edges.lexicographicallyPrecedes(b.edges)
    }
}

/// What a path search may not use: nodes (by `blockedNodes[v]`) and edges.
struct PathRestrictions {
    var blockedNodes: [Bool]?
    var blockedEdges: Set<Int> = []

    static let none = PathRestrictions()

    var isEmpty: Bool { blockedNodes == nil && blockedEdges.isEmpty }

    @inline(__always)
    func allows(node v: Int, edge e: Int) -> Bool {
        !(blockedNodes?[v] ?? false) && (blockedEdges.isEmpty || !blockedEdges.contains(e))
    }
}

extension GraphIndex {
    /// The best path from `source` to `target` under SPEC §3's ranking (see
    /// ``GraphPath/ranksBefore(_:_:)``); an empty path when they are equal, `nil` when no path exists.
    ///
    /// A bidirectional level-by-level breadth-first search (every edge is one hop, so no priority
    /// queue is needed) finds the distance in edges and the cheapest cost at that distance; a greedy
    /// walk along optimal edges then takes the lowest node index (then edge index) at each step, which
    /// gives the lexicographically smallest node sequence among all optimal paths. Self-loops are never
    /// steps. See ``bidirectionalShortestPath(from:to:restrictions:)``.
    ///
    /// - Complexity: O(V + E) time and O(V) memory.
    public func shortestPath(from source: Int, to target: Int) -> GraphPath? {
        bidirectionalShortestPath(from: source, to: target, restrictions: .none)
    }

    func shortestPath(from source: Int, to target: Int, restrictions: PathRestrictions) -> GraphPath? {
        bidirectionalShortestPath(from: source, to: target, restrictions: restrictions)
    }

    /// Whether edge `e` keeps distance and cost exact from `u` to `v`.
    @inline(__always)
    private func isOptimal(_ e: Int, from u: Int, to v: Int, _ distances: SearchSide) -> Bool {
        u != v && distances.hops[u] >= 0 && distances.hops[v] == distances.hops[u] + 1
            && distances.cost[u] + edgeCosts[e] == distances.cost[v]
    }

    /// The lexicographically smallest optimal path to `target` from the best of `sources`, given a
    /// complete search from those sources.
    ///
    /// - Complexity: O(V' + E') for the nodes and edges that lie on optimal paths to the target.
    func bestPath(to target: Int, from sources: [Int], along distances: SearchSide) -> GraphPath? {
        guard distances.hops[target] >= 0 else { return nil }
        var leadsToTarget: Set<Int> = [target]
        var pending = [target]
        while let v = pending.popLast() {
            for position in backward.range(v) {
                let u = backward.targets[position], e = backward.edges[position]
                guard !leadsToTarget.contains(u), isOptimal(e, from: u, to: v, distances) else { continue }
                leadsToTarget.insert(u)
                pending.append(u)
            }
        }
        guard let source = sources.filter({ distances.hops[$0] == 0 && leadsToTarget.contains($0) }).min() else { return nil }
        var nodes = [source]
        var edges: [Int] = []
        var u = source
        while u != target {
            var best: (node: Int, edge: Int)?
            for position in forward.range(u) {
                let v = forward.targets[position], e = forward.edges[position]
                guard leadsToTarget.contains(v), isOptimal(e, from: u, to: v, distances) else { continue }
                if let current = best, (current.node, current.edge) <= (v, e) { continue }
                best = (v, e)
            }
            guard let best else { return nil }
            nodes.append(best.node)
            edges.append(best.edge)
            u = best.node
        }
        return GraphPath(edges: edges, nodes: nodes, cost: Int(distances.cost[target]))
    }
}

