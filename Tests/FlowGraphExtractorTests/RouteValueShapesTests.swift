import FlowGraph
import FlowGraphExtractor
import Testing

/// Route values that carry their screens: a value type whose initialiser takes a view-building
/// closure, named by its static members and factories, handed to the app's own router, which puts
/// it on a stack or in a presented item as the style it was built with says.
struct RouteValueShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The destination, its style and default style; a row's move made for the screen showing it;
    /// a route known only at run time, no move to the frame every modal route is shown in.
    @Test func aRouterShowsTheScreensARouteValueCarriesTheWayItWasBuiltToBeShown() {
        check("""
            struct Destination: Hashable {
                enum Presentation: Hashable { case stacked, modal, cover }
                let key: String
                let presentation: Presentation
                private let body: AnyView
                init(key: String, presentation: Presentation = .stacked, @ViewBuilder body: () -> some View) {
                    self.key = key
                    self.presentation = presentation
                    self.body = AnyView(body())
                }
                var view: some View { body }
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
                func hash(into hasher: inout Hasher) { hasher.combine(key) }
            }
            extension Destination {
                static var preferences: Destination {
                    Destination(key: "preferences", presentation: .modal) { PreferencesScreen() }
                }
                static func article(_ id: Int) -> Destination {
                    Destination(key: "article") { ArticleScreen(id: id) }
                }
                static var player: Destination {
                    Destination(key: "player", presentation: .cover) { PlayerScreen() }
                }
            }
            final class Navigator: ObservableObject {
                struct Shown: Identifiable {
                    let destination: Destination
                    var id: String { destination.key }
                }
                @Published var trail: [Destination] = []
                @Published var shownModally: Shown?
                @Published var cover: Shown?
                func show(_ destination: Destination) {
                    switch destination.presentation {
                    case .stacked: trail.append(destination)
                    case .modal: shownModally = Shown(destination: destination)
                    case .cover: cover = .init(destination: destination)
                    }
                }
            }
            struct NavigatorHost: View {
                @StateObject private var navigator = Navigator()
                var body: some View {
                    NavigationStack(path: $navigator.trail) {
                        FeedScreen().navigationDestination(for: Destination.self) { $0.view }
                    }
                    .sheet(item: $navigator.shownModally) { shown in ModalFrame { shown.destination.view } }
                    .fullScreenCover(item: $navigator.cover) { $0.destination.view }
                    .environmentObject(navigator)
                }
            }
            struct ModalFrame<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { NavigationStack { content } }
            }
            struct FeedScreen: View {
                @EnvironmentObject var navigator: Navigator
                let saved: [Destination] = []
                var body: some View {
                    List {
                        ArticleRow(id: 1)
                        ForEach(saved, id: \\.key) { destination in Button(destination.key) { navigator.show(destination) } }
                    }
                    .toolbar { 1️⃣Button("Preferences") { navigator.show(.preferences) } }
                }
            }
            struct ArticleRow: View {
                @EnvironmentObject var navigator: Navigator
                let id: Int
                var body: some View { 2️⃣Button("Open") { navigator.show(.article(id)) } }
            }
            struct ArticleScreen: View {
                @EnvironmentObject var navigator: Navigator
                let id: Int
                var body: some View { 3️⃣Button("Play") { navigator.show(Destination.player) } }
            }
            struct PreferencesScreen: View { var body: some View { Text("p") } }
            struct PlayerScreen: View { var body: some View { Text("v") } }
            """, [
                "FeedScreen -sheet-> PreferencesScreen @1️⃣", "FeedScreen -push-> ArticleScreen @2️⃣",
                "ArticleScreen -fullScreenCover-> PlayerScreen @3️⃣",
            ])
    }

    /// The router reached through the app's property wrapper, a style closure, a stack named by no
    /// stack word, a cover shown by a package's modifier, another platform's `#if` clause, and a
    /// route known only at run time (no move).
    @Test func aRouteValueReachesItsStackOrCoverThroughAPropertyWrapperOnTheIOSBuild() {
        check("""
            struct Hop: Hashable {
                enum Mode: Hashable { case slide, card }
                let name: String
                let mode: Mode
                let content: AnyView
                init(_ name: String, mode: Mode = .slide, @ViewBuilder content: () -> some View) {
                    self.name = name
                    self.mode = mode
                    self.content = AnyView(content())
                }
                init(_ name: String, modeFor: @escaping (Int) -> Mode, @ViewBuilder content: () -> some View) {
                    self.name = name
                    self.mode = modeFor(0)
                    self.content = AnyView(content())
                }
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
                func hash(into hasher: inout Hasher) { hasher.combine(name) }
                static var help: Hop { Hop("help", mode: .card) { HelpScreen() } }
                static func photo(_ number: Int) -> Hop {
                    Hop("photo", modeFor: { _ in .card }) { PhotoScreen(number: number) }
                }
                static func album(_ number: Int) -> Hop {
                    Self.photo(number)
                }
            }
            struct Card: Identifiable {
                let hop: Hop
                var id: String { hop.name }
            }
            final class Pilot: ObservableObject {
                @Published var hops: [Hop] = []
                @Published var presentedCover: Card?
                func go(_ hop: Hop) {
                    #if os(macOS)
                    hops.append(hop)
                    #else
                    switch hop.mode {
                    case .slide: hops.append(hop)
                    case .card: presentedCover = Card(hop: hop)
                    }
                    #endif
                }
            }
            @propertyWrapper struct Steering: DynamicProperty {
                @EnvironmentObject private var pilot: Pilot
                var wrappedValue: Handle { Handle(pilot: pilot) }
                struct Handle {
                    let pilot: Pilot
                    func go(to hop: Hop) { pilot.go(hop) }
                }
            }
            struct Cockpit: View {
                @StateObject private var pilot = Pilot()
                var body: some View {
                    NavigationStack(path: $pilot.hops) {
                        Home().navigationDestination(for: Hop.self) { $0.content }
                    }
                    .slideOver(item: $pilot.presentedCover) { $0.hop.content }
                    .environmentObject(pilot)
                }
            }
            struct Home: View {
                @Steering private var steering
                let pinned: [Hop] = []
                var body: some View {
                    VStack {
                        1️⃣Button("Help") { steering.go(to: .help) }
                        PhotoTile(number: 1)
                        ForEach(pinned, id: \\.name) { hop in Button(hop.name) { steering.go(to: hop) } }
                    }
                }
            }
            struct PhotoTile: View {
                @Steering private var steering
                let number: Int
                var body: some View { 2️⃣Button("Photo") { steering.go(to: .album(number)) } }
            }
            struct HelpScreen: View { var body: some View { Text("h") } }
            struct PhotoScreen: View { let number: Int; var body: some View { Text("p") } }
            """, ["Home -fullScreenCover-> HelpScreen @1️⃣", "Home -fullScreenCover-> PhotoScreen @2️⃣"])
    }

    /// A tab bar iterating values that carry each tab's screen, built in a list the view writes:
    /// a tab per value it names on the iOS build.
    @Test func aTabBarOverValuesCarryingTheirScreensHasATabPerValueTheViewNames() {
        check("""
            struct Section: Identifiable {
                let id: String
                let icon: String
                let screen: AnyView
                init(id: String, icon: String, @ViewBuilder screen: () -> some View) {
                    self.id = id
                    self.icon = icon
                    self.screen = AnyView(screen())
                }
                static var inbox: Section { Section(id: "inbox", icon: "tray") { InboxScreen() } }
                static var archive: Section { Section(id: "archive", icon: "archivebox") { ArchiveScreen() } }
                static func folder(_ name: String) -> Section { Section(id: name, icon: "folder") { FolderScreen(name: name) } }
                static var desk: Section { Section(id: "desk", icon: "desktopcomputer") { DeskScreen() } }
            }
            struct Shelf: View {
                @State private var picked = "inbox"
                private var sections: [Section] {
                    #if os(macOS)
                    [Section.inbox, Section.desk]
                    #else
                    [Section.inbox, Section.archive, Section.folder("Work")]
                    #endif
                }
                var body: some View {
                    TabView(selection: $picked) {
                        ForEach(sections) { section in
                            section.screen.tabItem { Label(section.id, systemImage: section.icon) }.tag(section.id)
                        }
                    }
                }
            }
            struct InboxScreen: View { var body: some View { Text("i") } }
            struct ArchiveScreen: View { var body: some View { Text("a") } }
            struct FolderScreen: View { let name: String; var body: some View { Text(name) } }
            struct DeskScreen: View { var body: some View { Text("d") } }
            """, ["Shelf -tab-> InboxScreen", "Shelf -tab-> ArchiveScreen", "Shelf -tab-> FolderScreen"])
    }

    /// `NavigationLink(value: Go.book(1))` with `typealias Go = LibraryRoute`: an alias of a route
    /// enum names that enum, so its cases are the enum's.
    @Test func aRouteWrittenThroughATypeAliasIsTheEnumsCase() {
        EdgeExpectation.check("""
            import SwiftUI
            enum LibraryRoute: Hashable { case shelf, book(Int) }
            typealias Go = LibraryRoute
            struct LibraryHome: View {
                var body: some View {
                    NavigationStack {
                        List {
                            1️⃣NavigationLink(value: Go.shelf) { Text("Shelf") }
                            2️⃣NavigationLink(value: Go.book(1)) { Text("Book") }
                        }
                        .navigationDestination(for: LibraryRoute.self) { route in
                            switch route {
                            case .shelf: ShelfScreen()
                            case .book(let id): BookScreen(id: id)
                            }
                        }
                    }
                }
            }
            struct ShelfScreen: View { var body: some View { Text("") } }
            struct BookScreen: View { let id: Int; var body: some View { Text("") } }
            """, ["LibraryHome -push-> LibraryRoute.shelf @1️⃣", "LibraryHome -push-> LibraryRoute.book @2️⃣"])
    }

    /// `typealias AccountState = Vault.Account` where another type is also named `Account`: the alias
    /// names the one its qualified name designates, so the sheet it drives shows its content.
    @Test func anAliasOfAQualifiedTypeNamesThatType() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Keys { enum Account { case primary, secondary } }
            enum Vault { struct Account: Identifiable { let id: Int } }
            typealias AccountState = Vault.Account
            struct Connect: View {
                @State private var duplicate: AccountState?
                var body: some View {
                    Text("Connect")
                        1️⃣.sheet(item: $duplicate) { account in DuplicateNotice(id: account.id) }
                }
            }
            struct DuplicateNotice: View { let id: Int; var body: some View { Text("") } }
            """, ["Connect -sheet-> DuplicateNotice @1️⃣"])
    }
}
