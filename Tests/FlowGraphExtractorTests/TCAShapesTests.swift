import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// TCA written in shapes the recognisers' own examples do not show: split over files and
/// extensions, other names, namespaced features, 1.0-era view modifiers.
@Suite struct TCAShapesTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to) @\($0.file):\($0.line)" })
    }

    @Test func featureSplitOverFilesAndExtensions() {
        let found = edges([
            ("Inventory/InventoryFeature.swift", """
            @Reducer
            struct InventoryFeature {
              @ObservableState
              struct State {
                @Presents var sheet: Sheet.State?
                var stack = StackState<Screen.State>()
              }
              enum Action {
                case sheet(PresentationAction<Sheet.Action>)
                case stack(StackActionOf<Screen>)
                case addTapped
                case itemTapped(Item)
              }
            }
            """),
            ("Inventory/InventoryFeature+Navigation.swift", """
            extension InventoryFeature {
              @Reducer
              enum Sheet {
                case addItem(ItemFormFeature)
              }
              @Reducer
              enum Screen {
                case item(ItemFeature)
              }
            }
            """),
            ("Inventory/InventoryFeature+Body.swift", """
            extension InventoryFeature {
              var body: some ReducerOf<Self> {
                Reduce(self.core)
                  .ifLet(\\.$sheet, action: \\.sheet)
                  .forEach(\\.stack, action: \\.stack)
              }

              func core(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case .addTapped:
                  state.sheet = .addItem(ItemFormFeature.State())
                  return .none
                case let .itemTapped(item):
                  state.stack.append(.item(ItemFeature.State(item: item)))
                  return .none
                case let .sheet(.presented(.addItem(.delegate(.saved(item))))):
                  state.sheet = nil
                  state.stack.append(.item(ItemFeature.State(item: item)))
                  return .none
                case .sheet, .stack:
                  return .none
                }
              }
            }
            """),
            ("Inventory/InventoryView.swift", """
            struct InventoryView: View {
              @Perception.Bindable var store: Store<InventoryFeature.State, InventoryFeature.Action>
              var body: some View {
                List {}
                  .popover(item: $store.scope(state: \\.sheet?.addItem, action: \\.sheet.addItem)) { ItemFormView(store: $0) }
              }
            }
            """),
            ("Item/ItemFeature.swift", """
            @Reducer struct ItemFeature { struct State {} }
            @Reducer struct ItemFormFeature { struct State {} }
            """),
        ])
        #expect(found == [
            "InventoryFeature -popover-> InventoryFeature.Sheet.addItem @Inventory/InventoryFeature+Body.swift:11",
            "InventoryFeature -push-> InventoryFeature.Screen.item @Inventory/InventoryFeature+Body.swift:14",
            "InventoryFeature.Sheet.addItem -push-> InventoryFeature.Screen.item @Inventory/InventoryFeature+Body.swift:18",
            "InventoryFeature.Sheet.addItem -child-> ItemFormFeature @Inventory/InventoryFeature+Navigation.swift:4",
            "InventoryFeature.Screen.item -child-> ItemFeature @Inventory/InventoryFeature+Navigation.swift:8",
        ])
    }

    @Test func namespacedFeaturesAndOlderStoreModifiers() {
        let found = edges([("Settings.swift", """
            enum Settings {
              struct Feature: Reducer {
                struct State: Equatable {
                  @PresentationState var destination: Destination.State?
                }
                enum Action { case destination(PresentationAction<Destination.Action>), exportTapped, helpTapped }
                struct Destination: Reducer {
                  enum State: Equatable {
                    case export(Export.Feature.State)
                    case help(Help.State)
                  }
                  enum Action { case export(Export.Feature.Action), help(Help.Action) }
                  var body: some ReducerOf<Self> {
                    Scope(state: /State.export, action: /Action.export) { Export.Feature() }
                    Scope(state: /State.help, action: /Action.help) { Help() }
                  }
                }
                var body: some ReducerOf<Self> {
                  Reduce { state, action in
                    switch action {
                    case .exportTapped:
                      state.destination = .export(Export.Feature.State())
                    case .helpTapped:
                      state.destination = .help(Help.State())
                    case .destination:
                      break
                    }
                    return .none
                  }
                  .ifLet(\\.$destination, action: /Action.destination) { Destination() }
                }
              }
            }
            enum Export { struct Feature: Reducer { struct State: Equatable {} } }
            struct Help: Reducer { struct State: Equatable {} }
            struct SettingsView: View {
              let store: StoreOf<Settings.Feature>
              var body: some View {
                Form {}
                  .sheet(store: store.scope(state: \\.$destination.export, action: \\.destination.export)) { ExportView(store: $0) }
                  .navigationDestination(store: store.scope(state: \\.$destination, action: { .destination($0) }), state: /Settings.Feature.Destination.State.help, action: Settings.Feature.Destination.Action.help) { HelpView(store: $0) }
              }
            }
            """)])
        #expect(found == [
            "Settings.Feature -sheet-> Settings.Feature.Destination.export @Settings.swift:22",
            "Settings.Feature -push-> Settings.Feature.Destination.help @Settings.swift:24",
            "Settings.Feature.Destination.export -child-> Export.Feature @Settings.swift:9",
            "Settings.Feature.Destination.help -child-> Help @Settings.swift:10",
        ])
    }

    @Test func presentationWithoutAViewIsAnAssumedSheetWithANote() {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [("Feature.swift", """
            @Reducer
            struct Feature {
              @Reducer enum Destination { case edit(EditFeature) }
              @ObservableState struct State { @Presents var destination: Destination.State? }
              enum Action { case editTapped, destination(PresentationAction<Destination.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  state.destination = .edit(EditFeature.State())
                  return .none
                }
              }
            }
            @Reducer struct EditFeature { struct State {} }
            """)]))
        #expect(graph.edges.contains { $0.from == "Feature" && $0.to == "Feature.Destination.edit" && $0.kind == .sheet })
        #expect(graph.diagnostics.map(\.code) == ["assumed-presentation-kind"])
        #expect(graph.diagnostics.first?.line == 3)
    }

    @Test func aStackOfOneFeaturesScreensPushesThatFeature() {
        let found = edges([("Library.swift", """
            @Reducer
            struct LibraryFeature {
              @ObservableState
              struct State { var books: [Book] = []; var opened = StackState<BookFeature.State>() }
              enum Action { case opened(StackAction<BookFeature.State, BookFeature.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { _, _ in .none }.forEach(\\.opened, action: \\.opened) { BookFeature() }
              }
            }
            struct LibraryView: View {
              @Bindable var store: StoreOf<LibraryFeature>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.opened, action: \\.opened)) {
                  List(store.books) { book in
                    NavigationLink(state: BookFeature.State(book: book)) { Text(book.title) }
                  }
                } destination: { store in BookView(store: store) }
              }
            }
            @Reducer
            struct BookFeature {
              @ObservableState struct State { let book: Book }
              enum Action { case read }
              var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
            }
            struct BookView: View { let store: StoreOf<BookFeature>; var body: some View { Text("") } }
            """)])
        #expect(found.contains("LibraryFeature -push-> LibraryFeature.opened @Library.swift:15"), "\(found.sorted())")
        #expect(found.contains("LibraryFeature.opened -child-> BookFeature @Library.swift:4"), "\(found.sorted())")
    }

    /// Stacks a value of the state holds (`var stacks = Stacks()` with `struct Stacks { var inbox =
    /// StackState<Route.State>() }`, one per tab) are stacks as the state's own are: appending to
    /// `state.stacks.inbox` pushes, `.forEach(\\.stacks.inbox, …)` hosts the cases' features, and an
    /// action arriving as `.stacks(.inbox(.element(…)))` comes from the screen of that element.
    @Test func aStackHeldInAValueOfTheStatePushesItsCases() {
        EdgeExpectation.check("""
            import ComposableArchitecture
            @Reducer struct Mailroom {
              @Reducer enum Route { case letter(Letter); case parcel(Parcel) }
              @ObservableState struct State {
                var sorting = Sorting.State()
                var stacks = Stacks()
                struct Stacks: Equatable { var inbox = StackState<Route.State>(); var outbox = StackState<Route.State>() }
              }
              enum Action {
                case sorting(Sorting.Action)
                case stacks(StacksAction)
                @CasePathable enum StacksAction { case inbox(StackActionOf<Route>); case outbox(StackActionOf<Route>) }
              }
              var body: some ReducerOf<Self> {
                1️⃣Scope(state: \\.sorting, action: \\.sorting) { Sorting() }
                Reduce { state, action in
                  switch action {
                  case .sorting(.letterTapped):
                    2️⃣state.stacks.inbox.append(.letter(Letter.State()))
                    return .none
                  case .stacks(.inbox(.element(id: _, action: .letter(.parcelTapped)))):
                    3️⃣state.stacks.inbox.append(.parcel(Parcel.State()))
                    return .none
                  default:
                    return .none
                  }
                }
                .forEach(\\.stacks.inbox, action: \\.stacks.inbox)
                .forEach(\\.stacks.outbox, action: \\.stacks.outbox)
              }
            }
            @Reducer struct Sorting { struct State: Equatable {}; enum Action { case letterTapped } }
            @Reducer struct Letter { struct State: Equatable {}; enum Action { case parcelTapped } }
            @Reducer struct Parcel { struct State: Equatable {}; enum Action { case close } }
            """, [
                "Mailroom -child-> Sorting @1️⃣", "Mailroom -push-> Mailroom.Route.letter @2️⃣",
                "Mailroom.Route.letter -push-> Mailroom.Route.parcel @3️⃣",
                "Mailroom.Route.letter -child-> Letter", "Mailroom.Route.parcel -child-> Parcel",
            ])
    }

    /// A view holding a feature's store may also present from its own `@State` (`.sheet(item:
    /// $openedJar)`): that sheet is the feature's too, over its screen, showing the view its content
    /// builds, or the feature whose store that view is given. A local alert is no place, as in any view.
    @Test func aStoreViewsOwnStatePresentsFromItsFeature() {
        EdgeExpectation.check("""
            import ComposableArchitecture
            import SwiftUI
            @main struct KitchenApp: App {
              var body: some Scene { WindowGroup { 1️⃣PantryView(store: Store(initialState: Pantry.State()) { Pantry() }) } }
            }
            @Reducer struct Pantry {
              @ObservableState struct State { var jars: [Jar] = [] }
              enum Action { case refresh }
              var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
            }
            @Reducer struct Labels {
              @ObservableState struct State {}
              enum Action { case close }
              var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
            }
            struct Jar: Identifiable { let id: Int }
            struct PantryView: View {
              let store: StoreOf<Pantry>
              @State private var openedJar: Jar?
              @State private var showsLabels = false
              @State private var showsError = false
              var body: some View {
                List(store.jars) { jar in Button("Open") { openedJar = jar } }
                  2️⃣.sheet(item: $openedJar) { jar in JarCard(jar: jar) }
                  3️⃣.fullScreenCover(isPresented: $showsLabels) {
                    LabelsView(store: Store(initialState: Labels.State()) { Labels() })
                  }
                  .alert("Oops", isPresented: $showsError) { Button("OK") { } }
              }
            }
            struct JarCard: View { let jar: Jar; var body: some View { Text("\\(jar.id)") } }
            struct LabelsView: View { let store: StoreOf<Labels>; var body: some View { Text("Labels") } }
            """, ["KitchenApp -child-> Pantry @1️⃣", "Pantry -sheet-> JarCard @2️⃣", "Pantry -fullScreenCover-> Labels @3️⃣"])
    }
}

/// Tab containers recognised without the exact selected-tab naming of seed 003.
@Suite struct TCATabShapesTests {
    private func tabEdges(_ text: String) -> [String] {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Tabs.swift", text: text)]))
        return graph.edges.filter { $0.kind == .tab }.sorted { $0.line < $1.line }.map { "\($0.from) -> \($0.to)" }
    }

    @Test func tabCasesMatchSuffixedScopeNames() {
        let edges = tabEdges("""
            @Reducer
            struct Root {
              enum Tab { case feed, profile }
              @ObservableState
              struct State {
                var currentTab = Tab.feed
                var feedTab = FeedFeature.State()
                var profileFeature = ProfileFeature.State()
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.feedTab, action: \\.feedTab) { FeedFeature() }
                Scope(state: \\.profileFeature, action: \\.profileFeature) { ProfileFeature() }
                Reduce { state, action in
                  switch action {
                  case .feedTab(.delegate(.showProfile)):
                    state.currentTab = .profile
                    return .none
                  default:
                    return .none
                  }
                }
              }
            }
            @Reducer struct FeedFeature { struct State {} }
            @Reducer struct ProfileFeature { struct State {} }
            """)
        #expect(edges == ["Root -> FeedFeature", "Root -> ProfileFeature", "FeedFeature -> ProfileFeature"])
    }

    @Test func aTabViewOverScopedStoresMakesATabContainer() {
        let source = """
            @Reducer
            struct Main {
              struct State { var inbox = Inbox.State(); var outbox = Outbox.State() }
              var body: some ReducerOf<Self> {
                Scope(state: \\.outbox, action: \\.outbox) { Outbox() }
                Scope(state: \\.inbox, action: \\.inbox) { Inbox() }
              }
            }
            @Reducer struct Inbox { struct State {} }
            @Reducer struct Outbox { struct State {} }
            struct MainView: View {
              let store: StoreOf<Main>
              var body: some View {
                TabView {
                  InboxView(store: store.scope(state: \\.inbox, action: \\.inbox)).tabItem { Text("In") }
                  OutboxView(store: store.scope(state: \\.outbox, action: \\.outbox)).tabItem { Text("Out") }
                }
              }
            }
            """
        #expect(tabEdges(source) == ["Main -> Outbox", "Main -> Inbox"])
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Tabs.swift", text: source)]))
        #expect(graph.features.first { $0.id == "Main" }?.kind == .tabContainer)
        let stacked = source.replacingOccurrences(of: "TabView {", with: "VStack {")
        let embedded = SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Tabs.swift", text: stacked)]))
        #expect(embedded.edges.filter { $0.kind == .child }.count == 2)
        #expect(embedded.edges.allSatisfy { $0.kind != .tab })
    }

    /// A view binding one case of the store's presented state (`$store.destination.receipt`, also
    /// wrapped in `Binding(…)` for a flag) presents that case the way its modifier says.
    @Test func aBindingToOneCaseOfThePresentedStateHasItsModifiersKind() {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Checkout.swift", text: """
            import ComposableArchitecture
            import SwiftUI
            struct Receipt: Hashable, Identifiable { var id: Int }
            @Reducer
            struct CheckoutFeature {
              @Reducer
              enum Destination {
                @ReducerCaseIgnored case couponEntry
                @ReducerCaseIgnored case receipt(Receipt)
                @ReducerCaseIgnored case tipChoice(Int)
              }
              @ObservableState struct State { @Presents var destination: Destination.State? }
              enum Action { case couponTapped, paid(Receipt), tipTapped, destination(PresentationAction<Destination.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .couponTapped: state.destination = .couponEntry
                  case let .paid(receipt): state.destination = .receipt(receipt)
                  case .tipTapped: state.destination = .tipChoice(10)
                  case .destination: break
                  }
                  return .none
                }
                .ifLet(\\.$destination, action: \\.destination)
              }
            }
            struct CheckoutView: View {
              @Bindable var store: StoreOf<CheckoutFeature>
              var body: some View {
                List {
                  Button("Coupon") { store.send(.couponTapped) }
                  Button("Tip") { store.send(.tipTapped) }
                }
                .alert("Coupon", isPresented: Binding($store.destination.couponEntry)) { Button("Apply") {} }
                .fullScreenCover(item: $store.destination.receipt) { receipt in Text("\\(receipt.id)") }
                .confirmationDialog(item: $store.destination.tipChoice, title: { _ in Text("Tip") }) { _ in Button("10%") {} }
              }
            }
            """)]))
        let kinds = Dictionary(graph.edges.filter { $0.from == "CheckoutFeature" }.map { ($0.to, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["CheckoutFeature.Destination.couponEntry"] == .alert, "\(graph.edges)")
        #expect(kinds["CheckoutFeature.Destination.receipt"] == .fullScreenCover, "\(graph.edges)")
        #expect(kinds["CheckoutFeature.Destination.tipChoice"] == .confirmationDialog, "\(graph.edges)")
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
    }
}
