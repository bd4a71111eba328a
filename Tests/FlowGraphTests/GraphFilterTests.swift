import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite struct GraphFilterTests {
    /// Two features: Home (H1 → H2 → H3, H3 → H1) and Profile (P1 → P2), linked H2 → P1 (sheet)
    /// and H3 → P1 (push), P2 → H1 (reset).
    static let graph: NavigationGraph = GraphBuilder(feature: "Home")
        .chain(["H1", "H2", "H3"], .push)
        .edge("H3", "H1", .replace)
        .node("P1", kind: .root, feature: "Profile")
        .node("P2", feature: "Profile")
        .edge("H2", "P1", .sheet)
        .edge("H3", "P1", .push)
        .edge("P1", "P2", .push)
        .edge("P2", "H1", .reset)
        .build()

    @Test func kindsKeepEveryNodeAndOnlyThoseEdges() throws {
        let view = try GraphFilter(kinds: [.sheet, .reset]).apply(to: Self.graph)
        #expect(view.graph.nodes.count == 5)
        #expect(view.graph.edges.map(\.kind).sorted() == [.reset, .sheet])
    }

    @Test func featureCollapsesOutsideEndsOntoOneNodePerFeature() throws {
        let view = try GraphFilter(feature: "profile").apply(to: Self.graph)
        #expect(view.graph.nodes.map(\.id) == ["Home", "P1", "P2"])
        let incoming = view.graph.edges.filter { $0.from == "Home" }
        #expect(incoming.map(\.kind) == [.push, .sheet])
        #expect(view.graph.edges.contains { $0.from == "P2" && $0.to == "Home" && $0.kind == .reset })
        #expect(GraphValidation.firstProblem(in: view.graph) == nil)
    }

    @Test func featureMergesParallelBoundaryEdgesWithACount() throws {
        let graph = GraphBuilder(feature: "A").edge("A1", "A2", .push).node("B1", feature: "B")
            .edge("A1", "B1", .push).edge("A2", "B1", .push).build()
        let view = try GraphFilter(feature: "B").apply(to: graph)
        #expect(view.graph.edges.map(\.trigger) == ["2 edges"])
    }

    @Test func unknownFeatureListsTheFeatures() {
        #expect(throws: FlowGraphError.unknownFeature(name: "Nope", candidates: ["Home", "Profile"])) {
            try GraphFilter(feature: "Nope").apply(to: Self.graph)
        }
    }

    @Test func focusKeepsNodesWithinTheRadiusBothWays() throws {
        let one = try GraphFilter(focus: "P1", radius: 1).apply(to: Self.graph)
        #expect(one.graph.nodes.map(\.id) == ["H2", "H3", "P1", "P2"])
        let zero = try GraphFilter(focus: "P1", radius: 0).apply(to: Self.graph)
        #expect(zero.graph.nodes.map(\.id) == ["P1"])
        let two = try GraphFilter(focus: "P1", radius: 2).apply(to: Self.graph)
        #expect(two.graph.nodes.count == 5)
    }

    @Test func focusOutsideTheFeatureIsAnError() {
        #expect(throws: FlowGraphError.self) { try GraphFilter(feature: "Home", focus: "P2").apply(to: Self.graph) }
    }

    @Test func unknownFocusSuggestsNames() {
        #expect(throws: FlowGraphError.unknownNode(name: "P3", suggestions: ["H3", "P1", "P2"])) {
            try GraphFilter(focus: "P3").apply(to: Self.graph)
        }
    }

    @Test func highlightPathTakesFewestEdgesThenLowestCost() throws {
        // H1 → H2 → P1 (push, sheet: cost 3) ties on edges with nothing else; H1 → H2 → H3 → P1 is longer.
        let view = try GraphFilter(highlightPath: ("H1", "P2")).apply(to: Self.graph)
        #expect(view.highlightedNodes == ["H1", "H2", "P1", "P2"])
        #expect(view.highlightedEdges.map(\.kind).sorted() == [.push, .push, .sheet])
        #expect(view.highlightedPath?.steps.map(\.to) == ["H2", "P1", "P2"])
        let cheaper = GraphBuilder().edge("S", "A", .sheet).edge("S", "B", .push).edge("A", "T", .push).edge("B", "T", .push).build()
        let path = try GraphFilter(highlightPath: ("S", "T")).apply(to: cheaper)
        #expect(path.highlightedNodes == ["S", "B", "T"])
    }

    @Test func highlightPathBreaksTiesLikeThePathCommand() throws {
        // Two paths of three pushes: S A D T and S B C T. A search that keeps the first predecessor
        // of the last layer in id order would take C (S B C T); SPEC §3 and `flowgraph path` take
        // the smaller node sequence from the start, S A D T.
        let graph = GraphBuilder()
            .edge("S", "A", .push).edge("S", "B", .push).edge("A", "D", .push).edge("B", "C", .push)
            .edge("C", "T", .push).edge("D", "T", .push).build()
        let view = try GraphFilter(highlightPath: ("S", "T")).apply(to: graph)
        #expect(view.highlightedNodes == ["S", "A", "D", "T"])
        #expect(view.highlightedPath?.steps.map { "\($0.from)>\($0.to)" } == ["S>A", "A>D", "D>T"])
        #expect(view.highlightedPath?.cost == 3)
        let index = GraphIndex(graph.normalized())
        let answer = try #require(index.shortestPath(from: index.node("S"), to: index.node("T")))
        #expect(Set(answer.nodes.map { index.ids[$0] }) == view.highlightedNodes)
    }

    @Test func highlightPathToItselfMarksOneNode() throws {
        let view = try GraphFilter(highlightPath: ("H1", "H1")).apply(to: Self.graph)
        #expect(view.highlightedNodes == ["H1"])
        #expect(view.highlightedEdges.isEmpty)
        #expect(view.highlightedPath == HighlightedPath(from: "H1", to: "H1", steps: []))
    }

    @Test func missingPathIsAWarningNotAnError() throws {
        let view = try GraphFilter(kinds: [.push], highlightPath: ("P2", "H1")).apply(to: Self.graph)
        #expect(view.highlightedNodes.isEmpty)
        #expect(view.highlightedPath == nil)
        #expect(view.warnings.count == 1)
    }

    @Test func collapseCountsEdgesBetweenFeatures() throws {
        let view = try GraphFilter(highlightPath: ("H1", "P1"), collapseFeatures: true).apply(to: Self.graph)
        #expect(view.graph.nodes.map(\.id) == ["Home", "Profile"])
        #expect(view.graph.edges.map { "\($0.from)>\($0.to) \($0.kind) \($0.trigger)" } == [
            "Home>Profile push 1 edge", "Home>Profile sheet 1 edge", "Profile>Home reset 1 edge",
        ])
        #expect(view.featuresCollapsed)
        #expect(view.highlightedNodes == ["Home", "Profile"])
        #expect(view.highlightedEdges.map(\.kind) == [.sheet])
        #expect(view.highlightedPath?.steps.map(\.to) == ["H2", "P1"], "the path keeps its real steps")
        #expect(GraphValidation.firstProblem(in: view.graph) == nil)
    }

    @Test func negativeRadiusIsRejected() {
        #expect(throws: FlowGraphError.self) { try GraphFilter(focus: "H1", radius: -1).apply(to: Self.graph) }
    }
}
