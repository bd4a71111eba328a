import FlowGraph
import FlowGraphExtractor
import FlowGraphTestSupport
import Foundation
import Testing

/// Each example app extracts to exactly its hand-written `expected.json`.
///
/// Deep-link extraction is another branch's work (`Sources/FlowGraphExtractor/DeepLinks`), not on
/// this one yet: until it is, the comparison leaves out the `deepLinks` array, and only that.
/// Diagnostics are compared by severity, code, file and line: their messages are prose, written by
/// hand in `expected.json`.
struct ExamplesTests {
    static let examples = ["BankApp", "Construct", "NavigationStackApp", "CheckoutSDK", "StoryboardShop"]

    @Test(arguments: examples)
    func extractionEqualsExpectedIgnoringDeepLinksUntilTheyAreExtracted(_ name: String) throws {
        let folder = Repository.example(name)
        var expected = try GraphReader.read(path: folder.appendingPathComponent("expected.json").path)
        var actual = SourceExtractor().extract(paths: [folder.path], root: folder.path)
        if actual.deepLinks.isEmpty { expected.deepLinks = [] }
        actual = actual.normalized()
        expected = expected.normalized()
        #expect(Self.differences(expected, actual).isEmpty, "\(name):\n\(Self.differences(expected, actual).joined(separator: "\n"))")
    }

    /// Line-by-line differences of the two graphs' elements, `-` expected only, `+` found only.
    static func differences(_ expected: NavigationGraph, _ actual: NavigationGraph) -> [String] {
        func lines(_ graph: NavigationGraph) -> [String] {
            graph.features.map { "feature \($0.id) \($0.kind) root=\($0.root) \($0.file):\($0.line)" }
                + graph.nodes.map { "node \($0.id) \($0.feature) \($0.kind) \($0.parameters) \($0.file):\($0.line)" }
                + graph.edges.map { "edge \($0.from) -\($0.kind)-> \($0.to) '\($0.trigger)' \($0.file):\($0.line)" }
                + graph.deepLinks.map { "deepLink \($0.pattern) \($0.target) \($0.handlerStack) \($0.file):\($0.line)" }
                + graph.diagnostics.map { "diagnostic \($0.severity) \($0.code) \($0.file):\($0.line)" }
        }
        let e = lines(expected), a = lines(actual)
        let missing = Set(e).subtracting(a), extra = Set(a).subtracting(e)
        return missing.sorted().map { "- " + $0 } + extra.sorted().map { "+ " + $0 }
    }
}
