import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing
@testable import FlowGraphRendering

/// `render --overview`: one node per feature with its number of screens, one arrow per pair of
/// features and kind, weighted by the edges it stands for.
@Suite struct OverviewTests {
    /// Home (3 screens) pushes Settings' root from two screens; Settings (2 screens) presents Home once.
    static let graph = GraphBuilder(feature: "Home")
        .edge("Home.root", "Home.a", .push)
        .edge("Home.root", "Home.b", .push)
        .node("Settings.root", feature: "Settings")
        .node("Settings.about", feature: "Settings")
        .edge("Home.a", "Settings.root", .push, trigger: "open(.settings) // a", line: 7)
        .edge("Home.b", "Settings.root", .push, trigger: "open(.settings) // b", line: 9)
        .edge("Settings.about", "Home.root", .sheet, trigger: "present(.home)", line: 11)
        .edge("Settings.root", "Settings.about", .push)
        .build()

    @Test func featuresBecomeNodesCountingTheirScreens() throws {
        let view = try GraphFilter(overview: true).apply(to: Self.graph)
        #expect(view.graph.nodes.map(\.id) == ["Home", "Settings"])
        #expect(view.screenCounts == ["Home": 3, "Settings": 2])
        #expect(view.graph.edges.count == 3, "each edge between features is kept, those inside one are dropped")
        let dot = DOTEmitter().emit(view)
        #expect(dot.contains("3 screens"))
        #expect(dot.contains("2 screens"))
    }

    @Test func arrowsAreWeightedByTheEdgesTheyStandFor() throws {
        let dot = DOTEmitter().emit(try GraphFilter(overview: true).apply(to: Self.graph))
        let lines = dot.split(separator: "\n")
        let push = try #require(lines.first { $0.contains("\"Home\" -> \"Settings\"") })
        #expect(push.contains("label=\"×2\""))
        #expect(push.contains("penwidth=\"2.3\""), "push is 1.3 wide, plus log2(2)")
        #expect(push.contains("open(.settings) // a — Test.swift:7\\nopen(.settings) // b — Test.swift:9"))
        let sheet = try #require(lines.first { $0.contains("\"Settings\" -> \"Home\"") })
        #expect(sheet.contains("penwidth=\"1.3\"") && !sheet.contains("label="))
    }

    @Test func mermaidShowsScreenCountsAndCountedLinks() throws {
        let mermaid = MermaidEmitter().emit(try GraphFilter(overview: true).apply(to: Self.graph))
        #expect(mermaid.contains("\"Home (3 screens)\""))
        #expect(mermaid.contains("|\"×2\"|"))
        #expect(!mermaid.contains("open(.settings)"))
    }

    @Test func unconnectedFeaturesOfAnOverviewAreStackedInBands() throws {
        // Twelve features in a row with nothing between them: dot alone draws a 12:1 strip.
        var builder = GraphBuilder()
        for f in 0..<12 { builder = builder.node("Screen\(f)", feature: "Feature\(f)") }
        let view = try GraphFilter(overview: true).apply(to: builder.build())
        let parts = PageArrangement.components(of: Array(view.graph.nodes.indices), in: view.graph, drawn: DrawnEdge.of(view.graph))
        #expect(parts.count == 12)
        #expect(DOTEmitter().emit(view).contains("id=\"band-2\""), "more bands than the nodes and the legend")
        let connected = GraphBuilder().edge("A", "B", .push).node("C").build()
        let linked = PageArrangement.components(of: [0, 1, 2], in: connected, drawn: DrawnEdge.of(connected))
        #expect(linked == [[0, 1], [2]])
    }

    @Test func largePagesOpenOnTheOverview() throws {
        let large = FilteredGraph(graph: GeneratedApp.graph(nodes: 120, edges: 200))
        #expect(HTMLEmitter.opensOnOverview(large))
        #expect(!HTMLEmitter.opensOnOverview(FilteredGraph(graph: Self.graph)))
        let (page, _) = try HTMLEmitter().emit(large)
        #expect(page.contains("<section id=\"overview\""))
        #expect(page.contains("id=\"overview&#45;node&#45;0\""))
        #expect(page.contains("\"overview\": ["))
    }
}
