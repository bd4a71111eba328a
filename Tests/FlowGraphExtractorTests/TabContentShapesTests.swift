import FlowGraph
import FlowGraphExtractor
import Testing

/// The tabs a `TabView` declares in branches (a layout chosen by configuration, a tab shown when
/// a feature is on) and tabs whose screen sits in a layout container with an overlay.
struct TabContentShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// Every branch's tabs are tabs of the bar; a tab's screen under a banner in a `ZStack` or
    /// alone in a `VStack` is that tab's root, the banner (a property building no screen) is not.
    @Test func tabsInBranchesAndLayoutContainersAreTabs() {
        check("""
            enum Shelf: Hashable { case stacks, journals, lounge, account }
            final class LibrarySettings: ObservableObject {
                enum Arrangement { case compact, spacious }
                @Published var shelf: Shelf = .stacks
                var arrangement: Arrangement = .compact
                var loungeOpen = false
                var showsNotice = false
            }
            struct LibraryBar: View {
                @StateObject private var settings = LibrarySettings()
                var body: some View {
                    TabView(selection: $settings.shelf) {
                        switch settings.arrangement {
                        case .compact:
                            1️⃣ZStack {
                                CompactStacksScreen()
                                notice
                            }
                            .tabItem { Label("Stacks", systemImage: "books.vertical") }
                            .tag(Shelf.stacks)
                        case .spacious:
                            2️⃣SpaciousStacksScreen()
                                .tabItem { Label("Stacks", systemImage: "books.vertical") }
                                .tag(Shelf.stacks)
                            3️⃣JournalsScreen()
                                .tabItem { Label("Journals", systemImage: "newspaper") }
                                .tag(Shelf.journals)
                        }
                        if settings.loungeOpen {
                            4️⃣LoungeScreen()
                                .tabItem { Label("Lounge", systemImage: "cup.and.saucer") }
                                .tag(Shelf.lounge)
                        }
                        5️⃣VStack {
                            AccountScreen()
                        }
                        .tabItem { Label("Account", systemImage: "person") }
                        .tag(Shelf.account)
                    }
                }
                @ViewBuilder private var notice: some View {
                    if settings.showsNotice { NoticeStrip() }
                }
            }
            struct CompactStacksScreen: View { var body: some View { Text("c") } }
            struct SpaciousStacksScreen: View { var body: some View { Text("s") } }
            struct JournalsScreen: View { var body: some View { Text("j") } }
            struct LoungeScreen: View { var body: some View { Text("l") } }
            struct AccountScreen: View { var body: some View { Text("a") } }
            struct NoticeStrip: View { var body: some View { Text("n") } }
            """, [
                "LibraryBar -tab-> CompactStacksScreen @1️⃣", "LibraryBar -tab-> SpaciousStacksScreen @2️⃣",
                "LibraryBar -tab-> JournalsScreen @3️⃣", "LibraryBar -tab-> LoungeScreen @4️⃣", "LibraryBar -tab-> AccountScreen @5️⃣",
            ])
    }

    /// A `ForEach` over the tab enum handing each value to the view's own builder: a tab per case
    /// of the builder's switch, a case showing its screen or a placeholder included.
    @Test func tabsOfABuilderSwitchingOverTheValueTheLoopHandsIt() {
        check("""
            enum Ward: Hashable, CaseIterable, Identifiable { case triage, pharmacy, records; var id: Self { self } }
            @main struct Clinic: App {
                var body: some Scene { WindowGroup { Wards() } }
            }
            struct Wards: View {
                @State private var current: Ward = .triage
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(Ward.allCases) { ward in
                            Tab(value: ward) {
                                screen(of: ward)
                            } label: { Text("\\(ward)") }
                        }
                    }
                }
                @ViewBuilder private func screen(of ward: Ward) -> some View {
                    switch ward {
                    case .triage:
                        1️⃣TriageScreen()
                    case .pharmacy:
                        if current == .pharmacy {
                            PharmacyScreen()
                        } else {
                            Color.clear
                        }
                    case .records:
                        3️⃣RecordsScreen().padding()
                    }
                }
            }
            struct TriageScreen: View { var body: some View { Text("t") } }
            struct PharmacyScreen: View { var body: some View { Text("p") } }
            struct RecordsScreen: View { var body: some View { Text("r") } }
            """, ["Clinic -child-> Wards", "Wards -tab-> TriageScreen @1️⃣", "Wards -tab-> PharmacyScreen", "Wards -tab-> RecordsScreen @3️⃣"])
    }

    /// A tab's screen inside a gate view (`Gate(account: a) { Feed() }`) whose first argument is
    /// no content: the content is the closure the gate shows once it lets the user in.
    @Test func aTabScreenInsideAGateTakingItsContentAsAClosure() {
        check("""
            import SwiftUI

            struct Account { var valid: Bool }

            @main
            struct PressApp: App {
              var body: some Scene { WindowGroup { Kiosk() } }
            }

            struct Kiosk: View {
              @State private var account: Account? = nil
              var body: some View {
                TabView {
                  1️⃣SignedInOnly(account: account) { Headlines() }
                    .tabItem { Label("News", systemImage: "newspaper") }
                  2️⃣SignedInOnly(account: account) { Saved() }
                    .tabItem { Label("Saved", systemImage: "bookmark") }
                }
              }
            }

            struct SignedInOnly<Content: View>: View {
              let account: Account?
              @ViewBuilder let content: () -> Content
              var body: some View {
                if account?.valid == true { content() } else { Text("Sign in first") }
              }
            }
            struct Headlines: View { var body: some View { Text("") } }
            struct Saved: View { var body: some View { Text("") } }
            """, ["PressApp -child-> Kiosk", "Kiosk -tab-> Headlines @1️⃣", "Kiosk -tab-> Saved @2️⃣"])
    }

    /// A root view whose body is the tab bar, inside providers handed it as content (one presenting
    /// app-wide sheets), hosts the tab bar: the app reaches the tabs through it.
    @Test func aRootViewHostsTheTabBarItsProvidersWrap() {
        check("""
            import SwiftUI

            final class Alerts: ObservableObject { @Published var banner: String? }

            @main
            struct ClubApp: App {
              var body: some Scene { WindowGroup { Lounge() } }
            }

            struct Lounge: View {
              var body: some View {
                ThemeProvider {
                  BannerProvider {
                    1️⃣Sections()
                  }
                }
              }
            }

            struct ThemeProvider<Content: View>: View {
              var content: () -> Content
              var body: some View { content().tint(.purple) }
            }

            struct BannerProvider<Inner: View>: View {
              @StateObject private var alerts = Alerts()
              @ViewBuilder var content: () -> Inner
              var body: some View {
                content().sheet(item: $alerts.banner) { text in Text(text) }
              }
            }

            struct Sections: View {
              var body: some View {
                TabView {
                  2️⃣Members().tabItem { Text("Members") }
                  3️⃣Events().tabItem { Text("Events") }
                }
              }
            }
            struct Members: View { var body: some View { Text("") } }
            struct Events: View { var body: some View { Text("") } }
            """, ["ClubApp -child-> Lounge", "Lounge -child-> Sections @1️⃣", "Sections -tab-> Members @2️⃣", "Sections -tab-> Events @3️⃣"])
    }
}
