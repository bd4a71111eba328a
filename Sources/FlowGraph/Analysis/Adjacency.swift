/// A compact successor list (compressed sparse rows) over dense node indices, for the
/// algorithms that walk a graph or subgraph many times: `targets[offsets[v]..<offsets[v + 1]]`
/// are the successors of `v`, and `edges` holds the graph edge behind each entry (empty for
/// derived subgraphs that do not need it).
struct Adjacency {
    var offsets: [Int]
    var targets: [Int]
    var edges: [Int]

    var nodeCount: Int { offsets.count - 1 }

    /// Per node, the edges of `lists[v]` and their other ends `endpoints[edge]`.
    ///
    /// - Complexity: O(V + E).
    init(lists: [[Int]], endpoints: [Int]) {
        offsets = [0]
        offsets.reserveCapacity(lists.count + 1)
        edges = []
        edges.reserveCapacity(endpoints.count)
        for list in lists {
            edges.append(contentsOf: list)
            offsets.append(edges.count)
        }
        targets = edges.map { endpoints[$0] }
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
