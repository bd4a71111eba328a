import SwiftSyntax

/// Constants as values: a dispatcher keyed by names (`navigate(to: Places.album)` with
/// `if place == Places.album { … } else if place == Places.artist { … }`) runs only the branch its
/// argument selects, when the key is a literal or a constant holding one.
extension NavigationAnalyzer {
    /// The literal `expression` stands for, as written (`"album"`, `3`): a string (without
    /// interpolation) or integer literal, a local bound to one, or a `let` constant initialised with
    /// one (`Places.album`, `Self.album`, `album` in its type, `static let album = "album"`).
    func literalValue(_ expression: ExprSyntax, scope: Scope) -> String? {
        let unwrapped = SyntaxHelpers.unwrap(expression)
        if let literal = Self.literalText(unwrapped) { return literal }
        let owner: String?
        let name: String
        if let member = unwrapped.as(MemberAccessExprSyntax.self), let base = member.base {
            let written = base.trimmedText
            owner = written == "Self" || written == "self" ? scope.type : model.lookup(written, from: scope.type)
            name = member.declName.baseName.text
        } else if let reference = unwrapped.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let local = scope.locals[name] {
                if case .literal(let text) = local { return text }
                return nil
            }
            owner = scope.type
        } else {
            return nil
        }
        guard let owner, let property = model.property(named: name, in: owner), property.getter == nil,
              let initializer = property.initializer, Self.isConstant(initializer) else { return nil }
        return Self.literalText(SyntaxHelpers.unwrap(initializer))
    }

    /// Whether a comparison of two literal values (`place == Places.album`, `kind != "menu"`) is
    /// known to hold; `nil` when either side is not known.
    func knownComparison(_ condition: ExprSyntax, scope: Scope) -> Bool? {
        guard let sequence = condition.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
              let symbol = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "==" || symbol == "!=",
              let left = literalValue(elements[0], scope: scope), let right = literalValue(elements[2], scope: scope) else { return nil }
        return (left == right) == (symbol == "==")
    }

    /// A string literal without interpolation or an integer literal, as written.
    private static func literalText(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return expression.trimmedText }
        guard let string = expression.as(StringLiteralExprSyntax.self),
              string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        return string.trimmedText
    }

    /// Whether `initializer` initialises a `let` (not a `var`, which code may change).
    private static func isConstant(_ initializer: ExprSyntax) -> Bool {
        var current = initializer.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) { return variable.bindingSpecifier.tokenKind == .keyword(.let) }
            current = node.parent
        }
        return false
    }
}
