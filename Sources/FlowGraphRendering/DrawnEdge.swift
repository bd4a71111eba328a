import FlowGraph

/// One arrow of a picture: every edge of the graph with the same `from`, `to` and `kind`.
///
/// Code often makes the same move from several places of one screen (a button and a menu item,
/// four cells of a list); drawn one arrow each they are parallel lines saying the same thing.
/// Every emitter draws one arrow per move, labelled with the count when there is more than one,
/// and keeps each edge's trigger and `file:line` for its tooltip or details.
struct DrawnEdge: Equatable {
    var from: String
    var to: String
    var kind: EdgeKind
    /// The graph's edges this arrow stands for, in canonical order; never empty.
    var occurrences: [Edge]

    /// How many edges the arrow stands for.
    var count: Int { occurrences.count }

    /// The arrows of `graph` whose ends are both nodes of it, in the order of each move's first
    /// edge in the graph's canonical edge order; element ids are built from positions in this
    /// list (``ElementIDs/edge(_:)``), so a graph without parallel edges keeps its edge ids.
    ///
    /// - Complexity: O(E).
    static func of(_ graph: NavigationGraph) -> [DrawnEdge] {
        let nodeIDs = Set(graph.nodes.map(\.id))
        var position: [Move: Int] = [:]
        var drawn: [DrawnEdge] = []
        for edge in graph.edges where nodeIDs.contains(edge.from) && nodeIDs.contains(edge.to) {
            let move = Move(from: edge.from, to: edge.to, kind: edge.kind)
            if let k = position[move] {
                drawn[k].occurrences.append(edge)
            } else {
                position[move] = drawn.count
                drawn.append(DrawnEdge(from: edge.from, to: edge.to, kind: edge.kind, occurrences: [edge]))
            }
        }
        return drawn
    }

    /// Positions in `drawn` (``of(_:)`` of `graph`) in the order to write them: the order of each
    /// arrow's first edge in ``FeatureOrder/edgeIndices(of:)``, which keeps tab roots in tab-bar order.
    ///
    /// - Complexity: O(E log E).
    static func drawingOrder(of drawn: [DrawnEdge], in graph: NavigationGraph) -> [Int] {
        var rankOfEdge: [Edge: Int] = [:]
        for (rank, j) in FeatureOrder.edgeIndices(of: graph).enumerated() where rankOfEdge[graph.edges[j]] == nil {
            rankOfEdge[graph.edges[j]] = rank
        }
        let rank = drawn.map { arrow in arrow.occurrences.compactMap { rankOfEdge[$0] }.min() ?? Int.max }
        return drawn.indices.sorted { (rank[$0], $0) < (rank[$1], $1) }
    }

    /// Whether any edge the arrow stands for is in `edges`.
    func isHighlighted(in edges: Set<Edge>) -> Bool {
        occurrences.contains { edges.contains($0) }
    }

    /// The label drawn on the arrow: the trigger when `withTrigger` and the arrow stands for one
    /// edge, `×N` for N edges (after the first trigger when `withTrigger`); `nil` for nothing.
    func label(withTrigger: Bool) -> String? {
        let trigger = occurrences[0].trigger
        switch (count, withTrigger && !trigger.isEmpty) {
        case (1, true): return trigger
        case (1, false): return nil
        case (_, true): return "\(trigger) ×\(count)"
        case (_, false): return "×\(count)"
        }
    }

    /// Every edge's trigger and `file:line`, one per line: the arrow's tooltip.
    var tooltip: String {
        occurrences.map { edge in
            let place = edge.file.isEmpty ? "unknown" : "\(edge.file):\(edge.line)"
            return edge.trigger.isEmpty ? place : "\(edge.trigger) — \(place)"
        }.joined(separator: "\n")
    }

    private struct Move: Hashable {
        var from: String
        var to: String
        var kind: EdgeKind
    }
}
