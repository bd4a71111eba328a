import FlowGraph
import FlowGraphTestSupport
import Testing
@testable import FlowGraphRendering

@Suite struct DOTEmitterTests {
    @Test func everyKindMatchesGolden() {
        let dot = DOTEmitter().emit(FilteredGraph(graph: Fixtures.allKinds))
        #expect(Snapshot.mismatch(dot, named: "all-kinds.dot") == nil)
    }

    @Test func labelsAndRankDirectionMatchGolden() {
        let options = RenderOptions(rankDirection: .leftToRight, edgeLabels: true, legend: false)
        let dot = DOTEmitter(options: options).emit(FilteredGraph(graph: Fixtures.allKinds))
        #expect(Snapshot.mismatch(dot, named: "all-kinds-labels-lr.dot") == nil)
    }

    @Test func isByteIdenticalWhateverTheInputOrder() {
        var shuffled = Fixtures.allKinds
        shuffled.nodes.reverse()
        shuffled.edges.reverse()
        shuffled.features.reverse()
        #expect(DOTEmitter().emit(FilteredGraph(graph: shuffled)) == DOTEmitter().emit(FilteredGraph(graph: Fixtures.allKinds)))
    }

    @Test func tabFeaturesAreDrawnInTabBarOrder() throws {
        let dot = DOTEmitter().emit(FilteredGraph(graph: Fixtures.allKinds))
        let settings = try #require(dot.range(of: "label=\"SettingsCoordinator\""))
        let accounts = try #require(dot.range(of: "label=\"AccountsCoordinator\""))
        #expect(settings.lowerBound < accounts.lowerBound)
        let settingsTab = try #require(dot.range(of: "\"MainTabView\" -> \"SettingsRoute.home\""))
        let accountsTab = try #require(dot.range(of: "\"MainTabView\" -> \"AccountsRoute.list\""))
        #expect(settingsTab.lowerBound < accountsTab.lowerBound)
    }

    @Test func everyEdgeKindLooksDifferentWithoutColour() {
        let looks = EdgeKind.allCases.map { kind in
            let style = EdgeStyle.of(kind)
            return "\(style.line)|\(style.penWidth)|\(style.arrowhead)"
        }
        #expect(Set(looks).count == EdgeKind.allCases.count)
    }

    @Test func graphvizReadsItWithEveryNodeAndEdge() throws {
        let view = FilteredGraph(graph: Fixtures.allKinds)
        let counts = try GraphvizLibrary.count(dot: DOTEmitter(options: RenderOptions(legend: false)).emit(view))
        #expect(counts.nodes == view.graph.nodes.count)
        #expect(counts.edges == view.graph.edges.count)
    }

    @Test func legendShowsOnlyTheKindsInUse() {
        let graph = NavigationGraph(
            features: [Feature(id: "F", kind: .coordinator, root: "A")],
            nodes: [Node(id: "A", feature: "F", kind: .root), Node(id: "B", feature: "F")],
            edges: [Edge(from: "A", to: "B", kind: .sheet)]
        )
        let dot = DOTEmitter().emit(FilteredGraph(graph: graph))
        #expect(dot.contains("id=\"legend-edge-sheet\""))
        #expect(!dot.contains("legend-edge-push"))
        #expect(dot.contains("id=\"legend-node-root\""))
        #expect(!dot.contains("legend-node-app"))
    }

    @Test func legendNamesNeverClashWithNodeIds() throws {
        let graph = NavigationGraph(
            features: [Feature(id: "F", kind: .coordinator, root: "legend push from")],
            nodes: [Node(id: "legend push from", feature: "F"), Node(id: "B", feature: "F")],
            edges: [Edge(from: "legend push from", to: "B", kind: .push)]
        )
        let counts = try GraphvizLibrary.count(dot: DOTEmitter().emit(FilteredGraph(graph: graph)))
        // Two graph nodes, one screen-kind sample, two nodes of the push sample, and the separator
        // that puts the legend below the graph (ClusterBands), joined to all five by invisible edges.
        #expect(counts.nodes == 6)
        #expect(counts.edges == 7)
    }
}
