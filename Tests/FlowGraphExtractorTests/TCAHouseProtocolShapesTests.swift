import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// TCA written through an app's own protocols: reducers that conform to a protocol of the app
/// refining `Reducer` (`protocol Screen: Reducer`), with the store-based presentation modifiers of
/// earlier 1.x releases called from helper methods over a presentation store passed in.
@Suite struct TCAHouseProtocolShapesTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    /// The app's base protocols, as an app declares them once and conforms every feature to.
    private let houseProtocols = ("Kit/Screen.swift", """
        protocol Screen: Reducer where State: Equatable {
          associatedtype Route: RouteSet = NoRoute
        }
        protocol RouteSet: Reducer {}
        enum NoRoute: RouteSet { struct State: Equatable {} }
        """)

    @Test func reducersConformingThroughTheAppsProtocolAreFeatures() {
        let found = edges([
            houseProtocols,
            ("Garden/Greenhouse.swift", """
            struct Greenhouse: Screen {
              struct State: Equatable {
                var beds = Seedbeds.State()
                @PresentationState var route: Route.State?
              }
              enum Action {
                case beds(Seedbeds.Action)
                case route(PresentationAction<Route.Action>)
                case waterTapped
              }
              struct Route: RouteSet {
                enum State: Equatable {
                  case sprinkler(Sprinkler.State)
                }
                enum Action { case sprinkler(Sprinkler.Action) }
                var body: some ReducerOf<Self> {
                  Scope(state: \\.sprinkler, action: \\.sprinkler) { Sprinkler() }
                }
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.beds, action: \\.beds) { Seedbeds() }
                Reduce { state, action in
                  switch action {
                  case .waterTapped:
                    state.route = .sprinkler(.init())
                    return .none
                  default:
                    return .none
                  }
                }
                .ifLet(\\.$route, action: \\.route) { Route() }
              }
            }
            struct Seedbeds: Screen { struct State: Equatable {} }
            struct Sprinkler: Screen { struct State: Equatable {} }
            """),
        ])
        #expect(found.contains("Greenhouse -child-> Seedbeds"))
        #expect(found.contains("Greenhouse -sheet-> Greenhouse.Route.sprinkler"))
        #expect(found.contains("Greenhouse.Route.sprinkler -child-> Sprinkler"))
    }
}
