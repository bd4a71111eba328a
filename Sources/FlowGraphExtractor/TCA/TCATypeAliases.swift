import SwiftSyntax

/// The type aliases a type or extension declares among its members, as code inside it sees them:
/// `private extension View { typealias Route = Panel.Route; func settings(_ routes:
/// PresentationStoreOf<Route>) … }` names `Panel.Route`, which a bare `Route` may not designate
/// elsewhere in the app. Each declaration's aliases are read once, however many names inside it ask.
final class TCATypeAliases {
    private var aliasesByDeclaration: [SyntaxIdentifier: [String: String]] = [:]

    /// `name` with its first component replaced by what the innermost enclosing declaration's alias
    /// of that name stands for (`Route.State` → `Panel.Route.State`); `name` itself when none does.
    func expanding(_ name: String, around node: some SyntaxProtocol) -> String {
        let head = name.prefix { $0 != "." }
        var current = Syntax(node).parent
        while let syntax = current {
            if syntax.isTypeDeclaration, let target = aliases(in: syntax)[String(head)] {
                return target + name.dropFirst(head.count)
            }
            current = syntax.parent
        }
        return name
    }

    private func aliases(in declaration: Syntax) -> [String: String] {
        if let known = aliasesByDeclaration[declaration.id] { return known }
        var found: [String: String] = [:]
        let members = declaration.children(viewMode: .sourceAccurate).lazy.compactMap { $0.as(MemberBlockSyntax.self) }.first?.members
        for member in members ?? [] {
            guard let alias = member.decl.as(TypeAliasDeclSyntax.self) else { continue }
            found[alias.name.text] = TypeText.removingWhitespace(alias.initializer.value.trimmedText)
        }
        aliasesByDeclaration[declaration.id] = found
        return found
    }
}
