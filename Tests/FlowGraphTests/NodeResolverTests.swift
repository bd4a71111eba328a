import FlowGraph
import FlowGraphTestSupport
import Testing

@Suite("Resolving node names")
struct NodeResolverTests {
    private let resolver = NodeResolver(graph: GraphBuilder()
        .node("AccountsRoute.detail").node("AccountsRoute.list").node("CardsRoute.detail")
        .node("ProfileCoordinator.Route.settings").node("BankApp", kind: .app)
        .build())

    @Test func fullIdAndUniqueSuffixResolve() throws {
        #expect(try resolver.resolve("AccountsRoute.list") == "AccountsRoute.list")
        #expect(try resolver.resolve("list") == "AccountsRoute.list")
        #expect(try resolver.resolve("Route.settings") == "ProfileCoordinator.Route.settings")
        #expect(try resolver.resolve("settings") == "ProfileCoordinator.Route.settings")
        #expect(try resolver.resolve("bankapp") == "BankApp")
    }

    @Test func suffixMustStopAtADot() {
        #expect(throws: FlowGraphError.self) { try resolver.resolve("etail") }
    }

    @Test func ambiguousNameListsCandidates() {
        #expect(throws: FlowGraphError.ambiguousNode(name: "detail", candidates: ["AccountsRoute.detail", "CardsRoute.detail"])) {
            try resolver.resolve("detail")
        }
    }

    @Test func unknownNameSuggestsTheClosest() {
        #expect(throws: FlowGraphError.unknownNode(name: "detial", suggestions: ["AccountsRoute.detail", "CardsRoute.detail"])) {
            try resolver.resolve("detial")
        }
    }
}
