import SwiftSyntax

/// Tabs a view keeps alive itself instead of using a `TabView`: each tab's screen stacked in the
/// view (a `ZStack`), shown only while the selection holds its case
/// (`FeedScreen().opacity(pane == .feed ? 1 : 0)`), with a bar of the app's own writing the selection.
extension NavigationAnalyzer {
    /// One stacked screen: the case of the selection showing it and its content.
    struct SelectionLayer {
        /// The owner and name of the property the layer's visibility reads.
        var selection: (owner: String, property: String)
        /// The case showing the layer (`feed` for `pane == .feed`).
        var tag: String
        /// The screen, the receiver of `.opacity(…)`.
        var content: ExprSyntax
    }

    /// The screens of `view` each made visible by one case of the same property, when there are
    /// two or more (one layer alone is a screen fading in, not a tab bar).
    func selectionLayers(in view: String) -> [SelectionLayer] {
        guard let syntax = index[view], syntax.calledNames.contains("opacity") else { return [] }
        var layers: [SelectionLayer] = []
        for site in syntax.calls {
            guard let callee = SyntaxHelpers.callee(site.node), callee.name == "opacity", let content = callee.base,
                  site.node.arguments.count == 1, let argument = site.node.arguments.first?.expression,
                  let (condition, shown, hidden) = SyntaxHelpers.ternaryBranches(argument),
                  Self.isNumber(shown, 1), Self.isNumber(hidden, 0),
                  let (selection, tag) = selectedCase(condition, in: view) else { continue }
            layers.append(SelectionLayer(selection: selection, tag: tag, content: content))
        }
        guard let first = layers.first,
              layers.allSatisfy({ $0.selection == first.selection }), Set(layers.map(\.tag)).count > 1 else { return [] }
        return layers
    }

    /// `selection == .case` (either way round): the variable compared and the case's name.
    private func selectedCase(_ condition: ExprSyntax, in view: String) -> ((owner: String, property: String), String)? {
        guard let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        for (value, candidate) in [(elements[0], elements[2]), (elements[2], elements[0])] {
            guard let member = candidate.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
            let path = value.trimmedText.split(separator: ".").map(String.init)
            // A constant handed in (`let phase: LoadingPhase` fading a spinner over the content) is no selection.
            guard path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
                  let (owner, property) = boundProperty(path: path, in: view),
                  let declared = model.property(named: property, in: owner), !declared.modifiers.contains("let") else { continue }
            return ((owner, property), member.declName.baseName.text)
        }
        return nil
    }

    /// Whether `expression` is the number literal `value` (`1`, `1.0`).
    private static func isNumber(_ expression: ExprSyntax, _ value: Double) -> Bool {
        let text = SyntaxHelpers.unwrap(expression).trimmedText
        return (expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)) && Double(text) == value
    }

    /// The selections stacked screens read are tab selections (see ``selectionLayers(in:)``).
    func collectLayeredTabSelections() {
        for view in typeNames where isView(view) {
            if let layer = selectionLayers(in: view).first { tabSelections.insert(layer.selection.owner + "." + layer.selection.property) }
        }
    }

    /// A tab container for the stacked screens of `view`, tabs in the order written.
    func layeredTabContainer(_ view: String) -> TabContainer? {
        let layers = selectionLayers(in: view)
        guard let owner = layers.first?.selection.owner else { return nil }
        var container = TabContainer(view: view, selectionOwner: owner, tabs: [])
        for layer in layers {
            let roots = tabRoots(of: layer.content, scope: Scope(type: view))
            guard !roots.isEmpty else { continue }
            container.tabs.append((layer.tag, roots, Syntax(Self.baseConstruction(layer.content) ?? layer.content), fileIndex(of: layer.content)))
        }
        return container.tabs.count > 1 ? container : nil
    }
}
