import Foundation

/// A problem with what the user gave FlowGraph: a file, a graph, a node name.
///
/// Every message names the bad value and says what to do. Internal bugs are not reported
/// through this type.
public enum FlowGraphError: LocalizedError, Equatable, Sendable {
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A graph file is not valid: `location` is `line L, column C` or a JSON path such as `edges[3].kind`.
    case invalidGraph(path: String, location: String, message: String)
    /// A node name matched no node.
    case unknownNode(name: String, suggestions: [String])
    /// A node name is a suffix of several node ids.
    case ambiguousNode(name: String, candidates: [String])
    /// A feature name matched no feature.
    case unknownFeature(name: String, candidates: [String])
    /// A combination of view options that cannot be honoured.
    case invalidFilter(message: String)
    /// A configuration file (`.flowgraph.yml`) is not valid at `line`/`column` (1-based).
    case invalidConfiguration(path: String, line: Int, column: Int, message: String)

    public var errorDescription: String? {
        switch self {
        case let .unreadableFile(path, reason):
            return "cannot read '\(path)': \(reason)"
        case let .invalidGraph(path, location, message):
            return "\(path): \(location): \(message)"
        case let .unknownNode(name, suggestions):
            guard !suggestions.isEmpty else {
                return "unknown node '\(name)'; run 'flowgraph analyze' to list the graph's nodes"
            }
            let quoted = suggestions.map { "'\($0)'" }.joined(separator: ", ")
            return "unknown node '\(name)'; did you mean \(quoted)?"
        case let .ambiguousNode(name, candidates):
            let shown = candidates.prefix(10).map { "  \($0)" }.joined(separator: "\n")
            let more = candidates.count > 10 ? "\n  … and \(candidates.count - 10) more" : ""
            return "node name '\(name)' is ambiguous; use one of:\n\(shown)\(more)"
        case let .unknownFeature(name, candidates):
            let shown = candidates.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
            return candidates.isEmpty
                ? "unknown feature '\(name)'; the graph has no features"
                : "unknown feature '\(name)'; the graph's features are \(shown)\(candidates.count > 20 ? ", …" : "")"
        case let .invalidFilter(message):
            return message
        case let .invalidConfiguration(path, line, column, message):
            return "\(path):\(line):\(column): \(message)"
        }
    }
}
