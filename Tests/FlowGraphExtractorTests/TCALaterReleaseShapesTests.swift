import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// TCA written the way later 1.x releases write it: scoping without the `state:` label
/// (`Scope(\.child, action: \.child)`, `$store.scope(\.destination?.case, action: …)`) and the
/// case named after the scoped binding (`$store.scope(\.$destination, action: \.destination).case`).
@Suite struct TCALaterReleaseShapesTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    @Test func unlabelledScopesHostChildrenAndNameTheirPresentation() {
        let found = edges([
            ("Pantry/Pantry.swift", """
            @Reducer
            struct Pantry {
              @Reducer
              enum Destination {
                case scanner(BarcodeScanner)
                case label(LabelPrinter)
              }
              @ObservableState
              struct State {
                var shelf = Shelf.State()
                @Presents var destination: Destination.State?
                @Presents var recipe: Recipe.State?
              }
              enum Action {
                case shelf(Shelf.Action)
                case destination(PresentationAction<Destination.Action>)
                case recipe(PresentationAction<Recipe.Action>)
                case scanTapped, printTapped, cookTapped
              }
              var body: some ReducerOf<Self> {
                Scope(\\.shelf, action: \\.shelf) {
                  Shelf()
                }
                Reduce { state, action in
                  switch action {
                  case .scanTapped:
                    state.destination = .scanner(BarcodeScanner.State())
                    return .none
                  case .printTapped:
                    state.destination = .label(LabelPrinter.State())
                    return .none
                  case .cookTapped:
                    state.recipe = Recipe.State()
                    return .none
                  case .shelf, .destination, .recipe:
                    return .none
                  }
                }
                .ifLet(\\.$destination, action: \\.destination)
                .ifLet(\\.$recipe, action: \\.recipe) { Recipe() }
              }
            }
            """),
            ("Pantry/PantryScreen.swift", """
            struct PantryScreen: View {
              @Bindable var store: StoreOf<Pantry>
              var body: some View {
                ShelfScreen(store: store.scope(\\.shelf, action: \\.shelf))
                  .fullScreenCover(item: $store.scope(\\.destination?.scanner, action: \\.destination.scanner)) { ScannerScreen(store: $0) }
                  .navigationDestination(item: $store.scope(\\.$destination, action: \\.destination).label) { LabelScreen(store: $0) }
                  .navigationDestination(item: $store.scope(\\.recipe, action: \\.recipe)) { RecipeScreen(store: $0) }
              }
            }
            """),
            ("Parts.swift", """
            @Reducer struct Shelf { struct State {} }
            @Reducer struct BarcodeScanner { struct State {} }
            @Reducer struct LabelPrinter { struct State {} }
            @Reducer struct Recipe { struct State {} }
            """),
        ])
        #expect(found.contains("Pantry -child-> Shelf"))
        #expect(found.contains("Pantry -fullScreenCover-> Pantry.Destination.scanner"))
        #expect(found.contains("Pantry -push-> Pantry.Destination.label"))
        #expect(found.contains("Pantry -push-> Pantry.recipe"))
    }

    @Test func reducerEnumShownAsAWholeScreenSwapsItsCases() {
        let found = edges([
            ("Shell/Gate.swift", """
            @Reducer
            enum Gate {
              case welcome(Welcome)
              case lobby(Lobby)

              static var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .welcome(.signedIn):
                    state = .lobby(Lobby.State())
                    return .none
                  case .welcome(.passcode(.presented(.accepted))):
                    state = .lobby(Lobby.State())
                    return .none
                  case .lobby(.leaveTapped):
                    state = .welcome(Welcome.State())
                    return .none
                  case .welcome, .lobby:
                    return .none
                  }
                }
                .ifCaseLet(\\.welcome, action: \\.welcome) { Welcome() }
                .ifCaseLet(\\.lobby, action: \\.lobby) { Lobby() }
              }
            }
            """),
            ("Shell/GateScreen.swift", """
            struct GateScreen: View {
              let store: StoreOf<Gate>
              var body: some View {
                switch store.case {
                case let .welcome(store): WelcomeScreen(store: store)
                case let .lobby(store): LobbyScreen(store: store)
                }
              }
            }
            struct Launcher: View {
              let gate = Store(initialState: Gate.State.welcome(Welcome.State())) { Gate.body }
              var body: some View { GateScreen(store: gate) }
            }
            """),
            ("Features.swift", """
            @Reducer struct Welcome {
              struct State { @Presents var passcode: Passcode.State? }
              enum Action { case signedIn, passcode(PresentationAction<Passcode.Action>) }
            }
            @Reducer struct Passcode { struct State {} enum Action { case accepted } }
            @Reducer struct Lobby { struct State {} enum Action { case leaveTapped } }
            """),
        ])
        #expect(found.contains("Gate -child-> Gate.welcome"))
        #expect(found.contains("Gate.welcome -replace-> Gate.lobby"))
        #expect(found.contains("Welcome.passcode -replace-> Gate.lobby"))
        #expect(found.contains("Gate.lobby -replace-> Gate.welcome"))
    }

    @Test func unlabelledStackElementPatternFollowsTheDelegateToItsSender() {
        let found = edges([
            ("Library.swift", """
            @Reducer
            struct Library {
              @Reducer
              enum Path {
                case book(BookFeature)
                case reader(ReaderFeature)
              }
              @ObservableState
              struct State { var path = StackState<Path.State>() }
              enum Action { case path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .path(.element(_, .book(.delegate(let bookAction)))):
                    switch bookAction {
                    case .open:
                      state.path.append(.reader(ReaderFeature.State()))
                      return .none
                    }
                  case .path:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            """),
            ("Book.swift", """
            @Reducer
            struct BookFeature {
              @ObservableState
              struct State { @Presents var confirm: ConfirmationDialogState<Action.Dialog>? }
              enum Action {
                case confirm(PresentationAction<Dialog>)
                case delegate(Delegate)
                case menuTapped
                enum Dialog { case readNow }
                enum Delegate { case open }
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .menuTapped:
                    state.confirm = ConfirmationDialogState { TextState("Read?") }
                    return .none
                  case .confirm(.presented(.readNow)):
                    return .send(.delegate(.open))
                  case .confirm, .delegate:
                    return .none
                  }
                }
                .ifLet(\\.$confirm, action: \\.confirm)
              }
            }
            struct BookScreen: View {
              @Bindable var store: StoreOf<BookFeature>
              var body: some View {
                Button("More") { store.send(.menuTapped) }
                  .confirmationDialog($store.scope(\\.confirm, action: \\.confirm))
              }
            }
            @Reducer struct ReaderFeature { struct State {} }
            """),
        ])
        #expect(found.contains("BookFeature.confirm -push-> Library.Path.reader"))
    }

    @Test func destinationTheViewSwitchesItsContentOverReplacesIt() {
        let found = edges([
            ("Harbor.swift", """
            @Reducer
            struct Harbor {
              @Reducer
              enum Destination {
                case voyage(Voyage)
                case tutorial(Tutorial)
              }
              @ObservableState
              struct State {
                var dock = Dock.State()
                @Presents var destination: Destination.State?
              }
              enum Action {
                case dock(Dock.Action)
                case destination(PresentationAction<Destination.Action>)
                case setSailTapped, helpTapped
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.dock, action: \\.dock) { Dock() }
                Reduce { state, action in
                  switch action {
                  case .setSailTapped:
                    state.destination = .voyage(Voyage.State())
                    return .none
                  case .helpTapped:
                    state.destination = .tutorial(Tutorial.State())
                    return .none
                  case .dock, .destination:
                    return .none
                  }
                }
                .ifLet(\\.$destination, action: \\.destination)
              }
            }
            struct HarborScreen: View {
              let store: StoreOf<Harbor>
              var body: some View {
                switch store.destination {
                case .none:
                  DockScreen(store: store.scope(state: \\.dock, action: \\.dock))
                case .some(.voyage):
                  if let store = store.scope(state: \\.destination?.voyage, action: \\.destination.voyage) {
                    VoyageScreen(store: store)
                  }
                case .tutorial:
                  if let store = store.scope(state: \\.destination?.tutorial, action: \\.destination.tutorial) {
                    TutorialScreen(store: store)
                  }
                }
              }
            }
            @Reducer struct Dock { struct State {} }
            @Reducer struct Voyage { struct State {} }
            @Reducer struct Tutorial { struct State {} }
            """),
        ])
        #expect(found.contains("Harbor -replace-> Harbor.Destination.voyage"))
        #expect(found.contains("Harbor -replace-> Harbor.Destination.tutorial"))
    }

    @Test func appendsInARowBuildTheStackOneOnAnother() {
        let found = edges([
            ("Wizard.swift", """
            @Reducer
            struct Wizard {
              @Reducer
              enum Step {
                case basics(Basics)
                case extras(Extras)
                case summary(Summary)
              }
              @ObservableState
              struct State { var steps = StackState<Step.State>() }
              enum Action {
                case steps(StackActionOf<Step>)
                case resumeTapped
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .resumeTapped:
                    state.steps.append(.basics(Basics.State()))
                    state.steps.append(.extras(Extras.State()))
                    state.steps.append(.summary(Summary.State()))
                    return .none
                  case .steps:
                    return .none
                  }
                }
                .forEach(\\.steps, action: \\.steps)
              }
            }
            @Reducer struct Basics { struct State {} }
            @Reducer struct Extras { struct State {} }
            @Reducer struct Summary { struct State {} }
            """),
        ])
        #expect(found.contains("Wizard -push-> Wizard.Step.basics"))
        #expect(found.contains("Wizard.Step.basics -push-> Wizard.Step.extras"))
        #expect(found.contains("Wizard.Step.extras -push-> Wizard.Step.summary"))
        #expect(!found.contains("Wizard -push-> Wizard.Step.summary"))
    }

    @Test func reducerWithAnEnumStateSwapsItsCasesFromItsInitialOne() {
        let found = edges([
            ("Kiosk.swift", """
            @Reducer
            struct Kiosk {
              @ObservableState
              enum State {
                case attract(Attract.State)
                case checkout(Checkout.State)
                init() { self = .attract(Attract.State()) }
              }
              enum Action {
                case attract(Attract.Action)
                case checkout(Checkout.Action)
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .attract(.touched):
                    state = .checkout(Checkout.State())
                    return .none
                  case .checkout(.timedOut):
                    state = .attract(Attract.State())
                    return .none
                  case .attract, .checkout:
                    return .none
                  }
                }
                .ifCaseLet(\\.attract, action: \\.attract) { Attract() }
                .ifCaseLet(\\.checkout, action: \\.checkout) { Checkout() }
              }
            }
            struct KioskScreen: View {
              let store: StoreOf<Kiosk>
              var body: some View {
                switch store.state {
                case .attract:
                  if let store = store.scope(state: \\.attract, action: \\.attract) { AttractScreen(store: store) }
                case .checkout:
                  if let store = store.scope(state: \\.checkout, action: \\.checkout) { CheckoutScreen(store: store) }
                }
              }
            }
            @Reducer struct Attract { struct State {} enum Action { case touched } }
            @Reducer struct Checkout { struct State {} enum Action { case timedOut } }
            """),
        ])
        #expect(found.contains("Kiosk -child-> Kiosk.attract"))
        #expect(found.contains("Kiosk.attract -replace-> Kiosk.checkout"))
        #expect(found.contains("Kiosk.checkout -replace-> Kiosk.attract"))
    }

    @Test func parentPresentsInItsScopedChildsSlot() {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [
            (path: "Station.swift", text: """
            @Reducer
            struct Station {
              @Reducer
              enum Destination { case ticket(Ticket) }
              @ObservableState
              struct State {
                var lounge = Lounge.State()
                @Presents var destination: Destination.State?
              }
              enum Action {
                case lounge(Lounge.Action)
                case destination(PresentationAction<Destination.Action>)
                case announcementReceived, buyTapped
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.lounge, action: \\.lounge) { Lounge() }
                Reduce { state, action in
                  switch action {
                  case .announcementReceived:
                    state.lounge.destination = .menu(Menu.State())
                    return .none
                  case .buyTapped:
                    state.destination = .ticket(Ticket.State())
                    return .none
                  case .lounge, .destination:
                    return .none
                  }
                }
                .ifLet(\\.$destination, action: \\.destination)
              }
            }
            @Reducer
            struct Lounge {
              @Reducer
              enum Destination { case menu(Menu) }
              @ObservableState
              struct State { @Presents var destination: Destination.State? }
              enum Action { case destination(PresentationAction<Destination.Action>) }
            }
            struct LoungeView: View {
              @Bindable var store: StoreOf<Lounge>
              var body: some View {
                Text("Lounge")
                  .popover(item: $store.scope(state: \\.destination?.menu, action: \\.destination.menu)) { MenuView(store: $0) }
              }
            }
            @Reducer struct Ticket { struct State {} }
            @Reducer struct Menu { struct State {} }
            """),
        ]))
        let found = Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
        #expect(found.contains("Station -popover-> Lounge.Destination.menu"))
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-navigation" })
    }

    @Test func reducerOverAnotherFeaturesDomainNavigatesForThatFeature() {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [
            (path: "Match/Match.swift", text: """
            @Reducer
            struct Match {
              @Reducer
              enum Destination { case summary(Summary) }
              @ObservableState
              struct State {
                var secondsLeft = 60
                @Presents var destination: Destination.State?
              }
              enum Action {
                case tick
                case destination(PresentationAction<Destination.Action>)
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .tick = action { state.secondsLeft -= 1 }
                  return .none
                }
                .ifLet(\\.$destination, action: \\.destination)
                MatchClock()
              }
            }
            """),
            (path: "Match/MatchClock.swift", text: """
            @Reducer
            struct MatchClock {
              var body: some ReducerOf<Match> {
                Reduce { state, action in
                  guard state.secondsLeft <= 0 else { return .none }
                  state.destination = .summary(Summary.State())
                  return .none
                }
              }
            }
            @Reducer struct Summary { struct State {} }
            """),
        ]))
        let found = Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
        #expect(found.contains("Match -sheet-> Match.Destination.summary"))
        #expect(!graph.nodes.contains { $0.id == "MatchClock" })
    }

    @Test func plainViewPresentsTheFeatureItStartsAStoreOf() {
        let found = edges([
            ("Lobby.swift", """
            struct LobbyView: View {
              @State var isBasketShown = false
              var body: some View {
                NavigationStack {
                  List {
                    NavigationLink("Account") {
                      AccountScreen(store: Store(initialState: Account.State()) { Account() })
                    }
                    NavigationLink("History") {
                      Framed(store: Store(initialState: History.State()) { History() }) { HistoryScreen(store: $0) }
                    }
                  }
                  .fullScreenCover(isPresented: $isBasketShown) {
                    BasketScreen(store: Store(initialState: Basket.State()) { Basket() })
                  }
                  .toolbar { Button("Basket") { isBasketShown = true } }
                }
              }
            }
            struct Framed<S, A, Content: View>: View {
              let store: Store<S, A>
              let content: (Store<S, A>) -> Content
              var body: some View { content(store) }
            }
            """),
            ("Features.swift", """
            @Reducer struct Account { struct State {} }
            @Reducer struct History { struct State {} }
            @Reducer struct Basket { struct State {} }
            struct AccountScreen: View {
              let store: StoreOf<Account>
              var body: some View { Text("Account") }
            }
            struct HistoryScreen: View {
              let store: StoreOf<History>
              var body: some View { Text("History") }
            }
            struct BasketScreen: View {
              let store: StoreOf<Basket>
              var body: some View { Text("Basket") }
            }
            """),
        ])
        #expect(found.contains("LobbyView -push-> Account"))
        #expect(found.contains("LobbyView -push-> History"))
        #expect(found.contains("LobbyView -fullScreenCover-> Basket"))
    }

    /// A destination enum declared on its own (`@Reducer enum GateDestination`) hosts a reducer whose
    /// state is an enum of panels, found a screen only after the cases were read: the case enters
    /// it, it starts on the one panel the presenter builds it with (`Deck.State.charts(…)`), and a
    /// helper of the reducer returning a panel per choice replaces it with each.
    @Test func aDestinationCaseHostsAPanelEnumReducerStartedAndSwitchedByHelper() {
        EdgeExpectation.check("""
            import ComposableArchitecture
            import SwiftUI
            @Reducer
            struct Gate {
              @ObservableState
              struct State { @Presents var destination: GateDestination.State? }
              enum Action {
                case destination(PresentationAction<GateDestination.Action>)
                case unlocked
              }
              var body: some Reducer<State, Action> {
                Reduce { state, action in
                  switch action {
                  case .unlocked:
                    1️⃣state.destination = .deck(Deck.State.charts(Charts.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .ifLet(\\.$destination, action: \\.destination)
              }
            }
            @Reducer
            enum GateDestination {
              2️⃣case deck(Deck)
            }
            @Reducer
            struct Deck {
              @ObservableState
              enum State {
                3️⃣case charts(Charts.State)
                4️⃣case crew(Crew.State)
              }
              enum Action {
                case charts(Charts.Action)
                case crew(Crew.Action)
                case flip(Int)
              }
              var body: some Reducer<State, Action> {
                Reduce { state, action in
                  switch action {
                  case .flip(let side):
                    5️⃣state = panel(for: side)
                    return .none
                  default:
                    return .none
                  }
                }
              }
              private func panel(for side: Int) -> State {
                switch side {
                case 0: return .charts(Charts.State())
                default: return .crew(Crew.State())
                }
              }
            }
            @Reducer struct Charts { struct State {}; enum Action {} }
            @Reducer struct Crew { struct State {}; enum Action {} }
            struct GateView: View {
              @Bindable var store: StoreOf<Gate>
              var body: some View {
                ProgressView()
                  .fullScreenCover(item: $store.scope(state: \\.destination?.deck, action: \\.destination.deck)) { store in
                    DeckView(store: store)
                  }
              }
            }
            struct DeckView: View {
              let store: StoreOf<Deck>
              var body: some View {
                VStack {
                  switch store.state {
                  case .charts:
                    if let store = store.scope(state: \\.charts, action: \\.charts) { ChartsView(store: store) }
                  case .crew:
                    if let store = store.scope(state: \\.crew, action: \\.crew) { CrewView(store: store) }
                  }
                  Button("Flip") { store.send(.flip(1)) }
                }
              }
            }
            struct ChartsView: View { let store: StoreOf<Charts>; var body: some View { Text("c") } }
            struct CrewView: View { let store: StoreOf<Crew>; var body: some View { Text("w") } }
            """, [
                "Gate -fullScreenCover-> GateDestination.deck @1️⃣", "GateDestination.deck -child-> Deck @2️⃣",
                "Deck -child-> Deck.charts", "Deck.charts -child-> Charts @3️⃣", "Deck.crew -child-> Crew @4️⃣",
                "Deck -replace-> Deck.charts @5️⃣", "Deck -replace-> Deck.crew @5️⃣",
            ])
    }

    /// An alert's button whose action ends in another alert of the same slot (a wipe that fails)
    /// is no move from the alert to itself: the button dismissed it, and the feature shows the next.
    @Test func anAlertLeadingToAnotherAlertOfItsSlotIsNoSelfLoop() {
        EdgeExpectation.check("""
            import ComposableArchitecture
            import SwiftUI
            @Reducer
            struct Vault {
              @ObservableState
              struct State { @Presents var alert: AlertState<Action.Alert>? }
              enum Action {
                case alert(PresentationAction<Alert>)
                case eraseTapped
                case eraseFailed
                enum Alert { case confirmErase }
              }
              var body: some Reducer<State, Action> {
                Reduce { state, action in
                  switch action {
                  case .eraseTapped:
                    1️⃣state.alert = AlertState { TextState("Erase?") } actions: {
                      ButtonState(role: .destructive, action: .confirmErase) { TextState("Erase") }
                    }
                    return .none
                  case .alert(.presented(.confirmErase)):
                    return .send(.eraseFailed)
                  case .eraseFailed:
                    state.alert = AlertState { TextState("Could not erase") }
                    return .none
                  case .alert:
                    return .none
                  }
                }
                .ifLet(\\.$alert, action: \\.alert)
              }
            }
            struct VaultView: View {
              @Bindable var store: StoreOf<Vault>
              var body: some View {
                Button("Erase") { store.send(.eraseTapped) }
                  .alert($store.scope(state: \\.alert, action: \\.alert))
              }
            }
            """, ["Vault -alert-> Vault.alert @1️⃣"])
    }

    /// A plain optional value in a feature's state (no `@Presents`, no enum) bound as a
    /// presentation's item (`.sheet(item: $store.openedReceipt)`, or through
    /// `Binding(get: { store.pending }, set: …)`) is a slot of its own: assigning it a value presents
    /// it, clearing it does not.
    @Test func aPlainOptionalBoundAsAnItemPresentsWhileItHoldsAValue() {
        EdgeExpectation.check("""
            import ComposableArchitecture
            import SwiftUI
            struct Receipt: Identifiable, Equatable { let id: Int }
            @Reducer
            struct Ledger {
              @ObservableState
              struct State: Equatable {
                var receipts: [Receipt] = []
                var openedReceipt: Receipt?
                var pending: Receipt?
              }
              enum Action: BindableAction {
                case binding(BindingAction<State>)
                case receiptTapped(Receipt)
                case reviewTapped(Receipt)
                case reviewClosed
              }
              var body: some ReducerOf<Self> {
                BindingReducer()
                Reduce { state, action in
                  switch action {
                  case let .receiptTapped(receipt):
                    1️⃣state.openedReceipt = receipt
                    return .none
                  case let .reviewTapped(receipt):
                    2️⃣state.pending = receipt
                    return .none
                  case .reviewClosed:
                    state.pending = nil
                    return .none
                  case .binding:
                    return .none
                  }
                }
              }
            }
            struct LedgerView: View {
              @Bindable var store: StoreOf<Ledger>
              var body: some View {
                List(store.receipts) { receipt in
                  Button("Open") { store.send(.receiptTapped(receipt)) }
                  Button("Review") { store.send(.reviewTapped(receipt)) }
                }
                .sheet(item: $store.openedReceipt) { receipt in ReceiptDetail(receipt: receipt) }
                .fullScreenCover(item: Binding(get: { store.pending }, set: { if $0 == nil { store.send(.reviewClosed) } })) { receipt in
                  ReviewScreen(receipt: receipt)
                }
              }
            }
            struct ReceiptDetail: View { let receipt: Receipt; var body: some View { Text("r") } }
            struct ReviewScreen: View { let receipt: Receipt; var body: some View { Text("v") } }
            """, ["Ledger -sheet-> Ledger.openedReceipt @1️⃣", "Ledger -fullScreenCover-> Ledger.pending @2️⃣"])
    }

    /// An app starting its root store on either of two cases of the root's enum state
    /// (`Store(initialState: returning ? Arcade.State.lobby(…) : Arcade.State.intro(…))`) starts
    /// the root on each: a `child` edge to both.
    @Test func aStoreStartedOnEitherOfTwoCasesHostsBoth() {
        let found = edges([
            ("ArcadeApp.swift", """
            @main
            struct ArcadeApp: App {
              let store: StoreOf<Arcade>
              init() {
                let returning = UserDefaults.standard.bool(forKey: "returning")
                store = Store(
                  initialState: returning
                    ? Arcade.State.lobby(Lobby.State())
                    : Arcade.State.intro(Intro.State())
                ) { Arcade() }
              }
              var body: some Scene { WindowGroup { ArcadeView(store: store) } }
            }
            """),
            ("Arcade.swift", """
            @Reducer
            struct Arcade {
              @ObservableState
              enum State {
                case intro(Intro.State)
                case lobby(Lobby.State)
              }
              enum Action {
                case intro(Intro.Action)
                case lobby(Lobby.Action)
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .intro(.finished):
                    state = .lobby(Lobby.State())
                    return .none
                  case .intro, .lobby:
                    return .none
                  }
                }
                .ifCaseLet(\\.intro, action: \\.intro) { Intro() }
                .ifCaseLet(\\.lobby, action: \\.lobby) { Lobby() }
              }
            }
            struct ArcadeView: View {
              let store: StoreOf<Arcade>
              var body: some View {
                switch store.state {
                case .intro:
                  if let store = store.scope(state: \\.intro, action: \\.intro) { IntroView(store: store) }
                case .lobby:
                  if let store = store.scope(state: \\.lobby, action: \\.lobby) { LobbyView(store: store) }
                }
              }
            }
            @Reducer struct Intro { struct State {} enum Action { case finished } }
            @Reducer struct Lobby { struct State {} enum Action { case left } }
            struct IntroView: View { let store: StoreOf<Intro>; var body: some View { Text("i") } }
            struct LobbyView: View { let store: StoreOf<Lobby>; var body: some View { Text("l") } }
            """),
        ])
        #expect(found.contains("Arcade -child-> Arcade.intro"), "\(found.sorted())")
        #expect(found.contains("Arcade -child-> Arcade.lobby"), "\(found.sorted())")
        #expect(found.contains("Arcade.intro -replace-> Arcade.lobby"), "\(found.sorted())")
    }

    /// A view setting a presentation flag through its store's binding (`store.isPalettePicked = true`
    /// in a button, with `BindableAction`) presents it from the feature, as a reducer setting it
    /// would; setting it `false` presents nothing.
    @Test func aViewSettingAFlagThroughItsStorePresentsIt() {
        EdgeExpectation.check("""
            import ComposableArchitecture
            import SwiftUI
            @Reducer
            struct Canvas {
              @ObservableState
              struct State: Equatable { var isPalettePicked = false }
              enum Action: BindableAction { case binding(BindingAction<State>) }
              var body: some ReducerOf<Self> { BindingReducer() }
            }
            struct CanvasView: View {
              @Bindable var store: StoreOf<Canvas>
              var body: some View {
                VStack {
                  PaletteButton(store: store)
                  Button("Done") { store.isPalettePicked = false }
                }
                .sheet(isPresented: $store.isPalettePicked) { PaletteScreen() }
              }
            }
            struct PaletteButton: View {
              @Bindable var store: StoreOf<Canvas>
              var body: some View {
                Button("Palette") {
                  1️⃣store.isPalettePicked = true
                }
              }
            }
            struct PaletteScreen: View { var body: some View { Text("p") } }
            """, ["Canvas -sheet-> Canvas.isPalettePicked @1️⃣"])
    }
}
