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
        RouteURLDeepLinkRecognizer(),
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
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { _ = corpus.navigation } else { _ = corpus.tca }
        }
        let recognizers = recognizers
        let contributions = ParallelMap.map(Array(recognizers.indices)) { recognizers[$0].recognize(in: corpus) }
        var graph = NavigationGraph(diagnostics: corpus.diagnostics)
        for contribution in contributions { graph.merge(contribution) }
        return Self.keepingOneDeclarationPerID(graph.normalized())
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
