import FlowGraph
import Foundation

/// The property every graph `flowgraph extract` writes must have (issue 17, "always-valid
/// output"): written to a file, it reads back through ``GraphReader/read(path:)``, the reader
/// `flowgraph analyze graph.json` uses, to a graph that writes the same bytes; and every reference
/// in it names a declaration byte for byte, as any JSON reader compares, not only Swift's
/// canonically equivalent `String`s.
public enum ReadBack {
    /// What is wrong with `graph` written as JSON to `file` and read back; empty when nothing is.
    public static func problems(of graph: NavigationGraph, writingTo file: URL) -> [String] {
        let json = graph.jsonString()
        do {
            try Data(json.utf8).write(to: file)
            let reread = try GraphReader.read(path: file.path)
            let problems = unmatchedReferences(in: graph.normalized())
            return reread.jsonString() == json ? problems : problems + ["the graph read back writes other bytes"]
        } catch {
            return ["does not read back: \(error.localizedDescription)"]
        }
    }

    /// References that name no declaration byte for byte: a node's feature, a feature's root, an
    /// edge's ends, a deep link's target and handler stack; and ids declared twice.
    public static func unmatchedReferences(in graph: NavigationGraph) -> [String] {
        var problems: [String] = []
        var features = Set<[UInt8]>(), nodes = Set<[UInt8]>()
        for feature in graph.features where !features.insert(Array(feature.id.utf8)).inserted {
            problems.append("feature '\(feature.id)' is declared twice")
        }
        for node in graph.nodes where !nodes.insert(Array(node.id.utf8)).inserted {
            problems.append("node '\(node.id)' is declared twice")
        }
        func expectNode(_ id: String, _ role: String) {
            if !nodes.contains(Array(id.utf8)) { problems.append("\(role) '\(id)' is no node byte for byte") }
        }
        for node in graph.nodes where !node.feature.isEmpty && !features.contains(Array(node.feature.utf8)) {
            problems.append("the feature '\(node.feature)' of node '\(node.id)' is no feature byte for byte")
        }
        for feature in graph.features { expectNode(feature.root, "the root of feature '\(feature.id)'") }
        for edge in graph.edges {
            expectNode(edge.from, "edge start")
            expectNode(edge.to, "edge end")
        }
        for link in graph.deepLinks {
            expectNode(link.target, "the target of deep link '\(link.pattern)'")
            for id in link.handlerStack { expectNode(id, "the handler stack of deep link '\(link.pattern)'") }
        }
        return problems
    }
}
