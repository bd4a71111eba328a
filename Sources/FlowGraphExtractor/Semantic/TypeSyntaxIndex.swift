import SwiftSyntax

/// The calls, assignments and `switch`es written in one type (its declaration and extensions,
/// nested types and previews excluded), gathered from each file's ``FileSyntaxIndex`` so later
/// passes never walk syntax again.
struct TypeSyntaxIndex: Sendable {
    struct Site<Node: Sendable>: Sendable {
        var fileIndex: Int
        var node: Node
    }

    var calls: [Site<FunctionCallExprSyntax>] = []
    var assignments: [Site<ExprSyntax>] = []
    var switches: [Site<SwitchExprSyntax>] = []
    /// The names ``calls`` call (``SyntaxHelpers/callee(_:)``): a pass looking for some calls
    /// skips a type that makes none of them.
    var calledNames: Set<String> = []

    static func build(for type: TypeDeclaration, in corpus: SourceCorpus) -> TypeSyntaxIndex {
        var index = TypeSyntaxIndex()
        for member in type.members {
            let sites = member.writtenSites ?? corpus.files[member.fileIndex].syntax.sites(in: member.block)
            index.calls += sites.calls.map { Site(fileIndex: member.fileIndex, node: $0) }
            index.assignments += sites.assignments.map { Site(fileIndex: member.fileIndex, node: $0) }
            index.switches += sites.switches.map { Site(fileIndex: member.fileIndex, node: $0) }
            index.calledNames.formUnion(sites.calledNames)
        }
        return index
    }
}
