import FlowGraph
import FlowGraphRendering
import FlowGraphTestSupport
import Foundation

/// `render-bench generate N`: prints the DOT of a synthetic navigation graph of N nodes.
/// `render-bench app N [EDGES]`: prints the graph JSON of ``GeneratedApp`` with N screens and EDGES
/// edges (default 3 per screen), a large app to render with `flowgraph render`.
/// `render-bench svg FILE.dot`: writes the in-process SVG to stdout, to compare with `dot -Tsvg`.
/// `render-bench render FILE.dot [ENGINE] [RUNS]`: renders the DOT to SVG in-process RUNS times
/// (default 3) and prints the median wall-clock and CPU seconds of one render (CPU time is the
/// fairer comparison on a loaded machine); with RUNS > 1 the first render, which also sets up
/// Graphviz, is left out.
///
/// Used by `Scripts/bench-render.sh` to compare in-process rendering with the `dot` command.

/// A deterministic navigation-like graph: features of 20 screens under a tab container, push
/// chains and branches inside features, some modals, some cross-feature moves.
func syntheticGraph(nodes count: Int) -> NavigationGraph {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    var graph = NavigationGraph()
    graph.features.append(Feature(id: "App", kind: .tabContainer, root: "App"))
    graph.nodes.append(Node(id: "App", feature: "App", kind: .tabContainer))
    let perFeature = 20
    let featureCount = max(1, (count - 1 + perFeature - 1) / perFeature)
    var ids: [String] = []
    for f in 0..<featureCount {
        let feature = "Feature\(f)"
        let size = min(perFeature, count - 1 - f * perFeature)
        guard size > 0 else { break }
        graph.features.append(Feature(id: feature, kind: .coordinator, root: "\(feature)Route.s0"))
        for s in 0..<size {
            let id = "\(feature)Route.s\(s)"
            graph.nodes.append(Node(id: id, feature: feature, kind: s == 0 ? .root : .screen, parameters: s % 3 == 0 ? ["id: String"] : []))
            ids.append(id)
            if s == 0 {
                graph.edges.append(Edge(from: "App", to: id, kind: f < 5 ? .tab : .child, trigger: "tab", file: "App.swift", line: f + 1))
            } else {
                let parent = "\(feature)Route.s\(random(s))"
                let kind: EdgeKind = [.push, .push, .push, .sheet, .fullScreenCover, .alert][random(6)]
                graph.edges.append(Edge(from: parent, to: id, kind: kind, trigger: "show(.s\(s))", file: "\(feature).swift", line: s))
            }
        }
    }
    // Moves across features are a minority in real apps (deep links, cross-tab jumps).
    for i in 0..<(ids.count / 20) {
        let from = ids[random(ids.count)], to = ids[random(ids.count)]
        graph.edges.append(Edge(from: from, to: to, kind: i % 5 == 0 ? .crossTab : .push, trigger: "jump", file: "X.swift", line: i))
    }
    return graph
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "generate":
    let count = Int(arguments.dropFirst().first ?? "") ?? 500
    print(DOTEmitter().emit(FilteredGraph(graph: syntheticGraph(nodes: count))), terminator: "")
case "app":
    let count = Int(arguments.dropFirst().first ?? "") ?? 1_000
    let edges = Int(arguments.dropFirst(2).first ?? "") ?? 3 * count
    print(JSONWriter().string(GeneratedApp.graph(nodes: count, edges: edges).jsonValue()), terminator: "")
case "svg":
    guard let path = arguments.dropFirst().first, let dot = try? String(contentsOfFile: path, encoding: .utf8),
        let svg = try? GraphvizLibrary.render(dot: dot, engine: .dot, format: .svg).data
    else {
        FileHandle.standardError.write(Data("usage: render-bench svg FILE.dot\n".utf8))
        exit(2)
    }
    FileHandle.standardOutput.write(svg)
case "render":
    guard let path = arguments.dropFirst().first, let dot = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("usage: render-bench render FILE.dot [ENGINE] [RUNS]\n".utf8))
        exit(2)
    }
    let engine = LayoutEngine(rawValue: arguments.dropFirst(2).first ?? "dot") ?? .dot
    let runs = Int(arguments.dropFirst(3).first ?? "") ?? 3
    func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    var times: [Double] = []
    var cpuTimes: [Double] = []
    for _ in 0..<runs {
        let cpuStart = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            _ = try GraphvizLibrary.render(dot: dot, engine: engine, format: .svg)
        } catch {
            FileHandle.standardError.write(Data("render failed: \(error.localizedDescription)\n".utf8))
            exit(1)
        }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        cpuTimes.append(cpuSeconds() - cpuStart)
        FileHandle.standardError.write(Data(String(format: "run: %.4f s wall, %.4f s cpu\n", times.last ?? 0, cpuTimes.last ?? 0).utf8))
    }
    // With more than one run, the first (which also creates the Graphviz context and loads its
    // plugins) is left out: the rest are what a long-lived process pays per graph.
    let warm = runs > 1 ? 1 : 0
    let wallTimes = times.dropFirst(warm).sorted(), cpu = cpuTimes.dropFirst(warm).sorted()
    print(String(format: "%.4f %.4f", wallTimes[wallTimes.count / 2], cpu[cpu.count / 2]))
default:
    FileHandle.standardError.write(Data("usage: render-bench generate N | app N [EDGES] | svg FILE.dot | render FILE.dot [ENGINE] [RUNS]\n".utf8))
    exit(2)
}
