import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite struct DepthBoundsTests {
    private func bounds(_ index: GraphIndex, _ id: String) -> DepthBounds? {
        index.depthBounds(entries: index.entryPoints())[index.node(id)]
    }

    private func app() -> GraphBuilder {
        GraphBuilder().node("App", kind: .app).edge("App", "Home", .child)
    }

    @Test func pushesCountAndModalsStartANewStack() {
        let index = app()
            .chain(["Home", "A", "B"], .push)
            .edge("B", "Sheet", .sheet)
            .edge("Sheet", "Inner", .push)
            .index()
        #expect(bounds(index, "B") == DepthBounds(minDepth: 2, maxDepth: .finite(2), minModalDepth: 0, maxModalDepth: .finite(0)))
        #expect(bounds(index, "Sheet") == DepthBounds(minDepth: 0, maxDepth: .finite(0), minModalDepth: 1, maxModalDepth: .finite(1)))
        #expect(bounds(index, "Inner") == DepthBounds(minDepth: 1, maxDepth: .finite(1), minModalDepth: 1, maxModalDepth: .finite(1)))
    }

    @Test func aChildHostedOnAPushedScreenKeepsItsHostsDepth() {
        // A TCA path case hosting its feature's screen, or a coordinator started in place.
        let index = app()
            .edge("Home", "Path.detail", .push)
            .edge("Path.detail", "DetailFeature", .child)
            .edge("DetailFeature", "Path.edit", .push)
            .index()
        #expect(bounds(index, "DetailFeature")?.maxDepth == .finite(1))
        #expect(bounds(index, "Path.edit") == DepthBounds(minDepth: 2, maxDepth: .finite(2), minModalDepth: 0, maxModalDepth: .finite(0)))
    }

    @Test func minimumAndMaximumComeFromDifferentWalks() {
        let index = app()
            .chain(["Home", "A", "B", "Target"], .push)
            .edge("Home", "Target", .replace)
            .index()
        #expect(bounds(index, "Target") == DepthBounds(minDepth: 0, maxDepth: .finite(3), minModalDepth: 0, maxModalDepth: .finite(0)))
    }

    @Test func crossTabSetsDepthOneAndTabsClearModals() {
        let index = app()
            .edge("Home", "Sheet", .sheet)
            .chain(["Sheet", "A", "B"], .push)
            .edge("B", "OtherTab", .crossTab)
            .edge("Sheet", "TabRoot", .tab)
            .index()
        #expect(bounds(index, "OtherTab") == DepthBounds(minDepth: 1, maxDepth: .finite(1), minModalDepth: 0, maxModalDepth: .finite(0)))
        #expect(bounds(index, "TabRoot") == DepthBounds(minDepth: 0, maxDepth: .finite(0), minModalDepth: 0, maxModalDepth: .finite(0)))
    }

    @Test func aPushCycleBehindAModalIsUnboundedUntilAReset() {
        let index = app()
            .edge("Home", "Modal", .sheet)
            .edge("Modal", "Step", .push)
            .edge("Step", "Modal", .push)
            .edge("Step", "Done", .reset)
            .edge("Done", "After", .push)
            .index()
        #expect(bounds(index, "Home") == DepthBounds(minDepth: 0, maxDepth: .finite(0), minModalDepth: 0, maxModalDepth: .finite(0)))
        #expect(bounds(index, "Modal") == DepthBounds(minDepth: 0, maxDepth: .unbounded, minModalDepth: 1, maxModalDepth: .finite(1)))
        #expect(bounds(index, "Step") == DepthBounds(minDepth: 1, maxDepth: .unbounded, minModalDepth: 1, maxModalDepth: .finite(1)))
        #expect(bounds(index, "Done") == DepthBounds(minDepth: 0, maxDepth: .finite(0), minModalDepth: 1, maxModalDepth: .finite(1)))
        #expect(bounds(index, "After") == DepthBounds(minDepth: 1, maxDepth: .finite(1), minModalDepth: 1, maxModalDepth: .finite(1)))
    }

    @Test func aModalCycleIsUnboundedModalDepth() {
        let index = app()
            .edge("Home", "A", .sheet)
            .edge("A", "B", .popover)
            .edge("B", "A", .sheet)
            .edge("B", "Tab", .tab)
            .index()
        #expect(bounds(index, "A")?.maxModalDepth == .unbounded)
        #expect(bounds(index, "B")?.maxModalDepth == .unbounded)
        #expect(bounds(index, "B")?.minModalDepth == 2)
        #expect(bounds(index, "Tab")?.maxModalDepth == .finite(0))
        #expect(bounds(index, "A")?.maxDepth == .finite(0))
    }

    @Test func aReplaceCycleAndSelfLoopsKeepTheirGain() {
        let index = app()
            .edge("Home", "A", .push)
            .edge("A", "B", .replace).edge("B", "A", .replace)
            .edge("B", "B", .replace)
            .edge("B", "Loop", .push)
            .edge("Loop", "Loop", .push)
            .index()
        #expect(bounds(index, "B") == DepthBounds(minDepth: 1, maxDepth: .finite(1), minModalDepth: 0, maxModalDepth: .finite(0)))
        #expect(bounds(index, "Loop")?.maxDepth == .unbounded)
        #expect(bounds(index, "Loop")?.minDepth == 2)
    }

    @Test func unreachableNodesHaveNoBounds() {
        let index = app().edge("Island", "Other", .push).index()
        #expect(bounds(index, "Island") == nil)
        #expect(bounds(index, "Home") != nil)
    }

    @Test func featureDepthIsTheMaximumOverItsNodes() {
        let graph = GraphBuilder(feature: "Main")
            .node("App", kind: .app)
            .edge("App", "Home", .child)
            .node("Settings", feature: "Settings")
            .node("Profile", feature: "Settings")
            .edge("Home", "Settings", .push)
            .edge("Settings", "Profile", .push)
            .build()
        let report = AnalysisReport(index: GraphIndex(graph))
        let depths = report.featureDepths()
        #expect(depths.map(\.feature) == ["Main", "Settings"])
        #expect(depths.map(\.maxDepth) == [.finite(0), .finite(2)])
    }
}
