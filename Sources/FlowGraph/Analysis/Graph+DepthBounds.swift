/// A maximum depth: a number, or no bound at all.
public enum DepthLimit: Hashable, Sendable, CustomStringConvertible {
    case finite(Int)
    case unbounded

    public var description: String {
        switch self {
        case let .finite(value): String(value)
        case .unbounded: "unbounded"
        }
    }

    /// The larger of two limits; `unbounded` wins.
    public static func larger(_ a: DepthLimit, _ b: DepthLimit) -> DepthLimit {
        switch (a, b) {
        case let (.finite(x), .finite(y)): .finite(max(x, y))
        default: .unbounded
        }
    }
}

/// How deep a node can be shown (SPEC §3): pushes on the current stack and modal layers, at
/// least and at most, over every walk from an entry point.
public struct DepthBounds: Hashable, Sendable {
    public var minDepth: Int
    public var maxDepth: DepthLimit
    public var minModalDepth: Int
    public var maxModalDepth: DepthLimit

    public init(minDepth: Int, maxDepth: DepthLimit, minModalDepth: Int, maxModalDepth: DepthLimit) {
        self.minDepth = minDepth
        self.maxDepth = maxDepth
        self.minModalDepth = minModalDepth
        self.maxModalDepth = maxModalDepth
    }
}

/// What one edge does to a depth counter: add to it, or set it to a constant.
public enum DepthEffect: Equatable, Sendable {
    case add(Int)
    case set(Int)

    /// The stack depth: push +1, replace +0, child +0 (the hosted screen is shown in place, at its
    /// host's depth — FlowGraph's one departure from SPEC §3, see the README), crossTab = 1,
    /// reset/tab = 0, modal kinds = 0 (a new stack inside the presented layer).
    public static func stack(_ kind: EdgeKind) -> DepthEffect {
        switch kind {
        case .push: .add(1)
        case .replace, .child: .add(0)
        case .crossTab: .set(1)
        case .reset, .tab, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: .set(0)
        }
    }

    /// The modal depth: modal kinds +1, tab/crossTab = 0, everything else +0.
    public static func modal(_ kind: EdgeKind) -> DepthEffect {
        switch kind {
        case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: .add(1)
        case .tab, .crossTab: .set(0)
        case .push, .replace, .reset, .child: .add(0)
        }
    }
}

extension GraphIndex {
    /// The depth bounds of every node reachable from `entries`; `nil` for the others.
    ///
    /// Interpretation (SPEC §3): a walk starts at an entry point with both counters at 0 and
    /// applies each edge's effect (``DepthEffect/stack(_:)``, ``DepthEffect/modal(_:)``); a bound is
    /// the minimum or maximum of the counter on arrival at the node over all such walks (a walk may
    /// repeat nodes and edges; back navigation is not a step). So the value at a node is fixed by the
    /// last "set" edge of the walk (or its start) plus the "add" edges after it. Deep-link targets,
    /// when they are entry points, also start at 0: the handler's synthetic back stack is not
    /// counted (`analyze --no-deeplinks` gives the depths reached by navigation alone).
    ///
    /// Per counter, let H be the subgraph of "add" edges among reachable nodes. A node's *seed* is 0
    /// if it is an entry point and the constant of every "set" edge entering it from a reachable
    /// node. Then:
    /// - the minimum is the shortest H-distance (weights 0/1) from any seed, by a bucket queue;
    /// - the maximum is the longest H-path from a seed, computed over the condensation of H in
    ///   topological order: nodes of one component of H share their maximum (they reach each other
    ///   at gain 0 or more), and a component that contains a +1 edge (an `unboundedStack` or
    ///   `unboundedModal` cycle) makes the maximum `unbounded` for itself and for everything it
    ///   reaches through H. A "set" edge stops that: it starts a new value, so nodes reached only
    ///   after a reset keep a finite maximum.
    ///
    /// - Complexity: O(V + E) per counter: one Tarjan pass over H and one bucket-queue pass.
    public func depthBounds(entries: [Int]) -> [DepthBounds?] {
        let reachable = reachable(from: entries)
        let stack = depthRange(entries: entries, reachable: reachable, effect: DepthEffect.stack)
        let modal = depthRange(entries: entries, reachable: reachable, effect: DepthEffect.modal)
        return (0..<nodeCount).map { v in
            guard reachable[v] else { return nil }
            return DepthBounds(minDepth: stack.min[v], maxDepth: stack.max[v], minModalDepth: modal.min[v], maxModalDepth: modal.max[v])
        }
    }

    private func depthRange(
        entries: [Int], reachable: [Bool], effect: (EdgeKind) -> DepthEffect
    ) -> (min: [Int], max: [DepthLimit]) {
        let effects = edgeKinds.map(effect)
        var seedMin = [Int](repeating: .max, count: nodeCount)
        var seedMax = [Int](repeating: -1, count: nodeCount)
        for entry in entries {
            seedMin[entry] = 0
            seedMax[entry] = 0
        }
        // One pass builds H (the "add" edges, with their weights) and seeds the "set" edges' targets.
        var offsets = [0], targets: [Int] = [], weights: [Int] = []
        offsets.reserveCapacity(nodeCount + 1)
        for u in 0..<nodeCount {
            if reachable[u] {
                for position in forward.range(u) {
                    let v = forward.targets[position]
                    switch effects[forward.edges[position]] {
                    case let .add(weight):
                        targets.append(v)
                        weights.append(weight)
                    case let .set(value):
                        seedMin[v] = min(seedMin[v], value)
                        seedMax[v] = max(seedMax[v], value)
                    }
                }
            }
            offsets.append(targets.count)
        }
        let additive = Adjacency(offsets: offsets, targets: targets, edges: [])
        let weight: (Int) -> Int = { weights[$0] }
        return (minimumDepths(additive, seeds: seedMin, weight: weight), maximumDepths(additive, seeds: seedMax, weight: weight))
    }

    /// Dial's bucket-queue shortest paths (weights 0 and 1) from the seeded values.
    private func minimumDepths(_ graph: Adjacency, seeds: [Int], weight: (Int) -> Int) -> [Int] {
        var distance = seeds
        var buckets: [[Int]] = []
        for (v, seed) in seeds.enumerated() where seed != .max {
            while buckets.count <= seed { buckets.append([]) }
            buckets[seed].append(v)
        }
        var d = 0
        while d < buckets.count {
            var i = 0
            while i < buckets[d].count {
                let u = buckets[d][i]
                i += 1
                guard distance[u] == d else { continue }
                for position in graph.range(u) {
                    let v = graph.targets[position]
                    let candidate = d + weight(position)
                    guard candidate < distance[v] else { continue }
                    distance[v] = candidate
                    while buckets.count <= candidate { buckets.append([]) }
                    buckets[candidate].append(v)
                }
            }
            buckets[d] = []
            d += 1
        }
        return distance
    }

    /// Longest seeded paths over the condensation of `graph`, `unbounded` behind a positive cycle.
    private func maximumDepths(_ graph: Adjacency, seeds: [Int], weight: (Int) -> Int) -> [DepthLimit] {
        let scc = graph.stronglyConnectedComponents()
        let count = scc.components.count
        var value = [Int](repeating: -1, count: count)
        var unbounded = [Bool](repeating: false, count: count)
        var positive = [Bool](repeating: false, count: count)
        for u in 0..<graph.nodeCount {
            let c = scc.componentOf[u]
            value[c] = max(value[c], seeds[u])
            for position in graph.range(u) where weight(position) > 0 && scc.componentOf[graph.targets[position]] == c {
                positive[c] = true
            }
        }
        // Tarjan numbers components in reverse topological order: sources have the highest numbers.
        for c in stride(from: count - 1, through: 0, by: -1) {
            guard value[c] >= 0 || unbounded[c] else { continue }
            if positive[c] { unbounded[c] = true }
            for u in scc.components[c] {
                for position in graph.range(u) {
                    let d = scc.componentOf[graph.targets[position]]
                    guard d != c else { continue }
                    if unbounded[c] {
                        unbounded[d] = true
                    } else {
                        value[d] = max(value[d], value[c] + weight(position))
                    }
                }
            }
        }
        return (0..<graph.nodeCount).map { unbounded[scc.componentOf[$0]] ? .unbounded : .finite(value[scc.componentOf[$0]]) }
    }
}
