import FlowGraphTestSupport
import Foundation
import Testing

/// `flowgraph check` end to end: exit codes 0/1/2, reporters, baselines, configuration errors.
@Suite struct CheckCommandTests {
    static let bankApp = Repository.root.appendingPathComponent("Tests/FlowGraphCheckTests/Fixtures/BankApp")

    static let cleanGraph = """
        {"schemaVersion": 1,
         "features": [{"id": "App", "kind": "app", "root": "App"}],
         "nodes": [{"id": "App", "feature": "App", "kind": "app"}, {"id": "Home", "feature": "App"}],
         "edges": [{"from": "App", "to": "Home", "kind": "child"}]}
        """

    static let warningGraph = """
        {"schemaVersion": 1,
         "features": [{"id": "App", "kind": "app", "root": "App"}],
         "nodes": [{"id": "App", "feature": "App", "kind": "app"}, {"id": "Home", "feature": "App"}],
         "edges": [{"from": "App", "to": "Home", "kind": "child"}],
         "diagnostics": [{"severity": "warning", "code": "unresolved-navigation", "message": "cannot resolve 'route'", "file": "Home.swift", "line": 3}]}
        """

    @Test func errorsExitOneAndReportInXcodeFormat() throws {
        let run = try CommandRunner.flowgraph(["check", "graph.json"], in: Self.bankApp)
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.contains("Sources/Accounts/AccountsRoot.swift:9:1: error: NavigationStack inside the NavigationStack of 'AccountsRoot' (nested-navigation-stack)"))
        #expect(run.stderr.isEmpty)
    }

    @Test func pathsAreShownRelativeToTheCurrentDirectory() throws {
        let run = try CommandRunner.flowgraph(
            ["check", "Tests/FlowGraphCheckTests/Fixtures/BankApp/graph.json", "--root", "Tests/FlowGraphCheckTests/Fixtures/BankApp",
             "--config", "Tests/FlowGraphCheckTests/Fixtures/BankApp/.flowgraph.yml", "-f", "github"],
            in: Repository.root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("::error file=Tests/FlowGraphCheckTests/Fixtures/BankApp/Sources/Accounts/AccountsRoot.swift,line=9,"))
    }

    @Test func warningsExitZeroUnlessStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.warningGraph, to: "graph.json")
        let lenient = try CommandRunner.flowgraph(["check", "graph.json"], in: folder.url)
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "Home.swift:3:1: warning: cannot resolve 'route' (unresolved-navigation)\n")
        let strict = try CommandRunner.flowgraph(["check", "graph.json", "--strict"], in: folder.url)
        #expect(strict.status == 1)
    }

    @Test func aCleanGraphExitsZeroWithNoOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.cleanGraph, to: "graph.json")
        let run = try CommandRunner.flowgraph(["check", "graph.json", "--strict"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [
        (["check", "missing.json"], "cannot read 'missing.json'"),
        (["check", "graph.json", "-f", "xml"], "'xml'"),
        (["check", "graph.json", "--config", "bad.yml"], "bad.yml:2:3: unknown rule 'max-dept'; did you mean 'max-depth'?"),
        (["check", "graph.json", "--baseline", "nothing.json"], "cannot read 'nothing.json'"),
    ])
    func badInputExitsTwoWithOneMessage(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.cleanGraph, to: "graph.json")
        try folder.write("rules:\n  max-dept: {stack: 3}\n", to: "bad.yml")
        let run = try CommandRunner.flowgraph(arguments, in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aBaselineSilencesKnownViolationsButNotNewOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.warningGraph, to: "graph.json")
        let write = try CommandRunner.flowgraph(["check", "graph.json", "--strict", "--write-baseline", "baseline.json"], in: folder.url)
        #expect(write.status == 0)
        #expect(write.stdout.isEmpty)
        // The same violation on another line is still covered; a new one is not.
        try folder.write(Self.warningGraph.replacingOccurrences(of: "\"line\": 3", with: "\"line\": 30")
            .replacingOccurrences(of: "\"edges\"", with: "\"deepLinks\": [{\"pattern\": \"app://x\", \"target\": \"Home\", \"handlerStack\": [\"Nowhere\"]}],\n \"edges\"")
            .replacingOccurrences(of: "{\"id\": \"Home\", \"feature\": \"App\"}", with: "{\"id\": \"Home\", \"feature\": \"App\"}, {\"id\": \"Nowhere\", \"feature\": \"App\"}"),
            to: "graph.json")
        let check = try CommandRunner.flowgraph(["check", "graph.json", "--strict", "--baseline", "baseline.json", "-f", "json"], in: folder.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(!check.stdout.contains("unresolved-navigation"))
        #expect(check.stdout.contains("\"baselined\": 1"))
        #expect(check.stdout.contains("\"rule\": \"orphan-destination\""))
    }

    @Test func initWritesAStarterConfigurationOnce() throws {
        let folder = try TemporaryFolder()
        let first = try CommandRunner.flowgraph(["init"], in: folder.url)
        #expect(first.status == 0)
        let written = try String(contentsOf: folder.url.appendingPathComponent(".flowgraph.yml"), encoding: .utf8)
        #expect(written.contains("#   max-depth:"))
        let second = try CommandRunner.flowgraph(["init"], in: folder.url)
        #expect(second.status == 2)
        #expect(second.stderr.contains("already exists"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent(".flowgraph.yml"), encoding: .utf8) == written)
    }
}
