/// Whether a deep link's handler builds the stack the graph says it should (SPEC §3).
public enum DeepLinkStatus: String, Sendable, CaseIterable {
    /// The handler stack equals the expected stack.
    case ok
    /// The handler stack differs from the expected stack.
    case mismatch
    /// No path reaches the target from an entry point that is not a deep-link target.
    case unreachable
    /// The handler's navigation code was not found (empty handler stack), or the target is not a node.
    case unresolved
}

/// The analysis of one deep link.
public struct DeepLinkResult: Hashable, Sendable {
    public var link: DeepLink
    /// The synthetic back stack: the best path from the nearest eligible entry point; `nil` when none.
    public var path: GraphPath?
    /// The nodes the handler should push or present: see ``DeepLinkAnalysis/expectedStack(of:in:)``.
    public var expectedStack: [String]
    public var status: DeepLinkStatus
    /// The first position where the handler stack and the expected stack differ, for `mismatch`.
    public var firstDifference: Int?
}

/// Two URL patterns that can match the same URL; the one declared first wins.
public struct DeepLinkConflict: Hashable, Sendable {
    public var winner: DeepLink
    public var shadowed: DeepLink
}

/// The deep-link analysis of SPEC §3.
public enum DeepLinkAnalysis {
    /// Analyses every deep link of the index's graph, in the graph's order (pattern, target).
    ///
    /// The path starts at the entry point (``GraphIndex/entryPoints(includingDeepLinkTargets:)``
    /// without deep-link targets) whose best path to the target ranks first (fewest edges, lowest
    /// cost, lowest node id). Status, in this order: `unresolved` when the target is not a node;
    /// `unreachable` when no such path exists; `ok` when the handler stack equals the expected stack
    /// (both empty for a link to a tab root or the app's first screen); `unresolved` when the handler
    /// stack is empty but the expected one is not (the handler's code was not found); else `mismatch`.
    ///
    /// - Complexity: O(V + E) for one search from all eligible entry points, then per link the size
    ///   of its optimal-path subgraph.
    public static func analyze(_ index: GraphIndex) -> [DeepLinkResult] {
        let baseEntries = Set(index.entryPoints(includingDeepLinkTargets: false))
        let deepLinkTargets = Set(index.graph.deepLinks.compactMap { index.indexOf[$0.target] })
        let candidates = baseEntries.subtracting(deepLinkTargets).sorted()
        // One search from every eligible entry point serves all links.
        let distances = index.search(from: candidates)
        return index.graph.deepLinks.map { link in
            guard let target = index.indexOf[link.target] else {
                return DeepLinkResult(link: link, path: nil, expectedStack: [], status: .unresolved)
            }
            let path = index.bestPath(to: target, from: candidates, along: distances)
            guard let path else {
                return DeepLinkResult(link: link, path: nil, expectedStack: [], status: .unreachable)
            }
            let expected = expectedStack(of: path, in: index)
            if link.handlerStack == expected {
                return DeepLinkResult(link: link, path: path, expectedStack: expected, status: .ok)
            }
            guard !link.handlerStack.isEmpty else {
                return DeepLinkResult(link: link, path: path, expectedStack: expected, status: .unresolved)
            }
            let common = min(link.handlerStack.count, expected.count)
            let difference = (0..<common).first { link.handlerStack[$0] != expected[$0] } ?? common
            return DeepLinkResult(link: link, path: path, expectedStack: expected, status: .mismatch, firstDifference: difference)
        }
    }

    /// The stack a handler should build for `path`: the push/present nodes after the last
    /// `tab`/`reset` step. A `crossTab` step is a tab switch followed by a push, so the stack restarts
    /// with its target; a `replace` step swaps the top of the stack (and adds nothing to an empty
    /// one); `child` steps are structural and add nothing.
    public static func expectedStack(of path: GraphPath, in index: GraphIndex) -> [String] {
        var stack: [Int] = []
        for (e, v) in zip(path.edges, path.nodes.dropFirst()) {
            let kind = index.edgeKinds[e]
            switch kind {
            case .tab, .reset: stack.removeAll()
            case .crossTab: stack = [v]
            case .replace: if !stack.isEmpty { stack[stack.count - 1] = v }
            case .child: break
            case .push, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: stack.append(v)
            }
        }
        return stack.map { index.ids[$0] }
    }

    /// Pairs of patterns that can match the same URL, the earlier declaration (file, line, then
    /// pattern) winning.
    ///
    /// Two patterns conflict when their schemes are equal ignoring case and their host and path
    /// components have the same count and agree position by position: equal literals, or a `:name`
    /// placeholder on either side. `/accounts/:id` and `/accounts/new` conflict. Of the query, only a
    /// query item both fix to different values tells them apart (`?tab=history`, `?tab=bookmarks`).
    ///
    /// - Complexity: O(D²) pattern comparisons, within groups of equal scheme and length.
    public static func conflicts(in links: [DeepLink]) -> [DeepLinkConflict] {
        let ordered = links.sorted { a, b in
            (a.file, a.line, a.pattern, a.target) < (b.file, b.line, b.pattern, b.target)
        }
        let parsed = ordered.map(PatternShape.init)
        var result: [DeepLinkConflict] = []
        for i in parsed.indices {
            for j in parsed.indices where j > i && parsed[i].overlaps(parsed[j]) {
                result.append(DeepLinkConflict(winner: ordered[i], shadowed: ordered[j]))
            }
        }
        return result
    }
}

/// A URL pattern split for matching: scheme, host/path components and the query items it fixes.
private struct PatternShape {
    var scheme: String
    var components: [Substring]
    /// Query items whose value is a literal, not a `:name` placeholder.
    var fixedQuery: [Substring: Substring] = [:]

    init(_ link: DeepLink) {
        var rest = Substring(link.pattern)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if let query = rest.firstIndex(of: "?") {
            for item in rest[rest.index(after: query)...].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1)
                if pair.count == 2, !pair[1].hasPrefix(":") { fixedQuery[pair[0]] = pair[1] }
            }
            rest = rest[..<query]
        }
        if let separator = rest.range(of: "://") {
            scheme = rest[..<separator.lowerBound].lowercased()
            rest = rest[separator.upperBound...]
        } else {
            scheme = ""
        }
        components = rest.split(separator: "/")
    }

    func overlaps(_ other: PatternShape) -> Bool {
        guard scheme == other.scheme, components.count == other.components.count else { return false }
        if fixedQuery.contains(where: { item, value in other.fixedQuery[item].map { $0 != value } ?? false }) { return false }
        return zip(components, other.components).allSatisfy { a, b in
            a == b || a.hasPrefix(":") || b.hasPrefix(":")
        }
    }
}
