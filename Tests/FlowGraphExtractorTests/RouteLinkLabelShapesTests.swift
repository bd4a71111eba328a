import Testing

/// Links built with an app's own `NavigationLink` initialiser taking a route unlabelled
/// (`NavigationLink(.chapter(id)) { ChapterRow() }`): the trailing closure is the row the link
/// shows, not where it leads.
struct RouteLinkLabelShapesTests {
    @Test func rowOfARouteLinkNavigatesForTheListingScreens() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Stop: Hashable { case chapter(Int), glossary }
            extension NavigationLink where Destination == Never {
                init(_ stop: Stop, @ViewBuilder label: () -> Label) {
                    self.init(value: stop, label: label)
                }
            }
            struct ChapterRow: View {
                @State private var quoting = false
                var body: some View {
                    Text("chapter")1️⃣.sheet(isPresented: $quoting) { QuoteScreen() }
                }
            }
            struct ContentsScreen: View {
                var body: some View {
                    List { ForEach(0..<9) { number in 2️⃣NavigationLink(.chapter(number)) { ChapterRow() } } }
                }
            }
            struct BookmarksScreen: View {
                var body: some View {
                    List { 3️⃣NavigationLink(Stop.chapter(4)) { ChapterRow() } }
                }
            }
            struct QuoteScreen: View { var body: some View { Text("quote") } }
            struct ChapterScreen: View { var body: some View { Text("text") } }
            struct GlossaryScreen: View { var body: some View { Text("words") } }
            struct Reader: View {
                var body: some View {
                    NavigationStack {
                        TabView {
                            4️⃣ContentsScreen()
                            5️⃣BookmarksScreen()
                        }
                        .navigationDestination(for: Stop.self) { stop in
                            switch stop {
                            case .chapter: ChapterScreen()
                            case .glossary: GlossaryScreen()
                            }
                        }
                    }
                }
            }
            @main struct Novel: App { var body: some Scene { WindowGroup { 6️⃣Reader() } } }
            """, [
                "Novel -child-> Reader @6️⃣", "Reader -tab-> ContentsScreen @4️⃣", "Reader -tab-> BookmarksScreen @5️⃣",
                "ContentsScreen -push-> Stop.chapter @2️⃣", "BookmarksScreen -push-> Stop.chapter @3️⃣",
                "ContentsScreen -sheet-> QuoteScreen @1️⃣", "BookmarksScreen -sheet-> QuoteScreen @1️⃣",
            ])
    }
}
