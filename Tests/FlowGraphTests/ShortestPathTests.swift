import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite struct ShortestPathTests {
    private func route(_ index: GraphIndex, _ from: String, _ to: String) -> [String]? {
        index.shortestPath(from: index.node(from), to: index.node(to)).map { index.names($0.nodes) }
    }

    @Test func fewerEdgesBeatLowerCost() {
        let index = GraphBuilder()
            .chain(["A", "B", "C"], .sheet)
            .chain(["A", "X", "Y", "C"], .child)
            .index()
        let path = index.shortestPath(from: index.node("A"), to: index.node("C"))
        #expect(path.map { index.names($0.nodes) } == ["A", "B", "C"])
        #expect(path?.cost == 4)
    }

    @Test func equalLengthsAreDecidedByCost() {
        let index = GraphBuilder()
            .edge("A", "B", .sheet).edge("B", "D", .push)
            .edge("A", "Z", .push).edge("Z", "D", .push)
            .index()
        #expect(route(index, "A", "D") == ["A", "Z", "D"])
    }

    @Test func equalCostsAreDecidedByNodeIdOrder() {
        let index = GraphBuilder()
            .edge("A", "C", .push).edge("C", "D", .push)
            .edge("A", "B", .replace).edge("B", "D", .reset)
            .edge("A", "E", .child).edge("E", "D", .crossTab)
            .index()
        #expect(route(index, "A", "D") == ["A", "B", "D"])
    }

    @Test func theLexicographicOrderIsOverTheWholeSequence() {
        // Both routes cost 2; B < C decides at the first step even though C's second node is smaller.
        let index = GraphBuilder()
            .edge("A", "B", .push).edge("B", "Z", .push).edge("Z", "T", .child)
            .edge("A", "C", .push).edge("C", "M", .push).edge("M", "T", .child)
            .index()
        #expect(route(index, "A", "T") == ["A", "B", "Z", "T"])
    }

    @Test func parallelEdgesUseTheCheapestKind() {
        let index = GraphBuilder()
            .edge("A", "B", .sheet)
            .edge("A", "B", .push)
            .edge("A", "B", .crossTab)
            .index()
        let path = index.shortestPath(from: index.node("A"), to: index.node("B"))
        #expect(path.map { $0.edges.map { index.edge($0).kind } } == [.push])
        #expect(path?.cost == 1)
    }

    @Test func selfLoopsAreNeverSteps() {
        let index = GraphBuilder().edge("A", "A", .push).edge("A", "B", .push).index()
        #expect(route(index, "A", "B") == ["A", "B"])
        #expect(index.shortestPath(from: index.node("A"), to: index.node("A")) == GraphPath(edges: [], nodes: [index.node("A")], cost: 0))
    }

    @Test func noPathIsNil() {
        let index = GraphBuilder().edge("A", "B", .push).node("C").index()
        #expect(route(index, "B", "A") == nil)
        #expect(index.kShortestPaths(from: index.node("A"), to: index.node("C"), k: 3).isEmpty)
    }

    @Test func kShortestPathsAreLooplessAndRanked() {
        let index = GraphBuilder()
            .edge("S", "A", .push).edge("A", "T", .push)
            .edge("S", "B", .sheet).edge("B", "T", .push)
            .edge("S", "C", .push).edge("C", "D", .push).edge("D", "T", .push)
            .edge("A", "S", .push).edge("T", "A", .push)
            .edge("A", "B", .child)
            .index()
        let paths = index.kShortestPaths(from: index.node("S"), to: index.node("T"), k: 10)
        #expect(paths.map { index.names($0.nodes) } == [
            ["S", "A", "T"], ["S", "B", "T"], ["S", "A", "B", "T"], ["S", "C", "D", "T"],
        ])
        #expect(paths.map(\.cost) == [2, 3, 2, 3])
        for path in paths { #expect(Set(path.nodes).count == path.nodes.count) }
        #expect(index.kShortestPaths(from: index.node("S"), to: index.node("T"), k: 2).count == 2)
    }

    @Test func pathReportListsEveryStep() {
        let index = GraphBuilder()
            .edge("A", "B", .push, trigger: "push(.b)", line: 7)
            .edge("B", "C", .sheet, trigger: "present(.c)", line: 9)
            .index()
        let report = PathReport(index: index, from: index.node("A"), to: index.node("C"), k: 1)
        #expect(report.jsonValue() == .object([
            ("from", "A"), ("to", "C"),
            ("paths", .array([.object([
                ("cost", 3),
                ("steps", .array([
                    .object([("from", "A"), ("to", "B"), ("kind", "push"), ("trigger", "push(.b)"), ("file", "Test.swift"), ("line", 7)]),
                    .object([("from", "B"), ("to", "C"), ("kind", "sheet"), ("trigger", "present(.c)"), ("file", "Test.swift"), ("line", 9)]),
                ])),
            ])])),
        ]))
    }
}
