import FlowGraph

/// `unresolved-navigation`: a navigation call whose destination the extractor could not resolve.
public struct UnresolvedNavigationRule: Rule {
    public static let description = RuleDescription(
        identifier: "unresolved-navigation",
        summary: "A navigation call whose destination cannot be determined from the source.",
        rationale: """
            The extractor reports a call such as `path.append(route)` with a computed `route` instead of \
            guessing an edge, so the graph misses a move the app can make. Navigate with a literal route, \
            or declare the edge in `.flowgraph.yml` under `declared.edges`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                Home -push-> Detail
                diagnostic warning unresolved-navigation Views/Home.swift:12 cannot resolve the destination of 'path.append(route)'
                """, expecting: ["Views/Home.swift:12"]),
        ],
        nonTriggeringExamples: [
            RuleExample("Home -push-> Detail"),
            RuleExample("""
                Home -push-> Detail
                diagnostic warning parse-error Views/Home.swift:3 expected '}'
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.findings(forDiagnosticCode: "unresolved-navigation")
    }
}
