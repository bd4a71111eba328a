import FlowGraph
import Testing

@Suite struct LargeGraphTests {
    /// A chain of one million pushes closed by a reset: one component a million nodes deep, which a
    /// recursive Tarjan or Johnson would overflow the stack on.
    @Test func aMillionNodeChainNeedsNoRecursion() {
        let count = 1_000_000
        let ids = (0..<count).map { "N" + String(String($0).reversed()).padding(7) }
        let nodes = ids.map { Node(id: $0, feature: "") }
        var edges = zip(ids, ids.dropFirst()).map { Edge(from: $0, to: $1, kind: .push) }
        edges.append(Edge(from: ids[count - 1], to: ids[0], kind: .reset))
        var graph = NavigationGraph(nodes: nodes, edges: edges)
        graph.features = [Feature(id: "Chain", kind: .coordinator, root: ids[0])]
        graph.nodes = graph.nodes.map { var node = $0; node.feature = "Chain"; return node }
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

private extension String {
    /// Zero-padded on the right, so ids differ early and do not sort in chain order.
    func padding(_ length: Int) -> String {
        self + String(repeating: "0", count: max(0, length - count))
    }
}
