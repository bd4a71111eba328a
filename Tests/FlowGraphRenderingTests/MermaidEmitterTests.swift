import FlowGraph
import FlowGraphTestSupport
import Testing
@testable import FlowGraphRendering

@Suite struct MermaidEmitterTests {
    @Test func everyKindMatchesGolden() {
        let mermaid = MermaidEmitter().emit(FilteredGraph(graph: Fixtures.allKinds))
        #expect(Snapshot.mismatch(mermaid, named: "all-kinds.mmd") == nil)
    }

    @Test func labelsAndDirectionMatchGolden() {
        let mermaid = MermaidEmitter(options: RenderOptions(rankDirection: .leftToRight, edgeLabels: true)).emit(FilteredGraph(graph: Fixtures.allKinds))
        #expect(Snapshot.mismatch(mermaid, named: "all-kinds-labels-lr.mmd") == nil)
    }

    @Test func labelsKeepOnlyHarmlessCharacters() {
        #expect(MermaidEmitter.label("AccountsRoute.detail(id: String)") == "\"AccountsRoute.detail(id: String)\"")
        #expect(MermaidEmitter.label("a\"b]c|d") == "\"a#34;b#93;c#124;d\"")
        #expect(MermaidEmitter.label("`#;<") == "\"#96;#35;#59;#60;\"")
        #expect(MermaidEmitter.label("🚀 גדול\u{202E}") == "\"🚀 גדול#8238;\"")
    }

    @Test func everyLinkGetsTheStyleOfItsKind() {
        let mermaid = MermaidEmitter().emit(FilteredGraph(graph: Fixtures.allKinds))
        let links = mermaid.split(separator: "\n").filter { $0.contains(" n") && ($0.contains("-->") || $0.contains("-.->") || $0.contains("==>")) }
        #expect(links.count == Fixtures.allKinds.edges.count)
        let styled = mermaid.split(separator: "\n").filter { $0.hasPrefix("  linkStyle ") }
            .flatMap { $0.split(separator: " ")[1].split(separator: ",") }.compactMap { Int($0) }
        #expect(styled.sorted() == Array(0..<links.count))
    }
}
