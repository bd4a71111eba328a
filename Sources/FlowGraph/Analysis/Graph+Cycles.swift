/// How a cycle affects navigation depth when a user goes round it (SPEC §3).
public enum CycleClass: String, Sendable, CaseIterable {
    /// It has a modal edge and no `tab`/`crossTab` edge: every lap presents one more layer.
    case unboundedModal
    /// Only `push`/`replace`/`child` edges, at least one push: every lap grows the stack.
    case unboundedStack
    /// Something on it resets the depth.
    case bounded
}

/// One elementary cycle: its nodes, starting at the lowest index, and its class.
public struct Cycle: Hashable, Sendable {
    public var nodes: [Int]
    public var cycleClass: CycleClass
}

/// The elementary cycles found, at most the requested number.
public struct CycleEnumeration: Sendable {
    /// The cycles, sorted by node sequence.
    public var cycles: [Cycle]
    /// Whether the graph has more cycles than were returned.
    public var capped: Bool
}

extension GraphIndex {
    /// The elementary cycles of the graph, at most `limit` of them.
    ///
    /// Cycles are node sequences: parallel edges between the same nodes do not multiply them, and a
    /// self-loop is a cycle of one node. Johnson's algorithm (D. B. Johnson, "Finding All the
    /// Elementary Circuits of a Directed Graph", SIAM J. Computing 4(1), 1975), run iteratively:
    /// for each strongly connected component, the circuits through its lowest node are listed with
    /// Johnson's blocking scheme, then that node is removed and the components of the rest are
    /// processed the same way. The enumeration stops once one cycle more than `limit` is found,
    /// which is how ``CycleEnumeration/capped`` is known exactly.
    ///
    /// Each cycle is classified by the edge choice that makes it grow most (see ``cycleClass(of:)``).
    ///
    /// - Complexity: O((V + E)(C + 1)) for C cycles found, so bounded by the limit.
    public func elementaryCycles(limit: Int) -> CycleEnumeration {
        var found: [[Int]] = []
        let wanted = max(0, limit) + 1
        for v in 0..<nodeCount where found.count < wanted {
            if outgoing[v].contains(where: { edgeTo[$0] == v }) { found.append([v]) }
        }
        let adjacency = forward
        var work = adjacency.stronglyConnectedComponents().components.filter { $0.count > 1 }.map { $0.sorted() }
        work.sort { $0[0] > $1[0] }
        var localIndex = [Int](repeating: -1, count: nodeCount)
        while found.count < wanted, let members = work.popLast() {
            let local = adjacency.induced(on: members, localIndex: &localIndex)
            local.circuits(through: 0, limit: wanted - found.count) { found.append($0.map { members[$0] }) }
            let subcomponents = Adjacency.removingNode(0, from: local).stronglyConnectedComponents().components
                .filter { $0.count > 1 }
                .map { $0.map { members[$0 + 1] }.sorted() }
            work.append(contentsOf: subcomponents.sorted { $0[0] > $1[0] })
        }
        let capped = found.count > max(0, limit)
        let cycles = found.prefix(max(0, limit)).map { Cycle(nodes: $0, cycleClass: cycleClass(of: $0)) }
        return CycleEnumeration(cycles: cycles.sorted { $0.nodes.lexicographicallyPrecedes($1.nodes) }, capped: capped)
    }

    /// The class of the cycle through `nodes` (in order, closing back to the first).
    ///
    /// With parallel edges, the choice of edge that grows most decides: `unboundedModal` when every
    /// step has an edge other than `tab`/`crossTab` and some step has a modal edge; else
    /// `unboundedStack` when every step has a `push`, `replace` or `child` edge (`child` hosts in place,
    /// keeping the depth) and some step a `push`;
    /// else `bounded`.
    ///
    /// - Complexity: O(sum of the out-degrees of `nodes`).
    public func cycleClass(of nodes: [Int]) -> CycleClass {
        var modalPossible = true, anyModal = false, stackPossible = true, anyPush = false
        for (i, u) in nodes.enumerated() {
            let v = nodes[(i + 1) % nodes.count]
            var nonTab = false, keepsStack = false
            for e in outgoing[u] where edgeTo[e] == v {
                let kind = edgeKinds[e]
                if kind != .tab && kind != .crossTab { nonTab = true }
                if kind.isModal { anyModal = true }
                if kind == .push || kind == .replace || kind == .child { keepsStack = true }
                if kind == .push { anyPush = true }
            }
            modalPossible = modalPossible && nonTab
            stackPossible = stackPossible && keepsStack
        }
        if modalPossible && anyModal { return .unboundedModal }
        if stackPossible && anyPush { return .unboundedStack }
        return .bounded
    }
}

extension Adjacency {
    /// The subgraph induced by `members` (sorted), renumbered `0..<members.count` in that order,
    /// with parallel edges merged and self-loops left out. `localIndex` is scratch space of size V, left all `-1`.
    ///
    /// - Complexity: O(sum of the members' out-degrees).
    func induced(on members: [Int], localIndex: inout [Int]) -> Adjacency {
        for (i, v) in members.enumerated() { localIndex[v] = i }
        defer { for v in members { localIndex[v] = -1 } }
        var localOffsets = [0], localTargets: [Int] = []
        localOffsets.reserveCapacity(members.count + 1)
        var lastSeen = [Int](repeating: -1, count: members.count)
        for (i, v) in members.enumerated() {
            for position in range(v) {
                let w = localIndex[targets[position]]
                guard w >= 0, w != i, lastSeen[w] != i else { continue }
                lastSeen[w] = i
                localTargets.append(w)
            }
            localOffsets.append(localTargets.count)
        }
        return Adjacency(offsets: localOffsets, targets: localTargets, edges: [])
    }

    /// `graph` without `node`, the others renumbered one lower (`node` must be 0).
    static func removingNode(_ node: Int, from graph: Adjacency) -> Adjacency {
        var offsets = [0], targets: [Int] = []
        for v in 1..<graph.nodeCount {
            for position in graph.range(v) where graph.targets[position] != node {
                targets.append(graph.targets[position] - 1)
            }
            offsets.append(targets.count)
        }
        return Adjacency(offsets: offsets, targets: targets, edges: [])
    }

    /// Johnson's CIRCUIT procedure for start node `s` on a strongly connected graph, iterative:
    /// reports each elementary circuit through `s` (as local node sequences starting at `s`) until
    /// `limit` have been reported.
    func circuits(through s: Int, limit: Int, report: ([Int]) -> Void) {
        var reported = 0
        var blocked = [Bool](repeating: false, count: nodeCount)
        var blockedBy = [[Int]](repeating: [], count: nodeCount)
        var path = [s]
        var frames: [(node: Int, next: Int, closed: Bool)] = [(s, offsets[s], false)]
        blocked[s] = true

        func unblock(_ start: Int) {
            var pending = [start]
            while let u = pending.popLast() {
                guard blocked[u] else { continue }
                blocked[u] = false
                pending.append(contentsOf: blockedBy[u])
                blockedBy[u].removeAll()
            }
        }

        while let frame = frames.last, reported < limit {
            let v = frame.node
            if frame.next < offsets[v + 1] {
                frames[frames.count - 1].next += 1
                let w = targets[frame.next]
                if w == s {
                    report(path)
                    reported += 1
                    frames[frames.count - 1].closed = true
                } else if !blocked[w] {
                    path.append(w)
                    blocked[w] = true
                    frames.append((w, offsets[w], false))
                }
                continue
            }
            frames.removeLast()
            path.removeLast()
            if frame.closed {
                unblock(v)
                if !frames.isEmpty { frames[frames.count - 1].closed = true }
            } else {
                for position in range(v) where !blockedBy[targets[position]].contains(v) {
                    blockedBy[targets[position]].append(v)
                }
            }
        }
    }
}
