import FlowGraph
import FlowGraphExtractor
import Testing

/// Seed 001/002's style: `NavigationPath` coordinators with `navigate(to:)` and named helpers,
/// `navigationDestination(for:)` switches, Bool- and item-driven sheets held by a coordinator,
/// `TabView` with Int tags, an auth gate, a step flow and conditional navigation.
struct PathCoordinatorTests {
    let app: FixtureApp
    let graph: NavigationGraph

    init() throws {
        app = try FixtureApp("PathCoordinatorApp")
        graph = app.graph
    }

    @Test func tabsInTagOrderReachEachTabsRoot() {
        #expect(app.hasEdge(graph, "MainTabView -tab-> HomeView", at: "1️⃣"))
        #expect(app.hasEdge(graph, "MainTabView -tab-> ProfileCoordinator.Route.profile", at: "2️⃣"))
    }

    @Test func namedHelperResolvesToTheRouteItPushes() {
        #expect(app.hasEdge(graph, "ProfileCoordinator.Route.profile -push-> ProfileCoordinator.Route.settings", at: "3️⃣"))
        #expect(app.hasEdge(graph, "ProfileCoordinator.Route.settings -push-> ProfileCoordinator.Route.changePassword", at: "5️⃣"))
    }

    @Test func navigationLinkWithARouteValuePushesIt() {
        #expect(app.hasEdge(graph, "ProfileCoordinator.Route.profile -push-> ProfileCoordinator.Route.editProfile", at: "4️⃣"))
    }

    @Test func boolAndItemDrivenSheetsShowWhatTheBindingViewShows() {
        #expect(app.hasEdge(graph, "HomeView -sheet-> CreatePostView", at: "6️⃣"))
        #expect(app.hasEdge(graph, "HomeView -sheet-> PostDetailView", at: "7️⃣"))
    }

    @Test func flowStepsAreAnOrderedChain() {
        #expect(app.hasEdge(graph, "OnboardingCoordinator.Step.welcome -push-> OnboardingCoordinator.Step.permissions", at: "8️⃣"))
        #expect(app.hasEdge(graph, "OnboardingCoordinator.Step.profile -push-> OnboardingCoordinator.Step.complete", at: "8️⃣"))
        #expect(!graph.edges.contains { $0.from == "OnboardingCoordinator.Step.permissions" && $0.to == "OnboardingCoordinator.Step.welcome" })
        #expect(graph.features.first { $0.id == "OnboardingCoordinator" }?.kind == .flow)
    }

    @Test func conditionalNavigationGivesOneEdgePerBranchAtItsLine() {
        #expect(app.hasEdge(graph, "ProductView -push-> PurchaseRoute.addPaymentMethod", at: "9️⃣"))
        let others = graph.edges.filter { $0.from == "ProductView" }.map(\.line)
        #expect(Set(others).count == 3)
    }

    @Test func anAuthGateHostsBothBranches() {
        #expect(graph.edges.contains { $0.from == "ContentView" && $0.to == "MainTabView" && $0.kind == .child })
        #expect(graph.edges.contains { $0.from == "ContentView" && $0.to == "LoginView" && $0.kind == .child })
        #expect(graph.edges.contains { $0.from == "ConstructApp" && $0.to == "ContentView" && $0.kind == .child })
    }
}
