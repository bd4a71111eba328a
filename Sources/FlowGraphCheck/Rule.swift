import FlowGraph

/// A navigation check run by `flowgraph check`: one file per rule, each describing itself with
/// examples that the tests run and the rule documentation shows (the SwiftLint rule shape).
public protocol Rule: Sendable {
    /// What the rule is called, why it exists, its options and examples.
    static var description: RuleDescription { get }

    init()

    /// The rule's findings on the graph in `context`, with `options` resolved from defaults and
    /// the configuration. Severity and suppression are applied by ``RuleRunner``.
    func check(_ context: RuleContext, options: RuleOptions) -> [RuleFinding]
}

/// A rule's self-description.
public struct RuleDescription: Sendable {
    /// The kebab-case identifier used in configuration, suppression comments and reports.
    public var identifier: String
    /// One sentence: what the rule reports.
    public var summary: String
    /// Why it matters and how to fix it.
    public var rationale: String
    public var defaultSeverity: Severity
    /// The integer options the rule reads, with their defaults.
    public var options: [RuleOptionDescription]
    /// Graphs on which the rule must report exactly the listed subjects.
    public var triggeringExamples: [RuleExample]
    /// Graphs on which the rule must report nothing.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        identifier: String, summary: String, rationale: String, defaultSeverity: Severity,
        options: [RuleOptionDescription] = [], triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.identifier = identifier
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// An integer option of a rule: `max-depth: {stack: 6}`.
public struct RuleOptionDescription: Sendable {
    public var name: String
    public var defaultValue: Int
    public var summary: String

    public init(name: String, defaultValue: Int, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A rule's option values: the configured ones over the defaults.
public struct RuleOptions: Sendable {
    public var values: [String: Int]

    public init(_ values: [String: Int]) {
        self.values = values
    }

    /// The value of option `name`, or 0 for an option the rule does not declare.
    public subscript(name: String) -> Int { values[name] ?? 0 }
}

/// One finding of a rule, before severity, suppression and baseline are applied.
public struct RuleFinding: Hashable, Sendable {
    public var message: String
    /// Where to point in the sources (root-relative file, 1-based line; 0 when unknown).
    public var file: String
    public var line: Int
    /// The nodes the finding is about, subject first: what baselines match on.
    public var nodes: [String]

    public init(message: String, file: String, line: Int, nodes: [String]) {
        self.message = message
        self.file = file
        self.line = line
        self.nodes = nodes
    }
}

/// A small graph for a rule's examples, written in ``ExampleGraph``'s notation, plus the
/// settings it is checked under.
public struct RuleExample: Sendable {
    /// The graph in ``ExampleGraph`` notation.
    public var graph: String
    /// For triggering examples: the subject (first node, or `file:line` when the finding has no
    /// node) of every finding expected, in report order.
    public var expectedSubjects: [String]
    /// Options overriding the rule's defaults.
    public var options: [String: Int]
    /// The iOS deployment target the example is checked with.
    public var deploymentTarget: Int?

    public init(_ graph: String, expecting expectedSubjects: [String] = [], options: [String: Int] = [:], deploymentTarget: Int? = nil) {
        self.graph = graph
        self.expectedSubjects = expectedSubjects
        self.options = options
        self.deploymentTarget = deploymentTarget
    }
}
