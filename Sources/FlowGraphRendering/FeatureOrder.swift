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

    /// The clusters to draw, in drawing order, and the nodes drawn outside any cluster; both as
    /// node indices in `view.graph.nodes` order. A cluster's `position` is the feature's place in
    /// ``features(of:)`` (features without nodes keep their place), which element ids are built from.
    /// Collapsed views have no clusters. Every emitter draws the same grouping from this.
    static func clusters(of view: FilteredGraph) -> (clusters: [Cluster], loose: [Int]) {
        let graph = view.graph
        guard !view.featuresCollapsed else { return ([], Array(graph.nodes.indices)) }
        var nodesByFeature: [String: [Int]] = [:]
        for (i, node) in graph.nodes.enumerated() { nodesByFeature[node.feature, default: []].append(i) }
        var clusters: [Cluster] = []
        var drawn = Set<String>()
        for (position, feature) in features(of: graph).enumerated() {
            guard let members = nodesByFeature[feature.id], drawn.insert(feature.id).inserted else { continue }
            clusters.append(Cluster(position: position, feature: feature, members: members))
        }
        return (clusters, graph.nodes.indices.filter { !drawn.contains(graph.nodes[$0].feature) })
    }

    /// One feature drawn as a box around its nodes.
    struct Cluster {
        /// The feature's place in ``FeatureOrder/features(of:)``.
        var position: Int
        var feature: Feature
        /// Its nodes' indices in the graph's node order.
        var members: [Int]
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
