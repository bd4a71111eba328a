import FlowGraph

/// `unbounded-modal-cycle`: a cycle that presents one more modal layer on every lap.
public struct UnboundedModalCycleRule: Rule {
    public static let description = RuleDescription(
        identifier: "unbounded-modal-cycle",
        summary: "A cycle with a modal edge and no tab switch: every lap presents one more layer.",
        rationale: """
            Sheets presented from sheets without dismissing stack up views and their state in memory, and \
            the user must dismiss each layer. Dismiss before presenting again, or navigate inside the \
            presented stack. Reported once per strongly connected component, with one example cycle \
            (SPEC §3 class `unboundedModal`).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -sheet-> Compose -push-> Preview -sheet-> Compose
                """, expecting: ["Compose"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -sheet-> Compose -tab-> Home
                """),
            RuleExample("""
                app App
                App -child-> Home -push-> Detail -push-> Home
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.cycleFindings(.unboundedModal) { "one more modal layer is presented on every lap of \($0)" }
    }
}
