import SwiftSyntax

/// `rootViewController` is also a property of objects that are no window: an ad banner or a
/// sharing sheet is told which controller presents it (`banner.rootViewController = self`).
/// Setting it there shows nothing; only a window's root replaces what the app shows.
extension NavigationAnalyzer {
    /// Whether `holder` (the `banner` of `banner.rootViewController = …`) is known to be no
    /// window: its type, from the code or from how it is declared (`let banner = AdBanner(…)`,
    /// `var banner: AdBanner!`), is neither `UIWindow` nor a subclass of it.
    func holdsNoWindow(_ holder: ExprSyntax, scope: Scope) -> Bool {
        let holder = SyntaxHelpers.unwrap(holder)
        guard !holder.trimmedText.lowercased().contains("window") else { return false }
        guard let declared = valueType(holder, scope: scope) ?? declaredType(of: holder, scope: scope) else { return false }
        return !isWindowType(declared)
    }

    /// `UIWindow`, a class of another library named for a window, or an app class inheriting from one.
    private func isWindowType(_ name: String) -> Bool {
        let chain = [name] + superclasses(of: name)
        return chain.contains { $0.contains("Window") }
            || chain.last.flatMap { type($0)?.inherited.first }.map { $0.contains("Window") } == true
    }

    /// The type a local or stored property is declared with: its annotation, or the type its
    /// initial value constructs.
    private func declaredType(of holder: ExprSyntax, scope: Scope) -> String? {
        if let member = holder.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            return propertyDeclaredType(member.declName.baseName.text, scope: scope)
        }
        guard let name = SyntaxHelpers.identifier(holder) else { return nil }
        return localDeclaredType(name, before: holder) ?? propertyDeclaredType(name, scope: scope)
    }

    private func propertyDeclaredType(_ name: String, scope: Scope) -> String? {
        guard let owner = scope.type, let property = model.property(named: name, in: owner), let written = writtenType(of: property) else { return nil }
        return TypeText.base(written)
    }

    /// The type of the nearest local `name` declared before `use` in the blocks around it.
    private func localDeclaredType(_ name: String, before use: ExprSyntax) -> String? {
        var node = Syntax(use).parent
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self), let binding = SyntaxHelpers.binding(of: name, in: block, before: use.position) {
                return Self.writtenType(of: binding)
            }
            node = current.parent
        }
        return nil
    }

    /// `AdBanner` for `let banner: AdBanner` or `let banner = AdBanner(size: …)`.
    private static func writtenType(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation { return TypeText.base(annotation.type.trimmedText) }
        guard let call = binding.initializer.map({ SyntaxHelpers.unwrap($0.value) })?.as(FunctionCallExprSyntax.self),
              let constructed = SyntaxHelpers.withoutGenericArguments(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text,
              SyntaxHelpers.isTypeName(constructed) else { return nil }
        return constructed
    }
}
