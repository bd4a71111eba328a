import FlowGraph
import FlowGraphExtractor
import Foundation
import Testing

/// Swift source with `1️⃣`-style markers: the markers removed, and the line each stood on.
struct FixtureSource {
    let text: String
    let markerLines: [String: Int]

    init(_ marked: String) {
        var lines: [String] = []
        var markers: [String: Int] = [:]
        for (index, line) in marked.components(separatedBy: "\n").enumerated() {
            var cleaned = ""
            var scalars = Array(line.unicodeScalars)[...]
            while let scalar = scalars.first {
                let rest = scalars.dropFirst()
                if ("0"..."9").contains(scalar), rest.first == "\u{FE0F}", rest.dropFirst().first == "\u{20E3}" {
                    markers[String(scalar) + "\u{FE0F}\u{20E3}"] = index + 1
                    scalars = rest.dropFirst(2)
                    continue
                }
                cleaned.unicodeScalars.append(scalar)
                scalars = rest
            }
            lines.append(cleaned)
        }
        text = lines.joined(separator: "\n")
        markerLines = markers
    }

    /// The corpus of this one file, named `path`.
    func corpus(path: String = "Fixture.swift") -> SourceCorpus {
        SourceCorpus(sources: [(path: path, text: text)])
    }
}

/// Compares found edges with `from -kind-> to [@marker]` expectations.
enum EdgeExpectation {
    /// Extracts `marked` and expects exactly `expected` edges at their markers, every edge
    /// between declared nodes.
    static func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = FixtureSource(marked)
        let graph = SourceExtractor().extract(from: source.corpus())
        let problems = mismatches(expected, in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
        // What extraction writes must read back: every edge, root and deep link names a declared node.
        let problem = GraphValidation.firstProblem(in: graph)
        #expect(problem == nil, "\(problem.map { "\($0.path): \($0.message)" } ?? "")", sourceLocation: sourceLocation)
        // Cut into one file per declaration, what the byte scan skips changes nothing.
        let split = NavigationRelevanceTests.splitIntoDeclarations((path: "Fixture.swift", text: source.text))
        let skipping = SourceExtractor().extract(from: SourceCorpus(sources: split))
        let everything = SourceExtractor().extract(from: SourceCorpus(sources: split, parsesEveryFile: true))
        #expect(skipping == everything, "skipping unrelated files changed \(ExamplesTests.differences(everything, skipping))", sourceLocation: sourceLocation)
    }

    /// The mismatches, empty when `graph` has exactly the expected edges at the marked lines.
    static func mismatches(_ expected: [String], in graph: NavigationGraph, markers: [String: Int]) -> [String] {
        var problems: [String] = []
        let found = graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" }
        var wanted: [String] = []
        for expectation in expected {
            let parts = expectation.components(separatedBy: " @")
            wanted.append(parts[0])
            guard parts.count == 2 else { continue }
            guard let line = markers[parts[1]] else {
                problems.append("marker \(parts[1]) is not in the source")
                continue
            }
            let atLine = graph.edges.contains { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" == parts[0] && $0.line == line }
            if !atLine, found.contains(parts[0]) {
                let lines = graph.edges.filter { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" == parts[0] }.map(\.line)
                problems.append("\(parts[0]) found at line(s) \(lines), expected line \(line)")
            }
        }
        for missing in Set(wanted).subtracting(found).sorted() { problems.append("missing edge \(missing)") }
        for extra in Set(found).subtracting(wanted).sorted() { problems.append("unexpected edge \(extra)") }
        return problems
    }
}
