import FlowGraph

/// Which depth counter of SPEC §3 a bound is about.
enum DepthCounter {
    case stack
    case modal

    /// What an edge of `kind` does to the counter: the analysis' own definition.
    func effect(_ kind: EdgeKind) -> DepthEffect {
        self == .stack ? .stack(kind) : .modal(kind)
    }

    func maximum(_ bounds: DepthBounds) -> DepthLimit {
        self == .stack ? bounds.maxDepth : bounds.maxModalDepth
    }
}

/// Witness walks for every node's maximum depth, computed in one pass: a walk from an entry
/// point along which a counter reaches the node's maximum, for `max-depth` findings.
///
/// Reconstructed from the depth bounds the analysis computed (it does not recompute them). An
/// edge is *tight* when its effect turns its source's maximum into its target's. A breadth-first
/// search forwards from the *seeds* (entry points whose maximum is 0, and nodes entered by a tight
/// edge that sets the counter) over tight adding edges gives every node with a finite maximum a
/// parent edge; a walk follows parents back to a seed, and from a "set" edge's source back to an
/// entry point along a breadth-first tree of the whole graph.
///
/// - Complexity: O(V + E) to build; each walk is O(its length).
struct DepthWitnesses {
    private let index: GraphIndex
    private let counter: DepthCounter
    /// Per node, the tight edge a witness walk arrives by: -1 for an entry point seed, -2 for none.
    private var parent: [Int]
    /// Per node, the edge by which a breadth-first search from the entry points first reached it
    /// (-1 for an entry point, -2 when unreached).
    private var reachedBy: [Int]

    init(index: GraphIndex, entries: [Int], depth: [DepthBounds?], counter: DepthCounter) {
        self.index = index
        self.counter = counter
        let n = index.nodeCount
        reachedBy = [Int](repeating: -2, count: n)
        var queue: [Int] = []
        for entry in entries where reachedBy[entry] == -2 {
            reachedBy[entry] = -1
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let u = queue[head]
            head += 1
            for e in index.outgoing[u] where reachedBy[index.edgeTo[e]] == -2 {
                reachedBy[index.edgeTo[e]] = e
                queue.append(index.edgeTo[e])
            }
        }

        let maximum: [Int?] = depth.map { bounds in
            guard let bounds, case let .finite(value) = counter.maximum(bounds) else { return nil }
            return value
        }
        parent = [Int](repeating: -2, count: n)
        queue.removeAll(keepingCapacity: true)
        for entry in entries where maximum[entry] == 0 && parent[entry] == -2 {
            parent[entry] = -1
            queue.append(entry)
        }
        for e in index.edgeKinds.indices {
            let u = index.edgeFrom[e], v = index.edgeTo[e]
            guard u >= 0, v >= 0, reachedBy[u] != -2, parent[v] == -2, let goal = maximum[v],
                  case let .set(value) = counter.effect(index.edgeKinds[e]), value == goal
            else { continue }
            parent[v] = e
            queue.append(v)
        }
        head = 0
        while head < queue.count {
            let u = queue[head]
            head += 1
            guard let from = maximum[u] else { continue }
            for e in index.outgoing[u] {
                let v = index.edgeTo[e]
                guard parent[v] == -2, let goal = maximum[v], case let .add(gain) = counter.effect(index.edgeKinds[e]),
                      from + gain == goal
                else { continue }
                parent[v] = e
                queue.append(v)
            }
        }
    }

    /// The witness walk to `target` as node indices from an entry point; `nil` when the node has no
    /// finite maximum.
    func walk(to target: Int) -> [Int]? {
        guard parent[target] != -2 else { return nil }
        var reversed = [target]
        var v = target
        while parent[v] >= 0 {
            let edge = parent[v]
            v = index.edgeFrom[edge]
            reversed.append(v)
            if case .set = counter.effect(index.edgeKinds[edge]) {
                // The counter restarts here; any walk from an entry point to the edge's source will do.
                while reachedBy[v] >= 0 {
                    v = index.edgeFrom[reachedBy[v]]
                    reversed.append(v)
                }
                break
            }
        }
        return reversed.reversed()
    }
}
