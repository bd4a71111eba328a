@testable import FlowGraph
import Foundation
import Testing

/// The direct JSON reader is a fast path: whatever it accepts, the document-tree reader must accept
/// with the same graph; whatever it declines goes to the tree reader, which reports the error.
@Suite("Reading graph JSON straight into the model")
struct DirectGraphJSONReaderTests {
    private func direct(_ json: String) -> NavigationGraph? {
        Data(json.utf8).withUnsafeBytes { DirectGraphJSONReader.read($0.bindMemory(to: UInt8.self)) }
    }

    private func throughTree(_ json: String) -> NavigationGraph? {
        try? GraphReader.decodeJSONThroughDocumentTree(Data(json.utf8), path: "g.json")
    }

    @Test func readsWrittenGraphsAsTheTreeReaderDoes() throws {
        var generator = RandomGraphGenerator(seed: 0xD12E)
        for _ in 0..<50 {
            var graph = generator.graph()
            graph.diagnostics = [Diagnostic(severity: .warning, code: "unresolved-navigation", message: "x \"y\"", file: "a.swift", line: 3)]
            graph.nodes[0].parameters = ["id: String", "π: Double"]
            let json = graph.jsonString()
            let read = try #require(direct(json), "the direct reader declined a written graph")
            #expect(read == throughTree(json))
            #expect(read == graph.normalized())
        }
    }

    @Test(arguments: [
        // Defaults for left-out members, hand-written order, a repeated member (its last value counts).
        #"{"nodes": [{"id": "A"}, {"id": "B", "kind": "root", "id": "C"}], "schemaVersion": 1, "edges": [{"to": "A", "from": "C", "kind": "tab"}]}"#,
        // Escapes, non-ASCII, surrogate pairs and a lone surrogate, a byte-order mark, leading zeros.
        "\u{FEFF}" + #"{"schemaVersion": 01, "nodes": [{"id": "\u00e9\ud83d\ude00"}, {"id": "é😀x"}, {"id": "a\"b\\c\/\n\ud800"}], "edges": [{"from": "\u00e9\ud83d\ude00", "to": "é😀x", "kind": "push", "line": -0}]}"#,
        // The member `render -f json --highlight-path` writes, ignored.
        #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "highlightedPath": {"nodes": ["A"], "edges": [], "cost": 1.5e3, "x": [true, false, null, -2]}}"#,
        // Deep links and features with every member.
        #"{"schemaVersion": 1, "features": [{"id": "F", "kind": "flow", "root": "A", "file": "f", "line": 2}], "nodes": [{"id": "A", "feature": "F"}], "deepLinks": [{"pattern": "p", "target": "A", "handlerStack": ["A", "A"], "handlerStack": ["A"]}]}"#,
    ])
    func acceptsWhatTheTreeReaderAccepts(json: String) throws {
        let read = try #require(direct(json))
        #expect(read == throughTree(json))
    }

    @Test(arguments: [
        #"{"schemaVersion": 1, "nodes": [{"id": "A"}, {"id": "A"}]}"#,
        #"{"schemaVersion": 1, "nodes": [{"id": "é"}, {"id": "e\u0301"}]}"#,  // canonically equal ids
        #"{"schemaVersion": 1, "nodes": [{"id": "A", "feature": "F"}]}"#,
        #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "edges": [{"from": "A", "to": "B", "kind": "push"}]}"#,
        #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "deepLinks": [{"pattern": "p", "target": "A", "handlerStack": ["B"]}]}"#,
        #"{"schemaVersion": 1, "features": [{"id": "F", "kind": "flow", "root": "Z"}]}"#,
        #"{"schemaVersion": 1, "nodes": [{"id": "A", "line": 1.0}]}"#,
        #"{"schemaVersion": 1, "nodes": [{"id": "A", "line": 99999999999999999999}]}"#,
        #"{"schemaVersion": 2}"#,
        #"{"schemaVersion": 1, "schemaVersion": 1}"#,
        #"{"schemaVersion": 1, "nodes": [], "nodes": []}"#,
        #"{"schemaVersion": 1} x"#,
        #"{{"schemaVersion": 1}"#,
        #"{"schemaVersion": 1, "nodes": [{"id": "A\u0007"}], "x": 1}"#,
        #"{"schemaVersion": 1, "highlightedPath": [01.]}"#,
    ])
    func declinesWhatItDoesNotHandle(json: String) {
        #expect(direct(json) == nil)
    }

    /// Random edits of valid documents: the direct reader never accepts a document the tree reader
    /// rejects, nor reads one differently.
    @Test func neverDisagreesWithTheTreeReaderOnEditedDocuments() {
        var generator = RandomGraphGenerator(seed: 0xB17E)
        var random = SplitMix64(seed: 0xED17)
        let insertions = Array(#"{}[]",:"\ 0123456789.-eE+tnfuaA/é"#.utf8) + [0x0A, 0x07, 0xFF]
        var accepted = 0
        for round in 0..<1_500 {
            var graph = generator.graph()
            if round % 3 == 0 { graph.deepLinks.append(DeepLink(pattern: "x://\\u", target: graph.nodes[0].id, handlerStack: [graph.nodes[0].id])) }
            var bytes = Array(graph.jsonString().utf8)
            for _ in 0...Int.random(in: 0..<3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(insertions.randomElement(using: &random)!, at: at)
                default: bytes[at] = insertions.randomElement(using: &random)!
                }
            }
            let data = Data(bytes)
            let fast = data.withUnsafeBytes { DirectGraphJSONReader.read($0.bindMemory(to: UInt8.self)) }
            let slow = try? GraphReader.decodeJSONThroughDocumentTree(data, path: "g.json")
            if let fast {
                accepted += 1
                #expect(fast == slow, "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(accepted > 30)  // most random edits break the document; enough survive to compare
    }

    @Test func errorsStillComeFromTheTreeReader() {
        let json = "{\"schemaVersion\": 1, \"nodes\": [{\"id\": \"A\"}],\n \"edges\": [{\"from\": \"A\", \"to\": \"Z\", \"kind\": \"push\"}]}"
        #expect(throws: FlowGraphError.invalidGraph(path: "g.json", location: "line 2, column 32: edges[0].to", message: "unknown node 'Z'; declare it in 'nodes'")) {
            try GraphReader.decodeJSON(Data(json.utf8), path: "g.json")
        }
    }

    @Test func equalStringsShareOneValue() throws {
        let graph = try #require(direct(#"{"schemaVersion": 1, "nodes": [{"id": "Feature.Route.someLongScreenName"}], "edges": [{"from": "Feature.Route.someLongScreenName", "to": "Feature.Route.someLongScreenName", "kind": "push"}]}"#))
        var id = graph.nodes[0].id, from = graph.edges[0].from
        let idStorage = id.withUTF8 { $0.baseAddress }
        let fromStorage = from.withUTF8 { $0.baseAddress }
        #expect(idStorage == fromStorage)
    }
}
