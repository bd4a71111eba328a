import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

/// ``ReadBack``, the fuzz tests' always-valid-output property, catches what the reader lets by:
/// Swift compares `café` precomposed and decomposed as equal, a JSON reader in another language does not.
struct ReadBackTests {
    @Test func aRootEqualToANodeOnlyCanonicallyIsReported() throws {
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        let graph = NavigationGraph(
            features: [Feature(id: "F", kind: .view, root: nfd)],
            nodes: [Node(id: nfc, feature: "F", kind: .root), Node(id: "B", feature: "F", kind: .screen)],
            edges: [Edge(from: nfd, to: "B", kind: .push)])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readback-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try GraphReader.decodeJSON(Data(graph.jsonString().utf8), path: "graph.json")
        #expect(ReadBack.problems(of: graph, writingTo: file) == [
            "the root of feature 'F' '\(nfd)' is no node byte for byte", "edge start '\(nfd)' is no node byte for byte",
        ])
    }

    @Test func aNodeOfAnUndeclaredFeatureDoesNotReadBack() {
        let graph = NavigationGraph(nodes: [Node(id: "A", feature: "Missing", kind: .root)])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readback-missing-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let problems = ReadBack.problems(of: graph, writingTo: file)
        #expect(problems.count == 1 && problems[0].hasPrefix("does not read back") && problems[0].contains("unknown feature 'Missing'"))
    }
}
