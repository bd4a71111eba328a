import SwiftSyntax

/// Routes a method returns: `func nextStops() -> [Stop]` answering `[.intro]` on one path and a
/// local it appended `.shelf` to on another hands on any of those cases, so `for stop in
/// nextStops() { router.go(stop) }` goes to one of them, not to every case of `Stop`.
extension NavigationAnalyzer {
    /// The route cases the app method `call` calls returns, alone or in an array; `nil` when it
    /// is no app method returning an enum or its returns name no case.
    func returnedRoutes(of call: FunctionCallExprSyntax, scope: Scope) -> [RouteRef]? {
        // `.detail(id)` builds a case; `nextStops()` and `planner.nextStops()` call a method.
        let callee = SyntaxHelpers.unwrap(call.calledExpression)
        guard callee.is(DeclReferenceExprSyntax.self) || callee.as(MemberAccessExprSyntax.self)?.base != nil,
              let (base, name) = SyntaxHelpers.callee(call), !SyntaxHelpers.isTypeName(name),
              model.declaredMethodNames.contains(name),
              let receiver = base.map({ valueType($0, scope: scope) }) ?? scope.type,
              let method = model.methods(named: name, in: receiver).first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              let body = method.body, let returned = method.returnType,
              let element = enumName(TypeText.arrayElement(returned) ?? returned, from: method.owner) else { return nil }
        let collector = ReturnedValueCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        let context = Scope(type: method.owner.isEmpty ? nil : method.owner)
        var found: [RouteRef] = []
        func add(_ expression: ExprSyntax) {
            let unwrapped = SyntaxHelpers.unwrap(expression)
            let values = unwrapped.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [unwrapped]
            // What another call returns is not followed from here: its routes are named where it returns them.
            for value in values where !Self.callsAFunction(value) {
                for route in routes(of: value, expected: element, scope: context) ?? [] where !found.contains(route) { found.append(route) }
            }
        }
        // A body of one expression returns it (`func first() -> [Stop] { [.intro] }`).
        let returnedValues = collector.returned.isEmpty && body.count == 1 ? body.first.flatMap(SyntaxHelpers.expression).map { [$0] } ?? [] : collector.returned
        for expression in returnedValues {
            if let local = SyntaxHelpers.identifier(expression) {
                // `var stops = [Stop]()`, then `stops.append(.shelf)`, then `return stops`.
                for initializer in collector.initializers[local] ?? [] { add(initializer) }
                for appended in collector.appended[local] ?? [] { add(appended) }
            } else {
                add(expression)
            }
        }
        return found.isEmpty ? nil : found
    }

    /// Whether `expression` calls a function or method (`next()`, `planner.next()`), not a case
    /// (`.detail(id)`, `Stop.detail(id)`) or a value.
    private static func callsAFunction(_ expression: ExprSyntax) -> Bool {
        guard let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self) else { return false }
        let callee = SyntaxHelpers.unwrap(call.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return !SyntaxHelpers.isTypeName(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return !SyntaxHelpers.isTypeName(SyntaxHelpers.unwrap(base).trimmedText.split(separator: ".").last.map(String.init) ?? "")
    }
}

/// The values a function body returns, what its locals start as, and what is appended to them,
/// outside the closures and functions nested in it (whose returns are theirs).
private final class ReturnedValueCollector: SyntaxVisitor {
    var returned: [ExprSyntax] = []
    var initializers: [String: [ExprSyntax]] = [:]
    var appended: [String: [ExprSyntax]] = [:]

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { returned.append(expression) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            initializers[name, default: []].append(value)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (base, name) = SyntaxHelpers.callee(node), name == "append", let local = base.flatMap(SyntaxHelpers.identifier),
           let argument = node.arguments.first, argument.label == nil {
            appended[local, default: []].append(argument.expression)
        }
        return .visitChildren
    }
}
