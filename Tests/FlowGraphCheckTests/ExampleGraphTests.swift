import FlowGraph
import Testing

@testable import FlowGraphCheck

@Suite struct ExampleGraphTests {
    @Test func readsContainersChainsDeepLinksAndDiagnostics() throws {
        let graph = try ExampleGraph.parse("""
            app App
            App -child-> Home -push-> Detail
            feature Settings root SettingsRoot
            SettingsRoot -sheet-> Edit
            deeplink app://detail -> Detail via Home Detail
            diagnostic warning unresolved-navigation Views/Home.swift:12 cannot resolve 'route'
            """)
        #expect(graph.nodes.map(\.id) == ["App", "Detail", "Edit", "Home", "SettingsRoot"])
        #expect(graph.nodes.first { $0.id == "Edit" }?.feature == "Settings")
        #expect(graph.nodes.first { $0.id == "App" }?.kind == .app)
        #expect(graph.edges.map { "\($0.from)-\($0.kind)-\($0.to)@\($0.line)" } == ["App-child-Home@2", "Home-push-Detail@2", "SettingsRoot-sheet-Edit@4"])
        #expect(graph.deepLinks == [DeepLink(pattern: "app://detail", target: "Detail", handlerStack: ["Home", "Detail"], file: ExampleGraph.file, line: 5)])
        #expect(graph.diagnostics.first?.message == "cannot resolve 'route'")
        #expect(GraphValidation.firstProblem(in: graph) == nil)
    }

    @Test func aNodeOutsideAnyFeatureRootsTheDefaultFeature() throws {
        let graph = try ExampleGraph.parse("Home -push-> Detail")
        #expect(graph.features.map(\.root) == ["Home"])
        #expect(graph.nodes.map(\.kind) == [.screen, .root])
    }

    @Test func rejectsUnknownStatementsWithTheirLine() {
        #expect(throws: ExampleGraph.SyntaxError.self) { try ExampleGraph.parse("A -jump-> B") }
        do {
            _ = try ExampleGraph.parse("app App\nthis is not a statement")
            Issue.record("expected an error")
        } catch let error as ExampleGraph.SyntaxError {
            #expect(error.line == 2)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
