import FlowGraph

/// Which depth counter of SPEC §3 a bound is about.
enum DepthCounter {
    case stack
    case modal

    /// What an edge does to a counter: adds to it, or sets it.
    enum Effect {
        case add(Int)
        case set(Int)
    }

    /// What an edge of `kind` does to the counter, as SPEC §3 defines it. Stack: push +1,
    /// replace +0, crossTab = 1, reset/tab/child/modal kinds = 0. Modal: modal kinds +1,
    /// tab/crossTab = 0, others +0.
    func effect(_ kind: EdgeKind) -> Effect {
        switch self {
        case .stack:
            switch kind {
            case .push: return .add(1)
            case .replace: return .add(0)
            case .crossTab: return .set(1)
            case .reset, .tab, .child, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: return .set(0)
            }
        case .modal:
            if kind.isModal { return .add(1) }
            return kind == .tab || kind == .crossTab ? .set(0) : .add(0)
        }
    }

    func maximum(_ bounds: DepthBounds) -> DepthLimit {
        self == .stack ? bounds.maxDepth : bounds.maxModalDepth
    }
}

extension RuleContext {
    /// A walk from an entry point along which `counter` reaches its maximum at `target`, as node
    /// indices: the witness a `max-depth` finding shows.
    ///
    /// Reconstructed from the depth bounds the analysis computed (it does not recompute them): a
    /// breadth-first search backwards from `target` over *tight* edges, those whose effect turns the
    /// source's maximum into the target's, until it meets an entry point at 0 or an edge that sets
    /// the counter to the needed value; the walk up to that edge's source is the analysis' shortest
    /// path from an entry point.
    ///
    /// - Complexity: O(V + E) plus one shortest-path search per entry point tried.
    func deepestWalk(to target: Int, counter: DepthCounter) -> [Int]? {
        let depth = analysis.depth
        func maximum(_ v: Int) -> Int? {
            guard let bounds = depth[v], case let .finite(value) = counter.maximum(bounds) else { return nil }
            return value
        }
        let entries = Set(analysis.entryPoints)
        var towardTarget: [Int: Int] = [:]
        var queue = [target]
        var head = 0
        func chain(from start: Int) -> [Int] {
            var nodes = [start]
            var v = start
            while v != target, let e = towardTarget[v] {
                v = index.edgeTo[e]
                nodes.append(v)
            }
            return nodes
        }
        while head < queue.count {
            let w = queue[head]
            head += 1
            guard let goal = maximum(w) else { continue }
            if goal == 0, entries.contains(w) { return chain(from: w) }
            for e in index.incoming[w] {
                let u = index.edgeFrom[e]
                guard u >= 0, depth[u] != nil else { continue }
                switch counter.effect(index.edgeKinds[e]) {
                case let .set(value):
                    if value == goal, let prefix = pathFromEntry(to: u) { return prefix + chain(from: w) }
                case let .add(gain):
                    if let from = maximum(u), from + gain == goal, towardTarget[u] == nil, u != target {
                        towardTarget[u] = e
                        queue.append(u)
                    }
                }
            }
        }
        return nil
    }

    /// The nodes of the analysis' best path to `v` from the first entry point that reaches it.
    private func pathFromEntry(to v: Int) -> [Int]? {
        for entry in analysis.entryPoints {
            if let path = index.shortestPath(from: entry, to: v) { return path.nodes.isEmpty ? [v] : path.nodes }
        }
        return nil
    }
}
