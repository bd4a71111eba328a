import FlowGraph
import FlowGraphExtractor
import Testing

/// A call on a value typed by an app protocol, or by a generic parameter constrained to one, runs
/// whichever conformer's implementation the value holds: each real conformer's routes is a move,
/// test doubles aside.
struct ProtocolReceiverShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A generic shelf's stored item, and a closure's untyped parameter naming the protocol's
    /// requirement: every value conformer (one a framework type an app extension makes conform)
    /// routes its own screen; the mock's screen is no move. (The routes are not yet told apart into
    /// the screens the stack's destination switch shows when a conformer's method appends them.)
    @Test func aCallOnAProtocolTypedValueRunsEveryConformersImplementation() {
        check("""
            enum Stop: Hashable { case album(Int), artist(String), day(Date), debug }
            @Observable final class Navigator {
                var stops: [Stop] = []
            }
            protocol Pickable: Identifiable {
                func picked(using navigator: Navigator)
            }
            struct Album: Pickable {
                let id: Int
                func picked(using navigator: Navigator) { navigator.stops.append(.album(id)) }
            }
            struct Artist: Pickable {
                let id: String
                func picked(using navigator: Navigator) { navigator.stops.append(.artist(id)) }
            }
            extension Date: Pickable {
                public var id: Double { timeIntervalSince1970 }
                func picked(using navigator: Navigator) { navigator.stops.append(.day(self)) }
            }
            struct MockPickable: Pickable {
                let id = 0
                func picked(using navigator: Navigator) { navigator.stops.append(.debug) }
            }
            struct RootScreen: View {
                @State private var navigator = Navigator()
                var body: some View {
                    NavigationStack(path: Bindable(navigator).stops) {
                        HomeScreen().navigationDestination(for: Stop.self) { stop in
                            switch stop {
                            case .album(let id): AlbumScreen(id: id)
                            case .artist(let name): ArtistScreen(name: name)
                            case .day(let date): DayScreen(date: date)
                            case .debug: DebugScreen()
                            }
                        }
                    }
                    .environment(navigator)
                }
            }
            struct HomeScreen: View {
                let albums: [Album] = []
                var body: some View {
                    VStack {
                        Shelf(item: Album(id: 1))
                        Grid(entries: albums)
                    }
                }
            }
            struct Shelf<Item: Pickable>: View {
                @Environment(Navigator.self) var navigator
                let item: Item
                var body: some View { 1️⃣Button("Open") { item.picked(using: navigator) } }
            }
            struct Grid<Entry: Pickable>: View {
                @Environment(Navigator.self) var navigator
                let entries: [Entry]
                var body: some View {
                    ForEach(entries) { entry in 2️⃣Button("Pick") { entry.picked(using: navigator) } }
                }
            }
            struct AlbumScreen: View { let id: Int; var body: some View { Text("a") } }
            struct ArtistScreen: View { let name: String; var body: some View { Text("b") } }
            struct DayScreen: View { let date: Date; var body: some View { Text("d") } }
            struct DebugScreen: View { var body: some View { Text("x") } }
            """, [
                "HomeScreen -push-> Stop.album @1️⃣", "HomeScreen -push-> Stop.artist @1️⃣", "HomeScreen -push-> Stop.day @1️⃣",
                "HomeScreen -push-> Stop.album @2️⃣", "HomeScreen -push-> Stop.artist @2️⃣", "HomeScreen -push-> Stop.day @2️⃣",
            ])
    }

    /// A coordinator holding a navigator protocol that only a navigation controller conforms to,
    /// through an app extension (`extension UINavigationController: PageNavigating` whose methods
    /// push or set hosted views), is a coordinator driving that stack: each call of the protocol's
    /// methods runs the extension's body.
    @Test func aNavigatorProtocolANavigationControllerConformsToDrivesItsStack() {
        check("""
            protocol PageNavigating: AnyObject {
                func show<Page: View>(_ page: Page, animated: Bool)
                func swap<Page: View>(to page: Page)
            }
            extension UINavigationController: PageNavigating {
                func show<Page: View>(_ page: Page, animated: Bool) { pushViewController(UIHostingController(rootView: page), animated: animated) }
                func swap<Page: View>(to page: Page) { setViewControllers([UIHostingController(rootView: page)], animated: false) }
            }
            final class ShelfCoordinator {
                private weak var navigator: PageNavigating?
                init(navigator: PageNavigating) { self.navigator = navigator }
                func start() { navigator?.swap(to: ShelfPage(coordinator: self)) }
                func openBook() { navigator?.show(BookPage(), animated: true) }
                func openShop() { navigator?.swap(to: ShopPage()) }
            }
            struct ShelfPage: View {
                let coordinator: ShelfCoordinator
                var body: some View {
                    Button("Book") { 2️⃣coordinator.openBook() }
                    Button("Shop") { 3️⃣coordinator.openShop() }
                }
            }
            struct BookPage: View { var body: some View { Text("b") } }
            struct ShopPage: View { var body: some View { Text("s") } }
            @main final class ReaderDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var coordinator: ShelfCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    window = UIWindow()
                    window?.rootViewController = navigation
                    coordinator = ShelfCoordinator(navigator: navigation)
                    1️⃣coordinator?.start()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            """, [
                "ReaderDelegate -child-> ShelfPage @1️⃣",
                "ShelfPage -push-> BookPage @2️⃣",
                "ShelfPage -reset-> ShopPage @3️⃣",
            ])
    }
}
