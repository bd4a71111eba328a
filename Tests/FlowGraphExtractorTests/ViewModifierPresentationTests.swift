import FlowGraph
import FlowGraphExtractor
import Testing

/// Presentations a `ViewModifier` writes bind as if written in each view applying it: they
/// decide the kind a coordinator's modal state is presented with.
struct ViewModifierPresentationTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aModifierAppliedThroughNestedViewHelpersDecidesTheModalKind() {
        let source = """
            final class LibraryRouter: ObservableObject {
                enum Overlay: Identifiable { case scanner, importer; var id: Self { self } }
                @Published var overlay: Overlay?
                func scan() { overlay = .scanner }
            }
            struct LibraryOverlays: ViewModifier {
                @ObservedObject var router: LibraryRouter
                func body(content: Content) -> some View {
                    content.fullScreenCover(item: $router.overlay) { overlay in
                        switch overlay {
                        case .scanner: ScannerScreen()
                        case .importer: ImporterScreen()
                        }
                    }
                }
            }
            extension View {
                func libraryOverlays(_ router: LibraryRouter) -> some View { modifier(LibraryOverlays(router: router)) }
            }
            extension View {
                func libraryChrome(_ router: LibraryRouter) -> some View { libraryOverlays(router).padding() }
            }
            struct LibraryScreen: View {
                @StateObject var router = LibraryRouter()
                var body: some View {
                    1️⃣Button("Scan") { router.scan() }
                        .libraryChrome(router)
                }
            }
            struct ScannerScreen: View { var body: some View { Text("") } }
            struct ImporterScreen: View { var body: some View { Text("") } }
            """
        check(source, ["LibraryScreen -fullScreenCover-> LibraryRouter.Overlay.scanner @1️⃣"])
        let graph = SourceExtractor().extract(from: FixtureSource(source).corpus())
        #expect(!graph.nodes.contains { $0.id == "LibraryOverlays" })
    }

    /// A modifier no view applies presents nothing: the state keeps the kind of the view binding it.
    @Test func aModifierNoViewAppliesDecidesNothing() {
        check("""
            final class Player: ObservableObject {
                @Published var showsQueue = false
                func openQueue() { showsQueue = true }
            }
            struct UnusedCover: ViewModifier {
                @ObservedObject var player: Player
                func body(content: Content) -> some View {
                    content.fullScreenCover(isPresented: $player.showsQueue) { QueueScreen() }
                }
            }
            struct NowPlaying: View {
                @StateObject var player = Player()
                var body: some View {
                    1️⃣Button("Queue") { player.openQueue() }
                        .sheet(isPresented: $player.showsQueue) { QueueScreen() }
                }
            }
            struct QueueScreen: View { var body: some View { Text("") } }
            """, ["NowPlaying -sheet-> QueueScreen @1️⃣"])
    }
}
