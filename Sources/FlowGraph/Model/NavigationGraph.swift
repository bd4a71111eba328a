/// An app's navigation graph: features, the screens they own, the moves between them,
/// the deep links that reach them and what extraction could not resolve.
///
/// A value type. Arrays keep the order they were given in; ``normalized()`` sorts them the way
/// the JSON interchange format requires (SPEC §4), and the writers always normalize, so the same
/// graph always serialises to the same bytes. Algorithms run on ``GraphIndex``, which maps the
/// string ids to dense integers once.
public struct NavigationGraph: Hashable, Codable, Sendable {
    /// The version of the JSON interchange format this model reads and writes.
    public static let schemaVersion = 1

    public var features: [Feature]
    public var nodes: [Node]
    public var edges: [Edge]
    public var deepLinks: [DeepLink]
    public var diagnostics: [Diagnostic]

    public init(
        features: [Feature] = [], nodes: [Node] = [], edges: [Edge] = [],
        deepLinks: [DeepLink] = [], diagnostics: [Diagnostic] = []
    ) {
        self.features = features
        self.nodes = nodes
        self.edges = edges
        self.deepLinks = deepLinks
        self.diagnostics = diagnostics
    }

    /// The graph with every array in the canonical order of SPEC §4 and exact duplicates removed:
    /// features and nodes by id; edges by from, to, kind, line (then file, trigger);
    /// deep links by pattern, target; diagnostics by file, line, code, message.
    ///
    /// - Complexity: O(n log n) in the number of elements; O(n) for arrays already in canonical order.
    public func normalized() -> NavigationGraph {
        NavigationGraph(
            features: Self.sortedUnique(features) { a, b in
                Self.ordered(a.id, b.id) ?? Self.ordered(a.kind, b.kind) ?? Self.ordered(a.root, b.root)
                    ?? Self.ordered(a.file, b.file) ?? (a.line < b.line)
            },
            nodes: Self.sortedUnique(nodes) { a, b in
                Self.ordered(a.id, b.id) ?? Self.ordered(a.feature, b.feature) ?? Self.ordered(a.kind, b.kind)
                    ?? Self.ordered(a.file, b.file) ?? (a.line < b.line)
            },
            edges: Self.sortedUnique(edges) { a, b in
                Self.ordered(a.from, b.from) ?? Self.ordered(a.to, b.to) ?? Self.ordered(a.kind, b.kind)
                    ?? Self.ordered(a.line, b.line) ?? Self.ordered(a.file, b.file) ?? (a.trigger < b.trigger)
            },
            deepLinks: Self.sortedUnique(deepLinks) { a, b in
                Self.ordered(a.pattern, b.pattern) ?? Self.ordered(a.target, b.target)
                    ?? Self.ordered(a.file, b.file) ?? (a.line < b.line)
            },
            diagnostics: Self.sortedUnique(diagnostics) { a, b in
                Self.ordered(a.file, b.file) ?? Self.ordered(a.line, b.line) ?? Self.ordered(a.code, b.code)
                    ?? Self.ordered(a.message, b.message) ?? (a.severity < b.severity)
            }
        )
    }

    /// Adds everything from `other`; ``normalized()`` removes the duplicates this creates.
    public mutating func merge(_ other: NavigationGraph) {
        features += other.features
        nodes += other.nodes
        edges += other.edges
        deepLinks += other.deepLinks
        diagnostics += other.diagnostics
    }

    /// `a < b` when the two differ, `nil` when they are equal: one step of a lexicographic
    /// comparison that stops at the first differing member without building tuples.
    @inline(__always)
    private static func ordered<T: Comparable>(_ a: T, _ b: T) -> Bool? {
        a == b ? nil : a < b
    }

    /// The items sorted with exact duplicates removed. Input that is already sorted and free of
    /// duplicates (what the writers produce) is detected in one linear pass and returned as is.
    private static func sortedUnique<T: Hashable>(_ items: [T], by less: (T, T) -> Bool) -> [T] {
        // By index, so the check borrows the elements instead of copying (and retaining) each one.
        if items.indices.dropFirst().allSatisfy({ less(items[$0 - 1], items[$0]) }) { return items }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items.sorted(by: less) where result.last != item {
            result.append(item)
        }
        return result
    }
}
