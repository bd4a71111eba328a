import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite struct ReachabilityTests {
    @Test func entryPointsAreTheAppAndDeepLinkTargets() {
        let index = GraphBuilder()
            .node("App", kind: .app)
            .edge("App", "Home", .child)
            .edge("Home", "Detail", .push)
            .edge("Orphan", "Detail", .push)
            .deepLink("app://promo", to: "Promo")
            .index()
        #expect(index.names(index.entryPoints()) == ["App", "Promo"])
        #expect(index.names(index.entryPoints(includingDeepLinkTargets: false)) == ["App"])
    }

    @Test func withoutAnAppEveryUnenteredFeatureRootIsAnEntryPoint() {
        let graph = GraphBuilder(feature: "Accounts")
            .edge("List", "Detail", .push)
            .node("Settings", feature: "Settings")
            .node("Looping", feature: "Looping")
            .edge("Looping", "Looping", .replace)
            .build()
        let index = GraphIndex(graph)
        #expect(index.names(index.entryPoints()) == ["List", "Settings"])
    }

    @Test func aNodeReachableOnlyByADeepLinkIsUnreachableWithoutDeepLinks() {
        let index = GraphBuilder()
            .node("App", kind: .app)
            .edge("App", "Home", .child)
            .edge("Promo", "PromoDetail", .push)
            .deepLink("app://promo", to: "Promo")
            .index()
        let withLinks = index.reachable(from: index.entryPoints())
        let withoutLinks = index.reachable(from: index.entryPoints(includingDeepLinkTargets: false))
        #expect(withLinks[index.node("PromoDetail")])
        #expect(!withoutLinks[index.node("PromoDetail")])
        #expect(!withoutLinks[index.node("Promo")])
        #expect(withoutLinks[index.node("Home")])
    }

    @Test func analyzeHonoursNoDeepLinks() {
        let index = GraphBuilder()
            .node("App", kind: .app)
            .edge("App", "Home", .child)
            .deepLink("app://promo", to: "Promo")
            .index()
        let report = AnalysisReport(index: index, options: AnalysisOptions(deepLinkEntries: false))
        #expect(index.names(report.unreachable) == ["Promo"])
        #expect(report.depth[index.node("Promo")] == nil)
    }
}
