import FlowGraph
import FlowGraphExtractor
import Foundation

/// A multi-file fixture app under `Fixtures/<name>`, markers stripped: its corpus and where each
/// marker stood (`file`, `line`). Files are named `*.swift.fixture` so SwiftPM does not compile
/// them into the test target; the graph sees them as `*.swift`.
struct FixtureApp {
    let corpus: SourceCorpus
    let markers: [String: SourceLocation]

    /// Reads `Fixtures/<name>`; `parsesEveryFile` as in ``SourceCorpus/init(sources:parsesEveryFile:)``.
    init(_ name: String, parsesEveryFile: Bool = false, testFile: String = #filePath) throws {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift.fixture") }.sorted()
        var sources: [(path: String, text: String)] = []
        var markers: [String: SourceLocation] = [:]
        for path in paths {
            let source = FixtureSource(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
            let swiftPath = String(path.dropLast(".fixture".count))
            sources.append((swiftPath, source.text))
            for (marker, line) in source.markerLines { markers[marker] = SourceLocation(file: swiftPath, line: line) }
        }
        corpus = SourceCorpus(sources: sources, parsesEveryFile: parsesEveryFile)
        self.markers = markers
    }

    /// The whole extraction.
    var graph: NavigationGraph { SourceExtractor().extract(from: corpus) }

    /// Whether `graph` has the edge `from -kind-> to` at the marker's line.
    func hasEdge(_ graph: NavigationGraph, _ description: String, at marker: String) -> Bool {
        guard let location = markers[marker] else { return false }
        return graph.edges.contains { edge in
            "\(edge.from) -\(edge.kind.rawValue)-> \(edge.to)" == description && edge.file == location.file && edge.line == location.line
        }
    }

    /// The edges as `from -kind-> to`, sorted.
    static func describe(_ graph: NavigationGraph) -> [String] {
        graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" }.sorted()
    }
}
