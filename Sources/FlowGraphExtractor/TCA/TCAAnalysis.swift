import FlowGraph
import SwiftSyntax

/// What the TCA and deep-link recognisers derive from one corpus: they all read the same
/// declarations, so the TCA model and the route resolver are built once per corpus
/// (``SourceCorpus/tca``), and the URL handlers' deep links once on first use.
final class TCAAnalysis: @unchecked Sendable {
    let model: TCAModel
    let resolver: RouteResolver
    /// Held while the moves are computed, and while the URL handlers' graph is: a recogniser asking
    /// for one while another computes it waits for that result rather than computing it again.
    private let movesLock = NSLockShim(), urlHandlersLock = NSLockShim()
    private var urlHandlers: NavigationGraph?
    private var featureMoves: [String: (moves: [TCAMove], unresolved: [Diagnostic])]?

    init(corpus: SourceCorpus) {
        model = TCAModel(corpus: corpus)
        resolver = RouteResolver(types: model.types, corpus: corpus)
    }

    /// A feature's moves and unresolved navigation (`TCAModel.moves(in:)`), every feature's computed
    /// the first time, on all cores: the stack, presentation and tab recognisers each draw some kinds
    /// of them, and placing a move's origin follows actions through other features.
    func moves(of feature: TCAModel.FeatureInfo) -> (moves: [TCAMove], unresolved: [Diagnostic]) {
        movesLock.withLock {
            if featureMoves == nil {
                // Each feature's moves read only the finished model.
                let model = model, features = model.sortedFeatures
                let computed = ParallelMap.map(Array(features.indices)) { model.moves(in: features[$0]) }
                featureMoves = Dictionary(uniqueKeysWithValues: zip(features.map(\.name), computed))
            }
            return featureMoves![feature.name] ?? ([], [])
        }
    }

    /// The URL handlers' deep links and diagnostics, computed by `compute` the first time.
    func urlHandlerGraph(compute: () -> NavigationGraph) -> NavigationGraph {
        urlHandlersLock.withLock {
            if urlHandlers == nil { urlHandlers = compute() }
            return urlHandlers!
        }
    }
}
