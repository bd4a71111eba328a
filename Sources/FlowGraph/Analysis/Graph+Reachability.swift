extension GraphIndex {
    /// The entry points of SPEC §3, as sorted node indices.
    ///
    /// The `app` nodes; when there is none, every feature root that no edge enters (a self-loop
    /// counts as entering). With `includingDeepLinkTargets`, every deep-link target too.
    ///
    /// - Complexity: O(V + F + D).
    public func entryPoints(includingDeepLinkTargets: Bool = true) -> [Int] {
        var isEntry = [Bool](repeating: false, count: nodeCount)
        var hasApp = false
        for node in graph.nodes where node.kind == .app {
            guard let v = indexOf[node.id] else { continue }
            isEntry[v] = true
            hasApp = true
        }
        if !hasApp {
            for feature in graph.features {
                if let root = indexOf[feature.root], incoming[root].isEmpty { isEntry[root] = true }
            }
        }
        if includingDeepLinkTargets {
            for link in graph.deepLinks {
                if let target = indexOf[link.target] { isEntry[target] = true }
            }
        }
        return isEntry.indices.filter { isEntry[$0] }
    }

    /// Which nodes a breadth-first search over every edge kind reaches from `entries`.
    ///
    /// - Complexity: O(V + E).
    public func reachable(from entries: [Int]) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodeCount)
        var queue: [Int] = []
        queue.reserveCapacity(nodeCount)
        for entry in entries where !seen[entry] {
            seen[entry] = true
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let u = queue[head]
            head += 1
            for e in outgoing[u] {
                let v = edgeTo[e]
                if !seen[v] {
                    seen[v] = true
                    queue.append(v)
                }
            }
        }
        return seen
    }
}
