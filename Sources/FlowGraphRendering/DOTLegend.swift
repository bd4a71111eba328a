import FlowGraph

/// The legend of a DOT picture: a cluster with one sample per node kind and per edge kind the
/// graph uses, labelled by kind. Its node names start with a prefix no node id of the graph
/// starts with.
struct DOTLegend {
    /// The cluster's DOT text; empty when the graph has no node and no edge.
    var text = ""
    /// The quoted DOT names of its nodes, for the band separators of ``ClusterBands``.
    var nodeNames: [String] = []
    /// Its estimated extent (``LayoutEstimate``).
    var extent = LayoutEstimate.Extent(breadth: 0, depth: 0)

    init(for graph: NavigationGraph, rankDirection: RankDirection) {
        let nodeKinds = NodeKind.allCases.filter { kind in graph.nodes.contains { $0.kind == kind } }
        let edgeKinds = EdgeKind.allCases.filter { kind in graph.edges.contains { $0.kind == kind } }
        guard !nodeKinds.isEmpty || !edgeKinds.isEmpty else { return }
        var prefix = "legend "
        while graph.nodes.contains(where: { $0.id.hasPrefix(prefix) }) { prefix += "_" }
        var sizes: [(width: Double, height: Double)] = []
        var sampleEdges: [(Int, Int)] = []
        // `dot` lays the samples of a cluster's disconnected parts out right to left in emission
        // order, so they are written in reverse to read left to right.
        var out = "  subgraph \"cluster_legend\" {\n"
        out += "    graph [id=\"legend\", label=\"Legend\", style=\"rounded,dashed\", color=\"\(PageStyle.clusterBorder)\", labeljust=\"l\"];\n"
        for kind in nodeKinds.reversed() {
            let style = NodeStyle.of(kind)
            let name = DOTText.quoted(prefix + kind.rawValue)
            out += "    \(name) [id=\"legend-node-\(kind.rawValue)\", label=\"\(kind.rawValue)\", shape=\"\(style.shape)\", style=\"\(style.style)\", fillcolor=\"\(style.fill)\", penwidth=\"\(style.penWidth)\", fontsize=\"9\"];\n"
            nodeNames.append(name)
            sizes.append((max(54, Double(kind.rawValue.count) * 9 * 0.55 + 20), 36))
        }
        for kind in edgeKinds.reversed() {
            let style = EdgeStyle.of(kind)
            let from = DOTText.quoted(prefix + kind.rawValue + " from"), to = DOTText.quoted(prefix + kind.rawValue + " to")
            out += "    \(from) [id=\"legend-edge-\(kind.rawValue)-from\", label=\"\(kind.rawValue)\", shape=\"plaintext\", style=\"solid\", fontsize=\"9\", fontcolor=\"\(PageStyle.mutedText)\"];\n"
            out += "    \(to) [id=\"legend-edge-\(kind.rawValue)-to\", label=\"\", shape=\"point\", width=\"0.05\", color=\"\(style.color)\"];\n"
            out += "    \(from) -> \(to) [id=\"legend-edge-\(kind.rawValue)\", style=\"\(style.line)\", color=\"\(style.color)\", penwidth=\"\(style.penWidth)\", arrowhead=\"\(style.arrowhead)\"];\n"
            nodeNames += [from, to]
            sampleEdges.append((sizes.count, sizes.count + 1))
            sizes += [(max(54, Double(kind.rawValue.count) * 9 * 0.55 + 20), 36), (4, 4)]
        }
        text = out + "  }\n"
        let inner = LayoutEstimate.extent(of: sizes, edges: sampleEdges, rankDirection: rankDirection)
        extent = LayoutEstimate.Extent(breadth: inner.breadth + LayoutEstimate.clusterPadding.breadth, depth: inner.depth + LayoutEstimate.clusterPadding.depth)
    }
}
