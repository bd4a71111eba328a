import FlowGraph

/// The units a DOT picture is arranged from, and the bands they go in (``ClusterBands``): each
/// feature's cluster, then each connected part of the nodes outside any cluster, then the legend.
struct PageArrangement {
    /// The unit of each node id of the graph.
    var unitOfNode: [String: Int]
    /// The quoted DOT names of each unit's nodes, the legend's included.
    var unitMembers: [[String]]
    var bands: ClusterBands

    init(
        view: FilteredGraph, clusters: [FeatureOrder.Cluster], loose: [Int], drawn: [DrawnEdge], legend: DOTLegend?, rankDirection: RankDirection,
        aspect: AspectRatio?, spacing: NodeSpacing
    ) {
        let graph = view.graph
        var groups = clusters.map { (members: $0.members, inCluster: true) }
        groups += Self.components(of: loose, in: graph, drawn: drawn).map { ($0, false) }
        var unitOfNode: [String: Int] = [:]
        for (unit, group) in groups.enumerated() {
            for i in group.members { unitOfNode[graph.nodes[i].id] = unit }
        }
        var localIndex: [String: Int] = [:]
        var sizes = [[(width: Double, height: Double)]](repeating: [], count: groups.count)
        for (unit, group) in groups.enumerated() {
            for i in group.members {
                localIndex[graph.nodes[i].id] = sizes[unit].count
                sizes[unit].append(LayoutEstimate.nodeSize(graph.nodes[i], inCluster: group.inCluster))
            }
        }
        var innerEdges = [[(Int, Int)]](repeating: [], count: groups.count)
        var crossingArrows = 0
        for arrow in drawn {
            guard let unit = unitOfNode[arrow.from], let from = localIndex[arrow.from], let to = localIndex[arrow.to] else { continue }
            if unitOfNode[arrow.to] == unit { innerEdges[unit].append((from, to)) } else { crossingArrows += 1 }
        }
        var extents = groups.indices.map { unit in
            let inner = LayoutEstimate.extent(of: sizes[unit], edges: innerEdges[unit], rankDirection: rankDirection, spacing: spacing)
            guard groups[unit].inCluster else { return inner }
            return LayoutEstimate.Extent(breadth: inner.breadth + LayoutEstimate.clusterPadding.breadth, depth: inner.depth + LayoutEstimate.clusterPadding.depth)
        }
        unitMembers = groups.map { group in group.members.map { DOTText.quoted(graph.nodes[$0].id) } }
        if let legend, !legend.nodeNames.isEmpty {
            extents.append(legend.extent)
            unitMembers.append(legend.nodeNames)
        }
        self.unitOfNode = unitOfNode
        // The picture `dot` draws unaided: one ranking over every arrow, the legend beside it.
        var allSizes: [(width: Double, height: Double)] = []
        var allIndex: [String: Int] = [:]
        for group in groups {
            for i in group.members {
                allIndex[graph.nodes[i].id] = allSizes.count
                allSizes.append(LayoutEstimate.nodeSize(graph.nodes[i], inCluster: group.inCluster))
            }
        }
        let allEdges = drawn.compactMap { arrow in allIndex[arrow.from].flatMap { from in allIndex[arrow.to].map { (from, $0) } } }
        var natural = LayoutEstimate.extent(of: allSizes, edges: allEdges, rankDirection: rankDirection, spacing: spacing)
        natural.breadth += legend?.extent.breadth ?? 0
        natural.depth = max(natural.depth, legend?.extent.depth ?? 0)
        bands = ClusterBands.choose(
            units: extents, crossingArrows: crossingArrows, natural: natural, rankDirection: rankDirection, aspect: aspect, spacing: spacing)
    }

    /// `nodes` (indices into `graph.nodes`) split into the parts `drawn` connects, ignoring
    /// direction, each in node order, ordered by their first node: an overview or a collapsed
    /// view has no clusters, and its unconnected parts are what bands can stack.
    ///
    /// - Complexity: O(V + E α(V)).
    static func components(of nodes: [Int], in graph: NavigationGraph, drawn: [DrawnEdge]) -> [[Int]] {
        var position: [String: Int] = [:]
        for (k, i) in nodes.enumerated() { position[graph.nodes[i].id] = k }
        var parent = Array(nodes.indices)
        func root(_ k: Int) -> Int {
            var k = k
            while parent[k] != k {
                parent[k] = parent[parent[k]]
                k = parent[k]
            }
            return k
        }
        for arrow in drawn {
            guard let a = position[arrow.from], let b = position[arrow.to] else { continue }
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var componentOfRoot: [Int: Int] = [:]
        var components: [[Int]] = []
        for (k, i) in nodes.enumerated() {
            let r = root(k)
            if let c = componentOfRoot[r] {
                components[c].append(i)
            } else {
                componentOfRoot[r] = components.count
                components.append([i])
            }
        }
        return components
    }

    /// Whether `arrow` joins two units, so it must not constrain ranks when there are bands.
    func crossesUnits(_ arrow: DrawnEdge) -> Bool {
        unitOfNode[arrow.from] != unitOfNode[arrow.to]
    }

    /// The invisible separator nodes and edges that stack the bands, or nothing for one band.
    /// Separator names start with a prefix no node id of `graph` starts with.
    func separators(for graph: NavigationGraph) -> String {
        guard !bands.isSingle else { return "" }
        var prefix = "band "
        while graph.nodes.contains(where: { $0.id.hasPrefix(prefix) }) { prefix += "_" }
        var out = ""
        for b in 1..<bands.bands.count {
            let separator = DOTText.quoted(prefix + String(b))
            out += "  \(separator) [id=\"band-\(b)\", label=\"\", shape=\"point\", style=\"invis\", width=\"0\", height=\"0\"];\n"
            for unit in bands.bands[b - 1] {
                for member in unitMembers[unit] { out += "  \(member) -> \(separator) [style=\"invis\"];\n" }
            }
            for unit in bands.bands[b] {
                for member in unitMembers[unit] { out += "  \(separator) -> \(member) [style=\"invis\"];\n" }
            }
        }
        return out
    }
}
