import FlowGraph
import FlowGraphExtractor
import Testing

/// Seed 000's style, split over files: `[NavigationItem]` stacks, `present(_:fullScreen:)`,
/// helpers in an extension in another file, view models holding `weak var coordinator`,
/// cross-tab moves through `parent?`, hidden recursive links.
struct CoordinatorStackTests {
    let app: FixtureApp
    let graph: NavigationGraph

    init() throws {
        app = try FixtureApp("CoordinatorStackApp")
        graph = app.graph
    }

    @Test func viewModelPushIsFromTheScreenThatBuildsIt() {
        #expect(app.hasEdge(graph, "AccountsRoute.list -push-> AccountsRoute.detail", at: "1️⃣"))
    }

    @Test func presentsFullScreenOnlyWhenTheArgumentSaysSo() {
        #expect(app.hasEdge(graph, "AccountsRoute.list -sheet-> AccountsRoute.quickAction", at: "2️⃣"))
        #expect(app.hasEdge(graph, "AccountsRoute.list -fullScreenCover-> AccountsRoute.immersiveFlow", at: "3️⃣"))
    }

    @Test func helperInAnExtensionInAnotherFileResolves() {
        #expect(app.hasEdge(graph, "AccountsRoute.detail -push-> AccountsRoute.transactions", at: "4️⃣"))
    }

    @Test func tabSwitchThenParentPushIsOneCrossTabMove() {
        #expect(app.hasEdge(graph, "AccountsRoute.detail -crossTab-> TransferRoute.internalTransferWithAccount", at: "5️⃣"))
        #expect(!graph.edges.contains { $0.kind == .tab && $0.from == "AccountsRoute.detail" })
    }

    @Test func popThenPushIsAReplace() {
        #expect(app.hasEdge(graph, "TransferRoute.internalTransferWithAccount -replace-> TransferRoute.receipt", at: "7️⃣"))
    }

    @Test func appAndTabsAreStructure() {
        #expect(app.hasEdge(graph, "BankApp -child-> MainTabView", at: "8️⃣"))
        #expect(app.hasEdge(graph, "MainTabView -tab-> AccountsRoute.list", at: "9️⃣"))
        #expect(graph.edges.contains { $0.from == "MainTabView" && $0.to == "TransferRoute.home" && $0.kind == .tab })
    }

    @Test func aRouteOnlyKnownAtRunTimeIsADiagnosticNotAnEdge() {
        let location = app.markers["6️⃣"]!
        #expect(graph.diagnostics.contains { $0.code == "unresolved-navigation" && $0.file == location.file && $0.line == location.line && $0.severity == .warning })
        #expect(!graph.edges.contains { $0.line == location.line && $0.file == location.file })
    }

    @Test func hiddenRecursiveLinksAddNoEdges() {
        #expect(!graph.edges.contains { $0.file.hasSuffix("AccountsViews.swift") && $0.line < 40 })
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-navigation" && $0.line < 40 && $0.file.hasSuffix("AccountsViews.swift") })
    }

    @Test func routeCasesAreNodesWithParametersInTheOwnersFeature() {
        let detail = graph.nodes.first { $0.id == "AccountsRoute.detail" }
        #expect(detail?.parameters == ["accountId: String"])
        #expect(detail?.feature == "AccountsCoordinator")
        #expect(graph.features.first { $0.id == "AccountsCoordinator" }?.root == "AccountsRoute.list")
    }

    @Test func routesNoDestinationMapsAreNoted() {
        let location = app.markers["0️⃣"]!
        #expect(graph.diagnostics.contains { $0.code == "unhandled-route" && $0.severity == .note && $0.line == location.line })
        #expect(graph.diagnostics.filter { $0.code == "unhandled-route" }.count == 1)
    }

    @Test func navigationViewIsNoted() {
        #expect(graph.diagnostics.filter { $0.code == "navigation-view" && $0.severity == .note }.count == 3)
    }
}
