import Testing

/// An app's scene written across properties (`var body: some Scene { mainScene; toolsScene }`,
/// each declared in an extension) and window content under a long modifier chain.
struct SceneShapesTests {
    /// The app's `body` lists scene properties; each `WindowGroup` they build shows its content
    /// as the app's child, however many modifiers (the app's own among them) wrap that content.
    @Test func windowGroupsInSceneProperties() {
        EdgeExpectation.check("""
            import SwiftUI
            @main
            struct Almanac: App {
                @State private var palette = Palette()
                var body: some Scene {
                    primaryWindow
                    self.toolsWindow
                }
            }
            final class Palette: ObservableObject {}
            extension Almanac {
                var primaryWindow: some Scene {
                    WindowGroup(id: "primary") {
                        1️⃣ChapterList()
                            .environmentObject(palette)
                            .onAppear { }
                            .task { }
                            .tinted()
                            .onChange(of: 1) { }
                            .id(1)
                            .padding()
                            .onOpenURL { _ in }
                    }
                    .commands { }
                }
            }
            extension Almanac {
                var toolsWindow: some Scene {
                    WindowGroup(id: "tools") {
                        2️⃣ToolBench()
                    }
                }
            }
            extension View {
                func tinted() -> some View { tint(.orange) }
            }
            struct ChapterList: View { var body: some View { NavigationStack { Text("chapters") } } }
            struct ToolBench: View { var body: some View { Text("tools") } }
            """, ["Almanac -child-> ChapterList @1️⃣", "Almanac -child-> ToolBench @2️⃣"])
    }

    /// `StoreProvider(store: store) { Tabs() }`: window content inside a package's wrapper view,
    /// a type the sources do not declare taking a closure, is what the closure builds.
    @Test func windowContentInsideAPackagesWrapperIsWhatItWraps() {
        EdgeExpectation.check("""
            import SwiftUI
            import Flux
            @main
            struct Orchard: App {
                var body: some Scene {
                    WindowGroup {
                        Provider(store: appStore) {
                            1️⃣Groves().tint(.green)
                        }
                    }
                }
            }
            struct Groves: View {
                var body: some View {
                    TabView {
                        2️⃣Trees().tabItem { Text("Trees") }
                    }
                }
            }
            struct Trees: View { var body: some View { Text("") } }
            """, ["Orchard -child-> Groves @1️⃣", "Groves -tab-> Trees @2️⃣"])
    }

    /// One `body` for Mac Catalyst, another for iOS (`#if targetEnvironment(macCatalyst) … #else`):
    /// each branch's window content is the app's child.
    @Test func aBodyDeclaredInEachBranchOfAnIfConfigShowsEach() {
        EdgeExpectation.check("""
            import SwiftUI
            @main
            struct Harbor: App {
                #if targetEnvironment(macCatalyst)
                var body: some Scene {
                    WindowGroup { 1️⃣Sidebar() }
                }
                #else
                var body: some Scene {
                    WindowGroup { 2️⃣Docks() }
                }
                #endif
            }
            struct Sidebar: View { var body: some View { Text("") } }
            struct Docks: View { var body: some View { Text("") } }
            """, ["Harbor -child-> Sidebar @1️⃣", "Harbor -child-> Docks @2️⃣"])
    }

    /// The window chooses its phase in a `ZStack`'s `if`/`else if` chain among views nested in a
    /// namespace (`Dock.Loading(…)`); a sheet on the stack is presented over whichever is shown.
    @Test func phasesOfNamespacedViewsInAStackedChoiceAreEachARootUnderTheWindowSheet() {
        EdgeExpectation.check("""
            import SwiftUI
            @main struct MarinaApp: App {
                @State private var booting = true
                @State private var firstRun = false
                @State private var asksConsent = false
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            if booting {
                                1️⃣Dock.Loading(retry: {})
                            } else if firstRun {
                                2️⃣Dock.Welcome()
                            } else {
                                3️⃣Moorings(berths: 3)
                                    .transition(.opacity)
                            }
                        }
                        4️⃣.sheet(isPresented: $asksConsent) { ConsentForm() }
                    }
                }
            }
            enum Dock {
                struct Loading: View {
                    let retry: () -> Void
                    var body: some View { Text("…") }
                }
                struct Welcome: View { var body: some View { Text("hi") } }
            }
            struct Moorings: View {
                let berths: Int
                var body: some View { Text("berths") }
            }
            struct ConsentForm: View { var body: some View { Text("ok") } }
            """, [
                "MarinaApp -child-> Dock.Loading @1️⃣", "MarinaApp -child-> Dock.Welcome @2️⃣", "MarinaApp -child-> Moorings @3️⃣",
                "Dock.Loading -sheet-> ConsentForm @4️⃣", "Dock.Welcome -sheet-> ConsentForm @4️⃣", "Moorings -sheet-> ConsentForm @4️⃣",
            ])
    }

    /// What the window content does as events arrive (`.task { for await … { shell.cover = .welcome } }`)
    /// is presented over the screen the window shows, without user input.
    @Test func aWindowContentsTaskPresentsOverTheScreenShown() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Cover: String, Identifiable { case welcome, update; var id: String { rawValue } }
            @Observable final class Shell { var cover: Cover? }
            @main struct PlantApp: App {
                @State private var shell = Shell()
                var body: some Scene {
                    WindowGroup {
                        Garden()
                            .environment(shell)
                            .sheet(item: $shell.cover) { cover in
                                switch cover {
                                case .welcome: Welcome()
                                case .update: WhatsNew()
                                }
                            }
                            1️⃣.task {
                                for await signedIn in Account.changes() {
                                    if !signedIn { shell.cover = .welcome }
                                }
                            }
                    }
                }
            }
            enum Account { static func changes() -> AsyncStream<Bool> { AsyncStream { _ in } } }
            struct Garden: View { var body: some View { Text("g") } }
            struct Welcome: View { var body: some View { Text("w") } }
            struct WhatsNew: View { var body: some View { Text("n") } }
            """, ["PlantApp -child-> Garden", "Garden -sheet-> Cover.welcome @1️⃣"])
    }

    /// What only a debug build does as the window appears (`#if DEBUG` launch routes for UI tests)
    /// is no move users see; the release build's own is.
    @Test func aDebugOnlyLaunchRouteIsNoMove() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Pane: Hashable { case log(Int), stats }
            @Observable final class Trail { var panes: [Pane] = []; var showsTips = false }
            @main struct HikeApp: App {
                @State private var trail = Trail()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $trail.panes) {
                            Logbook()
                                .navigationDestination(for: Pane.self) { pane in
                                    switch pane {
                                    case .log(let id): LogPage(id: id)
                                    case .stats: StatsPage()
                                    }
                                }
                        }
                        .sheet(isPresented: $trail.showsTips) { Tips() }
                        1️⃣.onAppear { openLaunchRoute() }
                    }
                }
                private func openLaunchRoute() {
                    #if DEBUG
                    if ProcessInfo.processInfo.arguments.contains("-log") { trail.panes.append(.log(1)) }
                    #else
                    if !UserDefaults.standard.bool(forKey: "seenTips") { trail.showsTips = true }
                    #endif
                }
            }
            struct Logbook: View { var body: some View { Text("l") } }
            struct LogPage: View { let id: Int; var body: some View { Text("p") } }
            struct StatsPage: View { var body: some View { Text("s") } }
            struct Tips: View { var body: some View { Text("t") } }
            """, ["HikeApp -child-> Logbook", "Logbook -sheet-> Tips @1️⃣"])
    }
}
