// swift-tools-version: 6.0
import PackageDescription

/// The architecture, from the inside out:
/// - `FlowGraph`: the graph model, JSON/YAML I/O and every analysis. Foundation only, so other tools can embed it.
/// - `FlowGraphExtractor`: Swift source → `NavigationGraph`, on SwiftSyntax.
/// - `CGraphviz` + `FlowGraphRendering`: DOT/Mermaid/HTML emitters and in-process Graphviz layout.
/// - `FlowGraphCheck`: the rules of `flowgraph check`, suppression, baselines and reporters; on `FlowGraph` only.
/// - `flowgraph`: the command-line tool; thin commands over the libraries.
/// - `FlowGraphPlugin`: a SwiftPM command plugin running `flowgraph` (`swift package flowgraph check`).
let package = Package(
    name: "FlowGraph",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flowgraph", targets: ["flowgraph"]),
        .library(name: "FlowGraph", targets: ["FlowGraph"]),
        .library(name: "FlowGraphExtractor", targets: ["FlowGraphExtractor"]),
        .library(name: "FlowGraphRendering", targets: ["FlowGraphRendering"]),
        .library(name: "FlowGraphCheck", targets: ["FlowGraphCheck"]),
        .plugin(name: "FlowGraphPlugin", targets: ["FlowGraphPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .target(
            name: "FlowGraph",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "FlowGraphExtractor",
            dependencies: [
                "FlowGraph",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(
            name: "FlowGraphRendering",
            dependencies: ["FlowGraph", "CGraphviz"]
        ),
        .target(
            name: "FlowGraphCheck",
            dependencies: ["FlowGraph"]
        ),
        .executableTarget(
            name: "flowgraph",
            dependencies: [
                "FlowGraph",
                "FlowGraphCheck",
                "FlowGraphExtractor",
                "FlowGraphRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "flowgraph-bench",
            dependencies: ["FlowGraph"],
            path: "Benchmarks/flowgraph-bench"
        ),
        .executableTarget(
            name: "render-bench",
            dependencies: ["FlowGraph", "FlowGraphRendering", "FlowGraphTestSupport"],
            path: "Benchmarks/render-bench"
        ),
        .plugin(
            name: "FlowGraphPlugin",
            capability: .command(
                intent: .custom(verb: "flowgraph", description: "Run the flowgraph tool (check, diff, render, …) on this package.")
            ),
            dependencies: ["flowgraph"]
        ),
        .executableTarget(
            name: "extract-bench",
            dependencies: [
                "FlowGraphExtractor", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/extract-bench"
        ),
        .target(
            name: "FlowGraphTestSupport",
            dependencies: ["FlowGraph"]
        ),
        .testTarget(
            name: "FlowGraphTests", dependencies: ["FlowGraph", "FlowGraphTestSupport"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(name: "FlowGraphExtractorTests", dependencies: ["FlowGraphExtractor", "FlowGraphTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "FlowGraphRenderingTests", dependencies: ["FlowGraphRendering", "FlowGraphTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "FlowGraphCLITests", dependencies: ["FlowGraphTestSupport"]),
        .testTarget(
            name: "FlowGraphCheckTests", dependencies: ["FlowGraphCheck", "FlowGraphTestSupport"],
            exclude: ["Fixtures", "Snapshots", "Diff/Snapshots"]
        ),
    ]
)
