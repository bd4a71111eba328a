import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

@Suite("JSON interchange format")
struct GraphJSONTests {
    private let graph = NavigationGraph(
        features: [Feature(id: "AccountsCoordinator", kind: .coordinator, root: "AccountsRoute.list", file: "A.swift", line: 3)],
        nodes: [
            Node(id: "AccountsRoute.list", feature: "AccountsCoordinator", kind: .root, file: "A.swift", line: 8),
            Node(id: "AccountsRoute.detail", feature: "AccountsCoordinator", parameters: ["accountId: String"], file: "A.swift", line: 9),
        ],
        edges: [
            Edge(from: "AccountsRoute.list", to: "AccountsRoute.detail", kind: .push, trigger: "coordinator?.push(.detail(accountId:))", file: "V.swift", line: 41)
        ],
        deepLinks: [DeepLink(pattern: "bankapp://accounts/:accountId", target: "AccountsRoute.detail", handlerStack: ["AccountsRoute.detail"], file: "D.swift", line: 20)],
        diagnostics: [Diagnostic(severity: .warning, code: "unresolved-navigation", message: "cannot resolve 'route'", file: "V.swift", line: 77)]
    )

    @Test func writesSpecShapeWithKeysInOrder() {
        #expect(Snapshot.mismatch(graph.jsonString(), named: "graph.json") == nil)
    }

    @Test func outputIsIndependentOfInputOrder() {
        var shuffled = graph
        shuffled.nodes.reverse()
        shuffled.edges.append(shuffled.edges[0])
        #expect(shuffled.jsonString() == graph.jsonString())
    }

    @Test func roundTripsThroughTheReader() throws {
        let read = try GraphReader.decodeJSON(Data(graph.jsonString().utf8), path: "g.json")
        #expect(read == graph.normalized())
        #expect(read.jsonString() == graph.jsonString())
    }

    @Test func escapesHostileStrings() throws {
        let hostile = "quote \" backslash \\ newline \n tab \t nul \u{0} line-separator \u{2028} <script> 😀 עברית"
        var g = graph
        g.edges[0].trigger = hostile
        let text = g.jsonString()
        #expect(!text.contains("\n tab"))
        #expect(text.contains(#"\u0000"#) && text.contains(#"\u2028"#))
        let read = try GraphReader.decodeJSON(Data(text.utf8), path: "g.json")
        #expect(read.edges[0].trigger == hostile)
    }

    @Test func sortsEdgesByFromToKindLine() {
        let g = GraphBuilder()
            .edge("B", "A", .push, line: 2)
            .edge("A", "B", .sheet, line: 9)
            .edge("A", "B", .push, line: 5)
            .edge("A", "B", .push, line: 1)
            .build()
        let order = g.normalized().edges.map { "\($0.from)\($0.to)\($0.kind)\($0.line)" }
        #expect(order == ["ABpush1", "ABpush5", "ABsheet9", "BApush2"])
    }
}
