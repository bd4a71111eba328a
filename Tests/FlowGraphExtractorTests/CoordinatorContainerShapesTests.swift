import FlowGraph
import FlowGraphExtractor
import Testing

/// Shapes of SwiftUI apps whose screens are hosted by coordinator objects and shown by the app's
/// own container classes, each written again here in other names: the general rule each needed.
struct CoordinatorContainerShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A stack wrapper (`Shell<Body: View>` holding its content in a plain `NavigationStack`) is
    /// the content it is given, as the stack itself would be: used only in previews it shows
    /// nothing the app shows (a `PreviewProvider` wrapping a screen in it is no hosting), and the
    /// app's own use shows its screen.
    @Test func aPreviewWrappingAScreenInAStackIsNoHosting() {
        check("""
            struct Shell<Body: View>: View {
                @ViewBuilder let inner: Body
                var body: some View { NavigationStack { inner } }
            }
            struct LedgerScreen: View { var body: some View { Text("") } }
            struct ReceiptScreen: View { var body: some View { Text("") } }
            struct LedgerScreen_Previews: PreviewProvider {
                static var previews: some View {
                    Shell { LedgerScreen() }
                    Shell { ReceiptScreen() }
                }
            }
            @main struct Books: App {
                var body: some Scene { WindowGroup { 1️⃣Shell { LedgerScreen() } } }
            }
            """, ["Books -child-> LedgerScreen @1️⃣"])
    }

    /// A component choosing its look by a value (a badge showing a picture or initials), only ever
    /// part of rows (several), hosts nothing: no child edges to the looks it chooses between. A view
    /// choosing the session's content inside the one view showing it does host each choice.
    @Test func aComponentChoosingItsLookHostsNothing() {
        check("""
            enum Face { case picture(URL), initials(String) }
            struct Badge: View {
                let face: Face
                var body: some View {
                    switch face {
                    case .picture(let url): PictureBadge(url: url)
                    case .initials(let text): InitialsBadge(text: text)
                    }
                }
            }
            struct PictureBadge: View { let url: URL; var body: some View { Text(url.absoluteString) } }
            struct InitialsBadge: View { let text: String; var body: some View { Text(text) } }
            struct MemberRow: View { var body: some View { HStack { Badge(face: .initials("A")); Text("A") } } }
            struct GuestRow: View { var body: some View { HStack { Text("B"); Badge(face: .initials("B")) } } }
            struct MembersScreen: View {
                var body: some View { List { MemberRow(); GuestRow() }.navigationTitle("Members") }
            }
            struct WelcomeScreen: View { var body: some View { Text("") } }
            struct Session: View {
                let signedIn: Bool
                var body: some View {
                    ZStack {
                        if signedIn { 1️⃣MembersScreen() } else { 2️⃣WelcomeScreen() }
                    }
                }
            }
            struct Launch: View {
                @State var ready = false
                var body: some View { ZStack { if ready { Session(signedIn: true) } else { ProgressView() } } }
            }
            @main struct Club: App { var body: some Scene { WindowGroup { 3️⃣Launch() } } }
            """, ["Club -child-> Launch @3️⃣", "Launch -child-> Session", "Session -child-> MembersScreen @1️⃣", "Session -child-> WelcomeScreen @2️⃣"])
    }

    /// The app's own container shows the objects it is handed: what each of its methods does is
    /// read from its code (appending to the path its view binds is a push, the item its view
    /// presents a sheet or a full-screen cover, the content its view renders the root), what an
    /// object shows from its `render() -> AnyView`. A flow pushing, presenting and setting the
    /// root moves from the screen whose output it handles (`outputs.sink { … }`), through the
    /// helpers that closure calls; setting the first screen, with no screen handled, hosts it.
    @Test func aContainersMethodsMoveToTheScreenTheHandedObjectHosts() {
        check("""
            protocol Presentable: AnyObject { func render() -> AnyView }
            struct Entry: Hashable, Identifiable {
                let id = UUID()
                let presentable: Presentable?
                init(_ presentable: Presentable) { self.presentable = presentable }
                static func == (l: Entry, r: Entry) -> Bool { l.id == r.id }
                func hash(into h: inout Hasher) { h.combine(id) }
            }
            @Observable final class Stage: Presentable {
                fileprivate var base: Entry?
                fileprivate var entries: [Entry] = []
                fileprivate var modal: Entry?
                fileprivate var cover: Entry?
                func setBase(_ p: Presentable) { entries.removeAll(); base = Entry(p) }
                func show(_ p: Presentable) { withAnimation { entries.append(Entry(p)) } }
                func back() { _ = entries.popLast() }
                func setModal(_ p: Presentable?) { modal = p.map(Entry.init) }
                func setCover(_ p: Presentable?) { cover = p.map(Entry.init) }
                func render() -> AnyView { AnyView(StageView(stage: self)) }
            }
            private struct StageView: View {
                @Bindable var stage: Stage
                var body: some View {
                    NavigationStack(path: $stage.entries) {
                        stage.base?.presentable?.render()
                            .navigationDestination(for: Entry.self) { $0.presentable?.render() }
                    }
                    .sheet(item: $stage.modal) { $0.presentable?.render() }
                    .fullScreenCover(item: $stage.cover) { $0.presentable?.render() }
                }
            }
            final class ProfilePresenter: Presentable {
                enum Output { case openPhotos, openHelp, openCamera }
                let outputs = PassthroughSubject<Output, Never>()
                func render() -> AnyView { AnyView(ProfilePage(onTap: { self.outputs.send(.openPhotos) })) }
            }
            struct ProfilePage: View { let onTap: () -> Void; var body: some View { Button("x", action: onTap) } }
            final class PhotosPresenter: Presentable { func render() -> AnyView { AnyView(PhotosPage()) } }
            struct PhotosPage: View { var body: some View { Text("") } }
            final class HelpPresenter: Presentable { func render() -> AnyView { AnyView(HelpPage().padding()) } }
            struct HelpPage: View { var body: some View { Text("") } }
            final class CameraPresenter: Presentable { func render() -> AnyView { AnyView(CameraPage()) } }
            struct CameraPage: View { var body: some View { Text("") } }
            final class ProfileFlow {
                let stage: Stage
                var bag = Set<AnyCancellable>()
                init(stage: Stage) { self.stage = stage }
                func begin() {
                    let profile = ProfilePresenter()
                    profile.outputs.sink { [weak self] output in
                        switch output {
                        case .openPhotos: self?.showPhotos()
                        case .openHelp: self?.showHelp()
                        case .openCamera: 1️⃣self?.stage.setCover(CameraPresenter())
                        }
                    }.store(in: &bag)
                    2️⃣stage.setBase(profile)
                }
                private func showPhotos() { 3️⃣stage.show(PhotosPresenter()) }
                private func showHelp() {
                    let help = HelpPresenter()
                    4️⃣stage.setModal(help)
                }
            }
            """, [
                "ProfileFlow -child-> ProfilePage @2️⃣", "ProfilePage -push-> PhotosPage @3️⃣",
                "ProfilePage -sheet-> HelpPage @4️⃣", "ProfilePage -fullScreenCover-> CameraPage @1️⃣",
            ])
    }

    /// A container built on the spot (`let inner = Deck()`) and given its root shows that root
    /// where it is itself shown: presenting it is a sheet to that screen, and setting its root is
    /// no move of its own; an object choosing its view (`if isReply { … } else { … }`) hosts
    /// either. A container's method handing the object to another container's method
    /// makes that one's move. Starting another flow built on the spot from a screen's output
    /// moves to that flow, which shows its first screen.
    @Test func aContainerBuiltOnTheSpotShowsTheRootItIsGiven() {
        check("""
            protocol Hostable: AnyObject { func body() -> AnyView }
            final class Slot: Identifiable, Hashable {
                let hosted: Hostable
                init(_ hosted: Hostable) { self.hosted = hosted }
                static func == (l: Slot, r: Slot) -> Bool { l === r }
                func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
            }
            @Observable final class Window: Hostable {
                var content: Slot?
                var overlay: Slot?
                func replace(with hosted: Hostable) { content = Slot(hosted) }
                func overlay(_ hosted: Hostable) { overlay = Slot(hosted) }
                func body() -> AnyView { AnyView(WindowView(window: self)) }
            }
            struct WindowView: View {
                @Bindable var window: Window
                var body: some View {
                    ZStack { window.content?.hosted.body() }
                        .sheet(item: $window.overlay) { $0.hosted.body() }
                }
            }
            @Observable final class Deck: Hostable {
                weak var window: Window?
                var first: Slot?
                var pushed: [Slot] = []
                init(window: Window? = nil) { self.window = window }
                func setFirst(_ hosted: Hostable) { first = Slot(hosted) }
                func present(_ hosted: Hostable) {
                    if let window { window.overlay(hosted); return }
                }
                func body() -> AnyView { AnyView(DeckView(deck: self)) }
            }
            struct DeckView: View {
                @Bindable var deck: Deck
                var body: some View {
                    NavigationStack(path: $deck.pushed) { deck.first?.hosted.body() }
                }
            }
            final class InboxHost: Hostable {
                let taps = PassthroughSubject<Int, Never>()
                func body() -> AnyView { AnyView(InboxScreen()) }
            }
            struct InboxScreen: View { var body: some View { Text("") } }
            final class ComposeHost: Hostable {
                var isReply = false
                func body() -> AnyView {
                    if isReply {
                        AnyView(ReplyScreen())
                    } else {
                        AnyView(ComposeScreen())
                    }
                }
            }
            struct ComposeScreen: View { var body: some View { Text("") } }
            struct ReplyScreen: View { var body: some View { Text("") } }
            final class ArchiveHost: Hostable { func body() -> AnyView { AnyView(ArchiveScreen()) } }
            struct ArchiveScreen: View { var body: some View { Text("") } }
            final class ArchiveFlow {
                let deck: Deck
                init(deck: Deck) { self.deck = deck }
                func go() { 1️⃣deck.setFirst(ArchiveHost()) }
            }
            final class MailFlow {
                let window: Window
                let deck: Deck
                var bag = Set<AnyCancellable>()
                var archive: ArchiveFlow?
                init(window: Window) { self.window = window; deck = Deck(window: window) }
                func go() {
                    let inbox = InboxHost()
                    inbox.taps.sink { [weak self] tap in
                        guard let self else { return }
                        if tap == 0 {
                            let inner = Deck()
                            inner.setFirst(ComposeHost())
                            2️⃣window.overlay(inner)
                        } else if tap == 1 {
                            3️⃣deck.present(ComposeHost())
                        } else {
                            let flow = ArchiveFlow(deck: deck)
                            archive = flow
                            4️⃣flow.go()
                        }
                    }.store(in: &bag)
                    5️⃣window.replace(with: inbox)
                }
            }
            """, [
                "MailFlow -child-> InboxScreen @5️⃣", "InboxScreen -sheet-> ComposeScreen @2️⃣", "InboxScreen -sheet-> ComposeScreen @3️⃣",
                "InboxScreen -sheet-> ReplyScreen @2️⃣", "InboxScreen -sheet-> ReplyScreen @3️⃣",
                "InboxScreen -child-> ArchiveFlow @4️⃣", "ArchiveFlow -child-> ArchiveScreen @1️⃣",
            ])
    }

    /// A flow driven by an event machine: a screen's output sends an event (`machine.fire(.openPhotos)`)
    /// and a handler registered for it (`machine.on(.openHelp) { … }`, or a `case .openPhotos` of a
    /// handler for any event) shows the next screen: that move starts from the screen sending
    /// the event. A screen's object building its view after a statement (`let bar = …; return
    /// AnyView(Page(bar: bar))`) hosts that view too; an enum case named like a method
    /// (`.showPhotos`) is no call of it.
    @Test func aHandlerOfAnEventMovesFromTheScreenSendingIt() {
        check("""
            protocol Presentable: AnyObject { func render() -> AnyView }
            final class Item: Hashable {
                let shown: Presentable
                init(_ shown: Presentable) { self.shown = shown }
                static func == (l: Item, r: Item) -> Bool { l === r }
                func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
            }
            @Observable final class Pile: Presentable {
                var items: [Item] = []
                var top: Item?
                func add(_ shown: Presentable) { items.append(Item(shown)) }
                func raise(_ shown: Presentable) { top = Item(shown) }
                func render() -> AnyView { AnyView(PileView(pile: self)) }
            }
            struct PileView: View {
                @Bindable var pile: Pile
                var body: some View {
                    NavigationStack(path: $pile.items) { Text("") }
                        .sheet(item: $pile.top) { $0.shown.render() }
                }
            }
            enum Signal { case openPhotos, openHelp, showPhotos(Int) }
            final class AlbumPresenter: Presentable {
                enum Output { case photos, help }
                let outputs = PassthroughSubject<Output, Never>()
                func render() -> AnyView {
                    let bar = AlbumBar()
                    return AnyView(AlbumPage(bar: bar))
                }
            }
            struct AlbumBar: View { var body: some View { Text("") } }
            struct AlbumPage: View { let bar: AlbumBar; var body: some View { bar } }
            final class PhotosPresenter: Presentable { func render() -> AnyView { AnyView(PhotosPage()) } }
            struct PhotosPage: View { var body: some View { Text("") } }
            final class HelpPresenter: Presentable {
                let closed = PassthroughSubject<Void, Never>()
                func render() -> AnyView { AnyView(HelpPage()) }
            }
            struct HelpPage: View { var body: some View { Text("") } }
            final class AlbumFlow {
                let pile: Pile
                let machine = SignalMachine<Signal>()
                var bag = Set<AnyCancellable>()
                init(pile: Pile) {
                    self.pile = pile
                    machine.on(.openHelp) { [weak self] in self?.showHelp() }
                    machine.onAny { [weak self] signal in
                        switch signal {
                        case .openPhotos: self?.showPhotos()
                        default: break
                        }
                    }
                }
                func begin() {
                    let album = AlbumPresenter()
                    album.outputs.sink { [weak self] output in
                        switch output {
                        case .photos: self?.machine.fire(.openPhotos)
                        case .help: self?.machine.fire(.openHelp)
                        }
                    }.store(in: &bag)
                    1️⃣pile.add(album)
                }
                private func showPhotos() { 2️⃣pile.add(PhotosPresenter()) }
                private func showHelp() {
                    let help = HelpPresenter()
                    help.closed.sink { [weak self] in self?.machine.fire(.showPhotos(1)) }.store(in: &bag)
                    3️⃣pile.raise(help)
                }
            }
            """, [
                "AlbumFlow -push-> AlbumPage @1️⃣", "AlbumPage -push-> PhotosPage @2️⃣", "AlbumPage -sheet-> HelpPage @3️⃣",
            ])
    }

    /// The enums `source` makes nodes of (`Signal` for `Signal.refresh`).
    func nodeEnums(_ source: String) -> Set<String> {
        let graph = SourceExtractor().extract(from: FixtureSource(source).corpus())
        return Set(graph.nodes.compactMap { $0.id.contains(".") ? String($0.id.prefix { $0 != "." }) : nil })
    }

    /// A method of a navigation owner takes a route when it names the owner's navigation state:
    /// an event handed to a `pathLogger` (whose name only contains `path`) is no route.
    @Test func aParameterNamedBesideStateSpelledAlikeIsNoRoute() {
        let enums = nodeEnums("""
            enum Page: Hashable { case list, detail }
            enum Signal { case refresh, reload }
            final class Nav: ObservableObject {
                @Published var path: [Page] = []
                let pathLogger = Logger()
                func handle(_ signal: Signal) { pathLogger.log(signal) }
            }
            struct Root: View {
                @StateObject var nav = Nav()
                var body: some View {
                    NavigationStack(path: $nav.path) {
                        Button("Go") { nav.path.append(.detail) }
                            .navigationDestination(for: Page.self) { page in
                                switch page {
                                case .list: Text("")
                                case .detail: DetailScreen()
                                }
                            }
                    }
                }
            }
            struct DetailScreen: View { var body: some View { Text("") } }
            """)
        #expect(enums.contains("Page") && !enums.contains("Signal"), "\(enums.sorted())")
    }

    /// A generic container instantiated with the app's tab enum (`Tabs<Section>`) whose parameter
    /// types its selected tab (`TabView(selection: $tabs.selected)`) holds tabs, not routes.
    @Test func theTagOfAGenericTabContainerIsNoRoute() {
        let enums = nodeEnums("""
            enum Section: Hashable { case home, search }
            enum Modal: Identifiable { case about; var id: Self { self } }
            @Observable final class Tabs<Tag: Hashable> {
                var selected: Tag?
                var modal: Modal?
            }
            struct TabsView: View {
                @Bindable var tabs: Tabs<Section>
                var body: some View {
                    TabView(selection: $tabs.selected) {
                        HomeScreen().tag(Section.home)
                        SearchScreen().tag(Section.search)
                    }
                    .sheet(item: $tabs.modal) { _ in AboutScreen() }
                }
            }
            final class Shell {
                let tabs: Tabs<Section> = Tabs()
            }
            struct HomeScreen: View { var body: some View { Text("") } }
            struct SearchScreen: View { var body: some View { Text("") } }
            struct AboutScreen: View { var body: some View { Text("") } }
            """)
        #expect(!enums.contains("Section"), "\(enums.sorted())")
    }
}
