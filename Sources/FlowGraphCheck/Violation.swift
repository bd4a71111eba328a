import FlowGraph

/// A rule finding as reported: the rule, its effective severity, message, location and nodes.
public struct Violation: Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// Root-relative path, or empty when the finding has no source location.
    public var file: String
    /// 1-based line; 0 when unknown.
    public var line: Int
    /// The nodes the violation is about, subject first.
    public var nodes: [String]

    public init(rule: String, severity: Severity, message: String, file: String = "", line: Int = 0, nodes: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.nodes = nodes
    }

    /// What identifies the violation across machines and edits, without line numbers: the rule
    /// and its nodes, or (for findings about no node, such as an unresolved call) the rule, file
    /// and message.
    public var fingerprint: String {
        let subject = nodes.isEmpty ? [file, message] : nodes
        return ([rule] + subject).joined(separator: "\u{1F}")
    }

    /// Report order: file, line, rule, message.
    static func reportOrder(_ a: Violation, _ b: Violation) -> Bool {
        (a.file, a.line, a.rule, a.message, a.nodes.joined(separator: ",")) < (b.file, b.line, b.rule, b.message, b.nodes.joined(separator: ","))
    }
}
