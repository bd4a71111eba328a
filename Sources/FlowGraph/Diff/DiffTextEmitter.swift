/// The diff for people: one section per element type, `+` added, `-` removed, `~` changed,
/// with source locations from the graph that has the element.
public struct DiffTextEmitter: DiffEmitting {
    public init() {}

    public func emit(_ diff: GraphDiff, old: NavigationGraph, new: NavigationGraph) -> String {
        guard !diff.isEmpty else { return "No navigation changes.\n" }
        var sections: [(String, [String])] = []
        sections.append(("Screens", diff.addedNodes.map { "+ \($0.id)\(Self.at($0.file, $0.line))" }
            + diff.removedNodes.map { "- \($0.id)\(Self.at($0.file, $0.line))" }))
        sections.append(("Edges", diff.addedEdges.map { "+ \(Self.describe($0))" } + diff.removedEdges.map { "- \(Self.describe($0))" }
            + diff.changedEdges.map { change in
                let kinds = { (kinds: [EdgeKind]) in kinds.map(\.rawValue).joined(separator: ", ") }
                let location = change.new.first.map { Self.at($0.file, $0.line) } ?? ""
                return "~ \(change.from) → \(change.to): \(kinds(change.oldKinds)) → \(kinds(change.newKinds))\(location)"
            }))
        sections.append(("Deep links", diff.addedDeepLinks.map { "+ \($0.pattern) → \($0.target)\(Self.at($0.file, $0.line))" }
            + diff.removedDeepLinks.map { "- \($0.pattern) → \($0.target)" }
            + diff.changedDeepLinks.map { change in
                "~ \(change.new.pattern): → \(change.old.target) [\(change.old.handlerStack.joined(separator: ", "))]"
                    + " becomes → \(change.new.target) [\(change.new.handlerStack.joined(separator: ", "))]"
            }))
        sections.append(("Depth bounds", diff.depthChanges.map { change in
            "~ \(change.node): \(Self.describe(change.old)) → \(Self.describe(change.new))"
        }))
        sections.append(("Unbounded cycles", diff.addedUnboundedCycles.map { "+ \($0.nodes.joined(separator: ", ")) (\($0.cycleClass.rawValue))" }
            + diff.removedUnboundedCycles.map { "- \($0.nodes.joined(separator: ", ")) (\($0.cycleClass.rawValue))" }))
        return sections.filter { !$0.1.isEmpty }.map { title, lines in
            "\(title):\n" + lines.map { "  \($0.singleLine)\n" }.joined()
        }.joined(separator: "\n")
    }

    private static func describe(_ bounds: DepthBounds?) -> String {
        guard let bounds else { return "unreachable" }
        return "depth \(bounds.minDepth)…\(bounds.maxDepth), modal \(bounds.minModalDepth)…\(bounds.maxModalDepth)"
    }

    private static func describe(_ edge: Edge) -> String {
        "\(edge.from) → \(edge.to) (\(edge.kind.rawValue))\(at(edge.file, edge.line))"
    }

    private static func at(_ file: String, _ line: Int) -> String {
        guard !file.isEmpty else { return "" }
        return line > 0 ? "  \(file):\(line)" : "  \(file)"
    }
}

extension String {
    /// Control characters (line breaks included) replaced by spaces, so text from the analysed
    /// code stays on its line.
    var singleLine: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
