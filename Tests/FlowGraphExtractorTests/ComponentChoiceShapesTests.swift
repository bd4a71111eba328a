import Testing

/// Components (views other views embed, no screens of their own): among the views a body chooses
/// between, and as a link's label.
struct ComponentChoiceShapesTests {
    /// A spinner row many views embed is a component: while loading, the screen shows it as part
    /// of itself; only the list it shows after is hosted (`child`).
    @Test func aComponentAmongTheChoicesOfABodyIsNoHostedScreen() {
        EdgeExpectation.check("""
            import SwiftUI
            @main struct Almanac: App { var body: some Scene { WindowGroup { NavigationStack { 2️⃣DayView() } } } }
            struct DayView: View {
                @State private var loading = true
                var body: some View {
                    Group {
                        if loading {
                            SpinnerRow()
                        } else {
                            1️⃣AgendaList()
                        }
                    }
                    .navigationTitle("Today")
                }
            }
            struct AgendaList: View { var body: some View { VStack { Text("agenda"); SpinnerRow() } } }
            struct ArchiveView: View { var body: some View { SpinnerRow() } }
            struct SpinnerRow: View { var body: some View { ProgressView() } }
            """, ["Almanac -child-> DayView @2️⃣", "DayView -child-> AgendaList @1️⃣"])
    }

    /// A badge shown as the label of links (`NavigationLink(destination:) { Badge() }`, the `label:`
    /// closure) is embedded in the screens listing them, not a destination: its sheet is theirs.
    @Test func aLinksLabelIsAComponentOfTheScreenShowingIt() {
        EdgeExpectation.check("""
            import SwiftUI
            @main struct Harbor: App { var body: some Scene { WindowGroup { TabView { 1️⃣DockView(); BerthList() } } } }
            struct DockView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            2️⃣NavigationLink(destination: BerthList()) {
                                VesselBadge(name: "Aurora")
                            }
                        }
                    }
                }
            }
            struct BerthList: View {
                var body: some View {
                    List {
                        3️⃣NavigationLink {
                            VesselDetail()
                        } label: {
                            VesselBadge(name: "Borealis")
                        }
                    }
                }
            }
            struct VesselBadge: View {
                let name: String
                @State private var editing = false
                var body: some View {
                    Text(name).contextMenu { Button("Rename") { editing = true } }
                        4️⃣.sheet(isPresented: $editing) { RenameForm() }
                }
            }
            struct VesselDetail: View { var body: some View { Text("detail") } }
            struct RenameForm: View { var body: some View { Text("rename") } }
            """, [
                "Harbor -tab-> DockView @1️⃣", "Harbor -tab-> BerthList @1️⃣", "DockView -push-> BerthList @2️⃣",
                "BerthList -push-> VesselDetail @3️⃣", "DockView -sheet-> RenameForm @4️⃣", "BerthList -sheet-> RenameForm @4️⃣",
            ])
    }
}
