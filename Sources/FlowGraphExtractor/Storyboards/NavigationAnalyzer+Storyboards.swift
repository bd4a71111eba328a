import FlowGraph
import SwiftSyntax

extension NavigationAnalyzer {
    static let instantiatingCalls = ["instantiateViewController", "instantiateInitialViewController"]

    /// The class of the storyboard scene `expression` instantiates, so that pushing or presenting
    /// it is an edge to that scene's node:
    /// `storyboard.instantiateViewController(withIdentifier: "detail")` (iOS 13's
    /// `instantiateViewController(identifier:)` too), `UIStoryboard(name: "Main", bundle: nil)
    /// .instantiateInitialViewController()`, an app helper returning either for an identifier
    /// parameter (`storyboard.viewController(withID: .detail)`), and a generic typed helper
    /// (`storyboard.instantiate(DetailViewController.self)`). `nil` when the expression is none of
    /// these or the app has no storyboards.
    func storyboardSceneType(_ expression: ExprSyntax, scope: Scope, depth: Int = 0) -> String? {
        let storyboards = model.corpus.storyboards
        guard !storyboards.isEmpty, depth < 3,
              let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
              let (base, name) = SyntaxHelpers.callee(call) else { return nil }
        // `valueType` asks for every call it meets: only instantiating calls and helpers go further.
        let corpus = model.corpus
        let helpers = storyboards.instantiatingFunctions.value {
            Set(Self.instantiatingCalls.flatMap { corpus.calls(named: $0) }.compactMap {
                StoryboardIdentifiers.enclosingFunction(of: $0.call)?.name.text
            })
        }
        let identifiers = StoryboardIdentifiers(model: model)
        guard Self.instantiatingCalls.contains(name) || helpers.contains(name) else {
            return undeclaredTypedHelperScene(call, name: name, base: base, scope: scope, identifiers: identifiers)
        }
        let function = StoryboardIdentifiers.enclosingFunction(of: call)
        let labels = SyntaxHelpers.labels(call)
        switch name {
        case "instantiateViewController" where labels.first == "withIdentifier" || labels.first == "identifier":
            guard let argument = call.arguments.first?.expression,
                  case .strings(let values) = identifiers.value(of: argument, in: function, context: scope.type),
                  values.count == 1 else { return nil }
            let document = base.flatMap { storyboardDocument($0, scope: scope, identifiers: identifiers) }
            return storyboards.scene(withIdentifier: values[0], in: document).flatMap(sceneClass)
        case "instantiateInitialViewController":
            guard let base, let document = storyboardDocument(base, scope: scope, identifiers: identifiers),
                  let initial = storyboards.initialScene(of: document) else { return nil }
            return sceneClass(initial)
        default:
            break
        }
        // An app helper: its one returned expression is one of the above, for its parameters' values.
        let receiver = base.flatMap { valueType($0, scope: scope) } ?? (base == nil ? scope.type : nil)
        let methods = (receiver.map { model.methods(named: name, in: $0) } ?? [])
            + (receiver == nil ? model.externalTypes.keys.sorted().flatMap { model.externalTypes[$0]!.methods(named: name) } : [])
        guard methods.count == 1, let method = methods.first, let body = method.body, method.accepts(labels: labels) else { return nil }
        // `func instantiate<T: UIViewController>(_ type: T.Type) -> T`: the type passed.
        if let returned = method.returnType, method.parameters.contains(where: { $0.type == returned + ".Type" }),
           let type = screenTypePassed(to: call, scope: scope) {
            return type
        }
        guard let returned = Self.onlyExpression(body) else { return nil }
        var inner = Scope(type: scope.type)
        for (parameter, argument) in zip(method.parameters, call.arguments) {
            let value = identifiers.value(of: argument.expression, in: function, context: scope.type, expectedEnum: parameter.type)
            if case .strings(let values) = value, values.count == 1 { inner.locals[parameter.name] = .literal(values[0]) }
        }
        return storyboardSceneType(returned, boundTo: inner, depth: depth + 1)
    }

    /// `board.instantiateController(ofType: DetailController.self)` where the helper is declared
    /// outside the analysed folders (a shared module): a storyboard's method handed a screen's type
    /// gives that screen.
    private func undeclaredTypedHelperScene(
        _ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: Scope, identifiers: StoryboardIdentifiers
    ) -> String? {
        guard let base, !model.declaredMethodNames.contains(name), let type = screenTypePassed(to: call, scope: scope),
              storyboardDocument(base, scope: scope, identifiers: identifiers) != nil || valueType(base, scope: scope) == "UIStoryboard"
        else { return nil }
        return type
    }

    /// The screen type the first `Screen.self` argument of `call` names, when it is one.
    private func screenTypePassed(to call: FunctionCallExprSyntax, scope: Scope) -> String? {
        guard let argument = call.arguments.first(where: { $0.expression.trimmedText.hasSuffix(".self") }),
              let type = model.lookup(String(argument.expression.trimmedText.dropLast(".self".count)), from: scope.type),
              isScreenType(type) else { return nil }
        return type
    }

    /// ``storyboardSceneType(_:scope:depth:)`` inside a helper whose parameters `scope` binds to
    /// identifier strings.
    private func storyboardSceneType(_ expression: ExprSyntax, boundTo scope: Scope, depth: Int) -> String? {
        let storyboards = model.corpus.storyboards
        guard let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
              let (_, name) = SyntaxHelpers.callee(call), name == "instantiateViewController",
              let argument = call.arguments.first?.expression else {
            return storyboardSceneType(expression, scope: scope, depth: depth)
        }
        var text = argument.trimmedText
        if text.hasSuffix(".rawValue") { text = String(text.dropLast(".rawValue".count)) }
        guard case .literal(let identifier)? = scope.locals[text] else {
            return storyboardSceneType(expression, scope: scope, depth: depth)
        }
        return storyboards.scene(withIdentifier: identifier, in: nil).flatMap(sceneClass)
    }

    /// The screen the split view controller of class `split` shows in `column` (`supplementary`,
    /// `secondary`, …), as its storyboard scene's relationships say; `nil` when none does.
    func storyboardSplitColumn(_ column: String, of split: String) -> String? {
        model.corpus.storyboards.splitColumns(ofClass: split)[column].flatMap(sceneClass)
    }

    /// The class of the screen a scene shows, when the app declares it; else the scene's own node
    /// when the storyboard names it apart from others of its class (`UIViewController.Register
    /// Confirm`, a scene with no custom class), so that code showing it joins the storyboard's node.
    private func sceneClass(_ ref: StoryboardCatalog.SceneRef) -> String? {
        let storyboards = model.corpus.storyboards
        guard let shown = storyboards.standIn(for: ref), let className = storyboards.scene(shown)?.className else { return nil }
        if let type = model.lookup(className) { return isScreenType(type) ? type : nil }
        return storyboards.nodeID(for: shown).flatMap { $0 == className ? nil : $0 }
    }

    /// The storyboard `expression` is: `UIStoryboard(name: "Main", bundle: nil)`, or a local,
    /// property or static helper holding one.
    private func storyboardDocument(_ expression: ExprSyntax, scope: Scope, identifiers: StoryboardIdentifiers) -> Int? {
        let storyboards = model.corpus.storyboards
        var expression = SyntaxHelpers.unwrap(expression)
        for _ in 0..<3 {
            if let call = expression.as(FunctionCallExprSyntax.self),
               SyntaxHelpers.unwrap(call.calledExpression).trimmedText == "UIStoryboard",
               let name = SyntaxHelpers.argument(call, "name"),
               case .strings(let values) = identifiers.value(of: name, in: StoryboardIdentifiers.enclosingFunction(of: call), context: scope.type),
               values.count == 1 {
                return storyboards.document(named: values[0])
            }
            // `UIStoryboard.settings`: a static property of an extension, read for its value; when
            // its source is not among the app's, the storyboard of that name.
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "UIStoryboard" {
                let name = member.declName.baseName.text
                if let property = model.property(named: name, in: "UIStoryboard") {
                    guard let value = property.initializer ?? property.getter.flatMap(Self.onlyExpression) else { return nil }
                    expression = SyntaxHelpers.unwrap(value)
                    continue
                }
                return storyboards.document(namedLike: name)
            }
            // A local or property initialised with a storyboard.
            let name = SyntaxHelpers.identifier(expression)
                ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
            if let name, let function = StoryboardIdentifiers.enclosingFunction(of: expression),
               let initializer = StoryboardIdentifiers.localConstant(name, before: expression, in: function) {
                expression = SyntaxHelpers.unwrap(initializer)
            } else if let name, let owner = scope.type, let initializer = model.property(named: name, in: owner)?.initializer {
                expression = SyntaxHelpers.unwrap(initializer)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Where the segue `identifier` of `className`'s storyboard scene leads, and the edge kind it
    /// makes (`nil` kind: no edge of its own); `nil` unless exactly one destination is found.
    func storyboardSegueMove(_ identifier: String, from className: String?) -> (node: String, kind: EdgeKind?)? {
        let catalog = model.corpus.storyboards
        guard let className, !catalog.isEmpty else { return nil }
        var moves: [String: EdgeKind?] = [:]
        for (document, segue) in catalog.segues(identifier: identifier, from: catalog.scenes(ofClass: className)) {
            guard let node = catalog.nodeID(for: StoryboardCatalog.SceneRef(document: document, id: segue.destination)) else { continue }
            moves[node] = catalog.edgeKind(of: segue, in: document)
        }
        guard moves.count == 1, let (node, kind) = moves.first else { return nil }
        return (node, kind)
    }

    /// The expression a body of one statement gives (`{ UIStoryboard(name: "Main", bundle: nil) }`,
    /// with or without `return`).
    private static func onlyExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }
}
