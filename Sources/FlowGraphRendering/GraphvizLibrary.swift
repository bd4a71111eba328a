import CGraphviz
import Foundation

/// FlowGraph's only door to the Graphviz C library (libgvc/libcgraph), used in-process.
///
/// Graphviz keeps global state (the DOT lexer, the error channel, plugin tables) and is not
/// thread-safe: concurrent parses or layouts crash, even with separate contexts. Every call
/// therefore runs under one process-wide lock, with one shared context created on first use.
/// Graphviz's error and warning messages are captured through `agseterrf` instead of being
/// printed: errors become ``RenderingError``s, warnings are returned to the caller.
/// DOT is read with sequential object ids (`flowgraph_read_dot` in the shim), so repeated renders
/// of the same DOT in one process give the same bytes, as separate `dot` runs do.
public enum GraphvizLibrary {
    /// The version of libgvc FlowGraph is linked against, e.g. `2.43.0`.
    public static var version: String {
        withGraphviz { context in String(cString: gvcVersion(context)) }
    }

    /// The number of nodes and edges Graphviz reads in `dot`, to check DOT text.
    ///
    /// - Throws: ``RenderingError/invalidDOT(message:)`` when Graphviz cannot parse it.
    public static func count(dot: String) throws -> (nodes: Int, edges: Int) {
        try withGraphviz { _ in
            let graph = try parse(dot)
            defer { agclose(graph) }
            return (Int(agnnodes(graph)), Int(agnedges(graph)))
        }
    }

    /// Lays out `dot` with `engine` and renders it as SVG, PNG or PDF.
    ///
    /// - Returns: the rendered bytes and the warnings Graphviz emitted.
    /// - Throws: ``RenderingError`` with Graphviz's message, or
    ///   ``RenderingError/renderFailed(format:message:)`` for a format Graphviz does not draw.
    public static func render(dot: String, engine: LayoutEngine, format: OutputFormat) throws -> (data: Data, warnings: [String]) {
        switch format {
        case .svg, .png, .pdf: return try render(dot: dot, engine: engine, format: format.rawValue)
        case .dot, .mermaid, .html, .json: throw RenderingError.renderFailed(format: format.rawValue, message: "FlowGraph writes it itself")
        }
    }

    /// ``render(dot:engine:format:)`` with Graphviz's name of the output format.
    static func render(dot: String, engine: LayoutEngine, format: String) throws -> (data: Data, warnings: [String]) {
        try withGraphviz { context in
            let graph = try parse(dot)
            defer { agclose(graph) }
            guard gvLayout(context, graph, engine.rawValue) == 0 else {
                let message = takeMessages()
                if message.contains("not recognized") {
                    throw RenderingError.graphvizPluginsMissing(detail: "layout '\(engine.rawValue)' unknown")
                }
                throw RenderingError.layoutFailed(engine: engine.rawValue, message: message)
            }
            defer { gvFreeLayout(context, graph) }
            var buffer: UnsafeMutablePointer<CChar>?
            var length: UInt32 = 0
            guard gvRenderData(context, graph, format, &buffer, &length) == 0, let buffer else {
                let message = takeMessages()
                if message.contains("not recognized") {
                    throw RenderingError.graphvizPluginsMissing(detail: "format '\(format)' unknown")
                }
                throw RenderingError.renderFailed(format: format, message: message)
            }
            defer { gvFreeRenderData(buffer) }
            let data = Data(bytes: buffer, count: Int(length))
            let warnings = takeMessages().split(separator: "\n").map { String($0) }.filter { !$0.isEmpty }
            return (data, warnings)
        }
    }

    // MARK: - Serialised access

    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var sharedContext: OpaquePointer?
    /// Messages Graphviz reported since the last `takeMessages()`. Guarded by `lock`.
    nonisolated(unsafe) private static var messages = ""

    /// Runs `body` with the shared context while holding the process-wide Graphviz lock.
    private static func withGraphviz<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        if sharedContext == nil {
            agseterrf { piece in
                if let piece { GraphvizLibrary.messages += String(cString: piece) }
                return 0
            }
            sharedContext = gvContext()
        }
        _ = takeMessages()
        // gvContext only fails when out of memory.
        guard let context = sharedContext else { preconditionFailure("gvContext() returned NULL") }
        return try body(context)
    }

    /// Parses `dot`; the caller holds the lock and closes the graph.
    private static func parse(_ dot: String) throws -> UnsafeMutablePointer<Agraph_t> {
        var dot = dot
        let graph = dot.withUTF8 { flowgraph_read_dot(UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self), $0.count) }
        guard let graph else {
            let message = takeMessages()
            throw RenderingError.invalidDOT(message: message.isEmpty ? "syntax error" : message)
        }
        return graph
    }

    /// The messages collected so far, trimmed, and clears them; the caller holds the lock.
    private static func takeMessages() -> String {
        defer { messages = "" }
        return messages.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
