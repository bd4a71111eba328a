import FlowGraph
import Foundation
import Testing
@testable import FlowGraphRendering

/// Nothing in an app's names, parameters, triggers, paths or URLs can break or inject into an output.
@Suite struct EscapingTests {
    let view = FilteredGraph(graph: Fixtures.hostile)

    @Test func dotParsesWithTheSameNodesAndEdges() throws {
        let dot = DOTEmitter(options: RenderOptions(edgeLabels: true, legend: false)).emit(view)
        let counts = try GraphvizLibrary.count(dot: dot)
        #expect(counts.nodes == Fixtures.hostileStrings.count)
        #expect(counts.edges == Fixtures.hostileStrings.count - 1)
    }

    @Test func dotKeepsUnicode() {
        let dot = DOTEmitter().emit(view)
        #expect(dot.contains("🚀🎉"))
        #expect(dot.contains("גדול"))
    }

    @Test func svgIsWellFormedWithNoInjectedElement() throws {
        let (data, _) = try OutputFormat.svg.render(view, options: RenderOptions(edgeLabels: true))
        let svg = try SVGInspector.parse(data)
        #expect(svg.elementNames.isSubset(of: Self.graphvizSVGElements), "\(svg.elementNames.subtracting(Self.graphvizSVGElements))")
        #expect(!svg.attributeNames.contains { $0.lowercased().hasPrefix("on") })
        #expect(svg.nodes.filter { $0.id.hasPrefix("node-") }.count == Fixtures.hostileStrings.count)
        #expect(svg.edges.filter { $0.id.hasPrefix("edge-") }.count == Fixtures.hostileStrings.count - 1)
    }

    @Test func htmlHasOnlyItsOwnScriptsAndParsableData() throws {
        let (html, _) = try HTMLEmitter(options: RenderOptions(edgeLabels: true)).emit(view)
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script").count - 1 == 2)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<!--"))
        #expect(!html.lowercased().contains("<svg onload"))
        #expect(html.contains("<title>Feature&lt;script&gt;&quot;&amp; — FlowGraph</title>"))

        let svgStart = try #require(html.range(of: "<svg"))
        let svgEnd = try #require(html.range(of: "</svg>"))
        let svg = try SVGInspector.parse(Data(html[svgStart.lowerBound..<svgEnd.upperBound].utf8))
        #expect(svg.elementNames.isSubset(of: Self.graphvizSVGElements))

        let open = try #require(html.range(of: "<script type=\"application/json\" id=\"flowgraph-data\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<close.lowerBound].utf8)) as? [String: Any]
        let nodes = try #require(json?["nodes"] as? [[String: Any]])
        #expect(nodes.compactMap { $0["id"] as? String } == view.graph.nodes.map(\.id))
    }

    @Test func mermaidLinesFollowTheGrammar() throws {
        let mermaid = MermaidEmitter(options: RenderOptions(edgeLabels: true)).emit(view)
        let label = #""[^"`\[\]|{}<>;#\n]*(#[0-9]+;[^"`\[\]|{}<>;#\n]*)*""#
        let patterns = try [
            #"^flowchart (TB|LR|BT|RL)$"#,
            #"^  subgraph f[0-9]+\["# + label + #"\]$"#,
            #"^  end$"#,
            #"^    n[0-9]+(\[|\(\[|\[\[|\{\{)"# + label + #"(\]|\]\)|\]\]|\}\})$"#,
            #"^  n[0-9]+ (-->|-\.->|==>)(\|"# + label + #"\|)? n[0-9]+$"#,
            #"^  linkStyle [0-9,]+ [a-z:#0-9.,\- ]+$"#,
            #"^  classDef [a-zA-Z]+ [a-z:#0-9.,\-]+$"#,
            #"^  class [n0-9,]+ [a-zA-Z]+$"#,
        ].map { try Regex($0) }
        for line in mermaid.split(separator: "\n") {
            #expect(patterns.contains { line.wholeMatch(of: $0) != nil }, "unexpected Mermaid line: \(line)")
        }
    }

    /// The elements Graphviz's SVG renderer writes.
    static let graphvizSVGElements: Set<String> = ["svg", "g", "title", "polygon", "polyline", "ellipse", "path", "text", "a", "image"]
}
