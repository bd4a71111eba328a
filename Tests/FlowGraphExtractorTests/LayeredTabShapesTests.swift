import Testing

/// Tab bars an app draws itself: every tab's screen kept alive in a `ZStack`, only the one the
/// selection names visible (`.opacity(selection == .tab ? 1 : 0)`), and a bar of buttons
/// writing the selection.
struct LayeredTabShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// Each stacked screen is a tab of the view stacking them, and a screen writing the model's
    /// selection moves to the tab it names, as with a `TabView`; a badge fading by a flag is no tab.
    @Test func screensStackedAndShownByTheSelectedCaseAreTabs() {
        check("""
            enum Deck: Hashable, CaseIterable { case lineup, standings, club }
            @Observable final class Stadium {
                var showing: Deck = .lineup
            }
            @main struct Matchday: App {
                @State private var stadium = Stadium()
                var body: some Scene { WindowGroup { 1️⃣Grandstand().environment(stadium) } }
            }
            struct Grandstand: View {
                @Environment(Stadium.self) private var stadium
                var body: some View {
                    VStack(spacing: 0) {
                        ZStack {
                            2️⃣LineupScreen()
                                .opacity(stadium.showing == .lineup ? 1 : 0)
                            3️⃣StandingsScreen()
                                .opacity(stadium.showing == .standings ? 1 : 0)
                            4️⃣ClubScreen()
                                .padding(.top, 4)
                                .opacity(.club == stadium.showing ? 1.0 : 0.0)
                        }
                        Scoreboard()
                    }
                }
            }
            struct Scoreboard: View {
                @Environment(Stadium.self) private var stadium
                var body: some View {
                    HStack { ForEach(Deck.allCases, id: \\.self) { deck in Button("\\(deck)") { stadium.showing = deck } } }
                }
            }
            struct LineupScreen: View {
                @Environment(Stadium.self) private var stadium
                var body: some View { 5️⃣Button("Join the club") { stadium.showing = .club } }
            }
            struct StandingsScreen: View {
                @State private var live = false
                var body: some View { Text("table").opacity(live ? 1 : 0) }
            }
            struct ClubScreen: View { var body: some View { Text("club") } }
            """, [
                "Matchday -child-> Grandstand @1️⃣", "Grandstand -tab-> LineupScreen @2️⃣", "Grandstand -tab-> StandingsScreen @3️⃣",
                "Grandstand -tab-> ClubScreen @4️⃣", "LineupScreen -tab-> ClubScreen @5️⃣",
            ])
    }

    /// A view's own selection works the same; one screen fading in by the selection, or screens
    /// faded by a constant the view is handed (a loading phase), make no tab bar.
    @Test func aViewsOwnSelectionStacksTabsButOneFadingScreenDoesNot() {
        check("""
            @main struct Crafts: App {
                var body: some Scene {
                    WindowGroup { 3️⃣Workshop() }
                    Window("Gallery", id: "gallery") { 4️⃣Gallery(phase: .open) }
                }
            }
            struct Workshop: View {
                enum Bench: Hashable { case lathe, kiln }
                @State private var bench: Bench = .lathe
                var body: some View {
                    ZStack(alignment: .bottom) {
                        1️⃣LatheScreen().opacity(bench == .lathe ? 1 : 0)
                        2️⃣KilnScreen().opacity(bench == .kiln ? 1 : 0)
                        HStack {
                            Button("Lathe") { bench = .lathe }
                            Button("Kiln") { bench = .kiln }
                        }
                    }
                }
            }
            struct Gallery: View {
                enum Mode: Hashable { case wall, tour }
                enum Phase: Hashable { case hanging, open }
                @State private var mode: Mode = .wall
                let phase: Phase
                var body: some View {
                    ZStack {
                        WallScreen()
                        TourScreen().opacity(mode == .tour ? 1 : 0)
                        HangingScreen().opacity(phase == .hanging ? 1 : 0)
                        OpeningScreen().opacity(phase == .open ? 1 : 0)
                    }
                }
            }
            struct HangingScreen: View { var body: some View { Text("h") } }
            struct OpeningScreen: View { var body: some View { Text("o") } }
            struct LatheScreen: View { var body: some View { Text("l") } }
            struct KilnScreen: View { var body: some View { Text("k") } }
            struct WallScreen: View { var body: some View { Text("w") } }
            struct TourScreen: View { var body: some View { Text("t") } }
            """, ["Crafts -child-> Workshop @3️⃣", "Crafts -child-> Gallery @4️⃣", "Workshop -tab-> LatheScreen @1️⃣", "Workshop -tab-> KilnScreen @2️⃣"])
    }
}
