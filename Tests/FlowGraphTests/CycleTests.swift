import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite struct CycleTests {
    private func cycles(_ index: GraphIndex, limit: Int = 1000) -> [[String]] {
        index.elementaryCycles(limit: limit).cycles.map { index.names($0.nodes) }
    }

    @Test func aSelfLoopIsAComponentAndACycle() {
        let index = GraphBuilder().edge("A", "A", .push).edge("A", "B", .push).index()
        #expect(index.cyclicComponents().map(index.names) == [["A"]])
        let found = index.elementaryCycles(limit: 10)
        #expect(found.cycles.map { index.names($0.nodes) } == [["A"]])
        #expect(found.cycles.map(\.cycleClass) == [.unboundedStack])
        #expect(!found.capped)
    }

    @Test func componentsAreSortedAndSingletonsLeftOut() {
        let index = GraphBuilder()
            .chain(["D", "C", "D"], .push)
            .chain(["B", "A", "E", "B"], .replace)
            .edge("A", "D", .push)
            .index()
        #expect(index.cyclicComponents().map(index.names) == [["A", "B", "E"], ["C", "D"]])
        #expect(index.stronglyConnectedComponents().components.count == 2)
    }

    @Test func parallelEdgesDoNotMultiplyCyclesAndTheGrowingChoiceClassifies() {
        let index = GraphBuilder()
            .edge("A", "B", .tab).edge("A", "B", .push)
            .edge("B", "A", .push)
            .index()
        let found = index.elementaryCycles(limit: 10).cycles
        #expect(found.map { index.names($0.nodes) } == [["A", "B"]])
        #expect(found.map(\.cycleClass) == [.unboundedStack])
    }

    @Test(arguments: [
        ([EdgeKind.sheet, .push], CycleClass.unboundedModal),
        ([.sheet, .tab], .bounded),
        ([.fullScreenCover, .crossTab], .bounded),
        ([.alert, .reset], .unboundedModal),
        ([.push, .replace], .unboundedStack),
        ([.replace, .replace], .bounded),
        ([.push, .child], .unboundedStack),  // child hosts in place: the push still accumulates
        ([.push, .reset], .bounded),
        ([.tab, .tab], .bounded),
    ])
    func cycleClasses(kinds: [EdgeKind], expected: CycleClass) {
        let index = GraphBuilder().edge("A", "B", kinds[0]).edge("B", "A", kinds[1]).index()
        #expect(index.elementaryCycles(limit: 10).cycles.map(\.cycleClass) == [expected])
    }

    @Test func theCapIsExact() {
        // The complete digraph on 5 nodes has 10 + 20 + 30 + 24 = 84 elementary cycles.
        var builder = GraphBuilder()
        let names = ["A", "B", "C", "D", "E"]
        for a in names { for b in names where a != b { builder = builder.edge(a, b, .push) } }
        let index = builder.index()
        let all = index.elementaryCycles(limit: 1000)
        #expect(all.cycles.count == 84)
        #expect(!all.capped)
        #expect(Set(all.cycles.map(\.nodes)).count == 84)
        #expect(!index.elementaryCycles(limit: 84).capped)
        let capped = index.elementaryCycles(limit: 83)
        #expect(capped.capped && capped.cycles.count == 83)
        #expect(index.elementaryCycles(limit: 10).cycles.count == 10)
        #expect(index.elementaryCycles(limit: 0).capped)
    }

    @Test func cyclesStartAtTheirLowestNode() {
        let index = GraphBuilder().chain(["C", "A", "B", "C"], .push).index()
        #expect(cycles(index) == [["A", "B", "C"]])
    }

    @Test func aCappedListKeepsTheShortestCycles() {
        // Round A…E runs one 5-cycle; B ⇄ C and D ⇄ E are 2-cycles, C → B → … are not shorter.
        let index = GraphBuilder()
            .chain(["A", "B", "C", "D", "E", "A"], .push)
            .edge("C", "B", .sheet).edge("E", "D", .replace)
            .index()
        #expect(cycles(index).count == 3)
        let capped = index.elementaryCycles(limit: 2)
        #expect(capped.capped)
        #expect(capped.cycles.map { index.names($0.nodes) } == [["B", "C"], ["D", "E"]])
        // Ties in length go to the lower node sequence.
        #expect(cycles(index, limit: 1) == [["B", "C"]])
    }

    @Test func cyclesLongerThanTheShortestFirstSearchAreListedToo() {
        // A ring of 20 with a chord back from n10 (an 11-cycle), and a separate ring of 15.
        let ring = (0..<20).map { String(format: "n%02d", $0) }
        let other = (0..<15).map { String(format: "m%02d", $0) }
        let index = GraphBuilder()
            .chain(ring + [ring[0]], .push)
            .edge(ring[10], ring[0], .push)
            .chain(other + [other[0]], .replace)
            .index()
        let all = index.elementaryCycles(limit: 10)
        #expect(!all.capped)
        #expect(all.cycles.map(\.nodes.count) == [15, 11, 20])
        #expect(index.elementaryCycles(limit: 1).cycles.map(\.nodes.count) == [11])
        let two = index.elementaryCycles(limit: 2)
        #expect(two.capped && two.cycles.count == 2)
    }
}
