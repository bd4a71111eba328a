@testable import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

/// Two versions of an app: a screen removed, an edge changed from push to sheet, a deep link
/// added, and an edge that only moved lines. The diff must report exactly the three changes, and
/// the depth change the push → sheet change causes.
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
        #expect(diff.depthChanges == [DepthChange(
            node: "AccountsRoute.transactions",
            old: DepthBounds(minDepth: 1, maxDepth: .finite(2), minModalDepth: 0, maxModalDepth: .finite(0)),
            new: DepthBounds(minDepth: 0, maxDepth: .finite(0), minModalDepth: 0, maxModalDepth: .finite(1)))])
        #expect(diff.addedUnboundedCycles.isEmpty && diff.removedUnboundedCycles.isEmpty)
    }

    @Test func aNewPushCycleIsANewUnboundedCycle() {
        let old = GraphBuilder().node("App", kind: .app).edge("App", "Home", .child).edge("Home", "Detail", .push).edge("Detail", "Home", .reset).build()
        let new = GraphBuilder().node("App", kind: .app).edge("App", "Home", .child).edge("Home", "Detail", .push).edge("Detail", "Home", .push).build()
        let diff = GraphDiff(old: old, new: new)
        #expect(diff.addedUnboundedCycles == [UnboundedCycle(nodes: ["Detail", "Home"], cycleClass: .unboundedStack)])
        #expect(DiffFailureCondition.newUnboundedCycle.matches(diff))
        #expect(DiffFailureCondition.increasedDepth.matches(diff))
        #expect(!DiffFailureCondition.newUnboundedCycle.matches(GraphDiff(old: new, new: old)))
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
        #expect(matched == ["removed-screen", "removed-edge", "changed-edge-kind", "increased-depth"])
    }

    @Test func mermaidLabelsCannotBreakOut() {
        #expect(DiffMermaidEmitter.escape("A\"] --> X[\"<b>#") == "A#quot;] --#gt; X[#quot;#lt;b#gt;#35;")
    }
}
