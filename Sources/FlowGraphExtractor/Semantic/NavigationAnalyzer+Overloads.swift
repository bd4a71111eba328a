import SwiftSyntax

/// Choosing among methods of one name whose labels a call fits (`didSelect(_:entry:)` declared once
/// per delegate protocol a coordinator implements), by the types of the arguments.
extension NavigationAnalyzer {
    /// The overload of `methods` the arguments of `call` fit best: an argument of exactly a
    /// parameter's type counts most, one of a subclass less, and one of another app type rules the
    /// overload out; unknown types say nothing. The first of equals, as declared.
    func bestOverload(_ methods: [MethodDeclaration], for call: FunctionCallExprSyntax, scope: Scope) -> MethodDeclaration? {
        guard methods.count > 1 else { return methods.first }
        let argumentTypes = call.arguments.map { valueType($0.expression, scope: scope) }
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
}
