import FlowGraph

/// `orphan-destination`: a route that nothing navigates to.
public struct OrphanDestinationRule: Rule {
    public static let description = RuleDescription(
        identifier: "orphan-destination",
        summary: "A route (screen) that no edge enters and that is neither an entry point nor a feature's root.",
        rationale: """
            The route is mapped to a view, but no code navigates to it and no deep link opens it: it is dead \
            code, or the call that shows it was not recognised. Delete the route, or declare the edge in \
            `.flowgraph.yml`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                node Legacy
                """, expecting: ["Legacy"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                """),
            RuleExample("""
                app App
                App -child-> Home
                node Promo
                deeplink app://promo -> Promo
                """),
            RuleExample("""
                app App
                feature Settings root SettingsRoot
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        let roots = Set(context.graph.features.map(\.root))
        let linked = Set(context.graph.deepLinks.map(\.target))
        return context.graph.nodes.enumerated().compactMap { i, node in
            guard node.kind == .screen, context.index.incoming[i].isEmpty, !roots.contains(node.id), !linked.contains(node.id),
                  node.id != context.configuration.entry
            else { return nil }
            return RuleFinding(
                message: "nothing navigates to '\(node.id)': no edge enters it and no deep link opens it",
                file: node.file, line: node.line, nodes: [node.id])
        }
    }
}
