import FlowGraph
import Foundation
import SwiftSyntax

/// Shares what the TCA and deep-link recognisers derive from one corpus: they all read the same
/// declarations, so the type index, the TCA model, the route resolver and the URL handlers' deep
/// links are built once per corpus instead of once per recogniser.
///
/// Only the most recent corpus is kept, so memory stays bounded; a corpus is recognised by the
/// identities of its syntax trees, which cannot be reused while the cache holds them.
final class TCAModelCache: @unchecked Sendable {
    static let shared = TCAModelCache()

    final class Entry: @unchecked Sendable {
        let model: TCAModel
        let resolver: RouteResolver
        /// The URL handlers' graph, computed on first use.
        var urlHandlerGraph: NavigationGraph?

        init(model: TCAModel, resolver: RouteResolver) {
            self.model = model
            self.resolver = resolver
        }
    }

    private let lock = NSLock()
    private var key: [SyntaxIdentifier] = []
    private var entry: Entry?

    /// The shared analysis of `corpus`.
    func entry(for corpus: SourceCorpus) -> Entry {
        let key = corpus.files.map { $0.tree.id }
        lock.lock()
        defer { lock.unlock() }
        if let entry, key == self.key { return entry }
        let model = TCAModel(corpus: corpus)
        let built = Entry(model: model, resolver: RouteResolver(types: model.types, corpus: corpus))
        self.key = key
        entry = built
        return built
    }

    /// The URL handlers' deep links and diagnostics for `corpus`, computed once.
    func urlHandlerGraph(for corpus: SourceCorpus, compute: (Entry) -> NavigationGraph) -> NavigationGraph {
        let entry = entry(for: corpus)
        lock.lock()
        if let graph = entry.urlHandlerGraph {
            lock.unlock()
            return graph
        }
        lock.unlock()
        let graph = compute(entry)
        lock.lock()
        entry.urlHandlerGraph = graph
        lock.unlock()
        return graph
    }
}
