import FlowGraph
import Foundation
@testable import FlowGraphExtractor

/// Runs a recogniser's `RecognizerExample`s: markers (`1️⃣`…`9️⃣`) are removed, the source parsed
/// as one file, and the edges and deep links found compared with the expected ones (and, where an
/// expectation names a marker, its line). Deep links are written `pattern => target [stack, …]`.
enum ExampleRunner {
    /// The failures of one example, empty when it passes.
    static func failures(of example: RecognizerExample, recognizer: any NavigationRecognizing) -> [String] {
        let (source, markers) = stripMarkers(example.source)
        let graph = recognizer.recognize(in: SourceCorpus(sources: [("Example.swift", source)])).normalized()
        var failures: [String] = []
        var expectedEdges: [String: Int?] = [:]
        var expectedLinks: [String: Int?] = [:]
        for (expectation, isLink) in example.edges.map({ ($0, false) }) + example.deepLinks.map({ ($0, true) }) {
            let (text, marker) = split(expectation)
            var line: Int?
            if let marker {
                guard let found = markers[marker] else {
                    failures.append("expectation '\(expectation)' names marker \(marker), absent from the source")
                    continue
                }
                line = found
            }
            if isLink { expectedLinks[text] = line } else { expectedEdges[text] = line }
        }
        let actualEdges = Dictionary(graph.edges.map { ("\($0.from) -\($0.kind.rawValue)-> \($0.to)", $0.line) }) { first, _ in first }
        let actualLinks = Dictionary(graph.deepLinks.map {
            ("\($0.pattern) => \($0.target) [\($0.handlerStack.joined(separator: ", "))]", $0.line)
        }) { first, _ in first }
        compare(expected: expectedEdges, actual: actualEdges, what: "edge", into: &failures)
        compare(expected: expectedLinks, actual: actualLinks, what: "deep link", into: &failures)
        return failures
    }

    private static func compare(expected: [String: Int?], actual: [String: Int], what: String, into failures: inout [String]) {
        for (text, line) in expected.sorted(by: { $0.key < $1.key }) {
            guard let actualLine = actual[text] else {
                failures.append("missing \(what) \(text); found: \(actual.keys.sorted())")
                continue
            }
            if let line, line != actualLine {
                failures.append("\(what) \(text) at line \(actualLine), expected line \(line)")
            }
        }
        for text in actual.keys.sorted() where expected[text] == nil {
            failures.append("unexpected \(what) \(text)")
        }
    }

    private static func split(_ expectation: String) -> (String, String?) {
        guard let at = expectation.range(of: " @", options: .backwards) else { return (expectation, nil) }
        return (String(expectation[..<at.lowerBound]), String(expectation[at.upperBound...]))
    }

    /// The source without markers, and each marker's 1-based line.
    static func stripMarkers(_ source: String) -> (String, [String: Int]) {
        var markers: [String: Int] = [:]
        var lines: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = String(line)
            for digit in 1...9 {
                let marker = "\(digit)\u{FE0F}\u{20E3}"
                if text.contains(marker) {
                    markers[marker] = index + 1
                    text = text.replacingOccurrences(of: marker, with: "")
                }
            }
            lines.append(text)
        }
        return (lines.joined(separator: "\n"), markers)
    }
}
