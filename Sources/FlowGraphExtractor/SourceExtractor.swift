import Dispatch
import FlowGraph

/// Reads Swift sources and recovers their navigation graph by running every recogniser.
public struct SourceExtractor: Sendable {
    /// The recognisers, in the order their contributions are merged. Order does not change the
    /// result (the graph is normalised), only which duplicate is kept.
    public let recognizers: [any NavigationRecognizing]

    public init(recognizers: [any NavigationRecognizing] = SourceExtractor.standardRecognizers) {
        self.recognizers = recognizers
    }

    /// Every recogniser FlowGraph ships. They share one ``NavigationModel`` per corpus, so the
    /// whole-program resolution runs once however many recognisers report from it.
    public static let standardRecognizers: [any NavigationRecognizing] = [
        RouteEnumRecognizer(),
        CoordinatorNavigationRecognizer(),
        ViewPresentationRecognizer(),
        NavigationLinkRecognizer(),
        TabAndAppRecognizer(),
        FlowStepRecognizer(),
        UIKitCoordinatorRecognizer(),
        NavigationStackLintRecognizer(),
        TCAAppRecognizer(),
        TCAFeatureRecognizer(),
        TCATabRecognizer(),
        TCAPresentationRecognizer(),
        TCAStackRecognizer(),
        URLHandlerDeepLinkRecognizer(),
        DocumentOpeningRecognizer(),
        RouteTableDeepLinkRecognizer(),
        RouteURLDeepLinkRecognizer(),
        StoryboardRecognizer(),
    ]

    /// Extracts the graph of the Swift files at `paths` (files or directories, walked recursively)
    /// that `includes` keeps, by path relative to `root`; paths in the graph are relative to `root`.
    /// `progress` is told as files are parsed (see ``SourceCorpus/Progress``).
    public func extract(
        paths: [String], root: String, progress: SourceCorpus.Progress? = nil, includes: (String) -> Bool = { _ in true }
    ) -> NavigationGraph {
        extract(from: SourceCorpus.load(paths: paths, root: root, progress: progress, includes: includes))
    }

    /// Extracts the graph of an already parsed corpus.
    ///
    /// The two whole-program models the recognisers share (the navigation model, and the TCA
    /// model with the route resolver) are built side by side; then the recognisers run on all
    /// cores. Their contributions are merged in recogniser order, so the result does not
    /// depend on scheduling.
    public func extract(from corpus: SourceCorpus) -> NavigationGraph {
        _ = ParallelMap.map([0, 1]) { part in
            if part == 0 { _ = corpus.navigation } else { _ = corpus.tca }
        }
        let recognizers = recognizers
        let contributions = ParallelMap.map(Array(recognizers.indices)) { recognizers[$0].recognize(in: corpus) }
        var graph = NavigationGraph(diagnostics: corpus.diagnostics)
        for contribution in contributions { graph.merge(contribution) }
        return Self.keepingOneDeclarationPerID(Self.completingDeepLinkTargets(graph, corpus: corpus).normalized())
    }

    /// Every deep link's target and handler stack must be nodes, so a written graph reads back.
    /// A screen or route case that only a deep link leads to (`nav.present(OnboardingViewController())`
    /// in a route handler) becomes a node, rooting a feature of its own as any screen nothing else
    /// leads to does. A link to something that is no screen (a case of the value a URL parser
    /// returns) is a diagnostic, and stack entries that are not screens are left out.
    static func completingDeepLinkTargets(_ graph: NavigationGraph, corpus: SourceCorpus) -> NavigationGraph {
        guard !graph.deepLinks.isEmpty else { return graph }
        var result = graph
        var known = Set(graph.nodes.map(\.id)), knownFeatures = Set(graph.features.map(\.id))
        let navigation = corpus.navigation, model = corpus.model
        let parsedEnums = navigation.withAnalyzer { $0.urlParsedEnums }
        func ensureNode(_ id: String) -> Bool {
            if known.contains(id) { return true }
            if navigation.nodes[id] != nil {
                // With its feature, that feature's root, and so on (see NavigationModel.declarations(closing:)).
                let declared = navigation.declarations(closing: [id])
                result.nodes += declared.nodes.filter { known.insert($0.id).inserted }
                result.features += declared.features.filter { knownFeatures.insert($0.id).inserted }
            } else if let (file, line) = screenSite(of: id) {
                result.nodes.append(Node(id: id, feature: id, kind: .root, file: file, line: line))
                result.features.append(Feature(id: id, kind: .view, root: id, file: file, line: line))
                knownFeatures.insert(id)
            } else {
                return false
            }
            known.insert(id)
            return true
        }
        /// Where a screen type, or a case of an app enum no URL parser returns, is declared.
        func screenSite(of id: String) -> (String, Int)? {
            if let declaration = model.types[id], navigation.withAnalyzer({ $0.isScreenType(id) }) {
                return (model.file(declaration.fileIndex).path, declaration.line)
            }
            let enumType = NavigationModel.enumName(of: id)
            guard !parsedEnums.contains(enumType), let enumCase = model.types[enumType]?.enumCase(named: String(id.dropFirst(enumType.count + 1))) else { return nil }
            return (model.file(enumCase.fileIndex).path, enumCase.line)
        }
        result.deepLinks = graph.deepLinks.compactMap { link in
            guard ensureNode(link.target) else {
                result.diagnostics.append(Diagnostic(
                    severity: .warning, code: "unresolved-deep-link",
                    message: "the deep link '\(link.pattern)' leads to '\(link.target)', which is no screen of the app; declare the link in .flowgraph.yml if it matters",
                    file: link.file, line: link.line))
                return nil
            }
            var completed = link
            completed.handlerStack = link.handlerStack.filter(ensureNode)
            return completed
        }
        return result
    }

    /// Recognisers may describe the same node or feature differently (another engineer's
    /// recogniser, say); the first in id order then wins, so each id is declared once.
    static func keepingOneDeclarationPerID(_ graph: NavigationGraph) -> NavigationGraph {
        var result = graph
        var seenNodes = Set<String>()
        result.nodes = graph.nodes.filter { seenNodes.insert($0.id).inserted }
        var seenFeatures = Set<String>()
        result.features = graph.features.filter { seenFeatures.insert($0.id).inserted }
        return result
    }
}
