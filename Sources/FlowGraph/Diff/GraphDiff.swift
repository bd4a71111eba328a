/// What changed between two versions of an app's navigation graph: screens, edges (with kind
/// changes), deep links, depth bounds and unbounded cycles.
///
/// Elements are matched by identity, never by line: a node by id, an edge by (from, to, kind),
/// a deep link by pattern. For a pair of nodes, kinds only in the old graph and kinds only in
/// the new one form one ``EdgeChange`` (`push` → `sheet`) when both exist, else plain additions
/// or removals. Every list is sorted, so the same two graphs always give the same diff.
public struct GraphDiff: Equatable, Sendable {
    public var addedNodes: [Node]
    public var removedNodes: [Node]
    public var addedEdges: [Edge]
    public var removedEdges: [Edge]
    public var changedEdges: [EdgeChange]
    public var addedDeepLinks: [DeepLink]
    public var removedDeepLinks: [DeepLink]
    public var changedDeepLinks: [DeepLinkChange]
    /// Nodes of both graphs whose depth bounds (SPEC §3) differ, by id.
    public var depthChanges: [DepthChange]
    /// Unbounded cycles (as sorted node-id sets with their class) only the new graph has.
    public var addedUnboundedCycles: [UnboundedCycle]
    /// Unbounded cycles only the old graph has.
    public var removedUnboundedCycles: [UnboundedCycle]

    /// The differences from `old` to `new`.
    ///
    /// Depth bounds and cycles come from the analyses (``GraphIndex/depthBounds(entries:)``,
    /// ``GraphIndex/elementaryCycles(limit:)`` with at most `maxCycles` cycles per graph).
    ///
    /// - Complexity: O((V + E + D) log(V + E + D)) for the normalisation and sorting, plus the
    ///   analyses: O((V + E)(C + 1)) for C ≤ `maxCycles` cycles.
    public init(old: NavigationGraph, new: NavigationGraph, maxCycles: Int = 1000) {
        let old = old.normalized(), new = new.normalized()
        let oldNodes = Set(old.nodes.map(\.id)), newNodes = Set(new.nodes.map(\.id))
        addedNodes = new.nodes.filter { !oldNodes.contains($0.id) }
        removedNodes = old.nodes.filter { !newNodes.contains($0.id) }

        let oldKinds = Self.kindsByPair(old.edges), newKinds = Self.kindsByPair(new.edges)
        var added: [Edge] = [], removed: [Edge] = [], changed: [EdgeChange] = []
        for pair in Set(oldKinds.keys).union(newKinds.keys).sorted(by: <) {
            let before = oldKinds[pair] ?? [:], after = newKinds[pair] ?? [:]
            let gone = before.keys.filter { after[$0] == nil }.sorted()
            let came = after.keys.filter { before[$0] == nil }.sorted()
            if !gone.isEmpty, !came.isEmpty {
                changed.append(EdgeChange(
                    from: pair.from, to: pair.to, oldKinds: gone, newKinds: came,
                    old: gone.compactMap { before[$0] }, new: came.compactMap { after[$0] }))
            } else {
                removed += gone.compactMap { before[$0] }
                added += came.compactMap { after[$0] }
            }
        }
        addedEdges = added
        removedEdges = removed
        changedEdges = changed

        let oldLinks = Dictionary(old.deepLinks.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })
        let newLinks = Dictionary(new.deepLinks.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })
        addedDeepLinks = newLinks.keys.filter { oldLinks[$0] == nil }.sorted().compactMap { newLinks[$0] }
        removedDeepLinks = oldLinks.keys.filter { newLinks[$0] == nil }.sorted().compactMap { oldLinks[$0] }
        changedDeepLinks = oldLinks.keys.sorted().compactMap { pattern in
            guard let before = oldLinks[pattern], let after = newLinks[pattern],
                  before.target != after.target || before.handlerStack != after.handlerStack
            else { return nil }
            return DeepLinkChange(old: before, new: after)
        }

        let oldIndex = GraphIndex(old), newIndex = GraphIndex(new)
        let oldDepth = Self.depths(oldIndex), newDepth = Self.depths(newIndex)
        depthChanges = oldDepth.keys.filter { newNodes.contains($0) }.sorted().compactMap { id in
            let before = oldDepth[id] ?? nil, after = newDepth[id] ?? nil
            return before == after ? nil : DepthChange(node: id, old: before, new: after)
        }
        let oldCycles = Self.unboundedCycles(oldIndex, maxCycles), newCycles = Self.unboundedCycles(newIndex, maxCycles)
        addedUnboundedCycles = newCycles.filter { !oldCycles.contains($0) }
        removedUnboundedCycles = oldCycles.filter { !newCycles.contains($0) }
    }

    private static func depths(_ index: GraphIndex) -> [String: DepthBounds?] {
        let bounds = index.depthBounds(entries: index.entryPoints())
        return Dictionary(uniqueKeysWithValues: zip(index.ids, bounds))
    }

    private static func unboundedCycles(_ index: GraphIndex, _ maxCycles: Int) -> [UnboundedCycle] {
        let cycles = index.elementaryCycles(limit: maxCycles).cycles.filter { $0.cycleClass != .bounded }.map {
            UnboundedCycle(nodes: $0.nodes.map { index.ids[$0] }.sorted(), cycleClass: $0.cycleClass)
        }
        return Array(Set(cycles)).sorted { ($0.nodes.joined(separator: "\u{1F}"), $0.cycleClass.rawValue) < ($1.nodes.joined(separator: "\u{1F}"), $1.cycleClass.rawValue) }
    }

    /// Whether the two graphs have the same screens, edges, deep links, depth bounds and unbounded cycles.
    public var isEmpty: Bool {
        addedNodes.isEmpty && removedNodes.isEmpty && addedEdges.isEmpty && removedEdges.isEmpty && changedEdges.isEmpty
            && addedDeepLinks.isEmpty && removedDeepLinks.isEmpty && changedDeepLinks.isEmpty && depthChanges.isEmpty
            && addedUnboundedCycles.isEmpty && removedUnboundedCycles.isEmpty
    }

    private struct Pair: Hashable, Comparable {
        var from: String
        var to: String
        static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }

    /// Per node pair, the first edge (in normalised order) of each kind.
    private static func kindsByPair(_ edges: [Edge]) -> [Pair: [EdgeKind: Edge]] {
        var result: [Pair: [EdgeKind: Edge]] = [:]
        for edge in edges where result[Pair(from: edge.from, to: edge.to)]?[edge.kind] == nil {
            result[Pair(from: edge.from, to: edge.to), default: [:]][edge.kind] = edge
        }
        return result
    }
}

/// Edges between the same two nodes whose kinds changed: `push` → `sheet`.
public struct EdgeChange: Equatable, Sendable {
    public var from: String
    public var to: String
    /// Kinds only the old graph has between the nodes, sorted.
    public var oldKinds: [EdgeKind]
    /// Kinds only the new graph has, sorted.
    public var newKinds: [EdgeKind]
    /// The edges behind the kinds, for their triggers and locations.
    public var old: [Edge]
    public var new: [Edge]
}

/// A deep link whose pattern stayed but whose target or handler stack changed.
public struct DeepLinkChange: Equatable, Sendable {
    public var old: DeepLink
    public var new: DeepLink
}

/// A node whose depth bounds differ between the graphs; `nil` where it is unreachable.
public struct DepthChange: Equatable, Sendable {
    public var node: String
    public var old: DepthBounds?
    public var new: DepthBounds?

    /// Whether a maximum (stack or modal) grew, became unbounded, or the node became reachable.
    public var increased: Bool {
        guard let new else { return false }
        guard let old else { return true }
        return Self.grew(old.maxDepth, new.maxDepth) || Self.grew(old.maxModalDepth, new.maxModalDepth)
    }

    private static func grew(_ old: DepthLimit, _ new: DepthLimit) -> Bool {
        switch (old, new) {
        case let (.finite(a), .finite(b)): b > a
        case (.finite, .unbounded): true
        default: false
        }
    }
}

/// An unbounded cycle of SPEC §3, identified by its node ids (sorted) and class.
public struct UnboundedCycle: Hashable, Sendable {
    public var nodes: [String]
    public var cycleClass: CycleClass
}
