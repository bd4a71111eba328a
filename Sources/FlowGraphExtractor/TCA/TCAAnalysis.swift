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

    init(corpus: SourceCorpus) {
        model = TCAModel(corpus: corpus)
        resolver = RouteResolver(types: model.types, corpus: corpus)
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
