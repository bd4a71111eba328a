import SwiftSyntax

extension NavigationAnalyzer {
    /// Records the constants `decl` declares with a closure (`let completion: () -> Void = { … }`)
    /// in `scope`, for calls of them and arguments handing them on (see ``Scope/localClosures``).
    static func recordLocalClosures(_ decl: DeclSyntax, in scope: inout Scope) {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let closure = binding.initializer.flatMap({ SyntaxHelpers.unwrap($0.value).as(ClosureExprSyntax.self) }) else { continue }
            scope.localClosures[name] = closure
        }
    }
}
