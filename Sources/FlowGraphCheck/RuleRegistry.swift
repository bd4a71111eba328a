import FlowGraph

/// Every rule FlowGraph ships, in documentation order, and the checks of `rules:` settings
/// against them.
public enum RuleRegistry {
    /// The rule types; adding a rule means adding its file and one line here.
    public static let rules: [any Rule.Type] = [
        UnreachableScreenRule.self,
        UnboundedStackCycleRule.self,
        UnboundedModalCycleRule.self,
        MaxDepthRule.self,
        DeepLinkUnreachableRule.self,
        DeepLinkStackMismatchRule.self,
        DeepLinkConflictRule.self,
        OrphanDestinationRule.self,
        UnresolvedNavigationRule.self,
        UnhandledRouteRule.self,
        NestedNavigationStackRule.self,
        NavigationViewDeprecatedRule.self,
    ]

    /// The identifiers of every rule.
    public static var identifiers: [String] { rules.map { $0.description.identifier } }

    /// The rule type with `identifier`.
    public static func rule(_ identifier: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == identifier }
    }

    /// Checks that every configured rule and option exists and every option is an integer.
    ///
    /// - Throws: ``FlowGraph/FlowGraphError/invalidConfiguration(path:line:column:message:)`` at
    ///   the offending key, with a suggestion.
    public static func validate(_ configuration: Configuration) throws {
        let path = configuration.path.isEmpty ? Configuration.fileName : configuration.path
        for settings in configuration.rules {
            guard let rule = rule(settings.identifier) else {
                throw FlowGraphError.invalidConfiguration(
                    path: path, line: settings.line, column: settings.column,
                    message: "unknown rule '\(settings.identifier)'\(Spelling.didYouMean(settings.identifier, among: identifiers))")
            }
            let names = rule.description.options.map(\.name)
            for option in settings.options {
                guard names.contains(option.name) else {
                    let known = names.isEmpty ? " (it has no options; keys are 'enabled' and 'severity')" : ""
                    throw FlowGraphError.invalidConfiguration(
                        path: path, line: option.line, column: option.column,
                        message: "unknown option '\(option.name)' for rule '\(settings.identifier)'"
                            + Spelling.didYouMean(option.name, among: names + ["enabled", "severity"]) + known)
                }
                guard Int(option.value) != nil else {
                    throw FlowGraphError.invalidConfiguration(
                        path: path, line: option.line, column: option.column,
                        message: "option '\(option.name)' of rule '\(settings.identifier)' must be an integer, not '\(option.value)'")
                }
            }
        }
    }
}
