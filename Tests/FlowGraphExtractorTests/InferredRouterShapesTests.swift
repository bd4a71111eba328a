import FlowGraph
import FlowGraphExtractor
import Testing

/// A router from a package whose source is not analysed, specialised with the app's enums by a
/// type alias (`typealias AppRouter = Router<AppTab, Destination, Sheet>`): its members are read
/// from how the app uses them. A member a presentation binds holds the type argument whose cases
/// the presentation switches over or the app assigns; a method handed a case of a type argument
/// that `navigationDestination(for:)` registers pushes it; one handed a case of a presented
/// member's type presents it there; one whose name takes away, or whose result is asked for,
/// shows nothing. A note at the alias says what was read.
struct InferredRouterShapesTests {
    /// The Observation-era router in the environment: `open(_:)` pushes, assigning `overlay` presents.
    @Test func aPackagesRouterPushesWhatItsMethodIsHandedAndPresentsWhatItsMemberIsGiven() {
        let fixture = """
            import SwiftUI
            import ShelfRouting

            enum ShelfTab: String, CaseIterable, Identifiable, Hashable { case browse, saved; var id: String { rawValue } }
            enum Place: Hashable { case book(Int), author(String) }
            enum Overlay: Identifiable, Hashable { case share(Int), signIn; var id: Self { self } }
            typealias Navigator = TabbedRouter<ShelfTab, Place, Overlay>

            @main struct ShelfApp: App {
                @State private var navigator = Navigator(initialTab: .browse)
                var body: some Scene {
                    WindowGroup {
                        RootTabs()
                            .environment(navigator)
                            .sheet(item: $navigator.overlay) { overlay in
                                switch overlay {
                                case .share(let id): ShareScreen(id: id)
                                case .signIn: SignInScreen()
                                }
                            }
                    }
                }
            }
            struct RootTabs: View {
                @Environment(Navigator.self) private var navigator
                var body: some View {
                    @Bindable var navigator = navigator
                    TabView(selection: $navigator.selectedTab) {
                        NavigationStack(path: $navigator[.browse]) {
                            BrowseScreen().withPlaces()
                        }
                        .tag(ShelfTab.browse)
                        NavigationStack(path: $navigator[.saved]) {
                            SavedScreen().withPlaces()
                        }
                        .tag(ShelfTab.saved)
                    }
                }
            }
            extension View {
                func withPlaces() -> some View {
                    navigationDestination(for: Place.self) { place in
                        switch place {
                        case .book(let id): BookScreen(id: id)
                        case .author(let name): AuthorScreen(name: name)
                        }
                    }
                }
            }
            struct BrowseScreen: View {
                @Environment(Navigator.self) private var navigator
                var body: some View {
                    List {
                        1️⃣Button("Open") { navigator.open(.book(1)) }
                        2️⃣Button("Share") { navigator.overlay = .share(1) }
                    }
                }
            }
            struct SavedScreen: View {
                @Environment(Navigator.self) private var navigator
                var body: some View { 3️⃣Button("Sign in") { navigator.overlay = .signIn } }
            }
            struct BookScreen: View {
                let id: Int
                @Environment(Navigator.self) private var navigator
                var body: some View {
                    4️⃣Button("Author") { navigator.open(.author("a")) }
                    Button("Back") { navigator.popLast() }
                }
            }
            struct AuthorScreen: View { let name: String; var body: some View { Text(name) } }
            struct ShareScreen: View { let id: Int; var body: some View { Text("s") } }
            struct SignInScreen: View { var body: some View { Text("i") } }
            """
        EdgeExpectation.check(fixture, [
            "ShelfApp -child-> RootTabs", "RootTabs -tab-> BrowseScreen", "RootTabs -tab-> SavedScreen",
            "BrowseScreen -push-> Place.book @1️⃣", "BrowseScreen -sheet-> Overlay.share @2️⃣",
            "SavedScreen -sheet-> Overlay.signIn @3️⃣", "Place.book -push-> Place.author @4️⃣",
        ])
        let graph = SourceExtractor().extract(from: FixtureSource(fixture).corpus())
        #expect(graph.diagnostics.map(\.code) == ["inferred-external-type"])
        #expect(graph.diagnostics.first?.message.contains("overlay holds Overlay, open(_:) pushes Place") == true, "\(graph.diagnostics)")
    }

    /// An `ObservableObject` router handed down as an environment object: `push(to:)` pushes onto
    /// the stack `NavigationStack(path:)` binds, `show(_:)` presents the cover bound to `cover`;
    /// `pop(to:)` goes back and `isShowing(_:)` only asks.
    @Test func aRoutersMethodHandedACaseOfAPresentedMembersTypePresentsIt() {
        EdgeExpectation.check("""
            import SwiftUI
            import Wayfinder

            enum Stop: Hashable { case line(Int), station(String) }
            enum Popup: String, Identifiable { case tickets, help; var id: String { rawValue } }
            typealias TransitRouter = StackRouter<Stop, Popup>

            struct TransitHome: View {
                @StateObject private var router = TransitRouter()
                var body: some View {
                    NavigationStack(path: $router.stack) {
                        Lines()
                            .navigationDestination(for: Stop.self) { stop in
                                switch stop {
                                case .line(let id): LineDetail(id: id)
                                case .station(let name): StationDetail(name: name)
                                }
                            }
                    }
                    .environmentObject(router)
                    .fullScreenCover(item: $router.cover) { popup in
                        switch popup {
                        case .tickets: TicketWallet()
                        case .help: HelpCenter()
                        }
                    }
                }
            }
            struct Lines: View {
                @EnvironmentObject var router: TransitRouter
                var body: some View {
                    1️⃣Button("Line 1") { router.push(to: .line(1)) }
                    2️⃣Button("Tickets") { router.show(.tickets) }
                    Button("Rate") { if router.isShowing(.help) { print("x") } }
                }
            }
            struct LineDetail: View {
                let id: Int
                @EnvironmentObject var router: TransitRouter
                var body: some View {
                    3️⃣Button("Station") { router.push(to: .station("x")) }
                    Button("Close") { router.pop(to: .line(1)) }
                    4️⃣Button("Help") { router.show(.help) }
                }
            }
            struct StationDetail: View { let name: String; var body: some View { Text(name) } }
            struct TicketWallet: View { var body: some View { Text("t") } }
            struct HelpCenter: View { var body: some View { Text("h") } }
            """, [
            "Lines -push-> Stop.line @1️⃣", "Lines -fullScreenCover-> Popup.tickets @2️⃣",
            "Stop.line -push-> Stop.station @3️⃣", "Stop.line -fullScreenCover-> Popup.help @4️⃣",
        ])
    }

    /// A method handed a case of a type argument that nothing registers or presents does what
    /// only the package knows: no edge, and the note says so.
    @Test func aMethodNothingExplainsIsNamedInTheNote() {
        let graph = SourceExtractor().extract(from: FixtureSource("""
            import SwiftUI
            import Wayfinder
            enum Stop: Hashable { case line(Int) }
            enum Banner { case saved, failed }
            typealias TransitRouter = StackRouter<Stop, Banner>
            struct Lines: View {
                @Environment(TransitRouter.self) private var router
                var body: some View {
                    NavigationStack { Button("Line") { router.push(to: .line(1)) }.navigationDestination(for: Stop.self) { _ in LineDetail() } }
                    Button("Save") { router.flash(.saved) }
                }
            }
            struct LineDetail: View { var body: some View { Text("l") } }
            """).corpus())
        #expect(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" } == ["Lines -push-> Stop.line"])
        #expect(graph.diagnostics.map(\.code) == ["inferred-external-type"])
        #expect(graph.diagnostics.first?.message.contains("nothing tells what flash(_:) does") == true, "\(graph.diagnostics)")
    }

    /// The package's router held specialised in place, with no alias (`@Environment(PagedRouter<Stop,
    /// Panel>.self)`, `@State var router: PagedRouter<Stop, Panel>`): read from its uses the same way.
    /// A subject of the same routes (`PassthroughSubject<Stop, Never>`) is Combine's, no router.
    @Test func aRouterHeldWithoutAnAliasIsReadTheSameWay() {
        let fixture = """
            import SwiftUI
            import Combine
            import PagedNavigation
            enum Stop: Hashable { case line(Int), station(String) }
            enum Panel: String, Identifiable { case fares, alerts; var id: String { rawValue } }
            struct Network: View {
                @State private var router: PagedRouter<Stop, Panel> = .init()
                var body: some View {
                    NavigationStack(path: $router.trail) {
                        Lines()
                            .navigationDestination(for: Stop.self) { stop in
                                switch stop {
                                case .line(let id): LineBoard(id: id)
                                case .station(let name): StationBoard(name: name)
                                }
                            }
                    }
                    .environment(router)
                    .sheet(item: $router.panel) { panel in
                        switch panel {
                        case .fares: FareTable()
                        case .alerts: AlertList()
                        }
                    }
                }
            }
            struct Lines: View {
                @Environment(PagedRouter<Stop, Panel>.self) private var router
                let picks = PassthroughSubject<Stop, Never>()
                var body: some View {
                    1️⃣Button("Line 4") { router.go(to: .line(4)) }
                    2️⃣Button("Fares") { router.panel = .fares }
                    Button("Later") { picks.send(.station("x")) }
                }
            }
            struct LineBoard: View {
                let id: Int
                @Environment(PagedRouter<Stop, Panel>.self) private var router
                var body: some View { 3️⃣Button("Central") { router.go(to: .station("central")) } }
            }
            struct StationBoard: View { let name: String; var body: some View { Text(name) } }
            struct FareTable: View { var body: some View { Text("fares") } }
            struct AlertList: View { var body: some View { Text("alerts") } }
            """
        EdgeExpectation.check(fixture, [
            "Lines -push-> Stop.line @1️⃣", "Lines -sheet-> Panel.fares @2️⃣", "Stop.line -push-> Stop.station @3️⃣",
        ])
        let graph = SourceExtractor().extract(from: FixtureSource(fixture).corpus())
        #expect(graph.diagnostics.map(\.code) == ["inferred-external-type"], "\(graph.diagnostics)")
        #expect(graph.diagnostics.first?.message.hasPrefix("'PagedRouter<Stop, Panel>' is declared in no source analysed") == true, "\(graph.diagnostics)")
    }
}
