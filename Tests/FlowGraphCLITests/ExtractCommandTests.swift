import FlowGraphTestSupport
import Foundation
import Testing

@Suite("flowgraph extract, end to end")
struct ExtractCommandTests {
    private let graphJSON = #"""
        {"schemaVersion": 1,
         "nodes": [{"id": "Settings"}, {"id": "Home", "kind": "root"}],
         "edges": [{"from": "Home", "to": "Settings", "kind": "push", "trigger": "showSettings()"}]}
        """#

    @Test func rewritesAGraphFileNormalisedAndDeterministic() throws {
        let dir = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.json")
        try graphJSON.write(to: input, atomically: true, encoding: .utf8)

        let first = try CommandRunner.flowgraph(["extract", input.path])
        let second = try CommandRunner.flowgraph(["extract", input.path, "-o", dir.appendingPathComponent("out.json").path])
        #expect(first.status == 0)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout.contains(#"{"id": "Home", "feature": "", "kind": "root""#))
        #expect(second.status == 0 && second.stdout.isEmpty)
        #expect(try String(contentsOf: dir.appendingPathComponent("out.json"), encoding: .utf8) == first.stdout)
    }

    @Test func badGraphExitsTwoWithOneMessageNamingTheFile() throws {
        let dir = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("bad.json")
        try #"{"schemaVersion": 1, "edges": [{"from": "A", "to": "B", "kind": "jump"}]}"#.write(to: input, atomically: true, encoding: .utf8)
        let output = dir.appendingPathComponent("out.json")

        let result = try CommandRunner.flowgraph(["extract", input.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(input.path): line 1, column 65: edges[0].kind: unknown edge kind 'jump' (expected one of: push, sheet, fullScreenCover, popover, alert, confirmationDialog, replace, reset, tab, crossTab, child)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path), "no partial output on failure")
    }

    @Test func missingPathAndUnknownOptionExitTwo() throws {
        let missing = try CommandRunner.flowgraph(["extract", "/no/such/App"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/no/such/App"))
        let unknown = try CommandRunner.flowgraph(["extract", "--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("error: Unknown option '--frobnicate'"))
    }

    @Test func unparsableSwiftIsADiagnosticNotACrash() throws {
        let dir = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct Broken {\n  func f( {\n".write(to: dir.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE, 0x00]).write(to: dir.appendingPathComponent("Latin1.swift"))

        let result = try CommandRunner.flowgraph(["extract", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""code": "parse-error""#))
        #expect(result.stdout.contains(#""code": "not-utf8""#))
        #expect(result.stdout.contains(#""file": "Broken.swift""#))
    }
}
