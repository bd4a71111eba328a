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

/// `ParsedFile.line(of:)` must count lines as SwiftSyntax does.
@Suite struct ParsedFileLineTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func linesMatchSourceLocationConverter(newline: String) {
        let source = ["// é → ✓", "struct A {", "", "    var x = \"a\\nb\"", "  func f() { g() }", "}", ""].joined(separator: newline)
        let file = ParsedFile(path: "A.swift", source: source)
        let converter = SourceLocationConverter(fileName: "A.swift", tree: file.tree)
        var checked = 0
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            #expect(file.line(of: token) == converter.location(for: token.positionAfterSkippingLeadingTrivia).line, "\(token.text)")
            checked += 1
        }
        #expect(checked > 15)
    }
}
