import FlowGraph

/// The text a diagram shows for a node: the short name first, what qualifies it second.
///
/// TCA and route-enum ids are long (`AppFeature.Destination.notifications`); drawn whole they
/// make every box wide and the graph hard to read. The name is the part after the last `.` that
/// is not inside brackets (`notifications`); the qualifier is the part before it, without the
/// node's own feature when the feature's cluster around the node already names it
/// (`Destination`). Ids without such a `.` are shown whole. The full id stays the node's name in
/// DOT, so SVG keeps it as the node's `<title>` (its tooltip).
struct NodeLabel: Equatable {
    /// The short name, shown prominently.
    var name: String
    /// What the name belongs to (enum type, feature), shown small; `nil` when nothing is left.
    var qualifier: String?

    /// Splits `node.id`; `inCluster` says the node is drawn inside its feature's cluster.
    ///
    /// - Complexity: O(length of the id).
    init(_ node: Node, inCluster: Bool) {
        guard let dot = Self.lastTopLevelDot(in: node.id) else {
            self.init(name: node.id, qualifier: nil)
            return
        }
        let name = String(node.id[node.id.index(after: dot)...])
        var qualifier = String(node.id[..<dot])
        if inCluster, !node.feature.isEmpty {
            if qualifier == node.feature {
                self.init(name: name, qualifier: nil)
                return
            }
            if qualifier.hasPrefix(node.feature + ".") { qualifier.removeFirst(node.feature.count + 1) }
        }
        self.init(name: name, qualifier: qualifier)
    }

    init(name: String, qualifier: String?) {
        self.name = name
        self.qualifier = qualifier
    }

    /// How many characters of a node's parameter list a label shows; the HTML page's details
    /// show them all.
    static let parameterLimit = 40

    /// `text` cut to ``parameterLimit`` characters, the last one `…`, when it is longer: TCA
    /// state parameters such as `ConfirmationDialogState<HomeFeature.Action.CheckInOptions>`
    /// otherwise make the widest boxes. Cuts between characters, never inside one.
    static func shortened(_ text: String) -> String {
        text.count <= parameterLimit ? text : String(text.prefix(parameterLimit - 1)) + "…"
    }

    /// The last `.` outside `()`, `[]` and `<>` with text on both sides; `nil` when there is none.
    private static func lastTopLevelDot(in id: String) -> String.Index? {
        var depth = 0
        var found: String.Index?
        for index in id.indices {
            switch id[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            case "." where depth == 0: found = index
            default: break
            }
        }
        guard let found, found != id.startIndex, id.index(after: found) != id.endIndex else { return nil }
        return found
    }
}
