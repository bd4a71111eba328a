import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// Every deep-link recogniser's own examples, positive and negative.
@Suite struct DeepLinkRecognizerExampleTests {
    static let recognizers: [any NavigationRecognizing] = [
        URLHandlerDeepLinkRecognizer(), RouteURLDeepLinkRecognizer(), DocumentOpeningRecognizer(), RouteTableDeepLinkRecognizer(),
    ]

    @Test(arguments: recognizers.indices)
    func examplesHold(_ index: Int) {
        let recognizer = Self.recognizers[index]
        let examples = type(of: recognizer).examples
        #expect(examples.contains { !$0.deepLinks.isEmpty }, "\(type(of: recognizer).identifier) has no positive example")
        #expect(examples.contains { $0.deepLinks.isEmpty && $0.edges.isEmpty }, "\(type(of: recognizer).identifier) has no negative example")
        for (number, example) in examples.enumerated() {
            let failures = ExampleRunner.failures(of: example, recognizer: recognizer)
            #expect(failures.isEmpty, "\(type(of: recognizer).identifier) example \(number + 1): \(failures.joined(separator: "\n"))")
        }
    }
}
