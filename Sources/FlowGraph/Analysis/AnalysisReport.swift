/// What `flowgraph analyze` computes.
public struct AnalysisOptions: Sendable {
    /// The most elementary cycles listed (SPEC §3 `--max-cycles`).
    public var maxCycles: Int
    /// Whether deep-link targets are entry points for reachability and depth (`--no-deeplinks` clears it).
    public var deepLinkEntries: Bool

    public init(maxCycles: Int = 1000, deepLinkEntries: Bool = true) {
        self.maxCycles = maxCycles
        self.deepLinkEntries = deepLinkEntries
    }
}

/// Every analysis of SPEC §3 on one graph: the answer of `flowgraph analyze`.
public struct AnalysisReport: QueryReport {
    public let index: GraphIndex
    public let options: AnalysisOptions
    public let entryPoints: [Int]
    public let unreachable: [Int]
    public let components: [[Int]]
    public let cycles: CycleEnumeration
    /// Depth bounds by node index; `nil` for unreachable nodes.
    public let depth: [DepthBounds?]
    public let deepLinks: [DeepLinkResult]
    public let deepLinkConflicts: [DeepLinkConflict]

    /// Runs the analyses. Order matters only in that reachability and depth share the entry points.
    ///
    /// - Complexity: O((V + E)(C + 1) + D · (V + E)) for C ≤ `maxCycles` cycles and D deep links.
    public init(index: GraphIndex, options: AnalysisOptions = AnalysisOptions()) {
        self.index = index
        self.options = options
        entryPoints = index.entryPoints(includingDeepLinkTargets: options.deepLinkEntries)
        let reachable = index.reachable(from: entryPoints)
        unreachable = reachable.indices.filter { !reachable[$0] }
        components = index.cyclicComponents()
        cycles = index.elementaryCycles(limit: options.maxCycles)
        depth = index.depthBounds(entries: entryPoints)
        deepLinks = DeepLinkAnalysis.analyze(index)
        deepLinkConflicts = DeepLinkAnalysis.conflicts(in: index.graph.deepLinks)
    }

    /// The largest maximum depths over each feature's reachable nodes (SPEC §3 "per feature"),
    /// sorted by feature id.
    public func featureDepths() -> [(feature: String, maxDepth: DepthLimit, maxModalDepth: DepthLimit)] {
        var byFeature: [String: (DepthLimit, DepthLimit)] = [:]
        for (v, bounds) in depth.enumerated() {
            guard let bounds else { continue }
            let feature = index.graph.nodes[v].feature
            let current = byFeature[feature] ?? (.finite(0), .finite(0))
            byFeature[feature] = (DepthLimit.larger(current.0, bounds.maxDepth), DepthLimit.larger(current.1, bounds.maxModalDepth))
        }
        return byFeature.sorted { $0.key < $1.key }.map { ($0.key, $0.value.0, $0.value.1) }
    }

    /// SPEC §4's `analyze -f json` shape, keys in the specified order.
    public func jsonValue() -> JSONValue {
        let ids = index.ids
        func limit(_ value: DepthLimit) -> JSONValue {
            switch value {
            case let .finite(n): .int(n)
            case .unbounded: .string("unbounded")
            }
        }
        let depthMembers: [(String, JSONValue)] = depth.enumerated().compactMap { v, bounds in
            guard let bounds else { return nil }
            return (ids[v], .object([
                ("minDepth", .int(bounds.minDepth)), ("maxDepth", limit(bounds.maxDepth)),
                ("minModalDepth", .int(bounds.minModalDepth)), ("maxModalDepth", limit(bounds.maxModalDepth)),
            ]))
        }
        return .object([
            ("entryPoints", .array(entryPoints.map { .string(ids[$0]) })),
            ("unreachable", .array(unreachable.map { .string(ids[$0]) })),
            ("components", .array(components.map { .array($0.map { .string(ids[$0]) }) })),
            ("cycles", .object([
                ("count", .int(cycles.cycles.count)),
                ("capped", .bool(cycles.capped)),
                ("items", .array(cycles.cycles.map { cycle in
                    .object([("nodes", .array(cycle.nodes.map { .string(ids[$0]) })), ("class", .string(cycle.cycleClass.rawValue))])
                })),
            ])),
            ("depth", .object(depthMembers)),
            ("deepLinks", .array(deepLinks.map { result in
                .object([
                    ("pattern", .string(result.link.pattern)),
                    ("target", .string(result.link.target)),
                    ("shortestPath", .array((result.path?.nodes ?? []).map { .string(ids[$0]) })),
                    ("handlerStack", .array(result.link.handlerStack.map(JSONValue.string))),
                    ("status", .string(result.status.rawValue)),
                ])
            })),
        ])
    }

    public func text() -> String {
        var sections: [[String]] = []
        sections.append(nodeSection(
            "Entry points (\(entryPoints.count)\(options.deepLinkEntries ? "" : ", deep-link targets excluded"))", entryPoints))
        sections.append(nodeSection("Unreachable (\(unreachable.count))", unreachable))
        sections.append(componentSection())
        sections.append(cycleSection())
        sections.append(depthSection())
        sections.append(DeepLinksReport.section(deepLinks, in: index))
        if !deepLinkConflicts.isEmpty { sections.append(DeepLinksReport.conflictSection(deepLinkConflicts)) }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    private func nodeSection(_ title: String, _ nodes: [Int]) -> [String] {
        var table = TextTable()
        for v in nodes {
            let node = index.graph.nodes[v]
            table.add([node.id.terminalSafe, location(node.file, node.line)])
        }
        return [title] + (nodes.isEmpty ? ["  none"] : table.lines())
    }

    private func componentSection() -> [String] {
        var lines = ["Strongly connected components (\(components.count))"]
        if components.isEmpty { lines.append("  none") }
        for component in components {
            lines.append("  " + component.map { index.ids[$0].terminalSafe }.joined(separator: ", "))
        }
        return lines
    }

    private func cycleSection() -> [String] {
        let cap = cycles.capped ? ", capped at --max-cycles \(options.maxCycles)" : ""
        var table = TextTable()
        for cycle in cycles.cycles {
            let names = (cycle.nodes + [cycle.nodes[0]]).map { index.ids[$0].terminalSafe }.joined(separator: " → ")
            let node = index.graph.nodes[cycle.nodes[0]]
            table.add([cycle.cycleClass.rawValue, names, location(node.file, node.line)])
        }
        return ["Cycles (\(cycles.cycles.count)\(cap))"] + (cycles.cycles.isEmpty ? ["  none"] : table.lines())
    }

    private func depthSection() -> [String] {
        var table = TextTable()
        table.add(["node", "depth", "modal depth", "location"])
        for (v, bounds) in depth.enumerated() {
            guard let bounds else { continue }
            let node = index.graph.nodes[v]
            table.add([node.id.terminalSafe, "\(bounds.minDepth)…\(bounds.maxDepth)",
                       "\(bounds.minModalDepth)…\(bounds.maxModalDepth)", location(node.file, node.line)])
        }
        var features = TextTable()
        features.add(["feature", "max depth", "max modal depth"])
        for entry in featureDepths() {
            features.add([entry.feature.terminalSafe, entry.maxDepth.description, entry.maxModalDepth.description])
        }
        return ["Depth bounds (min…max, reachable nodes)"] + table.lines() + ["", "Depth by feature"] + features.lines()
    }
}
