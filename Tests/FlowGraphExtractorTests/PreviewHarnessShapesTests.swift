import FlowGraph
import FlowGraphExtractor
import Testing

/// A view only previews build: a harness holding the state a preview binds, which calls the
/// model's navigating methods to put the previewed screen in a state worth looking at.
struct PreviewHarnessShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The harness is no screen: its calls make no moves; the screen's own button does.
    @Test func aViewOnlyPreviewsBuildMakesNoMoves() {
        check("""
            enum Leaf: Hashable { case sketch(Int) }
            final class GardenModel: ObservableObject {
                @Published var trail: [Leaf] = []
                func open(_ id: Int) { trail.append(.sketch(id)) }
            }
            struct GardenRoot: View {
                @StateObject private var model = GardenModel()
                var body: some View {
                    NavigationStack(path: $model.trail) {
                        GardenScreen(model: model, zoom: .constant(1))
                            .navigationDestination(for: Leaf.self) { leaf in
                                switch leaf { case .sketch(let id): SketchScreen(id: id) }
                            }
                    }
                }
            }
            struct GardenScreen: View {
                @ObservedObject var model: GardenModel
                @Binding var zoom: Double
                var body: some View { 1️⃣Button("First") { model.open(1) } }
            }
            struct SketchScreen: View { let id: Int; var body: some View { Text("\\(id)") } }

            #Preview {
                GardenHarness(model: GardenModel())
            }

            private struct GardenHarness: View {
                @State private var zoom = 2.0
                let model: GardenModel
                var body: some View {
                    GardenScreen(model: model, zoom: $zoom)
                        .onAppear { model.open(7) }
                }
            }
            """, [
                "GardenScreen -push-> Leaf.sketch @1️⃣",
            ])
    }
}
