import FlowGraph
import SwiftSyntax

/// Closures handed to an app function that calls them: `setLater(route) { modalRoute = $0 }` with
/// `func setLater<T>(_ value: T?, block: @escaping (T?) -> Void) { … block(value) }` sets
/// `modalRoute` to `route`. The closure runs where the call is, its parameters bound to what the
/// function passes it; a closure the function only stores (a callback for later) is not run here.
extension NavigationAnalyzer {
    /// What running the closures `call` hands over does, when the app function it calls invokes
    /// them; `nil` when it calls no app function or invokes none of them. After a call that shows a
    /// screen (`afterShowing`), a closure the function keeps for later (``keepsForLater(_:in:)``)
    /// runs on that screen (``screensShownKeepingClosures(_:in:)``), not here.
    func evaluateInvokedClosures(_ call: FunctionCallExprSyntax, scope: Scope, depth: Int, afterShowing: Bool = false) -> Alternatives? {
        // Only an app function can run what it is handed: a call of any other name is not looked up.
        guard depth < Self.maximumDepth, !call.arguments.isEmpty || call.trailingClosure != nil, let (base, name) = SyntaxHelpers.callee(call),
              model.declaredMethodNames.contains(name) || model.functions[name] != nil,
              let function = invokedFunction(named: name, base: base, call: call, scope: scope),
              let body = function.body,
              call.trailingClosure != nil || call.arguments.contains(where: { handedClosure($0.expression, scope: scope) != nil })
                || function.parameters.contains(where: { $0.type.contains("@autoclosure") }) else { return nil }
        let bound = boundArguments(call, to: function)
        var result: Alternatives = [[]]
        var ranAny = false
        for (parameter, argument) in bound {
            // An `@autoclosure` parameter (`then(_ next: @autoclosure () -> Step)`) runs the argument
            // expression itself where the function calls it.
            if function.parameters.first(where: { $0.name == parameter })?.type.contains("@autoclosure") == true,
               lastInvocation(of: parameter, in: body) != nil {
                ranAny = true
                var inner = scope
                result = Self.sequence(result, evaluateExpression(argument, scope: &inner, depth: depth + 1))
                continue
            }
            guard let closure = handedClosure(argument, scope: scope), let passed = lastInvocation(of: parameter, in: body),
                  !afterShowing || !Self.keepsForLater(parameter, in: body) else { continue }
            ranAny = true
            var inner = scope
            // A closure destructuring a tuple (`{ user, settings in … }` given one value) names more than is passed.
            for (position, name) in Self.parameterNames(of: closure, count: passed.count).prefix(passed.count).enumerated() {
                // What the function passes: one of its own parameters, so the value given for it here.
                let given = SyntaxHelpers.identifier(passed[position]).flatMap { bound[$0] }
                // Or a controller the function builds for it (`block(makeAlert(message))`).
                inner.locals[name] = given.map { value(of: $0, parameterType: nil, scope: scope, context: scope.type ?? "") }
                    ?? builtController(passed[position], in: function)
            }
            // The closure is the caller's own code, run later: no deeper in the calls than the caller.
            result = Self.sequence(result, evaluateBlock(closure.statements, scope: &inner, depth: depth))
        }
        return ranAny ? result : nil
    }

    /// The closure an argument hands over: written in place, or a local constant holding one
    /// (`dismissAll(completion: completion)` with `let completion = { … }`).
    private func handedClosure(_ argument: ExprSyntax, scope: Scope) -> ClosureExprSyntax? {
        argument.as(ClosureExprSyntax.self) ?? SyntaxHelpers.identifier(argument).flatMap { scope.localClosures[$0] }
    }

    /// The controller `expression`, written in `function`, builds when it is a call or a local the
    /// function builds it in (`let form = ItemForm(); completion(form)`): `.unknown` otherwise.
    private func builtController(_ expression: ExprSyntax, in function: MethodDeclaration) -> AbstractValue {
        var scope = Scope(type: function.owner)
        if let name = SyntaxHelpers.identifier(expression), let body = function.body {
            for declaration in SyntaxHelpers.declarations(in: body, leadingTo: [name]) { bindLocals(DeclSyntax(declaration), scope: &scope) }
            if case .instance(let built)? = scope.locals[name], isScreenType(built) { return .instance(built) }
            return .unknown
        }
        guard SyntaxHelpers.unwrap(expression).is(FunctionCallExprSyntax.self),
              let built = viewTargets(expression, scope: scope).first else { return .unknown }
        return .instance(built)
    }

    /// The call `node`'s innermost closure is handed to, as an argument or a trailing closure.
    static func callHandingClosure(around node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        guard let closure = node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) else { return nil }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The app function a call names: a top-level function, or a method of the receiver.
    private func invokedFunction(named name: String, base: ExprSyntax?, call: FunctionCallExprSyntax, scope: Scope) -> MethodDeclaration? {
        if let base {
            // `Pages.itemForm(id:) { … }`: a static method of another type.
            guard let receiver = valueType(base, scope: scope) ?? SyntaxHelpers.typeReference(base).flatMap({ model.lookup($0, from: scope.type) }) else {
                // A receiver of a package's type (`Observable`) the app extends: the one such method.
                let extended = model.externalTypes.values.flatMap { $0.methods(named: name).filter { $0.body != nil } }
                guard Set(extended.map(\.owner)).count == 1 else { return nil }
                // Of overloads taking a closure or an `@autoclosure`, the one the argument's shape picks.
                let handsClosure = call.trailingClosure != nil || call.arguments.first?.expression.is(ClosureExprSyntax.self) == true
                return extended.first { ($0.parameters.first?.type.contains("@autoclosure") ?? false) != handsClosure } ?? extended.first
            }
            return model.methods(named: name, in: receiver).first { $0.body != nil }
        }
        return scope.type.flatMap { model.methods(named: name, in: $0).first { $0.body != nil } }
            ?? model.functions[name]?.first { $0.body != nil }
    }

    /// The call's arguments by the name of the parameter each is given to; a trailing closure
    /// goes to the first function-typed parameter no labelled argument took.
    func boundArguments(_ call: FunctionCallExprSyntax, to function: MethodDeclaration) -> [String: ExprSyntax] {
        var bound: [String: ExprSyntax] = [:]
        var remaining = function.parameters[...]
        for argument in call.arguments {
            while let parameter = remaining.first, parameter.label != argument.label?.text, parameter.defaultValue != nil || parameter.type.contains("->") {
                remaining = remaining.dropFirst()
            }
            guard let parameter = remaining.first, parameter.label == argument.label?.text else { break }
            bound[parameter.name] = argument.expression
            remaining = remaining.dropFirst()
        }
        let trailing = (call.trailingClosure.map { [(nil as String?, $0)] } ?? []) + call.additionalTrailingClosures.map { ($0.label.text as String?, $0.closure) }
        for (label, closure) in trailing {
            // A closure type behind a typealias (`handler: @escaping AlertHandler`) is not written with `->`:
            // an unlabelled trailing closure then goes to the last parameter left.
            guard let parameter = remaining.first(where: { $0.type.contains("->") && (label == nil || $0.label == label) })
                ?? (label == nil ? remaining.last : nil) else { continue }
            bound[parameter.name] = ExprSyntax(closure)
            remaining = remaining.filter { $0.name != parameter.name }
        }
        return bound
    }

    /// The arguments of the last call of the closure parameter `parameter` in `body` that passes
    /// something (`block(value)` after `block(nil)`), or `nil` when the body never calls it.
    func lastInvocation(of parameter: String, in body: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        guard let fileIndex = fileOfRoot[body.root.id] else { return nil }
        let calls = model.file(fileIndex).syntax.calls(named: parameter).filter { call in
            body.position <= call.position && call.endPosition <= body.endPosition
        }
        guard !calls.isEmpty else { return nil }
        let passing = calls.last { call in !call.arguments.allSatisfy { $0.expression.is(NilLiteralExprSyntax.self) } } ?? calls.last!
        return passing.arguments.map(\.expression)
    }

    /// The names a closure gives its parameters (`{ route in … }`), or `$0`, `$1`….
    static func parameterNames(of closure: ClosureExprSyntax, count: Int) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return (0..<count).map { "$\($0)" }
        }
    }
}
