import FlowGraph

/// The app's structure: the `@main` app showing its first container (`child`), a `TabView`'s tabs
/// in tag order (`tab` edges from the container to each tab's root, through per-tab stacks and
/// coordinator views, reported at the tab's view; iOS 18 `Tab { }` and `TabSection`; a `ForEach`
/// over a tab enum gives a tab per case of the switch deciding each one's view), a view choosing
/// between views (an auth gate, `child` to each), and code on a screen that selects a tab
/// (`selectedTab = .x`, `switchTab(.x)`).
public struct TabAndAppRecognizer: NavigationRecognizing {
    public static let identifier = "tabs-and-app"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .tab)
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            enum Pane: Hashable { case inbox, profile }
            final class Shell: ObservableObject {
                @Published var current: Pane = .inbox
                func open(_ pane: Pane) { current = pane }
            }
            @main
            struct MailApp: App {
                @StateObject var shell = Shell()
                var body: some Scene {
                    WindowGroup {
                        1️⃣Tabs().environmentObject(shell)
                    }
                }
            }
            struct Tabs: View {
                @EnvironmentObject var shell: Shell
                var body: some View {
                    TabView(selection: $shell.current) {
                        2️⃣InboxView()
                            .tag(Pane.inbox)
                        3️⃣NavigationStack { ProfileView() }
                            .tag(Pane.profile)
                    }
                }
            }
            struct InboxView: View {
                @EnvironmentObject var shell: Shell
                var body: some View { 4️⃣Button("Me") { shell.open(.profile) } }
            }
            struct ProfileView: View { var body: some View { Text("me") } }
            """, edges: [
                "MailApp -child-> Tabs @1️⃣", "Tabs -tab-> InboxView @2️⃣", "Tabs -tab-> ProfileView @3️⃣",
                "InboxView -tab-> ProfileView @4️⃣",
            ]),
        RecognizerExample("""
            enum Section: Hashable, CaseIterable {
                case feed, search
                @ViewBuilder var root: some View {
                    switch self {
                    case .feed: 1️⃣FeedScreen()
                    case .search: 2️⃣SearchScreen()
                    }
                }
            }
            struct Home: View {
                @State private var section = Section.feed
                var body: some View {
                    TabView(selection: $section) {
                        ForEach(Section.allCases, id: \\.self) { section in
                            section.root.tag(section)
                        }
                    }
                }
            }
            struct Settings: View {
                var body: some View {
                    TabView {
                        3️⃣Tab("General", systemImage: "gear") { GeneralScreen() }
                        TabSection("More") { 4️⃣Tab("About", systemImage: "info") { AboutScreen() } }
                    }
                }
            }
            struct FeedScreen: View { var body: some View { Text("") } }
            struct SearchScreen: View { var body: some View { Text("") } }
            struct GeneralScreen: View { var body: some View { Text("") } }
            struct AboutScreen: View { var body: some View { Text("") } }
            """, edges: [
                "Home -tab-> FeedScreen @1️⃣", "Home -tab-> SearchScreen @2️⃣",
                "Settings -tab-> GeneralScreen @3️⃣", "Settings -tab-> AboutScreen @4️⃣",
            ]),
        // A TabView over TCA stores is the TCA recognisers' to read.
        RecognizerExample("""
            struct MainView: View {
                let store: StoreOf<Main>
                var body: some View {
                    TabView {
                        InboxView(store: store.scope(state: \\.inbox, action: \\.inbox)).tabItem { Text("In") }
                        OutboxView(store: store.scope(state: \\.outbox, action: \\.outbox)).tabItem { Text("Out") }
                    }
                }
            }
            """),
        // A selection that is not a tab (a picker's segment) is not navigation.
        RecognizerExample("""
            enum Unit { case metric, imperial }
            struct UnitsView: View {
                @State private var unit: Unit = .metric
                var body: some View {
                    Picker("Units", selection: $unit) { Text("m").tag(Unit.metric) }
                    Button("Reset") { unit = .metric }
                }
            }
            """),
    ]
}
