import Testing

/// Navigation written in components that are no screens: toolbar content types and rows that
/// render themselves again (for a share card).
struct ToolbarComponentShapesTests {
    /// A `ToolbarContent` type, and a menu view inside it, navigate for the screen whose
    /// `.toolbar { }` holds them.
    @Test func toolbarContentNavigatesForTheScreenHoldingIt() {
        EdgeExpectation.check("""
            import SwiftUI
            final class Trail: ObservableObject {
                @Published var stops: [Stop] = []
                @Published var panel: Panel?
            }
            enum Stop: Hashable { case map, log }
            enum Panel: Identifiable { case filters; var id: Self { self } }
            struct JournalScreen: View {
                @StateObject private var trail = Trail()
                var body: some View {
                    NavigationStack(path: $trail.stops) {
                        Text("entries")
                            .toolbar { JournalToolbar(trail: trail) }
                            .navigationDestination(for: Stop.self) { stop in
                                switch stop {
                                case .map: MapScreen()
                                case .log: LogScreen()
                                }
                            }
                            .sheet(item: $trail.panel) { _ in FiltersScreen() }
                    }
                }
            }
            struct JournalToolbar: ToolbarContent {
                @ObservedObject var trail: Trail
                var body: some ToolbarContent {
                    ToolbarItem(placement: .primaryAction) {
                        Menu { ExtrasMenu(trail: trail) } label: { Text("more") }
                    }
                    ToolbarItem {
                        Button("map") { 1️⃣trail.stops.append(.map) }
                    }
                }
            }
            struct ExtrasMenu: View {
                @ObservedObject var trail: Trail
                var body: some View {
                    Button("log") { 2️⃣trail.stops.append(.log) }
                    Button("filters") { 3️⃣trail.panel = .filters }
                }
            }
            struct MapScreen: View { var body: some View { Text("map") } }
            struct LogScreen: View { var body: some View { Text("log") } }
            struct FiltersScreen: View { var body: some View { Text("filters") } }
            @main struct Hiking: App { var body: some Scene { WindowGroup { 4️⃣JournalScreen() } } }
            """, [
                "JournalScreen -push-> Stop.map @1️⃣", "JournalScreen -push-> Stop.log @2️⃣",
                "JournalScreen -sheet-> Panel.filters @3️⃣", "Hiking -child-> JournalScreen @4️⃣",
            ])
    }

    /// A row whose action bar renders the row again (an image of it to share) is still only part
    /// of the screens listing it: the cycle makes it no screen.
    @Test func rowRenderedInsideItsOwnPartIsNoScreen() {
        EdgeExpectation.check("""
            import SwiftUI
            struct RecipeRow: View {
                @State private var showsCook = false
                var body: some View {
                    VStack {
                        Text("recipe")
                        RecipeActions()
                    }
                    1️⃣.sheet(isPresented: $showsCook) { CookScreen() }
                }
            }
            struct RecipeActions: View {
                var body: some View {
                    Button("share") { _ = ImageRenderer(content: AnyView(snapshot)) }
                }
                private var snapshot: some View {
                    HStack { RecipeRow().padding(4) }
                }
            }
            struct StarterList: View { var body: some View { List { RecipeRow() } } }
            struct DessertList: View { var body: some View { List { RecipeRow(); RecipeRow() } } }
            struct CookScreen: View { var body: some View { Text("cook") } }
            struct Kitchen: View {
                @State private var desserts = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("today")
                            StarterList()
                        }
                        2️⃣.sheet(isPresented: $desserts) { DessertList() }
                    }
                }
            }
            @main struct Cookbook: App { var body: some Scene { WindowGroup { 3️⃣Kitchen() } } }
            """, [
                "Cookbook -child-> Kitchen @3️⃣", "Kitchen -sheet-> DessertList @2️⃣",
                "Kitchen -sheet-> CookScreen @1️⃣", "DessertList -sheet-> CookScreen @1️⃣",
            ])
    }
}
