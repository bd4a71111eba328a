extension GraphFilter {
    /// `graph` reduced to `feature`'s nodes; each edge crossing the boundary keeps its inside end
    /// and has its outside end replaced by a placeholder node standing for the outside feature.
    /// Crossing edges that become parallel (same ends and kind) are merged into one whose trigger
    /// counts them.
    ///
    /// - Complexity: O(V + E log E).
    static func isolate(feature: String, of graph: NavigationGraph) -> NavigationGraph {
        let featureOf = Dictionary(graph.nodes.map { ($0.id, $0.feature) }, uniquingKeysWith: { first, _ in first })
        let inside = Set(graph.nodes.filter { $0.feature == feature }.map(\.id))
        var result = restrict(graph, to: inside)
        var placeholders: [String: String] = [:]
        func placeholder(for outsideNode: String) -> String {
            let outsideFeature = featureOf[outsideNode] ?? ""
            if let id = placeholders[outsideFeature] { return id }
            var id = outsideFeature.isEmpty ? outsideNode : outsideFeature
            while inside.contains(id) { id += " (feature)" }
            placeholders[outsideFeature] = id
            return id
        }
        var crossing: [Edge] = []
        for edge in graph.edges where inside.contains(edge.from) != inside.contains(edge.to) {
            var edge = edge
            if inside.contains(edge.from) { edge.to = placeholder(for: edge.to) } else { edge.from = placeholder(for: edge.from) }
            crossing.append(edge)
        }
        result.edges += merged(crossing) { $0.count == 1 ? $0[0].trigger : "\($0.count) edges" }
        let featuresByID = Dictionary(graph.features.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (outsideFeature, id) in placeholders {
            let declared = featuresByID[outsideFeature]
            result.nodes.append(Node(id: id, feature: outsideFeature, kind: .root, file: declared?.file ?? "", line: declared?.line ?? 0))
            if let declared {
                result.features.append(Feature(id: declared.id, kind: declared.kind, root: id, file: declared.file, line: declared.line))
            }
        }
        return result.normalized()
    }

    /// One node per feature (kind `app`/`tabContainer` for those features, else `root`) and one edge
    /// per pair of features and kind, whose trigger is the number of edges it stands for. Edges
    /// inside a feature disappear; nodes without a feature stay as they are. Highlights move to
    /// the features and summary edges that contain them.
    ///
    /// - Complexity: O(V + E log E).
    static func collapse(_ view: FilteredGraph) -> FilteredGraph {
        let graph = view.graph
        var featureOf = Dictionary(graph.nodes.map { ($0.id, $0.feature.isEmpty ? $0.id : $0.feature) }, uniquingKeysWith: { first, _ in first })
        var nodes = graph.features.filter { feature in graph.nodes.contains { $0.feature == feature.id } }.map { feature in
            Node(id: feature.id, feature: feature.id, kind: Self.nodeKind(for: feature.kind), file: feature.file, line: feature.line)
        }
        nodes += graph.nodes.filter(\.feature.isEmpty)
        for node in graph.nodes where node.feature.isEmpty { featureOf[node.id] = node.id }
        let features = graph.features.filter { feature in nodes.contains { $0.id == feature.id } }.map { feature in
            Feature(id: feature.id, kind: feature.kind, root: feature.id, file: feature.file, line: feature.line)
        }
        var summaries: [Edge] = []
        var highlightedSummaries: Set<String> = []
        for edge in graph.edges {
            guard let from = featureOf[edge.from], let to = featureOf[edge.to], from != to else { continue }
            var summary = edge
            summary.from = from
            summary.to = to
            summaries.append(summary)
            if view.highlightedEdges.contains(edge) { highlightedSummaries.insert("\(from)\u{0}\(to)\u{0}\(edge.kind.rawValue)") }
        }
        let edges = merged(summaries) { "\($0.count) \($0.count == 1 ? "edge" : "edges")" }
        let collapsed = NavigationGraph(features: features, nodes: nodes, edges: edges, deepLinks: [], diagnostics: graph.diagnostics)
        return FilteredGraph(
            graph: collapsed,
            highlightedNodes: Set(view.highlightedNodes.compactMap { featureOf[$0] }),
            highlightedEdges: Set(edges.filter { highlightedSummaries.contains("\($0.from)\u{0}\($0.to)\u{0}\($0.kind.rawValue)") }),
            highlightedPath: view.highlightedPath,
            featuresCollapsed: true,
            warnings: view.warnings
        )
    }

    /// One node per feature, like ``collapse(_:)``, for a map's overview: each feature node knows
    /// how many screens it stands for (``FilteredGraph/screenCounts``), and every edge between two
    /// features is kept, moved onto the feature nodes with its trigger and location, so a picture
    /// draws one arrow per pair and kind weighted by the number of edges, each listed.
    ///
    /// - Complexity: O(V + E log E).
    static func overview(_ view: FilteredGraph) -> FilteredGraph {
        var collapsed = collapse(view)
        let graph = view.graph
        var featureOf: [String: String] = [:]
        for node in graph.nodes { featureOf[node.id] = node.feature.isEmpty ? node.id : node.feature }
        var counts: [String: Int] = [:]
        for node in graph.nodes { counts[featureOf[node.id] ?? node.id, default: 0] += 1 }
        var highlighted: Set<Edge> = []
        collapsed.graph.edges = graph.edges.compactMap { edge in
            guard let from = featureOf[edge.from], let to = featureOf[edge.to], from != to else { return nil }
            var moved = edge
            moved.from = from
            moved.to = to
            if view.highlightedEdges.contains(edge) { highlighted.insert(moved) }
            return moved
        }
        collapsed.graph = collapsed.graph.normalized()
        collapsed.highlightedEdges = highlighted
        collapsed.screenCounts = counts
        return collapsed
    }

    /// The node kind standing for a whole feature.
    private static func nodeKind(for kind: FeatureKind) -> NodeKind {
        switch kind {
        case .app: .app
        case .tabContainer: .tabContainer
        case .coordinator, .flow, .reducer, .view: .root
        }
    }

    /// `edges` with parallel ones (same from, to and kind) merged into the first in canonical
    /// order, whose trigger becomes `trigger(group)`.
    private static func merged(_ edges: [Edge], trigger: ([Edge]) -> String) -> [Edge] {
        // Sorted like `normalized()`, but without removing edges that became identical: each counts.
        let sorted = edges.sorted {
            ($0.from, $0.to, $0.kind, $0.line, $0.file, $0.trigger) < ($1.from, $1.to, $1.kind, $1.line, $1.file, $1.trigger)
        }
        var groups: [[Edge]] = []
        for edge in sorted {
            if let last = groups.last?.last, last.from == edge.from, last.to == edge.to, last.kind == edge.kind {
                groups[groups.count - 1].append(edge)
            } else {
                groups.append([edge])
            }
        }
        return groups.map { group in
            var edge = group[0]
            edge.trigger = trigger(group)
            return edge
        }
    }
}
