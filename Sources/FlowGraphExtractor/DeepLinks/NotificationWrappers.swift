import SwiftSyntax

/// The app's own functions posting or observing a notification their argument names: a typed
/// event bus (`func emit<E: Event>(_ event: Envelope<E>) { center.post(name: E.name, object: event.payload) }`,
/// `func events<E: Event>(_ kind: Kind<E>) -> AnyPublisher<E.Payload, Never> { center.publisher(for: E.name)… }`),
/// or a thin helper (`func broadcast(_ name: Notification.Name, _ object: Any?)`). A call names its
/// notification by its argument, as a notification is known by its name's last component:
/// `emit(.showSheet(.report))` posts `showSheet` carrying `.report`, and `events(.showSheet)`
/// publishes it.
struct NotificationWrappers: Sendable {
    /// Functions posting the notification their argument names, by name.
    var posting: Set<String> = []
    /// Functions returning a publisher of the notification their argument names, by name.
    var observing: Set<String> = []

    /// The wrappers the corpus declares: functions whose `post` or `publisher(for:)` of a
    /// notification center takes the name from one of their parameters or generic parameters.
    /// - Complexity: linear in the posts and publishers of the corpus.
    static func find(_ corpus: SourceCorpus) -> NotificationWrappers {
        var wrappers = NotificationWrappers()
        for file in corpus.files {
            for call in file.syntax.calls(named: "post") {
                guard NotificationObservers.postedName(call) != nil, let name = postedNameExpression(call),
                      let function = SyntaxHelpers.enclosingFunction(call), namesParameter(name, of: function) else { continue }
                wrappers.posting.insert(function.name.text)
            }
            for call in file.syntax.calls(named: "publisher") {
                guard call.calledExpression.trimmedText.contains("NotificationCenter"), let name = SyntaxHelpers.argument(call, "for"),
                      let function = SyntaxHelpers.enclosingFunction(call), namesParameter(name, of: function) else { continue }
                wrappers.observing.insert(function.name.text)
            }
        }
        return wrappers
    }

    /// The notification a call of a posting wrapper posts, and what it carries: `showSheet` and
    /// `.report` for `emit(.showSheet(.report))`, `showSheet` and `sheet` for `broadcast(.showSheet, sheet)`.
    func posted(_ call: FunctionCallExprSyntax) -> (key: String, payload: ExprSyntax?)? {
        guard !posting.isEmpty, let (_, name) = SyntaxHelpers.callee(call), posting.contains(name),
              let first = call.arguments.first?.expression else { return nil }
        if let built = SyntaxHelpers.unwrap(first).as(FunctionCallExprSyntax.self),
           let key = built.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            return (key, built.arguments.count == 1 ? built.arguments.first?.expression : nil)
        }
        guard let key = NotificationObservers.key(first) else { return nil }
        return (key, call.arguments.count == 2 ? call.arguments.last?.expression : nil)
    }

    /// The notification `expression` publishes when it calls an observing wrapper (`events(.showSheet)`).
    func observedKey(_ expression: ExprSyntax) -> String? {
        guard !observing.isEmpty, let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
              let (_, name) = SyntaxHelpers.callee(call), observing.contains(name),
              let first = call.arguments.first?.expression else { return nil }
        return NotificationObservers.key(first)
    }

    /// The name expression of a notification center's `post`.
    private static func postedNameExpression(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let name = SyntaxHelpers.argument(call, "name") { return name }
        return call.arguments.first?.expression.as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.argument($0, "name") }
    }

    /// Whether `name` starts from a parameter or generic parameter of `function` (`E.name`, `name`).
    private static func namesParameter(_ name: ExprSyntax, of function: FunctionDeclSyntax) -> Bool {
        var root = SyntaxHelpers.unwrap(name)
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = SyntaxHelpers.unwrap(base) }
        guard let identifier = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let generics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        return generics.contains(identifier) || parameters.contains(identifier)
    }
}
