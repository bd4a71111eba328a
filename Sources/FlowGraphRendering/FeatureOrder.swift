import FlowGraph

/// The order features are drawn in: app and tab containers first, then the features of the
/// tabs in tab-bar order (the order of the tab edges in the source, by file and line), then the
/// rest by id. Graphviz places clusters emitted first further left (or up), so tabs read in order.
enum FeatureOrder {
    /// `graph.features` in drawing order.
    static func features(of graph: NavigationGraph) -> [Feature] {
        let featureOfNode = Dictionary(graph.nodes.map { ($0.id, $0.feature) }, uniquingKeysWith: { first, _ in first })
        var tabPosition: [String: Int] = [:]
        for edge in tabEdges(of: graph) {
            if let feature = featureOfNode[edge.to], tabPosition[feature] == nil {
                tabPosition[feature] = tabPosition.count
            }
        }
        func group(_ feature: Feature) -> Int {
            switch feature.kind {
            case .app: 0
            case .tabContainer: 1
            default: tabPosition[feature.id] == nil ? 3 : 2
            }
        }
        return graph.features.sorted { a, b in
            let (ga, gb) = (group(a), group(b))
            if ga != gb { return ga < gb }
            if ga == 2 { return (tabPosition[a.id] ?? 0) < (tabPosition[b.id] ?? 0) }
            return a.id < b.id
        }
    }

    /// The tab edges by source position (file, line, then target), which is tab-bar order.
    static func tabEdges(of graph: NavigationGraph) -> [Edge] {
        graph.edges.filter { $0.kind == .tab }.sorted { ($0.file, $0.line, $0.to) < ($1.file, $1.line, $1.to) }
    }

    /// Edge indices in drawing order: tab edges first in tab-bar order, then the rest in
    /// canonical order. Layout engines order nodes by the edges that reach them first, so this
    /// keeps the tab roots in tab-bar order.
    static func edgeIndices(of graph: NavigationGraph) -> [Int] {
        let tabPosition = Dictionary(tabEdges(of: graph).enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return graph.edges.indices.sorted {
            (tabPosition[graph.edges[$0]] ?? Int.max, $0) < (tabPosition[graph.edges[$1]] ?? Int.max, $1)
        }
    }
}
