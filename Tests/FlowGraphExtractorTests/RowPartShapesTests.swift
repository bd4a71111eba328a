import Testing

/// Reused rows and the parts they are built of: what they present belongs to the screens listing
/// them, whatever the row's model holds and however the row's body is written.
struct RowPartShapesTests {
    /// A row's model holds the row's modal state (an `@Observable` class the row binds
    /// `.sheet(isPresented: $model.…)` to): no feature of its own rooted at the row. The sheet
    /// shows where the row has the model set the state.
    @Test func modalStateOfARowModelBelongsToTheListingScreens() {
        EdgeExpectation.check("""
            import SwiftUI
            @Observable final class TrackModel {
                var showsLyrics = false
                func reveal() { showsLyrics = true }
            }
            struct TrackRow: View {
                @State var model = TrackModel()
                var body: some View {
                    Button("lyrics") { 1️⃣model.reveal() }
                        .sheet(isPresented: $model.showsLyrics) { LyricsScreen() }
                }
            }
            struct AlbumScreen: View {
                var body: some View { NavigationStack { List { TrackRow(); TrackRow() } } }
            }
            struct QueueScreen: View {
                var body: some View { List { TrackRow() } }
            }
            struct LyricsScreen: View { var body: some View { Text("lyrics") } }
            struct Player: View {
                @State private var queue = false
                var body: some View {
                    TabView {
                        2️⃣AlbumScreen()
                        3️⃣QueueScreen()
                    }
                }
            }
            @main struct Tunes: App { var body: some Scene { WindowGroup { 4️⃣Player() } } }
            """, [
                "Tunes -child-> Player @4️⃣", "Player -tab-> AlbumScreen @2️⃣", "Player -tab-> QueueScreen @3️⃣",
                "AlbumScreen -sheet-> LyricsScreen @1️⃣", "QueueScreen -sheet-> LyricsScreen @1️⃣",
            ])
    }

    /// A part written among other views of a row's body (`if !collapsed { Body(); Footer() }`)
    /// is composed with them, not a choice of screens: its navigation is the listing screens'.
    @Test func partAmongSeveralViewsOfABodyIsComposed() {
        EdgeExpectation.check("""
            import SwiftUI
            struct NoteText: View {
                @State private var showsSource = false
                var body: some View {
                    Text("note").onTapGesture { showsSource = true }
                        1️⃣.sheet(isPresented: $showsSource) { SourceScreen() }
                }
            }
            struct NoteBody: View {
                var collapsed: Bool
                var body: some View {
                    if collapsed {
                        Text("…")
                    }
                    if !collapsed {
                        NoteText()
                        Text("footer")
                    }
                }
            }
            struct NoteRow: View { var body: some View { VStack { NoteBody(collapsed: false) } } }
            struct InboxScreen: View { var body: some View { NavigationStack { List { NoteRow(); NoteRow() } } } }
            struct PinnedScreen: View { var body: some View { List { NoteRow() } } }
            struct SourceScreen: View { var body: some View { Text("source") } }
            struct Desk: View {
                var body: some View {
                    TabView {
                        2️⃣InboxScreen()
                        3️⃣PinnedScreen()
                    }
                }
            }
            @main struct Notebook: App { var body: some Scene { WindowGroup { 4️⃣Desk() } } }
            """, [
                "Notebook -child-> Desk @4️⃣", "Desk -tab-> InboxScreen @2️⃣", "Desk -tab-> PinnedScreen @3️⃣",
                "InboxScreen -sheet-> SourceScreen @1️⃣", "PinnedScreen -sheet-> SourceScreen @1️⃣",
            ])
    }
}
