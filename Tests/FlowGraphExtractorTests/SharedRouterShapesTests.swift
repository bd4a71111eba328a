import FlowGraph
import FlowGraphExtractor
import Testing

/// SwiftUI apps navigating through one router object: a class holding the stack's path, the
/// route enum building its screens, screens reaching the router directly or through an app-wide
/// state object they are handed.
struct SharedRouterShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A path declared by the empty collection that starts it (`var trail = [Place]()`) is a stack of
    /// `Place` as much as one written `var trail: [Place] = []`: the router's method appending to it pushes.
    @Test func aStackPathStartedAsAnEmptyArrayOfRoutesPushes() {
        check("""
            enum Place: Hashable {
                case catalogue
                case item(code: Int)
                @ViewBuilder func screen(router: Waypoints) -> some View {
                    switch self {
                    case .catalogue: CatalogueScreen(router: router)
                    case .item(let code): ItemScreen(code: code)
                    }
                }
            }
            final class Waypoints: ObservableObject {
                @Published var trail = [Place]()
                func visit(place: Place) {
                    guard place != trail.last else { return }
                    trail.append(place)
                }
            }
            struct StoreFront: View {
                @StateObject var router = Waypoints()
                var body: some View {
                    NavigationStack(path: $router.trail) {
                        Button("Browse") { 1️⃣router.visit(place: .catalogue) }
                            .navigationDestination(for: Place.self) { $0.screen(router: router) }
                    }
                }
            }
            struct CatalogueScreen: View {
                let router: Waypoints
                var body: some View { Button("First") { 2️⃣router.visit(place: Place.item(code: 1)) } }
            }
            struct ItemScreen: View {
                let code: Int
                var body: some View { Text("\\(code)") }
            }
            """, [
            "StoreFront -push-> Place.catalogue @1️⃣",
            "Place.catalogue -push-> Place.item @2️⃣",
        ])
    }

    /// The same with `Array<Place>()`, the router reached through an app-wide state object each
    /// screen is handed (`session.router.visit(…)`).
    @Test func aRouterReachedThroughSharedStatePushesOntoTheStackItsPathStartsEmpty() {
        check("""
            enum Place: Hashable {
                case basket
                case receipt(number: Int)
            }
            final class Waypoints: ObservableObject {
                @Published var trail = Array<Place>()
                func visit(place: Place) { trail.append(place) }
            }
            final class Session {
                let router: Waypoints
                init(router: Waypoints) { self.router = router }
            }
            struct StoreFront: View {
                @StateObject var router = Waypoints()
                var body: some View {
                    NavigationStack(path: $router.trail) {
                        VStack {
                            Text("Shop")
                            BasketButton(session: Session(router: router))
                        }
                        .navigationDestination(for: Place.self) { place in
                                switch place {
                                case .basket: BasketScreen(session: Session(router: router))
                                case .receipt(let number): ReceiptScreen(number: number)
                                }
                            }
                    }
                }
            }
            struct BasketButton: View {
                let session: Session
                var body: some View { Button("Basket") { 1️⃣session.router.visit(place: .basket) } }
            }
            struct BasketScreen: View {
                let session: Session
                var body: some View { Button("Pay") { 2️⃣session.router.visit(place: .receipt(number: 7)) } }
            }
            struct ReceiptScreen: View {
                let number: Int
                var body: some View { Text("\\(number)") }
            }
            """, [
            "StoreFront -push-> Place.basket @1️⃣",
            "Place.basket -push-> Place.receipt @2️⃣",
        ])
    }

    /// A component its preview provider also builds, and that another screen's context menu shows
    /// as its preview, navigates for the screens showing it for real: neither the canvas nor a
    /// context menu's snapshot is a place users move from.
    @Test func aComponentNavigatesForTheScreensShowingItNotForPreviewsOfIt() {
        check("""
            enum Place: Hashable { case album(Int), credits(Int) }
            final class Waypoints: ObservableObject {
                @Published var trail = [Place]()
            }
            struct Library: View {
                @StateObject var router = Waypoints()
                var body: some View {
                    NavigationStack(path: $router.trail) {
                        List {
                            AlbumRow(id: 1)
                                .contextMenu {
                                    Button("Play") {}
                                } preview: {
                                    AlbumHeader(id: 1)
                                }
                        }
                        .navigationDestination(for: Place.self) { place in
                            switch place {
                            case .album(let id): AlbumScreen(id: id)
                            case .credits(let id): CreditsScreen(id: id)
                            }
                        }
                    }
                }
            }
            struct AlbumRow: View {
                let id: Int
                var body: some View { 1️⃣NavigationLink(value: Place.album(id)) { Text("Album") } }
            }
            struct AlbumScreen: View {
                let id: Int
                var body: some View {
                    ScrollView {
                        AlbumHeader(id: id)
                        Text("Tracks")
                    }
                }
            }
            struct AlbumHeader: View {
                let id: Int
                var body: some View {
                    VStack {
                        Text("Cover")
                        2️⃣NavigationLink(value: Place.credits(id)) { Text("Credits") }
                    }
                }
            }
            struct AlbumHeader_Previews: PreviewProvider {
                static var previews: some View { AlbumHeader(id: 7) }
            }
            struct CreditsScreen: View {
                let id: Int
                var body: some View { Text("Credits") }
            }
            """, [
            "Library -push-> Place.album @1️⃣",
            "Place.album -push-> Place.credits @2️⃣",
        ])
    }

    /// The sheet binds a computed property whose setter queues what it is given (`get { queue.first }
    /// set { queue.insert(…) }`): writing it, directly or through a static helper of the router,
    /// presents the case written, as writing a stored item would.
    @Test func aSheetBoundToAQueueingComputedItemPresentsWhatIsWritten() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Drawer: Hashable, Identifiable { case filters, share; var id: Self { self } }
            final class Desk: ObservableObject {
                static let shared = Desk()
                @Published var queue: [Drawer] = []
                var open: Drawer? {
                    get { queue.first }
                    set {
                        if let newValue { queue.insert(newValue, at: 0) } else if !queue.isEmpty { queue.removeFirst() }
                    }
                }
                static func show(_ drawer: Drawer?) { Desk.shared.open = drawer }
            }
            struct Ledger: View {
                @ObservedObject var desk = Desk.shared
                var body: some View {
                    VStack {
                        1️⃣Button("Filter") { desk.open = .filters }
                        2️⃣Button("Share") { Desk.show(.share) }
                    }
                    .sheet(item: $desk.open) { drawer in
                        switch drawer {
                        case .filters: FiltersDrawer()
                        case .share: ShareDrawer()
                        }
                    }
                }
            }
            struct FiltersDrawer: View { var body: some View { Text("f") } }
            struct ShareDrawer: View { var body: some View { Text("s") } }
            """, ["Ledger -sheet-> Drawer.filters @1️⃣", "Ledger -sheet-> Drawer.share @2️⃣"])
    }

    /// The window's view shows, as its whole body, the screen a route builds through the router
    /// (`courier.view(for: .depot).task { … }`): it hosts that route, so what the app shows first
    /// hangs from the app.
    @Test func aBodyThatIsARoutesScreenHostsThatRoute() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Stop: Hashable { case depot, yard }
            protocol Courier { func view(for stop: Stop) -> AnyView }
            final class VanCourier: Courier {
                func view(for stop: Stop) -> AnyView {
                    switch stop {
                    case .depot: AnyView(DepotScreen())
                    case .yard: AnyView(YardScreen())
                    }
                }
            }
            @main
            struct FleetApp: App {
                var body: some Scene { WindowGroup { 1️⃣Dispatch(courier: VanCourier()) } }
            }
            struct Dispatch: View {
                let courier: Courier
                var body: some View {
                    2️⃣courier.view(for: .depot)
                        .task {}
                }
            }
            struct DepotScreen: View {
                var body: some View {
                    NavigationStack {
                        3️⃣NavigationLink(value: Stop.yard) { Text("Yard") }
                            .navigationDestination(for: Stop.self) { stop in VanCourier().view(for: stop) }
                    }
                }
            }
            struct YardScreen: View { var body: some View { Text("yard") } }
            """, [
                "FleetApp -child-> Dispatch @1️⃣", "Dispatch -child-> Stop.depot @2️⃣",
                "DepotScreen -push-> Stop.yard @3️⃣", "Stop.depot -push-> Stop.yard @3️⃣",
            ])
    }

    /// A router method switching tab and pushing what it is handed through a parameter pack
    /// (`func open<each Item: Hashable>(_ tab:, with items: repeat each Item, resetting: Bool = true)`)
    /// is called with no items too (a pack, like a variadic, may be empty); each item it pushes
    /// (`for item in repeat each items { paths.library.append(item) }`) lands on the stack of a
    /// path kept in a value the router holds (`var paths = Paths()`, bound as `$router.paths.library`).
    @Test func aRouterPushingAParameterPackOntoAPathItsValueHoldsCrossesTabs() {
        check("""
            enum Section: Hashable { case library, search }
            struct AlbumLink: Hashable { let id: String }
            @Observable final class AppRouter {
                var section: Section = .library
                var paths = Paths()
                struct Paths { var library = NavigationPath(); var search = NavigationPath() }
                func open<each Item: Hashable>(_ section: Section, with items: repeat each Item, resetting: Bool = true) {
                    self.section = section
                    switch section {
                    case .library:
                        for item in repeat each items { paths.library.append(item) }
                    case .search:
                        for item in repeat each items { paths.search.append(item) }
                    }
                }
            }
            @main struct TunesApp: App {
                @State var router = AppRouter()
                var body: some Scene { WindowGroup { 1️⃣Shell().environment(router) } }
            }
            struct Shell: View {
                @Environment(AppRouter.self) var router
                var body: some View {
                    @Bindable var router = router
                    TabView(selection: $router.section) {
                        2️⃣NavigationStack(path: $router.paths.library) {
                            LibraryScreen().navigationDestination(for: AlbumLink.self) { AlbumScreen(link: $0) }
                        }.tag(Section.library)
                        NavigationStack(path: $router.paths.search) { 3️⃣SearchScreen() }.tag(Section.search)
                    }
                }
            }
            struct LibraryScreen: View {
                @Environment(AppRouter.self) var router
                var body: some View { Button("Search") { 4️⃣router.open(.search) } }
            }
            struct SearchScreen: View {
                @Environment(AppRouter.self) var router
                var body: some View { Button("Album") { 5️⃣router.open(.library, with: AlbumLink(id: "a")) } }
            }
            struct AlbumScreen: View { let link: AlbumLink; var body: some View { Text("Album") } }
            """, [
                "TunesApp -child-> Shell @1️⃣",
                "Shell -tab-> LibraryScreen @2️⃣",
                "Shell -tab-> SearchScreen @3️⃣",
                "LibraryScreen -tab-> SearchScreen @4️⃣",
                "SearchScreen -tab-> LibraryScreen @5️⃣",
                "SearchScreen -crossTab-> AlbumScreen @5️⃣",
            ])
    }

    /// A flag of a shared flow object raised from the start (`var showsWelcome = !Settings.welcomed`)
    /// is presented over the view binding it as that view appears; one starting `false` only where
    /// code raises it.
    @Test func anObjectsFlagRaisedFromTheStartPresentsOverTheViewBindingIt() {
        check("""
            enum Settings { static var welcomed = false }
            @Observable final class HarborFlow {
                var showsWelcome = !Settings.welcomed
                var showsTides = false
            }
            @main struct HarborApp: App {
                @State var flow = HarborFlow()
                var body: some Scene { WindowGroup { 1️⃣DockScreen().environment(flow) } }
            }
            struct DockScreen: View {
                @Environment(HarborFlow.self) var flow
                var body: some View {
                    @Bindable var flow = flow
                    List { Button("Tides") { 2️⃣flow.showsTides = true } }
                        3️⃣.sheet(isPresented: $flow.showsWelcome) { WelcomeScreen() }
                        .sheet(isPresented: $flow.showsTides) { TidesScreen() }
                }
            }
            struct WelcomeScreen: View { var body: some View { Text("w") } }
            struct TidesScreen: View { var body: some View { Text("t") } }
            """, [
                "HarborApp -child-> DockScreen @1️⃣",
                "DockScreen -sheet-> TidesScreen @2️⃣",
                "DockScreen -sheet-> WelcomeScreen @3️⃣",
            ])
    }
}
