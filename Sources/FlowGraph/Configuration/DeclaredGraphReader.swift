import Yams

/// Reads the `declared:` section: features, nodes, edges and deep links in the shape of the JSON
/// interchange format (SPEC §4), with the same optional members as hand-written graphs.
struct DeclaredGraphReader {
    let reader: NodeReader

    func graph(_ node: Yams.Node) throws -> NavigationGraph {
        var graph = NavigationGraph()
        for (key, value) in try reader.mapping(node, allowed: ["features", "nodes", "edges", "deepLinks"], context: "declared") {
            let items = try list(value, key)
            switch key {
            case "features": graph.features = try items.map(feature)
            case "nodes": graph.nodes = try items.map(self.node)
            case "edges": graph.edges = try items.map(edge)
            default: graph.deepLinks = try items.map(deepLink)
            }
        }
        return graph
    }

    private func list(_ node: Yams.Node, _ key: String) throws -> [Yams.Node] {
        guard let sequence = node.sequence else { throw reader.error(at: node, "expected a list of \(key)") }
        return Array(sequence)
    }

    /// The members of one element, checked against the allowed keys and the required ones.
    private func members(_ node: Yams.Node, allowed: [String], required: [String], context: String) throws -> [String: Yams.Node] {
        let pairs = try reader.mapping(node, allowed: allowed, context: context)
        let members = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        for key in required where members[key] == nil {
            throw reader.error(at: node, "missing required member '\(key)' in \(context)")
        }
        return members
    }

    private func enumValue<T: RawRepresentable>(_ node: Yams.Node, _ type: T.Type, name: String) throws -> T
    where T.RawValue == String, T: CaseIterable {
        let written = try reader.string(node)
        guard let value = T(rawValue: written) else {
            let all = T.allCases.map(\.rawValue)
            throw reader.error(at: node, "unknown \(name) '\(written)'\(Spelling.didYouMean(written, among: all)) (one of: \(all.joined(separator: ", ")))")
        }
        return value
    }

    /// A member `members` checked is present (a missing one is still reported, at `node`).
    private func required(_ m: [String: Yams.Node], _ key: String, in node: Yams.Node) throws -> Yams.Node {
        guard let value = m[key] else { throw reader.error(at: node, "missing required member '\(key)'") }
        return value
    }

    private func file(_ m: [String: Yams.Node]) throws -> String { try m["file"].map(reader.string) ?? "" }
    private func line(_ m: [String: Yams.Node]) throws -> Int { try m["line"].map(reader.int) ?? 0 }

    private func feature(_ node: Yams.Node) throws -> Feature {
        let m = try members(node, allowed: ["id", "kind", "root", "file", "line"], required: ["id", "kind", "root"], context: "a declared feature")
        return Feature(
            id: try reader.string(required(m, "id", in: node)), kind: try enumValue(required(m, "kind", in: node), FeatureKind.self, name: "feature kind"),
            root: try reader.string(required(m, "root", in: node)), file: try file(m), line: try line(m))
    }

    private func node(_ node: Yams.Node) throws -> Node {
        let m = try members(node, allowed: ["id", "feature", "kind", "parameters", "file", "line"], required: ["id"], context: "a declared node")
        return Node(
            id: try reader.string(required(m, "id", in: node)), feature: try m["feature"].map(reader.string) ?? "",
            kind: try m["kind"].map { try enumValue($0, NodeKind.self, name: "node kind") } ?? .screen,
            parameters: try m["parameters"].map(reader.strings) ?? [], file: try file(m), line: try line(m))
    }

    private func edge(_ node: Yams.Node) throws -> Edge {
        let m = try members(node, allowed: ["from", "to", "kind", "trigger", "file", "line"], required: ["from", "to", "kind"], context: "a declared edge")
        return Edge(
            from: try reader.string(required(m, "from", in: node)), to: try reader.string(required(m, "to", in: node)),
            kind: try enumValue(required(m, "kind", in: node), EdgeKind.self, name: "edge kind"),
            trigger: try m["trigger"].map(reader.string) ?? "declared in \(Configuration.fileName)",
            file: try file(m), line: try line(m))
    }

    private func deepLink(_ node: Yams.Node) throws -> DeepLink {
        let m = try members(node, allowed: ["pattern", "target", "handlerStack", "file", "line"], required: ["pattern", "target"], context: "a declared deep link")
        return DeepLink(
            pattern: try reader.string(required(m, "pattern", in: node)), target: try reader.string(required(m, "target", in: node)),
            handlerStack: try m["handlerStack"].map(reader.strings) ?? [], file: try file(m), line: try line(m))
    }
}
