/// A compact successor list (compressed sparse rows) over dense node indices, for the
/// algorithms that walk a subgraph many times: `targets[offsets[v]..<offsets[v + 1]]` are the
/// successors of `v`, and `edges` holds the graph edge behind each entry.
struct Adjacency {
    var offsets: [Int]
    var targets: [Int]
    var edges: [Int]

    var nodeCount: Int { offsets.count - 1 }

    /// The edges of `index` that `include` accepts, in edge order.
    ///
    /// - Complexity: O(V + E).
    init(_ index: GraphIndex, including include: (Int) -> Bool) {
        offsets = [0]
        offsets.reserveCapacity(index.nodeCount + 1)
        targets = []
        edges = []
        for u in 0..<index.nodeCount {
            for e in index.outgoing[u] where include(e) {
                targets.append(index.edgeTo[e])
                edges.append(e)
            }
            offsets.append(targets.count)
        }
    }

    init(offsets: [Int], targets: [Int], edges: [Int]) {
        self.offsets = offsets
        self.targets = targets
        self.edges = edges
    }

    @inline(__always)
    func range(_ v: Int) -> Range<Int> { offsets[v]..<offsets[v + 1] }
}
