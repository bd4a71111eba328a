import FlowGraph

/// Writes one self-contained HTML page: the SVG drawn by Graphviz inline, with search by screen
/// name, pan and zoom, details (kind, parameters, `file:line`) on click and a highlighted path
/// between two chosen nodes. No network access: script and style are inline. A large map opens
/// on its overview (one node per feature, ``opensOnOverview(_:)``); a click on a feature shows
/// the full map zoomed onto that feature's cluster.
///
/// The graph's data is embedded as JSON in a `<script type="application/json">` element with
/// `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026`, so no string from the app can close
/// the element (`</script>`) or open a comment (`<!--`); the page's script reads it with
/// `JSON.parse` and writes it to the page only through `textContent`. SVG element ids follow
/// ``ElementIDs``, so node `i` of the SVG is `nodes[i]` of the data.
public struct HTMLEmitter: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The page for `view`, with Graphviz's warnings.
    ///
    /// - Throws: ``RenderingError`` when Graphviz fails.
    public func emit(_ view: FilteredGraph) throws -> (html: String, warnings: [String]) {
        let dot = DOTEmitter(options: options).emit(view)
        let (svgData, warnings) = try GraphvizLibrary.render(dot: dot, engine: options.engine, format: "svg")
        let svg = Self.inlineSVG(String(decoding: svgData, as: UTF8.self))
        let overview = try Self.opensOnOverview(view) ? overviewSVG(of: view) : nil
        let title = view.graph.features.first { $0.kind == .app }?.id ?? "Navigation graph"
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
        page += "<title>\(Self.escapeHTML(title)) — FlowGraph</title>\n<style>\n\(HTMLPageAssets.style)</style>\n</head>\n<body>\n"
        page += HTMLPageAssets.body
        page += "<main id=\"canvas\">\n\(svg)\n</main>\n"
        if let overview { page += "<section id=\"overview\" aria-label=\"Overview\">\n\(overview.svg)\n</section>\n" }
        var data = Self.data(view)
        if let overview, case .object(let pairs) = data { data = .object(pairs + [("overview", overview.features)]) }
        page += "<script type=\"application/json\" id=\"flowgraph-data\">\(Self.scriptSafeJSON(data))</script>\n"
        page += "<script>\n\(HTMLPageAssets.script)</script>\n</body>\n</html>\n"
        return (page, warnings)
    }

    /// From this many screens on, a page with several features opens on its overview.
    static let overviewNodeThreshold = 80

    /// Whether the page of `view` opens on the overview: a map of at least
    /// ``overviewNodeThreshold`` screens in at least three features.
    static func opensOnOverview(_ view: FilteredGraph) -> Bool {
        !view.featuresCollapsed && view.graph.nodes.count >= overviewNodeThreshold && FeatureOrder.clusters(of: view).clusters.count >= 3
    }

    /// The overview of `view` (``GraphFilter/overview``) as inline SVG whose element ids start with
    /// `overview-`, and for each of its nodes, in SVG id order, the feature and the id of that
    /// feature's cluster in the full map (`null` for a node outside any feature).
    func overviewSVG(of view: FilteredGraph) throws -> (svg: String, features: JSONValue) {
        let overview = try GraphFilter(overview: true).apply(to: view.graph)
        var emitter = DOTEmitter(options: RenderOptions(engine: options.engine, rankDirection: options.rankDirection, legend: false))
        emitter.elementIDPrefix = "overview-"
        let (svgData, _) = try GraphvizLibrary.render(dot: emitter.emit(overview), engine: options.engine, format: "svg")
        var clusterOf: [String: String] = [:]
        for cluster in FeatureOrder.clusters(of: view).clusters { clusterOf[cluster.feature.id] = ElementIDs.feature(cluster.position) }
        let features = overview.graph.nodes.map { node -> JSONValue in
            .object([
                ("feature", .string(node.id)), ("screens", .int(overview.screenCounts[node.id] ?? 0)),
                ("cluster", clusterOf[node.id].map(JSONValue.string) ?? .null),
            ])
        }
        return (Self.inlineSVG(String(decoding: svgData, as: UTF8.self)), .array(features))
    }

    /// The SVG document without its XML declaration, doctype and comments, to sit inside HTML.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        var body = ""
        var rest = svg[start.lowerBound...]
        while let open = rest.range(of: "<!--") {
            body += rest[..<open.lowerBound]
            guard let close = rest.range(of: "-->", range: open.upperBound..<rest.endIndex) else { break }
            rest = rest[close.upperBound...]
        }
        if rest.range(of: "<!--") == nil { body += rest }
        return body.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The embedded data: nodes and drawn edges (``DrawnEdge``, each with its `occurrences`) in
    /// SVG id order, and the highlighted ones by index.
    static func data(_ view: FilteredGraph) -> JSONValue {
        let graph = view.graph
        let nodes = graph.nodes.map { node -> JSONValue in
            .object([
                ("id", .string(node.id)), ("feature", .string(node.feature)), ("kind", .string(node.kind.rawValue)),
                ("parameters", .array(node.parameters.map(JSONValue.string))), ("file", .string(node.file)), ("line", .int(node.line)),
            ])
        }
        let nodeIndex = Dictionary(graph.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let drawn = DrawnEdge.of(graph)
        let edges = drawn.map { edge -> JSONValue in
            let first = edge.occurrences[0]
            return .object([
                ("from", .int(nodeIndex[edge.from] ?? -1)), ("to", .int(nodeIndex[edge.to] ?? -1)), ("kind", .string(edge.kind.rawValue)),
                ("trigger", .string(first.trigger)), ("file", .string(first.file)), ("line", .int(first.line)),
                ("occurrences", .array(edge.occurrences.map { occurrence in
                    .object([("trigger", .string(occurrence.trigger)), ("file", .string(occurrence.file)), ("line", .int(occurrence.line))])
                })),
            ])
        }
        return .object([
            ("nodes", .array(nodes)),
            ("edges", .array(edges)),
            ("highlightedNodes", .array(graph.nodes.indices.filter { view.highlightedNodes.contains(graph.nodes[$0].id) }.map(JSONValue.int))),
            ("highlightedEdges", .array(drawn.indices.filter { drawn[$0].isHighlighted(in: view.highlightedEdges) }.map(JSONValue.int))),
        ])
    }

    /// JSON text that is inert inside `<script>`: the characters of markup are unicode escapes,
    /// which is valid JSON because they can only occur inside strings.
    static func scriptSafeJSON(_ value: JSONValue) -> String {
        var out = ""
        for scalar in JSONWriter(expandedDepth: 1).string(value).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` escaped for HTML text and attribute values.
    static func escapeHTML(_ text: String) -> String {
        DOTText.xmlSafe(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }
}
