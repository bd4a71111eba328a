import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// Which screen a TCA move starts from when a parent or coordinator reducer performs it: the
/// screen whose UI sends the action it handles (SPEC §2: `from` is the screen whose UI triggers
/// the move), followed through scoped children, path elements and the stores' instances.
@Suite struct TCAActionOriginTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    /// A flow whose root content is a scoped child that one of its path cases also hosts: the
    /// scoped instance's actions come from the flow's own screen, a path element's from that element.
    @Test func scopedRootContentIsTheFlowsScreenNotThePathCaseHostingTheSameFeature() {
        let found = edges([("Checkout/Checkout.swift", """
            @Reducer
            struct Storefront {
              @Reducer enum Path { case checkout(Checkout) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case path(StackActionOf<Path>), openCheckout }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .openCheckout = action { state.path.append(.checkout(Checkout.State())) }
                  return .none
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct Checkout {
              @Reducer enum Path { case revisit(Basket), payment(Payment) }
              @ObservableState
              struct State {
                var path = StackState<Path.State>()
                var basketState = Basket.State()
              }
              enum Action { case basket(Basket.Action), path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.basketState, action: \\.basket) { Basket() }
                Reduce { state, action in
                  switch action {
                  case .basket(.payTapped):
                    state.path.append(.payment(Payment.State()))
                    return .none
                  case .path(.element(id: _, action: .revisit(.payTapped))):
                    state.path.append(.payment(Payment.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer struct Basket { struct State {}; enum Action { case payTapped } }
            @Reducer struct Payment { struct State {}; enum Action {} }
            struct CheckoutView: View {
              @Bindable var store: StoreOf<Checkout>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  BasketView(store: store.scope(state: \\.basketState, action: \\.basket))
                } destination: { store in
                  switch store.case {
                  case let .revisit(store): BasketView(store: store)
                  case let .payment(store): PaymentView(store: store)
                  }
                }
              }
            }
            """)])
        #expect(found.contains("Checkout -push-> Checkout.Path.payment"))
        #expect(found.contains("Checkout.Path.revisit -push-> Checkout.Path.payment"))
        #expect(!found.contains("Basket -push-> Checkout.Path.payment"))
        // The scoped basket is the flow's root content: entered from the flow, besides the path case.
        #expect(found.contains("Checkout -child-> Basket"))
        #expect(found.contains("Checkout.Path.revisit -child-> Basket"))
    }

    /// A coordinator pushing on a child's button that sits in a sheet the child's view presents
    /// (through a helper of the view), and on a delegate action the child's reducer sends when an
    /// alert button is tapped, read through a `switch` over the bound delegate value.
    @Test func movesStartWhereTheHandledActionIsSent() {
        let found = edges([("Harbor/Harbor.swift", """
            @Reducer
            struct Harbor {
              @Reducer enum Path { case manifest(Manifest), dock(Dock) }
              @ObservableState struct State {
                var path = StackState<Path.State>()
                var deck = Deck.State()
              }
              enum Action { case deck(Deck.Action), path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.deck, action: \\.deck) { Deck() }
                Reduce { state, action in
                  switch action {
                  case .deck(.manifestTapped):
                    state.path.append(.manifest(Manifest.State()))
                    return .none
                  case let .path(.element(id: _, action: .manifest(.delegate(reply)))):
                    switch reply {
                    case .openDock:
                      state.path.append(.dock(Dock.State()))
                    case .stayed:
                      break
                    }
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct Deck {
              @ObservableState struct State { var isToolboxOpen = false }
              enum Action { case toolboxTapped, manifestTapped }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .toolboxTapped = action { state.isToolboxOpen = true }
                  return .none
                }
              }
            }
            @Reducer
            struct Manifest {
              @ObservableState struct State { @Presents var alert: AlertState<Action>? }
              enum Action { case dockTapped, confirmDock, keepTapped, alert(PresentationAction<Action>), delegate(Delegate) }
              enum Delegate { case openDock, stayed }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .dockTapped:
                    state.alert = .confirmDock
                    return .none
                  case .confirmDock:
                    return .send(.delegate(.openDock))
                  case .keepTapped:
                    return .send(.delegate(.stayed))
                  case .alert, .delegate:
                    return .none
                  }
                }
              }
            }
            @Reducer struct Dock { struct State {}; enum Action {} }
            """), ("Harbor/Views.swift", """
            struct HarborView: View {
              @Bindable var store: StoreOf<Harbor>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  DeckView(store: store.scope(state: \\.deck, action: \\.deck))
                } destination: { _ in EmptyView() }
              }
            }
            struct DeckView: View {
              @Bindable var store: StoreOf<Deck>
              var body: some View {
                Button("Tools") { store.send(.toolboxTapped) }
                  .sheet(isPresented: $store.isToolboxOpen) { toolbox() }
              }
            }
            extension DeckView {
              func toolbox() -> some View {
                Button("Manifest") { store.send(.manifestTapped) }
              }
            }
            extension AlertState where Action == Manifest.Action {
              static var confirmDock: Self {
                AlertState { TextState("Dock now?") } actions: {
                  ButtonState(action: .confirmDock) { TextState("Dock") }
                }
              }
            }
            """)])
        #expect(found.contains("Deck.isToolboxOpen -push-> Harbor.Path.manifest"))
        #expect(!found.contains("Deck -push-> Harbor.Path.manifest"))
        #expect(found.contains("Manifest -alert-> Manifest.alert"))
        #expect(found.contains("Manifest.alert -push-> Harbor.Path.dock"))
        #expect(!found.contains { $0.hasSuffix("-push-> Harbor.Path.dock") && !$0.hasPrefix("Manifest.alert ") })
    }

    /// Content a view's `switch` shows for one case sends from that case; a child shown by one case
    /// of an optional route a view links to swaps the link when it sets another case.
    @Test func switchedContentSendsFromItsCaseAndALinkedRouteIsReplaced() {
        let found = edges([("Lobby/Lobby.swift", """
            @Reducer
            struct Lobby {
              enum Stage { case greeting, lounge }
              enum Room { case library, gallery }
              @ObservableState
              struct State {
                var stage: Stage = .greeting
                var room: Room?
                var showsCredits = false
                var loungeState = Lounge.State()
                var libraryState = Library.State()
                var galleryState = Gallery.State()
              }
              enum Action { case creditsTapped, lounge(Lounge.Action), library(Library.Action), gallery(Gallery.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.loungeState, action: \\.lounge) { Lounge() }
                Scope(state: \\.libraryState, action: \\.library) { Library() }
                Scope(state: \\.galleryState, action: \\.gallery) { Gallery() }
                Reduce { state, action in
                  switch action {
                  case .creditsTapped:
                    state.showsCredits = true
                  case .lounge(.readTapped):
                    state.room = .library
                  case .library(.paintingsTapped):
                    state.room = .gallery
                  default:
                    break
                  }
                  return .none
                }
              }
            }
            @Reducer struct Lounge { struct State {}; enum Action { case readTapped } }
            @Reducer struct Library { struct State {}; enum Action { case paintingsTapped } }
            @Reducer struct Gallery { struct State {}; enum Action {} }
            """), ("Lobby/LobbyView.swift", """
            extension View {
              func quietLink<Target: View>(_ active: Binding<Bool>, to target: @escaping () -> Target) -> some View {
                background(NavigationLink(isActive: active, destination: target, label: { EmptyView() }))
              }
            }
            struct LobbyView: View {
              @Bindable var store: StoreOf<Lobby>
              var body: some View {
                switch store.stage {
                case .greeting:
                  greeting()
                case .lounge:
                  NavigationView {
                    LoungeView(store: store.scope(state: \\.loungeState, action: \\.lounge))
                      .quietLink(store.isShowing(.library)) { LibraryView(store: store.scope(state: \\.libraryState, action: \\.library)) }
                      .quietLink(store.isShowing(.gallery)) { GalleryView(store: store.scope(state: \\.galleryState, action: \\.gallery)) }
                  }
                }
              }
            }
            extension LobbyView {
              func greeting() -> some View {
                Button("Credits") { store.send(.creditsTapped) }
                  .sheet(isPresented: $store.showsCredits) { Text("Thanks") }
              }
            }
            """)])
        #expect(found.contains("Lobby.Stage.greeting -sheet-> Lobby.showsCredits"))
        #expect(!found.contains("Lobby -sheet-> Lobby.showsCredits"))
        #expect(found.contains("Lounge -push-> Lobby.Room.library"))
        #expect(found.contains("Library -replace-> Lobby.Room.gallery"))
        #expect(!found.contains("Library -push-> Lobby.Room.gallery"))
    }

    /// A child's effect reports after the parent pushed a screen for the action that started it: the
    /// report arrives on that screen. An action only another instance's code could send adds nothing.
    @Test func anEffectsReportArrivesOnTheScreenPushedForItsStart() {
        let found = edges([("Bakery/Bakery.swift", """
            @Reducer
            struct Bakery {
              @Reducer enum Path { case order(OrderForm), baking(OrderForm), receipt(OrderForm) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case startTapped, path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .startTapped:
                    state.path.append(.order(OrderForm.State()))
                  case .path(.element(id: _, action: .order(.placeTapped))):
                    state.path.append(.baking(OrderForm.State()))
                  case .path(.element(id: _, action: .order(.finished))):
                    state.path.append(.receipt(OrderForm.State()))
                  default:
                    break
                  }
                  return .none
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct OrderForm {
              @ObservableState struct State {}
              enum Action { case placeTapped, ovenDone, finished, reprint }
              var body: some ReducerOf<Self> {
                Reduce { _, action in
                  switch action {
                  case .placeTapped:
                    return .run { send in await send(.ovenDone) }
                  case .ovenDone:
                    return .run { send in await send(.finished) }
                  case .reprint:
                    return .send(.finished)
                  case .finished:
                    return .none
                  }
                }
              }
            }
            struct OrderFormView: View {
              let store: StoreOf<OrderForm>
              var body: some View { Button("Place") { store.send(.placeTapped) } }
            }
            """)])
        #expect(found.contains("Bakery.Path.order -push-> Bakery.Path.baking"))
        #expect(found.contains("Bakery.Path.baking -push-> Bakery.Path.receipt"))
        #expect(!found.contains("Bakery.Path.order -push-> Bakery.Path.receipt"))
    }

    /// A delegate action sent with a value (`.rematch(mode)`) may be any case a parent matches below
    /// it; a scoped child no view shows (logic only) acts for its host's screen.
    @Test func valueCarryingDelegatesAndViewlessChildren() {
        let found = edges([("Arcade/Arcade.swift", """
            @Reducer
            struct Arcade {
              @Reducer enum Destination { case match(Match) }
              @ObservableState struct State {
                @Presents var destination: Destination.State?
                var launcher = Launcher.State()
              }
              enum Action { case destination(PresentationAction<Destination.Action>), launcher(Launcher.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.launcher, action: \\.launcher) { Launcher() }
                Reduce { state, action in
                  switch action {
                  case .launcher(.booted):
                    state.destination = .match(Match.State())
                  case .destination(.presented(.match(.destination(.presented(.scoreboard(.delegate(.rematch(.ranked)))))))):
                    state.destination = .match(Match.State())
                  default:
                    break
                  }
                  return .none
                }
                .ifLet(\\.$destination, action: \\.destination)
              }
            }
            @Reducer struct Launcher { struct State {}; enum Action { case booted } }
            @Reducer
            struct Match {
              @Reducer enum Destination { case scoreboard(Scoreboard) }
              @ObservableState struct State { @Presents var destination: Destination.State? }
              enum Action { case destination(PresentationAction<Destination.Action>) }
            }
            @Reducer
            struct Scoreboard {
              enum Mode { case ranked, casual }
              @ObservableState struct State { var mode: Mode = .ranked }
              enum Action { case rematchTapped, delegate(Delegate) }
              enum Delegate { case rematch(Mode) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .rematchTapped:
                    return .send(.delegate(.rematch(state.mode)))
                  case .delegate:
                    return .none
                  }
                }
              }
            }
            struct ArcadeView: View {
              @Bindable var store: StoreOf<Arcade>
              var body: some View {
                Color.black.fullScreenCover(item: $store.scope(state: \\.destination?.match, action: \\.destination.match)) { MatchView(store: $0) }
              }
            }
            struct MatchView: View {
              @Bindable var store: StoreOf<Match>
              var body: some View {
                Color.green.sheet(item: $store.scope(state: \\.destination?.scoreboard, action: \\.destination.scoreboard)) { ScoreboardView(store: $0) }
              }
            }
            struct ScoreboardView: View {
              let store: StoreOf<Scoreboard>
              var body: some View { Button("Again") { store.send(.rematchTapped) } }
            }
            """)])
        #expect(found.contains("Arcade -fullScreenCover-> Arcade.Destination.match"))
        #expect(!found.contains { $0.hasPrefix("Launcher -") })
        #expect(found.contains("Match.Destination.scoreboard -fullScreenCover-> Arcade.Destination.match"))
        #expect(!found.contains("Arcade.Destination.match -fullScreenCover-> Arcade.Destination.match"))
    }

    /// Actions an effect returns by type (`Action.sealed(…)` in a `.publisher`) built in a helper
    /// method of the reducer come from where that helper is called; after a whole-state reset on such
    /// an effect's result, the feature starts over on its own screen.
    @Test func effectResultsFromReducerHelpersAndRestarts() {
        let found = edges([("Vault/Vault.swift", """
            @Reducer
            struct Vault {
              @ObservableState
              struct State: Equatable {
                @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
                @Presents var alert: AlertState<Action.Alert>?
                var isWelcomeShown = false
              }
              enum Action {
                case lockTapped, sealed(Bool), wiped, bootChecked
                case dialog(PresentationAction<Dialog>), alert(PresentationAction<Alert>)
                enum Dialog { case seal, wipe }
                enum Alert { case ok }
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .lockTapped:
                    state.dialog = ConfirmationDialogState { TextState("Lock") }
                    return .none
                  case .dialog(.presented(.seal)):
                    return seal()
                  case let .sealed(failed):
                    if failed { state.alert = AlertState { TextState("Could not seal") } }
                    return .none
                  case .dialog(.presented(.wipe)):
                    return .run { send in await send(.wiped) }
                  case .wiped:
                    state = State()
                    return .send(.bootChecked)
                  case .bootChecked:
                    state.isWelcomeShown = true
                    return .none
                  case .dialog, .alert:
                    return .none
                  }
                }
                .ifLet(\\.$dialog, action: \\.dialog)
              }
              private func seal() -> Effect<Action> {
                .publisher { Just(Action.sealed(true)) }
              }
            }
            struct VaultView: View {
              @Bindable var store: StoreOf<Vault>
              var body: some View {
                Button("Lock") { store.send(.lockTapped) }
                  .confirmationDialog($store.scope(state: \\.dialog, action: \\.dialog))
                  .alert($store.scope(state: \\.alert, action: \\.alert))
                  .sheet(isPresented: $store.isWelcomeShown) { Text("Welcome") }
              }
            }
            """)])
        #expect(found.contains("Vault -confirmationDialog-> Vault.dialog"))
        #expect(found.contains("Vault.dialog -alert-> Vault.alert"))
        #expect(!found.contains("Vault -alert-> Vault.alert"))
        #expect(found.contains("Vault -sheet-> Vault.isWelcomeShown"))
        #expect(!found.contains("Vault.dialog -sheet-> Vault.isWelcomeShown"))
    }

    /// A modal's own binding written back through an action (`Binding(get:set:)` sending
    /// `.playerChanged($0)`) only dismisses it: the assignment it leads to is no presentation.
    @Test func aModalsBindingWrittenBackDoesNotPresentIt() {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Jukebox/Jukebox.swift", text: """
            @Reducer
            struct Jukebox {
              @ObservableState struct State { var isPlayerShown = false }
              enum Action { case playTapped, playerChanged(Bool) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .playTapped:
                    state.isPlayerShown = true
                  case let .playerChanged(isShown):
                    state.isPlayerShown = isShown
                  }
                  return .none
                }
              }
            }
            struct JukeboxView: View {
              let store: StoreOf<Jukebox>
              var body: some View {
                Button("Play") { store.send(.playTapped) }
                  .fullScreenCover(isPresented: Binding(get: { store.isPlayerShown }, set: { store.send(.playerChanged($0)) })) {
                    Text("Now playing")
                  }
              }
            }
            """)]))
        let presenting = graph.edges.filter { $0.to == "Jukebox.isPlayerShown" }
        #expect(presenting.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" } == ["Jukebox -fullScreenCover-> Jukebox.isPlayerShown"])
        #expect(presenting.map(\.trigger) == ["state.isPlayerShown = true"])
    }

    /// `if case .child(.tapped) = action` in a `Reduce` closure matches an action as a `switch`
    /// case does; an `if case` over another value (a path element) matches none.
    @Test func ifCaseOnTheReducersActionIsAPatternToo() {
        let found = edges([("Atelier/Atelier.swift", """
            @Reducer
            struct Atelier {
              @Reducer enum Path { case easel(Easel) }
              @ObservableState struct State {
                var palette = Palette.State()
                var isMixerShown = false
                var path = StackState<Path.State>()
              }
              enum Action { case palette(Palette.Action), path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.palette, action: \\.palette) { Palette() }
                Reduce { state, action in
                  if case .palette(.mixTapped) = action {
                    state.isMixerShown = true
                  }
                  if case .path(.element(id: _, action: .easel(.paintTapped))) = action {
                    for element in state.path {
                      if case .palette = element { state.isMixerShown = true }
                    }
                  }
                  return .none
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct Palette {
              @ObservableState struct State { var isSwatchesOpen = false }
              enum Action { case swatchesTapped, mixTapped }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .swatchesTapped = action { state.isSwatchesOpen = true }
                  return .none
                }
              }
            }
            @Reducer struct Easel { struct State {}; enum Action { case paintTapped } }
            struct AtelierView: View {
              @Bindable var store: StoreOf<Atelier>
              var body: some View {
                PaletteView(store: store.scope(state: \\.palette, action: \\.palette))
                  .sheet(isPresented: $store.isMixerShown) { Text("Mixer") }
              }
            }
            struct PaletteView: View {
              @Bindable var store: StoreOf<Palette>
              var body: some View {
                Button("Swatches") { store.send(.swatchesTapped) }
                  .popover(isPresented: $store.isSwatchesOpen) { Button("Mix") { store.send(.mixTapped) } }
              }
            }
            """)])
        #expect(found.contains("Palette.isSwatchesOpen -sheet-> Atelier.isMixerShown"))
        #expect(found.contains("Atelier.Path.easel -sheet-> Atelier.isMixerShown"))
        #expect(!found.contains("Atelier -sheet-> Atelier.isMixerShown"))
        #expect(!found.contains("Palette -sheet-> Atelier.isMixerShown"))
    }

    /// A button sending one of two actions by a condition (`send(a || !b ? .x : .y)`) sends each;
    /// the flag its reducer toggles is then set from the screen, not only from the sheet's own close button.
    @Test func aConditionalSendSendsEitherBranch() {
        let found = edges([("Vault/Vault.swift", """
            @Reducer
            struct Vault {
              @ObservableState struct State {
                var isLocked = true
                var isPinned = false
                var showsTips = false
                var showsCodes = false
              }
              enum Action { case tipsToggled, revealTapped, codesTapped }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .tipsToggled: state.showsTips.toggle()
                  case .revealTapped: state.isLocked = false
                  case .codesTapped: state.showsCodes = true
                  }
                  return .none
                }
              }
            }
            struct VaultView: View {
              @Bindable var store: StoreOf<Vault>
              var body: some View {
                Text("Vault")
                  .toolbar {
                    Button("?") { store.send(store.isLocked || !store.isPinned ? .tipsToggled : .revealTapped, animation: .default) }
                    Button("Codes") { store.send(store.isPinned ? .codesTapped : (store.isLocked ? .revealTapped : .codesTapped)) }
                  }
                  .sheet(isPresented: $store.showsTips) {
                    Button("Got it") { store.send(.tipsToggled) }
                  }
                  .sheet(isPresented: $store.showsCodes) { Text("Codes") }
              }
            }
            """)])
        #expect(found.contains("Vault -sheet-> Vault.showsTips"))
        #expect(found.contains("Vault -sheet-> Vault.showsCodes"))
    }

    /// A flow that pushes a waiting screen and then tells the element below it to start work: what
    /// the element's effect reports comes back while the waiting screen is on top, so the result's
    /// push starts there; a branch that sends without pushing leaves the origin alone.
    @Test func workAParentStartsAfterPushingReportsFromThePushedScreen() {
        let found = edges([("Courier/Courier.swift", """
            @Reducer
            struct Courier {
              @Reducer enum Path { case form(Parcel), lookup(Lookup), inTransit(Parcel), delivered(Parcel), lost(Parcel) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .path(.element(id: _, action: .form(.lookupTapped))):
                    state.path.append(.lookup(Lookup.State()))
                    return .none
                  case .path(.element(id: _, action: .lookup(.matched))):
                    for (id, element) in zip(state.path.ids, state.path) {
                      if case .form(let parcel) = element {
                        state.path.append(.inTransit(parcel))
                        return .send(.path(.element(id: id, action: .form(.dispatch))))
                      }
                    }
                    return .none
                  case .path(.element(id: _, action: .form(.arrived))):
                    state.path.append(.delivered(Parcel.State()))
                    return .none
                  case .path(.element(id: _, action: .form(.retryTapped))):
                    if state.path.count > 3 {
                      state.path.append(.lost(Parcel.State()))
                    } else if let id = state.path.ids.first {
                      return .send(.path(.element(id: id, action: .form(.recheck))))
                    }
                    return .none
                  case .path(.element(id: _, action: .form(.rechecked))):
                    state.path.append(.lost(Parcel.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct Parcel {
              struct State {}
              enum Action { case lookupTapped, retryTapped, dispatch, arrived, recheck, rechecked }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .dispatch:
                    return .run { send in await send(.arrived) }
                  case .recheck:
                    return .run { send in await send(.rechecked) }
                  default:
                    return .none
                  }
                }
              }
            }
            @Reducer struct Lookup { struct State {}; enum Action { case matched } }
            struct CourierView: View {
              @Bindable var store: StoreOf<Courier>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  Text("Courier")
                } destination: { store in
                  switch store.case {
                  case let .form(store): ParcelView(store: store)
                  case let .lookup(store): LookupView(store: store)
                  case let .inTransit(store), let .delivered(store), let .lost(store): ParcelView(store: store)
                  }
                }
              }
            }
            struct ParcelView: View {
              let store: StoreOf<Parcel>
              var body: some View {
                Button("Look up") { store.send(.lookupTapped) }
                Button("Retry") { store.send(.retryTapped) }
              }
            }
            struct LookupView: View {
              let store: StoreOf<Lookup>
              var body: some View { Button("Match") { store.send(.matched) } }
            }
            """)])
        #expect(found.contains("Courier.Path.inTransit -push-> Courier.Path.delivered"))
        #expect(!found.contains("Courier.Path.form -push-> Courier.Path.delivered"))
        #expect(!found.contains("Courier.Path.lost -push-> Courier.Path.lost"))
    }

    /// One reducer behind two path cases shown with different views: a button of the view one case
    /// is shown with is not on the other case's screen; a view no case is shown with (a toolbar
    /// the other view embeds) still is.
    @Test func aCaseShownWithAnotherViewDoesNotSendThatViewsButtons() {
        let found = edges([("Journal/Journal.swift", """
            @Reducer
            struct Journal {
              @Reducer enum Path { case compose(Draft), preview(Draft), published(Draft), shared(Draft) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .path(.element(id: _, action: .compose(.publishTapped))),
                       .path(.element(id: _, action: .preview(.publishTapped))):
                    state.path.append(.published(Draft.State()))
                    return .none
                  case .path(.element(id: _, action: .compose(.shareTapped))),
                       .path(.element(id: _, action: .preview(.shareTapped))):
                    state.path.append(.shared(Draft.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer struct Draft { struct State {}; enum Action { case publishTapped, shareTapped } }
            """), ("Journal/Views.swift", """
            struct JournalView: View {
              @Bindable var store: StoreOf<Journal>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  Text("Journal")
                } destination: { store in
                  switch store.case {
                  case let .compose(store):
                    ComposeView(store: store)
                  case let .preview(store):
                    PreviewView(store: store, style: .compact)
                  case let .published(store), let .shared(store):
                    ComposeView(store: store)
                  }
                }
              }
            }
            struct ComposeView: View {
              let store: StoreOf<Draft>
              var body: some View { Button("Publish") { store.send(.publishTapped) } }
            }
            struct PreviewView: View {
              let store: StoreOf<Draft>
              let style: Style
              var body: some View { ShareBar(store: store) }
            }
            struct ShareBar: View {
              let store: StoreOf<Draft>
              var body: some View { Button("Share") { store.send(.shareTapped) } }
            }
            """)])
        #expect(found.contains("Journal.Path.compose -push-> Journal.Path.published"))
        #expect(!found.contains("Journal.Path.preview -push-> Journal.Path.published"))
        #expect(found.contains("Journal.Path.preview -push-> Journal.Path.shared"))
    }

    /// A result handled while the code knows which screen is on top (the first element of a walk
    /// down `path.reversed()` passing a test, or `path.last`) is shown from that screen; a walk
    /// up from the bottom knows nothing of the top.
    @Test func aResultPushedWhileAKnownScreenIsOnTopStartsThere() {
        let found = edges([("Upload/Upload.swift", """
            @Reducer
            struct Upload {
              @Reducer enum Path { case picker(Picker), camera(Picker), progress(Picker), failed(Picker), done(Picker), log(Picker) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .path(.element(id: _, action: .picker(.cameraTapped))):
                    state.path.append(.camera(Picker.State()))
                    return .none
                  case .path(.element(id: _, action: .picker(.failed))):
                    for screen in state.path.reversed() {
                      if screen.is(\\.progress) {
                        break
                      } else if screen.is(\\.camera) || screen.is(\\.picker) {
                        state.path.append(.failed(Picker.State()))
                        break
                      }
                    }
                    return .none
                  case .path(.element(id: _, action: .picker(.finished))):
                    if case .camera = state.path.last {
                      state.path.append(.done(Picker.State()))
                    }
                    return .none
                  case .path(.element(id: _, action: .picker(.logged))):
                    for screen in state.path {
                      if screen.is(\\.camera) {
                        state.path.append(.log(Picker.State()))
                        break
                      }
                    }
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer
            struct Picker {
              struct State {}
              enum Action { case cameraTapped, uploadTapped, failed, finished, logged }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  guard case .uploadTapped = action else { return .none }
                  return .run { send in
                    await send(.failed)
                    await send(.finished)
                    await send(.logged)
                  }
                }
              }
            }
            struct PickerView: View {
              let store: StoreOf<Picker>
              var body: some View {
                Button("Camera") { store.send(.cameraTapped) }
                Button("Upload") { store.send(.uploadTapped) }
              }
            }
            """)])
        #expect(found.contains("Upload.Path.camera -push-> Upload.Path.failed"))
        #expect(found.contains("Upload.Path.picker -push-> Upload.Path.failed"))
        #expect(found.contains("Upload.Path.camera -push-> Upload.Path.done"))
        #expect(!found.contains("Upload.Path.picker -push-> Upload.Path.done"))
        #expect(found.contains("Upload.Path.picker -push-> Upload.Path.log"))
        #expect(!found.contains("Upload.Path.camera -push-> Upload.Path.log"))
    }

    /// The parent hands the action a `case` pattern binds to a helper that switches over it
    /// (`case let .kitchen(.element(_, action: stepAction)): return follow(stepAction, …)`): what the
    /// helper's case pushes starts at the element whose screen sends that action, not at the parent.
    @Test func aHelperHandedTheBoundElementActionMovesFromThatElement() {
        let found = edges([("Cookbook.swift", """
            import ComposableArchitecture
            import SwiftUI

            @Reducer struct RecipeList {
                @ObservableState struct State: Equatable {}
                enum Action: Equatable { case recipeTapped(Int), delegate(Delegate) }
                enum Delegate: Equatable { case showRecipe(Int) }
                var body: some ReducerOf<Self> {
                    Reduce { _, action in
                        switch action {
                        case let .recipeTapped(id): return .send(.delegate(.showRecipe(id)))
                        case .delegate: return .none
                        }
                    }
                }
            }
            @Reducer struct RecipeDetail {
                @ObservableState struct State: Equatable { var id: Int }
                enum Action: Equatable { case chefTapped, delegate(Delegate) }
                enum Delegate: Equatable { case showChef(String) }
                var body: some ReducerOf<Self> {
                    Reduce { _, action in
                        switch action {
                        case .chefTapped: return .send(.delegate(.showChef("x")))
                        case .delegate: return .none
                        }
                    }
                }
            }
            @Reducer struct ChefProfile {
                @ObservableState struct State: Equatable { var name: String }
                enum Action: Equatable { case appeared }
            }
            @Reducer enum Kitchen {
                case recipe(RecipeDetail)
                case chef(ChefProfile)
            }
            extension Kitchen.State: Equatable {}

            @Reducer struct Cookbook {
                @ObservableState struct State: Equatable {
                    var list = RecipeList.State()
                    var kitchen = StackState<Kitchen.State>()
                }
                enum Action { case list(RecipeList.Action), kitchen(StackActionOf<Kitchen>) }
                var body: some ReducerOf<Self> {
                    Scope(state: \\.list, action: \\.list) { RecipeList() }
                    Reduce { state, action in
                        switch action {
                        case let .list(.delegate(delegate)):
                            return open(delegate, into: &state)
                        case let .kitchen(.element(_, action: stepAction)):
                            return follow(stepAction, state: &state)
                        default:
                            return .none
                        }
                    }
                    .forEach(\\.kitchen, action: \\.kitchen)
                }
                private func open(_ delegate: RecipeList.Delegate, into state: inout State) -> Effect<Action> {
                    switch delegate {
                    case let .showRecipe(id):
                        state.kitchen.append(.recipe(RecipeDetail.State(id: id)))
                    }
                    return .none
                }
                private func follow(_ stepAction: Kitchen.Action, state: inout State) -> Effect<Action> {
                    switch stepAction {
                    case let .recipe(.delegate(.showChef(name))):
                        state.kitchen.append(.chef(ChefProfile.State(name: name)))
                        return .none
                    default:
                        return .none
                    }
                }
            }
            struct RecipeListView: View {
                let store: StoreOf<RecipeList>
                var body: some View { Button("Soup") { store.send(.recipeTapped(1)) } }
            }
            struct RecipeDetailView: View {
                let store: StoreOf<RecipeDetail>
                var body: some View { Button("Chef") { store.send(.chefTapped) } }
            }
            struct ChefProfileView: View {
                let store: StoreOf<ChefProfile>
                var body: some View { Text("chef") }
            }
            struct CookbookView: View {
                @Bindable var store: StoreOf<Cookbook>
                var body: some View {
                    NavigationStack(path: $store.scope(state: \\.kitchen, action: \\.kitchen)) {
                        RecipeListView(store: store.scope(state: \\.list, action: \\.list))
                    } destination: { store in
                        switch store.case {
                        case let .recipe(store): RecipeDetailView(store: store)
                        case let .chef(store): ChefProfileView(store: store)
                        }
                    }
                }
            }
            """)])
        #expect(found.contains("Kitchen.recipe -push-> Kitchen.chef"), "\(found.sorted())")
        #expect(found.contains("RecipeList -push-> Kitchen.recipe"), "\(found.sorted())")
        #expect(!found.contains("Cookbook -push-> Kitchen.chef"), "\(found.sorted())")
    }
}
