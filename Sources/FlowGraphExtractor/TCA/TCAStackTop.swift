import SwiftSyntax

/// What reducer code knows is on top of a stack: a move made while a known screen is on top
/// starts at that screen (an effect's result arrives while the user looks at it), whatever
/// element's action is being handled.
/// - `if case .scanner = state.path.last { … }`;
/// - the branch of a walk down the stack that tests the element for some cases and leaves the
///   walk: `for element in state.path.reversed() { if element.is(\.scanner) || element.is(\.review) { …; break } }`.
extension TCAModel {
    /// The path nodes a move's code knows are on top of one of `feature`'s stacks, innermost
    /// test first; nil when it tests none.
    func stackTopNodes(around node: some SyntaxProtocol, in feature: FeatureInfo) -> [String]? {
        var child = Syntax(node)
        var current = child.parent
        while let syntax = current, !syntax.isTypeDeclaration, !syntax.is(SwitchCaseSyntax.self) {
            if let ifExpr = syntax.as(IfExprSyntax.self), child.id == ifExpr.body.id,
               let nodes = topNodes(testedBy: ifExpr, in: feature) {
                return nodes
            }
            child = syntax
            current = syntax.parent
        }
        return nil
    }

    /// The nodes an `if`'s conditions say are on top, when every condition is such a test.
    private func topNodes(testedBy ifExpr: IfExprSyntax, in feature: FeatureInfo) -> [String]? {
        var nodes: [String] = []
        for condition in ifExpr.conditions {
            let tests: [(subject: ExprSyntax, caseName: String)]
            switch condition.condition {
            case .matchingPattern(let match):
                guard let pattern = TCASyntax.patternExpression(match.pattern), let name = TCASyntax.caseName(pattern) else { return nil }
                tests = [(match.initializer.value, name)]
            case .expression(let expression):
                guard let found = Self.caseTests(expression) else { return nil }
                tests = found
            default:
                return nil
            }
            for (subject, name) in tests {
                guard let slot = topOfStack(subject, leftBy: ifExpr, in: feature),
                      let item = slot.caseReducer.flatMap({ caseReducers[$0] })?.case(named: name)
                else { return nil }
                if !nodes.contains(item.nodeID) { nodes.append(item.nodeID) }
            }
        }
        return nodes.isEmpty ? nil : nodes
    }

    /// `element.is(\.scanner)`, or several joined by `||`.
    private static func caseTests(_ expression: ExprSyntax) -> [(subject: ExprSyntax, caseName: String)]? {
        let operands: [ExprSyntax]
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1, stride(from: 1, to: elements.count, by: 2).allSatisfy({
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
            }) else { return nil }
            operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        } else {
            operands = [expression]
        }
        var tests: [(ExprSyntax, String)] = []
        for operand in operands {
            guard let call = operand.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "is",
                  let subject = callee.base, call.arguments.count == 1, let keyPath = call.arguments.first?.expression,
                  keyPath.is(KeyPathExprSyntax.self), let name = TCASyntax.keyPathNames(keyPath).last
            else { return nil }
            tests.append((subject, name))
        }
        return tests
    }

    /// The stack whose top `subject` is: `state.path.last`, or the element of a walk over
    /// `state.path.reversed()` when the tested branch leaves the walk (its last statement is
    /// `break` or `return`), so that the first element passing the test, the topmost, is the one.
    private func topOfStack(_ subject: ExprSyntax, leftBy ifExpr: IfExprSyntax, in feature: FeatureInfo) -> Slot? {
        let subject = SyntaxHelpers.unwrap(subject)
        if let member = subject.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "last", let base = member.base {
            return stackSlot(base, in: feature)
        }
        guard let variable = subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let last = ifExpr.body.statements.last?.item,
              last.is(BreakStmtSyntax.self) || last.is(ReturnStmtSyntax.self)
        else { return nil }
        var current = Syntax(ifExpr).parent
        while let syntax = current, !syntax.is(SwitchCaseSyntax.self), !syntax.isTypeDeclaration {
            if let loop = syntax.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable {
                guard let reversed = loop.sequence.as(FunctionCallExprSyntax.self),
                      let callee = reversed.calledExpression.as(MemberAccessExprSyntax.self),
                      callee.declName.baseName.text == "reversed", let base = callee.base
                else { return nil }
                return stackSlot(base, in: feature)
            }
            current = syntax.parent
        }
        return nil
    }

    /// The stack slot `state.path` names.
    private func stackSlot(_ expression: ExprSyntax, in feature: FeatureInfo) -> Slot? {
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self), Self.isOwnState(ExprSyntax(member)) else { return nil }
        return feature.slots.first { $0.kind == .stack && $0.property == member.declName.baseName.text }
    }
}
