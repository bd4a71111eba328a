import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite struct DeepLinkAnalysisTests {
    private func tabApp() -> GraphBuilder {
        GraphBuilder()
            .node("App", kind: .app)
            .edge("App", "Tabs", .child)
            .edge("Tabs", "List", .tab)
            .edge("List", "Detail", .push)
            .edge("Detail", "Edit", .sheet)
            .edge("Edit", "Confirm", .push)
    }

    private func result(_ builder: GraphBuilder, _ pattern: String) -> DeepLinkResult? {
        DeepLinkAnalysis.analyze(builder.index()).first { $0.link.pattern == pattern }
    }

    @Test func theExpectedStackStartsAfterTheLastTabSwitch() {
        let found = result(tabApp().deepLink("app://edit", to: "Confirm", handlerStack: ["Detail", "Edit", "Confirm"]), "app://edit")
        #expect(found?.status == .ok)
        #expect(found?.expectedStack == ["Detail", "Edit", "Confirm"])
        #expect(found.map { $0.path.map(\.nodes.count) } == 6)
    }

    @Test func aDifferentHandlerStackIsAMismatchWithItsPosition() {
        let found = result(tabApp().deepLink("app://edit", to: "Confirm", handlerStack: ["Detail", "Confirm"]), "app://edit")
        #expect(found?.status == .mismatch)
        #expect(found?.firstDifference == 1)
    }

    @Test func aMissingHandlerIsUnresolvedAndNoPathIsUnreachable() {
        let builder = tabApp()
            .deepLink("app://detail", to: "Detail")
            .deepLink("app://island", to: "Island", handlerStack: ["Island"])
        #expect(result(builder, "app://detail")?.status == .unresolved)
        #expect(result(builder, "app://detail")?.expectedStack == ["Detail"])
        #expect(result(builder, "app://island")?.status == .unreachable)
        #expect(result(builder, "app://island")?.path == nil)
    }

    @Test func aLinkToATabRootBuildsNoStackAndIsOk() {
        let found = result(tabApp().deepLink("app://list", to: "List"), "app://list")
        #expect(found?.expectedStack == [])
        #expect(found?.status == .ok)
    }

    @Test func pathsDoNotStartAtOtherDeepLinkTargets() {
        let builder = tabApp()
            .deepLink("app://detail", to: "Detail", handlerStack: ["Detail"])
            .deepLink("app://confirm", to: "Confirm", handlerStack: ["Detail", "Edit", "Confirm"])
        let found = result(builder, "app://confirm")
        #expect(found.flatMap { $0.path.map { $0.nodes.first } } == builder.index().node("App"))
        #expect(found?.status == .ok)
    }

    @Test func crossTabRestartsTheStackAndReplaceSwapsTheTop() {
        let builder = GraphBuilder()
            .node("App", kind: .app)
            .edge("App", "Home", .child)
            .edge("Home", "A", .push)
            .edge("A", "Transfer", .crossTab)
            .edge("Transfer", "Review", .push)
            .edge("Review", "Receipt", .replace)
            .deepLink("app://receipt", to: "Receipt", handlerStack: ["Transfer", "Receipt"])
        let found = result(builder, "app://receipt")
        #expect(found?.expectedStack == ["Transfer", "Receipt"])
        #expect(found?.status == .ok)
    }

    @Test func overlappingPatternsConflictAndTheFirstDeclaredWins() {
        let links = [
            DeepLink(pattern: "bank://accounts/new", target: "New", file: "Links.swift", line: 12),
            DeepLink(pattern: "bank://accounts/:id", target: "Detail", file: "Links.swift", line: 10),
            DeepLink(pattern: "bank://accounts/:id/edit", target: "Edit", file: "Links.swift", line: 14),
            DeepLink(pattern: "BANK://accounts/:other?tab=:tab", target: "Other", file: "Links.swift", line: 16),
            DeepLink(pattern: "other://accounts/new", target: "New", file: "Links.swift", line: 18),
        ]
        let conflicts = DeepLinkAnalysis.conflicts(in: links)
        #expect(conflicts.map { [$0.winner.line, $0.shadowed.line] } == [[10, 12], [10, 16], [12, 16]])
    }

    /// A query item both patterns fix to different values tells them apart; a placeholder or an
    /// item only one of them names does not.
    @Test func differentFixedQueryValuesDoNotConflict() {
        let links = [
            DeepLink(pattern: "fox://open?page=history", target: "History", file: "Links.swift", line: 10),
            DeepLink(pattern: "fox://open?page=bookmarks", target: "Bookmarks", file: "Links.swift", line: 12),
            DeepLink(pattern: "fox://open?page=:page", target: "Any", file: "Links.swift", line: 14),
            DeepLink(pattern: "fox://open?mode=dark", target: "Dark", file: "Links.swift", line: 16),
        ]
        let conflicts = DeepLinkAnalysis.conflicts(in: links)
        #expect(conflicts.map { [$0.winner.line, $0.shadowed.line] } == [[10, 14], [10, 16], [12, 14], [12, 16], [14, 16]])
    }
}
