/// The answer of `flowgraph deeplinks`: every deep link's synthetic back stack against its
/// handler's, and the patterns that shadow each other.
public struct DeepLinksReport: QueryReport {
    public let index: GraphIndex
    public let results: [DeepLinkResult]
    public let conflicts: [DeepLinkConflict]

    /// Runs ``DeepLinkAnalysis`` on the index's graph.
    public init(index: GraphIndex) {
        self.index = index
        results = DeepLinkAnalysis.analyze(index)
        conflicts = DeepLinkAnalysis.conflicts(in: index.graph.deepLinks)
    }

    /// `{"deepLinks": [{"pattern", "target", "shortestPath", "expectedStack", "handlerStack", "status",
    /// "file", "line"}], "conflicts": [{"winner": {…}, "shadowed": {…}}]}`, links as `pattern`,
    /// `target`, `file`, `line`.
    public func jsonValue() -> JSONValue {
        func linkValue(_ link: DeepLink) -> JSONValue {
            .object([("pattern", .string(link.pattern)), ("target", .string(link.target)),
                     ("file", .string(link.file)), ("line", .int(link.line))])
        }
        return .object([
            ("deepLinks", .array(results.map { result in
                .object([
                    ("pattern", .string(result.link.pattern)),
                    ("target", .string(result.link.target)),
                    ("shortestPath", .array((result.path?.nodes ?? []).map { .string(index.ids[$0]) })),
                    ("expectedStack", .array(result.expectedStack.map(JSONValue.string))),
                    ("handlerStack", .array(result.link.handlerStack.map(JSONValue.string))),
                    ("status", .string(result.status.rawValue)),
                    ("file", .string(result.link.file)),
                    ("line", .int(result.link.line)),
                ])
            })),
            ("conflicts", .array(conflicts.map { .object([("winner", linkValue($0.winner)), ("shadowed", linkValue($0.shadowed))]) })),
        ])
    }

    public func text() -> String {
        var sections = [Self.section(results, in: index)]
        if !conflicts.isEmpty { sections.append(Self.conflictSection(conflicts)) }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// The deep-link table shared with `analyze`: pattern, target, status, location, then the
    /// shortest path, handler stack and expected stack on their own lines.
    static func section(_ results: [DeepLinkResult], in index: GraphIndex) -> [String] {
        var lines = ["Deep links (\(results.count))"]
        if results.isEmpty { lines.append("  none") }
        for result in results {
            let link = result.link
            var table = TextTable()
            table.add([link.pattern.terminalSafe, "→", link.target.terminalSafe, result.status.rawValue, location(link.file, link.line)])
            lines += table.lines()
            func names(_ ids: [String]) -> String { ids.isEmpty ? "(none)" : ids.map(\.terminalSafe).joined(separator: " → ") }
            var details = TextTable()
            details.add(["shortest path:", result.path.map { names($0.nodes.map { index.ids[$0] }) } ?? "(no path from an entry point)"])
            details.add(["handler stack:", link.handlerStack.isEmpty ? "(handler not found)" : names(link.handlerStack)])
            details.add(["expected stack:", names(result.expectedStack)])
            if let difference = result.firstDifference {
                details.add(["differs at:", "position \(difference + 1)"])
            }
            lines += details.lines(indent: "      ")
        }
        return lines
    }

    /// The pattern conflicts: which declaration wins and which is shadowed.
    static func conflictSection(_ conflicts: [DeepLinkConflict]) -> [String] {
        var table = TextTable()
        for conflict in conflicts {
            table.add([conflict.winner.pattern.terminalSafe, location(conflict.winner.file, conflict.winner.line), "wins over",
                       conflict.shadowed.pattern.terminalSafe, location(conflict.shadowed.file, conflict.shadowed.line)])
        }
        return ["Deep-link pattern conflicts (\(conflicts.count); the first declared wins)"] + table.lines()
    }
}
