import FlowGraph
import Foundation
import Testing

@testable import FlowGraphCheck

/// Violations without a source location, and an empty report, in every format.
@Suite struct ReporterEdgeCaseTests {
    static let unlocated = CheckReport(
        violations: [Violation(rule: "unreachable-screen", severity: .note, message: "'X' is unreachable", nodes: ["X"])],
        rules: [UnreachableScreenRule.description], toolVersion: "0.0.0-test")
    static let empty = CheckReport(violations: [], rules: [], toolVersion: "0.0.0-test")

    @Test func unlocatedViolationsKeepEachFormatsShape() throws {
        #expect(TextReporter().report(Self.unlocated) == "note: 'X' is unreachable (unreachable-screen)\n")
        #expect(GitHubReporter().report(Self.unlocated) == "::notice title=flowgraph unreachable-screen::'X' is unreachable\n")
        #expect(CheckstyleReporter().report(Self.unlocated).contains("<file name=\"\">"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(Self.unlocated).utf8)) as? [String: Any])
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["locations"] as? [Any])?.isEmpty == true)
        #expect(result["level"] as? String == "note")
    }

    @Test func anEmptyReportIsValidInEveryFormat() throws {
        #expect(TextReporter().report(Self.empty).isEmpty)
        #expect(GitHubReporter().report(Self.empty).isEmpty)
        #expect(SummaryReporter().report(Self.empty) == "0 violations: 0 errors, 0 warnings, 0 notes\n")
        #expect(CheckstyleReporter().report(Self.empty) == "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        for format in [ReportFormat.json, .sarif] {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(format.reporter.report(Self.empty).utf8)) }
        }
    }
}
