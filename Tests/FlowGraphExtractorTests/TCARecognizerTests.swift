import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// Every TCA recogniser's own examples, positive and negative.
@Suite struct TCARecognizerExampleTests {
    static let recognizers: [any NavigationRecognizing] = [
        TCAAppRecognizer(), TCAFeatureRecognizer(), TCATabRecognizer(), TCAPresentationRecognizer(), TCAStackRecognizer(),
    ]

    @Test(arguments: recognizers.indices)
    func examplesHold(_ index: Int) {
        let recognizer = Self.recognizers[index]
        let examples = type(of: recognizer).examples
        #expect(examples.contains { !$0.edges.isEmpty }, "\(type(of: recognizer).identifier) has no positive example")
        #expect(examples.contains { $0.edges.isEmpty }, "\(type(of: recognizer).identifier) has no negative example")
        for (number, example) in examples.enumerated() {
            let failures = ExampleRunner.failures(of: example, recognizer: recognizer)
            #expect(failures.isEmpty, "\(type(of: recognizer).identifier) example \(number + 1): \(failures.joined(separator: "\n"))")
        }
    }
}

/// The example runner itself: a wrong expectation, a wrong line and an extra edge all fail.
@Suite struct ExampleRunnerTests {
    @Test func reportsMissingWrongLineAndUnexpectedEdges() {
        let example = RecognizerExample(
            """
            @Reducer
            struct Parent {
              struct State { var header = Header.State() }
              var body: some ReducerOf<Self> {
                Scope(state: \\.header, action: \\.header) { Header() }
                1️⃣Scope(state: \\.footer, action: \\.footer) { Footer() }
              }
            }
            @Reducer struct Header { struct State {} }
            @Reducer struct Footer { struct State {} }
            """,
            edges: ["Parent -child-> Header @1️⃣", "Parent -push-> Footer"])
        let failures = ExampleRunner.failures(of: example, recognizer: TCAFeatureRecognizer())
        #expect(failures.count == 3, "\(failures)")
        #expect(failures.contains { $0.hasPrefix("missing edge Parent -push-> Footer") })
        #expect(failures.contains { $0.hasPrefix("edge Parent -child-> Header at line 5, expected line 6") })
        #expect(failures.contains { $0 == "unexpected edge Parent -child-> Footer" })
    }
}
