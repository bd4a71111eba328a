import FlowGraph

/// `deeplink-stack-mismatch`: a deep-link handler that builds a different stack than navigation would.
public struct DeepLinkStackMismatchRule: Rule {
    public static let description = RuleDescription(
        identifier: "deeplink-stack-mismatch",
        summary: "A deep-link handler whose stack differs from the one navigating to the target builds.",
        rationale: """
            After opening the link, back navigation should behave as if the user had navigated there: the \
            handler should push (or present) the screens of the shortest path from the nearest entry point, \
            after its last tab switch or reset (like Android's NavDeepLinkBuilder). From the deep-link analysis \
            of SPEC §3 (status `mismatch`).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> List -push-> Detail
                deeplink app://detail -> Detail via Detail
                """, expecting: ["Detail"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> List -push-> Detail
                deeplink app://detail -> Detail via List Detail
                """),
            RuleExample("""
                app App
                App -child-> Home -push-> Detail
                deeplink app://detail -> Detail
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.analysis.deepLinks.filter { $0.status == .mismatch }.map { result in
            let built = result.link.handlerStack.joined(separator: ", ")
            let expected = result.expectedStack.joined(separator: ", ")
            let position = result.firstDifference.map { ", first difference at position \($0 + 1)" } ?? ""
            return RuleFinding(
                message: "deep link '\(result.link.pattern)' builds [\(built)] but navigating to '\(result.link.target)' builds [\(expected)]\(position)",
                file: result.link.file, line: result.link.line, nodes: [result.link.target])
        }
    }
}
