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

    @Test func helpersOverAPresentationStoreNameTheCaseTheyPresent() {
        let found = edges([
            houseProtocols,
            ("Sky/Observatory.swift", """
            struct Observatory: Screen {
              struct State: Equatable {
                @PresentationState var route: Route.State?
              }
              enum Action {
                case route(PresentationAction<Route.Action>)
                case lookTapped, readTapped, domeTapped, logTapped
              }
              struct Route: RouteSet {
                enum State: Equatable {
                  case telescope(Telescope.State)
                  case almanac(Almanac.State)
                  case planetarium(Planetarium.State)
                  case logbook(Logbook.State)
                }
                enum Action {
                  case telescope(Telescope.Action), almanac(Almanac.Action)
                  case planetarium(Planetarium.Action), logbook(Logbook.Action)
                }
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .lookTapped: state.route = .telescope(.init())
                  case .readTapped: state.route = .almanac(.init())
                  case .domeTapped: state.route = .planetarium(.init())
                  case .logTapped: state.route = .logbook(.init())
                  case .route: break
                  }
                  return .none
                }
                .ifLet(\\.$route, action: \\.route) { Route() }
              }
            }
            struct Telescope: Screen { struct State: Equatable {} }
            struct Almanac: Screen { struct State: Equatable {} }
            struct Planetarium: Screen { struct State: Equatable {} }
            struct Logbook: Screen { struct State: Equatable {} }
            """),
            ("Sky/ObservatoryView.swift", """
            struct ObservatoryView: View {
              let store: StoreOf<Observatory>
              var body: some View {
                Text("Sky").observatoryRoutes(store)
              }
            }
            extension StoreOf<Observatory> {
              var routes: PresentationStoreOf<Observatory.Route> {
                scope(state: \\.$route, action: \\.route)
              }
            }
            private extension View {
              func observatoryRoutes(_ store: StoreOf<Observatory>) -> some View {
                let viaProperty = store.routes
                let viaScope = store.scope(state: \\.$route, action: \\.route)
                return telescope(viaProperty)
                  .sheet(store: viaProperty.scope(state: \\.almanac, action: \\.almanac)) { AlmanacView(store: $0) }
                  .fullScreenCover(store: viaScope.scope(state: \\.planetarium, action: \\.planetarium)) { PlanetariumView(store: $0) }
                  .navigationDestination(
                    store: viaScope,
                    state: /Observatory.Route.State.logbook,
                    action: Observatory.Route.Action.logbook,
                    destination: { LogbookView(store: $0) })
              }
              func telescope(_ routes: PresentationStoreOf<Observatory.Route>) -> some View {
                navigationDestination(store: routes.scope(state: \\.telescope, action: \\.telescope)) { TelescopeView(store: $0) }
              }
            }
            """),
        ])
        #expect(found.contains("Observatory -push-> Observatory.Route.telescope"))
        #expect(found.contains("Observatory -sheet-> Observatory.Route.almanac"))
        #expect(found.contains("Observatory -fullScreenCover-> Observatory.Route.planetarium"))
        #expect(found.contains("Observatory -push-> Observatory.Route.logbook"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func tabViewNamingTheViewsOwnPropertiesShowsTheChildFeaturesViews() {
        let found = edges([
            houseProtocols,
            ("Port/Port.swift", #"""
            struct Port: Screen {
              struct State: Equatable {
                var harbor = Harbor.State()
                var lighthouse = Lighthouse.State()
              }
              enum Action {
                case harbor(Harbor.Action)
                case lighthouse(Lighthouse.Action)
              }
              var body: some ReducerOf<Self> {
                Scope(state: \.harbor, action: \.harbor) { Harbor() }
                Scope(state: \.lighthouse, action: \.lighthouse) { Lighthouse() }
              }
            }
            extension Port {
              struct View: SwiftUI.View {
                let store: StoreOf<Port>
                var body: some SwiftUI.View {
                  TabView { sections }
                }
                var sections: some SwiftUI.View {
                  Group {
                    dockSection
                    beaconSection()
                  }
                }
                var dockSection: some SwiftUI.View {
                  Harbor.View(store: store.docks).tabItem { Text("Docks") }
                }
                func beaconSection() -> some SwiftUI.View {
                  LighthouseScreen(store: store.beacon).tabItem { Text("Beacon") }
                }
              }
            }
            extension StoreOf<Port> {
              var docks: StoreOf<Harbor> { scope(state: \.harbor, action: \.harbor) }
              var beacon: StoreOf<Lighthouse> { scope(state: \.lighthouse, action: \.lighthouse) }
            }
            """#),
            ("Port/Parts.swift", """
            struct Harbor: Screen {
              typealias Store = StoreOf<Self>
              struct State: Equatable {}
            }
            extension Harbor {
              struct View: SwiftUI.View {
                let store: Store
                var body: some SwiftUI.View { Text("Harbor") }
              }
            }
            struct Lighthouse: Screen { struct State: Equatable {} }
            struct LighthouseScreen: View {
              let store: StoreOf<Lighthouse>
              var body: some View { Text("Light") }
            }
            """),
        ])
        #expect(found.contains("Port -tab-> Harbor"))
        #expect(found.contains("Port -tab-> Lighthouse"))
        #expect(!found.contains("Port -child-> Harbor"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func enumPropertyScopedCaseByCaseSwapsItsCasesScreens() {
        let found = edges([
            houseProtocols,
            ("Ferry/Ferry.swift", #"""
            struct Ferry: Screen {
              struct State: Equatable {
                enum Leg: Equatable {
                  case boarding(Boarding.State)
                  case crossing(Crossing.State)
                }
                var leg: Leg
                init(leg: Leg = .boarding(.init())) { self.leg = leg }
              }
              enum Action {
                case leg(LegAction)
                case departed
              }
              enum LegAction {
                case boarding(Boarding.Action)
                case crossing(Crossing.Action)
              }
              var body: some ReducerOf<Self> {
                Scope(state: \.leg, action: \.leg) {
                  Scope(state: \.boarding, action: \.boarding) { Boarding() }
                  Scope(state: \.crossing, action: \.crossing) { Crossing() }
                }
                Reduce { state, action in
                  switch action {
                  case .departed:
                    state.leg = .crossing(.init())
                    return .none
                  case .leg:
                    return .none
                  }
                }
              }
            }
            struct Boarding: Screen { struct State: Equatable {} }
            struct Crossing: Screen { struct State: Equatable {} }
            """#),
        ])
        #expect(found.contains("Ferry -child-> Ferry.State.Leg.boarding"))
        #expect(found.contains("Ferry.State.Leg.boarding -child-> Boarding"))
        #expect(found.contains("Ferry.State.Leg.crossing -child-> Crossing"))
        #expect(found.contains { $0.hasSuffix("-replace-> Ferry.State.Leg.crossing") })
        #expect(!found.contains { $0.contains("-tab->") })
        #expect(!found.contains("Ferry -child-> Boarding"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func caseScopedChildsDelegateSwapsFromItsCase() {
        let found = edges([
            houseProtocols,
            ("Tram/Tram.swift", #"""
            struct Tram: Screen {
              struct State: Equatable {
                enum Stop: Equatable {
                  case waiting(Platform.State)
                  case riding(Carriage.State)
                }
                var stop: Stop = .waiting(.init())
              }
              enum Action {
                case waiting(Platform.Action)
                case riding(Carriage.Action)
              }
              var body: some ReducerOf<Self> {
                Scope(state: \.stop, action: \.self) {
                  Scope(state: \.waiting, action: \.waiting) { Platform() }
                  Scope(state: \.riding, action: \.riding) { Carriage() }
                }
                Reduce { state, action in
                  switch action {
                  case .waiting(.delegate(.arrived)):
                    state.stop = .riding(.init())
                    return .none
                  default:
                    return .none
                  }
                }
              }
            }
            struct Platform: Screen {
              struct State: Equatable {}
              enum Action { case boardTapped, delegate(Delegate) }
              enum Delegate { case arrived }
            }
            struct PlatformView: View {
              let store: StoreOf<Platform>
              var body: some View {
                Button("Board") { store.send(.delegate(.arrived)) }
              }
            }
            struct Carriage: Screen { struct State: Equatable {} }
            """#),
        ])
        #expect(found.contains("Tram -child-> Tram.State.Stop.waiting"))
        #expect(found.contains("Tram.State.Stop.waiting -replace-> Tram.State.Stop.riding"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func throwingCaseBuilderStillPresentsItsCase() {
        let found = edges([
            ("Vault/Vault.swift", #"""
            @Reducer
            struct Vault {
              @Reducer
              enum Destination {
                case audit(Audit)
                case ledger(Ledger)
              }
              @ObservableState
              struct State {
                @Presents var destination: Destination.State?
              }
              enum Action {
                case destination(PresentationAction<Destination.Action>)
                case auditTapped, ledgerTapped
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .auditTapped:
                    state.destination = try! .audit(Audit.State(checked: ()))
                    return .none
                  case .ledgerTapped:
                    return .run { _ in }
                  case .destination:
                    return .none
                  }
                }
                .ifLet(\.$destination, action: \.destination)
              }
              func open(_ state: inout State) async throws {
                state.destination = try await .ledger(Ledger.State.load())
              }
            }
            @Reducer struct Audit { struct State { init(checked: Void) throws {} } }
            @Reducer struct Ledger { struct State { static func load() async throws -> Self { Self() } } }
            """#),
        ])
        #expect(found.contains("Vault -sheet-> Vault.Destination.audit"))
        #expect(found.contains("Vault -sheet-> Vault.Destination.ledger"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func stackRootHeldAsAPathCaseStartsOnItAndMovesFromIt() {
        let found = edges([
            ("Kiln/Kiln.swift", #"""
            @Reducer
            struct Kiln {
              @Reducer
              enum Step {
                case shape(Shaping)
                case glaze(Glazing)
                case fire(Firing)
              }
              @ObservableState
              struct State {
                var first: Step.State
                var steps = StackState<Step.State>()
                init() { self.first = .shape(Shaping.State()) }
              }
              enum Action {
                case first(Step.Action)
                case steps(StackActionOf<Step>)
              }
              var body: some ReducerOf<Self> {
                Scope(state: \.first, action: \.first) {
                  Step.shape(Shaping())
                }
                Reduce { state, action in
                  switch action {
                  case .first(.shape(.delegate(.shaped))):
                    state.steps.append(.glaze(Glazing.State()))
                    return .none
                  case .steps(.element(_, action: .glaze(.delegate(.glazed)))):
                    state.steps.append(.fire(Firing.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\.steps, action: \.steps)
              }
            }
            @Reducer struct Shaping {
              struct State {}
              enum Action { case doneTapped, delegate(Delegate) }
              enum Delegate { case shaped }
            }
            struct ShapingView: View {
              let store: StoreOf<Shaping>
              var body: some View { Button("Done") { store.send(.delegate(.shaped)) } }
            }
            @Reducer struct Glazing {
              struct State {}
              enum Action { case doneTapped, delegate(Delegate) }
              enum Delegate { case glazed }
            }
            struct GlazingView: View {
              let store: StoreOf<Glazing>
              var body: some View { Button("Done") { store.send(.delegate(.glazed)) } }
            }
            @Reducer struct Firing { struct State {} }
            """#),
        ])
        #expect(found.contains("Kiln -child-> Kiln.Step.shape"))
        #expect(found.contains("Kiln.Step.shape -push-> Kiln.Step.glaze"))
        #expect(found.contains("Kiln.Step.glaze -push-> Kiln.Step.fire"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func featuresLinkingToEachOtherPushFromTheirOwnScreens() {
        let found = edges([
            ("Atlas/Atlas.swift", #"""
            @Reducer
            struct Country {
              @Reducer
              enum Destination { case city(City) }
              @ObservableState
              struct State { @Presents var destination: Destination.State? }
              enum Action { case cityTapped, destination(PresentationAction<Destination.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .cityTapped = action { state.destination = .city(City.State()) }
                  return .none
                }
                .ifLet(\.$destination, action: \.destination)
              }
            }
            @Reducer
            struct City {
              @Reducer
              enum Destination { case country(Country) }
              @ObservableState
              struct State { @Presents var destination: Destination.State? }
              enum Action { case countryTapped, destination(PresentationAction<Destination.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .countryTapped = action { state.destination = .country(Country.State()) }
                  return .none
                }
                .ifLet(\.$destination, action: \.destination)
              }
            }
            struct CountryView: View {
              @Bindable var store: StoreOf<Country>
              var body: some View {
                Button("City") { store.send(.cityTapped) }
                  .navigationDestination(item: $store.scope(state: \.destination?.city, action: \.destination.city)) { CityView(store: $0) }
              }
            }
            struct CityView: View {
              @Bindable var store: StoreOf<City>
              var body: some View {
                Button("Country") { store.send(.countryTapped) }
                  .navigationDestination(item: $store.scope(state: \.destination?.country, action: \.destination.country)) { CountryView(store: $0) }
              }
            }
            """#),
        ])
        #expect(found.contains("Country -push-> Country.Destination.city"))
        #expect(found.contains("City -push-> City.Destination.country"))
    }
}

extension TCAHouseProtocolShapesTests {
    @Test func puttingBackTheCurrentCasesUpdatedStateIsNoMove() {
        let found = edges([
            houseProtocols,
            ("Relay/Relay.swift", #"""
            struct Relay: Screen {
              struct State: Equatable {
                enum Leg: Equatable {
                  case start(Baton.State)
                  case finish(Tape.State)
                }
                var leg: Leg = .start(.init())
              }
              enum Action { case start(Baton.Action), finish(Tape.Action), passed, timed }
              var body: some ReducerOf<Self> {
                Scope(state: \.leg, action: \.self) {
                  Scope(state: \.start, action: \.start) { Baton() }
                  Scope(state: \.finish, action: \.finish) { Tape() }
                }
                Reduce { state, action in
                  switch action {
                  case .passed:
                    state.leg = .finish(.init())
                  case .timed:
                    switch state.leg {
                    case var .finish(tape):
                      tape.seconds += 1
                      state.leg = .finish(tape)
                    case .start:
                      break
                    }
                  default:
                    break
                  }
                  return .none
                }
              }
            }
            struct Baton: Screen { struct State: Equatable {} }
            struct Tape: Screen { struct State: Equatable { var seconds = 0 } }
            """#),
        ])
        #expect(found.contains("Relay -replace-> Relay.State.Leg.finish"))
        #expect(!found.contains { $0.hasPrefix("Relay.State.Leg.finish -replace->") })
    }
}

extension TCAHouseProtocolShapesTests {
    /// A `State` method that queues what it is handed and presents it when the slot is free: the
    /// reducer's call presents the case it passes, through the method's parameter.
    @Test func aStateMethodPresentingItsParameterPresentsTheCasePassed() {
        let found = edges([
            houseProtocols,
            ("Harbour/Lighthouse.swift", """
            struct Lighthouse: Screen {
              struct State: Equatable {
                @PresentationState var route: Route.State?
                var waiting: [Route.State] = []
                var lastSignal: Route.State?
                mutating func signal(_ ship: Route.State) {
                  if route == nil {
                    self.route = ship
                  } else {
                    waiting.append(ship)
                  }
                }
                mutating func remember(_ ship: Route.State) {
                  lastSignal = ship
                }
              }
              enum Action {
                case route(PresentationAction<Route.Action>)
                case stormSighted, fogSighted
              }
              struct Route: RouteSet {
                enum State: Equatable {
                  case lifeboat(Lifeboat.State)
                  case foghorn(Foghorn.State)
                }
                enum Action { case lifeboat(Lifeboat.Action), foghorn(Foghorn.Action) }
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .stormSighted:
                    state.signal(.lifeboat(.init()))
                  case .fogSighted:
                    state.remember(.foghorn(.init()))
                  case .route: break
                  }
                  return .none
                }
                .ifLet(\\.$route, action: \\.route) { Route() }
              }
            }
            struct Lifeboat: Screen { struct State: Equatable {} }
            struct Foghorn: Screen { struct State: Equatable {} }
            """),
        ])
        #expect(found.contains("Lighthouse -sheet-> Lighthouse.Route.lifeboat"))
        #expect(!found.contains { $0.hasSuffix("-> Lighthouse.Route.foghorn") })
    }
}

extension TCAHouseProtocolShapesTests {
    /// Helpers in an extension that aliases the destination reducer take their store as the alias:
    /// the alias, not the bare name (which several features declare), says whose cases they present.
    @Test func aPresentationStoreTypedThroughAnExtensionsAliasPresentsThatReducersCase() {
        let found = edges([
            houseProtocols,
            ("Bakery/Oven.swift", """
            enum Bakery {}
            extension Bakery {
              struct Oven: Screen {
                struct State: Equatable { @PresentationState var route: Route.State? }
                enum Action { case route(PresentationAction<Route.Action>); case timerRang }
                struct Route: RouteSet {
                  enum State: Equatable { case loaf(Loaf.State) }
                  enum Action { case loaf(Loaf.Action) }
                }
                var body: some ReducerOf<Self> {
                  Reduce { state, action in
                    if case .timerRang = action { state.route = .loaf(.init()) }
                    return .none
                  }
                  .ifLet(\\.$route, action: \\.route) { Route() }
                }
              }
            }
            struct Loaf: Screen { struct State: Equatable {} }
            struct Pantry: Screen {
              struct State: Equatable { @PresentationState var route: Route.State? }
              enum Action { case route(PresentationAction<Route.Action>) }
              struct Route: RouteSet {
                enum State: Equatable { case jar(Loaf.State) }
                enum Action { case jar(Loaf.Action) }
              }
            }
            """),
            ("Bakery/OvenView.swift", """
            struct OvenView: View {
              let store: StoreOf<Bakery.Oven>
              var body: some View { Text("Oven").ovenRoutes(store.scope(state: \\.$route, action: \\.route)) }
            }
            private extension View {
              typealias Route = Bakery.Oven.Route
              func ovenRoutes(_ routes: PresentationStoreOf<Route>) -> some View {
                fullScreenCover(store: routes.scope(state: \\.loaf, action: \\.loaf)) { LoafView(store: $0) }
              }
            }
            """),
        ])
        #expect(found.contains("Bakery.Oven -fullScreenCover-> Bakery.Oven.Route.loaf"))
    }
}
