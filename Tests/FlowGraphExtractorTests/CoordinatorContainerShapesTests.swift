import FlowGraph
import FlowGraphExtractor
import Testing

/// Shapes of SwiftUI apps whose screens are hosted by coordinator objects and shown by the app's
/// own container classes, each written again here in other names: the general rule each needed.
struct CoordinatorContainerShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A stack wrapper (`Shell<Body: View>` holding its content in a `NavigationStack`) used only
    /// in previews shows nothing the app shows: a `PreviewProvider` wrapping a screen in it is no
    /// hosting. The app's own use still is.
    @Test func aPreviewWrappingAScreenInAStackIsNoHosting() {
        check("""
            struct Shell<Body: View>: View {
                @ViewBuilder let inner: Body
                var body: some View { NavigationStack { inner } }
            }
            struct LedgerScreen: View { var body: some View { Text("") } }
            struct ReceiptScreen: View { var body: some View { Text("") } }
            struct LedgerScreen_Previews: PreviewProvider {
                static var previews: some View {
                    Shell { LedgerScreen() }
                    Shell { ReceiptScreen() }
                }
            }
            @main struct Books: App {
                var body: some Scene { WindowGroup { 1️⃣Shell { LedgerScreen() } } }
            }
            """, ["Books -child-> Shell", "Shell -child-> LedgerScreen @1️⃣"])
    }

    /// A component choosing its look by a value (a badge showing a picture or initials), only ever
    /// part of rows, hosts nothing: no child edges to the looks it chooses between.
    @Test func aComponentChoosingItsLookHostsNothing() {
        check("""
            enum Face { case picture(URL), initials(String) }
            struct Badge: View {
                let face: Face
                var body: some View {
                    switch face {
                    case .picture(let url): PictureBadge(url: url)
                    case .initials(let text): InitialsBadge(text: text)
                    }
                }
            }
            struct PictureBadge: View { let url: URL; var body: some View { Text(url.absoluteString) } }
            struct InitialsBadge: View { let text: String; var body: some View { Text(text) } }
            struct MemberRow: View { var body: some View { HStack { Badge(face: .initials("A")); Text("A") } } }
            struct MembersScreen: View {
                var body: some View { List { MemberRow() }.navigationTitle("Members") }
            }
            @main struct Club: App { var body: some Scene { WindowGroup { 1️⃣MembersScreen() } } }
            """, ["Club -child-> MembersScreen @1️⃣"])
    }
}
