import FlowGraph

/// `navigation-view-deprecated`: `NavigationView` in a project that targets iOS 16 or later.
public struct NavigationViewDeprecatedRule: Rule {
    public static let description = RuleDescription(
        identifier: "navigation-view-deprecated",
        summary: "NavigationView used although the deployment target is iOS 16 or later.",
        rationale: """
            `NavigationView` is deprecated from iOS 16; `NavigationStack` (or `NavigationSplitView`) gives \
            programmatic, value-based navigation that FlowGraph and the app can reason about. The deployment \
            target is `deploymentTarget` in `.flowgraph.yml`, else the `.iOS(.vNN)` platform of a \
            `Package.swift` at the analysed root; with neither, the rule stays silent.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("""
                Home -push-> Detail
                diagnostic note navigation-view Views/Home.swift:5 NavigationView in 'Home'
                """, expecting: ["Views/Home.swift:5"], deploymentTarget: 16),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Home -push-> Detail
                diagnostic note navigation-view Views/Home.swift:5 NavigationView in 'Home'
                """, deploymentTarget: 15),
            RuleExample("""
                Home -push-> Detail
                diagnostic note navigation-view Views/Home.swift:5 NavigationView in 'Home'
                """),
        ]
    )

    /// The first iOS version in which `NavigationView` is deprecated.
    static let deprecatedFrom = 16

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        guard let target = context.iOSDeploymentTarget, target >= Self.deprecatedFrom else { return [] }
        return context.findings(forDiagnosticCode: "navigation-view") { _ in
            "NavigationView is deprecated from iOS 16 and this project targets iOS \(target); use NavigationStack"
        }
    }
}
