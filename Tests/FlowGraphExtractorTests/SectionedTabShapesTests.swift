import Testing

/// iOS 18 tab bars declared in loops: `ForEach(sections) { section in TabSection { ForEach(…) {
/// pane in Tab(value: pane) { … } } } }`, each tab's view decided per value.
struct SectionedTabShapesTests {
    /// The loops declare the tabs; the `Tab`'s value is the inner loop's, handed to the view's own
    /// builder, which calls the enum's member switching over `self`: a tab per case.
    @Test func tabPerCaseThroughSectionsAndHandedBuilder() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Shelf: Hashable, CaseIterable {
                case novels, poems, essays
                @ViewBuilder
                func shelfView(compact: Bool) -> some View {
                    switch self {
                    case .novels:
                        1️⃣NovelShelf()
                    case .poems:
                        2️⃣PoemShelf(compact: compact)
                    case .essays:
                        3️⃣EssayShelf()
                    }
                }
            }
            enum Wing: Identifiable {
                case ground, upper
                var id: Self { self }
                var shelves: [Shelf] { self == .ground ? [.novels, .poems] : [.essays] }
            }
            struct LibraryShell: View {
                @State private var open: Shelf = .novels
                private let wings: [Wing] = [.ground, .upper]
                var body: some View {
                    TabView(selection: $open) {
                        ForEach(wings) { wing in
                            TabSection("wing") {
                                ForEach(wing.shelves, id: \\.self) { shelf in
                                    Tab(value: shelf) {
                                        content(of: shelf)
                                    } label: {
                                        Text("shelf")
                                    }
                                }
                            }
                        }
                    }
                }
                @ViewBuilder
                private func content(of shelf: Shelf) -> some View {
                    shelf.shelfView(compact: false)
                }
            }
            struct NovelShelf: View { var body: some View { NavigationStack { Text("novels") } } }
            struct PoemShelf: View { var compact: Bool; var body: some View { NavigationStack { Text("poems") } } }
            struct EssayShelf: View { var body: some View { NavigationStack { Text("essays") } } }
            @main struct Reading: App { var body: some Scene { WindowGroup { 4️⃣LibraryShell() } } }
            """, [
                "Reading -child-> LibraryShell @4️⃣", "LibraryShell -tab-> NovelShelf @1️⃣",
                "LibraryShell -tab-> PoemShelf @2️⃣", "LibraryShell -tab-> EssayShelf @3️⃣",
            ])
    }

    /// The `Tab`'s value is derived from the loop's (`Tab(value: item.rawValue)`): still a tab
    /// per case of the switch in the builder the loop value is handed to.
    @Test func tabPerCaseWhenTheTabValueIsDerivedFromTheLoopValue() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Corner: String, CaseIterable, Identifiable {
                case drafts, outbox
                var id: String { rawValue }
            }
            struct Studio: View {
                @State private var picked = "start"
                var body: some View {
                    TabView(selection: $picked) {
                        1️⃣Tab(value: "start") {
                            StartScreen()
                        } label: { Text("start") }
                        ForEach(Corner.allCases) { corner in
                            Tab(value: corner.rawValue) {
                                screen(for: corner)
                            } label: { Text(corner.rawValue) }
                        }
                    }
                }
                @ViewBuilder
                private func screen(for corner: Corner) -> some View {
                    switch corner {
                    case .drafts:
                        2️⃣DraftsScreen()
                    case .outbox:
                        3️⃣OutboxScreen()
                    }
                }
            }
            struct StartScreen: View { var body: some View { NavigationStack { Text("start") } } }
            struct DraftsScreen: View { var body: some View { NavigationStack { Text("drafts") } } }
            struct OutboxScreen: View { var body: some View { NavigationStack { Text("outbox") } } }
            @main struct Writer: App { var body: some Scene { WindowGroup { 4️⃣Studio() } } }
            """, [
                "Writer -child-> Studio @4️⃣", "Studio -tab-> StartScreen @1️⃣",
                "Studio -tab-> DraftsScreen @2️⃣", "Studio -tab-> OutboxScreen @3️⃣",
            ])
    }

    /// The `Tab`'s value is handed to a wrapper view (`SectionRoot(section:)`, a stack around the
    /// tab's screen) whose body calls the enum's member switching over `self` on the property
    /// keeping it: a tab per case, to that case's screen, not to the wrapper.
    @Test func tabPerCaseThroughAWrapperViewKeepingTheValue() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Section: String, CaseIterable, Identifiable { case inbox, archive, profile; var id: String { rawValue } }
            @main struct MailApp: App { var body: some Scene { WindowGroup { 4️⃣Sections() } } }
            struct Sections: View {
                @State private var current: Section = .inbox
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(Section.allCases) { section in
                            Tab(value: section) {
                                SectionRoot(section: section)
                            } label: { Text(section.rawValue) }
                        }
                    }
                }
            }
            struct SectionRoot: View {
                let section: Section
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        section.screen
                    }
                }
            }
            extension Section {
                @ViewBuilder fileprivate var screen: some View {
                    switch self {
                    case .inbox: 1️⃣InboxList()
                    case .archive: 2️⃣ArchiveList()
                    case .profile: 3️⃣ProfilePage()
                    }
                }
            }
            struct InboxList: View { var body: some View { Text("i") } }
            struct ArchiveList: View { var body: some View { Text("a") } }
            struct ProfilePage: View { var body: some View { Text("p") } }
            """, [
                "MailApp -child-> Sections @4️⃣", "Sections -tab-> InboxList @1️⃣",
                "Sections -tab-> ArchiveList @2️⃣", "Sections -tab-> ProfilePage @3️⃣",
            ])
    }
}
