/// Turns what a user typed into a node id: a full id, or a suffix that matches one id at a
/// `.` boundary (`detail` → `AccountsRoute.detail`), case-sensitively first, then ignoring case.
public struct NodeResolver: Sendable {
    private let ids: [String]

    public init(graph: NavigationGraph) {
        ids = graph.nodes.map(\.id).sorted()
    }

    /// The id `name` designates.
    ///
    /// - Throws: ``FlowGraphError/ambiguousNode(name:candidates:)`` listing every match, or
    ///   ``FlowGraphError/unknownNode(name:suggestions:)`` with the closest ids by edit distance.
    public func resolve(_ name: String) throws -> String {
        if ids.contains(name) { return name }
        for caseInsensitive in [false, true] {
            let matches = ids.filter { Self.id($0, hasSuffix: name, caseInsensitive: caseInsensitive) }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 { throw FlowGraphError.ambiguousNode(name: name, candidates: matches) }
        }
        throw FlowGraphError.unknownNode(name: name, suggestions: suggestions(for: name))
    }

    private static func id(_ id: String, hasSuffix name: String, caseInsensitive: Bool) -> Bool {
        let id = caseInsensitive ? id.lowercased() : id
        let name = caseInsensitive ? name.lowercased() : name
        if id == name { return true }
        return id.hasSuffix("." + name)
    }

    /// Up to three ids whose last component (or whole id) is closest to `name`.
    private func suggestions(for name: String) -> [String] {
        let lower = name.lowercased()
        let scored = ids.map { id -> (Int, String) in
            let last = id.split(separator: ".").last.map(String.init) ?? id
            let distance = min(
                Self.editDistance(lower, last.lowercased()), Self.editDistance(lower, id.lowercased()))
            return (distance, id)
        }
        let threshold = max(2, name.count / 3)
        return scored.filter { $0.0 <= threshold }.sorted { $0 < $1 }.prefix(3).map(\.1)
    }

    /// Levenshtein distance.
    ///
    /// - Complexity: O(|a|·|b|) time, O(|b|) memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
