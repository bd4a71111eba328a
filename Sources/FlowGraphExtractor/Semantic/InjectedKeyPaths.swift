import SwiftSyntax

/// Dependency injection through a container's key path (the Factory library's shape, and any
/// like it): a property names the container member that registers what it holds, in a property
/// wrapper's argument (`@Injected(\Services.router) var router`, `@LazyInjected(…)`) or in the
/// call that resolves it (`let router = resolve(\Services.router)`). The member's declared type
/// (`var router: Factory<Router> { … }`) says what the property holds.
enum InjectedKeyPaths {
    /// The container member a property's wrapper or resolving initializer names, if any.
    static func named(by attributes: AttributeListSyntax, initializer: ExprSyntax?) -> InjectedKeyPath? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), case .argumentList(let arguments)? = attribute.arguments,
                  arguments.count == 1, let only = arguments.first, only.label == nil,
                  let named = rootedMember(only.expression) else { continue }
            return named
        }
        guard let call = initializer.map(SyntaxHelpers.unwrap)?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return rootedMember(only.expression)
    }

    /// `Services.router` for `\Services.router`: a key path with a written root and one member.
    private static func rootedMember(_ expression: ExprSyntax) -> InjectedKeyPath? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), let root = keyPath.root, keyPath.components.count == 1,
              let member = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return InjectedKeyPath(container: TypeText.removingWhitespace(root.trimmedText), member: member.declName.baseName.text)
    }
}
