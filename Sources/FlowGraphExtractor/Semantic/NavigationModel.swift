import FlowGraph

/// The navigation facts of a whole app, computed once per corpus (``SourceCorpus/navigation``)
/// and shared by the recognisers, each of which reports its part.
///
/// What it holds: the features (coordinators, view-owned stacks, flows, tab containers, the app)
/// with their roots, the route enums with their cases, the edges found by evaluating every
/// navigating call (helpers resolved through the call graph, bounded in depth and alternatives,
/// memoised per method and argument values) and the diagnostics.
/// - Complexity: one walk of every type's syntax, then work proportional to the navigating
///   calls times the size of the helpers they reach.
public final class NavigationModel: Sendable {
    /// Every feature by id.
    public let features: [String: Feature]
    /// Every node by id.
    public let nodes: [String: Node]
    /// Edges with the recogniser that reports them.
    let edgeDrafts: [EdgeDraft]
    let diagnosticDrafts: [(Diagnostic, NavigationSource)]
    /// Route enums (qualified name) and the feature that owns each.
    public let routeEnums: [String: String]
    /// The finished analysis, kept for code it leaves out (deep-link handlers) and evaluated
    /// later only under `lock`: evaluation memoises into it.
    private nonisolated(unsafe) let analyzer: NavigationAnalyzer
    private let lock = NSLockShim()

    init(model: SemanticModel) {
        let analyzer = NavigationAnalyzer(model: model)
        analyzer.run()
        self.analyzer = analyzer
        edgeDrafts = analyzer.edges
        diagnosticDrafts = analyzer.diagnostics
        var featureOfRoute: [String: String] = [:]
        for (enumType, owner) in analyzer.routeEnums { featureOfRoute[enumType] = owner }
        routeEnums = featureOfRoute
        (features, nodes) = NodeRegistry.build(analyzer: analyzer)
    }

    /// Runs `body` with exclusive use of the finished analysis, to evaluate code it skipped.
    /// Not reentrant: `body` must not call it again.
    func withAnalyzer<Result>(_ body: (NavigationAnalyzer) -> Result) -> Result {
        lock.withLock { body(analyzer) }
    }

    /// The part of the graph `source` reports: its edges and diagnostics, the nodes they touch
    /// and the features of those nodes.
    func graph(for source: NavigationSource) -> NavigationGraph {
        let edges = edgeDrafts.filter { $0.source == source }.map(\.edge)
            .filter { nodes[$0.from] != nil && nodes[$0.to] != nil }
        var nodeIDs = Set(edges.flatMap { [$0.from, $0.to] })
        if source == .route { nodeIDs.formUnion(nodes.values.filter { routeEnums[Self.enumName(of: $0.id)] != nil }.map(\.id)) }
        var graph = NavigationGraph(edges: edges, diagnostics: diagnosticDrafts.filter { $0.1 == source }.map(\.0))
        (graph.nodes, graph.features) = declarations(closing: nodeIDs)
        return graph
    }

    /// The nodes `ids` name, the features they are in, the roots of those features, the features
    /// of those roots, and so on: a graph holding them declares every feature its nodes name and
    /// every root its features name, so it reads back. A root may be in a feature other than the
    /// one it roots (the view whose sheet shows a coordinator's modals may be a tab container,
    /// a feature of its own); ids that are no node here are left out. Sorted by id.
    /// - Complexity: O(n log n) in the nodes and features returned.
    func declarations(closing ids: some Sequence<String>) -> (nodes: [Node], features: [Feature]) {
        var nodeIDs = Set<String>(), featureIDs = Set<String>()
        var pending = Array(ids)
        while let id = pending.popLast() {
            guard let node = nodes[id], nodeIDs.insert(id).inserted else { continue }
            if let feature = features[node.feature], featureIDs.insert(feature.id).inserted { pending.append(feature.root) }
        }
        return (nodeIDs.sorted().map { nodes[$0]! }, featureIDs.sorted().map { features[$0]! })
    }

    static func enumName(of nodeID: String) -> String {
        guard let dot = nodeID.lastIndex(of: ".") else { return "" }
        return String(nodeID[..<dot])
    }
}

/// Decides every node's kind and feature once, so all recognisers report identical nodes.
enum NodeRegistry {
    static func build(analyzer: NavigationAnalyzer) -> ([String: Feature], [String: Node]) {
        let model = analyzer.model
        // Enums a view presents from its own state (`.sheet(item: $activeSheet)`) belong to the
        // feature the view is in: their cases join it through the view's edges. So do the modals
        // of a router whose stacks are features of their own (one per tab).
        var featureRoots = analyzer.featureRoots
        var splitFeatures: [String: String] = [:]  // a split router's first tab feature, for what no edge places
        for (enumType, feature) in analyzer.enumFeatures.sorted(by: { $0.value < $1.value }) {
            if let owner = analyzer.routeEnums[enumType], splitFeatures[owner] == nil { splitFeatures[owner] = feature }
        }
        let placedByEdges = Set(analyzer.routeEnums.filter { enumType, owner in
            analyzer.enumFeatures[enumType] == nil && featureRoots[owner] == nil && (analyzer.isView(owner) || splitFeatures[owner] != nil)
        }.keys)
        // Owners whose stack no view shows still own their routes: the first case is the root.
        for (enumType, owner) in analyzer.routeEnums.sorted(by: { $0.key < $1.key }) where featureRoots[owner] == nil && !placedByEdges.contains(enumType) {
            if let first = model.types[enumType]?.cases.first {
                featureRoots[owner] = enumType + "." + first.name
                analyzer.featureKinds[owner] = analyzer.featureKinds[owner] ?? (model.types[owner]?.isView == true ? .view : .coordinator)
                if let declaration = model.types[owner] { analyzer.featureSites[owner] = (declaration.fileIndex, declaration.line) }
            }
        }
        var nodes: [String: Node] = [:]
        var featureOf: [String: String] = [:]
        // Route cases belong to the feature owning their enum.
        for (enumType, enumOwner) in analyzer.routeEnums.sorted(by: { $0.key < $1.key }) {
            guard let declaration = model.types[enumType] else { continue }
            let owner = analyzer.enumFeatures[enumType] ?? enumOwner
            // A case carrying a nested route enum shows that enum's screens, none of its own.
            for enumCase in declaration.cases where analyzer.nestedRouteEnums[enumType + "." + enumCase.name] == nil {
                let id = enumType + "." + enumCase.name
                nodes[id] = Node(id: id, feature: owner, kind: featureRoots[owner] == id ? .root : .screen, parameters: enumCase.parameters,
                                 file: model.file(enumCase.fileIndex).path, line: enumCase.line)
                if !placedByEdges.contains(enumType) { featureOf[id] = owner }
            }
        }
        // Roots belong to their feature.
        for (feature, root) in featureRoots.sorted(by: { $0.key < $1.key }) where featureOf[root] == nil {
            featureOf[root] = feature
        }
        // A controller one UIKit coordinator builds is in that coordinator's feature, and so is
        // each coordinator's own copy of a controller several build (`Coordinator.Controller`),
        // whichever screen leads to it first.
        for (screen, builders) in analyzer.coordinatorsBuilding.sorted(by: { $0.key < $1.key }) {
            for builder in builders where featureRoots[builder] != nil {
                let id = builders.count == 1 ? screen : builder + "." + screen
                if featureOf[id] == nil { featureOf[id] = builder }
            }
        }
        // Other screens join the feature of the first screen that leads to them (breadth-first).
        let edges = analyzer.edges.map(\.edge).sorted { ($0.from, $0.to, $0.kind, $0.line) < ($1.from, $1.to, $1.kind, $1.line) }
        var outgoing: [String: [String]] = [:]
        for edge in edges where edge.kind != .tab { outgoing[edge.from, default: []].append(edge.to) }
        func spread(from starts: [String]) {
            var queue = starts
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in outgoing[node] ?? [] where featureOf[next] == nil {
                    featureOf[next] = featureOf[node]
                    queue.append(next)
                }
            }
        }
        spread(from: featureOf.keys.sorted())
        var features: [String: Feature] = [:]
        for (id, root) in featureRoots {
            let site = analyzer.featureSites[id]
            features[id] = Feature(id: id, kind: analyzer.featureKinds[id] ?? .coordinator, root: root,
                                   file: site.map { model.file($0.0).path } ?? "", line: site?.1 ?? 0)
        }
        // A screen no push, modal or hosting leads to from a feature (a tab may) roots a feature
        // of its own, shown as a view, which the screens it leads to join. Screens nothing at all
        // leads to come first, so that a chain's first screen is the one that roots it.
        let presentingViews = Set(placedByEdges.compactMap { analyzer.routeEnums[$0] }.filter(analyzer.isView))
        let endpoints = Set(edges.flatMap { [$0.from, $0.to] }).union(featureRoots.values).union(presentingViews)
        let entered = Set(edges.filter { $0.kind != .tab }.map(\.to))
        let unowned = endpoints.sorted().filter { featureOf[$0] == nil }
        for id in unowned.filter({ !entered.contains($0) }) + unowned where featureOf[id] == nil && nodes[id] == nil {
            featureOf[id] = id
            features[id] = features[id] ?? Feature(id: id, kind: .view, root: id, file: site(of: id, model).0, line: site(of: id, model).1)
            spread(from: [id])
        }
        // A case no edge reaches is in its view's feature too.
        for enumType in placedByEdges.sorted() {
            let owner = analyzer.routeEnums[enumType]!
            for enumCase in model.types[enumType]?.cases ?? [] {
                nodes[enumType + "." + enumCase.name]?.feature = featureOf[enumType + "." + enumCase.name] ?? featureOf[owner] ?? splitFeatures[owner] ?? owner
            }
        }
        for id in endpoints.sorted() where nodes[id] == nil {
            let feature = featureOf[id]
            let kind: NodeKind
            switch features[id]?.kind {
            case .app?: kind = .app
            case .tabContainer?: kind = .tabContainer
            default: kind = featureRoots.values.contains(id) || features[id]?.root == id ? .root : .screen
            }
            var (file, line) = site(of: id, model)
            // A controller no app type declares (a framework's, presented by a screen) is where it is first shown.
            if file.isEmpty, let entering = edges.first(where: { $0.to == id }) { (file, line) = (entering.file, entering.line) }
            nodes[id] = Node(id: id, feature: feature ?? id, kind: kind, file: file, line: line)
        }
        return (features, nodes)
    }

    private static func site(of typeName: String, _ model: SemanticModel) -> (String, Int) {
        // One coordinator's copy of a shared screen (`Coordinator.Controller`) is where the controller is declared.
        let declared = model.types[typeName] ?? typeName.split(separator: ".").last.flatMap { model.types[String($0)] }
        guard let declaration = declared else { return sceneSite(of: typeName, model) ?? ("", 0) }
        return (model.file(declaration.fileIndex).path, declaration.line)
    }

    /// Where a storyboard scene no type declares (`UIViewController.Register Confirm`) is: its scene's line.
    private static func sceneSite(of nodeID: String, _ model: SemanticModel) -> (String, Int)? {
        let storyboards = model.corpus.storyboards
        guard let ref = storyboards.scene(qualifiedNode: nodeID), let scene = storyboards.scene(ref) else { return nil }
        return (storyboards.documents[ref.document].path, scene.line)
    }
}
