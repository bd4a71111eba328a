import FlowGraph

/// The commented `.flowgraph.yml` that `flowgraph init` writes: every key with its meaning and
/// every rule with its default severity and options, commented out.
public enum StarterConfiguration {
    /// The starter file's text; it parses to the default configuration.
    public static func text(rules: [any Rule.Type] = RuleRegistry.rules) -> String {
        var out = """
            # FlowGraph configuration; the rules are described in docs/rules.md of FlowGraph.
            # Paths are relative to this file's folder. Uncomment what you need.

            # Swift files to analyse (globs: * within a folder, ** across folders). Empty: all.
            # include:
            #   - "Sources/**"
            # exclude:
            #   - "**/Generated/**"

            # The node navigation starts from, when it is not the @main app.
            # entry: RootView

            # URL schemes the app opens, without "://".
            # urlSchemes: [myapp]

            # iOS deployment target; default: the .iOS(.vNN) platform of Package.swift here.
            # deploymentTarget: 16

            # Per rule: enabled (true/false), severity (note/warning/error) and its options.
            # rules:

            """
        for rule in rules {
            let d = rule.description
            out += "#   \(d.identifier):\n#     severity: \(d.defaultSeverity.rawValue)\n"
            for option in d.options {
                out += "#     \(option.name): \(option.defaultValue)  # \(option.summary)\n"
            }
        }
        out += """

            # Navigation the code cannot show, merged into the graph (same shape as graph JSON).
            # declared:
            #   edges:
            #     - {from: Home, to: Promo, kind: sheet}
            #   deepLinks:
            #     - {pattern: "myapp://promo", target: Promo}

            """
        return out
    }
}
