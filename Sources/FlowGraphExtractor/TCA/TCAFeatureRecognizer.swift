import FlowGraph
import SwiftSyntax

/// TCA features: every `@Reducer struct` (or older `Reducer`/`ReducerProtocol` conformance) whose
/// `State` is not an enum is a feature of kind `reducer` with its own screen as root node, and a
/// child feature it embeds with `Scope(state:action:)` (not as a tab) is entered by a `child` edge.
///
/// Destination and path reducers (`@Reducer enum Destination`, or a reducer whose `State` is an
/// enum) are not features: their cases are nodes of the feature that holds them
/// (`TCAPresentationRecognizer`, `TCAStackRecognizer`). Tab containers are `TCATabRecognizer`'s.
public struct TCAFeatureRecognizer: NavigationRecognizing {
    public static let identifier = "tca-feature"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            @Reducer
            struct Parent {
              @ObservableState
              struct State { var header = Header.State() }
              enum Action { case header(Header.Action) }
              var body: some ReducerOf<Self> {
                1️⃣Scope(state: \\.header, action: \\.header) {
                  Header()
                }
              }
            }
            @Reducer struct Header {
              struct State {}
              enum Action {}
            }
            """,
            edges: ["Parent -child-> Header @1️⃣"]),
        RecognizerExample(
            """
            struct Parent: ReducerProtocol {
              struct State: Equatable { var header = Header.State() }
              enum Action { case header(Header.Action) }
              var body: some ReducerProtocol<State, Action> {
                1️⃣Scope(state: \\.header, action: /Action.header) { Header() }
              }
            }
            struct Header: ReducerProtocol {
              struct State: Equatable {}
              enum Action {}
              func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
            }
            """,
            edges: ["Parent -child-> Header @1️⃣"]),
        // A `Scope` helper of another library, on a type that is not a reducer.
        RecognizerExample(
            """
            struct Layout {
              var body: some View { Scope(state: \\.header, action: \\.header) { Header() } }
            }
            struct Header {}
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let model = corpus.tca.model
        var graph = NavigationGraph()
        for feature in model.sortedFeatures {
            let type = feature.type
            graph.features.append(Feature(
                id: feature.name, kind: feature.isTabContainer ? .tabContainer : .reducer, root: feature.name,
                file: type.file.path, line: type.line))
            graph.nodes.append(Node(
                id: feature.name, feature: feature.name, kind: feature.isTabContainer ? .tabContainer : .root,
                file: type.file.path, line: type.line))
            let tabs = feature.tabs?.scopes ?? []
            // A scoped child one of the feature's own cases or presentations shows is entered through that node.
            for scope in feature.scopes where !tabs.contains(scope.stateName) && !model.showsThroughSlot(feature, scope) {
                graph.edges.append(Edge(
                    from: feature.name, to: scope.feature, kind: .child, trigger: Trigger.text(for: scope.call),
                    file: scope.file.path, line: scope.file.line(of: scope.call)))
            }
        }
        return graph
    }
}
