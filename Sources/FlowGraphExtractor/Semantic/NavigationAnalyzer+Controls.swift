import SwiftSyntax

/// Views that are controls: their body is a button (through modifiers and a layout container
/// holding only it) running the action the view is given (`Button(action: action)`,
/// `Button { onTap() }`), as an app's styled button or a stepper's previous/next button is. A
/// body choosing between such views chooses which control to show, not which screen.
extension NavigationAnalyzer {
    static let controlCalls: Set<String> = ["Button", "Link", "Toggle", "Menu"]

    /// Whether the body of `view` is one control running a closure `view` stores.
    func isControl(_ view: String) -> Bool {
        guard let written = bodyExpression(of: view),
              let shown = Self.baseConstruction(Self.chosenContent(written))?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(shown), callee.base == nil, Self.controlCalls.contains(callee.name) else { return false }
        let action = SyntaxHelpers.argument(shown, "action").map(SyntaxHelpers.unwrap)
        // `Button(action: onTap)`, or `Button { onTap() }` calling nothing else.
        let ran = action.flatMap(SyntaxHelpers.identifier) ?? Self.onlyCall(in: action?.as(ClosureExprSyntax.self) ?? shown.trailingClosure)
        return ran.map { model.property(named: $0, in: view)?.getter == nil && model.property(named: $0, in: view) != nil } ?? false
    }

    /// The name of the one function a closure calls, when it is all the closure does (`{ onTap() }`).
    private static func onlyCall(in closure: ClosureExprSyntax?) -> String? {
        guard let closure, closure.statements.count == 1, let expression = closure.statements.first.flatMap(SyntaxHelpers.expression),
              let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
              callee.base == nil else { return nil }
        return callee.name
    }
}
