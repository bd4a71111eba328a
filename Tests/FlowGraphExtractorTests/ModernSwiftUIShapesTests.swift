import FlowGraph
import FlowGraphExtractor
import Testing

/// Shapes of today's open-source SwiftUI apps: destinations declared once in a `View` extension,
/// tabs generated from an enum or written with iOS 18's `Tab`, rows that navigate for the screen
/// showing them, and a router each tab creates for its own stack.
struct ModernSwiftUIShapesTests {
    func extract(_ marked: String) -> (FixtureSource, NavigationGraph) {
        let source = FixtureSource(marked)
        return (source, SourceExtractor().extract(from: source.corpus()))
    }

    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func destinationsAndSheetsDeclaredInAViewExtensionMapRoutesToTheirScreens() {
        check("""
            enum Page: Hashable { case profile(id: Int), thread(id: Int) }
            enum Modal: Identifiable { case composer, about; var id: Self { self } }
            @Observable final class Navigator {
                var stack: [Page] = []
                var modal: Modal?
                func open(_ page: Page) { stack.append(page) }
            }
            extension View {
                func registeringPages() -> some View {
                    navigationDestination(for: Page.self) { page in
                        switch page {
                        case let .profile(id): ProfileScreen(id: id)
                        case let .thread(id): ThreadScreen(id: id)
                        }
                    }
                }
                func presentingModals(_ modal: Binding<Modal?>) -> some View {
                    sheet(item: modal) { modal in
                        switch modal {
                        case .composer: ComposerScreen()
                        case .about: AboutScreen()
                        }
                    }
                }
            }
            struct ProfileScreen: View {
                @Environment(Navigator.self) private var navigator
                let id: Int
                var body: some View {
                    VStack {
                        1️⃣Button("Thread") { navigator.open(.thread(id: id)) }
                        2️⃣Button("Write") { navigator.modal = .composer }
                    }
                }
            }
            struct ThreadScreen: View { let id: Int; var body: some View { Text("\\(id)") } }
            struct ComposerScreen: View { var body: some View { Text("c") } }
            struct AboutScreen: View { var body: some View { Text("a") } }
            """, ["Page.profile -push-> Page.thread @1️⃣", "Page.profile -sheet-> Modal.composer @2️⃣"])
    }

    @Test func aSheetOnTheAppsWindowIsPresentedByTheScreenWritingItsFlag() {
        check("""
            @Observable final class Shell {
                var isShowingPreferences = false
                var isShowingTip = false
            }
            @main struct Reader: App {
                @State private var shell = Shell()
                var body: some Scene {
                    WindowGroup {
                        1️⃣LibraryScreen()
                            .environment(shell)
                            .sheet(isPresented: $shell.isShowingPreferences) { PreferencesScreen() }
                    }
                }
            }
            struct LibraryScreen: View {
                @Environment(Shell.self) private var shell
                var body: some View { 2️⃣Button("Preferences") { shell.isShowingPreferences = true } }
            }
            struct PreferencesScreen: View { var body: some View { Text("") } }
            """, ["Reader -child-> LibraryScreen @1️⃣", "LibraryScreen -sheet-> PreferencesScreen @2️⃣"])
    }

    @Test func aCoverOnTheAppsWindowBoundToTheAppsOwnStateIsPresentedOverItsRoot() {
        check("""
            @main struct Almanac: App {
                @AppStorage("introSeen") private var introPending = true
                @State private var store = Store()
                var body: some Scene {
                    WindowGroup {
                        1️⃣MainTabs()
                            .environment(store)
                            2️⃣.fullScreenCover(isPresented: $introPending) {
                                IntroPager(onDone: { introPending = false })
                            }
                            3️⃣.sheet(isPresented: $store.showsAccount, content: AccountScreen.init)
                    }
                }
            }
            @Observable final class Store { var showsAccount = false }
            struct MainTabs: View { var body: some View { Text("") } }
            struct IntroPager: View { let onDone: () -> Void; var body: some View { Button("Done", action: onDone) } }
            struct AccountScreen: View { var body: some View { Text("") } }
            """, ["Almanac -child-> MainTabs @1️⃣", "MainTabs -fullScreenCover-> IntroPager @2️⃣"])
    }

    @Test func aStackRootThatSeveralRoutesAlsoShowIsItselfAtTheRoot() {
        check("""
            enum FeedDestination: Hashable { case tag(String), collection(Int), post(Int) }
            @Observable final class FeedRouter { var path: [FeedDestination] = [] }
            struct Root: View {
                var body: some View {
                    TabView {
                        1️⃣FeedTab().tabItem { Text("Feed") }
                    }
                }
            }
            struct FeedTab: View {
                @State private var router = FeedRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        PostsList(source: "home")
                            .environment(router)
                            .navigationDestination(for: FeedDestination.self) { destination in
                                switch destination {
                                case .tag(let name): PostsList(source: name)
                                case .collection(let id): PostsList(source: "\\(id)")
                                case .post(let id): PostScreen(id: id)
                                }
                            }
                    }
                }
            }
            struct PostsList: View {
                @Environment(FeedRouter.self) private var router
                let source: String
                var body: some View { 2️⃣Button("Open") { router.path.append(.post(1)) } }
            }
            struct PostScreen: View { let id: Int; var body: some View { Text("") } }
            """, [
                "Root -tab-> PostsList @1️⃣",
                "PostsList -push-> FeedDestination.post @2️⃣",
                "FeedDestination.tag -push-> FeedDestination.post @2️⃣",
                "FeedDestination.collection -push-> FeedDestination.post @2️⃣",
            ])
    }

    @Test func aGenericRouterResolvesRoutesThroughTheTypeEachScreenInstantiatesItWith() {
        check("""
            @Observable final class Navigator<Destination: Hashable> {
                var path: [Destination] = []
                var modal: Destination?
                func go(to destination: Destination) { path.append(destination) }
                func show(_ destination: Destination) { modal = destination }
            }
            enum FeedRoute: Hashable {
                case post(Int), comments(Int)
                @ViewBuilder var screen: some View {
                    switch self {
                    case .post(let id): PostScreen(id: id)
                    case .comments(let id): CommentsScreen(id: id)
                    }
                }
            }
            enum AccountRoute: Hashable { case edit, post(Int) }
            struct StackHost<Destination: Hashable, Root: View>: View {
                @State private var navigator = Navigator<Destination>()
                let root: Root
                var body: some View {
                    NavigationStack(path: $navigator.path) { root }
                        .sheet(item: $navigator.modal) { _ in EmptyView() }
                }
            }
            struct FeedTab: View {
                var body: some View { StackHost<FeedRoute, FeedScreen>(root: FeedScreen()) }
            }
            struct FeedScreen: View {
                @Environment(Navigator<FeedRoute>.self) private var navigator
                var body: some View {
                    1️⃣Button("Open") { navigator.go(to: .post(1)) }
                    2️⃣Button("Discuss") { navigator.show(.comments(1)) }
                }
            }
            struct PostScreen: View {
                let id: Int
                @Environment(Navigator<FeedRoute>.self) private var navigator
                var body: some View { 3️⃣Button("Comments") { navigator.go(to: .comments(id)) } }
            }
            struct CommentsScreen: View { let id: Int; var body: some View { Text("") } }
            struct AccountScreen: View {
                let navigator: Navigator<AccountRoute>
                var body: some View {
                    4️⃣Button("Edit") { navigator.go(to: .edit) }
                    5️⃣Button("Draft") { navigator.go(to: .post(0)) }
                }
            }
            """, [
                "FeedScreen -push-> FeedRoute.post @1️⃣", "FeedScreen -sheet-> FeedRoute.comments @2️⃣",
                "FeedRoute.post -push-> FeedRoute.comments @3️⃣", "AccountScreen -push-> AccountRoute.edit @4️⃣",
                "AccountScreen -push-> AccountRoute.post @5️⃣",
            ])
    }

    @Test func presentationsShowingAScreensInitialiserPresentThatScreen() {
        check("""
            struct Note: Hashable, Identifiable { let id: Int }
            struct NotesScreen: View {
                @State private var notes: [Note] = []
                @State private var isComposing = false
                @State private var sharing: Note?
                var body: some View {
                    NavigationStack {
                        List(notes) { note in 1️⃣NavigationLink(value: note) { Text("") } }
                            .navigationDestination(for: Note.self, destination: NoteScreen.init)
                            2️⃣.sheet(isPresented: $isComposing, content: ComposerScreen.init)
                            3️⃣.sheet(item: $sharing, content: ShareScreen.init(note:))
                    }
                }
            }
            struct NoteScreen: View { let note: Note; var body: some View { Text("") } }
            struct ComposerScreen: View { var body: some View { Text("") } }
            struct ShareScreen: View { let note: Note; var body: some View { Text("") } }
            """, [
                "NotesScreen -push-> NoteScreen @1️⃣", "NotesScreen -sheet-> ComposerScreen @2️⃣", "NotesScreen -sheet-> ShareScreen @3️⃣",
            ])
    }

    @Test func modelValuesAppendedToAPathShowWhatIsRegisteredForTheirType() {
        check("""
            struct Player: Hashable { let id: Int }
            struct Club: Hashable { let name: String }
            final class LeagueNavigation: ObservableObject {
                @Published var path = NavigationPath()
                func show(_ player: Player) { path.append(player) }
            }
            struct LeagueScreen: View {
                @StateObject private var navigation = LeagueNavigation()
                var body: some View {
                    NavigationStack(path: $navigation.path) {
                        List {
                            1️⃣Button("Star") { navigation.show(Player(id: 7)) }
                            2️⃣Button("Leaders") { navigation.path.append(Club(name: "x")) }
                        }
                        .navigationDestination(for: Player.self) { player in PlayerScreen(player: player) }
                        .navigationDestination(for: Club.self, destination: ClubScreen.init)
                    }
                }
            }
            struct PlayerScreen: View { let player: Player; var body: some View { Text("") } }
            struct ClubScreen: View { let club: Club; var body: some View { Text("") } }
            """, ["LeagueScreen -push-> PlayerScreen @1️⃣", "LeagueScreen -push-> ClubScreen @2️⃣"])
    }

    @Test func theModalsAViewPresentsFromItsOwnStateAreInTheViewsFeature() {
        let (_, graph) = extract("""
            enum Panel: Identifiable { case share, report; var id: Self { self } }
            enum Tool: Identifiable { case crop, tune; var id: Self { self } }
            struct PhotoScreen: View {
                @State private var panel: Panel?
                var body: some View { Button("Share") { panel = .share }.sheet(item: $panel) { PanelView(panel: $0) } }
            }
            struct EditorScreen: View {
                @State private var tool: Tool?
                var body: some View { Button("Crop") { tool = .crop }.sheet(item: $tool) { ToolView(tool: $0) } }
            }
            final class GalleryCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.setViewControllers([UIHostingController(rootView: PhotoScreen())], animated: false) }
            }
            """)
        let feature = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.feature) })
        // Hosted by a coordinator: its modals are the coordinator's; on its own: the view roots them.
        #expect(feature["Panel.share"] == "GalleryCoordinator" && feature["Panel.report"] == "GalleryCoordinator")
        #expect(feature["Tool.crop"] == "EditorScreen" && feature["Tool.tune"] == "EditorScreen")
        #expect(graph.features.map(\.root).sorted() == ["EditorScreen", "PhotoScreen"])
        #expect(Set(graph.nodes.map(\.feature)).isSubset(of: Set(graph.features.map(\.id))))
    }

    @Test func aForEachOverATabEnumGivesATabPerCaseOfTheSwitchInTheEnumsMember() {
        check("""
            enum Section: Hashable, CaseIterable {
                case library, search, account
                @ViewBuilder func content(isActive: Bool) -> some View {
                    switch self {
                    case .library: LibraryScreen()
                    case .search: SearchScreen()
                    case .account: AccountScreen()
                    }
                }
            }
            struct Shell: View {
                @State private var current = Section.library
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(Section.allCases, id: \\.self) { section in
                            section.content(isActive: current == section)
                                .tabItem { Text("x") }
                                .tag(section)
                        }
                    }
                }
            }
            struct LibraryScreen: View { var body: some View { Text("l") } }
            struct SearchScreen: View { var body: some View { Text("s") } }
            struct AccountScreen: View { var body: some View { Text("a") } }
            """, ["Shell -tab-> LibraryScreen", "Shell -tab-> SearchScreen", "Shell -tab-> AccountScreen"])
    }

    @Test func aTabWrittenInAnotherFileIsLocatedThere() {
        let tabs = FixtureSource("""
            enum Pane: CaseIterable {
                case today, archive
                @ViewBuilder var screen: some View {
                    switch self {
                    case .today: 1️⃣TodayScreen()
                    case .archive: 2️⃣ArchiveScreen()
                    }
                }
            }
            struct TodayScreen: View { var body: some View { Text("t") } }
            struct ArchiveScreen: View { var body: some View { Text("a") } }
            """)
        let shell = """
            struct Shell: View {
                var body: some View {
                    TabView {
                        ForEach(Pane.allCases, id: \\.self) { pane in pane.screen.tabItem { Text("x") } }
                    }
                }
            }
            """
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [("Shell.swift", shell), ("Panes.swift", tabs.text)]))
        let located = graph.edges.filter { $0.kind == .tab }.map { "\($0.to) \($0.file):\($0.line)" }.sorted()
        #expect(located == ["ArchiveScreen Panes.swift:\(tabs.markerLines["2️⃣"]!)", "TodayScreen Panes.swift:\(tabs.markerLines["1️⃣"]!)"])
    }

    @Test func aForEachSwitchingOverItsElementInlineGivesATabPerCase() {
        check("""
            enum Pane: Hashable { case inbox, outbox }
            struct Mailbox: View {
                let panes: [Pane] = [.inbox, .outbox]
                var body: some View {
                    TabView {
                        ForEach(panes, id: \\.self) { pane in
                            switch pane {
                            case .inbox: InboxList()
                            case .outbox: OutboxList()
                            }
                        }
                    }
                }
            }
            struct InboxList: View { var body: some View { Text("i") } }
            struct OutboxList: View { var body: some View { Text("o") } }
            """, ["Mailbox -tab-> InboxList", "Mailbox -tab-> OutboxList"])
    }

    @Test func iOS18TabsAndTabSectionsAreTabs() {
        let (_, graph) = extract("""
            enum Area: Hashable { case today, settings }
            struct Root: View {
                @State private var area = Area.today
                var body: some View {
                    TabView(selection: $area) {
                        Tab("Today", systemImage: "sun.max", value: Area.today) { TodayScreen() }
                        TabSection("More") {
                            Tab("Settings", systemImage: "gear", value: .settings) { PreferencesScreen() }
                        }
                    }
                }
            }
            struct TodayScreen: View { var body: some View { Text("t") } }
            struct PreferencesScreen: View { var body: some View { Text("p") } }
            """)
        let tabs = graph.edges.filter { $0.kind == .tab }.map { "\($0.from)->\($0.to)" }.sorted()
        #expect(tabs == ["Root->PreferencesScreen", "Root->TodayScreen"])
    }

    @Test func aRowNavigatesForTheScreenShowingIt() {
        check("""
            final class Flow: ObservableObject {
                @Published var path: [Step] = []
                func go(_ step: Step) { path.append(step) }
            }
            enum Step: Hashable { case item(Int) }
            struct CatalogView: View {
                @StateObject private var flow = Flow()
                var body: some View {
                    NavigationStack(path: $flow.path) {
                        ProductList(flow: flow)
                            .navigationDestination(for: Step.self) { step in
                                switch step { case .item(let id): ItemView(id: id) }
                            }
                    }
                }
            }
            struct ProductList: View {
                let flow: Flow
                var body: some View { List(0..<3) { index in ProductRow(index: index, flow: flow) } }
            }
            struct ProductRow: View {
                let index: Int
                let flow: Flow
                var body: some View { 1️⃣Button("Open") { flow.go(.item(index)) } }
            }
            struct ItemView: View { let id: Int; var body: some View { Text("\\(id)") } }
            """, ["ProductList -push-> Step.item @1️⃣"])
    }

    @Test func aRowInsideTheScreensOwnStackPresentsForThatScreen() {
        check("""
            struct Inbox: View {
                let threads: [String]
                var body: some View {
                    NavigationView {
                        ScrollView {
                            LazyVStack {
                                ForEach(threads, id: \\.self) { ThreadCell(subject: $0) }
                            }
                        }
                        .navigationTitle("Inbox")
                    }
                }
            }
            struct ThreadCell: View {
                let subject: String
                @State private var composing = false
                var body: some View {
                    Text(subject)
                        .contextMenu { Button("Reply") { composing = true } }
                        1️⃣.sheet(isPresented: $composing) { ReplyComposer(subject: subject) }
                }
            }
            struct ReplyComposer: View { let subject: String; var body: some View { Text(subject) } }
            """, ["Inbox -sheet-> ReplyComposer @1️⃣"])
    }

    @Test func theRootAStackShowsIsAScreenWhateverModifiersItCarries() {
        check("""
            struct Shell: View {
                var body: some View {
                    NavigationStack { Dashboard().navigationTitle("Home").toolbar { EmptyView() } }
                }
            }
            struct Dashboard: View {
                @State private var showsHelp = false
                var body: some View { Button("?") { showsHelp = true }1️⃣.popover(isPresented: $showsHelp) { HelpCard() } }
            }
            struct HelpCard: View { var body: some View { Text("h") } }
            """, ["Dashboard -popover-> HelpCard @1️⃣"])
    }

    @Test func anAppWindowChoosingBetweenScreensShowsEach() {
        check("""
            @main
            struct LedgerApp: App {
                @AppStorage("onboarded") private var onboarded = false
                @StateObject private var session = SessionStore()
                var body: some Scene {
                    WindowGroup {
                        if !onboarded {
                            1️⃣WelcomeScreen(onFinish: { onboarded = true })
                        } else if session.user == nil {
                            2️⃣SignInScreen()
                                .environmentObject(session)
                        } else {
                            3️⃣LedgerHome()
                        }
                    }
                }
            }
            final class SessionStore: ObservableObject { @Published var user: String? }
            struct WelcomeScreen: View { let onFinish: () -> Void; var body: some View { Button("Go", action: onFinish) } }
            struct SignInScreen: View { var body: some View { Text("s") } }
            struct LedgerHome: View { var body: some View { Text("h") } }
            """, ["LedgerApp -child-> WelcomeScreen @1️⃣", "LedgerApp -child-> SignInScreen @2️⃣", "LedgerApp -child-> LedgerHome @3️⃣"])
    }

    @Test func aViewsOwnListOfRoutesItNeverBindsIsNoStack() {
        check("""
            enum Page: Hashable { case article(Int), author(String) }
            struct Reader: View {
                @State private var path: [Page] = []
                var body: some View { PageStack(path: $path) }
            }
            struct PageStack: View {
                @Binding var path: [Page]
                @State private var history: [Page] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            1️⃣Button("Read") { path.append(.article(1)) }
                            Button("Remember") { history.append(.author("ann")) }
                        }
                        .navigationDestination(for: Page.self) { page in
                            switch page {
                            case .article(let id): Text("\\(id)")
                            case .author(let name): Text(name)
                            }
                        }
                    }
                }
            }
            """, ["PageStack -push-> Page.article @1️⃣"])
    }

    @Test func codeForAnotherPlatformIsNotTheIOSAppsNavigation() {
        check("""
            struct Notebook: View {
                @State private var editing = false
                @State private var showsShortcuts = false
                var body: some View {
                    VStack { Button("Edit") { editing = true } }
                    #if os(iOS)
                        1️⃣.fullScreenCover(isPresented: $editing) { PageEditor() }
                    #else
                        .sheet(isPresented: $editing) { PageEditor() }
                    #endif
                    #if os(macOS) || os(visionOS)
                        .popover(isPresented: $showsShortcuts) { Shortcuts() }
                    #elseif DEBUG
                        2️⃣.sheet(isPresented: $showsShortcuts) { Shortcuts() }
                    #endif
                }
            }
            struct PageEditor: View { var body: some View { Text("e") } }
            struct Shortcuts: View { var body: some View { Text("s") } }
            """, ["Notebook -fullScreenCover-> PageEditor @1️⃣", "Notebook -sheet-> Shortcuts @2️⃣"])
    }

    @Test func aViewChoosingBetweenScreensKeepsThemAsScreens() {
        check("""
            final class Session: ObservableObject {
                @Published var path: [Stop] = []
                @Published var signedIn = false
            }
            enum Stop: Hashable { case detail }
            struct Gate: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    Group {
                        if session.signedIn { 2️⃣HomeScreen() } else { 3️⃣SignInScreen() }
                    }
                }
            }
            struct HomeScreen: View {
                @EnvironmentObject var session: Session
                var body: some View { 1️⃣Button("More") { session.path.append(.detail) } }
            }
            struct SignInScreen: View { var body: some View { Text("s") } }
            """, ["HomeScreen -push-> Stop.detail @1️⃣", "Gate -child-> HomeScreen @2️⃣", "Gate -child-> SignInScreen @3️⃣"])
    }

    @Test func tabsThatEachCreateTheirOwnRouterAreFeaturesOfTheirOwn() {
        let (_, graph) = extract("""
            @Observable final class PathStore {
                var routes: [Place] = []
                func visit(_ place: Place) { routes.append(place) }
            }
            enum Place: Hashable { case venue(String) }
            struct MapTab: View {
                @State private var store = PathStore()
                var body: some View {
                    NavigationStack(path: $store.routes) {
                        MapScreen().navigationDestination(for: Place.self) { place in
                            switch place { case .venue(let id): VenueScreen(id: id) }
                        }
                    }
                    .environment(store)
                }
            }
            struct ListTab: View {
                @State private var store = PathStore()
                var body: some View {
                    NavigationStack(path: $store.routes) { VenueList() }
                        .environment(store)
                }
            }
            struct MapScreen: View {
                @Environment(PathStore.self) private var store
                var body: some View { Button("Venue") { store.visit(.venue("a")) } }
            }
            struct VenueList: View {
                @Environment(PathStore.self) private var store
                var body: some View { Button("Venue") { store.visit(.venue("b")) } }
            }
            struct VenueScreen: View { let id: String; var body: some View { Text(id) } }
            """)
        let roots = Dictionary(uniqueKeysWithValues: graph.features.map { ($0.id, $0.root) })
        #expect(roots["MapTab"] == "MapScreen")
        #expect(roots["ListTab"] == "VenueList")
        #expect(graph.nodes.first { $0.id == "Place.venue" }?.feature == "PathStore")
        let pushes = graph.edges.filter { $0.kind == .push }.map { "\($0.from)->\($0.to)" }.sorted()
        #expect(pushes == ["MapScreen->Place.venue", "VenueList->Place.venue"])
    }

    @Test func aSplitViewSidebarLinkShowsTheDetailColumn() {
        check("""
            struct Team: Hashable { let name: String }
            struct Teams: View {
                @State private var picked: Team?
                let teams: [Team] = []
                var body: some View {
                    NavigationSplitView {
                        List(teams, id: \\.self, selection: $picked) { team in
                            1️⃣NavigationLink(value: team) { Text(team.name) }
                        }
                    } detail: {
                        if let picked { TeamScreen(team: picked) } else { Text("Pick one") }
                    }
                }
            }
            struct TeamScreen: View { let team: Team; var body: some View { Text(team.name) } }
            """, ["Teams -push-> TeamScreen @1️⃣"])
    }

    @Test func aSelectingListInASplitViewShowsTheNextColumn() {
        check("""
            struct Mailboxes: View {
                @State private var box: String?
                @State private var message: String?
                var body: some View {
                    NavigationSplitView {
                        1️⃣List(["In", "Out"], id: \\.self, selection: $box) { Text($0) }
                    } content: {
                        if let box { MessageList(box: box, picked: $message) } else { Text("Pick a mailbox") }
                    } detail: {
                        if let message { Reader(message: message) }
                    }
                }
            }
            struct MessageList: View {
                let box: String
                @Binding var picked: String?
                var body: some View { 2️⃣List(["a"], id: \\.self, selection: $picked) { Text($0) } }
            }
            struct Reader: View {
                let message: String
                @State private var showsInfo = false
                var body: some View { Text(message).3️⃣inspector(isPresented: $showsInfo) { MessageInfo() } }
            }
            struct MessageInfo: View { var body: some View { Text("info") } }
            """, ["Mailboxes -push-> MessageList @1️⃣", "MessageList -push-> Reader @2️⃣", "Reader -sheet-> MessageInfo @3️⃣"])
    }

    @Test func aSidebarWrittenAsItsOwnViewSelectsForTheDetailColumn() {
        check("""
            struct Library: View {
                @State private var shelf: Int?
                var body: some View {
                    NavigationSplitView {
                        ShelfSidebar(shelf: $shelf)
                    } detail: {
                        switch shelf {
                        case .some(let id): ShelfScreen(id: id)
                        case .none: Text("Choose a shelf")
                        }
                    }
                }
            }
            struct ShelfSidebar: View {
                @Binding var shelf: Int?
                var body: some View { 1️⃣List(0..<3, id: \\.self, selection: $shelf) { Text("\\($0)") } }
            }
            struct ShelfScreen: View { let id: Int; var body: some View { Text("\\(id)") } }
            """, [
                "ShelfSidebar -push-> ShelfScreen @1️⃣",
                // The split hosts its sidebar; its detail shows no screen before a selection.
                "Library -child-> ShelfSidebar",
            ])
    }

    @Test func aSelectingListOutsideASplitViewIsNoNavigation() {
        check("""
            struct Inbox: View {
                @State private var chosen = Set<String>()
                var body: some View {
                    NavigationStack {
                        List(["a", "b"], id: \\.self, selection: $chosen) { Text($0) }
                            .toolbar { EditButton() }
                    }
                }
            }
            struct Unrelated: View { var body: some View { Text("x") } }
            """, [])
    }

    @Test func aLinkValueOfAnotherTypeThanTheOnlyRegisteredDestinationIsNotGuessed() {
        let (source, graph) = extract("""
            struct Song: Hashable { let title: String }
            struct Album: Hashable { let name: String }
            struct Library: View {
                var albums: [Album] = []
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(albums, id: \\.self) { entry in
                                1️⃣NavigationLink(value: entry) { Text(entry.name) }
                            }
                            ForEach([Song](), id: \\.self) { entry in
                                2️⃣NavigationLink(value: entry) { Text(entry.title) }
                            }
                        }
                        .navigationDestination(for: Song.self) { SongScreen(song: $0) }
                    }
                }
            }
            struct SongScreen: View { let song: Song; var body: some View { Text(song.title) } }
            """)
        let problems = EdgeExpectation.mismatches(["Library -push-> SongScreen @2️⃣"], in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
        #expect(graph.diagnostics.contains { $0.code == "unresolved-navigation" && $0.line == source.markerLines["1️⃣"] })
    }

    @Test func aBodySwitchingOverAnEnumOfScreensIsTheCurrentScreenWhateverItsName() {
        check("""
            enum Stage { case intro, account, home }
            final class Session: ObservableObject {
                @Published var stage: Stage = .intro
                func continueFromIntro(registered: Bool) { stage = registered ? .home : .account }
                func leave() { stage = .intro }
            }
            struct Shell: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    Group {
                        switch session.stage {
                        case .intro: IntroScreen()
                        case .account: AccountScreen()
                        case .home: HomeScreen()
                        }
                    }
                }
            }
            struct IntroScreen: View {
                @EnvironmentObject var session: Session
                @State private var remembered = false
                var body: some View {
                    VStack {
                        1️⃣Button("Go") { session.continueFromIntro(registered: remembered) }
                        3️⃣Button("New") { session.continueFromIntro(registered: false) }
                    }
                }
            }
            struct AccountScreen: View { var body: some View { Text("a") } }
            struct HomeScreen: View {
                @EnvironmentObject var session: Session
                var body: some View { 2️⃣Button("Out") { session.leave() } }
            }
            """, ["Stage.intro -replace-> Stage.home @1️⃣", "Stage.intro -replace-> Stage.account @1️⃣",
                  "Stage.intro -replace-> Stage.account @3️⃣", "Stage.home -replace-> Stage.intro @2️⃣"])
    }

    @Test func aBodySwitchingOverLoadingStateIsContentNotNavigation() {
        let (_, graph) = extract("""
            enum Load { case loading, loaded([String]), failed }
            final class Feed: ObservableObject {
                @Published var load: Load = .loading
                func refresh() { load = .failed }
            }
            struct FeedScreen: View {
                @StateObject var feed = Feed()
                var body: some View {
                    switch feed.load {
                    case .loading: ProgressView()
                    case .loaded(let items): ItemsList(items: items)
                    case .failed: RetryView()
                    }
                }
            }
            struct ItemsList: View { let items: [String]; var body: some View { Text("") } }
            struct RetryView: View { var body: some View { Text("") } }
            """)
        #expect(!graph.nodes.contains { $0.id.hasPrefix("Load.") })
        #expect(!graph.edges.contains { $0.kind == .replace })
    }

    @Test func eachCaseOfADestinationEnumBoundOnItsOwnIsPresentedItsOwnWay() {
        check("""
            @Observable final class InboxModel {
                var route: Route?
                @CasePathable
                enum Route { case thread(ThreadModel), compose(ComposeModel), confirm(AlertState<Never>) }
                func open(_ id: Int) { route = .thread(ThreadModel(id: id)) }
                func write() { route = .compose(ComposeModel()) }
            }
            struct Inbox: View {
                @Bindable var model: InboxModel
                var body: some View {
                    NavigationStack {
                        List {
                            1️⃣Button("Thread") { model.open(1) }
                            2️⃣Button("Write") { model.write() }
                        }
                        .navigationDestination(item: $model.route.thread) { thread in ThreadScreen(model: thread) }
                        .sheet(item: $model.route.compose) { compose in ComposeScreen(model: compose) }
                        .alert($model.route.confirm)
                    }
                }
            }
            @Observable final class ThreadModel { let id: Int; init(id: Int) { self.id = id } }
            @Observable final class ComposeModel {}
            struct ThreadScreen: View { let model: ThreadModel; var body: some View { Text("") } }
            struct ComposeScreen: View { let model: ComposeModel; var body: some View { Text("") } }
            """, ["Inbox -push-> InboxModel.Route.thread @1️⃣", "Inbox -sheet-> InboxModel.Route.compose @2️⃣"])
    }

    @Test func aConditionTheCallerFixesPicksItsBranch() {
        let (source, graph) = extract("""
            enum Step: Hashable { case start, member, guest }
            final class Gate: ObservableObject {
                @Published var step: Step = .start
                func proceed(signedIn: Bool) { step = signedIn ? .member : .guest }
            }
            struct Root: View {
                @EnvironmentObject var gate: Gate
                var body: some View {
                    switch gate.step {
                    case .start: StartScreen()
                    case .member: MemberScreen()
                    case .guest: GuestScreen()
                    }
                }
            }
            struct StartScreen: View {
                @EnvironmentObject var gate: Gate
                var body: some View { 1️⃣Button("Guest") { gate.proceed(signedIn: false) } }
            }
            struct MemberScreen: View { var body: some View { Text("") } }
            struct GuestScreen: View { var body: some View { Text("") } }
            """)
        let atMarker = graph.edges.filter { $0.line == source.markerLines["1️⃣"] }.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" }
        #expect(atMarker == ["Step.start -replace-> Step.guest"])
    }

    /// A value type's destination registered on the app's own window content: a screen handed the
    /// path appends a value of that type.
    @Test func aValueDestinationRegisteredOnTheAppsWindowShowsWhatIsAppended() {
        EdgeExpectation.check("""
            import SwiftUI

            struct Parcel: Hashable { let code: String }

            @main
            struct DepotApp: App {
              @State private var route = NavigationPath()
              var body: some Scene {
                WindowGroup {
                  NavigationStack(path: $route) {
                    Counter(route: $route)
                      .navigationDestination(for: Parcel.self) { parcel in ParcelPage(parcel: parcel) }
                  }
                }
              }
            }

            struct Counter: View {
              @Binding var route: NavigationPath
              var body: some View {
                1️⃣Button("Scan") { route.append(Parcel(code: "A1")) }
              }
            }
            struct ParcelPage: View { let parcel: Parcel; var body: some View { Text(parcel.code) } }
            """, [
                "DepotApp -child-> Counter",
                "Counter -push-> ParcelPage @1️⃣",
            ])
    }

    /// Rows of a settings list, one per case of an enum (`ForEach(sections)` over a stored list,
    /// each built by a row helper taking the case), link by value; the stack's destination asks
    /// the case for its view through a computed property switching over `self`. Each case the
    /// destination maps is a push from the list, from the `ForEach` row and from the row handing
    /// the helper its element; the helper called with one case links to it alone, and a builder a
    /// row hands a case of its own choosing (`seeAll(destination: next)`) does not link to every case.
    @Test func aLinkOverAnyCaseOfAMappedRouteEnumLeadsToEachCase() {
        let marked = """
            import SwiftUI
            enum Drawer: String, Hashable, CaseIterable {
                case spices, pans, knives
                var label: String { rawValue }
                @ViewBuilder
                var screen: some View {
                    switch self {
                    case .spices: SpiceRackView()
                    case .pans: PanShelfView()
                    case .knives:
                        if #available(iOS 17, *) { KnifeBlockView() }
                    }
                }
            }
            struct SpiceRackView: View { var body: some View { Text("spices") } }
            struct PanShelfView: View { var body: some View { Text("pans") } }
            struct KnifeBlockView: View { var body: some View { Text("knives") } }
            struct KitchenView: View {
                var drawers: [Drawer] = Drawer.allCases
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(drawers, id: \\.self) { drawer in
                                1️⃣NavigationLink(value: drawer) { Text(drawer.label) }
                            }
                            Section("Again") { ForEach(drawers, id: \\.self) { 2️⃣drawerRow($0) } }
                            Section("Pinned") { 5️⃣drawerRow(.pans) }
                            ForEach(drawers, id: \\.self) { drawer in
                                let next: Drawer = .pans
                                seeAll(title: drawer.label, destination: drawer == .spices ? next : nil)
                            }
                        }
                        .navigationDestination(for: Drawer.self) { drawer in
                            drawer.screen
                        }
                    }
                }
                private func drawerRow(_ drawer: Drawer) -> some View {
                    NavigationLink(value: drawer) { Text(drawer.label) }
                }
                @ViewBuilder
                private func seeAll(title: String, destination: Drawer? = nil) -> some View {
                    if let destination { 4️⃣NavigationLink(title, destination: destination) }
                }
            }
            extension NavigationLink where Label == Text, Destination == Never {
                init(_ title: String, destination: Drawer) { self.init(title, value: destination) }
            }
            @main struct KitchenApp: App { var body: some Scene { WindowGroup { 3️⃣KitchenView() } } }
            """
        EdgeExpectation.check(marked, [
            "KitchenApp -child-> KitchenView @3️⃣",
            "KitchenView -push-> Drawer.spices @1️⃣", "KitchenView -push-> Drawer.pans @1️⃣", "KitchenView -push-> Drawer.knives @1️⃣",
            "KitchenView -push-> Drawer.spices @2️⃣", "KitchenView -push-> Drawer.pans @2️⃣", "KitchenView -push-> Drawer.knives @2️⃣",
            "KitchenView -push-> Drawer.pans @5️⃣",
        ])
        // The pinned row links to its one case only.
        let pinned = FixtureSource(marked)
        let pinnedEdges = SourceExtractor().extract(from: pinned.corpus()).edges.filter { $0.line == pinned.markerLines["5️⃣"] }
        #expect(pinnedEdges.map(\.to) == ["Drawer.pans"], "\(pinnedEdges)")
        let source = FixtureSource(marked)
        let graph = SourceExtractor().extract(from: source.corpus())
        #expect(!graph.edges.contains { $0.line == source.markerLines["4️⃣"] }, "\(graph.edges.map { "\($0.to) \($0.line)" })")
    }
}
