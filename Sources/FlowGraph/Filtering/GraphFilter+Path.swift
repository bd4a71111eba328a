extension GraphFilter {
    /// The edges of a shortest path from `from` to `to`: fewest edges, ties broken by the lowest
    /// total ``EdgeKind/cost`` and then by the lowest node ids (SPEC §3); `[]` when they are the
    /// same node, `nil` when no path exists.
    ///
    /// A breadth-first search layer by layer: a node's hop count is fixed by the first layer that
    /// reaches it, and within that layer the predecessor giving the lowest cost wins, which is
    /// exactly the lexicographic (hops, cost) optimum. Layers are scanned in node id order.
    ///
    /// - Complexity: O(V log V + E).
    static func shortestPath(from: String, to: String, in graph: NavigationGraph) -> [Edge]? {
        let index = GraphIndex(graph)
        guard let source = index.indexOf[from], let target = index.indexOf[to] else { return nil }
        var hops = [Int](repeating: -1, count: index.nodeCount)
        var cost = [Int](repeating: 0, count: index.nodeCount)
        var via = [Int](repeating: -1, count: index.nodeCount)
        hops[source] = 0
        var layer = [source]
        while !layer.isEmpty, hops[target] == -1 {
            var next: [Int] = []
            for u in layer {
                for e in index.outgoing[u] {
                    let v = index.edgeTo[e]
                    let reachCost = cost[u] + index.edge(e).kind.cost
                    if hops[v] == -1 {
                        hops[v] = hops[u] + 1
                        cost[v] = reachCost
                        via[v] = e
                        next.append(v)
                    } else if hops[v] == hops[u] + 1, reachCost < cost[v] {
                        cost[v] = reachCost
                        via[v] = e
                    }
                }
            }
            layer = next.sorted()
        }
        guard hops[target] >= 0 else { return nil }
        var path: [Edge] = []
        var node = target
        while node != source {
            path.append(index.edge(via[node]))
            node = index.edgeFrom[via[node]]
        }
        return path.reversed()
    }
}
