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

/// Shortest distances to one target, in the ranking of ``GraphPath/ranksBefore(_:_:)``:
/// `hops[v]` edges and, among paths with that many edges, `cost[v]`; `-1` where the target
/// cannot be reached (or was not explored).
struct DistancesToTarget {
    var target: Int
    var hops: [Int32]
    var cost: [Int32]
}

/// What a path search may not use: nodes (by `blockedNodes[v]`) and edges.
struct PathRestrictions {
    var blockedNodes: [Bool]?
    var blockedEdges: Set<Int> = []

    static let none = PathRestrictions()

    @inline(__always)
    func allows(node v: Int) -> Bool { !(blockedNodes?[v] ?? false) }
}

extension GraphIndex {
    /// The best path from `source` to `target` under SPEC §3's ranking (see
    /// ``GraphPath/ranksBefore(_:_:)``); an empty path when they are equal, `nil` when no path exists.
    ///
    /// A breadth-first search backwards from the target gives every node's distance in edges and,
    /// level by level, the cheapest cost among paths of that length (edges are never shorter than
    /// one hop, so no priority queue is needed). A greedy walk forwards from the source then picks at
    /// each step the lowest node index (then edge index) among edges that stay optimal, which yields
    /// the lexicographically smallest node sequence among optimal paths. Self-loops never appear.
    ///
    /// - Complexity: O(V + E) time and O(V) memory; the search stops at the source's level.
    public func shortestPath(from source: Int, to target: Int) -> GraphPath? {
        shortestPath(from: source, to: target, restrictions: .none)
    }

    func shortestPath(from source: Int, to target: Int, restrictions: PathRestrictions) -> GraphPath? {
        let distances = distances(to: target, stoppingAt: source, restrictions: restrictions)
        return walk(from: source, along: distances, restrictions: restrictions)
    }

    /// Backward breadth-first search from `target`; with `stop`, ends once that node's level is final.
    ///
    /// - Complexity: O(V + E).
    func distances(to target: Int, stoppingAt stop: Int?, restrictions: PathRestrictions) -> DistancesToTarget {
        var hops = [Int32](repeating: -1, count: nodeCount)
        var cost = [Int32](repeating: -1, count: nodeCount)
        hops[target] = 0
        cost[target] = 0
        var level: [Int] = [target]
        var next: [Int] = []
        var depth: Int32 = 0
        while !level.isEmpty {
            if let stop, hops[stop] >= 0 { break }
            for w in level {
                let base = cost[w]
                for e in incoming[w] {
                    let u = edgeFrom[e]
                    guard u != w, restrictions.allows(node: u) else { continue }
                    if !restrictions.blockedEdges.isEmpty, restrictions.blockedEdges.contains(e) { continue }
                    let c = base + Int32(edgeKinds[e].cost)
                    if hops[u] < 0 {
                        hops[u] = depth + 1
                        cost[u] = c
                        next.append(u)
                    } else if hops[u] == depth + 1, c < cost[u] {
                        cost[u] = c
                    }
                }
            }
            swap(&level, &next)
            next.removeAll(keepingCapacity: true)
            depth += 1
        }
        return DistancesToTarget(target: target, hops: hops, cost: cost)
    }

    /// The lexicographically smallest optimal path from `source` given distances to the target.
    ///
    /// - Complexity: O(length × out-degree).
    func walk(from source: Int, along distances: DistancesToTarget, restrictions: PathRestrictions) -> GraphPath? {
        guard distances.hops[source] >= 0 else { return nil }
        var nodes = [source]
        var edges: [Int] = []
        var u = source
        while u != distances.target {
            var best: (node: Int, edge: Int)?
            for e in outgoing[u] {
                let v = edgeTo[e]
                guard v != u, distances.hops[v] == distances.hops[u] - 1,
                      distances.cost[v] + Int32(edgeKinds[e].cost) == distances.cost[u],
                      restrictions.blockedEdges.isEmpty || !restrictions.blockedEdges.contains(e)
                else { continue }
                if let current = best, (current.node, current.edge) <= (v, e) { continue }
                best = (v, e)
            }
            guard let best else { return nil }
            nodes.append(best.node)
            edges.append(best.edge)
            u = best.node
        }
        return GraphPath(edges: edges, nodes: nodes, cost: Int(distances.cost[source]))
    }
}
