import SwiftSyntax

/// Choices written as comparisons with an enum's cases rather than a `switch`:
/// `if kind == .photo { PhotoScreen() } else if kind == .video || kind == .clip { VideoScreen() }
/// else { NoteScreen() }` decides per case as a `switch kind` would.
extension NavigationAnalyzer {
    /// The branches of an `if` chain over `subject`, each with the cases it is taken for: the
    /// cases its condition compares `subject` with, and for a final `else` every other case of
    /// `cases`. `nil` when a condition is anything else (a branch then says nothing of the cases).
    static func caseBranches(_ choice: IfExprSyntax, subject: String, cases: [String]) -> [(cases: [String], statements: CodeBlockItemListSyntax)]? {
        var branches: [(cases: [String], statements: CodeBlockItemListSyntax)] = []
        var current = choice
        while true {
            guard current.conditions.count == 1, let condition = current.conditions.first?.condition.as(ExprSyntax.self),
                  let compared = comparedCases(condition, subject: subject) else { return nil }
            branches.append((compared, current.body.statements))
            switch current.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                let named = Set(branches.flatMap(\.cases))
                branches.append((cases.filter { !named.contains($0) }, block.statements))
                return branches
            case nil: return branches
            }
        }
    }

    /// The cases `condition` compares `subject` with: `subject == .a`, `.a == subject`, and
    /// `||` of such (unfolded, as the parser leaves operators: `a == .x || a == .y` is one sequence).
    private static func comparedCases(_ condition: ExprSyntax, subject: String) -> [String]? {
        let condition = SyntaxHelpers.unwrap(condition)
        // A folded tree (`(a == .x) || (a == .y)` as operator nodes).
        if let infix = condition.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch symbol {
            case "||":
                guard let left = comparedCases(infix.leftOperand, subject: subject),
                      let right = comparedCases(infix.rightOperand, subject: subject) else { return nil }
                return left + right
            case "==": return comparedCase(infix.leftOperand, infix.rightOperand, subject: subject).map { [$0] }
            default: return nil
            }
        }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        return comparedCases(Array(sequence.elements), subject: subject)
    }

    private static func comparedCases(_ elements: [ExprSyntax], subject: String) -> [String]? {
        var cases: [String] = []
        var comparison: [ExprSyntax] = []
        for element in elements + [nil] as [ExprSyntax?] {
            if let element, element.as(BinaryOperatorExprSyntax.self)?.operator.text != "||" {
                comparison.append(element)
                continue
            }
            guard comparison.count == 3, comparison[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                  let compared = comparedCase(comparison[0], comparison[2], subject: subject) else { return nil }
            cases.append(compared)
            comparison = []
        }
        return cases
    }

    /// `.a` when one side is `subject` and the other an implicit member `.a`.
    private static func comparedCase(_ left: ExprSyntax, _ right: ExprSyntax, subject: String) -> String? {
        for (value, other) in [(left, right), (right, left)] where SyntaxHelpers.identifier(value) == subject {
            if let member = SyntaxHelpers.unwrap(other).as(MemberAccessExprSyntax.self), member.base == nil {
                return member.declName.baseName.text
            }
        }
        return nil
    }
}
