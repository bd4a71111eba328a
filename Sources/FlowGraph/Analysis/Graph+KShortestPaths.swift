extension GraphIndex {
    /// Up to `k` loopless paths from `source` to `target`, best first in the ranking of
    /// ``GraphPath/ranksBefore(_:_:)``.
    ///
    /// Yen's algorithm (J. Y. Yen, "Finding the K Shortest Loopless Paths in a Network",
    /// Management Science 17(11), 1971): each new path deviates from the previous one at a spur
    /// node, with the root path's nodes and the already used continuations blocked. Paths are
    /// distinct as node sequences: parallel edges between the same two nodes count as one move,
    /// taken by its best edge.
    ///
    /// - Complexity: O(k · L · (V + E)) where L is the length of the longest path returned.
    public func kShortestPaths(from source: Int, to target: Int, k: Int) -> [GraphPath] {
        guard k > 0, let first = shortestPath(from: source, to: target) else { return [] }
        var accepted = [first]
        var candidates: [GraphPath] = []
        var seen: Set<[Int]> = [first.nodes]
        var blockedNodes = [Bool](repeating: false, count: nodeCount)
        while accepted.count < k {
            let previous = accepted[accepted.count - 1]
            for i in 0..<max(0, previous.nodes.count - 1) {
                let spur = previous.nodes[i]
                let rootNodes = previous.nodes[0...i]
                var blockedEdges = Set<Int>()
                for path in accepted where path.nodes.count > i + 1 && path.nodes[0...i] == rootNodes {
                    let next = path.nodes[i + 1]
                    for e in outgoing[spur] where edgeTo[e] == next { blockedEdges.insert(e) }
                }
                for v in rootNodes.dropLast() { blockedNodes[v] = true }
                defer { for v in rootNodes.dropLast() { blockedNodes[v] = false } }
                let restrictions = PathRestrictions(blockedNodes: blockedNodes, blockedEdges: blockedEdges)
                guard let spurPath = shortestPath(from: spur, to: target, restrictions: restrictions) else { continue }
                let rootEdges = previous.edges[0..<i]
                let rootCost = rootEdges.reduce(0) { $0 + edgeKinds[$1].cost }
                let candidate = GraphPath(
                    edges: Array(rootEdges) + spurPath.edges, nodes: Array(rootNodes.dropLast()) + spurPath.nodes,
                    cost: rootCost + spurPath.cost)
                if seen.insert(candidate.nodes).inserted { candidates.append(candidate) }
            }
            guard let bestIndex = candidates.indices.min(by: { GraphPath.ranksBefore(candidates[$0], candidates[$1]) }) else {
                break
            }
            accepted.append(candidates.remove(at: bestIndex))
        }
        return accepted
    }
}
