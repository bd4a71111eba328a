import FlowGraph

/// Everything a reporter writes: the violations to report and the rules that ran.
public struct CheckReport: Sendable {
    /// Violations in report order.
    public var violations: [Violation]
    /// The rules that ran, for reporters that describe them (SARIF).
    public var rules: [RuleDescription]
    /// Violations silenced by a baseline or a suppression comment, counted by the summary.
    public var baselined: Int
    public var suppressed: Int
    /// The tool's version, written into SARIF.
    public var toolVersion: String

    public init(violations: [Violation], rules: [RuleDescription], baselined: Int = 0, suppressed: Int = 0, toolVersion: String) {
        self.violations = violations
        self.rules = rules
        self.baselined = baselined
        self.suppressed = suppressed
        self.toolVersion = toolVersion
    }

    /// How many violations have `severity`.
    public func count(_ severity: Severity) -> Int {
        violations.filter { $0.severity == severity }.count
    }
}

/// Writes a ``CheckReport`` in one format.
public protocol ViolationReporting: Sendable {
    /// The report's text, ending in a newline when not empty.
    func report(_ report: CheckReport) -> String
}

/// The formats of `flowgraph check -f`, each written by one reporter.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:col: warning: message (rule)`, the form Xcode and reviewdog read.
    case text
    case json
    /// SARIF 2.1.0 for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::message`).
    case github
    /// Checkstyle XML, read by many CI services.
    case checkstyle
    /// Counts per rule, for people.
    case summary

    /// The reporter writing this format.
    public var reporter: any ViolationReporting {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .summary: SummaryReporter()
        }
    }
}

extension String {
    /// The text on one line: line breaks and other control characters become spaces, so text
    /// from the analysed code cannot forge extra report lines.
    var singleLine: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
