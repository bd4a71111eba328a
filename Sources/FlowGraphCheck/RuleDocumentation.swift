import FlowGraph

/// Generates `docs/rules.md` from the rules' own descriptions and examples, so the
/// documentation cannot drift from the code (a test compares the committed file).
public enum RuleDocumentation {
    /// The Markdown page describing every rule in `rules`.
    public static func markdown(rules: [any Rule.Type] = RuleRegistry.rules) -> String {
        var out = """
            # FlowGraph rules

            Generated from the rule sources by `RuleDocumentation.markdown()`; do not edit by hand. \
            Regenerate with `RECORD_SNAPSHOTS=1 swift test --filter RuleDocumentationTests`.

            `flowgraph check` runs every rule unless `.flowgraph.yml` turns it off. Configure a rule under \
            `rules:` by its identifier (`enabled`, `severity`, and the options listed), silence one line with \
            `// flowgraph:disable:next <rule>`, a region with `// flowgraph:disable <rule>` … \
            `// flowgraph:enable <rule>`. Examples use the notation of `ExampleGraph`: `A -push-> B` is an \
            edge, `app`, `tabs` and `feature F root R` declare containers, `deeplink PATTERN -> TARGET via …` \
            a deep link, `diagnostic …` an extractor diagnostic.

            | rule | default severity | summary |
            |---|---|---|

            """
        for rule in rules {
            let d = rule.description
            out += "| [`\(d.identifier)`](#\(d.identifier)) | \(d.defaultSeverity.rawValue) | \(d.summary) |\n"
        }
        for rule in rules {
            let d = rule.description
            out += "\n## \(d.identifier)\n\n\(d.summary)\n\n\(d.rationale)\n\nDefault severity: `\(d.defaultSeverity.rawValue)`.\n"
            if !d.options.isEmpty {
                out += "\n| option | default | meaning |\n|---|---|---|\n"
                for option in d.options {
                    out += "| `\(option.name)` | \(option.defaultValue) | \(option.summary) |\n"
                }
            }
            out += examples("Triggering examples", d.triggeringExamples)
            out += examples("Non-triggering examples", d.nonTriggeringExamples)
        }
        return out
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        var out = "\n### \(title)\n"
        for example in examples {
            var settings: [String] = example.options.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            if let target = example.deploymentTarget { settings.append("deploymentTarget: \(target)") }
            if !settings.isEmpty { out += "\nWith `\(settings.joined(separator: ", "))`:\n" }
            out += "\n```\n\(example.graph)\n```\n"
            if !example.expectedSubjects.isEmpty {
                out += "\nReports: \(example.expectedSubjects.map { "`\($0)`" }.joined(separator: ", ")).\n"
            }
        }
        return out
    }
}
