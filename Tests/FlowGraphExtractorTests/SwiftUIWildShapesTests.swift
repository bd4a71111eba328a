import FlowGraph
import FlowGraphExtractor
import Testing

/// SwiftUI shapes found in open-source apps nobody on this team wrote (view coordinators, modifier
/// libraries, protocol-provided rows), each written again here in other names: the general rule
/// each one needed.
struct SwiftUIWildShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// `isPresented: Binding(showing: $pending)`: a flag the app derives from an optional enum
    /// with its own `Binding` initialiser presents while that optional is set, so each case set
    /// is a destination (here through a wrapper of `confirmationDialog`).
    @Test func aFlagDerivedFromAnOptionalEnumPresentsItsCases() {
        check("""
            extension Binding where Value == Bool {
                init<T>(showing other: Binding<T?>) {
                    self.init(get: { other.wrappedValue != nil }, set: { if !$0 { other.wrappedValue = nil } })
                }
            }
            struct AskModifier: ViewModifier {
                @Binding var isShown: Bool
                let perform: () -> Void
                func body(content: Content) -> some View {
                    content.confirmationDialog("Sure?", isPresented: $isShown) { Button("Yes", action: perform) }
                }
            }
            extension View {
                func askFirst(isShown: Binding<Bool>, perform: @escaping () -> Void) -> some View {
                    modifier(AskModifier(isShown: isShown, perform: perform))
                }
            }
            struct ShelfView: View {
                enum Pending { case discard(Int), archive }
                @State private var pending: Pending?
                var body: some View {
                    List {
                        Button("Discard") { 1️⃣pending = .discard(1) }
                    }
                    .askFirst(isShown: Binding(showing: $pending)) { }
                }
            }
            """, ["ShelfView -confirmationDialog-> ShelfView.Pending.discard @1️⃣"])
    }
    /// `Gallery.Tile()`: a view nested in another is built by that name, so a row nested in a
    /// screen's type and shown in another screen's list navigates for the screen showing it.
    @Test func aNestedRowTypeIsTheViewBuilt() {
        check("""
            enum HallRoute: Hashable { case map, tickets }
            struct Gallery: View {
                var body: some View { Text("") }
                struct Tile: View {
                    var body: some View {
                        1️⃣NavigationLink(value: HallRoute.map) { Text("Map") }
                    }
                }
            }
            struct Lobby: View {
                @State private var path: [HallRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List { Gallery.Tile() }
                            .navigationDestination(for: HallRoute.self) { route in
                                switch route {
                                case .map: MapView()
                                case .tickets: Gallery()
                                }
                            }
                    }
                }
            }
            struct MapView: View { var body: some View { Text("") } }
            """, ["Lobby -push-> HallRoute.map @1️⃣"])
    }

    /// Rows a protocol's conformers build (`extraRows()` in extensions of types the app does not
    /// declare), gathered by a builder of another model (`allExtraRows()`) that a screen's list
    /// shows: each row navigates for that screen. A generic row linking to the value its
    /// constructions pass leads, for each construction, from the screens showing that one.
    @Test func protocolProvidedRowsNavigateForTheScreenListingThem() {
        check("""
            enum GardenRoute: Hashable { case soil, water }
            struct RouteRow<R: Hashable>: View {
                let title: String
                let route: R
                var body: some View {
                    1️⃣NavigationLink(value: route) { Text(title) }
                }
            }
            protocol RowsProviding {
                associatedtype Rows: View
                func extraRows() -> Rows
            }
            extension Fertilizer: RowsProviding {
                func extraRows() -> some View {
                    RouteRow(title: "Soil", route: GardenRoute.soil)
                }
            }
            extension Greenhouse {
                func allExtraRows() -> some View {
                    ForEach(providers, id: \\.id) { AnyView($0.extraRows()) }
                }
            }
            struct GardenView: View {
                @State private var path: [GardenRoute] = []
                let greenhouse: Greenhouse
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            greenhouse.allExtraRows()
                        }
                        .navigationDestination(for: GardenRoute.self) { route in
                            switch route {
                            case .soil: SoilView()
                            case .water: WaterView()
                            }
                        }
                    }
                }
            }
            struct SoilView: View {
                var body: some View {
                    Form { RouteRow(title: "Water", route: GardenRoute.water) }
                }
            }
            struct WaterView: View { var body: some View { Text("") } }
            """, ["GardenView -push-> GardenRoute.soil @1️⃣", "GardenRoute.soil -push-> GardenRoute.water @1️⃣"])
    }
    /// `if let lamp = item as? Lamp { LampEditor(…) } else { fatalError(…) }`: a branch that stops
    /// the app is no alternative, so the body is the one view left, not a choice hosting it.
    @Test func aBranchThatStopsTheAppIsNoAlternative() {
        check("""
            struct DeskView: View {
                enum Panel: Identifiable { case edit(Item); var id: Int { 0 } }
                @State private var panel: Panel?
                let item: Item
                var body: some View {
                    Button("Edit") { 1️⃣panel = .edit(item) }
                        .sheet(item: $panel) { panel in
                            switch panel {
                            case .edit(let item): EditorIfSupported(item: item)
                            }
                        }
                }
            }
            private struct EditorIfSupported: View {
                let item: Item
                var body: some View {
                    if let lamp = item as? Lamp {
                        LampEditor(lamp: lamp)
                    } else {
                        fatalError("no editor for \\(item)")
                    }
                }
            }
            struct LampEditor: View {
                let lamp: Lamp
                var body: some View { Text("") }
            }
            """, ["DeskView -sheet-> DeskView.Panel.edit @1️⃣"])
    }
    /// `.onOpenURL { url in importer.send([url]) }` on the screen a window shows, in an app naming
    /// no URL scheme: the handler receives documents opened with the app, a link to that screen.
    /// The screen comes from a builder method of the app taking nothing (`contentView()`).
    @Test func anAppWithoutSchemesOpensDocumentsOnItsWindowsScreen() {
        let source = FixtureSource("""
            @main struct ReaderApp: App {
                let opened = PassthroughSubject<[URL], Never>()
                func contentView() -> some View { LibraryView(shelf: 1) }
            }
            extension ReaderApp {
                var body: some Scene {
                    WindowGroup {
                        contentView()
                            .task { await warmUp() }
                            1️⃣.onOpenURL { url in opened.send([url]) }
                    }
                }
            }
            struct LibraryView: View {
                let shelf: Int
                var body: some View { Text("library") }
            }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let links = graph.deepLinks.map { "\($0.pattern) => \($0.target) @\($0.line)" }
        #expect(links == ["file:///:document => LibraryView @\(source.markerLines["1️⃣"]!)"])
        #expect(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" } == ["ReaderApp -child-> LibraryView"])
    }
    /// A screen a protocol's conformer returns (`panelView(with:)`), reached through a factory
    /// class's builder (`factory.view(with:)`) a route's screen shows, is that route's content:
    /// a same-named modifier with other labels (`.panelView(draft:)`) is no use of the builder, and
    /// a host only previews build (`#Preview { dial.preview() }`) shows nothing in the app.
    @Test func aFactoryBuiltScreenIsTheContentOfTheRouteShowingIt() {
        check("""
            enum PanelRoute: Hashable { case detail(Int) }
            enum ToolRoute: Hashable { case knob }
            protocol PanelProviding { associatedtype Content: View; func panelView(with id: Int) -> Content }
            protocol PanelFactory: AnyObject { associatedtype Built: View; func view(with id: Int) -> Built }
            final class DefaultPanelFactory: PanelFactory {
                @ViewBuilder
                func view(with id: Int) -> some View {
                    if let provider = lookup(id) {
                        AnyView(provider.panelView(with: id)).navigationTitle("x")
                    }
                }
            }
            extension Dial: PanelProviding {
                func panelView(with id: Int) -> some View { DialView(id: id) }
            }
            struct DialView: View {
                let id: Int
                var body: some View {
                    Form { 1️⃣NavigationLink(value: ToolRoute.knob) { Text("Knob") } }
                }
            }
            struct SliderView: View {
                let id: Int
                var body: some View {
                    Text(preview("slider")).panelView(draft: id)
                }
                func preview(_ text: String) -> String { text }
            }
            extension View {
                func panelView(draft: Int) -> some View { padding() }
            }
            struct PanelDetailView: View {
                let factory: any PanelFactory
                let id: Int
                var body: some View {
                    Group { editor(for: id) }
                }
                func editor(for id: Int) -> some View { AnyView(factory.view(with: id)) }
            }
            struct BoardView: View {
                @State private var path = NavigationPath()
                let factory: any PanelFactory
                var body: some View {
                    NavigationStack(path: $path) {
                        List { Button("Open") { path.append(PanelRoute.detail(1)) } }
                            .navigationDestination(for: PanelRoute.self) { route in
                                switch route { case .detail(let id): PanelDetailView(factory: factory, id: id) }
                            }
                            .navigationDestination(for: ToolRoute.self) { route in
                                switch route { case .knob: KnobView() }
                            }
                    }
                }
            }
            struct KnobView: View { var body: some View { Text("") } }
            extension Dial {
                func preview() -> some View { PreviewHost(dial: self) }
            }
            private struct PreviewHost: View {
                let dial: Dial
                var body: some View {
                    NavigationStack { dial.panelView(with: 1) }
                }
            }
            #Preview {
                Dial().preview()
            }
            """, ["BoardView -push-> PanelRoute.detail", "PanelRoute.detail -push-> ToolRoute.knob @1️⃣"])
    }

    /// A stack's root chosen by an `if let … else if` chain over a model's optionals: each branch
    /// is a destination, and a model method setting those optionals shows the first branch whose
    /// conditions then hold, from the screen calling it (a reset when it also empties that stack,
    /// else a replace). A method writing them only conditionally shows nothing one can tell.
    @Test func optionalsOfAModelChooseWhatAStackShowsFirst() {
        check("""
            @Observable final class Reader {
                var trail = NavigationPath()
                var openedBook: String?
                var quotedPage: Int?
                var excerptLink: URL?
                func open(_ book: String) {
                    excerptLink = nil
                    trail.removeAll()
                    quotedPage = nil
                    openedBook = book
                }
                func quote(_ page: Int, from link: URL) {
                    excerptLink = link
                    quotedPage = page
                }
                func maybeClose(_ really: Bool) {
                    if really { openedBook = nil }
                }
            }
            struct ReaderRoot: View {
                @Environment(Reader.self) private var reader
                var body: some View {
                    @Bindable var reader = reader
                    NavigationStack(path: $reader.trail) {
                        if let page = reader.quotedPage, reader.excerptLink != nil {
                            QuoteCard(page: page)
                        } else if let book = reader.openedBook {
                            BookPages(title: book)
                        } else {
                            Bookshelf()
                        }
                    }
                }
            }
            struct Bookshelf: View {
                @Environment(Reader.self) private var reader
                var body: some View {
                    List { Button("Dune") { 1️⃣reader.open("Dune") } }
                }
            }
            struct BookPages: View {
                @Environment(Reader.self) private var reader
                let title: String
                var body: some View {
                    VStack {
                        Button("Quote") { 2️⃣reader.quote(3, from: URL(string: "https://example.com")!) }
                        Button("Close") { reader.maybeClose(true) }
                    }
                }
            }
            struct QuoteCard: View {
                let page: Int
                var body: some View { Text("\\(page)") }
            }
            """, ["Bookshelf -reset-> BookPages @1️⃣", "BookPages -replace-> QuoteCard @2️⃣"])
    }

    /// `if let hint { FeedbackButton(title: hint) }` as a row's whole body: a lone `if` shows its
    /// view or nothing, no choice between screens, so the button is part of the row, and the
    /// sheets of its own route enum leave each screen showing that row.
    @Test func aViewShownUnderALoneConditionIsContent() {
        check("""
            @main struct GardenApp: App { var body: some Scene { WindowGroup { Greenhouse() } } }
            struct Greenhouse: View {
                enum Route: Identifiable { case settings; var id: Self { self } }
                @State private var route: Route?
                var body: some View {
                    NavigationStack { List { HelpRow(hint: nil); Button("S") { 1️⃣route = .settings } } }
                        .sheet(item: $route) { route in switch route { case .settings: SettingsScreen() } }
                }
            }
            struct SettingsScreen: View { var body: some View { List { FeedbackButton(title: "y") } } }
            struct HelpRow: View {
                let hint: String?
                var body: some View {
                    if let hint { FeedbackButton(title: hint) }
                }
            }
            struct FeedbackButton: View {
                enum Sheet: Identifiable { case note; var id: Self { self } }
                let title: String
                @State private var sheet: Sheet?
                var body: some View {
                    Button(title) { 2️⃣sheet = .note }
                        .sheet(item: $sheet) { _ in NoteView() }
                }
            }
            struct NoteView: View { var body: some View { Text("") } }
            """, [
                "GardenApp -child-> Greenhouse", "Greenhouse -sheet-> Greenhouse.Route.settings @1️⃣",
                "Greenhouse -sheet-> FeedbackButton.Sheet.note @2️⃣", "Greenhouse.Route.settings -sheet-> FeedbackButton.Sheet.note @2️⃣",
            ])
    }

    /// A view a `ViewModifier` builds around its content (`content.overlay(content: placeholder)`)
    /// is part of each view applying the modifier: what it presents leaves those screens.
    @Test func aViewAModifierBuildsIsPartOfTheViewsApplyingIt() {
        check("""
            @main struct MailApp: App { var body: some Scene { WindowGroup { NavigationStack { Inbox() } } } }
            struct Inbox: View {
                var body: some View {
                    List { Text("") }
                        .modifier(EmptyState(isEmpty: true))
                }
            }
            struct EmptyState: ViewModifier {
                let isEmpty: Bool
                func body(content: Content) -> some View {
                    content.overlay(alignment: .top, content: placeholder)
                }
                private func placeholder() -> some View {
                    VStack { TipButton() }
                }
            }
            struct TipButton: View {
                enum Tip: Identifiable { case intro; var id: Self { self } }
                @State private var tip: Tip?
                var body: some View {
                    Button("?") { 1️⃣tip = .intro }
                        .sheet(item: $tip) { _ in TipScreen() }
                }
            }
            struct TipScreen: View { var body: some View { Text("") } }
            """, ["MailApp -child-> Inbox", "Inbox -sheet-> TipButton.Tip.intro @1️⃣"])
    }

    /// Code in the content an item presentation shows for one case (`case .note: noteEditor()`,
    /// through the helper and the method its closure calls) runs while that case is shown: setting
    /// the item to another case there swaps the sheet, a `replace` from the shown case. Uses of the
    /// helper in another platform's code (`#else` of `#if os(iOS)`) are not the iOS app's.
    @Test func settingTheItemFromItsOwnContentReplacesTheShownCase() {
        check("""
            @main struct NotesApp: App { var body: some Scene { WindowGroup { NavigationStack { Board() } } } }
            struct Board: View {
                var body: some View { List { ShareButton(title: "Share") } }
            }
            struct ShareButton {
                enum Sheet: Identifiable { case note, mail(String); var id: Int { 0 } }
                let title: String
                @State var sheet: Sheet?
                func noteEditor() -> some View {
                    NoteEditor(onDone: { 2️⃣send($0) })
                }
            }
            #if os(iOS)
            extension ShareButton: View {
                var body: some View {
                    Button(title) { 1️⃣sheet = .note }
                        .sheet(item: $sheet) {
                            switch $0 {
                            case .note: noteEditor()
                            case .mail(let text): MailScreen(text: text)
                            }
                        }
                }
                func send(_ text: String) {
                    Task { 3️⃣sheet = .mail(text) }
                }
            }
            #else
            extension ShareButton: View {
                var body: some View {
                    Button(title) { sheet = .note }
                        .sheet(item: $sheet) { _ in noteEditor() }
                }
                func send(_ text: String) {}
            }
            #endif
            struct NoteEditor: View { let onDone: (String) -> Void; var body: some View { Button("Done") { onDone("") } } }
            struct MailScreen: View { let text: String; var body: some View { Text(text) } }
            """, [
                "NotesApp -child-> Board", "Board -sheet-> ShareButton.Sheet.note @1️⃣",
                "ShareButton.Sheet.note -replace-> ShareButton.Sheet.mail @2️⃣", "ShareButton.Sheet.note -replace-> ShareButton.Sheet.mail @3️⃣",
            ])
    }

    /// A view pushed as a link's destination in one place (`NavigationLink { ProbeEditor() }`) and
    /// part of another screen's list elsewhere is in both places: its link leaves its own node and
    /// the screen embedding it.
    @Test func aViewPushedAndEmbeddedNavigatesFromBothPlaces() {
        check("""
            @main struct LabApp: App { var body: some Scene { WindowGroup { Lab() } } }
            enum ProbeRoute: Hashable { case calibrate }
            struct Lab: View {
                @State private var path: [ProbeRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Bench()
                            .navigationDestination(for: ProbeRoute.self) { route in
                                switch route {
                                case .calibrate: CalibrateScreen()
                                }
                            }
                    }
                }
            }
            struct Bench: View {
                var body: some View {
                    List {
                        ProbeEditor()
                        NavigationLink("History") { HistoryScreen() }
                    }
                }
            }
            struct HistoryScreen: View {
                var body: some View { List { NavigationLink("Last probe") { ProbeEditor() } } }
            }
            struct ProbeEditor: View {
                var body: some View { Section { 1️⃣NavigationLink("Calibrate", value: ProbeRoute.calibrate) } }
            }
            struct CalibrateScreen: View { var body: some View { Text("") } }
            """, [
                "LabApp -child-> Bench", "Bench -push-> HistoryScreen", "HistoryScreen -push-> ProbeEditor",
                "Bench -push-> ProbeRoute.calibrate @1️⃣", "ProbeEditor -push-> ProbeRoute.calibrate @1️⃣",
            ])
    }

    /// A route handed on as an optional (`let feedRoute: R?`) and unwrapped with `map` into a
    /// closure's parameter (`feedRoute.map { route in RouteRow(route: route) }`) is the route the
    /// construction passed: the row's link leads there from the screen showing it.
    @Test func aRouteUnwrappedByMapIsTheRoutePassed() {
        check("""
            @main struct FarmApp: App { var body: some Scene { WindowGroup { Barn() } } }
            enum BarnRoute: Hashable { case feed, stalls }
            struct Barn: View {
                @State private var path: [BarnRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List { Rows(feedRoute: BarnRoute.feed) }
                            .navigationDestination(for: BarnRoute.self) { route in
                                switch route {
                                case .feed: FeedScreen()
                                case .stalls: StallsScreen()
                                }
                            }
                    }
                }
            }
            struct Rows<R: Hashable>: View {
                let feedRoute: R?
                var body: some View {
                    feedRoute.map { route in
                        Section { RouteRow(title: "Feed", route: route) }
                    }
                }
            }
            struct RouteRow<R: Hashable>: View {
                let title: String
                let route: R
                var body: some View { 1️⃣NavigationLink(title, value: route) }
            }
            struct FeedScreen: View { var body: some View { Text("") } }
            struct StallsScreen: View { var body: some View { Text("") } }
            """, ["FarmApp -child-> Barn", "Barn -push-> BarnRoute.feed @1️⃣"])
    }

    /// A protocol extension's overload (`openReader(_ id:)`) called on a conformer that declares
    /// other overloads of the name (`openReader(_:style:)`) is found by its labels: the conformer's own
    /// methods of that name do not hide it.
    @Test func aProtocolExtensionOverloadBesideTheConformersOwnIsCalled() {
        check("""
            enum Page: Hashable { case article(Int), reader(Int) }
            protocol PageOpening: AnyObject {
                func openReader(_ id: Int, style: Int)
            }
            extension PageOpening {
                func openReader(_ id: Int) { openReader(id, style: 0) }
            }
            @Observable final class PageRouter: PageOpening {
                var stack: [Page] = []
                func openReader(_ id: Int, style: Int) { openReader(id, style: style, animated: true) }
                private func openReader(_ id: Int, style: Int, animated: Bool) { stack.append(.reader(id)) }
                func openArticle(_ id: Int) { stack.append(.article(id)) }
            }
            struct ShelfView: View {
                @State private var router = PageRouter()
                var body: some View {
                    NavigationStack(path: $router.stack) {
                        1️⃣Button("open") { router.openArticle(1) }
                            .navigationDestination(for: Page.self) { page in
                                switch page {
                                case .article(let id): ArticleScreen(id: id)
                                case .reader(let id): ReaderScreen(id: id)
                                }
                            }
                    }
                    .environment(router)
                }
            }
            struct ArticleScreen: View {
                let id: Int
                @Environment(PageRouter.self) private var router
                var body: some View {
                    2️⃣Button("read") { router.openReader(id) }
                }
            }
            struct ReaderScreen: View {
                let id: Int
                var body: some View { Text("reader") }
            }
            """, [
                "ShelfView -push-> Page.article @1️⃣",
                "Page.article -push-> Page.reader @2️⃣",
            ])
    }

    /// Overloads with the same labels (`open(for: Song)`, `open(for: Artist)`) chosen by the type
    /// written for the parameter handed on (`func tapped(artist: Artist) { router.open(for: artist) }`),
    /// through a protocol the router conforms to.
    @Test func anOverloadIsChosenByTheWrittenTypeOfTheParameterHandedOn() {
        check("""
            struct Song: Hashable { let id: Int }
            struct Artist: Hashable { let id: Int }
            protocol LibraryRouting {
                func open(for song: Song)
                func open(for artist: Artist)
            }
            @Observable final class LibraryRouter: LibraryRouting {
                var stack: [Page] = []
                func open(for song: Song) { stack.append(.song(song)) }
                func open(for artist: Artist) { stack.append(.artist(artist)) }
                enum Page: Hashable { case song(Song), artist(Artist) }
            }
            final class SongModel {
                let router: LibraryRouting
                init(router: LibraryRouting) { self.router = router }
                func tapped(artist: Artist) { 1️⃣router.open(for: artist) }
                func related(_ others: [Song]) { others.forEach { (other: Song) in 2️⃣router.open(for: other) } }
            }
            struct SongScreen: View {
                let model: SongModel
                var body: some View { Button("Artist") { model.tapped(artist: Artist(id: 1)) } }
            }
            struct ArtistScreen: View { var body: some View { Text("artist") } }
            struct LibraryRoot: View {
                @State var router = LibraryRouter()
                var body: some View {
                    NavigationStack(path: $router.stack) {
                        3️⃣Button("first") { router.open(for: Song(id: 0)) }
                            .navigationDestination(for: LibraryRouter.Page.self) { page in
                                switch page {
                                case .song: SongScreen(model: SongModel(router: router))
                                case .artist: ArtistScreen()
                                }
                            }
                    }
                }
            }
            @main struct ListenApp: App { var body: some Scene { WindowGroup { LibraryRoot() } } }
            """, [
                "ListenApp -child-> LibraryRoot",
                "LibraryRoot -push-> LibraryRouter.Page.song @3️⃣",
                "LibraryRouter.Page.song -push-> LibraryRouter.Page.artist @1️⃣",
                "LibraryRouter.Page.song -push-> LibraryRouter.Page.song @2️⃣",
            ])
    }

    /// A view handed to the app's own pushing helper from a button (`pager.reveal(Volume())`, whose
    /// body hosts what it is given and pushes it) is a destination, not part of the screen whose
    /// button builds it: its own moves start at it.
    @Test func aViewHandedToAnAppPushingHelperIsItsOwnScreen() {
        check("""
            final class Pager: ObservableObject {
                weak var stack: UINavigationController?
                func reveal<Page: View>(_ page: Page) {
                    let host = UIHostingController(rootView: page.environmentObject(self))
                    stack?.pushViewController(host, animated: true)
                }
            }
            struct ArchiveView: View {
                @EnvironmentObject var pager: Pager
                var body: some View { 1️⃣Button("Volume") { pager.reveal(VolumeView()) } }
            }
            struct VolumeView: View {
                @EnvironmentObject var pager: Pager
                var body: some View { 2️⃣Button("Index") { pager.reveal(IndexView()) } }
            }
            struct IndexView: View { var body: some View { Text("index") } }
            @main struct ArchiveApp: App {
                var body: some Scene { WindowGroup { ArchiveView().environmentObject(Pager()) } }
            }
            """, [
                "ArchiveApp -child-> ArchiveView",
                "ArchiveView -push-> VolumeView @1️⃣",
                "VolumeView -push-> IndexView @2️⃣",
            ])
    }

    /// A generic screen reading its navigator from the environment by its generic parameter
    /// (`@Environment(Store.self)` in `ThreadScreen<Store: Navigating>`): the parameter stands for
    /// what it is constrained to, whose one conformer pushes (a spy for tests is no conformer the
    /// app runs), from the route showing the screen.
    @Test func aNavigatorTypedByAGenericParameterIsItsConstraint() {
        let source = FixtureSource("""
            import SwiftUI
            import Observation

            enum Place: Hashable { case thread(Int), browser(Int) }

            protocol Navigating: AnyObject, Observable {
                var path: [Place] { get set }
                func openBrowser(_ id: Int, animated: Bool)
            }
            extension Navigating {
                func openBrowser(_ id: Int) { openBrowser(id, animated: true) }
            }

            @Observable final class Navigator: Navigating {
                var path: [Place] = []
                func openBrowser(_ id: Int, animated: Bool) { path.append(.browser(id)) }
            }

            struct RootScreen: View {
                @State private var navigator = Navigator()
                var body: some View {
                    NavigationStack(path: $navigator.path) {
                        Button("open") { navigator.path.append(.thread(1)) }
                            .navigationDestination(for: Place.self) { place in
                                switch place {
                                case .thread(let id): ThreadScreen<Navigator>(id: id)
                                case .browser(let id): BrowserScreen(id: id)
                                }
                            }
                    }
                    .environment(navigator)
                }
            }

            @Observable final class NavigatorSpy: Navigating {
                var path: [Place] = []
                var opened: [Int] = []
                func openBrowser(_ id: Int, animated: Bool) { opened.append(id) }
            }

            struct BrowserScreen: View {
                let id: Int
                var body: some View { Text("web") }
            }

            struct ThreadScreen<Store: Navigating>: View {
                @Environment(Store.self) private var store
                let id: Int
                var body: some View {
                    Button("link") { 1️⃣store.openBrowser(id) }
                }
            }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        // From the route showing the screen: a parameter constrained to an app's protocol is no
        // injected content making the screen a container of its own.
        let pushes = graph.edges.filter { $0.to == "Place.browser" && $0.kind == .push }
        #expect(pushes.map { "\($0.from):\($0.line)" } == ["Place.thread:\(source.markerLines["1️⃣"] ?? 0)"],
                "\(graph.edges.map { "\($0.from) -> \($0.to) \($0.line)" })")
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.message))")
    }

    /// A row per element of a `ForEach` whose tap hands the element to a model method switching
    /// over it (`model.partTapped(part)`): the user picks the row, so each case's move is one,
    /// not a value known only at run time.
    @Test func aRowHandingItsElementToASwitchingMethodMakesEachCasesMove() {
        EdgeExpectation.check("""
            import SwiftUI
            import UIKit
            final class GreetingModel: ObservableObject {
                enum Part: Int, Identifiable { case importing, exploring; var id: Int { rawValue } }
                weak var navigationController: UINavigationController?
                let parts: [Part] = [.importing, .exploring]
                func partTapped(_ part: Part) {
                    switch part {
                    case .importing:
                        navigationController?.pushViewController(ImportingViewController(), animated: true)
                    case .exploring:
                        navigationController?.present(ExploringViewController(), animated: true)
                    }
                }
            }
            struct PartRow: View { let action: () -> Void; var body: some View { Button("go", action: action) } }
            struct GreetingView: View {
                @ObservedObject var model: GreetingModel
                var body: some View {
                    VStack {
                        ForEach(model.parts) { part in
                            PartRow { model.partTapped(part) }
                        }
                    }
                }
            }
            final class ImportingViewController: UIViewController {}
            final class ExploringViewController: UIViewController {}
            """, ["GreetingView -push-> ImportingViewController", "GreetingView -sheet-> ExploringViewController"])
    }

    /// `struct Catalogue: StoreBacked` with `func body(props:) -> some View`: a view protocol from a
    /// package the sources do not hold (a store-connected view) asks for a `body` of another shape
    /// and supplies `View`'s own; a struct whose `body` gives `some View` is a view, so its links
    /// and the views it links to are screens.
    @Test func aStructWhoseBodyTakesArgumentsIsAView() {
        check("""
            import SwiftUI
            import ShelfKit
            struct Catalogue: StoreBacked {
                func map(state: Library) -> [Int] { state.volumes }
                func body(props: [Int]) -> some View {
                    NavigationView {
                        List(props, id: \\.self) { number in
                            1️⃣NavigationLink(destination: Volume(number: number)) { Text("\\(number)") }
                        }
                    }
                }
            }
            struct Volume: StoreBacked {
                let number: Int
                func map(state: Library) -> String { state.title(of: number) }
                func body(props: String) -> some View {
                    2️⃣NavigationLink(destination: Author()) { Text(props) }
                }
            }
            struct Author: View { var body: some View { Text("") } }
            """, ["Catalogue -push-> Volume @1️⃣", "Volume -push-> Author @2️⃣"])
    }

    /// `@EnvironmentObject var store: Store<Shelf>`: a store with one generic argument is a
    /// Redux-style library's, not The Composable Architecture's (`Store<State, Action>`,
    /// `StoreOf<Feature>`), so the view holding it is read like any other view.
    @Test func aViewHoldingAnotherLibrarysStoreNavigates() {
        check("""
            import SwiftUI
            import Flux
            struct Shelf { var titles: [String] = [] }
            struct ShelfScreen: View {
                @EnvironmentObject var store: Store<Shelf>
                @State private var adding = false
                var body: some View {
                    List(store.state.titles, id: \\.self) { title in
                        1️⃣NavigationLink(destination: TitleScreen(title: title)) { Text(title) }
                    }
                    2️⃣.sheet(isPresented: $adding) { AddTitleScreen() }
                }
            }
            struct TitleScreen: View { let title: String; var body: some View { Text(title) } }
            struct AddTitleScreen: View { var body: some View { Text("") } }
            """, ["ShelfScreen -push-> TitleScreen @1️⃣", "ShelfScreen -sheet-> AddTitleScreen @2️⃣"])
    }

    /// A stack inside what a view presents (`.fullScreenCover { NavigationStack { CardDetail() } }`)
    /// is the presented screen's: the view's own content is not that stack's root, so a tab
    /// showing the view shows the view.
    @Test func aStackInPresentedContentIsNotTheViewsOwn() {
        check("""
            import SwiftUI
            struct Card: Identifiable { let id: Int }
            struct HomeTabs: View {
                var body: some View {
                    TabView {
                        1️⃣Deck().tabItem { Text("Deck") }
                        2️⃣Notes().tabItem { Text("Notes") }
                    }
                }
            }
            struct Deck: View {
                @State private var opened: Card?
                var body: some View {
                    ZStack {
                        CardPile()
                            3️⃣.fullScreenCover(item: $opened) { card in
                                NavigationStack { CardDetail(id: card.id) }
                            }
                    }
                }
            }
            struct CardPile: View { var body: some View { Text("") } }
            struct Notes: View { var body: some View { Text("") } }
            struct CardDetail: View { let id: Int; var body: some View { Text("") } }
            """, ["HomeTabs -tab-> Deck @1️⃣", "HomeTabs -tab-> Notes @2️⃣", "Deck -fullScreenCover-> CardDetail @3️⃣"])
    }

    /// `.sheet(item: self.$opened, onDismiss: …, content: { … })`: a binding written through
    /// `self` is the view's own, and the labelled `content:` closure is what the sheet shows.
    @Test func aBindingWrittenThroughSelfPresents() {
        check("""
            import SwiftUI
            struct Ticket: Identifiable { let id: Int }
            struct Desk: View {
                @State private var opened: Ticket?
                @State private var filtering = false
                var body: some View {
                    List {
                        Text("tickets")
                    }
                    1️⃣.sheet(item: self.$opened, onDismiss: { self.opened = nil }, content: { ticket in
                        TicketDetail(id: ticket.id)
                    })
                    2️⃣.popover(isPresented: self.$filtering) { FilterForm() }
                }
            }
            struct TicketDetail: View { let id: Int; var body: some View { Text("") } }
            struct FilterForm: View { var body: some View { Text("") } }
            """, ["Desk -sheet-> TicketDetail @1️⃣", "Desk -popover-> FilterForm @2️⃣"])
    }

    /// A list view in a tab's stack presenting a sheet that holds a stack of its own: the view's
    /// links push on the tab's stack from the view, not from the sheet's first screen.
    @Test func linksOfAViewPresentingAStackAreTheViews() {
        check("""
            import SwiftUI
            enum Place: Hashable { case channel(Int) }
            struct Shell: View {
                var body: some View {
                    TabView {
                        NavigationStack { Outbox().withPlaces() }.tabItem { Text("Out") }
                    }
                }
            }
            struct Outbox: View {
                @State private var composing = false
                var body: some View {
                    List {
                        1️⃣NavigationLink("Draft") { DraftScreen() }
                        2️⃣NavigationLink(value: Place.channel(1)) { Text("Channel") }
                    }
                    3️⃣.sheet(isPresented: $composing) {
                        NavigationStack { ComposeScreen() }
                    }
                }
            }
            extension View {
                func withPlaces() -> some View {
                    navigationDestination(for: Place.self) { place in
                        switch place {
                        case .channel(let id): ChannelScreen(id: id)
                        }
                    }
                }
            }
            struct DraftScreen: View { var body: some View { Text("") } }
            struct ComposeScreen: View { var body: some View { Text("") } }
            struct ChannelScreen: View { let id: Int; var body: some View { Text("") } }
            """, ["Shell -tab-> Outbox", "Outbox -push-> DraftScreen @1️⃣", "Outbox -push-> Place.channel @2️⃣", "Outbox -sheet-> ComposeScreen @3️⃣"])
    }

    /// `struct PosterGroup: ShelfGroup` with `func body(with:) -> some View`, where the app declares
    /// `ShelfGroup`: a value building part of a view, not a view (only a package's protocol asking
    /// for such a body makes one), so the strip it builds is a part of the screen showing it.
    @Test func aBodyAnAppProtocolAsksForBuildsAPartOfTheScreen() {
        check("""
            import SwiftUI
            final class ShelfModel: ObservableObject {}
            protocol ShelfGroup {
                associatedtype Body: View
                func body(with model: ShelfModel) -> Body
            }
            struct PosterGroup: ShelfGroup {
                func body(with model: ShelfModel) -> some View { PosterStrip(group: self) }
            }
            struct PosterStrip: View {
                let group: PosterGroup
                var body: some View {
                    1️⃣NavigationLink(destination: PosterDetail()) { Text("Poster") }
                }
            }
            struct PosterDetail: View { var body: some View { Text("") } }
            struct Shelf: View {
                @StateObject private var model = ShelfModel()
                var body: some View {
                    NavigationStack {
                        ScrollView { PosterGroup().body(with: model) }
                    }
                }
            }
            """, ["Shelf -push-> PosterDetail @1️⃣"])
    }

    /// An app view that only puts the content it is given in a navigation stack (`StackFrame { … }`,
    /// a stack on one OS version and a `NavigationView` on another) is that content: a sheet
    /// showing `StackFrame { Receipt() }` shows the receipt, and a tab built so is the inbox.
    @Test func aViewAddingOnlyAStackToItsContentIsThatContent() {
        check("""
            struct StackFrame<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    if #available(iOS 16.0, *) {
                        NavigationStack { content }
                    } else {
                        NavigationView { content }.navigationViewStyle(.stack)
                    }
                }
            }
            struct Inbox: View {
                @State private var showsReceipt = false
                var body: some View {
                    List { Text("Order") }
                        1️⃣.sheet(isPresented: $showsReceipt) {
                            StackFrame { Receipt() }
                        }
                }
            }
            struct Receipt: View { var body: some View { Text("Paid") } }
            struct Account: View { var body: some View { Text("Me") } }
            @main struct Till: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            2️⃣StackFrame { Inbox() }.tabItem { Text("Inbox") }
                            3️⃣StackFrame { Account() }.tabItem { Text("Account") }
                        }
                    }
                }
            }
            """, ["Till -tab-> Inbox @2️⃣", "Till -tab-> Account @3️⃣", "Inbox -sheet-> Receipt @1️⃣"])
    }

    /// The same kind of wrapper given its content as a labelled closure beside a toolbar, kept in
    /// a local and hosted by UIKit: the presented screen is the content.
    @Test func aStackWrapperKeptInALocalAndHostedPresentsItsContent() {
        check("""
            struct StackFrame<Bar: ToolbarContent, Content: View>: View {
                let content: Content
                let bar: Bar
                init(@ViewBuilder content: () -> Content, @ToolbarContentBuilder bar: () -> Bar) {
                    self.content = content()
                    self.bar = bar()
                }
                var body: some View {
                    NavigationStack { content.toolbar { bar } }
                }
            }
            struct PairingView: View { var body: some View { Text("Scan") } }
            final class DevicesViewController: UIViewController {
                func pairTapped() {
                    let frame = StackFrame(content: { PairingView() }, bar: {
                        ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                    })
                    let host = UIHostingController(rootView: frame)
                    1️⃣present(host, animated: true)
                }
            }
            """, ["DevicesViewController -sheet-> PairingView @1️⃣"])
    }

    /// A modifier applied on some platforms only (`#if os(iOS) .navigationBarTitleDisplayMode(.inline)
    /// #endif`) in the chain of a sheet's stack root leaves the chain the view it starts from: the
    /// sheet shows that view, not the shell holding the stack.
    @Test func aPlatformOnlyModifierInTheChainOfAStackRootKeepsTheRoot() {
        check("""
            struct InboxScreen: View {
                @State private var composing = false
                var body: some View {
                    List { Text("Inbox") }
                        1️⃣.sheet(isPresented: $composing) { ComposeSheet() }
                        .toolbar { Button("Compose") { composing = true } }
                }
            }
            struct ComposeSheet: View {
                @Environment(Drafts.self) private var drafts
                var body: some View {
                    @Bindable var drafts = drafts
                    NavigationStack {
                        DraftEditorScreen()
                            #if os(iOS)
                            .navigationBarTitleDisplayMode(.inline)
                            #endif
                            .padding()
                    }
                }
            }
            struct DraftEditorScreen: View { var body: some View { Text("Draft") } }
            @Observable final class Drafts {}
            """, [
                "InboxScreen -sheet-> DraftEditorScreen @1️⃣",
            ])
    }

    /// A stack one phase of a view shows (`switch stage { case .tour: … case .server:
    /// NavigationStack { ServerForm() } }`) is that phase's, not the whole view's: presenting the
    /// view presents it, not the phase's stack root (only a choice whose every branch is a stack,
    /// an availability check, makes the view a stack).
    @Test func aStackOnePhaseShowsIsNotTheWholeViewsStack() {
        check("""
            @main struct DockApp: App {
                var body: some Scene { WindowGroup { 1️⃣HomeScreen() } }
            }
            struct HomeScreen: View {
                @State private var welcoming = true
                @State private var connecting = false
                var body: some View {
                    List { Button("Connect") { connecting = true } }
                        2️⃣.sheet(isPresented: $welcoming) { WelcomeFlow() }
                        3️⃣.sheet(isPresented: $connecting) { NavigationStack { ServerForm() } }
                }
            }
            struct WelcomeFlow: View {
                @State private var stage: Stage = .tour
                var body: some View {
                    Group {
                        switch stage {
                        case .tour:
                            4️⃣TourView(onDone: { stage = .server })
                        case .server:
                            NavigationStack {
                                ServerForm()
                                    #if os(macOS)
                                    .frame(minWidth: 300)
                                    #endif
                            }
                        }
                    }
                }
            }
            extension WelcomeFlow {
                enum Stage { case tour, server }
            }
            struct TourView: View {
                let onDone: () -> Void
                var body: some View { Button("Continue") { onDone() } }
            }
            struct ServerForm: View { var body: some View { Text("Server") } }
            """, [
                "DockApp -child-> HomeScreen @1️⃣",
                "HomeScreen -sheet-> WelcomeFlow @2️⃣",
                "HomeScreen -sheet-> WelcomeFlow.Stage.server @3️⃣",
                "WelcomeFlow.Stage.tour -replace-> WelcomeFlow.Stage.server @4️⃣",
            ])
    }

    /// An array of enum values a model class exposes is no stack when the view hands it to a
    /// control as its value (`.searchable(text:, tokens: $model.facets)`): setting it filters, and
    /// its cases are no screens.
    @Test func anArrayAControlEditsIsNoStack() {
        check("""
            enum Facet: Hashable, Identifiable { case author(String), year(Int); var id: String { "\(self)" } }
            @Observable final class LibraryModel {
                var query = ""
                var facets: [Facet] = []
                func narrow(toAuthor name: String) { facets = [.author(name)] }
            }
            struct LibraryScreen: View {
                @State private var model = LibraryModel()
                var body: some View {
                    NavigationStack {
                        List { Button("Tolkien") { model.narrow(toAuthor: "Tolkien") } }
                            .searchable(text: $model.query, tokens: $model.facets) { facet in Text(facet.id) }
                            .navigationDestination(for: String.self) { BookScreen(title: $0) }
                    }
                }
            }
            struct BookScreen: View { let title: String; var body: some View { Text(title) } }
            """, [])
    }

    /// A shell showing the content it is handed, whose content property is called `sheet`
    /// (`sheet()` in its body), is a transparent wrapper: a sheet of it presents what it wraps.
    /// Calling the property is not the `.sheet` modifier.
    @Test func aShellWhoseContentPropertyIsNamedSheetStandsForItsContent() {
        EdgeExpectation.check("""
            import SwiftUI
            struct DialogFrame<Body2: View>: View {
                @Binding var visible: Bool
                @ViewBuilder var sheet: () -> Body2
                var body: some View {
                    NavigationView {
                        sheet()
                            .padding()
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { visible = false } } }
                    }
                }
            }
            struct GardenView: View {
                @State private var pruning = false
                @State private var sowing = false
                var body: some View {
                    List {
                        Button("Prune") { pruning = true }
                        Button("Sow") { sowing = true }
                    }
                    1️⃣.sheet(isPresented: $pruning) { DialogFrame(visible: $pruning) { PruneForm() }.presentationDetents([.medium]) }
                    2️⃣.sheet(isPresented: $sowing) { DialogFrame(visible: $sowing) { SowForm() } }
                }
            }
            struct PruneForm: View { var body: some View { Text("Prune") } }
            struct SowForm: View { var body: some View { Text("Sow") } }
            """, ["GardenView -sheet-> PruneForm @1️⃣", "GardenView -sheet-> SowForm @2️⃣"])
    }

    /// Literal values on a stack whose destination for their standard type switches over them:
    /// `NavigationLink(value: "harvest")` and `trail.append("weigh")` push what the `case` of that
    /// literal builds; a destination that does not switch shows its content for any value; a
    /// literal no case takes is no move.
    @Test func aLiteralValueLeadsWhereItsCaseOfTheRegisteredDestinationLeads() {
        EdgeExpectation.check("""
            import SwiftUI
            struct OrchardView: View {
                @State private var trail = NavigationPath()
                var body: some View {
                    NavigationStack(path: $trail) {
                        VStack {
                            1️⃣NavigationLink("Harvest", value: "harvest")
                            2️⃣NavigationLink("Prune", value: "prune")
                            3️⃣NavigationLink("Row 4", value: 4)
                        }
                        .navigationDestination(for: String.self) { step in
                            switch step {
                            case "harvest": HarvestView(trail: $trail)
                            case "prune": PruneView()
                            case "weigh": WeighView()
                            default: EmptyView()
                            }
                        }
                        .navigationDestination(for: Int.self) { row in RowView(number: row) }
                    }
                }
            }
            struct HarvestView: View {
                @Binding var trail: NavigationPath
                var body: some View {
                    4️⃣Button("Weigh") { trail.append("weigh") }
                    Button("Lost") { trail.append("compost") }
                }
            }
            struct PruneView: View { var body: some View { Text("Prune") } }
            struct WeighView: View { var body: some View { Text("Weigh") } }
            struct RowView: View { let number: Int; var body: some View { Text("\\(number)") } }
            """, [
                "OrchardView -push-> HarvestView @1️⃣", "OrchardView -push-> PruneView @2️⃣", "OrchardView -push-> RowView @3️⃣",
                "HarvestView -push-> WeighView @4️⃣",
            ])
    }

    /// A stack whose root an `if` chooses (`NavigationStack(path:) { if signedIn { Harbor() } else
    /// { Dock() } }`) starts with either: the view holding it stands for both, as it does for one root.
    @Test func aStackWhoseRootAnIfChoosesStartsWithEitherBranch() {
        EdgeExpectation.check("""
            import SwiftUI
            final class Ferry: ObservableObject { @Published var route = NavigationPath(); @Published var docked = false }
            @main struct FerryApp: App {
                @StateObject private var ferry = Ferry()
                var body: some Scene { WindowGroup { 1️⃣Pier().environmentObject(ferry) } }
            }
            struct Pier: View {
                @EnvironmentObject var ferry: Ferry
                var body: some View {
                    NavigationStack(path: $ferry.route) {
                        if ferry.docked {
                            Harbor()
                        } else {
                            Dock()
                        }
                    }
                }
            }
            struct Harbor: View { var body: some View { 2️⃣NavigationLink("Quay") { Quay() } } }
            struct Dock: View { var body: some View { Text("Dock") } }
            struct Quay: View { var body: some View { Text("Quay") } }
            """, ["FerryApp -child-> Harbor @1️⃣", "FerryApp -child-> Dock @1️⃣", "Harbor -push-> Quay @2️⃣"])
    }

    /// A constant declared without a value and given one on each path (`let step: Step; if … {
    /// step = .credentials(…) } else { step = .upgrade(…) }`) holds one of the values assigned to
    /// it: pushing a route carrying it leads to those cases only, not to every case of its enum.
    @Test func aConstantGivenItsValueLaterHoldsOnlyTheCasesAssigned() {
        EdgeExpectation.check("""
            import SwiftUI

            enum Step: Hashable { case server, credentials(String), upgrade(Int), codes }
            enum Place: Hashable { case onboarding(Step), about }

            @Observable final class Trail {
                var path: [Place] = []
                func push(_ place: Place) { path.append(place) }
            }

            struct Root: View {
                @State private var trail = Trail()
                var body: some View {
                    NavigationStack(path: $trail.path) {
                        ServerPicker()
                            .navigationDestination(for: Place.self) { place in
                                switch place {
                                case .onboarding(let step):
                                    switch step {
                                    case .server: ServerPicker()
                                    case .credentials: CredentialsForm()
                                    case .upgrade: UpgradeNotice()
                                    case .codes: CodesForm()
                                    }
                                case .about: AboutPage()
                                }
                            }
                    }
                    .environment(trail)
                }
            }

            struct ServerPicker: View {
                @Environment(Trail.self) private var trail
                var body: some View { Button("Go") { Task { await connect(version: 3) } } }
                func connect(version: Int) async {
                    let step: Step
                    do {
                        if version > 2 {
                            step = .credentials("host")
                        } else {
                            step = .upgrade(version)
                        }
                    }
                    1️⃣trail.push(.onboarding(step))
                }
            }
            struct CredentialsForm: View { var body: some View { Text("c") } }
            struct UpgradeNotice: View { var body: some View { Text("u") } }
            struct CodesForm: View { var body: some View { Text("o") } }
            struct AboutPage: View { var body: some View { Text("a") } }
            """, ["Step.server -push-> Step.credentials @1️⃣", "Step.server -push-> Step.upgrade @1️⃣"])
    }

    /// A method writing a stack with a value of another enum built from its parameter
    /// (`if let pane = Pane(from: item) { path = NavigationPath([pane]) }`) takes no route: the
    /// parameter's enum is not the stack's. A `switch` over a third enum whose cases share names
    /// with it (a tab's `switch tab`) is no destination of either.
    @Test func aParameterConvertedBeforeItIsStackedIsNoRoute() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Section: Hashable { case starred, recent, shared }
            enum Pane: Hashable {
                case starred, recent
                init?(from section: Section) {
                    switch section {
                    case .starred: self = .starred
                    case .recent: self = .recent
                    case .shared: return nil
                    }
                }
            }
            enum ShelfTab: String, CaseIterable, Identifiable { case starred, recent, shared; var id: String { rawValue } }
            struct Drawer: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Starred") { show(.starred) }
                            .navigationDestination(for: Pane.self) { pane in
                                switch pane {
                                case .starred: StarredList()
                                case .recent: RecentList()
                                }
                            }
                    }
                }
                private func show(_ section: Section) {
                    if let pane = Pane(from: section) { path = NavigationPath([pane]) }
                }
            }
            struct Shelves: View {
                @State private var tab: ShelfTab = .starred
                var body: some View {
                    TabView(selection: $tab) {
                        ForEach(ShelfTab.allCases) { tab in
                            switch tab {
                            case .starred: 2️⃣StarredShelf().tag(tab)
                            case .recent: 3️⃣RecentShelf().tag(tab)
                            case .shared: 4️⃣SharedShelf().tag(tab)
                            }
                        }
                    }
                }
            }
            struct StarredList: View { var body: some View { Text("s") } }
            struct RecentList: View { var body: some View { Text("r") } }
            struct StarredShelf: View { var body: some View { Text("s") } }
            struct RecentShelf: View { var body: some View { Text("r") } }
            struct SharedShelf: View { var body: some View { Text("h") } }
            """, [
                "Shelves -tab-> StarredShelf @2️⃣", "Shelves -tab-> RecentShelf @3️⃣", "Shelves -tab-> SharedShelf @4️⃣",
            ])
    }
}

