/// The union of both graphs as a Mermaid `flowchart` (which GitHub renders in Markdown):
/// added screens and edges green, removed red and dashed, changed edges amber and labelled
/// `old → new`, screens whose depth bounds changed amber. A legend subgraph names the colours,
/// which differ in line style too, so the chart reads without colour.
///
/// Node ids are `n0`, `n1`, … in id order; labels are escaped with Mermaid's entity codes, so
/// nothing in an app's names can break out of a label.
public struct DiffMermaidEmitter: DiffEmitting {
    public init() {}

    static let added = "stroke:#1a7f37,stroke-width:3px"
    static let removed = "stroke:#cf222e,stroke-width:3px,stroke-dasharray:5 5"
    static let changed = "stroke:#bf8700,stroke-width:3px"

    public func emit(_ diff: GraphDiff, old: NavigationGraph, new: NavigationGraph) -> String {
        let addedNodes = Set(diff.addedNodes.map(\.id)), removedNodes = Set(diff.removedNodes.map(\.id))
        let changedNodes = Set(diff.depthChanges.map(\.node))
        let ids = Set(old.nodes.map(\.id)).union(new.nodes.map(\.id)).sorted()
        let key = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, "n\($0)") })
        var out = "flowchart LR\n"
        for id in ids {
            let style = addedNodes.contains(id) ? ":::added" : removedNodes.contains(id) ? ":::removed" : changedNodes.contains(id) ? ":::changed" : ""
            out += "  \(key[id] ?? id)[\"\(Self.escape(id))\"]\(style)\n"
        }

        var edges: [(from: String, to: String, label: String, style: String?)] = []
        let addedEdges = Set(diff.addedEdges), removedEdges = Set(diff.removedEdges)
        let changedPairs = Set(diff.changedEdges.map { "\($0.from)\u{1F}\($0.to)" })
        var seen = Set<String>()
        for edge in (old.normalized().edges + new.normalized().edges) {
            let identity = "\(edge.from)\u{1F}\(edge.to)\u{1F}\(edge.kind)"
            guard !changedPairs.contains("\(edge.from)\u{1F}\(edge.to)"), seen.insert(identity).inserted else { continue }
            let style = addedEdges.contains(edge) ? Self.added : removedEdges.contains(edge) ? Self.removed : nil
            edges.append((edge.from, edge.to, edge.kind.rawValue, style))
        }
        for change in diff.changedEdges {
            let label = change.oldKinds.map(\.rawValue).joined(separator: ",") + " → " + change.newKinds.map(\.rawValue).joined(separator: ",")
            edges.append((change.from, change.to, label, Self.changed))
        }
        edges.sort { ($0.from, $0.to, $0.label) < ($1.from, $1.to, $1.label) }
        for edge in edges {
            out += "  \(key[edge.from] ?? edge.from) -->|\"\(Self.escape(edge.label))\"| \(key[edge.to] ?? edge.to)\n"
        }

        out += "  subgraph legend [\"Legend\"]\n    direction LR\n"
        out += "    legendOld[\"before\"] -->|\"added\"| legendNew[\"after\"]\n"
        out += "    legendOld -->|\"removed\"| legendNew\n"
        out += "    legendOld -->|\"changed kind\"| legendNew\n"
        out += "    legendAdded[\"added screen\"]:::added\n    legendRemoved[\"removed screen\"]:::removed\n"
        out += "    legendChanged[\"depth changed\"]:::changed\n  end\n"
        out += "  classDef added fill:#dafbe1,stroke:#1a7f37,stroke-width:2px\n"
        out += "  classDef removed fill:#ffebe9,stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5\n"
        out += "  classDef changed fill:#fff8c5,stroke:#bf8700,stroke-width:2px\n"
        for (index, edge) in edges.enumerated() {
            if let style = edge.style { out += "  linkStyle \(index) \(style)\n" }
        }
        out += "  linkStyle \(edges.count) \(Self.added)\n"
        out += "  linkStyle \(edges.count + 1) \(Self.removed)\n"
        out += "  linkStyle \(edges.count + 2) \(Self.changed)\n"
        return out
    }

    /// Escapes a label for a quoted Mermaid label: `"`, `#`, `<`, `>`, `&` and control
    /// characters become entity codes (`#quot;`, `#35;`, …).
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case _ where scalar.properties.generalCategory == .control: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
