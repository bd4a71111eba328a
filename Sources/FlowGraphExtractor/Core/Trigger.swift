import SwiftSyntax

/// Shortens the code that makes a move into an edge's `trigger` (SPEC §2: "as written, shortened").
///
/// The rule, so that hand-written expectations can follow it:
/// - whitespace runs (newlines included) become one space; comments are dropped;
/// - a call is written `callee(arguments)`; trailing closures are dropped (`.sheet(item: $x)`),
///   and a call with only a trailing closure is written `callee { … }`;
/// - a modifier applied to the result of another call (a SwiftUI modifier chain) is written from
///   its dot: `List { … }.sheet(isPresented: $flag) { … }` → `.sheet(isPresented: $flag)`;
/// - an argument that is itself a call is written by its labels only, like a Swift function
///   reference: `.transactions(accountId: account.id)` → `.transactions(accountId:)`, `.detail(item)` → `.detail(_:)`;
///   a closure argument is written `{ … }`;
/// - an assignment is `target = value` with the value shortened the same way;
/// - the result is cut at 100 characters, ending in `…`.
public enum Trigger {
    /// The longest trigger kept, in characters.
    public static let maximumLength = 100

    /// The trigger text for `node`.
    public static func text(for node: some SyntaxProtocol) -> String {
        let syntax = Syntax(node)
        let text: String
        if let call = syntax.as(FunctionCallExprSyntax.self) {
            text = callText(call)
        } else if let sequence = syntax.as(InfixOperatorExprSyntax.self), sequence.operator.is(AssignmentExprSyntax.self) {
            text = collapse(sequence.leftOperand) + " = " + argumentText(sequence.rightOperand)
        } else if let sequence = syntax.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let assignment = sequence.elements.dropFirst().first, assignment.is(AssignmentExprSyntax.self),
                  let left = sequence.elements.first, let right = sequence.elements.last {
            text = collapse(left) + " = " + argumentText(right)
        } else {
            text = collapse(syntax)
        }
        return truncate(text)
    }

    private static func callText(_ call: FunctionCallExprSyntax) -> String {
        var callee = collapse(call.calledExpression)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, isCallChain(base) {
            callee = "." + collapse(member.declName)
        }
        if call.leftParen == nil, call.arguments.isEmpty {
            return call.trailingClosure == nil ? callee : callee + " { … }"
        }
        let arguments = call.arguments.map { argument in
            (argument.label.map { "\($0.text): " } ?? "") + argumentText(argument.expression)
        }
        return callee + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether `expression` ends in a call (`X()`, `X().modifier()`), the base of a modifier chain.
    private static func isCallChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isCallChain(base) }
        return false
    }

    private static func argumentText(_ expression: ExprSyntax) -> String {
        if expression.is(ClosureExprSyntax.self) { return "{ … }" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            return collapse(call.calledExpression) + "(" + labels + ")"
        }
        return collapse(expression)
    }

    /// The node's source without comments, whitespace runs collapsed to single spaces.
    static func collapse(_ node: some SyntaxProtocol) -> String {
        var out = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !out.isEmpty, pendingSpace || token.leadingTrivia.contains(where: \.isWhitespaceOrNewline) {
                out += " "
            }
            out += token.text
            pendingSpace = token.trailingTrivia.contains(where: \.isWhitespaceOrNewline)
        }
        return out
    }

    private static func truncate(_ text: String) -> String {
        guard text.count > maximumLength else { return text }
        return String(text.prefix(maximumLength - 1)) + "…"
    }
}

private extension TriviaPiece {
    var isWhitespaceOrNewline: Bool {
        switch self {
        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .verticalTabs, .formfeeds: true
        default: false
        }
    }
}
