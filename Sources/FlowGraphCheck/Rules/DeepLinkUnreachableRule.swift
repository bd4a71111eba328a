import FlowGraph

/// `deeplink-unreachable`: a deep link whose target no navigation path reaches.
public struct DeepLinkUnreachableRule: Rule {
    public static let description = RuleDescription(
        identifier: "deeplink-unreachable",
        summary: "A deep link whose target no path reaches from an entry point that is not itself a deep-link target.",
        rationale: """
            Without a path there is no back stack to build: the screen opens on its own, and back or \
            dismiss leads nowhere sensible. Connect the target to the app's navigation, or point the link at \
            a screen that is. From the deep-link analysis of SPEC §3 (status `unreachable`).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home
                node Promo
                deeplink app://promo -> Promo via Promo
                """, expecting: ["Promo"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Promo
                deeplink app://promo -> Promo via Promo
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.analysis.deepLinks.filter { $0.status == .unreachable }.map { result in
            RuleFinding(
                message: "deep link '\(result.link.pattern)' opens '\(result.link.target)', which no path from an entry point reaches",
                file: result.link.file, line: result.link.line, nodes: [result.link.target])
        }
    }
}
