/// Checks that a graph is consistent: unique ids, and every reference names a declared node or feature.
public enum GraphValidation {
    /// One inconsistency: the JSON path of the offending member and what is wrong with it.
    public struct Problem: Equatable, Sendable {
        public var path: String
        public var message: String
    }

    /// The first inconsistency in array order, or `nil` when the graph is consistent.
    ///
    /// - Complexity: O(V + E + D) with hashing.
    public static func firstProblem(in graph: NavigationGraph) -> Problem? {
        var featureIDs = Set<String>()
        for (i, feature) in graph.features.enumerated() where !featureIDs.insert(feature.id).inserted {
            return Problem(path: "features[\(i)].id", message: "duplicate feature id '\(feature.id)'")
        }
        var nodeIDs = Set<String>()
        for (i, node) in graph.nodes.enumerated() {
            guard nodeIDs.insert(node.id).inserted else {
                return Problem(path: "nodes[\(i)].id", message: "duplicate node id '\(node.id)'")
            }
            if !node.feature.isEmpty, !featureIDs.contains(node.feature) {
                return Problem(path: "nodes[\(i)].feature", message: "unknown feature '\(node.feature)'; declare it in 'features'")
            }
        }
        func unknownNode(_ id: String, at path: @autoclosure () -> String) -> Problem? {
            nodeIDs.contains(id) ? nil : Problem(path: path(), message: "unknown node '\(id)'; declare it in 'nodes'")
        }
        for (i, feature) in graph.features.enumerated() {
            if let problem = unknownNode(feature.root, at: "features[\(i)].root") { return problem }
        }
        for (i, edge) in graph.edges.enumerated() {
            if let problem = unknownNode(edge.from, at: "edges[\(i)].from") ?? unknownNode(edge.to, at: "edges[\(i)].to") {
                return problem
            }
        }
        for (i, link) in graph.deepLinks.enumerated() {
            if let problem = unknownNode(link.target, at: "deepLinks[\(i)].target") { return problem }
            for (j, id) in link.handlerStack.enumerated() {
                if let problem = unknownNode(id, at: "deepLinks[\(i)].handlerStack[\(j)]") { return problem }
            }
        }
        return nil
    }
}
