import FlowGraph
import FlowGraphExtractor
import Testing

/// A UIKit navigator hosting SwiftUI screens behind `AnyView`: the erased type is the view it
/// wraps, and a hosting controller built around a local each branch gives a screen shows any of them.
struct ErasedRootShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aHostedTypeErasedViewIsTheViewItWraps() {
        check("""
            protocol GreenhouseRoutes { func openBeds(); func openJournal() }
            final class GreenhouseNavigator: GreenhouseRoutes {
                private let stack: UINavigationController
                private let planted: Bool
                init(stack: UINavigationController, planted: Bool) { self.stack = stack; self.planted = planted }
                func openBeds() {
                    let page: AnyView
                    if planted {
                        page = AnyView(BedsScreen().padding())
                    } else {
                        page = AnyView(SeedingScreen())
                    }
                    let host = UIHostingController(rootView: page)
                    stack.pushViewController(host, animated: true)
                }
                func openJournal() {
                    let hosted = UIHostingController(rootView: AnyView(JournalScreen()))
                    stack.present(hosted, animated: true)
                }
            }
            struct GreenhouseScreen: View {
                let routes: GreenhouseRoutes
                var body: some View {
                    VStack {
                        1️⃣Button("Beds") { routes.openBeds() }
                        2️⃣Button("Journal") { routes.openJournal() }
                    }
                }
            }
            struct BedsScreen: View { var body: some View { Text("b") } }
            struct SeedingScreen: View { var body: some View { Text("s") } }
            struct JournalScreen: View { var body: some View { Text("j") } }
            """, [
                "GreenhouseScreen -push-> BedsScreen @1️⃣", "GreenhouseScreen -push-> SeedingScreen @1️⃣",
                "GreenhouseScreen -sheet-> JournalScreen @2️⃣",
            ])
    }
}
