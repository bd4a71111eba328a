/// Turns a parsed graph document (JSON or YAML) into a validated ``NavigationGraph``.
///
/// Hand-written graphs may leave out `parameters`, `trigger`, `file`, `line`, `handlerStack`
/// and whole arrays. Every error names the file, the line and column, the JSON path and what was
/// expected: `graph.json: line 9, column 47: edges[3].kind: unknown edge kind 'jump'; …`.
struct GraphDocumentReader {
    /// Builds the error for a bad value: where it is, its JSON path, and what is wrong.
    typealias ErrorMaker = @Sendable (_ node: DocumentNode, _ path: String, _ message: String) -> FlowGraphError

    private let makeError: ErrorMaker

    /// A reader for a graph file at `path`: errors are ``FlowGraphError/invalidGraph(path:location:message:)``.
    init(path: String) {
        makeError = { node, member, message in
            .invalidGraph(path: path, location: "\(node.position): \(member)", message: message)
        }
    }

    /// A reader whose errors `makeError` builds (the configuration reports its own kind of error).
    init(makeError: @escaping ErrorMaker) {
        self.makeError = makeError
    }

    /// The members a graph document may have. `highlightedPath` is written by
    /// `flowgraph render -f json --highlight-path` beside the graph; readers ignore it.
    private static let topLevelKeys = ["schemaVersion", "features", "nodes", "edges", "deepLinks", "diagnostics", "highlightedPath"]
    private static let sectionKeys = ["features", "nodes", "edges", "deepLinks"]

    func graph(from document: DocumentNode) throws -> NavigationGraph {
        let top = try members(of: document, at: "top level", allowed: Self.topLevelKeys)
        guard let versionNode = top["schemaVersion"] else {
            throw failure(at: document, "top level", "missing required member 'schemaVersion' (this FlowGraph reads version \(NavigationGraph.schemaVersion))")
        }
        let version = try integer(versionNode, at: "schemaVersion")
        guard version == NavigationGraph.schemaVersion else {
            throw failure(at: versionNode, "schemaVersion", "unsupported schema version \(version); this FlowGraph reads version \(NavigationGraph.schemaVersion)")
        }
        let sections = try ["features", "nodes", "edges", "deepLinks", "diagnostics"].map { key in
            try top[key].map { try elements(of: $0, at: key) } ?? []
        }
        let graph = NavigationGraph(
            features: try sections[0].enumerated().map { try feature($1, at: "features[\($0)]") },
            nodes: try sections[1].enumerated().map { try node($1, at: "nodes[\($0)]") },
            edges: try sections[2].enumerated().map { try edge($1, at: "edges[\($0)]") },
            deepLinks: try sections[3].enumerated().map { try deepLink($1, at: "deepLinks[\($0)]") },
            diagnostics: try sections[4].enumerated().map { try diagnostic($1, at: "diagnostics[\($0)]") })
        if let problem = GraphValidation.firstProblem(in: graph) {
            let position = Self.node(at: problem.path, in: sections) ?? document
            throw failure(at: position, problem.path, problem.message)
        }
        return graph
    }

    /// Reads features, nodes, edges and deep links declared outside a graph file (the `declared:`
    /// section of `.flowgraph.yml`), without a schema version and without validation: declared
    /// elements may refer to what extraction finds.
    func declarations(from document: DocumentNode, at path: @autoclosure () -> String) throws -> NavigationGraph {
        let sections = try members(of: document, at: path(), allowed: Self.sectionKeys)
        func elements(_ key: String) throws -> [(String, DocumentNode)] {
            try sections[key].map { try self.elements(of: $0, at: "\(path()).\(key)") }?
                .enumerated().map { ("\(path()).\(key)[\($0)]", $1) } ?? []
        }
        return NavigationGraph(
            features: try elements("features").map { try feature($1, at: $0) },
            nodes: try elements("nodes").map { try node($1, at: $0) },
            edges: try elements("edges").map { try edge($1, at: $0) },
            deepLinks: try elements("deepLinks").map { try deepLink($1, at: $0) })
    }

    // MARK: Elements

    private func feature(_ element: DocumentNode, at path: @autoclosure () -> String) throws -> Feature {
        let m = try members(of: element, at: path(), allowed: ["id", "kind", "root", "file", "line"])
        return Feature(
            id: try requiredString(m, "id", in: element, at: path()),
            kind: try choice(try required(m, "kind", in: element, at: path()), FeatureKind.self, named: "feature kind", at: path() + ".kind"),
            root: try requiredString(m, "root", in: element, at: path()),
            file: try optionalString(m, "file", at: path()) ?? "", line: try optionalInteger(m, "line", at: path()) ?? 0)
    }

    private func node(_ element: DocumentNode, at path: @autoclosure () -> String) throws -> Node {
        let m = try members(of: element, at: path(), allowed: ["id", "feature", "kind", "parameters", "file", "line"])
        return Node(
            id: try requiredString(m, "id", in: element, at: path()),
            feature: try optionalString(m, "feature", at: path()) ?? "",
            kind: try m["kind"].map { try choice($0, NodeKind.self, named: "node kind", at: path() + ".kind") } ?? .screen,
            parameters: try m["parameters"].map { try strings($0, at: path() + ".parameters") } ?? [],
            file: try optionalString(m, "file", at: path()) ?? "", line: try optionalInteger(m, "line", at: path()) ?? 0)
    }

    private func edge(_ element: DocumentNode, at path: @autoclosure () -> String) throws -> Edge {
        let m = try members(of: element, at: path(), allowed: ["from", "to", "kind", "trigger", "file", "line"])
        return Edge(
            from: try requiredString(m, "from", in: element, at: path()), to: try requiredString(m, "to", in: element, at: path()),
            kind: try choice(try required(m, "kind", in: element, at: path()), EdgeKind.self, named: "edge kind", at: path() + ".kind"),
            trigger: try optionalString(m, "trigger", at: path()) ?? "",
            file: try optionalString(m, "file", at: path()) ?? "", line: try optionalInteger(m, "line", at: path()) ?? 0)
    }

    private func deepLink(_ element: DocumentNode, at path: @autoclosure () -> String) throws -> DeepLink {
        let m = try members(of: element, at: path(), allowed: ["pattern", "target", "handlerStack", "file", "line"])
        return DeepLink(
            pattern: try requiredString(m, "pattern", in: element, at: path()), target: try requiredString(m, "target", in: element, at: path()),
            handlerStack: try m["handlerStack"].map { try strings($0, at: path() + ".handlerStack") } ?? [],
            file: try optionalString(m, "file", at: path()) ?? "", line: try optionalInteger(m, "line", at: path()) ?? 0)
    }

    private func diagnostic(_ element: DocumentNode, at path: @autoclosure () -> String) throws -> Diagnostic {
        let m = try members(of: element, at: path(), allowed: ["severity", "code", "message", "file", "line"])
        return Diagnostic(
            severity: try choice(try required(m, "severity", in: element, at: path()), Severity.self, named: "severity", at: path() + ".severity"),
            code: try requiredString(m, "code", in: element, at: path()), message: try requiredString(m, "message", in: element, at: path()),
            file: try optionalString(m, "file", at: path()) ?? "", line: try optionalInteger(m, "line", at: path()) ?? 0)
    }

    // MARK: Values

    /// An object's members, looked up by a scan: elements have a handful of members, and a
    /// dictionary per element is most of the cost of reading a large graph. A repeated name
    /// means its last value, as JSON parsers usually take it.
    struct Members {
        var pairs: [(key: String, value: DocumentNode)]

        subscript(key: String) -> DocumentNode? {
            pairs.last { $0.key == key }?.value
        }
    }

    private func failure(at node: DocumentNode, _ path: String, _ message: String) -> FlowGraphError {
        makeError(node, path, message)
    }

    /// An object's members by name; an unknown name is an error with a did-you-mean.
    private func members(of node: DocumentNode, at path: @autoclosure () -> String, allowed: [String]) throws -> Members {
        guard case let .object(pairs) = node.value else {
            throw failure(at: node, path(), "expected an object, found \(node.kindDescription)")
        }
        for (key, value) in pairs where !allowed.contains(key) {
            throw failure(at: value, path(), "unknown member '\(key)'\(Spelling.didYouMean(key, among: allowed)) (expected: \(allowed.joined(separator: ", ")))")
        }
        return Members(pairs: pairs)
    }

    private func elements(of node: DocumentNode, at path: @autoclosure () -> String) throws -> [DocumentNode] {
        guard case let .array(elements) = node.value else {
            throw failure(at: node, path(), "expected an array, found \(node.kindDescription)")
        }
        return elements
    }

    private func required(_ members: Members, _ key: String, in element: DocumentNode, at path: @autoclosure () -> String) throws -> DocumentNode {
        guard let value = members[key] else { throw failure(at: element, path(), "missing required member '\(key)'") }
        return value
    }

    private func requiredString(_ members: Members, _ key: String, in element: DocumentNode, at path: @autoclosure () -> String) throws -> String {
        try string(try required(members, key, in: element, at: path()), at: "\(path()).\(key)")
    }

    private func optionalString(_ members: Members, _ key: String, at path: @autoclosure () -> String) throws -> String? {
        try members[key].map { try string($0, at: "\(path()).\(key)") }
    }

    private func optionalInteger(_ members: Members, _ key: String, at path: @autoclosure () -> String) throws -> Int? {
        try members[key].map { try integer($0, at: "\(path()).\(key)") }
    }

    private func string(_ node: DocumentNode, at path: @autoclosure () -> String) throws -> String {
        guard case let .string(value) = node.value else { throw failure(at: node, path(), "expected a string, found \(node.kindDescription)") }
        return value
    }

    private func integer(_ node: DocumentNode, at path: @autoclosure () -> String) throws -> Int {
        guard case let .integer(value) = node.value else { throw failure(at: node, path(), "expected an integer, found \(node.kindDescription)") }
        return value
    }

    private func strings(_ node: DocumentNode, at path: @autoclosure () -> String) throws -> [String] {
        try elements(of: node, at: path()).enumerated().map { try string($1, at: "\(path())[\($0)]") }
    }

    private func choice<E: RawRepresentable & CaseIterable>(_ node: DocumentNode, _ type: E.Type, named name: String, at path: @autoclosure () -> String) throws -> E
    where E.RawValue == String {
        let raw = try string(node, at: path())
        guard let value = E(rawValue: raw) else {
            let accepted = E.allCases.map(\.rawValue)
            throw failure(at: node, path(), "unknown \(name) '\(raw)'\(Spelling.didYouMean(raw, among: accepted)) (expected one of: \(accepted.joined(separator: ", ")))")
        }
        return value
    }

    /// The document node a validation path such as `edges[3].to` points at, for its position.
    private static func node(at path: String, in sections: [[DocumentNode]]) -> DocumentNode? {
        let names = ["features", "nodes", "edges", "deepLinks", "diagnostics"]
        guard let open = path.firstIndex(of: "["), let close = path.firstIndex(of: "]"),
              let section = names.firstIndex(of: String(path[..<open])),
              let index = Int(path[path.index(after: open)..<close]), sections[section].indices.contains(index) else { return nil }
        let element = sections[section][index]
        let member = path[path.index(after: close)...].dropFirst().prefix { $0 != "[" }
        if case let .object(pairs) = element.value, let value = pairs.first(where: { $0.key == member })?.value {
            return value
        }
        return element
    }
}
