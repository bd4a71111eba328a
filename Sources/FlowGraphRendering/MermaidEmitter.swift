import FlowGraph

/// Writes a graph as a Mermaid `flowchart` that GitHub renders in Markdown.
///
/// Mermaid ids are positions (`n0`, `f0`), so no name from the app can clash with Mermaid's
/// keywords (`end`, `graph`) or syntax; names only appear in quoted labels, escaped with
/// ``label(_:)``. Each feature is a `subgraph`, in ``FeatureOrder``; there is one link per move
/// (``DrawnEdge``, labelled `×N` when it stands for N edges), styled by the edge kind
/// (``EdgeStyle``): the arrow syntax, then a `linkStyle` per kind for colour and dashes.
///
/// - Complexity: O(V + E).
public struct MermaidEmitter: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The Mermaid text of `view`.
    public func emit(_ view: FilteredGraph) -> String {
        let graph = view.graph
        var out = "flowchart \((options.rankDirection ?? .topToBottom).rawValue)\n"
        let (clusters, loose) = FeatureOrder.clusters(of: view)
        for cluster in clusters {
            out += "  subgraph f\(cluster.position)[\(Self.label(cluster.feature.id))]\n"
            for i in cluster.members { out += "    " + node(i, graph.nodes[i], screens: view.screenCounts[graph.nodes[i].id]) + "\n" }
            out += "  end\n"
        }
        for i in loose {
            out += "  " + node(i, graph.nodes[i], screens: view.screenCounts[graph.nodes[i].id]) + "\n"
        }

        let nodeIndex = Dictionary(graph.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var linksByKind: [EdgeKind: [Int]] = [:]
        var highlightedLinks: [Int] = []
        var linkCount = 0
        let drawn = DrawnEdge.of(graph)
        for edge in DrawnEdge.drawingOrder(of: drawn, in: graph).map({ drawn[$0] }) {
            guard let from = nodeIndex[edge.from], let to = nodeIndex[edge.to] else { continue }
            let style = EdgeStyle.of(edge.kind)
            var arrow = style.mermaidArrow
            if let label = edge.label(withTrigger: options.edgeLabels || (view.featuresCollapsed && view.screenCounts.isEmpty)) {
                arrow += "|\(Self.label(label))|"
            }
            out += "  n\(from) \(arrow) n\(to)\n"
            linksByKind[edge.kind, default: []].append(linkCount)
            if edge.isHighlighted(in: view.highlightedEdges) { highlightedLinks.append(linkCount) }
            linkCount += 1
        }
        for kind in EdgeKind.allCases {
            guard let links = linksByKind[kind] else { continue }
            let style = EdgeStyle.of(kind)
            var css = "stroke:\(style.color),stroke-width:\(style.penWidth)px"
            if let dash = style.mermaidDash { css += ",stroke-dasharray:\(dash)" }
            out += "  linkStyle \(links.map(String.init).joined(separator: ",")) \(css)\n"
        }
        if !highlightedLinks.isEmpty {
            out += "  linkStyle \(highlightedLinks.map(String.init).joined(separator: ",")) stroke:\(EdgeStyle.highlightColor),stroke-width:\(EdgeStyle.highlightPenWidth)px\n"
        }
        for kind in NodeKind.allCases {
            let style = NodeStyle.of(kind)
            out += "  classDef \(kind.rawValue) fill:\(style.fill),stroke:\(NodeStyle.border),stroke-width:\(style.penWidth)px,color:\(NodeStyle.text)\n"
        }
        out += "  classDef highlighted fill:\(NodeStyle.highlightFill),stroke:\(EdgeStyle.highlightColor),stroke-width:\(EdgeStyle.highlightPenWidth)px,color:\(NodeStyle.text)\n"
        for kind in NodeKind.allCases {
            let members = graph.nodes.indices.filter { graph.nodes[$0].kind == kind && !view.highlightedNodes.contains(graph.nodes[$0].id) }
            if !members.isEmpty { out += "  class \(members.map { "n\($0)" }.joined(separator: ",")) \(kind.rawValue)\n" }
        }
        let highlighted = graph.nodes.indices.filter { view.highlightedNodes.contains(graph.nodes[$0].id) }
        if !highlighted.isEmpty { out += "  class \(highlighted.map { "n\($0)" }.joined(separator: ",")) highlighted\n" }
        return out
    }

    /// A node labelled with its id and parameters, or in an overview with its number of `screens`.
    private func node(_ index: Int, _ node: Node, screens: Int?) -> String {
        let style = NodeStyle.of(node.kind)
        var text = node.parameters.isEmpty ? node.id : "\(node.id)(\(node.parameters.joined(separator: ", ")))"
        if let screens { text += " (\(screens) \(screens == 1 ? "screen" : "screens"))" }
        return "n\(index)\(style.mermaidOpen)\(Self.label(text))\(style.mermaidClose)"
    }

    /// `text` as a quoted Mermaid label: letters, digits and a few harmless punctuation marks are
    /// kept, every other ASCII character and every control or bidirectional-override character
    /// becomes a numeric entity (`#34;`), which Mermaid decodes. Quotes, brackets, pipes, `#`,
    /// `;`, backticks (which could close a Markdown fence) and markup therefore cannot end the
    /// label or reach the page as HTML. Other unicode (accents, RTL letters, emoji) is kept.
    static func label(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if isKept(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "#\(scalar.value);"
            }
        }
        return out + "\""
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0x20, 0x2E, 0x2C, 0x3A, 0x5F, 0x2D, 0x28, 0x29, 0x2F, 0x3F, 0x3D, 0x2B, 0x2A, 0x21, 0x40: return true  // space . , : _ - ( ) / ? = + * ! @
        case 0..<0x80: return false
        case 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0xFEFF: return false
        default: return true
        }
    }
}
