import SwiftSyntax

/// What a deep-link handler's statements do to navigation, read with the shared coordinator and
/// SwiftUI model: the code `scanCallSites` leaves out because it is no move a user makes.
extension NavigationAnalyzer {
    /// The navigation one handler statement performs, on its first alternative (a handler that
    /// branches on something other than the URL is not a stack the URL decides).
    func handlerMoves(_ expression: ExprSyntax, type: String?, locals: inout [String: AbstractValue]) -> [HandlerMove] {
        handlerMovesByLayout(expression, type: type, locals: &locals).first ?? []
    }

    /// ``handlerMoves(_:type:locals:)``, then the moves of each alternative that swaps what a model's
    /// optional state shows at a stack's root or in a split view's detail column (``ContentChoice``):
    /// the other layout of the same app (an iPad's detail column beside an iPhone's stack), where the
    /// same URL leads to that content.
    func handlerMovesByLayout(_ expression: ExprSyntax, type: String?, locals: inout [String: AbstractValue]) -> [[HandlerMove]] {
        var scope = Scope(type: type, locals: locals)
        let alternatives = evaluateExpression(expression, scope: &scope, depth: 0)
        locals = scope.locals
        let layouts = alternatives.dropFirst().filter { operations in
            operations.contains { operation in
                if case .setCurrent(.node) = operation.kind { return true }
                return false
            }
        }
        return ([alternatives.first ?? []] + layouts).map { handlerMoves(of: $0, at: expression, type: type) }
    }

    private func handlerMoves(of operations: [NavigationOperation], at expression: ExprSyntax, type: String?) -> [HandlerMove] {
        let site = Syntax(expression), fileIndex = fileIndex(of: expression)
        return operations.compactMap { operation -> HandlerMove? in
            switch operation.kind {
            case .clear: return .reset
            case .pop: return .pop
            case .selectTab(let owner, let key):
                return .tab(root: tabRoot(owner: owner, key: key)?.first ?? storyboardTabRoot(of: type ?? operation.owner, key: key))
            // A tab bar set up afresh shows its first tab.
            case .showTabs(let targets): return .tab(root: targets.first.flatMap { nodes(for: $0, site: site, fileIndex: fileIndex).first })
            // A split view set up afresh shows its first column.
            case .showColumns(let targets):
                let shown = targets.first.map { nodes(for: $0, site: site, fileIndex: fileIndex) } ?? []
                return shown.count == 1 ? .replaceStack(shown) : .unresolved
            // Content a model's optional state swaps in at a stack's root or a detail column: the
            // stack starts afresh on it, as on a tab's root.
            case .setCurrent(.node(let name)):
                return .tab(root: name)
            case .append(let target), .present(let target, _), .setCurrent(let target):
                let shown = nodes(for: target, site: site, fileIndex: fileIndex)
                return shown.count == 1 ? .show([shown[0]]) : .unresolved
            case .setStack(let targets):
                let shown = targets.map { nodes(for: $0, site: site, fileIndex: fileIndex) }
                return shown.allSatisfy { $0.count == 1 } ? .replaceStack(shown.map { $0[0] }) : .unresolved
            case .startChild(let child): return featureRoots[child].map { .show([$0]) } ?? .unresolved
            case .segue(let identifier): return storyboardSegueTarget(identifier, from: operation.owner.isEmpty ? type : operation.owner).map { .show([$0]) } ?? .unresolved
            case .unresolved: return .unresolved
            case .dismiss, .flow, .setsFlag, .testsFlag: return nil
            }
        }
    }

    /// Binds the names a handler declares before it navigates (`let x = …`, `guard let tabs =
    /// appCoordinator?.tabCoordinator`, `if let`), so the calls after them resolve their receivers.
    func bindHandlerLocals(_ item: CodeBlockItemSyntax.Item, type: String?, locals: inout [String: AbstractValue]) {
        var bindings: [(String, ExprSyntax)] = []
        if let variable = item.as(VariableDeclSyntax.self) {
            bindings = variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { return nil }
                return (name, value)
            }
        } else if let guardStatement = item.as(GuardStmtSyntax.self) {
            bindings = Self.optionalBindings(guardStatement.conditions)
        }
        for (name, value) in bindings {
            bindHandlerLocals(value, named: name, type: type, locals: &locals)
        }
    }

    /// Binds `name` to what `value` is (an `if let` condition).
    func bindHandlerLocals(_ value: ExprSyntax, named name: String, type: String?, locals: inout [String: AbstractValue]) {
        locals[name] = self.value(of: value, parameterType: nil, scope: Scope(type: type, locals: locals), context: type ?? "")
    }

    /// The screen the storyboard segue `identifier` of `className`'s scene shows (a navigation
    /// controller stands for its root), when exactly one does.
    func storyboardSegueTarget(_ identifier: String, from className: String?) -> String? {
        storyboardSegueMove(identifier, from: className)?.node
    }

    /// The root of tab `key` (its position) of the storyboard tab bar scene of `className`, or of
    /// the only storyboard tab bar when `className` has none.
    func storyboardTabRoot(of className: String?, key: String) -> String? {
        let catalog = model.corpus.storyboards
        guard let index = Int(key), !catalog.isEmpty else { return nil }
        var bars = className.map(catalog.scenes(ofClass:))?.filter { catalog.scene($0)?.element == "tabBarController" } ?? []
        if bars.isEmpty {
            bars = catalog.documents.indices.flatMap { document in
                catalog.documents[document].scenes.filter { $0.element == "tabBarController" }.map { StoryboardCatalog.SceneRef(document: document, id: $0.id) }
            }
        }
        guard bars.count == 1, let bar = bars.first else { return nil }
        let tabs = catalog.documents[bar.document].segues.filter { $0.sourceSceneID == bar.id && $0.relationship == "viewControllers" }
        guard tabs.indices.contains(index) else { return nil }
        return catalog.nodeID(for: StoryboardCatalog.SceneRef(document: bar.document, id: tabs[index].destination))
    }

    /// `let x = value` pairs of an `if`/`guard` condition list.
    static func optionalBindings(_ conditions: ConditionElementListSyntax) -> [(String, ExprSyntax)] {
        conditions.compactMap { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { return nil }
            return (name, value)
        }
    }
}

/// One change a deep-link handler makes to the stack it builds.
enum HandlerMove: Equatable {
    /// Back to the root of the current stack (`popToRoot()`, `path = NavigationPath()`).
    case reset
    case pop
    /// A tab switch: the stack starts afresh on that tab's root (nil when the tab is not known).
    case tab(root: String?)
    /// Screens pushed or presented, in order.
    case show([String])
    /// The whole stack set at once.
    case replaceStack([String])
    /// A move whose destination the model cannot tell.
    case unresolved
}
