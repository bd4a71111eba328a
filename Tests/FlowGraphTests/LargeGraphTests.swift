import FlowGraph
import Testing

@Suite struct LargeGraphTests {
    /// A chain of one million pushes closed by a reset: one component a million nodes deep, which a
    /// recursive Tarjan or Johnson would overflow the stack on.
    @Test func aMillionNodeChainNeedsNoRecursion() {
        let count = 1_000_000
        // Zero-padded ids keep the arrays in canonical order, so the test spends its time in the analyses.
        let ids = (0..<count).map { "N" + String(repeating: "0", count: 7 - String($0).count) + String($0) }
        var edges = zip(ids, ids.dropFirst()).map { Edge(from: $0, to: $1, kind: .push) }
        edges.insert(Edge(from: ids[count - 1], to: ids[0], kind: .reset), at: count - 1)
        let graph = NavigationGraph(
            features: [Feature(id: "Chain", kind: .coordinator, root: ids[0])],
            nodes: ids.map { Node(id: $0, feature: "Chain") }, edges: edges)
        let index = GraphIndex(graph)

        #expect(index.stronglyConnectedComponents().components.count == 1)
        let cycles = index.elementaryCycles(limit: 10)
        #expect(cycles.cycles.count == 1 && !cycles.capped)
        #expect(cycles.cycles.first?.cycleClass == .bounded)

        let depth = index.depthBounds(entries: [index.node(ids[0])])
        #expect(depth[index.node(ids[count - 1])]?.maxDepth == .finite(count - 1))
        #expect(depth[index.node(ids[0])]?.maxDepth == .finite(0))
        #expect(index.shortestPath(from: index.node(ids[0]), to: index.node(ids[count - 1]))?.edges.count == count - 1)
    }
}
