import FlowGraph

/// `unreachable-screen`: a node no path from an entry point reaches.
public struct UnreachableScreenRule: Rule {
    public static let description = RuleDescription(
        identifier: "unreachable-screen",
        summary: "A screen that no path from an entry point (the app, or a deep link) reaches.",
        rationale: """
            Users can never see it: the code that would show it is missing, was not recognised, or belongs to \
            a flow nothing starts. Entry points are those of SPEC §3 (the app node, else feature roots no \
            edge enters, plus deep-link targets; `entry` in `.flowgraph.yml` overrides the app node). \
            Remove the screen, connect it, or declare the edge in `.flowgraph.yml`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                Legacy -push-> Archive
                """, expecting: ["Archive", "Legacy"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                """),
            RuleExample("""
                app App
                App -child-> Home
                Promo -sheet-> Terms
                deeplink app://promo -> Promo
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        let entries = context.index.entryPoints(includingDeepLinkTargets: false).map(context.id)
        var shown = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
        if !context.graph.deepLinks.isEmpty { shown += shown.isEmpty ? "any deep-link target" : " or any deep-link target" }
        return context.analysis.unreachable.map { v in
            let node = context.graph.nodes[v]
            return RuleFinding(
                message: "'\(node.id)' is unreachable: no path leads to it from \(shown.isEmpty ? "an entry point (none found)" : shown)",
                file: node.file, line: node.line, nodes: [node.id])
        }
    }
}
