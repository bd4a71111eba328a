import FlowGraph
import Foundation
import Testing

/// The analyses against an independent Python/networkx reference (`Tests/Reference/reference_analysis.py`)
/// on seeded random graphs: entry points, unreachable nodes, components, cycles (count, classes, and
/// which cycles a capped list keeps),
/// every depth bound, shortest-path lengths and costs, and the ranking of Yen's paths.
@Suite struct DifferentialTests {
    static let graphCount = 320
    static let maxCycles = 200

    @Test func analysesAgreeWithNetworkx() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-differential-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = RandomGraphGenerator(seed: 0x5EED_F10E)
        var graphs: [String: NavigationGraph] = [:]
        for n in 0..<Self.graphCount {
            let name = String(format: "graph%03d.json", n)
            let graph = generator.graph()
            graphs[name] = graph
            try graph.jsonString().write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        let reference = try Self.runReference(on: folder)
        #expect(reference.count == Self.graphCount)
        for name in graphs.keys.sorted() {
            guard let expected = reference[name] as? [String: Any], let graph = graphs[name] else {
                Issue.record("\(name): no reference result")
                continue
            }
            compare(GraphIndex(graph), with: expected, name: name)
        }
    }

    private func compare(_ index: GraphIndex, with expected: [String: Any], name: String) {
        let report = AnalysisReport(index: index, options: AnalysisOptions(maxCycles: Self.maxCycles))
        #expect(index.names(report.entryPoints) == expected["entryPoints"] as? [String], "\(name): entry points")
        #expect(index.names(report.unreachable) == expected["unreachable"] as? [String], "\(name): unreachable")
        #expect(report.components.map(index.names) == expected["components"] as? [[String]], "\(name): components")

        let cycles = expected["cycles"] as? [String: Any] ?? [:]
        #expect(report.cycles.capped == cycles["capped"] as? Bool, "\(name): cycles capped")
        #expect(report.cycles.cycles.count == cycles["count"] as? Int, "\(name): cycle count")
        // Capped, the reference lists items only when the shortest-first choice decides them all.
        if let items = cycles["items"] as? [[Any]], !report.cycles.capped || !items.isEmpty {
            let expectedItems = items.map { "\(($0[0] as? [String] ?? []).joined(separator: ",")) \($0[1])" }
            let actualItems = report.cycles.cycles.map { "\(index.names($0.nodes).joined(separator: ",")) \($0.cycleClass.rawValue)" }
            #expect(actualItems == expectedItems, "\(name): cycles")
        }

        let depth = expected["depth"] as? [String: [Any]] ?? [:]
        var actualDepth: [String: [String]] = [:]
        for (v, bounds) in report.depth.enumerated() {
            guard let bounds else { continue }
            actualDepth[index.ids[v]] = [String(bounds.minDepth), bounds.maxDepth.description,
                                         String(bounds.minModalDepth), bounds.maxModalDepth.description]
        }
        #expect(actualDepth == depth.mapValues { $0.map { "\($0)" } }, "\(name): depth bounds")

        let paths = expected["paths"] as? [String: Any] ?? [:]
        for (pair, value) in paths {
            let ends = pair.split(separator: " ").map(String.init)
            let path = index.shortestPath(from: index.node(ends[0]), to: index.node(ends[1]))
            let actual = path.map { [$0.edges.count, $0.cost] }
            #expect(actual == value as? [Int], "\(name): path \(pair)")
        }

        let kPaths = expected["kPaths"] as? [String: [[Int]]] ?? [:]
        for (pair, value) in kPaths {
            let ends = pair.split(separator: " ").map(String.init)
            let paths = index.kShortestPaths(from: index.node(ends[0]), to: index.node(ends[1]), k: 3)
            #expect(paths.map { [$0.edges.count, $0.cost] } == value, "\(name): 3 best paths \(pair)")
        }
    }

    /// Runs the reference once on the whole folder; fails with the install command when Python or
    /// networkx is missing rather than passing silently.
    static func runReference(on folder: URL) throws -> [String: Any] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference/reference_analysis.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path, "--max-cycles", String(maxCycles)]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let hint = errorText.contains("networkx") || process.terminationStatus == 127
                ? "python3 with networkx is required: pip install networkx\n" : ""
            throw ReferenceFailure(message: "\(hint)reference_analysis.py exited \(process.terminationStatus): \(errorText)")
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    struct ReferenceFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// SplitMix64 (Steele, Lea, Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA 2014):
/// the same graphs on every platform and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random navigation graphs of 1–60 nodes with varied edge-kind mixes, self-loops, parallel edges,
/// one app node or none (so feature roots become the entry points) and a few deep links.
struct RandomGraphGenerator {
    private var random: SplitMix64

    /// Edge-kind mixes, from push-only stacks to tab-heavy and modal-heavy apps.
    private static let mixes: [[EdgeKind]] = [
        EdgeKind.allCases,
        [.push],
        [.push, .push, .replace],
        [.push, .sheet, .sheet, .fullScreenCover, .alert],
        [.push, .tab, .crossTab, .reset],
        [.sheet, .popover, .confirmationDialog, .child, .replace],
        [.push, .push, .push, .sheet, .tab, .child],
    ]

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func graph() -> NavigationGraph {
        let nodeCount = Int.random(in: 1...60, using: &random)
        let ids = (0..<nodeCount).map { "F\($0 % 3).n\($0)" }
        let featureCount = min(nodeCount, Int.random(in: 1...4, using: &random))
        let features = (0..<featureCount).map { Feature(id: "Feature\($0)", kind: .coordinator, root: ids[$0]) }
        let hasApp = Int.random(in: 0..<10, using: &random) < 7
        var nodes = ids.enumerated().map { Node(id: $1, feature: "Feature\($0 % featureCount)") }
        if hasApp { nodes[0].kind = .app }
        let mix = Self.mixes[Int.random(in: 0..<Self.mixes.count, using: &random)]
        let edgeCount = Int.random(in: 0...(3 * nodeCount), using: &random)
        var edges: [Edge] = []
        for line in 0..<edgeCount {
            let from = ids[Int.random(in: 0..<nodeCount, using: &random)]
            let to = ids[Int.random(in: 0..<nodeCount, using: &random)]
            let kind = mix[Int.random(in: 0..<mix.count, using: &random)]
            edges.append(Edge(from: from, to: to, kind: kind, trigger: "t\(line)", file: "F.swift", line: line + 1))
        }
        let links = (0..<Int.random(in: 0...3, using: &random)).map { n in
            DeepLink(pattern: "app://link\(n)", target: ids[Int.random(in: 0..<nodeCount, using: &random)])
        }
        return NavigationGraph(features: features, nodes: nodes, edges: edges, deepLinks: links)
    }
}
