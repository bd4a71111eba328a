import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing
@testable import FlowGraphRendering

/// One arrow per move: edges with the same from, to and kind are drawn once, with their count,
/// and every trigger and file:line stays reachable (tooltip, HTML details).
@Suite struct MergedEdgesTests {
    /// `Home` opens `Detail` from three places, presents it once as a sheet, and pushes `Other` once.
    static let graph = GraphBuilder()
        .edge("Home", "Detail", .push, trigger: "path.append(.detail) // row", line: 10)
        .edge("Home", "Detail", .push, trigger: "path.append(.detail) // menu", line: 20)
        .edge("Home", "Detail", .push, trigger: "path.append(.detail) // toolbar", line: 30)
        .edge("Home", "Detail", .sheet, trigger: "sheet = .detail", line: 40)
        .edge("Home", "Other", .push, trigger: "path.append(.other)", line: 50)
        .build()

    @Test func dotDrawsOneArrowPerMoveLabelledWithItsCount() {
        let dot = DOTEmitter().emit(FilteredGraph(graph: Self.graph))
        let arrows = dot.split(separator: "\n").filter { $0.contains("\"Home\" -> \"Detail\"") }
        #expect(arrows.count == 2)
        let push = arrows.first { $0.contains("style=\"solid\"") } ?? ""
        #expect(push.contains("label=\"×3\""))
        #expect(push.contains("tooltip=\"path.append(.detail) // row — Test.swift:10\\npath.append(.detail) // menu — Test.swift:20\\npath.append(.detail) // toolbar — Test.swift:30\""))
        let sheet = arrows.first { $0.contains("style=\"dashed\"") } ?? ""
        #expect(!sheet.contains("label=") && !sheet.contains("tooltip="))
        #expect(dot.split(separator: "\n").filter { $0.contains("id=\"edge-") }.count == 3)
    }

    @Test func labelsKeepTheFirstTriggerBeforeTheCount() {
        let dot = DOTEmitter(options: RenderOptions(edgeLabels: true)).emit(FilteredGraph(graph: Self.graph))
        #expect(dot.contains("label=\"path.append(.detail) // row ×3\""))
        #expect(dot.contains("label=\"path.append(.other)\""))
    }

    @Test func svgHasOneEdgeGroupPerMove() throws {
        let (svg, _) = try GraphvizLibrary.render(dot: DOTEmitter(options: RenderOptions(legend: false)).emit(FilteredGraph(graph: Self.graph)), engine: .dot, format: .svg)
        let inspector = try SVGInspector.parse(svg)
        #expect(inspector.edges.count == 3)
        #expect(String(decoding: svg, as: UTF8.self).contains("path.append(.detail) // menu — Test.swift:20"))
    }

    @Test func mermaidDrawsOneLinkPerMove() {
        let mermaid = MermaidEmitter().emit(FilteredGraph(graph: Self.graph))
        let links = mermaid.split(separator: "\n").filter { $0.contains(" n") && ($0.contains("-->") || $0.contains("-.->")) }
        #expect(links.count == 3)
        #expect(links.contains { $0.contains("|\"×3\"|") })
    }

    @Test func htmlDataListsEveryOccurrenceOfAnArrow() throws {
        let data = JSONWriter().string(HTMLEmitter.data(FilteredGraph(graph: Self.graph)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.count == 3)
        let counts = edges.map { ($0["occurrences"] as? [[String: Any]])?.count ?? 0 }
        #expect(counts.sorted() == [1, 1, 3])
        let lines = edges.flatMap { ($0["occurrences"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int } }
        #expect(lines.sorted() == [10, 20, 30, 40, 50])
    }

    @Test func aHighlightedEdgeHighlightsItsArrow() {
        var view = FilteredGraph(graph: Self.graph)
        view.highlightedEdges = [Self.graph.edges[1]]
        let dot = DOTEmitter().emit(view)
        let push = dot.split(separator: "\n").first { $0.contains("\"Home\" -> \"Detail\"") && $0.contains("label=\"×3\"") } ?? ""
        #expect(push.contains("color=\"\(EdgeStyle.highlightColor)\""))
    }
}
