import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// TCA navigation held in plain state rather than `@Presents`/`StackState`: Bool-driven
/// presentations (also through an app's own modifier helpers), an optional route enum a parent sets
/// on a child's action, content swapped by a `switch` over an enum, and embedded components.
@Suite struct TCAStateNavigationTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    private let helpers = ("Shared/Modifiers.swift", """
        import SwiftUI
        struct CardSheet<Card: View>: ViewModifier {
          @Binding var isPresented: Bool
          let card: () -> Card
          func body(content: Content) -> some View {
            content.sheet(isPresented: $isPresented) { card() }
          }
        }
        extension View {
          func cardSheet(isPresented: Binding<Bool>, card: @escaping () -> some View) -> some View {
            modifier(CardSheet(isPresented: isPresented, card: card))
          }
          func hiddenLink<Target: View>(when active: Binding<Bool>, target: @escaping () -> Target) -> some View {
            background(NavigationLink(isActive: active, destination: target, label: { EmptyView() }))
          }
        }
        """)

    @Test func boolStatePresentedThroughAHelperAndAnEmbeddedComponent() {
        let found = edges([helpers, ("Library/Library.swift", """
            @Reducer
            struct Shelf {
              @ObservableState struct State { @Presents var library: Library.State? }
              enum Action { case library(PresentationAction<Library.Action>) }
            }
            @Reducer
            struct Library {
              @ObservableState
              struct State {
                var isFilterShown = false
                var tips = TipsBanner.State()
              }
              enum Action { case filterTapped, tips(TipsBanner.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.tips, action: \\.tips) { TipsBanner() }
                Reduce { state, action in
                  switch action {
                  case .filterTapped:
                    state.isFilterShown = true
                    return .none
                  case .tips:
                    state.isFilterShown = false
                    return .none
                  }
                }
              }
            }
            @Reducer
            struct TipsBanner {
              @ObservableState struct State { var showsExplainer: Bool = false }
              enum Action { case infoTapped }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  state.showsExplainer.toggle()
                  return .none
                }
              }
            }
            struct LibraryView: View {
              @Bindable var store: StoreOf<Library>
              var body: some View {
                VStack { TipsBannerView(store: store.scope(state: \\.tips, action: \\.tips)) }
                  .cardSheet(isPresented: $store.isFilterShown) { Text("Filters") }
              }
            }
            struct TipsBannerView: View {
              @Bindable var store: StoreOf<TipsBanner>
              var body: some View {
                Text("Tip").popover(isPresented: $store.showsExplainer) { Text("Why") }
              }
            }
            """)])
        #expect(found.contains("Library -sheet-> Library.isFilterShown"))
        // The banner is part of the library's screen (which the shelf presents): its popover starts there.
        #expect(found.contains("Library -popover-> TipsBanner.showsExplainer"))
        #expect(!found.contains { $0.hasPrefix("TipsBanner -") })
    }

    /// A flag's sheet whose content a helper method of the view builds, in an extension in
    /// another file (`.sheet(isPresented: $store.isX) { xContent() }`): the scoped child it shows
    /// is the sheet's content, entered from the sheet rather than embedded in the screen.
    @Test func flagContentBuiltByAViewHelperMethodHostsTheScopedChild() {
        let found = edges([("Garden/Garden.swift", """
            @Reducer
            struct Garden {
              @ObservableState
              struct State {
                var isSoilShown = false
                var soil = SoilReport.State()
              }
              enum Action { case soilTapped, soil(SoilReport.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.soil, action: \\.soil) { SoilReport() }
                Reduce { state, action in
                  if case .soilTapped = action { state.isSoilShown = true }
                  return .none
                }
              }
            }
            @Reducer struct SoilReport { struct State {}; enum Action {} }
            struct GardenView: View {
              @Bindable var store: StoreOf<Garden>
              var body: some View {
                Button("Soil") { store.send(.soilTapped) }
                  .sheet(isPresented: $store.isSoilShown) {
                    if #available(iOS 17, *) { self.soilContent().padding() } else { soilContent() }
                  }
              }
            }
            """), ("Garden/GardenView+Sheets.swift", """
            extension GardenView {
              @ViewBuilder func soilContent() -> some View {
                SoilReportView(store: store.scope(state: \\.soil, action: \\.soil))
              }
            }
            struct SoilReportView: View {
              let store: StoreOf<SoilReport>
              var body: some View { Text("pH") }
            }
            """)])
        #expect(found.contains("Garden -sheet-> Garden.isSoilShown"))
        #expect(found.contains("Garden.isSoilShown -child-> SoilReport"))
        #expect(!found.contains("Garden -child-> SoilReport"))
    }

    @Test func aLinkWithAVisibleLabelIsTappedWithoutTheReducerSettingItsFlag() {
        let found = edges([helpers, ("Garden/Garden.swift", """
            extension View {
              func pushing<Target: View>(while active: Binding<Bool>, to target: @escaping () -> Target) -> some View {
                NavigationLink<Self, Target>(isActive: active, destination: target, label: { self })
              }
            }
            @Reducer
            struct Garden {
              @ObservableState
              struct State {
                var showsSeeds = false
                var showsTools = false
                var showsWeather = false
              }
              enum Action: BindableAction { case binding(BindingAction<State>) }
              var body: some ReducerOf<Self> { BindingReducer() }
            }
            struct GardenView: View {
              @Bindable var store: StoreOf<Garden>
              var body: some View {
                VStack {
                  Image(systemName: "leaf").pushing(while: $store.showsSeeds) { Text("Seeds") }
                  NavigationLink(isActive: $store.showsTools, destination: { Text("Tools") }) { Text("Tools") }
                }
                .hiddenLink(when: $store.showsWeather) { Text("Weather") }
              }
            }
            """)])
        // The icon the helper makes the link's label, and the link's own text, are tapped to push.
        #expect(found.contains("Garden -push-> Garden.showsSeeds"))
        #expect(found.contains("Garden -push-> Garden.showsTools"))
        // A link with an empty label opens only when the code sets its flag, which nothing does.
        #expect(!found.contains("Garden -push-> Garden.showsWeather"))
    }

    @Test func aChildWithoutAViewActsWhereItsParentsViewSendsItsAction() {
        let found = edges([helpers, ("Vault/Vault.swift", """
            @Reducer
            struct Backup {
              @ObservableState
              struct State { @Presents var alert: AlertState<Action.Alert>? }
              enum Action {
                case begin, failed, alert(PresentationAction<Alert>)
                enum Alert: Equatable {}
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .begin:
                    return .run { send in await send(.failed) }
                  case .failed:
                    state.alert = AlertState { TextState("Backup failed") }
                    return .none
                  case .alert:
                    return .none
                  }
                }
                .ifLet(\\.$alert, action: \\.alert)
              }
            }
            @Reducer
            struct Vault {
              @ObservableState
              struct State {
                var showsTools = false
                var backupState = Backup.State()
              }
              enum Action { case toolsTapped, backupPart(Backup.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.backupState, action: \\.backupPart) { Backup() }
                Reduce { state, action in
                  if case .toolsTapped = action { state.showsTools = true }
                  return .none
                }
              }
            }
            struct VaultView: View {
              @Bindable var store: StoreOf<Vault>
              var body: some View {
                Button("Tools") { store.send(.toolsTapped) }
                  .sheet(isPresented: $store.showsTools) {
                    Button("Back up now") { store.send(.backupPart(.begin)) }
                  }
                  .alert(store: store.scope(state: \\.backupState.$alert, action: \\.backupPart.alert))
              }
            }
            """)])
        // The backup has no screen: its failure shows over the tools sheet whose button started it.
        #expect(found.contains("Vault.showsTools -alert-> Backup.alert"))
        #expect(!found.contains("Backup -alert-> Backup.alert"))
    }

    @Test func optionalRouteEnumAndSwitchedContentSetOnChildActions() {
        let found = edges([helpers, ("Shell/Shell.swift", """
            @Reducer
            struct Shell {
              struct Content {
                enum Phase { case splash, login, main }
                var current: Phase = .splash
                var phase: Phase {
                  get { current }
                  set { current = newValue }
                }
              }
              @ObservableState
              struct State {
                enum Screen { case profile, billing }
                var content = Content()
                var screen: Screen? = nil
                var loginState = Login.State()
                var dashboardState = Dashboard.State()
                var profileState = Profile.State()
                var billingState = Billing.State()
              }
              enum Action {
                case login(Login.Action)
                case dashboard(Dashboard.Action)
                case profile(Profile.Action)
                case billing(Billing.Action)
                case phaseChanged(Content.Phase)
                case splashDone
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.loginState, action: \\.login) { Login() }
                Scope(state: \\.dashboardState, action: \\.dashboard) { Dashboard() }
                Scope(state: \\.profileState, action: \\.profile) { Profile() }
                Scope(state: \\.billingState, action: \\.billing) { Billing() }
                Reduce { state, action in
                  switch action {
                  case let .phaseChanged(newPhase):
                    state.content.phase = newPhase
                    return .none
                  case .splashDone:
                    return .send(.phaseChanged(.login))
                  case .login(.signedIn):
                    return .send(.phaseChanged(.main))
                  case .dashboard(.avatarTapped):
                    state.screen = .profile
                    return .none
                  case .profile(.upgradeTapped):
                    state.screen = nil
                    return .none
                  default:
                    return .none
                  }
                }
              }
            }
            @Reducer struct Login { struct State {}; enum Action { case signedIn } }
            @Reducer struct Dashboard { struct State {}; enum Action { case avatarTapped } }
            @Reducer struct Profile { struct State {}; enum Action { case upgradeTapped } }
            @Reducer struct Billing { struct State {}; enum Action {} }
            struct ShellView: View {
              @Bindable var store: StoreOf<Shell>
              var body: some View {
                switch store.content.phase {
                case .splash:
                  ProgressView()
                case .login:
                  LoginView(store: store.scope(state: \\.loginState, action: \\.login))
                case .main:
                  NavigationView {
                    DashboardView(store: store.scope(state: \\.dashboardState, action: \\.dashboard))
                      .hiddenLink(when: store.isShowing(.profile)) {
                        ProfileView(store: store.scope(state: \\.profileState, action: \\.profile))
                      }
                      .hiddenLink(when: store.isShowing(.billing)) {
                        BillingView(store: store.scope(state: \\.billingState, action: \\.billing))
                      }
                  }
                }
              }
            }
            """)])
        #expect(found.isSuperset(of: [
            "Shell -child-> Shell.Content.Phase.splash",
            "Shell -replace-> Shell.Content.Phase.login",
            "Login -replace-> Shell.Content.Phase.main",
            "Shell.Content.Phase.main -child-> Dashboard",
            "Dashboard -push-> Shell.State.Screen.profile",
            "Shell.State.Screen.profile -child-> Profile",
        ]))
        // The optional route is not a tab selection, and children shown through cases are not embedded.
        #expect(!found.contains { $0.contains("-tab->") })
        #expect(!found.contains("Shell -child-> Dashboard"))
    }

    @Test func resettingTheWholeStateShowsTheSwitchedContentItsValueHolds() {
        let found = edges([("Arcade/Arcade.swift", """
            @Reducer
            struct Arcade {
              struct Stage {
                enum Screen { case intro, lobby, game }
                var screen: Screen = .intro
              }
              @ObservableState
              struct State {
                var stage: Stage
                var introState = Intro.State()
                var lobbyState = Lobby.State()
                var gameState = Game.State()
              }
              enum Action {
                case intro(Intro.Action)
                case lobby(Lobby.Action)
                case game(Game.Action)
                case jump(Stage.Screen)
                case wiped
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.introState, action: \\.intro) { Intro() }
                Scope(state: \\.lobbyState, action: \\.lobby) { Lobby() }
                Scope(state: \\.gameState, action: \\.game) { Game() }
                Reduce { state, action in
                  switch action {
                  case .intro(.startTapped):
                    state.stage.screen = .lobby
                    return .none
                  case .game(.quitTapped):
                    return .run { send in await send(.wiped) }
                  case .wiped:
                    state = .initial
                    return .none
                  case .lobby(.replayTapped):
                    state = .initial
                    return .send(.jump(.game))
                  case let .jump(screen):
                    state.stage.screen = screen
                    return .none
                  default:
                    return .none
                  }
                }
              }
            }
            extension Arcade.State {
              static var initial: Self { .init(stage: .fresh) }
            }
            extension Arcade.Stage {
              static var fresh: Self { Self() }
            }
            @Reducer struct Intro { struct State {}; enum Action { case startTapped } }
            @Reducer struct Lobby { struct State {}; enum Action { case replayTapped } }
            @Reducer struct Game { struct State {}; enum Action { case quitTapped } }
            struct ArcadeView: View {
              let store: StoreOf<Arcade>
              var body: some View {
                switch store.stage.screen {
                case .intro: IntroView(store: store.scope(state: \\.introState, action: \\.intro))
                case .lobby: LobbyView(store: store.scope(state: \\.lobbyState, action: \\.lobby))
                case .game: GameView(store: store.scope(state: \\.gameState, action: \\.game))
                }
              }
            }
            """)])
        // Quitting wipes the whole state: its initial value leaves the content at its first case.
        #expect(found.contains("Game -replace-> Arcade.Stage.Screen.intro"))
        // Replaying resets too but sends the content on to the game at once: no stop at the intro.
        #expect(found.contains("Lobby -replace-> Arcade.Stage.Screen.game"))
        #expect(!found.contains("Lobby -replace-> Arcade.Stage.Screen.intro"))
    }

    @Test func rootContentAndLinkedChildrenKeepTheirOwnScreens() {
        let found = edges([("Garden/Garden.swift", """
            @Reducer
            struct GardenApp {
              @ObservableState struct State { var beds = Beds.State() }
              enum Action { case beds(Beds.Action) }
              var body: some ReducerOf<Self> { Scope(state: \\.beds, action: \\.beds) { Beds() } }
            }
            @Reducer
            struct Beds {
              @ObservableState struct State { var isSeasonPickerOpen = false; var harvest = Harvest.State() }
              enum Action { case pickSeason, harvest(Harvest.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.harvest, action: \\.harvest) { Harvest() }
                Reduce { state, action in
                  if case .pickSeason = action { state.isSeasonPickerOpen = true }
                  return .none
                }
              }
            }
            @Reducer
            struct Harvest {
              @ObservableState struct State { var isLogShown = false }
              enum Action { case logTapped }
              var body: some ReducerOf<Self> {
                Reduce { state, _ in
                  state.isLogShown = true
                  return .none
                }
              }
            }
            struct GardenAppView: View {
              let store: StoreOf<GardenApp>
              var body: some View { NavigationStack { BedsView(store: store.scope(state: \\.beds, action: \\.beds)) } }
            }
            struct BedsView: View {
              @Bindable var store: StoreOf<Beds>
              var body: some View {
                NavigationLink(destination: HarvestView(store: store.scope(state: \\.harvest, action: \\.harvest))) { Text("Harvest") }
                  .sheet(isPresented: $store.isSeasonPickerOpen) { Text("Season") }
              }
            }
            struct HarvestView: View {
              @Bindable var store: StoreOf<Harvest>
              var body: some View { Text("").sheet(isPresented: $store.isLogShown) { Text("Log") } }
            }
            """)])
        // The root feature's whole content is the beds screen; the linked harvest screen is its own.
        #expect(found.contains("Beds -sheet-> Beds.isSeasonPickerOpen"))
        #expect(found.contains("Harvest -sheet-> Harvest.isLogShown"))
    }
}
