import FlowGraph

/// Sizes of a picture's parts guessed before Graphviz lays it out, in points, good enough to
/// choose how to arrange the clusters (``ClusterBands``); never used to draw.
///
/// Text widths use Helvetica's average advance (0.55 em, 0.6 em bold) at the emitter's font
/// sizes; spacing follows the DOT emitter's `nodesep` (``NodeSpacing``, 0.35 in unless a dense
/// map is drawn tighter) and `ranksep` (0.5 in).
enum LayoutEstimate {
    /// Extent of a box along the two axes of a `dot` layout: `breadth` across the ranks (width
    /// for top-to-bottom layouts), `depth` along them.
    struct Extent: Equatable {
        var breadth: Double
        var depth: Double
    }

    static let rankSeparation = 0.5 * 72
    /// A cluster's margins and title.
    static let clusterPadding = Extent(breadth: 16, depth: 30)

    /// The width and height of `node`'s box as the DOT emitter labels it.
    static func nodeSize(_ node: Node, inCluster: Bool) -> (width: Double, height: Double) {
        let text = NodeLabel(node, inCluster: inCluster)
        var widest = Double(text.name.count) * 11 * 0.6
        var lines = 1.0
        if let qualifier = text.qualifier {
            widest = max(widest, Double(qualifier.count) * 8 * 0.55)
            lines += 0.8
        }
        if !node.parameters.isEmpty {
            widest = max(widest, Double(NodeLabel.shortened(node.parameters.joined(separator: ", ")).count) * 9 * 0.55)
            lines += 0.9
        }
        return (max(54, widest + 20), max(36, lines * 14 + 10))
    }

    /// The extent of a group of boxes laid out by `dot` with `edges` between them (indices into
    /// `sizes`): ranks by longest path over the edges once back edges are dropped, breadth the
    /// widest rank (edges passing through
    /// included), depth the ranks' heights. Boxes, and edges passing a rank, are `spacing` apart;
    /// a passing edge takes no other room. `labels`, when not empty, holds the size of each
    /// edge's label drawn in the layout (`nil` for none): `dot` sets it in a rank of its own
    /// between the edge's ends, beside the other labels there, within the rank separation
    /// unless longer than it.
    ///
    /// - Complexity: O(V + E).
    static func extent(
        of sizes: [(width: Double, height: Double)], edges: [(Int, Int)], labels: [(width: Double, height: Double)?] = [],
        rankDirection: RankDirection, spacing: NodeSpacing = .standard
    ) -> Extent {
        guard !sizes.isEmpty else { return Extent(breadth: 0, depth: 0) }
        let vertical = rankDirection == .topToBottom || rankDirection == .bottomToTop
        let rank = longestPathRanks(count: sizes.count, edges: edges)
        var breadthOfRank = [Double](repeating: 0, count: (rank.max() ?? 0) + 1)
        var depthOfRank = breadthOfRank
        for (i, size) in sizes.enumerated() {
            let (across, along) = vertical ? (size.width, size.height) : (size.height, size.width)
            breadthOfRank[rank[i]] += across + spacing.points
            depthOfRank[rank[i]] = max(depthOfRank[rank[i]], along)
        }
        // An edge spanning several ranks passes each rank between its ends as a virtual node.
        var passing = [Int](repeating: 0, count: breadthOfRank.count + 1)
        for (from, to) in edges {
            let (low, high) = (min(rank[from], rank[to]), max(rank[from], rank[to]))
            guard high - low > 1 else { continue }
            passing[low + 1] += 1
            passing[high] -= 1
        }
        var open = 0
        for r in breadthOfRank.indices {
            open += passing[r]
            breadthOfRank[r] += Double(open) * spacing.points
        }
        // The labels set between rank r and the next, beside each other.
        var breadthOfLabels = [Double](repeating: 0, count: breadthOfRank.count)
        var depthOfLabels = breadthOfLabels
        for (k, (from, to)) in edges.enumerated() where k < labels.count {
            guard let label = labels[k], rank[from] != rank[to] else { continue }
            let low = min(rank[from], rank[to])
            let (across, along) = vertical ? (label.width, label.height) : (label.height, label.width)
            breadthOfLabels[low] += across + spacing.points
            depthOfLabels[low] = max(depthOfLabels[low], along - rankSeparation)
        }
        let depth = depthOfRank.reduce(0, +) + depthOfLabels.reduce(0, +) + Double(depthOfRank.count - 1) * rankSeparation
        return Extent(breadth: max(breadthOfRank.max() ?? 0, breadthOfLabels.max() ?? 0), depth: depth)
    }

    /// The size of an edge label of `text` as the DOT emitter draws it (9 pt).
    static func labelSize(_ text: String) -> (width: Double, height: Double) {
        (Double(text.count) * 9 * 0.55 + 4, 14)
    }

    /// Each vertex's rank: 0 for sources, else one more than its highest predecessor, over the
    /// edges a depth-first search does not find closing a cycle (as `dot` reverses those).
    ///
    /// - Complexity: O(V + E).
    static func longestPathRanks(count: Int, edges: [(Int, Int)]) -> [Int] {
        var successors = [[Int]](repeating: [], count: count)
        for (from, to) in edges where from != to { successors[from].append(to) }
        // Iterative DFS: state 0 unseen, 1 on the stack, 2 done; finish order is a reverse topological order.
        var state = [UInt8](repeating: 0, count: count)
        var forward = [[Int]](repeating: [], count: count)
        var finished: [Int] = []
        finished.reserveCapacity(count)
        for start in 0..<count where state[start] == 0 {
            var stack: [(vertex: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < successors[top.vertex].count {
                    stack[stack.count - 1].next += 1
                    let v = successors[top.vertex][top.next]
                    if state[v] == 1 { continue }
                    forward[top.vertex].append(v)
                    if state[v] == 0 {
                        state[v] = 1
                        stack.append((v, 0))
                    }
                } else {
                    state[top.vertex] = 2
                    finished.append(top.vertex)
                    stack.removeLast()
                }
            }
        }
        var rank = [Int](repeating: 0, count: count)
        for u in finished.reversed() {
            for v in forward[u] { rank[v] = max(rank[v], rank[u] + 1) }
        }
        return rank
    }
}
