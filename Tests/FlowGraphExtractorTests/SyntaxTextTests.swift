@testable import FlowGraphExtractor
import SwiftParser
import SwiftSyntax
import Testing

/// `trimmedText` must read exactly what `trimmedDescription` reads, cheaper.
@Suite struct SyntaxTextTests {
    @Test func trimmedTextEqualsTrimmedDescriptionForEveryNode() {
        let source = """
            // leading comment
            struct A: View /* inline */ {
                @Published var path: [Route] = [] // trailing
                func go(to route: Route?) { path.append(route!) }  \t
                var body: some View { Text("é → \\(1)") }
            }

            """
        let tree = Parser.parse(source: source)
        var checked = 0
        for node in [Syntax(tree)] + Array(tree.tokens(viewMode: .sourceAccurate).flatMap { token in
            sequence(first: Syntax(token), next: { $0.parent })
        }) {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test func aNodeOfOnlyTriviaOrMissingTokensIsEmpty() {
        let tree = Parser.parse(source: "  // nothing here\n")
        #expect(tree.trimmedText == "")
        #expect(tree.trimmedDescription == "")
    }
}
