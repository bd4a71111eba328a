import FlowGraph
import Foundation
import Testing

@testable import FlowGraphCheck

@Suite struct SuppressionTests {
    @Test func nextThisAndRegionsCoverTheirLines() {
        let regions = Suppressions.regions(inSource: """
            // flowgraph:disable:next orphan-destination
            case legacy
            case promo // flowgraph:disable:this max-depth, unreachable-screen
            // flowgraph:disable all
            case a
            // flowgraph:enable all
            // flowgraph:disable unhandled-route
            case b
            """)
        #expect(regions == [
            Suppressions.Region(rule: "orphan-destination", lines: 2...2),
            Suppressions.Region(rule: "max-depth", lines: 3...3),
            Suppressions.Region(rule: "unreachable-screen", lines: 3...3),
            Suppressions.Region(rule: "all", lines: 4...6),
            Suppressions.Region(rule: "unhandled-route", lines: 7...8),
        ])
    }

    @Test func commandsOutsideCommentsAndUnknownCommandsAreIgnored() {
        #expect(Suppressions.regions(inSource: "let s = \"flowgraph:disable all\"\n// flowgraph:silence all\n// flowgraph:disable").isEmpty)
    }

    @Test func filtersViolationsByReadingTheirSourceFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-suppress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "enum Route {\n    // flowgraph:disable:next orphan-destination\n    case legacy\n    case old\n}\n"
            .write(to: folder.appendingPathComponent("Sources/Route.swift"), atomically: true, encoding: .utf8)
        let suppressions = Suppressions(root: folder.path)
        let legacy = Violation(rule: "orphan-destination", severity: .warning, message: "m", file: "Sources/Route.swift", line: 3, nodes: ["Route.legacy"])
        let old = Violation(rule: "orphan-destination", severity: .warning, message: "m", file: "Sources/Route.swift", line: 4, nodes: ["Route.old"])
        var otherRule = legacy
        otherRule.rule = "unreachable-screen"
        #expect(suppressions.filter([legacy, old, otherRule]) == [old, otherRule])
    }
}
