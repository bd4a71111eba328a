import FlowGraph

/// `deeplink-conflict`: two URL patterns that can match the same URL.
public struct DeepLinkConflictRule: Rule {
    public static let description = RuleDescription(
        identifier: "deeplink-conflict",
        summary: "Two deep-link patterns that can match the same URL; the one declared later is shadowed.",
        rationale: """
            `app://accounts/:id` and `app://accounts/new` both match `app://accounts/new`: which screen opens \
            depends on the order the handler tests them. Make the patterns distinct, or check the literal one \
            first on purpose and silence this finding. From the deep-link analysis (pattern conflicts).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                Home -sheet-> New
                deeplink app://accounts/:id -> Detail via Detail
                deeplink app://accounts/new -> New via New
                """, expecting: ["New"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                Home -sheet-> New
                deeplink app://accounts/:id -> Detail via Detail
                deeplink app://new-account -> New via New
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.analysis.deepLinkConflicts.map { conflict in
            let winner = conflict.winner
            let at = winner.file.isEmpty ? "" : " (\(winner.file):\(winner.line))"
            return RuleFinding(
                message: "deep link '\(conflict.shadowed.pattern)' can match the same URLs as '\(winner.pattern)'\(at), declared first, which opens '\(winner.target)'",
                file: conflict.shadowed.file, line: conflict.shadowed.line, nodes: [conflict.shadowed.target, winner.target])
        }
    }
}
