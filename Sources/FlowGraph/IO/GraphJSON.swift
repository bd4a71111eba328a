import Foundation

extension NavigationGraph {
    /// The graph as the JSON interchange document of SPEC §4: keys in the specified order,
    /// arrays normalised, byte-identical for equal graphs.
    public func jsonValue() -> JSONValue {
        let graph = normalized()
        return .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("features", .array(graph.features.map(\.jsonValue))),
            ("nodes", .array(graph.nodes.map(\.jsonValue))),
            ("edges", .array(graph.edges.map(\.jsonValue))),
            ("deepLinks", .array(graph.deepLinks.map(\.jsonValue))),
            ("diagnostics", .array(graph.diagnostics.map(\.jsonValue))),
        ])
    }

    /// The JSON interchange text of the graph (UTF-8, trailing newline).
    public func jsonString() -> String {
        JSONWriter().string(jsonValue())
    }
}

extension Feature {
    var jsonValue: JSONValue {
        .object([
            ("id", .string(id)), ("kind", .string(kind.rawValue)), ("root", .string(root)),
            ("file", .string(file)), ("line", .int(line)),
        ])
    }
}

extension Node {
    var jsonValue: JSONValue {
        .object([
            ("id", .string(id)), ("feature", .string(feature)), ("kind", .string(kind.rawValue)),
            ("parameters", .array(parameters.map(JSONValue.string))),
            ("file", .string(file)), ("line", .int(line)),
        ])
    }
}

extension Edge {
    var jsonValue: JSONValue {
        .object([
            ("from", .string(from)), ("to", .string(to)), ("kind", .string(kind.rawValue)),
            ("trigger", .string(trigger)), ("file", .string(file)), ("line", .int(line)),
        ])
    }
}

extension DeepLink {
    var jsonValue: JSONValue {
        .object([
            ("pattern", .string(pattern)), ("target", .string(target)),
            ("handlerStack", .array(handlerStack.map(JSONValue.string))),
            ("file", .string(file)), ("line", .int(line)),
        ])
    }
}

extension Diagnostic {
    var jsonValue: JSONValue {
        .object([
            ("severity", .string(severity.rawValue)), ("code", .string(code)), ("message", .string(message)),
            ("file", .string(file)), ("line", .int(line)),
        ])
    }
}
