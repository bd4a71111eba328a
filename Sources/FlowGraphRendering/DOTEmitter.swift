import FlowGraph
import Foundation

/// Writes a graph as Graphviz DOT: FlowGraph's own writer, not Graphviz's.
///
/// The output is a function of the graph and the options only, byte-identical for equal
/// inputs. Features become clusters in ``FeatureOrder``; nodes and edges are styled by kind
/// (``NodeStyle``, ``EdgeStyle``); every name, parameter and trigger is escaped (``DOTText``).
/// Nodes, edges and clusters carry `id` attributes from ``ElementIDs``, which SVG output keeps.
/// Clusters go in bands when side by side they would not fit ``RenderOptions/aspectRatio``
/// (``PageArrangement``, ``ClusterBands``); the legend is one of the units banded. A map no
/// banding or direction fits is drawn with its boxes and arrows closer together (``NodeSpacing``).
///
/// - Complexity: O(V + E log E).
public struct DOTEmitter: Sendable {
    public var options: RenderOptions
    /// Put before every element id, so two pictures can share one HTML page (its overview).
    var elementIDPrefix = ""

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// From this many nodes on, `dot`'s placement is limited (`nslimit`) to keep layout time near linear.
    static let largeGraphNodes = 150

    /// The DOT text of `view`.
    public func emit(_ view: FilteredGraph) -> String {
        let graph = view.graph
        let (clusters, loose) = FeatureOrder.clusters(of: view)
        let drawn = DrawnEdge.of(graph)
        let page = self.page(view, clusters: clusters, loose: loose, drawn: drawn)
        let (legend, arrangement) = (page.legend, page.arrangement)
        var out = "digraph \"FlowGraph\" {\n"
        // Network simplex placing x coordinates dominates `dot`'s time on large graphs (72 of 76 s
        // for 500 generated screens); one iteration per node gives it 6 s and a similar picture.
        let positionLimit = graph.nodes.count >= Self.largeGraphNodes ? ", nslimit=\"1\"" : ""
        out += "  graph [rankdir=\(page.direction.rawValue), bgcolor=\"transparent\", fontname=\"\(PageStyle.font)\", fontsize=\"12\", fontcolor=\"\(PageStyle.mutedText)\", nodesep=\"\(page.spacing.inches)\", ranksep=\"0.5\", newrank=\"true\"\(positionLimit)];\n"
        out += "  node [fontname=\"\(PageStyle.font)\", fontsize=\"11\", fontcolor=\"\(NodeStyle.text)\", color=\"\(NodeStyle.border)\", margin=\"0.12,0.06\"];\n"
        out += "  edge [fontname=\"\(PageStyle.font)\", fontsize=\"9\", fontcolor=\"\(PageStyle.mutedText)\"];\n"

        for cluster in clusters {
            out += "  subgraph \"cluster_\(cluster.position)\" {\n"
            out += "    graph [id=\"\(elementIDPrefix + ElementIDs.feature(cluster.position))\", label=\(DOTText.quoted(cluster.feature.id)), style=\"rounded,filled\", color=\"\(PageStyle.clusterBorder)\", fillcolor=\"\(PageStyle.clusterFill)\", labeljust=\"l\"];\n"
            for i in cluster.members { out += "    " + node(i, graph.nodes[i], view, inCluster: true) + "\n" }
            out += "  }\n"
        }
        for i in loose {
            out += "  " + node(i, graph.nodes[i], view, inCluster: false) + "\n"
        }
        for k in DrawnEdge.drawingOrder(of: drawn, in: graph) {
            let free = !arrangement.bands.isSingle && arrangement.crossesUnits(drawn[k])
            out += "  " + edge(k, drawn[k], view, rankConstraint: !free, externalLabel: free || page.spacing.isTightened) + "\n"
        }
        out += legend?.text ?? ""
        out += arrangement.separators(for: graph, labelsInLayout: labelsShowTriggers(view) && !page.spacing.isTightened)
        out += "}\n"
        return out
    }

    /// The direction the picture is drawn in, its legend, how its units are banded and how far
    /// apart its boxes are. The picture is accepted when estimated within
    /// ``AspectRatio/readableRange``, or, with a ratio asked for, within its
    /// ``AspectRatio/acceptedRange``. It is drawn in the asked direction, else top to bottom
    /// unless that picture is estimated outside the accepted ratios even banded and left to right
    /// inside them — one connected hierarchy cannot be banded, and a shallow one of long names (a
    /// feature overview) is many times wider than tall. A picture estimated outside them either
    /// way is drawn with the first of the ``NodeSpacing/tighter`` separations that brings it
    /// inside (a map mostly made of arrows between features), or, when none does, with the
    /// separation that comes closest.
    private func page(_ view: FilteredGraph, clusters: [FeatureOrder.Cluster], loose: [Int], drawn: [DrawnEdge]) -> Page {
        let accepted = options.aspectRatio?.acceptedRange ?? AspectRatio.readableRange
        // Labels naming triggers widen the picture; a count alone (`×N`) is narrower than the
        // separation beside it. Labels of a map drawn tighter are external and take no room.
        let withTrigger = labelsShowTriggers(view)
        let triggerLabels = drawn.map { arrow in withTrigger ? arrow.label(withTrigger: true).map(LayoutEstimate.labelSize) : nil }
        let noLabels = [(width: Double, height: Double)?](repeating: nil, count: drawn.count)
        func arranged(_ direction: RankDirection, _ spacing: NodeSpacing) -> Page {
            let legend = options.legend ? DOTLegend(for: view.graph, rankDirection: direction) : nil
            let arrangement = PageArrangement(
                view: view, clusters: clusters, loose: loose, drawn: drawn, labels: spacing.isTightened ? noLabels : triggerLabels, legend: legend,
                rankDirection: direction, aspect: options.aspectRatio, spacing: spacing)
            return Page(direction: direction, legend: legend, arrangement: arrangement, spacing: spacing)
        }
        func oriented(_ spacing: NodeSpacing) -> Page {
            if let asked = options.rankDirection { return arranged(asked, spacing) }
            let upright = arranged(.topToBottom, spacing)
            guard !upright.isEstimated(within: accepted) else { return upright }
            let turned = arranged(.leftToRight, spacing)
            return turned.isEstimated(within: accepted) ? turned : upright
        }
        let standard = oriented(.standard)
        guard !standard.isEstimated(within: accepted) else { return standard }
        var candidates = [standard]
        for spacing in NodeSpacing.tighter {
            let tightened = oriented(spacing)
            if tightened.isEstimated(within: accepted) { return tightened }
            candidates.append(tightened)
        }
        return candidates.min { $0.estimatedDistance(from: accepted) < $1.estimatedDistance(from: accepted) } ?? standard
    }

    /// A picture's direction, legend, bands and node separation.
    private struct Page {
        var direction: RankDirection
        var legend: DOTLegend?
        var arrangement: PageArrangement
        var spacing: NodeSpacing
        var expectedAspect: Double { arrangement.bands.expectedAspect }
        func isEstimated(within range: ClosedRange<Double>) -> Bool { range.contains(expectedAspect) }
        /// How many times the estimated ratio is off the nearest end of `range`, as a logarithm; 0 inside.
        func estimatedDistance(from range: ClosedRange<Double>) -> Double {
            max(0, log(range.lowerBound / expectedAspect), log(expectedAspect / range.upperBound))
        }
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
        if let screens = view.screenCounts[node.id] {
            label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(PageStyle.mutedText)\">\(screens) \(screens == 1 ? "screen" : "screens")</FONT>"
        }
        let highlighted = view.highlightedNodes.contains(node.id)
        var attributes = [
            "id=\"\(elementIDPrefix + ElementIDs.node(index))\"", "label=<\(label)>", "shape=\"\(style.shape)\"", "style=\"\(style.style)\"",
            "fillcolor=\"\(highlighted ? NodeStyle.highlightFill : style.fill)\"",
            "penwidth=\"\(highlighted ? EdgeStyle.highlightPenWidth : style.penWidth)\"",
        ]
        if highlighted { attributes.append("color=\"\(EdgeStyle.highlightColor)\"") }
        return DOTText.quoted(node.id) + " [" + attributes.joined(separator: ", ") + "];"
    }

    /// Whether arrows are labelled with their trigger: when asked for, and in a view with
    /// features collapsed other than an overview.
    private func labelsShowTriggers(_ view: FilteredGraph) -> Bool {
        options.edgeLabels || (view.featuresCollapsed && view.screenCounts.isEmpty)
    }

    /// One arrow per move (``DrawnEdge``). An arrow standing for several edges is labelled with
    /// their count and lists every trigger and `file:line` in its tooltip; others keep Graphviz's
    /// tooltip (`from->to`), and the HTML page shows their trigger on click.
    /// Without `rankConstraint` the arrow does not rank its ends (it joins two units of a
    /// banded page, ``ClusterBands``). An `externalLabel` is placed after layout instead of
    /// taking a rank of its own between the arrow's ends: `dot` ranks every picture with edge
    /// labels twice as deep, so each arrow passes twice as many ranks (a map drawn tighter,
    /// ``NodeSpacing``, is mostly such arrows: IceCubes' took 41 s of CPU with labels, 6.5 s with
    /// external ones).
    private func edge(_ index: Int, _ edge: DrawnEdge, _ view: FilteredGraph, rankConstraint: Bool, externalLabel: Bool) -> String {
        let style = EdgeStyle.of(edge.kind)
        let highlighted = edge.isHighlighted(in: view.highlightedEdges)
        let overview = !view.screenCounts.isEmpty
        let penWidth = overview ? EdgeStyle.weightedPenWidth(style, count: edge.count) : style.penWidth
        var attributes = [
            "id=\"\(elementIDPrefix + ElementIDs.edge(index))\"", "style=\"\(style.line)\"",
            "color=\"\(highlighted ? EdgeStyle.highlightColor : style.color)\"",
            "penwidth=\"\(highlighted ? EdgeStyle.highlightPenWidth : penWidth)\"", "arrowhead=\"\(style.arrowhead)\"",
        ]
        if let label = edge.label(withTrigger: labelsShowTriggers(view)) {
            // libgvc 2.42 corrupts its heap laying out a labelled edge with constraint=false (half
            // the in-process renders of the browser test's graph with --labels aborted); an
            // external label, placed after layout, does not.
            attributes.append("\(externalLabel ? "xlabel" : "label")=\(DOTText.quoted(label))")
        }
        if edge.count > 1 { attributes.append("tooltip=\(DOTText.quoted(edge.tooltip))") }
        if !rankConstraint { attributes.append("constraint=\"false\"") }
        return DOTText.quoted(edge.from) + " -> " + DOTText.quoted(edge.to) + " [" + attributes.joined(separator: ", ") + "];"
    }
}
