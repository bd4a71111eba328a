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

    /// One app feature starting eighteen features of long names, most of which start one more: a
    /// single connected hierarchy, which no banding reshapes, 5:1 or wider drawn top to bottom.
    static var shallowHierarchy: FilteredGraph {
        get throws {
            var builder = GraphBuilder().node("Launch.root", kind: .app, feature: "LaunchSequence")
            for f in 0..<18 {
                let name = "AuthenticatedAccountRecovery\(f)Coordinator"
                builder = builder.node("\(name).root", feature: name).edge("Launch.root", "\(name).root", .sheet)
                if f % 3 != 0 {
                    let next = "RecoveryConfirmationStep\(f)Coordinator"
                    builder = builder.node("\(next).root", feature: next).edge("\(name).root", "\(next).root", .push)
                }
            }
            return try GraphFilter(overview: true).apply(to: builder.build())
        }
    }

    @Test func aShallowWideHierarchyIsDrawnLeftToRightToFitAPage() throws {
        let view = try Self.shallowHierarchy
        let turned = DOTEmitter().emit(view)
        #expect(turned.contains("rankdir=LR"))
        let (svg, _) = try GraphvizLibrary.render(dot: turned, engine: .dot, format: .svg)
        let size = try #require(LargeMapTests.pictureSize(svg))
        #expect(AspectRatio.readableRange.contains(size.width / size.height), "\(size.width) × \(size.height) pt")

        let upright = DOTEmitter(options: RenderOptions(rankDirection: .topToBottom)).emit(view)
        #expect(upright.contains("rankdir=TB"), "a direction asked for is kept")
        let (tall, _) = try GraphvizLibrary.render(dot: upright, engine: .dot, format: .svg)
        let uprightSize = try #require(LargeMapTests.pictureSize(tall))
        #expect(uprightSize.width / uprightSize.height > 3, "top to bottom it would not fit: \(uprightSize.width) × \(uprightSize.height) pt")
        #expect(MermaidEmitter().emit(view).hasPrefix("flowchart TB"))
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
