import Foundation
import FlowGraph

/// The compact notation of rule examples, one statement per line:
///
/// ```
/// app App                      # the @main app node (its own feature)
/// tabs Tabs                    # a tab container node (its own feature)
/// feature Accounts root List   # a coordinator feature rooted at List; new nodes join it
/// List -push-> Detail -sheet-> Edit
/// node Legacy                  # a node without edges
/// deeplink app://detail -> Detail via List Detail
/// diagnostic warning unresolved-navigation Views/Home.swift:12 cannot resolve 'route'
/// ```
///
/// A node first named outside any feature starts the feature `Feature` as its root. Edges sit
/// at `Example.swift`, line = the statement's line, so findings have a location.
public enum ExampleGraph {
    /// A statement the notation does not know.
    public struct SyntaxError: Error, CustomStringConvertible {
        public var line: Int
        public var text: String
        public var description: String { "example line \(line): cannot read '\(text)'" }
    }

    /// The file name the example's elements are located in.
    public static let file = "Example.swift"

    /// The graph `text` describes.
    public static func parse(_ text: String) throws -> NavigationGraph {
        var builder = Builder()
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let statement = raw.trimmingCharacters(in: .whitespaces)
            guard !statement.isEmpty else { continue }
            guard builder.read(statement, line: line) else { throw SyntaxError(line: line, text: statement) }
        }
        return builder.graph.normalized()
    }

    private struct Builder {
        var graph = NavigationGraph()
        var nodeIDs: Set<String> = []
        var currentFeature: String?

        mutating func read(_ statement: String, line: Int) -> Bool {
            let words = statement.split(separator: " ").map(String.init)
            switch words.first {
            case "app" where words.count == 2:
                startFeature(words[1], kind: .app, rootKind: .app, line: line)
            case "tabs" where words.count == 2:
                startFeature(words[1], kind: .tabContainer, rootKind: .tabContainer, line: line)
            case "feature" where words.count == 4 && words[2] == "root":
                startFeature(words[1], kind: .coordinator, root: words[3], rootKind: .root, line: line)
            case "node" where words.count == 2:
                addNode(words[1], line: line)
            case "deeplink" where words.count >= 4 && words[2] == "->" && (words.count == 4 || words[4] == "via"):
                addNode(words[3], line: line)
                graph.deepLinks.append(DeepLink(
                    pattern: words[1], target: words[3], handlerStack: Array(words.dropFirst(5)), file: ExampleGraph.file, line: line))
            case "diagnostic" where words.count >= 5:
                let location = words[3].split(separator: ":")
                guard let severity = Severity(rawValue: words[1]), location.count == 2, let at = Int(location[1]) else { return false }
                graph.diagnostics.append(Diagnostic(
                    severity: severity, code: words[2], message: words.dropFirst(4).joined(separator: " "),
                    file: String(location[0]), line: at))
            default:
                return readChain(words, line: line)
            }
            return true
        }

        /// `A -kind-> B -kind-> C`.
        mutating func readChain(_ words: [String], line: Int) -> Bool {
            guard words.count >= 3, words.count % 2 == 1 else { return false }
            var edges: [Edge] = []
            for i in stride(from: 1, to: words.count, by: 2) {
                let arrow = words[i]
                guard arrow.hasPrefix("-"), arrow.hasSuffix("->"),
                      let kind = EdgeKind(rawValue: String(arrow.dropFirst().dropLast(2)))
                else { return false }
                edges.append(Edge(
                    from: words[i - 1], to: words[i + 1], kind: kind, trigger: "\(kind)(\(words[i + 1]))",
                    file: ExampleGraph.file, line: line))
            }
            for edge in edges {
                addNode(edge.from, line: line)
                addNode(edge.to, line: line)
            }
            graph.edges += edges
            return true
        }

        mutating func startFeature(_ id: String, kind: FeatureKind, root: String? = nil, rootKind: NodeKind, line: Int) {
            let root = root ?? id
            graph.features.append(Feature(id: id, kind: kind, root: root, file: ExampleGraph.file, line: line))
            currentFeature = id
            if nodeIDs.insert(root).inserted {
                graph.nodes.append(Node(id: root, feature: id, kind: rootKind, file: ExampleGraph.file, line: line))
            }
        }

        mutating func addNode(_ id: String, line: Int) {
            guard !nodeIDs.contains(id) else { return }
            guard let feature = currentFeature else {
                startFeature("Feature", kind: .coordinator, root: id, rootKind: .root, line: line)
                return
            }
            nodeIDs.insert(id)
            graph.nodes.append(Node(id: id, feature: feature, kind: .screen, file: ExampleGraph.file, line: line))
        }
    }
}
