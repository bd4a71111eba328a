import FlowGraph
import FlowGraphExtractor
import Testing

/// Runs every recogniser's own examples: positive ones must give exactly their edges at the marked
/// lines, look-alikes none.
struct RecognizerExamplesTests {
    /// The recognisers whose examples list edges (`from -kind-> to`): the navigation-model ones.
    static let recognizers: [any NavigationRecognizing] = [
        RouteEnumRecognizer(), CoordinatorNavigationRecognizer(), ViewPresentationRecognizer(), NavigationLinkRecognizer(),
        TabAndAppRecognizer(), FlowStepRecognizer(), UIKitCoordinatorRecognizer(), NavigationStackLintRecognizer(),
    ]

    static let cases: [(String, Int)] = recognizers.flatMap { recognizer in
        let type = type(of: recognizer)
        return type.examples.indices.map { (type.identifier, $0) }
    }

    @Test(arguments: cases)
    func example(recognizer identifier: String, index: Int) {
        let recognizer = Self.recognizers.first { type(of: $0).identifier == identifier }!
        let example = type(of: recognizer).examples[index]
        let source = FixtureSource(example.source)
        let graph = recognizer.recognize(in: source.corpus()).normalized()
        let problems = EdgeExpectation.mismatches(example.edges, in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(identifier) example \(index): \(problems.joined(separator: "; "))")
    }

    @Test func everyRecognizerHasExamples() {
        for recognizer in Self.recognizers {
            #expect(!type(of: recognizer).examples.isEmpty, "\(type(of: recognizer).identifier) has no examples")
        }
    }

    @Test func everyEdgeEndsAtADeclaredNode() {
        for recognizer in Self.recognizers {
            for example in type(of: recognizer).examples {
                let graph = SourceExtractor().extract(from: FixtureSource(example.source).corpus())
                let ids = Set(graph.nodes.map(\.id))
                for edge in graph.edges {
                    #expect(ids.contains(edge.from) && ids.contains(edge.to), "\(edge.from) -> \(edge.to) has an undeclared end")
                }
                let featureIDs = Set(graph.features.map(\.id))
                for node in graph.nodes { #expect(featureIDs.contains(node.feature), "\(node.id) is in unknown feature \(node.feature)") }
            }
        }
    }
}
