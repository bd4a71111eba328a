import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

/// Golden files for the query reports on a small banking app (`Fixtures/bank.json`).
@Suite struct ReportSnapshotTests {
    private static func bank() throws -> GraphIndex {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/bank.json").path
        return GraphIndex(try GraphReader.read(path: path))
    }

    @Test(arguments: QueryOutputFormat.allCases)
    func analyzeReport(format: QueryOutputFormat) throws {
        let output = format.render(AnalysisReport(index: try Self.bank()))
        let failure = Snapshot.mismatch(output, named: "analyze-bank.\(format == .json ? "json" : "txt")")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: QueryOutputFormat.allCases)
    func pathReport(format: QueryOutputFormat) throws {
        let index = try Self.bank()
        let report = PathReport(index: index, from: index.node("BankApp"), to: index.node("AccountsRoute.transfer"), k: 3)
        let failure = Snapshot.mismatch(format.render(report), named: "path-bank.\(format == .json ? "json" : "txt")")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: QueryOutputFormat.allCases)
    func deepLinksReport(format: QueryOutputFormat) throws {
        let output = format.render(DeepLinksReport(index: try Self.bank()))
        let failure = Snapshot.mismatch(output, named: "deeplinks-bank.\(format == .json ? "json" : "txt")")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func noPathIsAnEmptyList() throws {
        let index = try Self.bank()
        let report = PathReport(index: index, from: index.node("SettingsRoute.home"), to: index.node("BankApp"))
        #expect(QueryOutputFormat.json.render(report) == """
            {
              "from": "SettingsRoute.home",
              "to": "BankApp",
              "paths": []
            }

            """)
        #expect(report.text() == "SettingsRoute.home → BankApp: no path\n")
    }

    @Test func textFromTheAppCannotForgeLines() {
        let index = GraphBuilder()
            .edge("A", "B", .push, trigger: "push(\"x\n  2. forged\u{1B}[2J\")")
            .index()
        let text = PathReport(index: index, from: index.node("A"), to: index.node("B")).text()
        #expect(!text.contains("\n  2. forged"))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\\u{a}"))
    }
}
