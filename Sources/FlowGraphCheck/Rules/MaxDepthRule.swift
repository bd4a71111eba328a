import FlowGraph

/// `max-depth`: a screen that can sit deeper in the stack, or under more modal layers, than allowed.
public struct MaxDepthRule: Rule {
    public static let description = RuleDescription(
        identifier: "max-depth",
        summary: "A screen whose maximum stack or modal depth exceeds the configured limit.",
        rationale: """
            Deep stacks are hard to navigate back out of and to restore from a deep link; several modal \
            layers hide where the user is. Reported at the first screen past the limit on each deep walk \
            (maximum exactly the limit plus one), with a walk from an entry point that reaches it; unbounded \
            depths are the cycle rules' findings. Depths are SPEC §3's `maxDepth` and `maxModalDepth`.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOptionDescription(name: "stack", defaultValue: 8, summary: "Most pushes allowed on one stack."),
            RuleOptionDescription(name: "modal", defaultValue: 3, summary: "Most modal layers allowed."),
        ],
        triggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> A -push-> B -push-> C -push-> D
                """, expecting: ["C"], options: ["stack": 2]),
            RuleExample("""
                app App
                App -child-> Home -sheet-> A -sheet-> B
                """, expecting: ["B"], options: ["modal": 1]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app App
                App -child-> Home -push-> A -push-> B -reset-> Home
                """, options: ["stack": 2]),
            RuleExample("""
                app App
                App -child-> Home -push-> A -push-> B -push-> A
                """, options: ["stack": 1]),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let depth = context.analysis.depth
        for (counter, limit, what) in [(DepthCounter.stack, options["stack"], "pushes deep"), (.modal, options["modal"], "modal layers deep")] {
            let deep = depth.indices.filter { v in depth[v].map { counter.maximum($0) == .finite(limit + 1) } ?? false }
            guard !deep.isEmpty else { continue }
            let witnesses = DepthWitnesses(index: context.index, entries: context.analysis.entryPoints, depth: depth, counter: counter)
            for v in deep {
                let node = context.graph.nodes[v]
                let walk = witnesses.walk(to: v).map { ": " + context.describe($0) } ?? ""
                findings.append(RuleFinding(
                    message: "'\(node.id)' can be \(limit + 1) \(what), over the limit of \(limit)\(walk)",
                    file: node.file, line: node.line, nodes: [node.id]))
            }
        }
        return findings
    }
}
