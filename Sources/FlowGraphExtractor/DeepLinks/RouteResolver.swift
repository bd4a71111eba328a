import SwiftSyntax

/// Maps route expressions and navigation calls to node ids without a whole-program type checker.
///
/// - A route value (`.accounts(.detail(accountId: id))` where an `AppRoute` is expected) is
///   followed through wrapper cases whose one associated value is another route enum, down to the
///   innermost case: `AccountsRoute.detail`.
/// - A call that navigates (`coordinator?.push(.detail(accountId: id))`) names an enum case; the
///   enum is the parameter type of the called method, found among the corpus's methods of that
///   name; when several enums have that case, the caller's own type and then the hinted enum
///   decide, else the call is not resolved.
struct RouteResolver {
    let types: SwiftTypeIndex
    /// A function declared in the corpus, with the type it belongs to.
    typealias Function = (owner: String?, file: ParsedFile, decl: FunctionDeclSyntax)
    /// Functions by name.
    private(set) var functions: [String: [Function]] = [:]

    init(types: SwiftTypeIndex, corpus: SourceCorpus) {
        self.types = types
        for file in corpus.files {
            for decl in file.syntax.functions {
                functions[decl.name.text, default: []].append((SwiftTypeIndex.enclosingTypeName(of: decl), file, decl))
            }
        }
    }

    /// The enum a written type designates (`Result<AppRoute, E>` and `AppRoute?` give `AppRoute`).
    func enumType(_ written: String, from scope: String?) -> String? {
        var text = written.trimmed
        if text.hasPrefix("Result<") { text = String(text.dropFirst("Result<".count).prefix { $0 != "," && $0 != ">" }) }
        guard let name = types.resolve(text, from: scope), types[name]?.kind == .enum else { return nil }
        return name
    }

    /// The node a route value shows, given the enum expected where it is written; a case carrying
    /// one enum value shows that value's case (`.accounts(.detail)`), unless `nested` is off.
    func node(ofRoute expression: ExprSyntax, expected: String?, scope: String?, nested: Bool = true) -> String? {
        var expression = expression
        // `.success(route)`, `.some(route)`, `Optional(route)` wrap the route.
        while let call = expression.as(FunctionCallExprSyntax.self), let name = TCASyntax.caseName(ExprSyntax(call)),
              ["success", "some"].contains(name), call.arguments.count == 1 {
            expression = call.arguments.first!.expression
        }
        guard let name = TCASyntax.caseName(expression) else { return nil }
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        var enumName = expected
        if let base = callee.as(MemberAccessExprSyntax.self)?.base?.trimmedText, !base.isEmpty {
            enumName = enumType(base, from: scope)
        }
        guard let enumName, let info = types[enumName], let found = info.enumCases.first(where: { $0.name == name }) else { return nil }
        if nested, found.associatedTypes.count == 1, let inner = TCASyntax.arguments(expression).first?.expression,
           let innerEnum = enumType(found.associatedTypes[0], from: enumName),
           let node = node(ofRoute: inner, expected: innerEnum, scope: scope) {
            return node
        }
        return "\(enumName).\(name)"
    }

    /// The node a navigating call shows (`push(.detail(…))`, `navigate(to: .settings)`), or nil.
    func node(ofCall call: FunctionCallExprSyntax, caller: String?, hint: String?) -> String? {
        guard let argument = call.arguments.first?.expression, let caseName = TCASyntax.caseName(argument) else { return nil }
        let methodName: String
        let explicitBase: Bool
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            methodName = member.declName.baseName.text
            let base = member.base?.trimmedText ?? "self"
            explicitBase = base != "self" && base != "Self"
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            methodName = reference.baseName.text
            explicitBase = false
        } else {
            return nil
        }
        let callee = (argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument).as(MemberAccessExprSyntax.self)
        var candidates: [(owner: String?, enumName: String)] = []
        if let base = callee?.base?.trimmedText, let written = enumType(base, from: caller) {
            candidates = [(nil, written)]
        } else {
            for function in functions[methodName] ?? [] {
                guard let parameter = function.decl.signature.parameterClause.parameters.first,
                      let enumName = enumType(parameter.type.trimmedText, from: function.owner),
                      types[enumName]?.enumCases.contains(where: { $0.name == caseName }) == true
                else { continue }
                candidates.append((function.owner, enumName))
            }
        }
        var enums = Set(candidates.map(\.enumName))
        if enums.count > 1, !explicitBase, let caller {
            let own = Set(candidates.filter { $0.owner == caller }.map(\.enumName))
            if !own.isEmpty { enums = own }
        }
        if enums.count > 1, let hint, enums.contains(hint) { enums = [hint] }
        guard enums.count == 1, let enumName = enums.first else { return nil }
        return "\(enumName).\(caseName)"
    }

    /// Whether a call clears the stack before a handler pushes (`popToRoot()`, `navigateToRoot()`, `path.removeAll()`).
    static func isReset(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let lower = name.lowercased()
        return lower.hasPrefix("poptoroot") || lower.hasSuffix("toroot") || lower == "removeall" || lower == "reset"
    }
}
