import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

@testable import FlowGraphCheck

/// The fixture app with a known set of violations: every reporter must report exactly that set
/// (golden files), SARIF must validate against the OASIS schema, GitHub and Xcode lines must have
/// their documented shapes.
@Suite struct BankAppFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let root = fixtures.appendingPathComponent("BankApp")

    /// The violations as `check` computes them for the fixture, and how many comments silenced.
    static func checkReport() throws -> CheckReport {
        let configuration = try ConfigurationLoader.load(explicitPath: nil, root: root.path)
        try RuleRegistry.validate(configuration)
        let graph = try configuration.apply(to: GraphReader.read(path: root.appendingPathComponent("graph.json").path))
        let context = RuleContext(
            graph: graph, configuration: configuration,
            iOSDeploymentTarget: DeploymentTarget.iOSMajorVersion(configuration: configuration, root: root.path))
        let found = RuleRunner().run(context)
        let visible = Suppressions(root: root.path).filter(found)
        return CheckReport(
            violations: visible, rules: RuleRegistry.rules.map { $0.description }, suppressed: found.count - visible.count,
            toolVersion: "0.0.0-test")
    }

    @Test func yieldsExactlyTheKnownViolations() throws {
        let report = try Self.checkReport()
        let found = report.violations.map { "\($0.rule) \($0.severity) \($0.nodes.first ?? "\($0.file):\($0.line)")" }
        #expect(found.sorted() == [
            "deeplink-conflict warning ProfileRoute.crop",
            "deeplink-stack-mismatch warning AccountsRoute.transactions",
            "deeplink-unreachable error AccountsRoute.archive",
            "max-depth warning AccountsRoute.pdf",
            "navigation-view-deprecated warning Sources/App/BankApp.swift:7",
            "nested-navigation-stack error Sources/Accounts/AccountsRoot.swift:9",
            "orphan-destination warning AccountsRoute.legacy",
            "unbounded-modal-cycle error ProfileRoute.avatar",
            "unbounded-stack-cycle warning AccountsRoute.detail",
            "unhandled-route error Sources/Accounts/AccountsRoute.swift:5",
            "unreachable-screen warning AccountsRoute.legacy",
            "unresolved-navigation warning Sources/Accounts/AccountsCoordinator.swift:40",
        ])
        #expect(report.suppressed == 2, "AccountsRoute.beta is silenced by its disable:next comment")
    }

    @Test(arguments: ReportFormat.allCases)
    func reportMatchesGoldenFile(_ format: ReportFormat) throws {
        let text = format.reporter.report(try Self.checkReport())
        let fileExtension = switch format {
        case .text, .github, .summary: "txt"
        case .json, .sarif: "json"
        case .checkstyle: "xml"
        }
        if let mismatch = Snapshot.mismatch(text, named: "BankApp.\(format.rawValue).\(fileExtension)") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func sarifValidatesAgainstTheOASISSchema() throws {
        let sarif = SARIFReporter().report(try Self.checkReport())
        let problems = try Self.validate(json: sarif, schema: Self.fixtures.appendingPathComponent("sarif-schema-2.1.0.json"))
        #expect(problems.isEmpty, "\(problems)")
        // The validator itself must reject a broken document, or the check above proves nothing.
        let broken = try Self.validate(json: #"{"version": "2.1.0", "runs": [{"results": []}]}"#, schema: Self.fixtures.appendingPathComponent("sarif-schema-2.1.0.json"))
        #expect(!broken.isEmpty)
    }

    @Test func textLinesHaveXcodesShape() throws {
        let text = TextReporter().report(try Self.checkReport())
        let xcode = try Regex(#"^[^:\n]+:\d+:\d+: (warning|error|note): [^\n]+ \([a-z-]+\)$"#)
        for line in text.split(separator: "\n") {
            #expect(line.wholeMatch(of: xcode) != nil, "\(line)")
        }
        #expect(text.split(separator: "\n").count == 12, "the newline inside a message must not start a report line")
    }

    @Test func githubCommandsAreEscapedAsTheRunnerExpects() throws {
        let text = GitHubReporter().report(try Self.checkReport())
        let command = try Regex(#"^::(warning|error|notice) file=[^,:]+,line=\d+,title=[^,:]+::[^\n\r]*$"#)
        for line in text.split(separator: "\n") {
            #expect(line.wholeMatch(of: command) != nil, "\(line)")
        }
        #expect(text.contains("100%25: see%0Anext line"))
        #expect(GitHubReporter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    }

    @Test func checkstyleEscapesMarkup() {
        #expect(CheckstyleReporter.escape("<a href=\"x\">&'\u{7}") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;\u{FFFD}")
    }

    /// Validation errors of `json` against `schema`, by Python's `jsonschema` (installed with
    /// `pip install jsonschema`).
    static func validate(json: String, schema: URL) throws -> String {
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("Python package jsonschema is missing; install it with: pip install jsonschema")
                sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            errors = sorted(validator.iter_errors(json.load(sys.stdin)), key=lambda e: list(e.path))
            print("\\n".join(f"{list(e.path)}: {e.message}" for e in errors))
            """
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-sarif-\(UUID().uuidString).json")
        try json.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let run = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema.path], in: fixtures, stdin: input)
        let result = run.stdout + run.stderr
        if run.status == 3 { Issue.record(Comment(rawValue: result)) }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
