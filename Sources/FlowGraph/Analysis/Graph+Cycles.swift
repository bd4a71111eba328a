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
    /// The longest cycles listed shortest-first; longer ones, when the cap is not reached by then,
    /// come from Johnson's search.
    static let shortCycleLength = 12

    /// The elementary cycles of the graph, at most `limit` of them.
    ///
    /// Cycles are node sequences starting at their lowest node: parallel edges between the same
    /// nodes do not multiply them, and a self-loop is a cycle of one node. Uncapped, the list is every
    /// elementary cycle. Capped, it holds the first `limit` cycles in this order: cycles of up to
    /// ``shortCycleLength`` nodes by length, then by node sequence; then the longer ones in the order
    /// of Johnson's algorithm (D. B. Johnson, "Finding All the Elementary Circuits of a Directed
    /// Graph", SIAM J. Computing 4(1), 1975) by lowest node. So on a graph with a giant strongly
    /// connected component the list is its shortest cycles, not walks across the whole graph. The
    /// enumeration stops once one cycle more than `limit` is found, which is how
    /// ``CycleEnumeration/capped`` is known exactly; the cycles kept are sorted by node sequence.
    ///
    /// Each cycle is classified by the edge choice that makes it grow most (see ``cycleClass(of:)``).
    ///
    /// - Complexity: O(V + E) for the components, then one round per length up to
    ///   ``shortCycleLength`` (stopping at the cap): per start node a meet-in-the-middle search, a
    ///   backward ball of half the length and forward paths pruned by it, so each round costs about
    ///   the number of paths of that length, not V · (V + E); then, only when the cap is not reached,
    ///   Johnson's search with O(V_s + E_s) per start node and per circuit at worst.
    public func elementaryCycles(limit: Int) -> CycleEnumeration {
        var found: [[Int]] = []
        let wanted = max(0, limit) + 1
        for v in 0..<nodeCount where found.count < wanted {
            if outgoing[v].contains(where: { edgeTo[$0] == v }) { found.append([v]) }
        }
        if found.count < wanted {
            let components = forward.stronglyConnectedComponents()
            let rows = forward.cycleRows(componentOf: components.componentOf)
            let largest = components.components.map(\.count).max() ?? 0
            var short = ShortCycleSearch(rows: rows)
            var length = 2
            while found.count < wanted, length <= min(largest, Self.shortCycleLength) {
                short.cycles(length: length, limit: wanted - found.count) { found.append($0) }
                length += 1
            }
            if found.count < wanted, largest > Self.shortCycleLength {
                var search = CircuitSearch(forward: rows, backward: rows.reversed())
                for s in 0..<nodeCount where found.count < wanted && rows.range(s).count > 0 {
                    search.circuits(through: s, longerThan: Self.shortCycleLength, limit: wanted - found.count) {
                        found.append($0)
                    }
                }
            }
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
    /// The edges that can lie on a cycle of two or more nodes: both ends in one strongly connected
    /// component, no self-loops, parallel edges merged, each row sorted by target.
    ///
    /// - Complexity: O(V + E log E).
    func cycleRows(componentOf: [Int]) -> Adjacency {
        var offsets = [0], kept: [Int] = []
        offsets.reserveCapacity(nodeCount + 1)
        kept.reserveCapacity(targets.count)
        for v in 0..<nodeCount {
            let start = kept.count
            for position in range(v) {
                let w = targets[position]
                if w != v && componentOf[w] == componentOf[v] { kept.append(w) }
            }
            kept[start...].sort()
            var end = start
            for i in start..<kept.count where end == start || kept[i] != kept[end - 1] {
                kept[end] = kept[i]
                end += 1
            }
            kept.removeLast(kept.count - end)
            offsets.append(kept.count)
        }
        return Adjacency(offsets: offsets, targets: kept, edges: [])
    }

    /// The same graph with every edge turned round, rows sorted.
    ///
    /// - Complexity: O(V + E).
    func reversed() -> Adjacency {
        var counts = [Int](repeating: 0, count: nodeCount + 1)
        for w in targets { counts[w + 1] += 1 }
        for v in 0..<nodeCount { counts[v + 1] += counts[v] }
        var next = counts
        var reversedTargets = [Int](repeating: 0, count: targets.count)
        for v in 0..<nodeCount {
            for position in range(v) {
                let w = targets[position]
                reversedTargets[next[w]] = v
                next[w] += 1
            }
        }
        return Adjacency(offsets: counts, targets: reversedTargets, edges: [])
    }
}

/// The cycles of one exact length, in node-sequence order: for each lowest node `s` in index order,
/// a depth-first search over the higher nodes with successors in index order (so sequences come out
/// sorted), pruned by a backward breadth-first ball of half the length around `s`.
struct ShortCycleSearch {
    let rows: Adjacency
    let backward: Adjacency
    /// Backward distance to the current start node within the ball, `Int.max` outside it.
    private var distance: [Int]
    private var onPath: [Bool]
    private var ball: [Int] = []
    private var path: [Int] = []

    init(rows: Adjacency) {
        self.rows = rows
        backward = rows.reversed()
        distance = [Int](repeating: .max, count: rows.nodeCount)
        onPath = [Bool](repeating: false, count: rows.nodeCount)
    }

    /// Reports the cycles of exactly `length` nodes in node-sequence order until `limit` have been
    /// reported.
    ///
    /// - Complexity: per start node, the backward ball of radius `length / 2` plus the forward paths
    ///   of `length - 1` edges that the ball does not rule out.
    mutating func cycles(length: Int, limit: Int, report: ([Int]) -> Void) {
        var reported = 0
        let radius = length / 2
        for s in 0..<rows.nodeCount where reported < limit {
            // A cycle whose lowest node is `s` enters it from a higher node.
            guard let last = backward.range(s).last, backward.targets[last] > s else { continue }
            ball.removeAll(keepingCapacity: true)
            distance[s] = 0
            ball.append(s)
            var head = 0
            while head < ball.count {
                let v = ball[head]
                head += 1
                guard distance[v] < radius else { continue }
                for position in backward.range(v).reversed() {
                    let u = backward.targets[position]
                    guard u > s else { break }
                    if distance[u] == .max {
                        distance[u] = distance[v] + 1
                        ball.append(u)
                    }
                }
            }
            path.removeAll(keepingCapacity: true)
            path.append(s)
            onPath[s] = true
            extend(s, start: s, length: length, radius: radius, reported: &reported, limit: limit, report: report)
            onPath[s] = false
            for v in ball { distance[v] = .max }
        }
    }

    /// Depth-first from the end of `path` (recursion depth at most `length`).
    private mutating func extend(_ v: Int, start s: Int, length: Int, radius: Int, reported: inout Int, limit: Int,
                                 report: ([Int]) -> Void) {
        let remaining = length - path.count // edges still to take after the one from `v`
        if remaining == 0 {
            // `v` closes the cycle if it has an edge back to `s`; its distance says so.
            if distance[v] == 1 {
                report(path)
                reported += 1
            }
            return
        }
        for position in rows.range(v) where reported < limit {
            let w = rows.targets[position]
            guard w > s, !onPath[w] else { continue }
            // From `w`, `remaining` edges must lead back to `s`.
            if remaining <= radius && distance[w] > remaining { continue }
            path.append(w)
            onPath[w] = true
            extend(w, start: s, length: length, radius: radius, reported: &reported, limit: limit, report: report)
            onPath[w] = false
            path.removeLast()
        }
    }
}

/// Johnson's circuit search, one start node at a time, with scratch space of size V reused across
/// start nodes (each search resets only what it touched).
/// `forward` holds only edges inside components (``Adjacency/cycleRows(componentOf:)``).
struct CircuitSearch {
    let forward: Adjacency
    let backward: Adjacency
    /// Breadth-first distance back to the current start node, `-1` for nodes the search must not enter.
    private var distance: [Int]
    private var blocked: [Bool]
    private var blockedBy: [[Int]]
    private var touched: [Int] = []

    init(forward: Adjacency, backward: Adjacency) {
        self.forward = forward
        self.backward = backward
        distance = [Int](repeating: -1, count: forward.nodeCount)
        blocked = [Bool](repeating: false, count: forward.nodeCount)
        blockedBy = [[Int]](repeating: [], count: forward.nodeCount)
    }

    /// Reports the elementary circuits whose lowest node is `s` and that have more than `shortest`
    /// nodes (as node sequences starting at `s`), nearest-first, until `limit` have been reported.
    ///
    /// - Complexity: O(V_s + E_s) to mark the nodes above `s` that can return to it, then Johnson's
    ///   search over them.
    mutating func circuits(through s: Int, longerThan shortest: Int, limit: Int, report: ([Int]) -> Void) {
        touched.removeAll(keepingCapacity: true)
        distance[s] = 0
        touched.append(s)
        var head = 0
        while head < touched.count {
            let v = touched[head]
            head += 1
            for position in backward.range(v) {
                let u = backward.targets[position]
                guard u > s, distance[u] < 0 else { continue }
                distance[u] = distance[v] + 1
                touched.append(u)
            }
        }
        defer {
            for v in touched {
                distance[v] = -1
                blocked[v] = false
                blockedBy[v].removeAll()
            }
        }
        guard touched.count > 1 else { return }

        // Successors of the nodes on the search path, each row sorted nearest-to-`s` first and
        // packed as distance << 32 | node; `frames` hold their ranges in `candidates`.
        var candidates: [Int] = []
        var frames: [(node: Int, start: Int, next: Int, end: Int, closed: Bool)] = []
        func push(_ v: Int) {
            let start = candidates.count
            for position in forward.range(v) {
                let w = forward.targets[position]
                if distance[w] >= 0 && w != v { candidates.append(distance[w] << 32 | w) }
            }
            candidates[start...].sort()
            var kept = start
            for i in start..<candidates.count where kept == start || candidates[i] != candidates[kept - 1] {
                candidates[kept] = candidates[i]
                kept += 1
            }
            candidates.removeLast(candidates.count - kept)
            frames.append((v, start, start, kept, false))
            blocked[v] = true
        }
        func unblock(_ start: Int) {
            var pending = [start]
            while let u = pending.popLast() {
                guard blocked[u] else { continue }
                blocked[u] = false
                pending.append(contentsOf: blockedBy[u])
                blockedBy[u].removeAll()
            }
        }

        var reported = 0
        var path = [s]
        push(s)
        while let frame = frames.last, reported < limit {
            let v = frame.node
            if frame.next < frame.end {
                frames[frames.count - 1].next += 1
                let w = candidates[frame.next] & 0xFFFF_FFFF
                if w == s {
                    if path.count > shortest {
                        report(path)
                        reported += 1
                    }
                    frames[frames.count - 1].closed = true
                } else if !blocked[w] {
                    path.append(w)
                    push(w)
                }
                continue
            }
            frames.removeLast()
            path.removeLast()
            if frame.closed {
                unblock(v)
                if !frames.isEmpty { frames[frames.count - 1].closed = true }
            } else {
                for position in frame.start..<frame.end {
                    let w = candidates[position] & 0xFFFF_FFFF
                    if !blockedBy[w].contains(v) { blockedBy[w].append(v) }
                }
            }
            candidates.removeLast(candidates.count - frame.start)
        }
    }
}
