/// A level-by-level breadth-first search, one side of a bidirectional search or a whole search
/// from several sources: per node the distance in edges and the best cost at that distance
/// (the ranking of ``GraphPath/ranksBefore(_:_:)``), `-1` where the search has not reached.
struct SearchSide {
    var hops: [Int32]
    var cost: [Int32]
    /// The nodes of the last labelled level.
    var frontier: [Int] = []
    var depth: Int32 = 0

    init(nodeCount: Int, starts: [Int]) {
        hops = [Int32](repeating: -1, count: nodeCount)
        cost = [Int32](repeating: -1, count: nodeCount)
        for start in starts where hops[start] < 0 {
            hops[start] = 0
            cost[start] = 0
            frontier.append(start)
        }
    }

    /// Labels the next level through `rows` (successors forwards, predecessors backwards).
    mutating func expand(_ rows: SearchRows, edges: [Int], restrictions: PathRestrictions) {
        var next: [Int] = []
        let unrestricted = restrictions.isEmpty
        let level = depth + 1
        rows.offsets.withUnsafeBufferPointer { offsets in
            rows.targets.withUnsafeBufferPointer { targets in
                rows.costs.withUnsafeBufferPointer { costs in
                    hops.withUnsafeMutableBufferPointer { hops in
                        cost.withUnsafeMutableBufferPointer { cost in
                            for u in frontier {
                                let base = cost[u]
                                for position in Int(offsets[u])..<Int(offsets[u + 1]) {
                                    let v = Int(targets[position])
                                    if v == u { continue }
                                    if !unrestricted, !restrictions.allows(node: v, edge: edges[position]) { continue }
                                    let c = base &+ Int32(costs[position])
                                    let h = hops[v]
                                    if h < 0 {
                                        hops[v] = level
                                        cost[v] = c
                                        next.append(v)
                                    } else if h == level, c < cost[v] {
                                        cost[v] = c
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        frontier = next
        depth = level
    }
}

extension GraphIndex {
    /// A complete forward search from `sources` (every edge kind, no self-loops).
    ///
    /// - Complexity: O(V + E).
    func search(from sources: [Int]) -> SearchSide {
        var side = SearchSide(nodeCount: nodeCount, starts: sources)
        while !side.frontier.isEmpty {
            side.expand(searchRows, edges: forward.edges, restrictions: .none)
        }
        return side
    }

    /// ``shortestPath(from:to:)`` by a bidirectional, level-synchronous breadth-first search.
    ///
    /// Each step labels one more complete level on the side with the smaller frontier. The first
    /// time a newly labelled node carries both labels, the distance is D = a + b (a forward and b
    /// backward levels): every optimal path crosses forward level a at a node with backward level b,
    /// and is optimal on both halves, so the best cost is the minimum of forward cost + backward cost
    /// over those meeting nodes. The path is then the greedy lowest-index walk: forwards along
    /// optimal edges that lead to a best meeting node, then backwards-optimal edges to the target.
    ///
    /// - Complexity: O(V + E) in the worst case; typically the two balls meet long before either
    ///   side covers the graph.
    func bidirectionalShortestPath(from source: Int, to target: Int, restrictions: PathRestrictions) -> GraphPath? {
        if source == target { return GraphPath(edges: [], nodes: [source], cost: 0) }
        var front = SearchSide(nodeCount: nodeCount, starts: [source])
        var back = SearchSide(nodeCount: nodeCount, starts: [target])
        var meeting: [Int] = []
        while meeting.isEmpty {
            guard !front.frontier.isEmpty, !back.frontier.isEmpty else { return nil }
            if front.frontier.count <= back.frontier.count {
                front.expand(searchRows, edges: forward.edges, restrictions: restrictions)
                meeting = front.frontier.filter { back.hops[$0] >= 0 }
            } else {
                back.expand(backwardSearchRows, edges: backward.edges, restrictions: restrictions)
                meeting = back.frontier.filter { front.hops[$0] >= 0 }
            }
        }
        let best = meeting.map { front.cost[$0] + back.cost[$0] }.min() ?? 0
        let middles = Set(meeting.filter { front.cost[$0] + back.cost[$0] == best })

        // Forward half: mark the nodes from which optimal forward edges lead to a best meeting node.
        func forwardOptimal(_ u: Int, _ v: Int, _ e: Int) -> Bool {
            u != v && front.hops[u] >= 0 && front.hops[v] == front.hops[u] + 1 && front.cost[u] + edgeCosts[e] == front.cost[v]
                && (restrictions.isEmpty || restrictions.allows(node: v, edge: e))
        }
        var marked = middles
        var pending = Array(middles)
        while let v = pending.popLast() {
            for position in backward.range(v) {
                let u = backward.targets[position]
                if !marked.contains(u), forwardOptimal(u, v, backward.edges[position]) {
                    marked.insert(u)
                    pending.append(u)
                }
            }
        }
        var nodes = [source], edges: [Int] = []
        var u = source
        while !middles.contains(u) {
            guard let step = lowestStep(from: u, where: { v, e in marked.contains(v) && forwardOptimal(u, v, e) }) else { return nil }
            nodes.append(step.node)
            edges.append(step.edge)
            u = step.node
        }
        // Backward half: every backwards-optimal edge completes an optimal path.
        while u != target {
            let w = u
            guard let step = lowestStep(from: w, where: { x, e in
                x != w && back.hops[x] >= 0 && back.hops[x] == back.hops[w] - 1 && back.cost[w] == edgeCosts[e] + back.cost[x]
                    && (restrictions.isEmpty || restrictions.allows(node: x, edge: e))
            }) else { return nil }
            nodes.append(step.node)
            edges.append(step.edge)
            u = step.node
        }
        return GraphPath(edges: edges, nodes: nodes, cost: Int(best))
    }

    /// The successor edge of `u` accepted by `accept` with the lowest (node, edge) index.
    private func lowestStep(from u: Int, where accept: (Int, Int) -> Bool) -> (node: Int, edge: Int)? {
        var best: (node: Int, edge: Int)?
        for position in forward.range(u) {
            let v = forward.targets[position], e = forward.edges[position]
            if let current = best, (current.node, current.edge) <= (v, e) { continue }
            if accept(v, e) { best = (v, e) }
        }
        return best
    }
}
