import FlowGraph

extension RuleContext {
    /// The extractor diagnostics with `code`, as findings at their locations. They name no node,
    /// so baselines match them by file and message.
    func findings(forDiagnosticCode code: String, message: (Diagnostic) -> String = \.message) -> [RuleFinding] {
        graph.diagnostics.filter { $0.code == code }.map {
            RuleFinding(message: message($0), file: $0.file, line: $0.line, nodes: [])
        }
    }
}
