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
    /// - Complexity: O(n log n) in the number of elements.
    public func normalized() -> NavigationGraph {
        NavigationGraph(
            features: Self.sortedUnique(features) { ($0.id, $0.kind, $0.root, $0.file, $0.line) < ($1.id, $1.kind, $1.root, $1.file, $1.line) },
            nodes: Self.sortedUnique(nodes) { ($0.id, $0.feature, $0.kind, $0.file, $0.line) < ($1.id, $1.feature, $1.kind, $1.file, $1.line) },
            edges: Self.sortedUnique(edges) {
                ($0.from, $0.to, $0.kind, $0.line, $0.file, $0.trigger) < ($1.from, $1.to, $1.kind, $1.line, $1.file, $1.trigger)
            },
            deepLinks: Self.sortedUnique(deepLinks) {
                ($0.pattern, $0.target, $0.file, $0.line) < ($1.pattern, $1.target, $1.file, $1.line)
            },
            diagnostics: Self.sortedUnique(diagnostics) {
                ($0.file, $0.line, $0.code, $0.message, $0.severity) < ($1.file, $1.line, $1.code, $1.message, $1.severity)
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

    private static func sortedUnique<T: Hashable>(_ items: [T], by less: (T, T) -> Bool) -> [T] {
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items.sorted(by: less) where result.last != item {
            result.append(item)
        }
        return result
    }
}
