import FlowGraph

/// `nested-navigation-stack`: a `NavigationStack` inside another one, or wrapping a `TabView`.
public struct NestedNavigationStackRule: Rule {
    public static let description = RuleDescription(
        identifier: "nested-navigation-stack",
        summary: "A NavigationStack inside another NavigationStack, or around a TabView.",
        rationale: """
            SwiftUI supports one stack per column: a stack pushed inside another shows two navigation bars \
            and loses its path, and a stack around a `TabView` pushes over the tab bar. Give each tab its own \
            stack and let pushed screens use the enclosing one. Reported from the extractor's \
            `nested-navigation-stack` diagnostics.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample("""
                Home -push-> Detail
                diagnostic warning nested-navigation-stack Views/Detail.swift:8 NavigationStack inside the NavigationStack of 'Home'
                """, expecting: ["Views/Detail.swift:8"]),
        ],
        nonTriggeringExamples: [
            RuleExample("Home -push-> Detail"),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        context.findings(forDiagnosticCode: "nested-navigation-stack")
    }
}
