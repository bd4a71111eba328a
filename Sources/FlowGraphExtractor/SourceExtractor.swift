import FlowGraph

/// Reads Swift sources and recovers their navigation graph.
public struct SourceExtractor: Sendable {
    public init() {}

    /// Extracts the graph of the Swift files at `paths` (files or directories, walked recursively).
    /// Paths in the graph are relative to `root`.
    public func extract(paths: [String], root: String) throws -> NavigationGraph {
        NavigationGraph(diagnostics: [
            Diagnostic(severity: .error, code: "not-implemented", message: "Swift extraction is not implemented yet")
        ])
    }
}
