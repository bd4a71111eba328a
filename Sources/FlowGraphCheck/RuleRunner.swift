import FlowGraph

/// Runs the enabled rules over a graph and returns their violations in report order.
public struct RuleRunner: Sendable {
    /// The rules to run.
    public var rules: [any Rule.Type]

    public init(rules: [any Rule.Type] = RuleRegistry.rules) {
        self.rules = rules
    }

    /// The violations of every rule the configuration does not disable, with the configured
    /// severities and options applied, sorted by file, line, rule and message.
    public func run(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for rule in rules {
            let description = rule.description
            let settings = context.configuration.settings(forRule: description.identifier)
            guard settings?.enabled ?? true else { continue }
            let severity = settings?.severity ?? description.defaultSeverity
            var values: [String: Int] = [:]
            for option in description.options {
                values[option.name] = settings?.option(option.name).flatMap { Int($0.value) } ?? option.defaultValue
            }
            let findings = rule.init().check(context, options: RuleOptions(values))
            violations += findings.map {
                Violation(rule: description.identifier, severity: severity, message: $0.message, file: $0.file, line: $0.line, nodes: $0.nodes)
            }
        }
        return violations.sorted(by: Violation.reportOrder)
    }
}
