import CGraphviz

/// The version of the Graphviz library FlowGraph is linked against.
public enum GraphvizLibrary {
    /// The version string libgvc reports, e.g. `2.43.0`.
    public static var version: String {
        guard let context = gvContext() else { return "unknown" }
        defer { gvFreeContext(context) }
        return String(cString: gvcVersion(context))
    }
}
