import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing
@testable import FlowGraphRendering

/// Each filter, through the DOT, Mermaid and JSON outputs, against golden files.
@Suite struct FilterRenderingTests {
    static let filters: [(name: String, filter: GraphFilter)] = [
        ("feature", GraphFilter(feature: "SettingsCoordinator")),
        ("focus", GraphFilter(focus: "detail", radius: 1)),
        ("highlight-path", GraphFilter(highlightPath: ("BankApp", "AccountsRoute.filter"))),
        ("kinds", GraphFilter(kinds: [.push, .sheet])),
        ("collapse-features", GraphFilter(collapseFeatures: true)),
    ]

    @Test(arguments: filters.map(\.name))
    func filteredViewMatchesGolden(name: String) throws {
        let filter = try #require(Self.filters.first { $0.name == name }).filter
        let view = try filter.apply(to: Fixtures.allKinds)
        #expect(Snapshot.mismatch(DOTEmitter().emit(view), named: "filter-\(name).dot") == nil)
        #expect(Snapshot.mismatch(MermaidEmitter().emit(view), named: "filter-\(name).mmd") == nil)
        let json = String(decoding: try OutputFormat.json.render(view).data, as: UTF8.self)
        #expect(Snapshot.mismatch(json, named: "filter-\(name).json") == nil)
    }

    @Test func filteredJSONIsAValidGraph() throws {
        for (name, filter) in Self.filters {
            let graph = try filter.apply(to: Fixtures.allKinds).graph
            #expect(GraphValidation.firstProblem(in: graph) == nil, "\(name)")
        }
    }

    @Test func collapsedEdgesAreLabelledWithTheirCount() throws {
        let view = try GraphFilter(collapseFeatures: true).apply(to: Fixtures.allKinds)
        let dot = DOTEmitter().emit(view)
        #expect(dot.contains("label=\"1 edge\""))
        #expect(MermaidEmitter().emit(view).contains("|\"1 edge\"|"))
    }
}

/// The examples under `Examples/` whose expected graph gets golden DOT and Mermaid renderings.
/// Adding an example is adding its folder name here (then `RECORD_SNAPSHOTS=1` once, and review).
enum ExampleRenderings {
    static let names: [String] = ["LifeSignal"]
}

@Suite struct ExampleRenderingTests {
    @Test(arguments: ExampleRenderings.names)
    func exampleMatchesGolden(name: String) throws {
        let graph = try GraphReader.read(path: Repository.example(name).appendingPathComponent("expected.json").path)
        let view = FilteredGraph(graph: graph)
        #expect(Snapshot.mismatch(DOTEmitter().emit(view), named: "example-\(name).dot") == nil)
        #expect(Snapshot.mismatch(MermaidEmitter().emit(view), named: "example-\(name).mmd") == nil)
    }
}
