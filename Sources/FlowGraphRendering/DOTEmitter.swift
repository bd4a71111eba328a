import FlowGraph

/// Writes a graph as Graphviz DOT: FlowGraph's own writer, not Graphviz's.
///
/// The output is a function of the graph and the options only, byte-identical for equal
/// inputs. Features become clusters in ``FeatureOrder``; nodes and edges are styled by kind
/// (``NodeStyle``, ``EdgeStyle``); every name, parameter and trigger is escaped (``DOTText``).
/// Nodes, edges and clusters carry `id` attributes from ``ElementIDs``, which SVG output keeps.
///
/// - Complexity: O(V + E log E).
public struct DOTEmitter: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The DOT text of `view`.
    public func emit(_ view: FilteredGraph) -> String {
        let graph = view.graph
        var out = "digraph \"FlowGraph\" {\n"
        out += "  graph [rankdir=\(options.rankDirection.rawValue), bgcolor=\"transparent\", fontname=\"\(PageStyle.font)\", fontsize=\"12\", fontcolor=\"\(PageStyle.mutedText)\", nodesep=\"0.35\", ranksep=\"0.5\", newrank=\"true\"];\n"
        out += "  node [fontname=\"\(PageStyle.font)\", fontsize=\"11\", fontcolor=\"\(NodeStyle.text)\", color=\"\(NodeStyle.border)\", margin=\"0.12,0.06\"];\n"
        out += "  edge [fontname=\"\(PageStyle.font)\", fontsize=\"9\", fontcolor=\"\(PageStyle.mutedText)\"];\n"

        let (clusters, loose) = FeatureOrder.clusters(of: view)
        for cluster in clusters {
            out += "  subgraph \"cluster_\(cluster.position)\" {\n"
            out += "    graph [id=\"\(ElementIDs.feature(cluster.position))\", label=\(DOTText.quoted(cluster.feature.id)), style=\"rounded,filled\", color=\"\(PageStyle.clusterBorder)\", fillcolor=\"\(PageStyle.clusterFill)\", labeljust=\"l\"];\n"
            for i in cluster.members { out += "    " + node(i, graph.nodes[i], view, inCluster: true) + "\n" }
            out += "  }\n"
        }
        for i in loose {
            out += "  " + node(i, graph.nodes[i], view, inCluster: false) + "\n"
        }
        let drawn = DrawnEdge.of(graph)
        for k in DrawnEdge.drawingOrder(of: drawn, in: graph) {
            out += "  " + edge(k, drawn[k], view) + "\n"
        }
        if options.legend { out += legend(for: graph) }
        out += "}\n"
        return out
    }

    /// A node whose label is its short name in bold, then its qualifier (``NodeLabel``) and its
    /// parameters (at most ``NodeLabel/parameterLimit`` characters) in small type.
    private func node(_ index: Int, _ node: Node, _ view: FilteredGraph, inCluster: Bool) -> String {
        let style = NodeStyle.of(node.kind)
        let text = NodeLabel(node, inCluster: inCluster)
        var label = "<B>" + DOTText.html(text.name) + "</B>"
        if let qualifier = text.qualifier {
            label += "<BR/><FONT POINT-SIZE=\"8\" COLOR=\"\(PageStyle.mutedText)\">" + DOTText.html(qualifier) + "</FONT>"
        }
        if !node.parameters.isEmpty {
            label += "<BR/><FONT POINT-SIZE=\"9\">" + DOTText.html(NodeLabel.shortened(node.parameters.joined(separator: ", "))) + "</FONT>"
        }
        let highlighted = view.highlightedNodes.contains(node.id)
        var attributes = [
            "id=\"\(ElementIDs.node(index))\"", "label=<\(label)>", "shape=\"\(style.shape)\"", "style=\"\(style.style)\"",
            "fillcolor=\"\(highlighted ? NodeStyle.highlightFill : style.fill)\"",
            "penwidth=\"\(highlighted ? EdgeStyle.highlightPenWidth : style.penWidth)\"",
        ]
        if highlighted { attributes.append("color=\"\(EdgeStyle.highlightColor)\"") }
        return DOTText.quoted(node.id) + " [" + attributes.joined(separator: ", ") + "];"
    }

    /// One arrow per move (``DrawnEdge``). An arrow standing for several edges is labelled with
    /// their count and lists every trigger and `file:line` in its tooltip; others keep Graphviz's
    /// tooltip (`from->to`), and the HTML page shows their trigger on click.
    private func edge(_ index: Int, _ edge: DrawnEdge, _ view: FilteredGraph) -> String {
        let style = EdgeStyle.of(edge.kind)
        let highlighted = edge.isHighlighted(in: view.highlightedEdges)
        var attributes = [
            "id=\"\(ElementIDs.edge(index))\"", "style=\"\(style.line)\"",
            "color=\"\(highlighted ? EdgeStyle.highlightColor : style.color)\"",
            "penwidth=\"\(highlighted ? EdgeStyle.highlightPenWidth : style.penWidth)\"", "arrowhead=\"\(style.arrowhead)\"",
        ]
        if let label = edge.label(withTrigger: options.edgeLabels || view.featuresCollapsed) {
            attributes.append("label=\(DOTText.quoted(label))")
        }
        if edge.count > 1 { attributes.append("tooltip=\(DOTText.quoted(edge.tooltip))") }
        return DOTText.quoted(edge.from) + " -> " + DOTText.quoted(edge.to) + " [" + attributes.joined(separator: ", ") + "];"
    }

    /// A cluster with one sample per node kind and per edge kind the graph uses, labelled by kind.
    /// Its node names start with a prefix no node id of the graph starts with.
    private func legend(for graph: NavigationGraph) -> String {
        let nodeKinds = NodeKind.allCases.filter { kind in graph.nodes.contains { $0.kind == kind } }
        let edgeKinds = EdgeKind.allCases.filter { kind in graph.edges.contains { $0.kind == kind } }
        guard !nodeKinds.isEmpty || !edgeKinds.isEmpty else { return "" }
        var prefix = "legend "
        while graph.nodes.contains(where: { $0.id.hasPrefix(prefix) }) { prefix += "_" }
        // `dot` lays the samples of a cluster's disconnected parts out right to left in emission
        // order, so they are written in reverse to read left to right.
        var out = "  subgraph \"cluster_legend\" {\n"
        out += "    graph [id=\"legend\", label=\"Legend\", style=\"rounded,dashed\", color=\"\(PageStyle.clusterBorder)\", labeljust=\"l\"];\n"
        for kind in nodeKinds.reversed() {
            let style = NodeStyle.of(kind)
            out += "    \(DOTText.quoted(prefix + kind.rawValue)) [id=\"legend-node-\(kind.rawValue)\", label=\"\(kind.rawValue)\", shape=\"\(style.shape)\", style=\"\(style.style)\", fillcolor=\"\(style.fill)\", penwidth=\"\(style.penWidth)\", fontsize=\"9\"];\n"
        }
        for kind in edgeKinds.reversed() {
            let style = EdgeStyle.of(kind)
            let from = DOTText.quoted(prefix + kind.rawValue + " from"), to = DOTText.quoted(prefix + kind.rawValue + " to")
            out += "    \(from) [id=\"legend-edge-\(kind.rawValue)-from\", label=\"\(kind.rawValue)\", shape=\"plaintext\", style=\"solid\", fontsize=\"9\", fontcolor=\"\(PageStyle.mutedText)\"];\n"
            out += "    \(to) [id=\"legend-edge-\(kind.rawValue)-to\", label=\"\", shape=\"point\", width=\"0.05\", color=\"\(style.color)\"];\n"
            out += "    \(from) -> \(to) [id=\"legend-edge-\(kind.rawValue)\", style=\"\(style.line)\", color=\"\(style.color)\", penwidth=\"\(style.penWidth)\", arrowhead=\"\(style.arrowhead)\"];\n"
        }
        return out + "  }\n"
    }
}
