import Testing

/// A view choosing what its body shows hosts each screen it chooses between, not the components
/// among them.
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
}
