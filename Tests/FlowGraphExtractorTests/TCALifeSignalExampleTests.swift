import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing
@testable import FlowGraphExtractor

/// `Examples/LifeSignal` (seed 003: tabs, presents, stacks, nested, alerts, dialogs, URL actions)
/// extracted with the standard recognisers equals its hand-checked `expected.json`.
@Suite struct TCALifeSignalExampleTests {
    let folder = Repository.example("LifeSignal")

    @Test func extractionEqualsExpectedGraph() throws {
        let expected = try GraphReader.read(path: folder.appendingPathComponent("expected.json").path).normalized()
        let actual = SourceExtractor().extract(paths: [folder.path], root: folder.path)
        #expect(actual.features == expected.features)
        #expect(actual.nodes == expected.nodes)
        for edge in Set(expected.edges).subtracting(actual.edges) { Issue.record("missing edge \(edge)") }
        for edge in Set(actual.edges).subtracting(expected.edges) { Issue.record("unexpected edge \(edge)") }
        #expect(actual.deepLinks == expected.deepLinks)
        #expect(actual.diagnostics == expected.diagnostics)
        #expect(actual == expected)
    }

    @Test func coversTheNavigationStylesItIsMeantToShow() throws {
        let graph = try GraphReader.read(path: folder.appendingPathComponent("expected.json").path)
        let kinds = Set(graph.edges.map(\.kind))
        for kind: EdgeKind in [.push, .reset, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .tab, .child] {
            #expect(kinds.contains(kind), "no \(kind) edge")
        }
        let screens = graph.nodes.filter { $0.kind != .app }
        #expect((20...45).contains(screens.count), "\(screens.count) screens")
        #expect(graph.diagnostics.contains { $0.code == "unresolved-navigation" })
        #expect(!graph.deepLinks.isEmpty)
    }
}
