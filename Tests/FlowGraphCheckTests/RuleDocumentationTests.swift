import FlowGraphCheck
import FlowGraphTestSupport
import Foundation
import Testing

/// `docs/rules.md` is generated from the rules; this test fails when it is stale.
@Suite struct RuleDocumentationTests {
    @Test func committedRuleDocumentationIsCurrent() throws {
        let url = Repository.root.appendingPathComponent("docs/rules.md")
        let generated = RuleDocumentation.markdown()
        let committed = try? String(contentsOf: url, encoding: .utf8)
        if committed != generated, ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(committed == generated, "docs/rules.md is stale; regenerate it with: RECORD_SNAPSHOTS=1 swift test --filter RuleDocumentationTests")
    }

    @Test func documentsEveryRule() {
        let markdown = RuleDocumentation.markdown()
        for rule in RuleRegistry.rules {
            #expect(markdown.contains("\n## \(rule.description.identifier)\n"))
        }
    }
}
