import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

/// `flowgraph render` end to end: the built binary, its stdout, stderr and exit code.
@Suite struct RenderCommandTests {
    static let graph = Repository.root.appendingPathComponent("Tests/Browser/graph.json").path

    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    static func flowgraph(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = Repository.flowgraphBinary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func textFormatsGoToStdout() throws {
        let run = try Self.flowgraph(["render", Self.graph, "-f", "mermaid"])
        #expect(run.status == 0)
        #expect(String(decoding: run.stdout, as: UTF8.self).hasPrefix("flowchart TB\n"))
    }

    @Test func binaryFormatsNeedAFile() throws {
        let run = try Self.flowgraph(["render", Self.graph, "-f", "png"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("-o FILE.png"))
    }

    @Test func formatFollowsTheOutputExtension() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, prefix) in [("g.dot", "digraph"), ("g.svg", "<?xml"), ("g.html", "<!DOCTYPE html>"), ("g.pdf", "%PDF-")] {
            let file = directory.appendingPathComponent(name)
            let run = try Self.flowgraph(["render", Self.graph, "-o", file.path])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            let head = try Data(contentsOf: file).prefix(prefix.utf8.count)
            #expect(String(decoding: head, as: UTF8.self) == prefix, "\(name)")
        }
        let forced = directory.appendingPathComponent("graph.txt")
        #expect(try Self.flowgraph(["render", Self.graph, "-f", "dot", "-o", forced.path]).status == 0)
        #expect(try String(contentsOf: forced, encoding: .utf8).hasPrefix("digraph"))
        let unknown = try Self.flowgraph(["render", Self.graph, "-o", directory.appendingPathComponent("g.txt").path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("-f"))
    }

    @Test func filtersApplyToJSON() throws {
        let run = try Self.flowgraph(["render", "--highlight-path", "BankApp", "filter", Self.graph, "-f", "json", "--feature", "SettingsCoordinator"])
        #expect(run.status == 0, "\(run.stderr)")
        let graph = try GraphReader.decodeJSON(run.stdout, path: "stdout")
        #expect(Set(graph.nodes.map(\.feature)) == ["SettingsCoordinator", "MainTabView", "AccountsCoordinator"])
        #expect(run.stderr.contains("no path"))
    }

    @Test func jsonRecordsTheHighlightedPath() throws {
        let run = try Self.flowgraph(["render", Self.graph, "-f", "json", "--highlight-path", "MainTabView", "transactions"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let path = try #require(object["highlightedPath"] as? [String: Any])
        #expect(path["from"] as? String == "MainTabView")
        #expect(path["to"] as? String == "AccountsRoute.transactions")
        let steps = try #require(path["steps"] as? [[String: Any]])
        #expect(steps.map { $0["to"] as? String } == ["AccountsRoute.list", "AccountsRoute.detail", "AccountsRoute.transactions"])
        #expect(try GraphReader.decodeJSON(run.stdout, path: "stdout").nodes.count == 12, "still a graph file")
        let plain = try Self.flowgraph(["render", Self.graph, "-f", "json"])
        #expect(!String(decoding: plain.stdout, as: UTF8.self).contains("highlightedPath"))
    }

    @Test func badFilterValuesExitTwo() throws {
        #expect(try Self.flowgraph(["render", Self.graph, "--kinds", "push,teleport"]).status == 2)
        #expect(try Self.flowgraph(["render", Self.graph, "--feature", "Nowhere"]).stderr.contains("unknown feature 'Nowhere'"))
        #expect(try Self.flowgraph(["render", Self.graph, "--focus", "detial"]).stderr.contains("did you mean"))
    }

    @Test func largeGraphsGetAHint() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ids = (0...300).map { "Route.s\($0)" }
        let graph = NavigationGraph(
            features: [Feature(id: "Big", kind: .coordinator, root: ids[0])],
            nodes: ids.map { Node(id: $0, feature: "Big") },
            edges: zip(ids, ids.dropFirst()).map { Edge(from: $0, to: $1, kind: .push) }
        )
        let file = directory.appendingPathComponent("big.json")
        try graph.jsonString().write(to: file, atomically: true, encoding: .utf8)
        let big = try Self.flowgraph(["render", file.path, "-f", "dot"])
        #expect(big.status == 0)
        #expect(big.stderr.contains("301 nodes") && big.stderr.contains("--focus"))
        let small = try Self.flowgraph(["render", file.path, "-f", "dot", "--focus", "s150", "--radius", "3"])
        #expect(!small.stderr.contains("nodes, too many"))
    }

    @Test func missingGraphvizPluginsTellTheUserToRunDotC() throws {
        // GVBINDIR points Graphviz at a plugin folder without `config6a`.
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.flowgraph(["render", Self.graph, "-f", "svg"], environment: ["GVBINDIR": directory.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("dot -c"))
    }

    /// The picture's width over height, from the `<svg width=… height=…>` Graphviz writes.
    static func aspect(ofSVG data: Data) -> Double? {
        let text = String(decoding: data.prefix(2_000), as: UTF8.self)
        guard let match = text.firstMatch(of: /<svg width="([0-9.]+)pt" height="([0-9.]+)pt"/),
              let width = Double(match.1), let height = Double(match.2), height > 0 else { return nil }
        return width / height
    }

    @Test func aspectAsksForAShape() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let graph = directory.appendingPathComponent("app.json")
        try Data(JSONWriter().string(GeneratedApp.graph(nodes: 100, edges: 150).jsonValue()).utf8).write(to: graph)
        let tall = try Self.flowgraph(["render", graph.path, "--aspect", "1:2"])
        let wide = try Self.flowgraph(["render", graph.path, "--aspect", "3:1"])
        #expect(tall.status == 0 && wide.status == 0)
        let (tallAspect, wideAspect) = (try #require(Self.aspect(ofSVG: tall.stdout)), try #require(Self.aspect(ofSVG: wide.stdout)))
        #expect(tallAspect < wideAspect, "1:2 gave \(tallAspect), 3:1 gave \(wideAspect)")
        let bands = { (aspect: String) throws -> Int in
            let run = try Self.flowgraph(["render", graph.path, "--aspect", aspect, "-f", "dot"])
            return String(decoding: run.stdout, as: UTF8.self).components(separatedBy: "id=\"band-").count - 1
        }
        #expect(try bands("1:2") > bands("3:1"))

        let bad = try Self.flowgraph(["render", graph.path, "--aspect", "wide"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--aspect"))
    }

    @Test func overviewDrawsOneNodePerFeatureWithItsScreens() throws {
        let run = try Self.flowgraph(["render", Self.graph, "--overview", "-f", "dot"])
        #expect(run.status == 0)
        let dot = String(decoding: run.stdout, as: UTF8.self)
        let graph = try GraphReader.read(path: Self.graph)
        let featureNodes = dot.split(separator: "\n").filter { $0.contains("id=\"node-") }
        #expect(featureNodes.count == Set(graph.nodes.map(\.feature)).count)
        #expect(dot.contains(" screens</FONT>"))
    }
}
