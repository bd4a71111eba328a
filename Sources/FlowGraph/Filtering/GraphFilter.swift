/// The view options every output format shares: `--kinds`, `--feature`, `--focus`/`--radius`,
/// `--highlight-path` and `--collapse-features`.
///
/// ``apply(to:)`` runs them in a fixed order, each on the result of the previous one:
/// 1. `kinds` drops edges of other kinds (nodes stay, so a screen reached only otherwise is still shown);
/// 2. `feature` keeps one feature's nodes; an edge crossing its boundary is kept with its outside
///    end replaced by one placeholder node per outside feature (parallel ones merged, counted);
/// 3. `focus` keeps the nodes at most `radius` edges away in either direction;
/// 4. `highlightPath` marks the shortest path of `flowgraph path` (``GraphIndex/shortestPath(from:to:)``:
///    fewest edges, then lowest cost, then node id order, SPEC §3) in what is left, so the
///    highlighted path is one the picture shows;
/// 5. `collapseFeatures` turns each feature into one node and the edges between two features of
///    one kind into one edge whose trigger is their count; `overview` instead keeps every edge
///    between two features, moved onto their nodes, and counts each feature's screens.
///
/// Node names accept a full id or a unique suffix (``NodeResolver``); feature names the feature id,
/// case-insensitively when unambiguous.
public struct GraphFilter: Sendable {
    /// Edge kinds to keep; `nil` keeps all.
    public var kinds: Set<EdgeKind>?
    /// The feature to show alone.
    public var feature: String?
    /// The node to show with its neighbourhood.
    public var focus: String?
    /// How many edges away from ``focus`` nodes are kept.
    public var radius: Int
    /// The two ends of the path to highlight.
    public var highlightPath: (from: String, to: String)?
    /// Whether to draw one node per feature.
    public var collapseFeatures: Bool
    /// Whether to draw the map's overview: one node per feature with its number of screens, and
    /// the edges between features (``overview(_:)``).
    public var overview: Bool

    public init(
        kinds: Set<EdgeKind>? = nil, feature: String? = nil, focus: String? = nil, radius: Int = 1,
        highlightPath: (from: String, to: String)? = nil, collapseFeatures: Bool = false, overview: Bool = false
    ) {
        self.kinds = kinds
        self.feature = feature
        self.focus = focus
        self.radius = radius
        self.highlightPath = highlightPath
        self.collapseFeatures = collapseFeatures
        self.overview = overview
    }

    /// The filtered view of `graph`.
    ///
    /// - Throws: ``FlowGraphError/unknownNode(name:suggestions:)``,
    ///   ``FlowGraphError/ambiguousNode(name:candidates:)`` or
    ///   ``FlowGraphError/unknownFeature(name:candidates:)`` for a name that designates nothing,
    ///   ``FlowGraphError/invalidFilter(message:)`` for a focus outside the chosen feature or a
    ///   negative radius.
    /// - Complexity: O(V + E) per step after the O(V log V + E log E) normalisation.
    public func apply(to graph: NavigationGraph) throws -> FilteredGraph {
        let full = graph.normalized()
        let resolver = NodeResolver(graph: full)
        let focusID = try focus.map(resolver.resolve)
        let pathIDs = try highlightPath.map { (try resolver.resolve($0.from), try resolver.resolve($0.to)) }
        guard radius >= 0 else {
            throw FlowGraphError.invalidFilter(message: "--radius must be 0 or more, not \(radius)")
        }

        var view = full
        if let kinds {
            view.edges.removeAll { !kinds.contains($0.kind) }
        }
        if let feature {
            view = Self.isolate(feature: try Self.resolveFeature(feature, in: full), of: view)
        }
        if let focusID {
            guard view.nodes.contains(where: { $0.id == focusID }) else {
                throw FlowGraphError.invalidFilter(
                    message: "the focus node '\(focusID)' is not in feature '\(feature ?? "")'; drop --feature or pick a node of it")
            }
            view = Self.neighbourhood(of: focusID, radius: radius, in: view)
        }
        var result = FilteredGraph(graph: view)
        if let (from, to) = pathIDs {
            let index = GraphIndex(result.graph)
            if let source = index.indexOf[from], let target = index.indexOf[to],
               let path = index.shortestPath(from: source, to: target) {
                result.highlightedNodes = Set(path.nodes.map { index.ids[$0] })
                result.highlightedEdges = Set(path.edges.map(index.edge))
                result.highlightedPath = HighlightedPath(from: from, to: to, steps: path.edges.map(index.edge))
            } else {
                result.warnings.append("no path from '\(from)' to '\(to)' in the graph shown; nothing is highlighted")
            }
        }
        if overview {
            result = Self.overview(result)
        } else if collapseFeatures {
            result = Self.collapse(result)
        }
        return result
    }

    /// The feature id `name` designates: exact, else the one matching ignoring case.
    static func resolveFeature(_ name: String, in graph: NavigationGraph) throws -> String {
        let ids = graph.features.map(\.id)
        if ids.contains(name) { return name }
        let matches = ids.filter { $0.lowercased() == name.lowercased() }
        if matches.count == 1 { return matches[0] }
        throw FlowGraphError.unknownFeature(name: name, candidates: ids)
    }

    /// The nodes at most `radius` edges from `center`, following edges both ways, and the
    /// edges between them.
    ///
    /// - Complexity: O(V + E).
    static func neighbourhood(of center: String, radius: Int, in graph: NavigationGraph) -> NavigationGraph {
        let index = GraphIndex(graph)
        guard let start = index.indexOf[center] else { return graph }
        var distance = [Int](repeating: -1, count: index.nodeCount)
        distance[start] = 0
        var frontier = [start]
        var step = 0
        while step < radius, !frontier.isEmpty {
            step += 1
            var next: [Int] = []
            for u in frontier {
                for e in index.outgoing[u] + index.incoming[u] {
                    let v = index.edgeFrom[e] == u ? index.edgeTo[e] : index.edgeFrom[e]
                    if distance[v] == -1 {
                        distance[v] = step
                        next.append(v)
                    }
                }
            }
            frontier = next
        }
        let kept = Set(index.ids.indices.filter { distance[$0] >= 0 }.map { index.ids[$0] })
        return restrict(index.graph, to: kept)
    }

    /// `graph` with only the nodes in `kept`, the edges and deep links between them, and the
    /// features that still own a node (a feature whose root is gone is rooted at its first node left).
    static func restrict(_ graph: NavigationGraph, to kept: Set<String>) -> NavigationGraph {
        var result = graph
        result.nodes.removeAll { !kept.contains($0.id) }
        result.edges.removeAll { !kept.contains($0.from) || !kept.contains($0.to) }
        result.deepLinks = graph.deepLinks.compactMap { link in
            guard kept.contains(link.target) else { return nil }
            var link = link
            link.handlerStack.removeAll { !kept.contains($0) }
            return link
        }
        var firstNode: [String: String] = [:]
        for node in result.nodes where firstNode[node.feature] == nil {
            firstNode[node.feature] = node.id
        }
        result.features = graph.features.compactMap { feature in
            guard let first = firstNode[feature.id] else { return nil }
            var feature = feature
            if !kept.contains(feature.root) { feature.root = first }
            return feature
        }
        return result
    }
}
