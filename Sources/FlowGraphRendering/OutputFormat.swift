import FlowGraph
import Foundation

/// Every format `flowgraph render` writes, each produced by one emitter.
public enum OutputFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, dot, mermaid, html, json

    /// Whether the format is binary, so it cannot go to a terminal and needs a file.
    public var isBinary: Bool {
        switch self {
        case .png, .pdf: true
        case .svg, .dot, .mermaid, .html, .json: false
        }
    }

    /// The format a file name's extension designates: `.svg`, `.png`, `.pdf`, `.dot`/`.gv`,
    /// `.mmd`/`.mermaid`, `.html`/`.htm`, `.json`; `nil` for any other.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "dot", "gv": self = .dot
        case "mmd", "mermaid": self = .mermaid
        case "html", "htm": self = .html
        case "json": self = .json
        default: return nil
        }
    }

    /// Renders `view` in this format.
    ///
    /// - Returns: the bytes to write and Graphviz's warnings (for SVG, PNG, PDF, HTML).
    /// - Throws: ``RenderingError`` when Graphviz fails.
    public func render(_ view: FilteredGraph, options: RenderOptions = RenderOptions()) throws -> (data: Data, warnings: [String]) {
        switch self {
        case .svg, .png, .pdf:
            return try GraphvizLibrary.render(dot: DOTEmitter(options: options).emit(view), engine: options.engine, format: rawValue)
        case .dot:
            return (Data(DOTEmitter(options: options).emit(view).utf8), [])
        case .mermaid:
            return (Data(MermaidEmitter(options: options).emit(view).utf8), [])
        case .html:
            let (html, warnings) = try HTMLEmitter(options: options).emit(view)
            return (Data(html.utf8), warnings)
        case .json:
            return (Data(JSONWriter().string(Self.jsonDocument(view)).utf8), [])
        }
    }

    /// The graph document of SPEC §4, followed by a `highlightedPath` key (``HighlightedPath/jsonValue()``)
    /// when a path is highlighted; graph readers ignore that key, so the output stays valid input.
    static func jsonDocument(_ view: FilteredGraph) -> JSONValue {
        let document = view.graph.jsonValue()
        guard let path = view.highlightedPath, case .object(let pairs) = document else { return document }
        return .object(pairs + [("highlightedPath", path.jsonValue())])
    }
}
