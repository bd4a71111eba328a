/// The `id`s Graphviz writes on SVG elements, built from positions in the normalised graph
/// rather than from the app's names, so they need no escaping; the HTML page finds its data
/// by them.
enum ElementIDs {
    static func node(_ index: Int) -> String { "node-\(index)" }
    static func edge(_ index: Int) -> String { "edge-\(index)" }
    static func feature(_ index: Int) -> String { "feature-\(index)" }
}
