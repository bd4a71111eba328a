import FlowGraph

/// The units a DOT picture is arranged from, and the bands they go in (``ClusterBands``): each
/// feature's cluster, then each connected part of the nodes outside any cluster, then the legend.
/// `labels` holds, parallel to `drawn`, the size of each arrow's label `dot` lays out (`nil` for
/// none or one placed after layout).
struct PageArrangement {
    /// The unit of each node id of the graph.
    var unitOfNode: [String: Int]
    /// The quoted DOT names of each unit's nodes, the legend's included.
    var unitMembers: [[String]]
    var bands: ClusterBands

    init(
        view: FilteredGraph, clusters: [FeatureOrder.Cluster], loose: [Int], drawn: [DrawnEdge], labels: [(width: Double, height: Double)?],
        legend: DOTLegend?, rankDirection: RankDirection, aspect: AspectRatio?, spacing: NodeSpacing
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
        var innerLabels = [[(width: Double, height: Double)?]](repeating: [], count: groups.count)
        var crossingArrows = 0
        for (k, arrow) in drawn.enumerated() {
            guard let unit = unitOfNode[arrow.from], let from = localIndex[arrow.from], let to = localIndex[arrow.to] else { continue }
            if unitOfNode[arrow.to] == unit {
                innerEdges[unit].append((from, to))
                innerLabels[unit].append(labels[k])
            } else {
                crossingArrows += 1
            }
        }
        var extents = groups.indices.map { unit in
            let inner = LayoutEstimate.extent(
                of: sizes[unit], edges: innerEdges[unit], labels: innerLabels[unit], rankDirection: rankDirection, spacing: spacing)
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
        var allEdges: [(Int, Int)] = []
        var allLabels: [(width: Double, height: Double)?] = []
        for (k, arrow) in drawn.enumerated() {
            guard let from = allIndex[arrow.from], let to = allIndex[arrow.to] else { continue }
            allEdges.append((from, to))
            allLabels.append(labels[k])
        }
        var natural = LayoutEstimate.extent(of: allSizes, edges: allEdges, labels: allLabels, rankDirection: rankDirection, spacing: spacing)
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
    /// Separator names start with a prefix no node id of `graph` starts with. With
    /// `labelsInLayout` the separator edges do not pull boxes sideways (`weight=0`): `dot` sets
    /// a label to the right of its arrow, so a band's boxes sit left of its middle, and pulled
    /// under the separators each band shifted by about half its breadth from the one above — a
    /// staircase 4.5:1 for a dozen labelled features stacked 0.8:1.
    func separators(for graph: NavigationGraph, labelsInLayout: Bool) -> String {
        guard !bands.isSingle else { return "" }
        let edge = labelsInLayout ? "[style=\"invis\", weight=\"0\"]" : "[style=\"invis\"]"
        var prefix = "band "
        while graph.nodes.contains(where: { $0.id.hasPrefix(prefix) }) { prefix += "_" }
        var out = ""
        for b in 1..<bands.bands.count {
            let separator = DOTText.quoted(prefix + String(b))
            out += "  \(separator) [id=\"band-\(b)\", label=\"\", shape=\"point\", style=\"invis\", width=\"0\", height=\"0\"];\n"
            for unit in bands.bands[b - 1] {
                for member in unitMembers[unit] { out += "  \(member) -> \(separator) \(edge);\n" }
            }
            for unit in bands.bands[b] {
                for member in unitMembers[unit] { out += "  \(separator) -> \(member) \(edge);\n" }
            }
        }
        return out
    }
}
