import SwiftSyntax

/// What a post delivers to the observers of its channel: the notification's `object`
/// (`post(name: .showSheet, object: Sheet.report)`), or the value sent on a subject
/// (`requests.send(.report)`). An observer choosing its destination from it
/// (`{ note in sheet = note.object as? Sheet }`, `.sink { sheet = $0 }`) shows what the post carries.
extension NavigationAnalyzer {
    /// The value `call` (a post to a channel) delivers, when it carries one.
    func postedPayload(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let wrapped = notificationWrappers.posted(call) { return wrapped.payload }
        if NotificationObservers.postedName(call) != nil {
            if let object = SyntaxHelpers.argument(call, "object") { return object }
            // `post(Notification(name: .x, object: value))`
            return call.arguments.first?.expression.as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.argument($0, "object") }
        }
        guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression
    }

    /// The scope an observer runs in for a post delivering `payload`: its parameter holds the
    /// value sent on a subject, or the notification whose `object` is the value posted.
    func deliveringScope(_ observer: EventObserver, payload: AbstractValue) -> Scope {
        var scope = Scope(type: observer.owner)
        guard let parameter = observer.parameter else { return scope }
        scope.locals[parameter] = payload
        scope.deliveredObjects[parameter] = payload
        return scope
    }

    /// The first parameter of the closure or method whose body is `statements`: `note` in
    /// `{ note in … }` (`$0` for a closure naming none), `notification` in
    /// `@objc func reveal(_ notification: Notification)`.
    static func observerParameter(_ statements: CodeBlockItemListSyntax) -> String? {
        if let closure = statements.parent?.as(ClosureExprSyntax.self) {
            return parameterNames(of: closure, count: 1).first
        }
        guard let function = statements.parent?.parent?.as(FunctionDeclSyntax.self),
              let first = function.signature.parameterClause.parameters.first else { return nil }
        return (first.secondName ?? first.firstName).text
    }

    /// What `expression` holds when it reads the `object` of a notification an observer runs for
    /// (`note.object`); nil for any other expression.
    func deliveredObject(_ expression: ExprSyntax, scope: Scope) -> AbstractValue? {
        guard !scope.deliveredObjects.isEmpty, let member = expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "object",
              let base = member.base.map(SyntaxHelpers.unwrap)?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return scope.deliveredObjects[base]
    }
}
