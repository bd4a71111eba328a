import FlowGraph
import Foundation
import Testing

@Suite("Reading graph files")
struct GraphReaderTests {
    private func error(json: String) -> FlowGraphError? {
        do {
            _ = try GraphReader.decodeJSON(Data(json.utf8), path: "graph.json")
            return nil
        } catch {
            return error as? FlowGraphError
        }
    }

    /// The JSON path part of an error's location (`line L, column C: path`).
    private func location(_ error: FlowGraphError?) -> String? {
        guard case let .invalidGraph(_, location, _) = error else { return nil }
        return location.components(separatedBy: ": ").last
    }

    private func position(_ error: FlowGraphError?) -> String? {
        guard case let .invalidGraph(_, location, _) = error else { return nil }
        return location.components(separatedBy: ": ").first
    }

    @Test func minimalHandWrittenGraphGetsDefaults() throws {
        let graph = try GraphReader.decodeJSON(Data(#"""
            {"schemaVersion": 1, "nodes": [{"id": "A"}, {"id": "B"}], "edges": [{"from": "A", "to": "B", "kind": "sheet"}]}
            """#.utf8), path: "g.json")
        #expect(graph.nodes.map(\.kind) == [.screen, .screen])
        #expect(graph.edges == [Edge(from: "A", to: "B", kind: .sheet)])
    }

    @Test func unknownEdgeKindNamesPathAndChoices() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "edges": [{"from": "A", "to": "A", "kind": "jump"}]}"#)
        #expect(location(e) == "edges[0].kind")
        #expect(position(e) == "line 1, column 89")
        #expect(e?.localizedDescription.contains("unknown edge kind 'jump'") == true)
        #expect(e?.localizedDescription.contains("crossTab") == true)
    }

    @Test func missingMemberIsNamed() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "edges": [{"from": "A", "kind": "push"}]}"#)
        #expect(location(e) == "edges[0]")
        #expect(e?.localizedDescription.hasSuffix("missing required member 'to'") == true)
    }

    @Test func danglingEdgeIsRejected() {
        let e = error(json: "{\"schemaVersion\": 1, \"nodes\": [{\"id\": \"A\"}],\n \"edges\": [{\"from\": \"A\", \"to\": \"Z\", \"kind\": \"push\"}]}")
        #expect(location(e) == "edges[0].to")
        #expect(position(e) == "line 2, column 32")
        #expect(e?.localizedDescription.contains("unknown node 'Z'") == true)
    }

    @Test func duplicateNodeIsRejected() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": "A"}, {"id": "A"}]}"#)
        #expect(location(e) == "nodes[1].id")
    }

    @Test func wrongSchemaVersionIsRejected() {
        let e = error(json: #"{"schemaVersion": 7}"#)
        #expect(location(e) == "schemaVersion")
    }

    @Test func syntaxErrorGivesALineAndColumn() {
        let e = error(json: "{\n  \"schemaVersion\": 1,\n  \"nodes\": [}\n")
        #expect(e?.localizedDescription == "graph.json: line 3, column 13: not valid JSON: unexpected character; expected a value")
    }

    @Test func unknownMemberSuggestsTheIntendedOne() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": "A", "paramters": []}]}"#)
        #expect(location(e) == "nodes[0]")
        #expect(e?.localizedDescription.contains("unknown member 'paramters'; did you mean 'parameters'?") == true)
    }

    @Test func wrongTypeSaysWhatWasFound() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": 7}]}"#)
        #expect(location(e) == "nodes[0].id")
        #expect(e?.localizedDescription.hasSuffix("expected a string, found a number") == true)
    }

    @Test func hostileNestingIsAnErrorNotACrash() {
        let e = error(json: String(repeating: "[", count: 100_000))
        #expect(e?.localizedDescription.contains("nesting deeper than") == true)
    }

    @Test(arguments: [
        (#""a\"b""#, "a\"b"), (#""\u00e9\ud83d\ude00\n""#, "é😀\n"), (#""plain ✓""#, "plain ✓"),
    ])
    func decodesStringEscapes(json: String, expected: String) throws {
        let graph = try GraphReader.decodeJSON(Data(#"{"schemaVersion": 1, "nodes": [{"id": \#(json)}]}"#.utf8), path: "g.json")
        #expect(graph.nodes.first?.id == expected)
    }

    @Test func readsYAMLOfTheSameShape() throws {
        let yaml = """
            schemaVersion: 1
            nodes:
              - id: Home
              - id: Settings
            edges:
              - {from: Home, to: Settings, kind: push, trigger: showSettings()}
            """
        let graph = try GraphReader.decodeYAML(Data(yaml.utf8), path: "g.yml")
        #expect(graph.edges.first?.trigger == "showSettings()")
    }

    @Test func yamlSyntaxErrorGivesLine() {
        do {
            _ = try GraphReader.decodeYAML(Data("schemaVersion: 1\nnodes: [\n  - a\n".utf8), path: "g.yml")
            Issue.record("expected an error")
        } catch let FlowGraphError.invalidGraph(path, location, _) {
            #expect(path == "g.yml")
            #expect(location.hasPrefix("line "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: FlowGraphError.self) { try GraphReader.read(path: "/nonexistent/graph.json") }
    }
}
