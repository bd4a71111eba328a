import FlowGraph
import SwiftSyntax

/// What the TCA and deep-link recognisers derive from one corpus: they all read the same
/// declarations, so the TCA model and the route resolver are built once per corpus
/// (``SourceCorpus/tca``), and the URL handlers' deep links once on first use.
final class TCAAnalysis: @unchecked Sendable {
    let model: TCAModel
    let resolver: RouteResolver
    private let lock = NSLockShim()
    private var urlHandlers: NavigationGraph?
    private var featureMoves: [String: (moves: [TCAMove], unresolved: [Diagnostic])]?

    init(corpus: SourceCorpus) {
        model = TCAModel(corpus: corpus)
        resolver = RouteResolver(types: model.types, corpus: corpus)
    }

    /// A feature's moves and unresolved navigation (`TCAModel.moves(in:)`), every feature's computed
    /// the first time: the stack, presentation and tab recognisers each draw some kinds of them, and
    /// placing a move's origin follows actions through other features. Two recognisers may ask at
    /// once; both compute the same moves, and the first are kept.
    func moves(of feature: TCAModel.FeatureInfo) -> (moves: [TCAMove], unresolved: [Diagnostic]) {
        if let known = lock.withLock({ featureMoves }) { return known[feature.name] ?? ([], []) }
        var computed: [String: (moves: [TCAMove], unresolved: [Diagnostic])] = [:]
        for each in model.sortedFeatures { computed[each.name] = model.moves(in: each) }
        return lock.withLock {
            if featureMoves == nil { featureMoves = computed }
            return featureMoves![feature.name] ?? ([], [])
        }
    }

    /// The URL handlers' deep links and diagnostics, computed by `compute` the first time.
    /// Two recognisers may ask at once; both compute the same graph, and the first one is kept.
    func urlHandlerGraph(compute: () -> NavigationGraph) -> NavigationGraph {
        if let known = lock.withLock({ urlHandlers }) { return known }
        let graph = compute()
        return lock.withLock {
            if let known = urlHandlers { return known }
            urlHandlers = graph
            return graph
        }
    }
}
