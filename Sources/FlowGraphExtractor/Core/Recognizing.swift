import FlowGraph

/// One navigation pattern FlowGraph understands: it reads the whole corpus and contributes the
/// features, nodes, edges, deep links and diagnostics that pattern defines.
///
/// Recognisers see the whole corpus because navigation crosses files: a helper method in one file,
/// its call in a view in another. Each recogniser lives in its own file and carries examples
/// (`RecognizerExample`) that its tests run, the way a SwiftLint rule carries triggering examples.
public protocol NavigationRecognizing: Sendable {
    /// A short identifier, e.g. `tca-presents`.
    static var identifier: String { get }
    /// What the recogniser finds, with examples its tests run.
    static var examples: [RecognizerExample] { get }
    /// The part of the graph this pattern contributes.
    func recognize(in corpus: SourceCorpus) -> NavigationGraph
}

/// A small piece of Swift and what a recogniser must (or must not) find in it.
public struct RecognizerExample: Sendable {
    /// The source, a single file; `1️⃣`, `2️⃣`, … mark where expected edges start (removed before parsing).
    public var source: String
    /// Edges expected as `from -kind-> to` strings (e.g. `"AccountsRoute.list -push-> AccountsRoute.detail"`),
    /// each optionally followed by ` @1️⃣` naming the marker of its line. Empty for a look-alike that
    /// is not navigation: then the recogniser must find no edge.
    public var edges: [String]
    /// Deep links expected as `pattern => target [handler stack]` strings (e.g.
    /// `"app://post/:id => AppRoute.post [AppRoute.post]"`), each optionally followed by ` @1️⃣`.
    /// Empty, with `edges`, for a look-alike: then the recogniser must find no deep link either.
    public var deepLinks: [String]

    public init(_ source: String, edges: [String] = [], deepLinks: [String] = []) {
        self.source = source
        self.edges = edges
        self.deepLinks = deepLinks
    }
}
