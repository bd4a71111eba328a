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

    private func location(_ error: FlowGraphError?) -> String? {
        if case let .invalidGraph(_, location, _) = error { return location }
        return nil
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
        #expect(e?.localizedDescription.contains("unknown edge kind 'jump'") == true)
        #expect(e?.localizedDescription.contains("crossTab") == true)
    }

    @Test func missingMemberIsNamed() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "edges": [{"from": "A", "kind": "push"}]}"#)
        #expect(location(e) == "edges[0].to")
    }

    @Test func danglingEdgeIsRejected() {
        let e = error(json: #"{"schemaVersion": 1, "nodes": [{"id": "A"}], "edges": [{"from": "A", "to": "Z", "kind": "push"}]}"#)
        #expect(location(e) == "edges[0].to")
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
        #expect(location(e)?.hasPrefix("line ") == true)
        #expect(e?.localizedDescription.hasPrefix("graph.json: line") == true)
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
