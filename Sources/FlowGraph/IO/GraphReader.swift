import Foundation
import Yams

/// Reads a graph written in the JSON interchange format, or the same shape in YAML.
///
/// Missing optional members (`parameters`, `trigger`, `file`, `line`, `handlerStack`, whole
/// arrays) take empty defaults so that hand-written graphs stay short. The result is validated:
/// every error names the file, a line/column or JSON path, and what was expected.
public enum GraphReader {
    /// Reads and validates the graph at `path`; YAML when the extension is `.yml`/`.yaml`.
    public static func read(path: String) throws -> NavigationGraph {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FlowGraphError.unreadableFile(path: path, reason: Self.reason(for: error))
        }
        let lower = path.lowercased()
        if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") {
            return try decodeYAML(data, path: path)
        }
        return try decodeJSON(data, path: path)
    }

    /// Decodes and validates JSON; `path` only names the source in errors.
    public static func decodeJSON(_ data: Data, path: String) throws -> NavigationGraph {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FlowGraphError.invalidGraph(
                path: path, location: syntaxLocation(of: error, in: data),
                message: "not valid JSON; expected a graph object as in SPEC §4 ('flowgraph extract -o graph.json' writes one)")
        }
        return try decode(path: path) { try JSONDecoder().decode(GraphDocument.self, from: data) }
    }

    /// Decodes and validates YAML of the same shape as the JSON format.
    public static func decodeYAML(_ data: Data, path: String) throws -> NavigationGraph {
        guard let text = String(data: data, encoding: .utf8) else {
            throw FlowGraphError.invalidGraph(path: path, location: "line 1, column 1", message: "not UTF-8 text")
        }
        do {
            _ = try Yams.load(yaml: text)
        } catch let error as YamlError {
            throw FlowGraphError.invalidGraph(path: path, location: yamlLocation(error), message: "not valid YAML: \(yamlProblem(error))")
        } catch {
            throw FlowGraphError.invalidGraph(path: path, location: "line 1, column 1", message: "not valid YAML")
        }
        return try decode(path: path) { try YAMLDecoder().decode(GraphDocument.self, from: text) }
    }

    private static func decode(path: String, _ body: () throws -> GraphDocument) throws -> NavigationGraph {
        let document: GraphDocument
        do {
            document = try body()
        } catch let error as DecodingError {
            let (location, message) = describe(error)
            throw FlowGraphError.invalidGraph(path: path, location: location, message: message)
        }
        guard document.schemaVersion == NavigationGraph.schemaVersion else {
            throw FlowGraphError.invalidGraph(
                path: path, location: "schemaVersion",
                message: "unsupported schema version \(document.schemaVersion); this FlowGraph reads version \(NavigationGraph.schemaVersion)")
        }
        let graph = document.graph
        if let problem = GraphValidation.firstProblem(in: graph) {
            throw FlowGraphError.invalidGraph(path: path, location: problem.path, message: problem.message)
        }
        return graph
    }

    private static func describe(_ error: DecodingError) -> (String, String) {
        func pathString(_ codingPath: [any CodingKey]) -> String {
            var out = ""
            for key in codingPath {
                if let index = key.intValue {
                    out += "[\(index)]"
                } else {
                    out += out.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return out.isEmpty ? "top level" : out
        }
        switch error {
        case let .keyNotFound(key, context):
            return (pathString(context.codingPath + [key]), "missing required member '\(key.stringValue)'")
        case let .typeMismatch(type, context):
            return (pathString(context.codingPath), "expected \(describe(type))")
        case let .valueNotFound(type, context):
            return (pathString(context.codingPath), "expected \(describe(type)), found null")
        case let .dataCorrupted(context):
            return (pathString(context.codingPath), context.debugDescription)
        @unknown default:
            return ("top level", "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is [Any].Type: "an array"
        default: "a value of type \(type)"
        }
    }

    private static func reason(for error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
            return "no such file; check the path"
        }
        return nsError.localizedDescription
    }

    /// Turns JSONSerialization's "… around line L, column C" (or a byte offset) into a location.
    private static func syntaxLocation(of error: Error, in data: Data) -> String {
        let description = "\((error as NSError).userInfo)"
        if let range = description.range(of: #"line \d+, column \d+"#, options: .regularExpression) {
            return String(description[range])
        }
        if let range = description.range(of: #"character \d+"#, options: .regularExpression),
           let offset = Int(description[range].dropFirst("character ".count)) {
            let prefix = data.prefix(offset)
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return "line \(line), column \(column)"
        }
        return "line 1, column 1"
    }

    private static func yamlLocation(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return "line \(mark.line), column \(mark.column)"
        default:
            return "line 1, column 1"
        }
    }

    private static func yamlProblem(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _):
            return problem
        default:
            return "\(error)"
        }
    }
}

/// The on-disk shape, with defaults for what hand-written graphs may leave out.
private struct GraphDocument: Decodable {
    var schemaVersion: Int
    var graph: NavigationGraph

    enum Keys: String, CodingKey {
        case schemaVersion, features, nodes, edges, deepLinks, diagnostics
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        graph = NavigationGraph(
            features: try c.decodeIfPresent([FeatureDocument].self, forKey: .features)?.map(\.value) ?? [],
            nodes: try c.decodeIfPresent([NodeDocument].self, forKey: .nodes)?.map(\.value) ?? [],
            edges: try c.decodeIfPresent([EdgeDocument].self, forKey: .edges)?.map(\.value) ?? [],
            deepLinks: try c.decodeIfPresent([DeepLinkDocument].self, forKey: .deepLinks)?.map(\.value) ?? [],
            diagnostics: try c.decodeIfPresent([DiagnosticDocument].self, forKey: .diagnostics)?.map(\.value) ?? [])
    }
}

private enum MemberKeys: String, CodingKey {
    case id, kind, root, file, line, feature, parameters, from, to, trigger, pattern, target, handlerStack
    case severity, code, message
}

private extension KeyedDecodingContainer where K == MemberKeys {
    func file() throws -> String { try decodeIfPresent(String.self, forKey: .file) ?? "" }
    func line() throws -> Int { try decodeIfPresent(Int.self, forKey: .line) ?? 0 }

    /// Decodes one of an enum's raw values, with an error that lists the accepted ones.
    func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type, forKey key: K, named name: String) throws -> E?
    where E.RawValue == String {
        guard let raw = try decodeIfPresent(String.self, forKey: key) else { return nil }
        if let value = E(rawValue: raw) { return value }
        let accepted = E.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self, debugDescription: "unknown \(name) '\(raw)'; expected one of: \(accepted)")
    }

    func requiredChoice<E: RawRepresentable & CaseIterable>(_ type: E.Type, forKey key: K, named name: String) throws -> E
    where E.RawValue == String {
        guard let value = try choice(type, forKey: key, named: name) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: ""))
        }
        return value
    }
}

private struct FeatureDocument: Decodable {
    var value: Feature
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: MemberKeys.self)
        value = Feature(
            id: try c.decode(String.self, forKey: .id), kind: try c.requiredChoice(FeatureKind.self, forKey: .kind, named: "feature kind"),
            root: try c.decode(String.self, forKey: .root), file: try c.file(), line: try c.line())
    }
}

private struct NodeDocument: Decodable {
    var value: Node
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: MemberKeys.self)
        value = Node(
            id: try c.decode(String.self, forKey: .id), feature: try c.decodeIfPresent(String.self, forKey: .feature) ?? "",
            kind: try c.choice(NodeKind.self, forKey: .kind, named: "node kind") ?? .screen,
            parameters: try c.decodeIfPresent([String].self, forKey: .parameters) ?? [],
            file: try c.file(), line: try c.line())
    }
}

private struct EdgeDocument: Decodable {
    var value: Edge
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: MemberKeys.self)
        value = Edge(
            from: try c.decode(String.self, forKey: .from), to: try c.decode(String.self, forKey: .to),
            kind: try c.requiredChoice(EdgeKind.self, forKey: .kind, named: "edge kind"),
            trigger: try c.decodeIfPresent(String.self, forKey: .trigger) ?? "", file: try c.file(), line: try c.line())
    }
}

private struct DeepLinkDocument: Decodable {
    var value: DeepLink
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: MemberKeys.self)
        value = DeepLink(
            pattern: try c.decode(String.self, forKey: .pattern), target: try c.decode(String.self, forKey: .target),
            handlerStack: try c.decodeIfPresent([String].self, forKey: .handlerStack) ?? [],
            file: try c.file(), line: try c.line())
    }
}

private struct DiagnosticDocument: Decodable {
    var value: Diagnostic
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: MemberKeys.self)
        value = Diagnostic(
            severity: try c.requiredChoice(Severity.self, forKey: .severity, named: "severity"), code: try c.decode(String.self, forKey: .code),
            message: try c.decode(String.self, forKey: .message), file: try c.file(), line: try c.line())
    }
}
