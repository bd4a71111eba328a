import SwiftSyntax

/// Closures a view model keeps in the values it builds for its screens to show:
/// `Row(title: …, onTap: { self.router.showDetail() })`, or a closure handed to an app function
/// that stores it (`thread.makeRow(onTap: { … })` building such a row). Nothing runs them where
/// they are built: the screen holding the model calls them when the user taps what shows the value.
extension NavigationAnalyzer {
    /// The closures `call`, written in `owner`, hands over to be kept: the arguments of an
    /// initialiser of an app value that is no screen, view model or coordinator (those run their
    /// closures as their own moves), or those an app function takes `@escaping` and never calls itself.
    func keptClosures(_ call: FunctionCallExprSyntax, in owner: String) -> [ClosureExprSyntax] {
        if let built = constructedType(ExprSyntax(call), from: owner) {
            guard let declaration = type(built), declaration.kind != .protocol, !declaration.isViewController,
                  !takesScreenClosures(built), !owners.contains(built), !uikitCoordinators.contains(built) else { return [] }
            return SyntaxHelpers.closures(call)
        }
        guard let (_, name) = SyntaxHelpers.callee(call), !SyntaxHelpers.isTypeName(name) else { return [] }
        let declared = appMethods(named: name).filter { $0.body != nil } + (model.functions[name] ?? []).filter { $0.body != nil }
        guard !declared.isEmpty else { return [] }
        var kept: [ClosureExprSyntax] = []
        for argument in call.arguments {
            guard let closure = argument.expression.as(ClosureExprSyntax.self), let label = argument.label?.text,
                  declared.allSatisfy({ keeps(parameterLabelled: label, $0) }) else { continue }
            kept.append(closure)
        }
        return kept
    }

    /// Whether `method` takes the closure labelled `label` to keep: `@escaping`, and never called in its body.
    private func keeps(parameterLabelled label: String, _ method: MethodDeclaration) -> Bool {
        guard let parameter = method.parameters.first(where: { $0.label == label }), parameter.type.contains("@escaping"),
              let body = method.body else { return false }
        return !model.file(method.fileIndex).syntax.calls(named: parameter.name).contains { call in
            body.position <= call.position && call.endPosition <= body.endPosition
        }
    }
}
