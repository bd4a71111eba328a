import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// TCA coordinators that keep their screens in an array of route wrappers, as the
/// TCACoordinators package does (`var routes: [Route<Screen.State>]`): the reducer pushes or
/// presents a case with the array's own methods (`push`, `presentSheet`, `presentCover`), or
/// replaces the whole array (`[.root(…), .push(…)]`); a screen's actions arrive wrapped with the
/// route's index or id (`.router(.routeAction(_, .intro(.startTapped)))`), so the move starts at
/// that route's case. The first route is the coordinator's content.
@Suite struct TCARouteListShapesTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    private static let steps = """
        import ComposableArchitecture
        import SwiftUI

        @Reducer struct Greeting {
          struct State: Hashable {}
          enum Action { case beginTapped, helpTapped }
        }
        @Reducer struct Details {
          struct State: Hashable { var name = "" }
          enum Action { case saved, cancelTapped }
        }
        @Reducer struct Review {
          struct State: Hashable {}
          enum Action { case doneTapped, editTapped }
        }
        @Reducer struct Manual {
          struct State: Hashable {}
          enum Action { case closeTapped }
        }
        struct GreetingView: View {
          let store: StoreOf<Greeting>
          var body: some View {
            VStack {
              Button("Begin") { store.send(.beginTapped) }
              Button("Help") { store.send(.helpTapped) }
            }
          }
        }
        struct DetailsView: View {
          let store: StoreOf<Details>
          var body: some View { Button("Save") { store.send(.saved) } }
        }
        struct ReviewView: View {
          let store: StoreOf<Review>
          var body: some View {
            Button("Done") { store.send(.doneTapped) }
            Button("Edit") { store.send(.editTapped) }
          }
        }
        struct ManualView: View {
          let store: StoreOf<Manual>
          var body: some View { Button("Close") { store.send(.closeTapped) } }
        }
        """

    /// The current API: a `@Reducer enum` of screens, `forEachRoute(\.routes, action: \.router)`,
    /// actions wrapped in `.router(.routeAction(_, …))`.
    @Test func aReducerEnumOfScreensRoutedThroughAnActionCase() {
        let found = edges([
            ("Steps.swift", Self.steps),
            ("Enrolment.swift", """
            import ComposableArchitecture
            import SwiftUI
            import TCACoordinators

            @Reducer
            enum Stage {
              case greeting(Greeting)
              case details(Details)
              case review(Review)
              case manual(Manual)
            }

            @Reducer
            struct Enrolment {
              @ObservableState
              struct State {
                var routes: [Route<Stage.State>] = [.root(.greeting(.init()), withNavigation: true)]
              }
              enum Action {
                case router(IndexedRouterActionOf<Stage>)
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .router(.routeAction(_, .greeting(.beginTapped))):
                    state.routes.push(.details(.init()))
                  case .router(.routeAction(_, .greeting(.helpTapped))):
                    state.routes.presentCover(.manual(.init()))
                  case .router(.routeAction(_, .details(.saved))):
                    state.routes.presentSheet(.review(.init()), withNavigation: true)
                  case .router(.routeAction(_, .review(.editTapped))):
                    state.routes.dismiss()
                  case .router(.routeAction(_, .review(.doneTapped))):
                    state.routes = [.root(.greeting(.init()), withNavigation: true)]
                  case .router(.routeAction(_, .manual(.closeTapped))):
                    state.routes.goBackToRoot()
                  default:
                    break
                  }
                  return .none
                }
                .forEachRoute(\\.routes, action: \\.router)
              }
            }

            struct EnrolmentView: View {
              let store: StoreOf<Enrolment>
              var body: some View {
                TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
                  switch screen.case {
                  case let .greeting(store): GreetingView(store: store)
                  case let .details(store): DetailsView(store: store)
                  case let .review(store): ReviewView(store: store)
                  case let .manual(store): ManualView(store: store)
                  }
                }
              }
            }

            @main
            struct EnrolmentApp: App {
              var body: some Scene {
                WindowGroup { EnrolmentView(store: Store(initialState: Enrolment.State()) { Enrolment() }) }
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: [
            "Enrolment -child-> Stage.greeting",
            "Stage.greeting -push-> Stage.details",
            "Stage.greeting -fullScreenCover-> Stage.manual",
            "Stage.details -sheet-> Stage.review",
            "Stage.review -reset-> Stage.greeting",
            "Stage.greeting -child-> Greeting",
            "Stage.details -child-> Details",
            "Stage.review -child-> Review",
            "Stage.manual -child-> Manual",
        ]), "\(found.sorted())")
        // Going back (`dismiss`, `goBackToRoot`) shows nothing new.
        #expect(!found.contains { $0.hasPrefix("Stage.manual -") && !$0.hasSuffix("-child-> Manual") }, "\(found.sorted())")
        #expect(!found.contains("Stage.review -push-> Stage.greeting"), "\(found.sorted())")
    }

    /// The earlier API: a reducer struct whose `State` is an enum, an identified array of routes,
    /// actions in the coordinator's own `routeAction(id, action:)` case, a route appended as a
    /// wrapped value, and a stack rebuilt inside the delayed-update effect.
    @Test func anIdentifiedRouteArrayWithItsOwnRouteActionCase() {
        let found = edges([
            ("Steps.swift", Self.steps),
            ("Signup.swift", """
            import ComposableArchitecture
            import TCACoordinators

            struct SignupScreen: Reducer {
              enum State: Equatable, Identifiable {
                case greeting(Greeting.State)
                case details(Details.State)
                case review(Review.State)
                var id: String { "" }
              }
              enum Action {
                case greeting(Greeting.Action)
                case details(Details.Action)
                case review(Review.Action)
              }
              var body: some ReducerOf<Self> {
                Scope(state: /State.greeting, action: /Action.greeting) { Greeting() }
                Scope(state: /State.details, action: /Action.details) { Details() }
                Scope(state: /State.review, action: /Action.review) { Review() }
              }
            }

            struct Signup: Reducer {
              struct State: Equatable, IdentifiedRouterState {
                static let initialState = State(routes: [.root(.greeting(.init()), embedInNavigationView: true)])
                var routes: IdentifiedArrayOf<Route<SignupScreen.State>>
              }
              enum Action: IdentifiedRouterAction {
                case routeAction(SignupScreen.State.ID, action: SignupScreen.Action)
                case updateRoutes(IdentifiedArrayOf<Route<SignupScreen.State>>)
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .routeAction(_, action: .greeting(.beginTapped)):
                    state.routes.append(.push(.details(.init())))
                    return .none
                  case .routeAction(_, action: .details(.saved)):
                    return .routeWithDelaysIfUnsupported(state.routes) {
                      $0.goBackToRoot()
                      $0.presentSheet(.review(.init()))
                    }
                  default:
                    return .none
                  }
                }
                .forEachRoute { SignupScreen() }
              }
            }

            struct SignupView: View {
              let store: StoreOf<Signup>
              var body: some View {
                TCARouter(store) { screen in
                  SwitchStore(screen) { state in
                    switch state {
                    case .greeting: CaseLet(/SignupScreen.State.greeting, action: SignupScreen.Action.greeting, then: GreetingView.init)
                    case .details: CaseLet(/SignupScreen.State.details, action: SignupScreen.Action.details, then: DetailsView.init)
                    case .review: CaseLet(/SignupScreen.State.review, action: SignupScreen.Action.review, then: ReviewView.init)
                    }
                  }
                }
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: [
            "Signup -child-> SignupScreen.greeting",
            "SignupScreen.greeting -push-> SignupScreen.details",
            "SignupScreen.details -sheet-> SignupScreen.review",
            "SignupScreen.greeting -child-> Greeting",
        ]), "\(found.sorted())")
    }

    /// An array of some other generic value is no route list: appending to it is no navigation.
    @Test func anArrayOfOtherGenericValuesIsNoRouteList() {
        let found = edges([
            ("Steps.swift", Self.steps),
            ("Journal.swift", """
            import ComposableArchitecture

            @Reducer
            enum Entry {
              case greeting(Greeting)
              case details(Details)
            }

            struct Tagged<Value> { var value: Value }

            @Reducer
            struct Journal {
              struct State { var kept: [Tagged<Entry.State>] = [] }
              enum Action { case keep }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  state.kept.append(Tagged(value: .details(.init())))
                  return .none
                }
              }
            }
            """),
        ])
        #expect(!found.contains { $0.contains("Entry.") }, "\(found.sorted())")
    }
}
