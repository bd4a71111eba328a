import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// TCA apps that navigate with an optional route enum in plain state, bound through Point-Free's
/// swift-navigation (`NavigationLink(unwrapping: $store.route, case: \.x)`,
/// `.sheet(item: $store.route.sending(\.routeChanged).x)`) and set by an action carrying the
/// route (`store.send(.routeChanged(.x))`); children scoped with `Scope(…, child: X.init)`, a
/// state boxed for recursion (`\.child.wrappedValue!`), and an app whose delegate holds the store.
@Suite struct TCARouteBindingShapesTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    private let lobby = [
        ("Lobby/LobbyFeature.swift", """
        import ComposableArchitecture
        @Reducer
        struct LobbyFeature {
          @CasePathable
          enum Route: Equatable {
            case member(String)
            case rules(URL)
            case spinner
          }
          @ObservableState
          struct State {
            var route: Route?
            var memberState: Box<MemberFeature.State?>
            var rulesState: Box<RulesFeature.State?>
          }
          enum Action {
            case routeChanged(Route?)
            case refreshTapped
            case refreshed
            case member(MemberFeature.Action)
            case rules(RulesFeature.Action)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .routeChanged(let route):
                state.route = route
                return .none
              case .refreshTapped:
                state.route = .spinner
                return .send(.refreshed)
              case .refreshed:
                return .send(.routeChanged(.member("me")))
              case .member, .rules:
                return .none
              }
            }
            Scope(state: \\.memberState.wrappedValue!, action: \\.member, child: MemberFeature.init)
            Scope(state: \\.rulesState.wrappedValue!, action: \\.rules, child: { RulesFeature() })
          }
        }
        """),
        ("Lobby/LobbyScreen.swift", """
        import SwiftUI
        import SwiftUINavigation
        struct LobbyScreen: View {
          @Bindable var store: StoreOf<LobbyFeature>
          var body: some View {
            List {
              Button("Me") { store.send(.routeChanged(.member("me"))) }
              Button("Rules") { store.send(.routeChanged(.rules(rulesURL))) }
              Button("Refresh") { store.send(.refreshTapped) }
            }
            .sheet(item: $store.route.sending(\\.routeChanged).rules, id: \\.self) { _ in
              RulesScreen(store: store.scope(state: \\.rulesState.wrappedValue!, action: \\.rules))
            }
            .spinnerOverlay(unwrapping: $store.route, case: \\.spinner)
            .background(
              NavigationLink(unwrapping: $store.route, case: \\.member) { _ in
                MemberScreen(store: store.scope(state: \\.memberState.wrappedValue!, action: \\.member))
              }
            )
          }
        }
        extension View {
          func spinnerOverlay<Enum, Case>(unwrapping value: Binding<Enum?>, case path: CaseKeyPath<Enum, Case>) -> some View {
            overlay(ProgressView().opacity(value.wrappedValue == nil ? 0 : 1))
          }
        }
        """),
        ("Lobby/Parts.swift", """
        @Reducer struct MemberFeature { struct State {}; enum Action {} }
        @Reducer struct RulesFeature { struct State {}; enum Action {} }
        struct MemberScreen: View { let store: StoreOf<MemberFeature>; var body: some View { Text("") } }
        struct RulesScreen: View { let store: StoreOf<RulesFeature>; var body: some View { Text("") } }
        """),
    ]

    @Test func casesNamedBySwiftNavigationBindingsAreEnteredBySendingTheRoute() {
        let found = edges(lobby)
        #expect(found.isSuperset(of: [
            "LobbyFeature -push-> LobbyFeature.Route.member",
            "LobbyFeature -sheet-> LobbyFeature.Route.rules",
            "LobbyFeature.Route.member -child-> MemberFeature",
            "LobbyFeature.Route.rules -child-> RulesFeature",
        ]))
        // Children a route case shows are entered through it, not embedded in the lobby's screen.
        #expect(!found.contains("LobbyFeature -child-> MemberFeature"))
        #expect(!found.contains("LobbyFeature -child-> RulesFeature"))
    }

    @Test func aRouteCaseNoViewPresentsIsNoScreen() {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: lobby.map { (path: $0.0, text: $0.1) }))
        #expect(!graph.nodes.contains { $0.id == "LobbyFeature.Route.spinner" })
        #expect(!graph.edges.contains { $0.to == "LobbyFeature.Route.spinner" })
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-navigation" })
    }

    @Test func rowsSendingEveryCaseOfTheRouteLinkToEachCaseAViewPresents() {
        let found = edges([
            ("Preferences/Preferences.swift", """
            @Reducer
            struct Preferences {
              enum Route: CaseIterable, Identifiable {
                case privacy, notices, about
                var id: Self { self }
              }
              @ObservableState
              struct State { var route: Route? }
              enum Action { case show(Route?) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case let .show(route):
                    state.route = route
                    return .none
                  }
                }
              }
            }
            struct PreferencesView: View {
              @Bindable var store: StoreOf<Preferences>
              var body: some View {
                NavigationView {
                  VStack {
                    ForEach(Preferences.Route.allCases) { route in
                      Text("\\(route)").onTapGesture { store.send(.show(route)) }
                    }
                    Button("Close") { store.send(.show(nil)) }
                  }
                  .background(links)
                }
              }
              @ViewBuilder var links: some View {
                NavigationLink(unwrapping: $store.route, case: \\.privacy) { _ in PrivacyView() }
                NavigationLink(unwrapping: $store.route, case: \\.about) { _ in AboutView() }
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: ["Preferences -push-> Preferences.Route.privacy", "Preferences -push-> Preferences.Route.about"]))
        #expect(!found.contains { $0.hasSuffix("Preferences.Route.notices") })
    }

    @Test func aCaseWhoseContentSwitchesOverItsPayloadShowsEachChild() {
        let found = edges([
            ("Library/Library.swift", """
            @Reducer
            struct Library {
              enum Shelf { case recent, starred }
              @CasePathable enum Route { case shelf(Shelf) }
              @ObservableState
              struct State {
                var route: Route?
                var recent = Recent.State()
                var starred = Starred.State()
              }
              enum Action { case open(Route?), recent(Recent.Action), starred(Starred.Action) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case let .open(route) = action { state.route = route }
                  return .none
                }
                Scope(state: \\.recent, action: \\.recent, child: Recent.init)
                Scope(state: \\.starred, action: \\.starred, child: Starred.init)
              }
            }
            @Reducer struct Recent { struct State {}; enum Action {} }
            @Reducer struct Starred { struct State {}; enum Action {} }
            struct LibraryView: View {
              @Bindable var store: StoreOf<Library>
              var body: some View {
                Button("Starred") { store.send(.open(.shelf(.starred))) }
                  .background(
                    NavigationLink(unwrapping: $store.route, case: \\.shelf) { shelf in
                      switch shelf.wrappedValue {
                      case .recent: RecentView(store: store.scope(state: \\.recent, action: \\.recent))
                      case .starred: StarredView(store: store.scope(state: \\.starred, action: \\.starred))
                      }
                    }
                  )
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: [
            "Library -push-> Library.Route.shelf", "Library.Route.shelf -child-> Recent", "Library.Route.shelf -child-> Starred",
        ]))
        #expect(!found.contains("Library -child-> Starred"))
    }

    @Test func anOptionalChildRunByIfLetIsShownByTheCaseLinkingToIt() {
        let found = edges([
            ("Gallery/Gallery.swift", """
            @Reducer
            struct Gallery {
              @CasePathable enum Route: Equatable { case notes(String) }
              @ObservableState
              struct State {
                var route: Route?
                var notesState: Box<Notes.State?>
                @Presents var editor: Editor.State?
              }
              enum Action { case routeChanged(Route?), notes(Notes.Action), editor(PresentationAction<Editor.Action>), editTapped }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .routeChanged(let route):
                    state.route = route
                  case .editTapped:
                    state.editor = Editor.State()
                  case .notes, .editor:
                    break
                  }
                  return .none
                }
                .ifLet(\\.notesState.wrappedValue, action: \\.notes, then: Notes.init)
                .ifLet(\\.$editor, action: \\.editor) { Editor() }
              }
            }
            @Reducer struct Notes { struct State {}; enum Action {} }
            @Reducer struct Editor { struct State {}; enum Action {} }
            struct GalleryView: View {
              @Bindable var store: StoreOf<Gallery>
              var body: some View {
                Button("Notes") { store.send(.routeChanged(.notes("all"))) }
                  .sheet(item: $store.scope(state: \\.editor, action: \\.editor)) { EditorView(store: $0) }
                  .background(
                    NavigationLink(unwrapping: $store.route, case: \\.notes) { _ in
                      if let notes = store.scope(state: \\.notesState.wrappedValue, action: \\.notes) {
                        NotesView(store: notes)
                      }
                    }
                  )
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: ["Gallery -push-> Gallery.Route.notes", "Gallery.Route.notes -child-> Notes", "Gallery -sheet-> Gallery.editor"]))
        // A presented child is entered through its presentation, not embedded.
        #expect(!found.contains("Gallery -child-> Editor"))
    }

    @Test func aParentsViewPresentsTheRouteOfAChildWithoutAViewOfItsOwn() {
        let found = edges([
            ("Shell/Shell.swift", """
            @Reducer
            struct Shell {
              @ObservableState
              struct State { var linking = Linking.State(); var browse = Browse.State() }
              enum Action { case linking(Linking.Action), browse(Browse.Action), becameActive }
              var body: some ReducerOf<Self> {
                Reduce { _, action in
                  guard case .becameActive = action else { return .none }
                  return .send(.linking(.pasteboardChecked))
                }
                Scope(state: \\.linking, action: \\.linking, child: Linking.init)
                Scope(state: \\.browse, action: \\.browse, child: Browse.init)
              }
            }
            @Reducer
            struct Linking {
              @CasePathable enum Route: Hashable { case receipt(String), help }
              @ObservableState
              struct State { var route: Route? }
              enum Action { case navigate(Route?), opened(URL), pasteboardChecked }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .navigate(let route):
                    state.route = route
                    return .none
                  case .opened(let url):
                    return .send(.navigate(.receipt(url.lastPathComponent)))
                  case .pasteboardChecked:
                    return .send(.navigate(.receipt("pasted")))
                  }
                }
              }
            }
            @Reducer struct Browse { struct State {}; enum Action {} }
            struct ShellView: View {
              @Bindable var store: StoreOf<Shell>
              var body: some View {
                BrowseView(store: store.scope(state: \\.browse, action: \\.browse))
                  .sheet(item: $store.linking.route.sending(\\.linking.navigate).receipt, id: \\.self) { id in
                    ReceiptView(id: id)
                  }
                  .onOpenURL { store.send(.linking(.opened($0))) }
              }
            }
            struct BrowseView: View { let store: StoreOf<Browse>; var body: some View { Text("") } }
            """),
        ])
        // The deep link arrives in the logic-only child: the sheet opens over the parent's screen.
        #expect(found.contains("Shell -sheet-> Linking.Route.receipt"))
        #expect(!found.contains { $0.hasPrefix("Linking -") || $0.hasSuffix("Linking.Route.help") })
    }

    @Test func aCaseAnIPadLayoutPresentsModallyIsPushedOnAPhone() {
        let found = edges([
            ("Catalog/Catalog.swift", """
            @Reducer
            struct Catalog {
              @CasePathable enum Route: Hashable { case item(Int), cart }
              @ObservableState
              struct State { var route: Route? }
              enum Action { case go(Route?) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .go(let route) = action { state.route = route }
                  return .none
                }
              }
            }
            struct CatalogView: View {
              @Bindable var store: StoreOf<Catalog>
              var body: some View {
                let content = List {
                  Button("First") { store.send(.go(.item(1))) }
                  Button("Cart") { store.send(.go(.cart)) }
                }
                .background(links)
                if Screen.isPad {
                  content.sheet(item: $store.route.sending(\\.go).item, id: \\.self) { ItemView(id: $0) }
                } else {
                  content
                }
              }
              @ViewBuilder var links: some View {
                NavigationLink(unwrapping: $store.route, case: \\.item) { ItemView(id: $0.wrappedValue) }
                if !Screen.isPhone {
                  Color.clear.popover(item: $store.route.sending(\\.go).cart) { _ in CartView() }
                }
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: ["Catalog -push-> Catalog.Route.item", "Catalog -popover-> Catalog.Route.cart"]))
        #expect(!found.contains("Catalog -sheet-> Catalog.Route.item"))
    }

    @Test func aRouteHandedToASubviewAsABindingIsPresentedThere() {
        let found = edges([
            ("Profile/Profile.swift", """
            @Reducer
            struct Profile {
              @CasePathable enum Route { case signOut, avatar }
              @ObservableState
              struct State { var route: Route? }
              enum Action { case setRoute(Route?) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .setRoute(let route):
                    state.route = route
                    return .none
                  }
                }
              }
            }
            struct ProfileView: View {
              @Bindable var store: StoreOf<Profile>
              var body: some View {
                Form {
                  SessionRows(route: $store.route, signOutTapped: { store.send(.setRoute(.signOut)) })
                }
              }
            }
            private struct SessionRows: View {
              @Binding var route: Profile.Route?
              let signOutTapped: () -> Void
              var body: some View {
                Button("Sign out", action: signOutTapped)
                  .confirmationDialog(item: $route.case(\\.signOut), titleVisibility: .visible, title: { _ in Text("Sure?") }) { _ in
                    Button("Sign out") {}
                  }
              }
            }
            """),
        ])
        #expect(found.contains("Profile -confirmationDialog-> Profile.Route.signOut"))
    }

    @Test func aChildTheReducerRunsItselfIsKnownByItsStatesType() {
        let found = edges([
            ("Forum/Topic.swift", """
            @Reducer
            struct Topic {
              @CasePathable enum Route { case author(String) }
              @ObservableState
              struct State { var route: Route?; var authorState: Box<Author.State?> }
              enum Action { case routed(Route?), author(Author.Action) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .routed(let route):
                    state.route = route
                    return .none
                  case .author(let inner):
                    return Author().reduce(into: &state.authorState.wrappedValue!, action: inner).map(Action.author)
                  }
                }
              }
            }
            @Reducer struct Author { struct State {}; enum Action {} }
            struct TopicView: View {
              @Bindable var store: StoreOf<Topic>
              var body: some View {
                Button("By") { store.send(.routed(.author("ann"))) }
                  .background(
                    NavigationLink(unwrapping: $store.route, case: \\.author) { _ in
                      AuthorView(store: store.scope(state: \\.authorState.wrappedValue!, action: \\.author))
                    }
                  )
              }
            }
            """),
        ])
        #expect(found.isSuperset(of: ["Topic -push-> Topic.Route.author", "Topic.Route.author -child-> Author"]))
    }

    @Test func anAncestorSendingTheRouteThroughTwoScopesMovesFromItsScreen() {
        let found = edges([
            ("Club/Club.swift", """
            @Reducer
            struct Club {
              @ObservableState struct State { var members = Members.State() }
              enum Action { case members(Members.Action), welcomeTapped }
              var body: some ReducerOf<Self> {
                Reduce { _, action in
                  guard case .welcomeTapped = action else { return .none }
                  return .send(.members(.roster(.show(.invite))))
                }
                Scope(state: \\.members, action: \\.members, child: Members.init)
              }
            }
            @Reducer
            struct Members {
              @ObservableState struct State { var roster = Roster.State() }
              enum Action { case roster(Roster.Action) }
              var body: some ReducerOf<Self> { Scope(state: \\.roster, action: \\.roster) { Roster() } }
            }
            @Reducer
            struct Roster {
              @CasePathable enum Route: Hashable { case invite }
              @ObservableState struct State { var route: Route? }
              enum Action { case show(Route?) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  if case .show(let route) = action { state.route = route }
                  return .none
                }
              }
            }
            struct ClubView: View {
              let store: StoreOf<Club>
              var body: some View { Button("Welcome") { store.send(.welcomeTapped) } }
            }
            struct RosterView: View {
              @Bindable var store: StoreOf<Roster>
              var body: some View {
                List {}.sheet(item: $store.route.sending(\\.show).invite, id: \\.self) { _ in InviteView() }
              }
            }
            """),
        ])
        #expect(found.contains("Club -sheet-> Roster.Route.invite"))
    }

    @Test func anAppWhoseDelegateHoldsTheStoreEntersTheFeaturesItsSceneShows() {
        let found = edges([
            ("Reader/ReaderApp.swift", """
            import SwiftUI
            import ComposableArchitecture
            @main
            struct ReaderApp: App {
              @UIApplicationDelegateAdaptor(ReaderDelegate.self) var delegate
              var body: some Scene {
                WindowGroup {
                  ZStack {
                    if delegate.store.isReady {
                      ShelfView(store: delegate.store)
                    }
                    UpgradeView(store: delegate.store.scope(state: \\.upgrade, action: \\.upgrade))
                  }
                }
              }
            }
            final class ReaderDelegate: NSObject, UIApplicationDelegate {
              let store = Store(initialState: .init()) { Shelf() }
            }
            """),
            ("Reader/Features.swift", """
            @Reducer
            struct Shelf {
              @ObservableState struct State { var isReady = false; var upgrade = Upgrade.State() }
              enum Action { case upgrade(Upgrade.Action) }
              var body: some ReducerOf<Self> {
                Scope(state: \\.upgrade, action: \\.upgrade, child: Upgrade.init)
              }
            }
            @Reducer struct Upgrade { struct State {}; enum Action {} }
            struct ShelfView: View { let store: StoreOf<Shelf>; var body: some View { Text("") } }
            struct UpgradeView: View { let store: StoreOf<Upgrade>; var body: some View { Text("") } }
            """),
        ])
        #expect(found.isSuperset(of: ["ReaderApp -child-> Shelf", "ReaderApp -child-> Upgrade"]))
    }
}
