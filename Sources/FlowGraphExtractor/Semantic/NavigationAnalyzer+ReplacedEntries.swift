import FlowGraph
import SwiftSyntax

/// A route stored into an entry a stack already shows: a method of the stack's element type that
/// keeps its route parameter in the entry (`func replacePage(with page: Page) { self.page = page }`),
/// called on the stack's top entry (`path[path.count - 1]`, `path.last`) or on the owner's root entry
/// of that type (`root.replacePage(with: page)`), shows that route in place of the screen there.
extension NavigationAnalyzer {
    /// What `call` (`base.name(…)`) does when it stores a route into an entry of a stack of `scope`'s
    /// type; nil when it is no such call.
    func replacedEntry(_ call: FunctionCallExprSyntax, base: ExprSyntax, name: String, scope: Scope) -> Alternatives? {
        guard let owner = scope.type else { return nil }
        let receiver = SyntaxHelpers.unwrap(base)
        let stackReference: ExprSyntax?
        if let subscripted = receiver.as(SubscriptCallExprSyntax.self) {
            stackReference = subscripted.calledExpression
        } else if let member = receiver.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "last" {
            stackReference = member.base
        } else {
            stackReference = nil
        }
        let entryType: String
        var stack: String?
        if let stackReference {
            guard let property = SyntaxHelpers.ownPropertyName(stackReference), case .stack? = roles[owner]?[property],
                  let element = stackElementType(property, of: owner) else { return nil }
            (entryType, stack) = (element, property)
        } else {
            // The root entry: a stored property of the stack's element type.
            guard let property = SyntaxHelpers.ownPropertyName(receiver), roles[owner]?[property] == nil,
                  let declared = model.property(named: property, in: owner).flatMap(writtenType).flatMap({ model.lookup(TypeText.base($0), from: owner) }),
                  (roles[owner] ?? [:]).contains(where: { stackProperty, role in
                      if case .stack = role { stackElementType(stackProperty, of: owner) == declared } else { false }
                  }) else { return nil }
            entryType = declared
        }
        guard let method = model.methods(named: name, in: entryType).first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              let body = method.body else { return nil }
        let kept = Self.storedParameters(in: body, of: entryType, model: model)
        for (position, parameter) in method.parameters.enumerated() where kept.contains(parameter.name) {
            guard let enumType = enumName(parameter.type, from: entryType), let argument = Self.argument(for: position, of: method, in: call),
                  let routes = routes(of: argument, expected: enumType, scope: scope) else { continue }
            return routes.map { route in
                guard let stack else { return [operation(.setCurrent(.route(route)), owner: owner, at: call)] }
                return [operation(.pop, owner: owner, at: call), operation(.append(.route(route)), owner: owner, at: call)].map { operation in
                    var operation = operation
                    operation.stack = stack
                    return operation
                }
            }
        }
        return nil
    }

    /// The app type of the elements of the array `property` of `owner`.
    private func stackElementType(_ property: String, of owner: String) -> String? {
        model.property(named: property, in: owner).flatMap(writtenType).flatMap(TypeText.arrayElement).flatMap { model.lookup($0, from: owner) }
    }

    /// The parameters a method body stores into stored properties of `type` (`self.page = page`).
    private static func storedParameters(in body: CodeBlockItemListSyntax, of type: String, model: SemanticModel) -> Set<String> {
        Set(body.compactMap { item -> String? in
            guard let expression = SyntaxHelpers.expression(item), let (lhs, rhs) = SyntaxHelpers.assignment(expression),
                  let property = SyntaxHelpers.ownPropertyName(lhs), model.property(named: property, in: type) != nil else { return nil }
            return SyntaxHelpers.identifier(rhs)
        })
    }
}
