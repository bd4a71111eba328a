import FlowGraph
import Foundation
import Testing

/// Graph files written to hurt: each case is the smallest reproducer of a failure fuzzing found
/// (issue 17), and must end in one clean `FlowGraphError`, quickly.
@Suite("Hostile graph files")
struct HostileGraphFileTests {
    private func yamlError(_ yaml: String) -> FlowGraphError? {
        do {
            _ = try GraphReader.decodeYAML(Data(yaml.utf8), path: "graph.yml")
            return nil
        } catch {
            return error as? FlowGraphError
        }
    }

    /// "Billion laughs": nine levels of ten aliases each stand for 10^9 values (it ran out of memory).
    @Test(.timeLimit(.minutes(1))) func yamlAliasExpansionIsRefused() {
        var yaml = "schemaVersion: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "nodes: *a9\n"
        let error = yamlError(yaml)
        #expect(error?.localizedDescription.contains("aliases ('*name') expand to more values") == true)
    }

    /// A chain of 20,000 aliases, each holding the last: quadratic, and as deep as it is long.
    @Test(.timeLimit(.minutes(1))) func aLongYAMLAliasChainIsRefused() {
        var yaml = "schemaVersion: 1\nv0: &v0 x\n"
        for index in 1..<20_000 { yaml += "v\(index): &v\(index) [*v\(index - 1)]\n" }
        #expect(yamlError(yaml)?.localizedDescription.contains("nesting deeper than 256 levels") == true)
    }

    @Test func deeplyNestedYAMLIsRefusedLikeJSON() {
        let yaml = "schemaVersion: 1\nnodes: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
        #expect(yamlError(yaml)?.localizedDescription.contains("nesting deeper than 256 levels") == true)
    }

    @Test func aYAMLGraphWithAFewAliasesStillReads() throws {
        let yaml = "schemaVersion: 1\nfeatures: [{id: Home, kind: view, root: A}]\nnodes: [{id: A, feature: &f Home}, {id: B, feature: *f}]\nedges: [{from: A, to: B, kind: push}]\n"
        let graph = try GraphReader.decodeYAML(Data(yaml.utf8), path: "g.yml")
        #expect(graph.edges.count == 1)
        #expect(graph.nodes.map(\.feature) == ["Home", "Home"])
    }
}
