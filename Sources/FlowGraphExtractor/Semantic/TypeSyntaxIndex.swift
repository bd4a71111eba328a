import SwiftSyntax

/// The calls, assignments and `switch`es written in one type (its declaration and extensions,
/// nested types and previews excluded), collected in one walk so later passes never re-walk.
struct TypeSyntaxIndex: Sendable {
    struct Site<Node: Sendable>: Sendable {
        var fileIndex: Int
        var node: Node
    }

    var calls: [Site<FunctionCallExprSyntax>] = []
    var assignments: [Site<ExprSyntax>] = []
    var switches: [Site<SwitchExprSyntax>] = []

    static func build(for type: TypeDeclaration) -> TypeSyntaxIndex {
        var index = TypeSyntaxIndex()
        for member in type.members {
            let collector = Collector(fileIndex: member.fileIndex)
            for item in member.block.members { collector.walk(item) }
            index.calls += collector.calls
            index.assignments += collector.assignments
            index.switches += collector.switches
        }
        return index
    }

    private final class Collector: SyntaxVisitor {
        let fileIndex: Int
        var calls: [Site<FunctionCallExprSyntax>] = []
        var assignments: [Site<ExprSyntax>] = []
        var switches: [Site<SwitchExprSyntax>] = []

        init(fileIndex: Int) {
            self.fileIndex = fileIndex
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(Site(fileIndex: fileIndex, node: node))
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if SyntaxHelpers.assignment(ExprSyntax(node)) != nil { assignments.append(Site(fileIndex: fileIndex, node: ExprSyntax(node))) }
            return .visitChildren
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) { assignments.append(Site(fileIndex: fileIndex, node: ExprSyntax(node))) }
            return .visitChildren
        }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            switches.append(Site(fileIndex: fileIndex, node: node))
            return .visitChildren
        }
    }
}
