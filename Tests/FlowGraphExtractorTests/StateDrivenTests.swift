import FlowGraph
import FlowGraphExtractor
import Testing

/// Seed 004's style: one `currentRoute`, a `navigate(to:)` whose switch resets, replaces or appends
/// per route, a `switch coordinator.currentRoute` view builder with static factories.
struct StateDrivenTests {
    let app: FixtureApp
    let graph: NavigationGraph

    init() throws {
        app = try FixtureApp("StateDrivenApp")
        graph = app.graph
    }

    @Test func switchCaseThatSetsTheStackToTheRouteIsAReset() {
        #expect(app.hasEdge(graph, "CheckoutRoute.splash -reset-> CheckoutRoute.paymentMethodsList", at: "1️⃣"))
    }

    @Test func helperThroughViewModelBuiltByAFactoryIsAPush() {
        #expect(app.hasEdge(graph, "CheckoutRoute.paymentMethodsList -push-> CheckoutRoute.paymentMethod", at: "2️⃣"))
    }

    @Test func eachBranchOfDoCatchIsAnEdge() {
        #expect(app.hasEdge(graph, "CheckoutRoute.paymentMethod -push-> CheckoutRoute.success", at: "3️⃣"))
        #expect(app.hasEdge(graph, "CheckoutRoute.paymentMethod -push-> CheckoutRoute.failure", at: "4️⃣"))
    }

    @Test func goingBackIsNoEdge() {
        let location = app.markers["5️⃣"]!
        #expect(!graph.edges.contains { $0.line == location.line && $0.file == location.file })
    }

    @Test func aScreenShownForTwoRoutesNavigatesFromBoth() {
        #expect(app.hasEdge(graph, "CheckoutRoute.success -reset-> CheckoutRoute.splash", at: "6️⃣"))
        #expect(app.hasEdge(graph, "CheckoutRoute.failure -reset-> CheckoutRoute.splash", at: "6️⃣"))
    }

    @Test func theInitialRouteIsTheRoot() {
        #expect(graph.features.first { $0.id == "CheckoutCoordinator" }?.root == "CheckoutRoute.splash")
        #expect(graph.nodes.first { $0.id == "CheckoutRoute.paymentMethod" }?.parameters == ["PaymentMethodProtocol"])
    }

    /// A presentation flag of a model flipped with `toggle()` in the model's method, called from
    /// the screen presenting it: it was down, so the screen shows its presentation.
    @Test func aModelsFlagToggledInItsMethodPresents() {
        EdgeExpectation.check("""
            import SwiftUI
            final class GardenModel: ObservableObject {
                @Published var isPlanting = false
                @Published var showsHarvest = false
                func plantTapped() {
                    isPlanting.toggle()
                }
                func harvest() { showsHarvest = true }
            }
            @main struct GardenApp: App { var body: some Scene { WindowGroup { Beds() } } }
            struct Beds: View {
                @StateObject private var garden = GardenModel()
                var body: some View {
                    VStack {
                        1️⃣Button("Plant") { garden.plantTapped() }
                        2️⃣Button("Harvest") { garden.harvest() }
                    }
                    .fullScreenCover(isPresented: $garden.isPlanting) { Planting() }
                    .sheet(isPresented: $garden.showsHarvest) { Harvest() }
                }
            }
            struct Planting: View { var body: some View { Text("p") } }
            struct Harvest: View { var body: some View { Text("h") } }
            """, ["GardenApp -child-> Beds", "Beds -fullScreenCover-> Planting @1️⃣", "Beds -sheet-> Harvest @2️⃣"])
    }
}
