extension Configuration {
    /// The graph with the ``declared`` features, nodes, edges and deep links merged in, normalised.
    ///
    /// A declared node or feature whose id the graph already has is skipped (the code's version
    /// wins). Node references in declared features, edges and deep links accept a full id or a
    /// unique suffix (as on the command line) and are replaced by the full id. With ``entry`` set,
    /// that node becomes the graph's only `app` node, so SPEC §3's analyses start from it (an
    /// `app` node the code declared becomes a `root`).
    ///
    /// - Throws: ``FlowGraphError/invalidGraph(path:location:message:)`` naming the configuration
    ///   file and the `declared.…` member whose node is unknown or ambiguous, with suggestions.
    /// - Complexity: O((V + E) log(V + E)) for the normalisation, plus O(V) per reference that is
    ///   not a full id.
    public func apply(to graph: NavigationGraph) throws -> NavigationGraph {
        // Nothing to merge or resolve (most configurations): skip the id sets and the resolver's
        // sorted copy of every id, which on a 100,000-node graph cost more than the rest.
        if entry == nil, declared.features.isEmpty, declared.nodes.isEmpty, declared.edges.isEmpty, declared.deepLinks.isEmpty {
            return graph.normalized()
        }
        var merged = graph
        let featureIDs = Set(graph.features.map(\.id))
        let nodeIDs = Set(graph.nodes.map(\.id))
        merged.features += declared.features.filter { !featureIDs.contains($0.id) }
        merged.nodes += declared.nodes.filter { !nodeIDs.contains($0.id) }

        let resolver = NodeResolver(graph: merged)
        let file = path.isEmpty ? Configuration.fileName : path
        func resolve(_ name: String, _ location: String) throws -> String {
            do {
                return try resolver.resolve(name)
            } catch {
                let reason = (error as? FlowGraphError)?.errorDescription ?? "\(error)"
                throw FlowGraphError.invalidGraph(path: file, location: location, message: reason + " (declare new nodes under 'declared.nodes')")
            }
        }
        for i in merged.features.indices where !featureIDs.contains(merged.features[i].id) {
            merged.features[i].root = try resolve(merged.features[i].root, "declared feature '\(merged.features[i].id)' root")
        }
        for (i, var edge) in declared.edges.enumerated() {
            edge.from = try resolve(edge.from, "declared.edges[\(i)].from")
            edge.to = try resolve(edge.to, "declared.edges[\(i)].to")
            merged.edges.append(edge)
        }
        for (i, var link) in declared.deepLinks.enumerated() {
            link.target = try resolve(link.target, "declared.deepLinks[\(i)].target")
            link.handlerStack = try link.handlerStack.enumerated().map { try resolve($1, "declared.deepLinks[\(i)].handlerStack[\($0)]") }
            merged.deepLinks.append(link)
        }
        if let entry {
            let id = try resolve(entry, "entry")
            for i in merged.nodes.indices {
                if merged.nodes[i].id == id {
                    merged.nodes[i].kind = .app
                } else if merged.nodes[i].kind == .app {
                    merged.nodes[i].kind = .root
                }
            }
        }
        return merged.normalized()
    }
}
