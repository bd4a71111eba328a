import FlowGraph
import Foundation

/// The analysis benchmark of issue 2: a seeded graph of 100,000 nodes and 400,000 edges of mixed
/// kinds, written as JSON, then timed: load the JSON, build the index, analyse (SPEC §3), render the
/// analysis as JSON, and 1,000 shortest-path queries. Prints one `key=value` line per measure (seconds,
/// peak RSS in MB), which `Scripts/bench-analysis.sh` compares with networkx on the same JSON.
///
/// Usage: flowgraph-bench [--random] [--nodes N] [--existing] [GRAPH_JSON_PATH]   (default: bench-results/graph.json)
///
/// `--random` benchmarks the random dense-cycle graph of issue 18 instead of the feature-shaped one:
/// the shape of the differential tests' `RandomGraphGenerator` (every edge kind, endpoints uniform over
/// all nodes, self-loops and parallel edges, one app node, a few deep links), so nearly every node lies
/// in one giant strongly connected component with astronomically many elementary cycles.
/// `--nodes N` scales either graph (edges = 4 N), to see how cost grows with size.

/// SplitMix64, so every run benchmarks the same graph.
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

var arguments = Array(CommandLine.arguments.dropFirst())
let randomShape = arguments.contains("--random")
/// `--existing`: benchmark the graph already at the path (no generation), e.g. under a profiler.
let existing = arguments.contains("--existing")
arguments.removeAll { $0 == "--random" || $0 == "--existing" }
var requestedNodes = 100_000
if let flag = arguments.firstIndex(of: "--nodes"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 100 {
    requestedNodes = n
    arguments.removeSubrange(flag...(flag + 1))
}
let nodeCount = requestedNodes
let edgeCount = 4 * nodeCount
let featureSize = 100
let queryCount = 1_000

/// Features of 100 screens each under one app; edges mostly inside a feature (push-heavy), some
/// modal, tab and cross-feature moves; 200 deep links.
func generateGraph() -> NavigationGraph {
    var random = SplitMix64(seed: 2026)
    func id(_ n: Int) -> String { "Feature\(n / featureSize).Route.screen\(n % featureSize)" }
    let features = (0..<(nodeCount / featureSize)).map { f in
        Feature(id: "Feature\(f)", kind: .coordinator, root: id(f * featureSize), file: "Sources/Feature\(f).swift", line: 1)
    }
    var nodes = (0..<nodeCount).map { n in
        Node(id: id(n), feature: "Feature\(n / featureSize)", kind: n % featureSize == 0 ? .root : .screen,
             file: "Sources/Feature\(n / featureSize).swift", line: n % featureSize + 2)
    }
    nodes.append(Node(id: "App", feature: "Feature0", kind: .app, file: "Sources/App.swift", line: 1))
    let kinds: [EdgeKind] = [.push, .push, .push, .push, .push, .replace, .sheet, .fullScreenCover, .alert, .reset, .tab, .crossTab, .child]
    var edges = (0..<features.count).map { f in
        Edge(from: "App", to: id(f * featureSize), kind: .tab, trigger: "TabView", file: "Sources/App.swift", line: f + 2)
    }
    while edges.count < edgeCount {
        let from = Int.random(in: 0..<nodeCount, using: &random)
        let local = Int.random(in: 0..<10, using: &random) < 8
        let to = local
            ? (from / featureSize) * featureSize + Int.random(in: 0..<featureSize, using: &random)
            : Int.random(in: 0..<nodeCount, using: &random)
        let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
        edges.append(Edge(from: id(from), to: id(to), kind: kind, trigger: "coordinator.\(kind)(.screen\(to % featureSize))",
                          file: "Sources/Feature\(from / featureSize).swift", line: edges.count % 1000 + 1))
    }
    let links = (0..<200).map { n in
        let target = Int.random(in: 0..<nodeCount, using: &random)
        return DeepLink(pattern: "bench://feature\(target / featureSize)/\(n)/:id", target: id(target),
                        handlerStack: [id(target)], file: "Sources/DeepLinks.swift", line: n + 1)
    }
    return NavigationGraph(features: features, nodes: nodes, edges: edges, deepLinks: links)
}

/// The random dense-cycle graph (issue 18): `nodeCount` screens in features of 100 under one app
/// node, `edgeCount` edges between uniformly random screens (self-loops and parallel edges included)
/// with every edge kind equally likely, and 200 deep links.
func generateRandomGraph() -> NavigationGraph {
    var random = SplitMix64(seed: 0x5EED_F10E)
    func id(_ n: Int) -> String { "Random\(n / featureSize).Route.screen\(n % featureSize)" }
    let features = (0..<(nodeCount / featureSize)).map { f in
        Feature(id: "Random\(f)", kind: .coordinator, root: id(f * featureSize), file: "Sources/Random\(f).swift", line: 1)
    }
    var nodes = (0..<nodeCount).map { n in
        Node(id: id(n), feature: "Random\(n / featureSize)", kind: n % featureSize == 0 ? .root : .screen,
             file: "Sources/Random\(n / featureSize).swift", line: n % featureSize + 2)
    }
    nodes.append(Node(id: "App", feature: "Random0", kind: .app, file: "Sources/App.swift", line: 1))
    let kinds = EdgeKind.allCases
    var edges = [Edge(from: "App", to: id(0), kind: .child, trigger: "WindowGroup", file: "Sources/App.swift", line: 2)]
    while edges.count < edgeCount {
        let from = Int.random(in: 0..<nodeCount, using: &random)
        let to = Int.random(in: 0..<nodeCount, using: &random)
        let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
        edges.append(Edge(from: id(from), to: id(to), kind: kind, trigger: "coordinator.\(kind)(.screen\(to % featureSize))",
                          file: "Sources/Random\(from / featureSize).swift", line: edges.count % 1000 + 1))
    }
    let links = (0..<200).map { n in
        let target = Int.random(in: 0..<nodeCount, using: &random)
        return DeepLink(pattern: "bench://random\(target / featureSize)/\(n)/:id", target: id(target),
                        handlerStack: [id(target)], file: "Sources/DeepLinks.swift", line: n + 1)
    }
    return NavigationGraph(features: features, nodes: nodes, edges: edges, deepLinks: links)
}

func measure<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("\(label)=\(String(format: "%.4f", seconds))")
    return result
}

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024 // kilobytes
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576 // bytes
    #endif
}

let path = arguments.first ?? "bench-results/graph.json"
try FileManager.default.createDirectory(
    at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
if !existing {
    let generated = measure("generate_s") { randomShape ? generateRandomGraph() : generateGraph() }
    try measure("write_json_s") { try generated.jsonString().write(toFile: path, atomically: true, encoding: .utf8) }
    print("nodes=\(generated.nodes.count) edges=\(generated.edges.count)")
}

let graph = try measure("load_json_s") { try GraphReader.read(path: path) }
let index = measure("index_s") { GraphIndex(graph) }
let report = measure("analyze_s") { AnalysisReport(index: index) }
let json = measure("analyze_json_s") { QueryOutputFormat.json.render(report) }
print("cycles=\(report.cycles.cycles.count) capped=\(report.cycles.capped) components=\(report.components.count) unreachable=\(report.unreachable.count) analyze_json_bytes=\(json.utf8.count)")

// Where analyze spends its time.
let entries = measure("  entry_points_s") { index.entryPoints() }
_ = measure("  reachability_s") { index.reachable(from: entries) }
_ = measure("  components_s") { index.cyclicComponents() }
_ = measure("  cycles_s") { index.elementaryCycles(limit: 1000) }
_ = measure("  depth_bounds_s") { index.depthBounds(entries: entries) }
_ = measure("  deep_links_s") { DeepLinkAnalysis.analyze(index) }

var random = SplitMix64(seed: 7)
let pairs = (0..<queryCount).map { _ in
    (Int.random(in: 0..<index.nodeCount, using: &random), Int.random(in: 0..<index.nodeCount, using: &random))
}
// The same queries for the networkx comparison.
let pairsPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("queries.json").path
try JSONWriter().string(.array(pairs.map { .array([.string(index.ids[$0.0]), .string(index.ids[$0.1])]) }))
    .write(toFile: pairsPath, atomically: true, encoding: .utf8)
var found = 0
let queries = measure("path_queries_s") {
    for (from, to) in pairs where index.shortestPath(from: from, to: to) != nil { found += 1 }
    return pairs.count
}
print("path_queries=\(queries) paths_found=\(found)")
print("peak_rss_mb=\(String(format: "%.1f", peakRSSMegabytes()))")
