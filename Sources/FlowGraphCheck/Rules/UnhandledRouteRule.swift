import FlowGraph

/// `unhandled-route`: a route case that no destination switch maps to a view.
public struct UnhandledRouteRule: Rule {
    public static let description = RuleDescription(
        identifier: "unhandled-route",
        summary: "A route case that no destination switch maps to a view.",
        rationale: """
            Navigating to such a route shows nothing (or a `default:` placeholder). Add the case to the \
            `navigationDestination`/`build(_:)` switch or delete the route. Reported from the extractor's \
            `unhandled-route` notes.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                Home -push-> AppRoute.detail
                diagnostic note unhandled-route Routing/AppRoute.swift:7 route 'AppRoute.archive' is not mapped to a view
                """, expecting: ["Routing/AppRoute.swift:7"]),
        ],
        nonTriggeringExamples: [
            RuleExample("Home -push-> AppRoute.detail"),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.findings(forDiagnosticCode: "unhandled-route")
    }
}
