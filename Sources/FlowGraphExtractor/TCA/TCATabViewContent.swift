import SwiftSyntax

extension TCAModel {
    /// The scoped children a `TabView`'s content shows, in order: by a scoped store
    /// (`HomeView(store: store.scope(state: \.home, …))`) or by a view of the child feature
    /// (`Home.View(store: store.home)`), through the view's own computed properties and methods
    /// the content names (`TabView { tabs }`, `var tabs: some View { homeTab; settingsTab }`).
    func tabScopes(shownBy content: some SyntaxProtocol, of feature: String, inView view: String?) -> [String] {
        let scopes = features[feature]!.scopes
        var order: [String] = []
        var expanded: Set<String> = []
        func visit(_ syntax: Syntax) {
            for node in TCASyntax.nodes(ExprSyntax.self, in: syntax, skippingNestedTypes: false) {
                if let call = node.as(FunctionCallExprSyntax.self) {
                    let shown = shownScope(by: call, among: scopes)
                    if let shown, !order.contains(shown) { order.append(shown) }
                } else if let reference = node.as(DeclReferenceExprSyntax.self), let view,
                          expanded.insert(reference.baseName.text).inserted,
                          let body = memberBody(named: reference.baseName.text, in: view) {
                    visit(body)
                }
            }
        }
        visit(Syntax(content))
        return order
    }

    /// The scoped child a call shows: the state a `scope` call names, or the feature of the view it builds.
    private func shownScope(by call: FunctionCallExprSyntax, among scopes: [ScopeChild]) -> String? {
        if Self.calleeName(call) == "scope" {
            guard let state = TCASyntax.scopedState(of: call), let name = TCASyntax.keyPathNames(state).last else { return nil }
            return scopes.contains { $0.stateName == name } ? name : nil
        }
        guard let built = storeFeature(ofView: call.calledExpression.trimmedText) else { return nil }
        let matching = scopes.filter { $0.feature == built }
        return matching.count == 1 ? matching[0].stateName : nil
    }

    /// The body of the computed property or parameterless method `name` a view type declares.
    private func memberBody(named name: String, in view: String) -> Syntax? {
        for (_, _, binding) in types[view]?.properties ?? [] where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.accessorBlock.map(Syntax.init)
        }
        for (_, block) in types[view]?.memberBlocks ?? [] {
            for function in block.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            where function.name.text == name && function.signature.parameterClause.parameters.isEmpty {
                return function.body.map(Syntax.init)
            }
        }
        return nil
    }
}
