import FlowGraph
import FlowGraphExtractor
import Testing

/// Routes that travel wrapped: a stack of entries each holding a route (`trail.append(.init(place: place))`,
/// the destination registered for the entry showing its route's screen), and links built through
/// initialisers the app declares for `NavigationLink`, whose route parameter becomes the link's
/// value and whose closure is the label.
struct WrappedRouteShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The stack holds entries built around routes: pushing a route appends an entry made by the
    /// entry's implicit initialiser; the destination for the entry type shows its route's screen.
    @Test func aRouteWrappedInAStackEntryPushesItsScreen() {
        check("""
            enum Place: Hashable {
                case shelf(id: Int)
                case reader(bookID: Int)
                case loans
            }
            struct Entry: Hashable {
                let place: Place
                let opened: Date
                init(place: Place) {
                    self.place = place
                    opened = .now
                }
            }
            final class Librarian: ObservableObject {
                @Published var trail: [Entry] = []
                func visit(_ place: Place) {
                    trail.append(.init(place: place))
                }
                func leave() { trail.removeLast() }
            }
            extension Place {
                @ViewBuilder func makeScreen() -> some View {
                    switch self {
                    case .shelf(let id): ShelfPage(id: id)
                    case .reader(let bookID): ReaderPage(bookID: bookID)
                    case .loans: LoansPage()
                    }
                }
            }
            struct LibraryHome: View {
                @StateObject private var librarian = Librarian()
                var body: some View {
                    NavigationStack(path: $librarian.trail) {
                        CataloguePage()
                            .navigationDestination(for: Entry.self) { entry in entry.place.makeScreen() }
                    }
                    .environmentObject(librarian)
                }
            }
            struct CataloguePage: View {
                @EnvironmentObject var librarian: Librarian
                var body: some View {
                    List {
                        1️⃣Button("Shelf") { librarian.visit(.shelf(id: 1)) }
                        2️⃣Button("Loans") { librarian.visit(.loans) }
                    }
                }
            }
            struct ShelfPage: View {
                @EnvironmentObject var librarian: Librarian
                let id: Int
                var body: some View { 3️⃣Button("Read") { librarian.visit(.reader(bookID: id)) } }
            }
            struct ReaderPage: View { let bookID: Int; var body: some View { Text("…") } }
            struct LoansPage: View { var body: some View { Text("Loans") } }
            """, [
                "CataloguePage -push-> Place.shelf @1️⃣", "CataloguePage -push-> Place.loans @2️⃣",
                "Place.shelf -push-> Place.reader @3️⃣",
            ])
    }

    /// A route enum a URL parser also builds is still a route where a method hands it on to the
    /// stack without choosing among its cases.
    @Test func aRouteAURLParserBuildsIsStillARouteWhereItIsHandedOn() {
        check("""
            enum Place: Hashable {
                case shelf(id: Int)
                case loans
            }
            extension Place {
                static func parsed(from url: URL) -> Place? {
                    url.host == "loans" ? .loans : nil
                }
            }
            struct Entry: Hashable { let place: Place }
            final class Librarian: ObservableObject {
                @Published var trail: [Entry] = []
                func visit(_ place: Place) {
                    trail.append(Entry(place: place))
                }
            }
            struct LibraryHome: View {
                @StateObject private var librarian = Librarian()
                var body: some View {
                    NavigationStack(path: $librarian.trail) {
                        CataloguePage()
                            .navigationDestination(for: Entry.self) { entry in
                                switch entry.place {
                                case .shelf(let id): ShelfPage(id: id)
                                case .loans: LoansPage()
                                }
                            }
                    }
                    .environmentObject(librarian)
                }
            }
            struct CataloguePage: View {
                @EnvironmentObject var librarian: Librarian
                var body: some View {
                    1️⃣Button("Shelf") { librarian.visit(.shelf(id: 1)) }
                }
            }
            struct ShelfPage: View {
                @EnvironmentObject var librarian: Librarian
                let id: Int
                var body: some View { 2️⃣Button("Loans") { librarian.visit(.loans) } }
            }
            struct LoansPage: View { var body: some View { Text("Loans") } }
            """, [
                "CataloguePage -push-> Place.shelf @1️⃣", "Place.shelf -push-> Place.loans @2️⃣",
            ])
    }

    /// `NavigationLink(.loans) { Label(…) }` through the app's initialiser: the route is the link's
    /// value (wrapped in the stack's entry), the closure its label; a titled one delegating to it, and
    /// one whose own `value:` argument is a caption, lead where their route says.
    @Test func anAppDeclaredLinkInitialiserPushesItsRouteAndItsClosureIsTheLabel() {
        check("""
            enum Place: Hashable {
                case shelf(id: Int)
                case loans
                case hours
            }
            struct Entry: Hashable {
                let place: Place
            }
            extension NavigationLink where Destination == Never {
                init(_ place: Place, @ViewBuilder label: () -> Label) {
                    self.init(value: Entry(place: place), label: label)
                }
                init(_ title: String, to place: Place) where Label == Text {
                    self.init(place) { Text(title) }
                }
                init(_ title: String, value caption: String, to place: Place) where Label == CaptionedRow {
                    self.init(place) { CaptionedRow(title: title, caption: caption) }
                }
            }
            struct CaptionedRow: View {
                let title: String
                let caption: String
                var body: some View { HStack { Text(title); Text(caption) } }
            }
            struct BookCover: View { var body: some View { Image(systemName: "book") } }
            final class Librarian: ObservableObject {
                @Published var trail: [Entry] = []
            }
            struct LibraryHome: View {
                @StateObject private var librarian = Librarian()
                var body: some View {
                    NavigationStack(path: $librarian.trail) {
                        CataloguePage()
                            .navigationDestination(for: Entry.self) { entry in
                                switch entry.place {
                                case .shelf(let id): ShelfPage(id: id)
                                case .loans: LoansPage()
                                case .hours: HoursPage()
                                }
                            }
                    }
                }
            }
            struct CataloguePage: View {
                var body: some View {
                    List {
                        1️⃣NavigationLink(.shelf(id: 7)) { BookCover() }
                        2️⃣NavigationLink("Loans", to: .loans)
                        3️⃣NavigationLink("Hours", value: "9–5", to: .hours)
                    }
                }
            }
            struct ShelfPage: View { let id: Int; var body: some View { Text("Shelf") } }
            struct LoansPage: View { var body: some View { Text("Loans") } }
            struct HoursPage: View { var body: some View { Text("Hours") } }
            """, [
                "CataloguePage -push-> Place.shelf @1️⃣", "CataloguePage -push-> Place.loans @2️⃣",
                "CataloguePage -push-> Place.hours @3️⃣",
            ])
    }

    /// An app initialiser building the destination itself pushes that destination, its closure a
    /// label; a titled link (a string literal first) is still SwiftUI's, whose closure is the destination.
    @Test func anAppDeclaredLinkInitialiserBuildingItsDestinationPushesIt() {
        check("""
            struct Track: Hashable { let id: Int }
            extension NavigationLink where Destination == TrackScreen {
                init(_ track: Track, @ViewBuilder label: () -> Label) {
                    self.init(destination: TrackScreen(track: track), label: label)
                }
            }
            struct AlbumScreen: View {
                let tracks = [Track(id: 1)]
                var body: some View {
                    List {
                        ForEach(tracks, id: \\.id) { track in
                            1️⃣NavigationLink(track) { TrackRow(track: track) }
                        }
                        2️⃣NavigationLink("Credits") { CreditsScreen() }
                    }
                }
            }
            struct TrackRow: View { let track: Track; var body: some View { Text("\\(track.id)") } }
            struct TrackScreen: View { let track: Track; var body: some View { Text("Track") } }
            struct CreditsScreen: View { var body: some View { Text("Credits") } }
            """, [
                "AlbumScreen -push-> TrackScreen @1️⃣", "AlbumScreen -push-> CreditsScreen @2️⃣",
            ])
    }
}
