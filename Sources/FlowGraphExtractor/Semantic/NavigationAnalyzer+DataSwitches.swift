import SwiftSyntax

/// A view drawing the value it is built with, case by case, with what each case carries
/// (`switch attachment { case .photo(let image): PhotoTile(image) … }`, also on a value read from
/// it, `if let media = post.media { switch media { … } }`): the views its cases build are parts of
/// it, as any view in its body is, and it chooses no screen. A `switch` over a route, over state
/// (a property wrapper's, a model object's) or over a value the view makes itself is a choice.
extension NavigationAnalyzer {
    /// The `switch`es in views that draw the data the view is built with, by id.
    func findDataSwitches() -> Set<SyntaxIdentifier> {
        var found: Set<SyntaxIdentifier> = []
        for name in typeNames where isView(name) {
            for site in index[name]!.switches where drawsData(site.node, in: name) { found.insert(site.node.id) }
        }
        return found
    }

    /// Whether `switchExpression` binds what some case carries, over a value `view` is built with
    /// that is of no class, protocol or route enum of the app.
    private func drawsData(_ switchExpression: SwitchExprSyntax, in view: String) -> Bool {
        let bindsPayload = switchExpression.cases.contains { switchCase in
            guard case .case(let label)? = switchCase.as(SwitchCaseSyntax.self)?.label else { return false }
            return label.caseItems.contains { item in item.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) } }
        }
        guard bindsPayload, let property = inputProperty(read: switchExpression.subject, at: Syntax(switchExpression), in: view) else { return false }
        if let written = property.type {
            if let declared = model.lookup(TypeText.base(written), from: view), let kind = type(declared)?.kind,
               kind == .class || kind == .protocol || kind == .actor || routeEnums[declared] != nil {
                return false
            }
        }
        return valueType(switchExpression.subject, scope: Scope(type: view)).map { routeEnums[$0] == nil } ?? true
    }

    /// The property a value the view is built with comes from, when `expression` reads one: a
    /// stored property with no property wrapper nor initial value, directly or through locals
    /// bound from it (`if let media = post.media`, `case .quote(let quoted)` of a switch over it).
    private func inputProperty(read expression: ExprSyntax, at site: Syntax, in view: String, depth: Int = 0) -> PropertyDeclaration? {
        guard depth < 4, let name = SyntaxHelpers.rootName(expression) else { return nil }
        if let (value, bindingSite) = Self.localBinding(of: name, above: site) {
            return value.flatMap { inputProperty(read: $0, at: bindingSite, in: view, depth: depth + 1) }
        }
        guard let property = model.property(named: name, in: view), property.getter == nil, property.initializer == nil,
              property.attributes.isEmpty, property.environmentKey == nil else { return nil }
        return property
    }

    /// The value a local `name` is bound to in a condition, a case pattern or a declaration above
    /// `site`, and where (`nil` value: bound to something that is no expression); nil when no
    /// local of that name is bound there.
    private static func localBinding(of name: String, above site: Syntax) -> (ExprSyntax?, Syntax)? {
        var child = site
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id,
               let bound = boundValue(of: name, in: ifExpression.conditions) {
                return (bound, parent)
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
               label.caseItems.contains(where: { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } }),
               let enclosing = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                return (enclosing.subject, Syntax(enclosing))
            }
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for item in statements where item.position < child.position {
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let bound = boundValue(of: name, in: guardStatement.conditions) {
                        return (bound, Syntax(item))
                    }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return (binding.initializer?.value, Syntax(item))
                    }
                }
            }
            if parent.is(ClosureExprSyntax.self), SyntaxHelpers.closureParameterNames(parent.as(ClosureExprSyntax.self)!)?.contains(name) == true {
                return (nil, parent)
            }
            child = parent
        }
        return nil
    }

    /// The value `if let name = value` / `if case .x(let name) = value` binds `name` to; for
    /// `if let name`, the property of that name.
    private static func boundValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            }
            if let matching = condition.condition.as(MatchingPatternConditionSyntax.self),
               matching.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
                return matching.initializer.value
            }
        }
        return nil
    }
}
