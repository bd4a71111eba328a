import SwiftSyntax

/// Choosing among methods of one name whose labels a call fits (`didSelect(_:entry:)` declared once
/// per delegate protocol a coordinator implements), by the types of the arguments.
extension NavigationAnalyzer {
    /// The overload of `methods` the arguments of `call` fit best: an argument of exactly a
    /// parameter's type counts most, one of a subclass less, and one of another app type rules the
    /// overload out; unknown types say nothing. The first of equals, as declared.
    func bestOverload(_ methods: [MethodDeclaration], for call: FunctionCallExprSyntax, scope: Scope) -> MethodDeclaration? {
        guard methods.count > 1 else { return methods.first }
        let argumentTypes = call.arguments.map { valueType($0.expression, scope: scope) ?? declaredParameterType($0.expression, scope: scope) }
        var best: (method: MethodDeclaration, fit: Int)?
        for method in methods {
            var fit = 0
            for (parameter, argumentType) in zip(method.parameters, argumentTypes) {
                guard let argumentType, let parameterType = model.lookup(TypeText.base(parameter.type), from: method.owner) else { continue }
                if parameterType == argumentType {
                    fit += 2
                } else if superclasses(of: argumentType).contains(parameterType) || model.conformers(of: parameterType).contains(argumentType) {
                    fit += 1
                } else {
                    fit = Int.min / 2
                }
            }
            if best.map({ fit > $0.fit }) ?? true { best = (method, fit) }
        }
        return best?.method
    }

    /// The type written for the parameter `expression` names, of the function, initialiser or
    /// closure around it (`func tapped(artist: Artist) { router.open(for: artist) }`): nil when
    /// it names none, or the closure parameter it names has no written type.
    private func declaredParameterType(_ expression: ExprSyntax, scope: Scope) -> String? {
        guard let name = SyntaxHelpers.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = Syntax(expression).parent
        while let syntax = current, !syntax.isTypeDeclaration {
            let clause: FunctionParameterClauseSyntax?
            if let function = syntax.as(FunctionDeclSyntax.self) {
                clause = function.signature.parameterClause
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                clause = initializer.signature.parameterClause
            } else if let closure = syntax.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case .parameterClause(let parameters)?:
                    if let parameter = parameters.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                        return parameter.type.flatMap { model.lookup(TypeText.base($0.trimmedText), from: scope.type) }
                    }
                case .simpleInput(let parameters)?:
                    if parameters.contains(where: { $0.name.text == name }) { return nil }
                case nil:
                    break
                }
                clause = nil
            } else {
                clause = nil
            }
            if let parameter = clause?.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return model.lookup(TypeText.base(parameter.type.trimmedText), from: scope.type)
            }
            current = syntax.parent
        }
        return nil
    }
}
