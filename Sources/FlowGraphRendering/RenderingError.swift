import Foundation

/// A failure to produce a picture, with what to do about it.
public enum RenderingError: LocalizedError, Equatable, Sendable {
    /// Graphviz could not read DOT text; `message` is what Graphviz said.
    case invalidDOT(message: String)
    /// Graphviz's plugins are not registered (its `config6a` file is missing), so no layout
    /// engine or output format is known.
    case graphvizPluginsMissing(detail: String)
    /// A layout engine failed on this graph.
    case layoutFailed(engine: String, message: String)
    /// Graphviz could not write this format.
    case renderFailed(format: String, message: String)
    /// A binary format was asked for without a file to write it to.
    case binaryFormatNeedsFile(format: String)

    public var errorDescription: String? {
        switch self {
        case let .invalidDOT(message):
            return "Graphviz cannot read the DOT text: \(message)"
        case let .graphvizPluginsMissing(detail):
            return "Graphviz has no plugins registered (\(detail)); run 'sudo dot -c' to register them, or reinstall Graphviz (Debian: libgraphviz-dev, macOS: brew reinstall graphviz)"
        case let .layoutFailed(engine, message):
            return "Graphviz layout '\(engine)' failed: \(message)"
        case let .renderFailed(format, message):
            return "Graphviz cannot render \(format): \(message)"
        case let .binaryFormatNeedsFile(format):
            return "\(format) is a binary format; write it to a file with -o FILE.\(format)"
        }
    }
}
