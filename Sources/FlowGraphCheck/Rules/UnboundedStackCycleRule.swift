import FlowGraph

/// `unbounded-stack-cycle`: a cycle of pushes that grows the navigation stack on every lap.
public struct UnboundedStackCycleRule: Rule {
    public static let description = RuleDescription(
        identifier: "unbounded-stack-cycle",
        summary: "A cycle of push/replace/child edges with at least one push: every lap grows the stack.",
        rationale: """
            A user going round it (detail → related → detail …) piles up screens without limit, and back \
            navigation has to unwind them all. Pop back to the existing screen, or replace instead of \
            pushing. Reported once per strongly connected component, with one example cycle (SPEC §3 class \
            `unboundedStack`).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail -push-> Related -push-> Detail
                """, expecting: ["Detail"]),
            RuleExample("""
                app App
                App -child-> A -push-> B -push-> A
                B -push-> C -push-> A
                """, expecting: ["A"]),
            RuleExample("""
                app App
                App -child-> Home -push-> Path.detail -child-> DetailFeature -push-> Path.detail
                """, expecting: ["DetailFeature"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> Detail -reset-> Home
                """),
            RuleExample("""
                app App
                App -child-> Home -sheet-> Edit -sheet-> Home
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.cycleFindings(.unboundedStack) { "the stack grows on every lap of \($0)" }
    }
}
