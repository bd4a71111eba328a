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
    ///
    /// A valid graph is read straight into the model (``DirectGraphJSONReader``); anything that
    /// reader declines goes through the document tree, which reports errors with line and column.
    public static func decodeJSON(_ data: Data, path: String) throws -> NavigationGraph {
        let direct = data.withUnsafeBytes { raw in
            DirectGraphJSONReader.read(raw.bindMemory(to: UInt8.self))
        }
        if let direct { return direct }
        return try decodeJSONThroughDocumentTree(data, path: path)
    }

    /// Decodes and validates JSON through a document tree that keeps every value's line and
    /// column: the path that reports errors, and the reference the direct reader is tested against.
    static func decodeJSONThroughDocumentTree(_ data: Data, path: String) throws -> NavigationGraph {
        let document: DocumentNode
        do {
            document = try data.withUnsafeBytes { raw throws(JSONSyntaxError) in
                try JSONDocumentParser.parse(raw.bindMemory(to: UInt8.self))
            }
        } catch let error as JSONSyntaxError {
            throw FlowGraphError.invalidGraph(
                path: path, location: "line \(error.line), column \(error.column)",
                message: "not valid JSON: \(error.message)")
        }
        return try GraphDocumentReader(path: path).graph(from: document)
    }

    /// Decodes and validates YAML of the same shape as the JSON format.
    public static func decodeYAML(_ data: Data, path: String) throws -> NavigationGraph {
        guard let text = String(data: data, encoding: .utf8) else {
            throw FlowGraphError.invalidGraph(path: path, location: "line 1, column 1", message: "not UTF-8 text")
        }
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw FlowGraphError.invalidGraph(path: path, location: yamlLocation(error), message: "not valid YAML: \(yamlProblem(error))")
        }
        guard let root else {
            throw FlowGraphError.invalidGraph(path: path, location: "line 1, column 1", message: "the document is empty; expected a graph with 'schemaVersion: 1'")
        }
        let document: DocumentNode
        do {
            var budget = DocumentNode.maximumValues(forBytes: data.count)
            document = try DocumentNode(yaml: root, budget: &budget)
        } catch {
            throw FlowGraphError.invalidGraph(path: path, location: "line \(error.line), column \(error.column)", message: error.message)
        }
        return try GraphDocumentReader(path: path).graph(from: document)
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
