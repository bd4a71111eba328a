import FlowGraph
import Foundation
import Testing

@testable import FlowGraphCheck

@Suite struct BaselineTests {
    let orphan = Violation(rule: "orphan-destination", severity: .warning, message: "nothing navigates to 'A'", file: "Sources/A.swift", line: 10, nodes: ["A"])
    let unresolved = Violation(rule: "unresolved-navigation", severity: .warning, message: "cannot resolve 'route'", file: "Sources/B.swift", line: 4)

    @Test func matchesOnRuleAndNodesNotLines() {
        let baseline = Baseline(violations: [orphan, unresolved])
        var moved = orphan
        moved.line = 42
        moved.message = "reworded"
        var movedCall = unresolved
        movedCall.line = 90
        let fresh = Violation(rule: "orphan-destination", severity: .warning, message: "m", file: "Sources/A.swift", line: 11, nodes: ["B"])
        let (new, baselined) = baseline.filter([moved, movedCall, fresh])
        #expect(new == [fresh])
        #expect(baselined == 2)
    }

    @Test func countsDuplicates() {
        let baseline = Baseline(violations: [unresolved])
        var second = unresolved
        second.line = 8
        #expect(baseline.filter([unresolved, second]).new == [second])
    }

    @Test func roundTripsThroughItsFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fg-baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let baseline = Baseline(violations: [unresolved, orphan])
        try baseline.jsonString().write(to: url, atomically: true, encoding: .utf8)
        let read = try Baseline.read(path: url.path)
        #expect(read.violations.map(\.fingerprint) == baseline.violations.map(\.fingerprint))
        #expect(!baseline.jsonString().contains("\"line\""), "no line numbers, so moving code keeps the baseline valid")
    }

    @Test func rejectsFilesThatAreNotBaselines() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fg-baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try #"{"version": 1, "violations": [{"rule": "x"}]}"#.write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: FlowGraphError.self) { try Baseline.read(path: url.path) }
    }
}
