import SwiftSyntax

/// Values an incoming URL arrives in rather than as a `URL`: the `NSUserActivity` of
/// `scene(_:continue:)`, `application(_:continue:restorationHandler:)` and
/// `.onContinueUserActivity { activity in … }` (a universal link is its `webpageURL`), and the
/// `UIOpenURLContext`s of `scene(_:openURLContexts:)` (each one's `url`), and the connection
/// options of `scene(_:willConnectTo:options:)`, which bring the URL or activity that launched the
/// app (`connectionOptions.urlContexts.first?.url`, `….userActivities.first?.webpageURL`).
enum URLCarrier {
    /// The parameter types that carry a URL.
    static let types: Set<String> = [
        "NSUserActivity", "UIOpenURLContext", "Set<UIOpenURLContext>", "[UIOpenURLContext]", "UIScene.ConnectionOptions",
    ]
    /// The members of a scene's connection options holding the carriers.
    static let connectionMembers: Set<String> = ["urlContexts", "userActivities"]

    /// The names of the parameters typed as a carrier.
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [String] {
        // Most functions take no carrier: one look at the clause's bytes skips them.
        let text = clause.trimmedText
        guard text.contains("NSUserActivity") || text.contains("UIOpenURLContext") || text.contains("ConnectionOptions") else { return [] }
        return Array(clause.parameters).filter { types.contains($0.type.trimmedText) }.map { ($0.secondName ?? $0.firstName).text }
    }

    /// Whether `expression` reads the URL one of `carriers` holds (`activity.webpageURL`,
    /// `URLContexts.first?.url`, `context.url`, optionally unwrapped): nil when it does not, true when
    /// the URL is a web page's (a universal link), false for a URL opened with the app's scheme.
    static func url(_ expression: ExprSyntax, carriers: Set<String>) -> Bool? {
        guard !carriers.isEmpty, let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self),
              let base = member.base else { return nil }
        let name = member.declName.baseName.text
        guard name == "webpageURL" || name == "url" else { return nil }
        // `URLContexts.first?.url`: one context of the set.
        var holder = oneOf(base)
        // `connectionOptions.urlContexts`: the carriers a scene's connection options bring.
        if let member = holder.as(MemberAccessExprSyntax.self), connectionMembers.contains(member.declName.baseName.text),
           let options = member.base {
            holder = SyntaxHelpers.unwrap(options)
        }
        guard let reference = holder.as(DeclReferenceExprSyntax.self), carriers.contains(reference.baseName.text) else { return nil }
        return name == "webpageURL"
    }

    /// Whether `expression` is one carrier of `carriers`: a carrier itself, or one element of a
    /// set of them (`contexts.first`, `contexts.last`), optionally unwrapped.
    static func isCarrier(_ expression: ExprSyntax, carriers: Set<String>) -> Bool {
        oneOf(expression).as(DeclReferenceExprSyntax.self).map { carriers.contains($0.baseName.text) } ?? false
    }

    /// Whether `expression` hands on carriers: one of `carriers`, or the carriers a scene's
    /// connection options bring (`connectionOptions.urlContexts`, passed to `scene(_:openURLContexts:)`).
    static func handsCarriers(_ expression: ExprSyntax, carriers: Set<String>) -> Bool {
        if isCarrier(expression, carriers: carriers) { return true }
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self),
              connectionMembers.contains(member.declName.baseName.text), let options = member.base else { return false }
        return isCarrier(options, carriers: carriers)
    }

    /// The set `expression` takes one element of (`contexts` for `contexts.first`), else itself; unwrapped.
    private static func oneOf(_ expression: ExprSyntax) -> ExprSyntax {
        let holder = SyntaxHelpers.unwrap(expression)
        guard let element = holder.as(MemberAccessExprSyntax.self), ["first", "last"].contains(element.declName.baseName.text),
              let set = element.base else { return holder }
        return SyntaxHelpers.unwrap(set)
    }

    /// `carriers` and the locals `statements` bind to one of them (`guard let context = contexts.first`),
    /// which carry the same URL.
    static func withLocals(_ carriers: Set<String>, in statements: CodeBlockItemListSyntax) -> Set<String> {
        guard !carriers.isEmpty else { return carriers }
        // `guard let context = contexts.first` and `let context = contexts.first!`.
        let bindings = TCASyntax.nodes(OptionalBindingConditionSyntax.self, in: statements, skippingNestedTypes: true).map { ($0.pattern, $0.initializer?.value) }
            + TCASyntax.nodes(PatternBindingSyntax.self, in: statements, skippingNestedTypes: true).map { ($0.pattern, $0.initializer?.value) }
        return carriers.union(bindings.compactMap { pattern, value in
            guard let value, isCarrier(value, carriers: carriers) else { return nil }
            return pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
    }

    /// Whether `statements` read the URL one of `carriers` holds anywhere.
    static func readsURL(_ statements: CodeBlockItemListSyntax, carriers: Set<String>) -> Bool {
        !carriers.isEmpty && TCASyntax.nodes(MemberAccessExprSyntax.self, in: statements, skippingNestedTypes: true).contains {
            url(ExprSyntax($0), carriers: carriers) != nil
        }
    }
}
