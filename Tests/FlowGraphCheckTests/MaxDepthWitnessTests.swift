import FlowGraph
import Testing

@testable import FlowGraphCheck

/// The walk a `max-depth` finding shows must really reach the reported depth.
@Suite struct MaxDepthWitnessTests {
    func messages(_ graph: String, stack: Int = 8, modal: Int = 3) throws -> [String] {
        let context = RuleContext(graph: try ExampleGraph.parse(graph))
        return MaxDepthRule().check(context, options: RuleOptions(["stack": stack, "modal": modal])).map(\.message)
    }

    @Test func theWalkRestartsAtTheEdgeThatResetsTheStack() throws {
        let found = try messages("""
            app App
            App -child-> Home -push-> Long1 -push-> Long2 -push-> Long3 -sheet-> Modal -push-> A -push-> B -push-> C
            """, stack: 2)
        #expect(found == [
            "'C' can be 3 pushes deep, over the limit of 2: App → Home → Long1 → Long2 → Long3 → Modal → A → B → C",
            "'Long3' can be 3 pushes deep, over the limit of 2: App → Home → Long1 → Long2 → Long3",
        ])
    }

    @Test func zeroGainReplaceCyclesDoNotTrapTheWalk() throws {
        let found = try messages("""
            app App
            App -child-> Home -push-> A -replace-> A2 -replace-> A
            A2 -push-> B -push-> C
            """, stack: 2)
        #expect(found == ["'C' can be 3 pushes deep, over the limit of 2: App → Home → A → A2 → B → C"])
    }

    @Test func modalDepthWalksCountPresentations() throws {
        let found = try messages("""
            app App
            App -child-> Home -sheet-> S1 -push-> P -sheet-> S2
            """, modal: 1)
        #expect(found == ["'S2' can be 2 modal layers deep, over the limit of 1: App → Home → S1 → P → S2"])
    }
}
