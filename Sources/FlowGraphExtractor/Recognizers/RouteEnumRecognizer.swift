import FlowGraph

/// Route enums and their owners: every case of an enum held in navigation state (stack elements,
/// modal items, a current route), taken by a navigating method or registered with
/// `navigationDestination(for:)` becomes a node `<Enum>.<case>` (qualified by enclosing types) with
/// its associated values as parameters, in the feature of the owner. A case that no destination
/// switch maps to a screen gets the note `unhandled-route`.
public struct RouteEnumRecognizer: NavigationRecognizing {
    public static let identifier = "route-enums"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .route)
    }

    /// Nodes are this recogniser's contribution; its examples are look-alikes that must give no edge
    /// (fixture tests check the nodes, parameters and notes).
    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            final class Vault: ObservableObject {
                enum Route: Hashable { case list, item(id: UUID, String) }
                @Published var path: [Route] = []
            }
            enum Coin { case heads, tails }
            """),
    ]
}
