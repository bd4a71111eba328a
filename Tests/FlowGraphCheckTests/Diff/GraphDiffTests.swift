@testable import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

/// Two versions of an app: a screen removed, an edge changed from push to sheet, a deep link
/// added, and an edge that only moved lines. The diff must report exactly the three changes.
@Suite struct GraphDiffTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Diff")

    static func versions() throws -> (NavigationGraph, NavigationGraph) {
        (try GraphReader.read(path: fixtures.appendingPathComponent("old.json").path),
         try GraphReader.read(path: fixtures.appendingPathComponent("new.json").path))
    }

    @Test func reportsExactlyTheThreeChanges() throws {
        let (old, new) = try Self.versions()
        let diff = GraphDiff(old: old, new: new)
        #expect(diff.addedNodes.isEmpty)
        #expect(diff.removedNodes.map(\.id) == ["AccountsRoute.legacy"])
        #expect(diff.addedEdges.isEmpty)
        #expect(diff.removedEdges.map { "\($0.from)→\($0.to)" } == ["AccountsRoute.detail→AccountsRoute.legacy"])
        #expect(diff.changedEdges.map { "\($0.from)→\($0.to) \($0.oldKinds.map(\.rawValue)) \($0.newKinds.map(\.rawValue))" } == [
            "AccountsRoute.detail→AccountsRoute.transactions [\"push\"] [\"sheet\"]",
        ])
        #expect(diff.addedDeepLinks.map(\.pattern) == ["bankapp://accounts/:accountId/transactions"])
        #expect(diff.removedDeepLinks.isEmpty)
        #expect(diff.changedDeepLinks.isEmpty)
    }

    @Test func identicalGraphsHaveNoDifferences() throws {
        let (old, _) = try Self.versions()
        #expect(GraphDiff(old: old, new: old).isEmpty)
        #expect(DiffTextEmitter().emit(GraphDiff(old: old, new: old), old: old, new: old) == "No navigation changes.\n")
    }

    @Test func anAddedKindBesideAKeptOneIsAnAddition() {
        let old = GraphBuilder().edge("A", "B", .push).build()
        let new = GraphBuilder().edge("A", "B", .push).edge("A", "B", .sheet).build()
        let diff = GraphDiff(old: old, new: new)
        #expect(diff.changedEdges.isEmpty)
        #expect(diff.addedEdges.map(\.kind) == [.sheet])
    }

    @Test func aDeepLinkRetargetedIsAChange() {
        let old = GraphBuilder().deepLink("app://x", to: "A").node("B").build()
        let new = GraphBuilder().deepLink("app://x", to: "B").node("A").build()
        #expect(GraphDiff(old: old, new: new).changedDeepLinks.map(\.new.target) == ["B"])
    }

    @Test(arguments: DiffFormat.allCases)
    func outputMatchesGoldenFile(_ format: DiffFormat) throws {
        let (old, new) = try Self.versions()
        let text = format.emitter.emit(GraphDiff(old: old, new: new), old: old, new: new)
        let fileExtension = switch format {
        case .text: "txt"
        case .json: "json"
        case .mermaid: "mmd"
        }
        if let mismatch = Snapshot.mismatch(text, named: "BankAppDiff.\(fileExtension)") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func failureConditionsMatchTheirChanges() throws {
        let (old, new) = try Self.versions()
        let diff = GraphDiff(old: old, new: new)
        let matched = DiffFailureCondition.allCases.filter { $0.matches(diff) }.map(\.rawValue)
        #expect(matched == ["removed-screen", "removed-edge", "changed-edge-kind"])
    }

    @Test func mermaidLabelsCannotBreakOut() {
        #expect(DiffMermaidEmitter.escape("A\"] --> X[\"<b>#") == "A#quot;] --#gt; X[#quot;#lt;b#gt;#35;")
    }
}
