import SwiftSyntax

/// Whether code chooses among the cases of a value it is given (`switch link { … }`,
/// `if case .inbox = link`, `guard case let .thread(id) = link`) rather than handing the value on
/// (`path.append(Entry(page: link))`).
final class CaseDispatchFinder: SyntaxVisitor {
    private let name: String
    private var found = false

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` dispatches on the value named `name`.
    static func dispatches(on name: String, in node: some SyntaxProtocol) -> Bool {
        let finder = CaseDispatchFinder(name: name)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxHelpers.identifier(node.subject) == name { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxHelpers.identifier(node.initializer.value) == name { found = true }
        return .skipChildren
    }
}
