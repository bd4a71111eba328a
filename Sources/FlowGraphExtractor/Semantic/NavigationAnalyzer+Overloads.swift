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
            for (parameter, (argument, argumentType)) in zip(method.parameters, zip(call.arguments, argumentTypes)) {
                // `present(host)` with `let host = UIHostingController(rootView: page)`: a framework
                // controller (whose value is the screen it shows) fits the overload taking a controller.
                if Self.buildsFrameworkController(argument.expression), let wanted = Self.screenKind(ofParameter: parameter, in: method) {
                    fit = wanted == .controller ? fit + 1 : Int.min / 2
                    continue
                }
                guard let argumentType else { continue }
                guard let parameterType = model.lookup(TypeText.base(parameter.type), from: method.owner) else {
                    // `push(_ controller: UIViewController)` beside `push<V: View>(_ view: V)`: a screen
                    // fits the one taking its kind of screen.
                    if let wanted = Self.screenKind(ofParameter: parameter, in: method), let given = screenKind(of: argumentType) {
                        fit = wanted == given ? fit + 1 : Int.min / 2
                    }
                    continue
                }
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

    enum ScreenKind { case controller, view }

    /// Whether `expression` builds one of Apple's controllers (`UIHostingController(rootView: page)`,
    /// `UINavigationController(…)`), directly or as the local it names was declared.
    private static func buildsFrameworkController(_ expression: ExprSyntax) -> Bool {
        var value = SyntaxHelpers.unwrap(expression)
        if let name = SyntaxHelpers.identifier(value), let declared = initializer(of: name, before: expression) {
            value = SyntaxHelpers.unwrap(declared)
        }
        guard let call = value.as(FunctionCallExprSyntax.self),
              let built = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call.calledExpression)).as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return isFrameworkController(built) || wrappingControllers.contains(built)
    }

    /// Whether the app type `name` is a view controller or a SwiftUI view.
    private func screenKind(of name: String) -> ScreenKind? {
        guard let declaration = type(name) else { return nil }
        if declaration.isViewController { return .controller }
        return declaration.isView ? .view : nil
    }

    /// The kind of screen a parameter of no app type takes: `UIViewController` (or another UIKit
    /// controller), `some View`, `AnyView`, or a generic parameter of the method constrained to one
    /// of them (`<V: View>`).
    static func screenKind(ofParameter parameter: MethodDeclaration.Parameter, in method: MethodDeclaration) -> ScreenKind? {
        var written = TypeText.base(parameter.type)
        if let generic = method.genericParameterClause?.parameters
            .first(where: { $0.name.text == written }) {
            guard let constraint = generic.inheritedType else { return nil }
            written = TypeText.base(constraint.trimmedText)
        }
        if written == "View" || written == "AnyView" { return .view }
        return written.hasPrefix("UI") && written.hasSuffix("Controller") ? .controller : nil
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
