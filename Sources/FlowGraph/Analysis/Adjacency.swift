/// A compact successor list (compressed sparse rows) over dense node indices, for the
/// algorithms that walk a graph or subgraph many times: `targets[offsets[v]..<offsets[v + 1]]`
/// are the successors of `v`, and `edges` holds the graph edge behind each entry (empty for
/// derived subgraphs that do not need it).
struct Adjacency {
    var offsets: [Int]
    var targets: [Int]
    var edges: [Int]

    var nodeCount: Int { offsets.count - 1 }

    /// Per node, the edges `e` with `sources[e] == node` in edge order, and their `targets[e]`;
    /// edges with an endpoint of -1 (not a node) are left out.
    ///
    /// - Complexity: O(V + E), by counting.
    init(nodeCount: Int, sources: [Int], targets endpoints: [Int]) {
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        var kept = 0
        for (u, v) in zip(sources, endpoints) where u >= 0 && v >= 0 {
            offsets[u + 1] += 1
            kept += 1
        }
        for v in 0..<nodeCount { offsets[v + 1] += offsets[v] }
        var next = offsets
        var edges = [Int](repeating: 0, count: kept)
        var targets = [Int](repeating: 0, count: kept)
        for (e, (u, v)) in zip(sources, endpoints).enumerated() where u >= 0 && v >= 0 {
            edges[next[u]] = e
            targets[next[u]] = v
            next[u] += 1
        }
        self.init(offsets: offsets, targets: targets, edges: edges)
    }

    init(offsets: [Int], targets: [Int], edges: [Int]) {
        self.offsets = offsets
        self.targets = targets
        self.edges = edges
    }

    @inline(__always)
    func range(_ v: Int) -> Range<Int> { offsets[v]..<offsets[v + 1] }
}

/// Successor rows in 32-bit indices with each entry's edge cost, half the memory traffic of
/// ``Adjacency`` for the breadth-first search that every path query runs.
struct SearchRows {
    var offsets: [Int32]
    var targets: [Int32]
    var costs: [UInt8]

    init(_ adjacency: Adjacency, costs edgeCosts: [Int32]) {
        offsets = adjacency.offsets.map { Int32(truncatingIfNeeded: $0) }
        targets = adjacency.targets.map { Int32(truncatingIfNeeded: $0) }
        costs = adjacency.edges.map { UInt8(truncatingIfNeeded: edgeCosts[$0]) }
    }
}
