import SwiftSyntax

/// Closures a coordinator hands to a screen through a factory: `screens.makeList(onPick: { self?.showDetail() })`
/// with `func makeList(onPick: @escaping () -> Void) -> UIViewController { ListController(onPick: onPick) }`
/// runs the closure on the list the factory builds, as `ListController(onPick: { … })` written in
/// the coordinator would.
extension NavigationAnalyzer {
    /// The screens that run the closures `call`, written in `owner`, hands over: the screen (or
    /// the view model of one) it constructs, or the screens an app factory it calls builds and
    /// returns when the factory keeps the closures for them rather than calling them itself.
    func closureTakers(of call: FunctionCallExprSyntax, in owner: String) -> [String] {
        if let receiver = constructedType(ExprSyntax(call), from: owner) {
            return takesScreenClosures(receiver) ? [receiver] : []
        }
        guard let (_, name) = SyntaxHelpers.callee(call), model.declaredMethodNames.contains(name),
              !SyntaxHelpers.closures(call).isEmpty else { return [] }
        let scope = localScope(before: call, in: owner)
        guard let (method, body, _) = returningMethod(called: call, scope: scope) else {
            return screensShownKeepingClosures(call, in: owner)
        }
        guard case let handed = boundArguments(call, to: method).filter({ $0.value.is(ClosureExprSyntax.self) }), !handed.isEmpty,
              handed.keys.allSatisfy({ lastInvocation(of: $0, in: body) == nil }) else { return [] }
        return returnedScreens(of: call, scope: scope).filter(isScreenType)
    }
}

/// Factories declared with a wider result than what they build: `func makeDetail() -> BaseCoordinator
/// { DetailCoordinator(…) }` or `-> UIViewController { ListController() }` gives the class it constructs.
extension NavigationAnalyzer {
    /// The one app class every `return` of the app method `name` of `receiver` constructs; `nil`
    /// when it returns something else or several classes. Found once per method.
    func builtResultType(of name: String, labels: [String?], in receiver: String) -> String? {
        guard let method = model.methods(named: name, in: receiver).first(where: { $0.accepts(labels: labels) }),
              method.returnType != nil, let body = method.body else { return nil }
        let key = "\(method.owner).\(method.name)@\(method.fileIndex):\(method.line)"
        if let known = builtResultMemo[key] { return known }
        let result = builtType(returnedBy: body, owner: method.owner)
        builtResultMemo[key] = result
        return result
    }

    /// The one app class every `return` of `body` (or its only expression) constructs; `nil` when
    /// it returns something else or several classes.
    func builtType(returnedBy body: CodeBlockItemListSyntax, owner: String) -> String? {
        let returns = ReturnCollector.returns(in: body)
        let returned = returns.isEmpty ? Self.onlyReturnedExpression(body).map { [$0] } ?? [] : returns
        let built = Set(returned.map { constructedType($0, from: owner) })
        guard built.count == 1, let only = built.first, let only, type(only)?.kind == .class else { return nil }
        return only
    }
}
