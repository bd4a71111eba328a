import FlowGraphTestSupport
import Foundation
import Testing

/// The committed diagrams in `docs/examples` must be what FlowGraph renders today, and each
/// example must pass `flowgraph check` against its committed baseline (the tool runs on its own
/// examples, like swift-format's generated-files check).
@Suite("Committed example artifacts are current")
struct ExampleDiagramsTests {
    static let apps: [String] = {
        let examples = Repository.root.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: examples.appendingPathComponent("\($0)/expected.json").path) }.sorted()
    }()

    @Test(arguments: apps, ["dot", "mermaid"])
    func diagramIsCurrent(app: String, format: String) throws {
        let file = "docs/examples/\(app).\(format == "mermaid" ? "mmd" : format)"
        let committed = try? String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
        let rendered = try CommandRunner.flowgraph(["render", "Examples/\(app)", "-f", format])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let isCurrent = committed == rendered.stdout
        #expect(isCurrent, "\(file) is stale or missing; regenerate it with `make docs` and commit it")
    }

    @Test(arguments: apps)
    func checkFindsNothingNewAgainstTheBaseline(app: String) throws {
        let baseline = "Examples/\(app)/flowgraph-baseline.json"
        let result = try CommandRunner.flowgraph(["check", "Examples/\(app)", "--baseline", baseline, "--strict"])
        #expect(result.status == 0, "new findings in Examples/\(app) (fix them, or `make baselines` if intended):\n\(result.stdout)\(result.stderr)")
    }
}
