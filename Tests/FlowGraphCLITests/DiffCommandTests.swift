import FlowGraphTestSupport
import Foundation
import Testing

/// `flowgraph diff` end to end, including `--base` on a real git repository.
@Suite struct DiffCommandTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/FlowGraphCheckTests/Fixtures/Diff")

    @Test func reportsTheChangesBetweenTwoGraphFiles() throws {
        let run = try CommandRunner.flowgraph(["diff", "old.json", "new.json"], in: Self.fixtures)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  - AccountsRoute.legacy"))
        #expect(run.stdout.contains("  ~ AccountsRoute.detail → AccountsRoute.transactions: push → sheet"))
        #expect(run.stdout.contains("  + bankapp://accounts/:accountId/transactions → AccountsRoute.transactions"))
    }

    @Test(arguments: [
        ("removed-deeplink", Int32(0)), ("removed-screen", 1), ("added-screen,changed-edge-kind", 1), ("new-unbounded-cycle", 0),
        ("removed-sreen", 2),
    ])
    func failOnExitsOneWhenAConditionMatches(_ conditions: String, _ status: Int32) throws {
        let run = try CommandRunner.flowgraph(["diff", "old.json", "new.json", "-f", "json", "--fail-on", conditions], in: Self.fixtures)
        #expect(run.status == status, "\(run.stderr)")
        if status == 2 { #expect(run.stderr.contains("did you mean 'removed-screen'?")) }
    }

    @Test func baseComparesAgainstAGitRevisionWithoutTouchingTheWorkTree() throws {
        let folder = try TemporaryFolder()
        func git(_ arguments: String...) throws -> String {
            try Subprocess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments,
                in: folder.url
            ).stdout
        }
        // Navigation the code cannot show is declared in the configuration, so the test does not
        // depend on what the extractor recognises.
        let version1 = """
            declared:
              nodes: [{id: Home}, {id: Detail}, {id: Legacy}]
              edges:
                - {from: Home, to: Detail, kind: push}
                - {from: Home, to: Legacy, kind: push}
            """
        try folder.write(version1, to: "App/.flowgraph.yml")
        _ = try git("init", "-q")
        _ = try git("add", ".")
        _ = try git("commit", "-q", "-m", "v1")
        try folder.write(version1.replacingOccurrences(of: "{from: Home, to: Detail, kind: push}", with: "{from: Home, to: Detail, kind: sheet}"), to: "App/.flowgraph.yml")
        let statusBefore = try git("status", "--porcelain")

        let run = try CommandRunner.flowgraph(["diff", "--base", "HEAD", "App"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("~ Home → Detail: push → sheet"), "\(run.stdout)")
        #expect(!run.stdout.contains("Legacy"))
        #expect(try git("status", "--porcelain") == statusBefore)
        #expect(try git("worktree", "list").split(separator: "\n").count == 1)

        let bad = try CommandRunner.flowgraph(["diff", "--base", "no-such-revision", "App"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("git archive failed"))
    }
}
