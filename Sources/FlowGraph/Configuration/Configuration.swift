/// A project's FlowGraph settings, read from `.flowgraph.yml` at the analysed root (SPEC §5).
///
/// Extraction reads ``include``/``exclude``; analyses read ``entry``; `flowgraph check` reads
/// ``rules`` and ``deploymentTarget``; every command merges the ``declared`` elements into the
/// extracted graph with ``apply(to:)``. Unknown keys are rejected by ``ConfigurationLoader``.
public struct Configuration: Equatable, Sendable {
    /// The file name looked up at the analysed root.
    public static let fileName = ".flowgraph.yml"

    /// Globs (relative to the root) of the Swift files to analyse; empty means every file.
    public var include: [String]
    /// Globs of Swift files to skip, applied after ``include``.
    public var exclude: [String]
    /// The node navigation starts from, overriding the app node of SPEC §3 when set.
    public var entry: String?
    /// URL schemes the app handles (`bankapp`), without `://`.
    public var urlSchemes: [String]
    /// The iOS deployment target's major version (`16`), when the configuration sets one.
    public var deploymentTarget: Int?
    /// Per-rule settings by rule identifier, in file order.
    public var rules: [RuleSettings]
    /// Nodes, edges, features and deep links the code cannot show, merged into the graph.
    public var declared: NavigationGraph
    /// The file the configuration was read from (empty for the default configuration).
    public var path: String

    public init(
        include: [String] = [], exclude: [String] = [], entry: String? = nil, urlSchemes: [String] = [],
        deploymentTarget: Int? = nil, rules: [RuleSettings] = [], declared: NavigationGraph = NavigationGraph(),
        path: String = ""
    ) {
        self.include = include
        self.exclude = exclude
        self.entry = entry
        self.urlSchemes = urlSchemes
        self.deploymentTarget = deploymentTarget
        self.rules = rules
        self.declared = declared
        self.path = path
    }

    /// The settings of the rule `identifier`, if the configuration mentions it.
    public func settings(forRule identifier: String) -> RuleSettings? {
        rules.first { $0.identifier == identifier }
    }

    /// Whether a path relative to the root is analysed: it matches an include glob (or there are
    /// none) and no exclude glob.
    public func includes(relativePath path: String) -> Bool {
        (include.isEmpty || include.contains { Glob($0).matches(path) }) && !exclude.contains { Glob($0).matches(path) }
    }
}

/// How one rule is configured: `max-depth: {severity: error, stack: 6}`.
public struct RuleSettings: Equatable, Sendable {
    /// The rule's identifier as written.
    public var identifier: String
    /// `false` turns the rule off; `nil` keeps its default.
    public var enabled: Bool?
    /// Overrides the rule's default severity.
    public var severity: Severity?
    /// Rule-specific options (every key other than `enabled` and `severity`), as scalars.
    public var options: [RuleOption]
    /// Where the rule's key is written, for error messages.
    public var line: Int
    public var column: Int

    public init(
        identifier: String, enabled: Bool? = nil, severity: Severity? = nil, options: [RuleOption] = [],
        line: Int = 0, column: Int = 0
    ) {
        self.identifier = identifier
        self.enabled = enabled
        self.severity = severity
        self.options = options
        self.line = line
        self.column = column
    }

    /// The option named `name`, if set.
    public func option(_ name: String) -> RuleOption? {
        options.first { $0.name == name }
    }
}

/// One rule option as written in the configuration: a name, a scalar value and its position.
public struct RuleOption: Equatable, Sendable {
    public var name: String
    public var value: String
    public var line: Int
    public var column: Int

    public init(name: String, value: String, line: Int = 0, column: Int = 0) {
        self.name = name
        self.value = value
        self.line = line
        self.column = column
    }
}
