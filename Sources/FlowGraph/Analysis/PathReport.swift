/// The answer of `flowgraph path`: the best paths between two nodes, each step with its trigger and location.
public struct PathReport: QueryReport {
    public let index: GraphIndex
    public let from: Int
    public let to: Int
    public let paths: [GraphPath]

    /// Finds up to `k` paths (``GraphIndex/kShortestPaths(from:to:k:)``).
    public init(index: GraphIndex, from: Int, to: Int, k: Int = 1) {
        self.index = index
        self.from = from
        self.to = to
        paths = index.kShortestPaths(from: from, to: to, k: k)
    }

    /// SPEC §4: `{"from", "to", "paths": [{"cost", "steps": [{"from", "to", "kind", "trigger", "file", "line"}]}]}`.
    public func jsonValue() -> JSONValue {
        .object([
            ("from", .string(index.ids[from])),
            ("to", .string(index.ids[to])),
            ("paths", .array(paths.map { path in
                .object([("cost", .int(path.cost)), ("steps", .array(path.edges.map { index.edge($0).jsonValue }))])
            })),
        ])
    }

    public func text() -> String {
        let header = "\(index.ids[from].terminalSafe) → \(index.ids[to].terminalSafe)"
        guard !paths.isEmpty else { return "\(header): no path\n" }
        var lines = ["\(header): \(paths.count) path\(paths.count == 1 ? "" : "s")"]
        for (n, path) in paths.enumerated() {
            lines.append("")
            lines.append("Path \(n + 1): \(path.edges.count) step\(path.edges.count == 1 ? "" : "s"), cost \(path.cost)")
            var table = TextTable()
            for (i, e) in path.edges.enumerated() {
                let edge = index.edge(e)
                table.add(["\(i + 1).", edge.from.terminalSafe, "→", edge.to.terminalSafe, edge.kind.rawValue,
                           edge.trigger.terminalSafe, location(edge.file, edge.line)])
            }
            lines += path.edges.isEmpty ? ["  (already there)"] : table.lines()
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
