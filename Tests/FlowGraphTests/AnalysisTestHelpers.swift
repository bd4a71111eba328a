import FlowGraph
import FlowGraphTestSupport

extension GraphIndex {
    /// The index of the node `id`; tests only use declared ids.
    func node(_ id: String) -> Int {
        indexOf[id] ?? -1
    }

    /// The ids of `nodes`.
    func names(_ nodes: [Int]) -> [String] {
        nodes.map { ids[$0] }
    }
}

extension GraphBuilder {
    /// The index of the built graph.
    func index() -> GraphIndex { GraphIndex(build()) }
}
