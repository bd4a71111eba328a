import SwiftSyntax

/// Views laid out by device idiom (`if DeviceUtil.isPad { content.sheet(…) } else { content }`):
/// a presentation only the iPad layout makes is not how a phone shows its case.
enum TCADeviceIdiom {
    /// Whether `node` runs only on an iPad: in the body of an `if` whose condition says the device is
    /// one (`isPad`, `isIPad`, `userInterfaceIdiom == .pad`), or in the `else` of one saying it is a
    /// phone, within the declaration holding it.
    static func runsOnlyOnPad(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self), !parent.isTypeDeclaration {
            if let ifExpr = parent.as(IfExprSyntax.self), let idiom = idiom(in: ifExpr.conditions) {
                if child.id == ifExpr.body.id { return idiom == .pad }
                if child.id == ifExpr.elseBody?.id { return idiom == .phone }
            }
            child = parent
        }
        return false
    }

    private enum Idiom { case pad, phone }

    /// The idiom a single condition tests for: `isPad`, `Device.isPhone`, `idiom == .pad`, negated by `!`.
    private static func idiom(in conditions: ConditionElementListSyntax) -> Idiom? {
        guard conditions.count == 1, case .expression(var expression) = conditions.first!.condition else { return nil }
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression
        }
        let names = TCASyntax.nodes(TokenSyntax.self, in: expression, skippingNestedTypes: false)
            .filter { if case .identifier = $0.tokenKind { true } else { false } }
            .map { $0.text.lowercased() }
        let isPad = names.contains { padNames.contains($0) }, isPhone = names.contains { phoneNames.contains($0) }
        guard isPad != isPhone, !expression.trimmedText.contains("!=") else { return nil }
        return (isPad != negated) ? .pad : .phone
    }

    private static let padNames: Set<String> = ["ispad", "isipad", "pad"]
    private static let phoneNames: Set<String> = ["isphone", "isiphone", "phone"]
}
