import FlowGraph
import SwiftSyntax

/// Edges from the code that navigates: calls and assignments in views, view models and view
/// controllers, closures a coordinator hands to the screens it creates, and navigation links.
extension NavigationAnalyzer {
    /// Calls that change a stack held in state: an array's, and a package's route list's (``PackageAliases``).
    static let stackMethods = Set(["append", "removeLast", "removeAll", "popLast", "start"]).union(PackageAliases.routeListMethods.keys)

    func scanCallSites() {
        siteScan = SiteScan()
        defer { siteScan = nil }
        // The app and scene delegates hand closures to the screens they show first, as a coordinator does
        // (`splash.onReady = { self?.showHome() }`).
        let launchers = Set(typeNames.filter(isApp) + sceneDelegates)
        for name in typeNames {
            guard let declaration = type(name), declaration.kind == .class || declaration.kind == .struct || declaration.kind == .actor,
                  !declaration.isPreview, !composableTypes.contains(name), let syntax = index[name] else { continue }
            // A view only previews build (a harness holding the state a preview binds) is no screen users move from.
            if isPreviewOnly(name) { continue }
            if isApp(name) {
                scanWindowControls(of: name, syntax: syntax)
                if declaration.kind == .struct { scanWindowLifecycle(of: name, syntax: syntax) }
            }
            if launchers.contains(name) { scanHandedClosures(in: name) }
            let isCoordinator = !declaration.isView && (owners.contains(name) || uikitCoordinators.contains(name) || featureRoots[name] != nil)
            if isCoordinator {
                scanHandedClosures(in: name)
                scanOwnMoves(of: name)
                continue
            }
            // A class no screen holds or builds (a service, a deep-link router) is not where users move from.
            let isHeld = !declaration.isView && !declaration.isViewController
            if isHeld, screens(of: name) == [name] { continue }
            // A controller navigates once per coordinator's copy of it (see `copiesRunning`).
            for copy in copiesRunning(name) {
                scanSites(of: name, declaration: declaration, syntax: syntax, isHeld: isHeld, screen: copy.screen, copyOf: copy.coordinator)
            }
            for binding in bindings where binding.viewType == name && binding.owner == name {
                viewLocalPresentation(binding)
            }
        }
        // An object's flag raised from the start (`var showsIntro = !Prefs.seenIntro` on the app's
        // flow object) is presented over the view binding it as it appears, as the view's own would be.
        for binding in bindings where binding.isFlag && binding.owner != binding.viewType && isView(binding.viewType)
            && isRaisedInitially(binding.property, of: binding.owner) {
            viewLocalEmit(binding, from: sourceScreens(of: binding.viewType))
        }
        // A modifier's own presentation state (`@State var isPurchasing` in a `ViewModifier`) is
        // presented over each view applying it, as a view's own state is over that view.
        for binding in bindings where binding.viewType != binding.owner && isViewModifier(binding.owner)
            && model.property(named: binding.property, in: binding.owner)?.attributes.contains("State") == true {
            viewLocalPresentation(binding, context: binding.owner)
        }
        // The app's own presentation state (`@State var showsOnboarding = true` for a cover on its
        // window) is presented over the screen the window shows.
        for binding in bindings where binding.viewType == binding.owner && isApp(binding.owner) {
            guard binding.isFlag, let presenting = binding.call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { continue }
            // Over whichever phase the window shows (`ZStack { if booting { Splash() } else { Home() } }.sheet(…)`).
            let shown = Self.branches(Self.chosenContent(presenting)).flatMap { rootNodes(of: $0, scope: Scope(type: binding.owner)) }
            viewLocalEmit(binding, from: Array(Set(shown)).sorted())
        }
    }

    /// The screens a closure holding `site` runs on when `view` hands it to a screen it presents
    /// (`.sheet(isPresented: $picking) { KindPicker(onPick: { model.create($0) }) }`): the presented
    /// screen calls it, from its own UI; nil for code that runs on `view`.
    private func presentedScreen(handed site: some SyntaxProtocol, by view: String) -> [String]? {
        var child = Syntax(site)
        var handedTo: String?
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call) {
                if handedTo == nil, child.id != call.calledExpression.id, child.is(LabeledExprListSyntax.self) || child.is(ClosureExprSyntax.self)
                    || child.is(MultipleTrailingClosureElementListSyntax.self),
                   let built = constructedType(ExprSyntax(call), from: view), built != view, isScreenType(built) {
                    handedTo = built
                } else if let shown = handedTo, child.id != call.calledExpression.id,
                          Self.presentingCalls.contains(callee.name) || Self.modalModifiers[callee.name].map({ $0 != .alert && $0 != .confirmationDialog }) == true {
                    let screens = sourceScreens(of: shown)
                    return screens.isEmpty ? [shown] : screens
                }
            }
            child = parent
        }
        return nil
    }

    /// The navigating calls, method references, list selections and assignments written in
    /// `name`, running on `screen` (`name` or a subclass of it) as `coordinator` built it, when one did.
    private func scanSites(of name: String, declaration: TypeDeclaration, syntax: TypeSyntaxIndex, isHeld: Bool, screen: String, copyOf coordinator: String?) {
        // A class screens hold (a view model) runs on every screen holding it, rows and cards
        // holding it navigating for the screens showing them.
        let heldOn = isHeld ? Array(Set(screens(of: name) + holders(of: name).flatMap { sourceScreens(of: $0) })).sorted() : []
        let copyOrigins = (coordinator.map { [instanceNode(screen, shownBy: $0)] } ?? [screen]).flatMap { $0 == [name] ? nil : $0 }
        let holders = isHeld ? Set(holders(of: name)) : []
        // Code in a case of a `switch` over the current route runs on that route's screen; a method
        // some holders call on the class runs on theirs (also the closures it hands over).
        func origins(at site: some SyntaxProtocol) -> [String]? {
            if declaration.isView, let presented = presentedScreen(handed: site, by: name) { return presented }
            guard copyOrigins == nil else { return copyOrigins }
            guard !heldOn.isEmpty, routeCases(around: site, in: name) == nil else { return nil }
            let callers = typesCalling(methodAround: site, on: name).filter(holders.contains)
            return callers.isEmpty ? heldOn : Array(Set(callers.flatMap(sourceScreens))).sorted()
        }
        func scopeOfCopy(_ scope: Scope) -> Scope {
            coordinator.map { instanceScope(scope, screen: screen, coordinator: $0) } ?? scope
        }
        let callsNavigation = syntax.calledNames.contains("NavigationLink") || !syntax.calledNames.isDisjoint(with: linkWrappers.calledNames)
            || !syntax.calledNames.isDisjoint(with: relevantNames) || !syntax.calledNames.isDisjoint(with: Self.stackMethods)
        for site in callsNavigation ? syntax.calls : [] where !(isHeld && runsWhereCalled(site.node, in: name))
            && !isOverridden(around: site.node, in: name, on: screen) && !runsAtDelegateCallers(site.node, in: name)
            && !runsAtEventPosters(site.node, in: name) && !runsOnNoInstance(site.node, of: declaration) && !Self.showsItself(site.node) {
            guard let callee = SyntaxHelpers.callee(site.node) else { continue }
            if callee.base == nil, callee.name == "NavigationLink" {
                navigationLink(site.node, in: name, fileIndex: site.fileIndex)
                continue
            }
            if let wrapped = wrappedLinkValue(site.node) {
                navigationLink(site.node, in: name, fileIndex: site.fileIndex, wrapped: wrapped)
                continue
            }
            guard relevantNames.contains(callee.name) || Self.stackMethods.contains(callee.name), !isInsideBindingSetter(site.node),
                  !isInDeepLinkHandler(site.node) || handlesInAppLinks(site.node, in: name) else { continue }
            metered(site.fileIndex, at: site.node) {
                let local = scopeOfCopy(localScope(before: site.node, in: name))
                // A generic view model (`Store<H>` calling `handler.handle(…)`) runs on each screen
                // with what that screen's `Store<ProfileHandler>` makes its properties hold.
                for instance in isHeld ? heldInstances(of: name, on: origins(at: site.node)) : [(origins(at: site.node), [:])] {
                    var scope = local
                    scope.propertyTypes.merge(instance.propertyTypes) { known, _ in known }
                    var alternatives = evaluateCall(site.node, scope: &scope, depth: 0)
                    // `label.onLongPress { alert in present(alert, …) }`: what the app function the closure is
                    // handed to passes it says what is shown.
                    if Self.onlyUnresolved(alternatives), let outer = Self.callHandingClosure(around: site.node),
                       let invoked = evaluateInvokedClosures(outer, scope: scopeOfCopy(localScope(before: outer, in: name)), depth: 0),
                       !Self.onlyUnresolved(invoked), invoked.contains(where: { !$0.isEmpty }) {
                        alternatives = invoked
                    }
                    // What the method's own arguments decide is followed from each call to it (when it has any).
                    if Self.onlyUnresolved(alternatives), let function = Self.enclosingFunctionName(site.node), relevantNames.contains(function),
                       Self.dependsOnParameters(site.node), isCalled(function) { continue }
                    // A held class's method the screens call with what decides (`store.dispatch(.openJournal)`)
                    // navigates from each of those calls.
                    if isHeld, Self.onlyUnresolved(alternatives), let function = Self.enclosingFunctionName(site.node), Self.dependsOnParameters(site.node),
                       followFromHolders(function, of: name, on: instance.origins ?? []) { continue }
                    foldInContext(alternatives, site: ExprSyntax(site.node), in: name, fileIndex: site.fileIndex, origins: instance.origins)
                }
            }
        }
        for site in syntax.calls where !(isHeld && runsWhereCalled(site.node, in: name)) && !isOverridden(around: site.node, in: name, on: screen) {
            handedMethodReferences(site.node, in: name, fileIndex: site.fileIndex, screen: screen, copyOf: coordinator)
        }
        if declaration.isView, syntax.calledNames.contains("List") {
            for site in syntax.calls where SyntaxHelpers.callee(site.node).map({ $0.base == nil && $0.name == "List" }) == true {
                selectingList(site.node, in: name, fileIndex: site.fileIndex)
            }
        }
        for site in syntax.assignments where !isInsideBindingSetter(site.node) && !isInDeepLinkHandler(site.node)
            && !(isHeld && runsWhereCalled(site.node, in: name)) && !isOverridden(around: site.node, in: name, on: screen)
            && !runsAtDelegateCallers(site.node, in: name) && !runsAtEventPosters(site.node, in: name) {
            guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node) else { continue }
            if let (owner, _, role) = stateProperty(lhs, scope: Scope(type: name)), owner == name {
                if case .modalFlag = role { continue }
                if case .modalItem(_, nil) = role { continue }
            }
            metered(site.fileIndex, at: site.node) {
                var scope = scopeOfCopy(localScope(before: site.node, in: name))
                let assigned = evaluateAssignment(lhs, rhs, site: site.node, scope: &scope, depth: 0)
                // A held class storing into its own observed property does so for whoever calls the
                // method (evaluated there); called by no one, it requests nothing.
                let stored = isHeld && SyntaxHelpers.ownPropertyName(lhs) != nil ? nil : evaluateStored(lhs, rhs, scope: scope, depth: 0)
                let alternatives = Self.sequence(assigned, stored ?? [[]])
                // `afterDelay(target) { modal = $0 }`: the closure's value comes from the call around
                // it, which each call of the enclosing method evaluates with its arguments (so does
                // `pending = place` storing the method's parameter for observers).
                if Self.onlyUnresolved(alternatives), Self.isClosureParameter(rhs, around: site.node) || Self.dependsOnParameters(site.node),
                   let function = Self.enclosingFunctionName(site.node), relevantNames.contains(function), isCalled(function) { return }
                foldInContext(alternatives, site: site.node, in: name, fileIndex: site.fileIndex, origins: origins(at: site.node))
            }
        }
    }

    /// Whether `call` shows the controller it runs in on another one (`host.present(self, animated: true)`
    /// in a banner's initialiser): that move is made from the host, never from the screen itself.
    private static func showsItself(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = SyntaxHelpers.callee(call), Self.controllerShowingCalls.contains(callee.name),
              let first = call.arguments.first, first.label == nil else { return false }
        return SyntaxHelpers.unwrap(first.expression).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether `node` is in a static method of a screen (`static func showEditor(on host:)`): no
    /// screen of that type is shown while it runs, so its moves are its callers', evaluated there.
    private func runsOnNoInstance(_ node: some SyntaxProtocol, of declaration: TypeDeclaration) -> Bool {
        guard declaration.isView || declaration.isViewController, let function = SyntaxHelpers.enclosingFunction(node) else { return false }
        return function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// Evaluates, on each of `screens`, its calls of the held class `name`'s method `function` on
    /// a value of that class, each with its own arguments; false when none of them calls it.
    private func followFromHolders(_ function: String, of name: String, on screens: [String]) -> Bool {
        var followed = false
        for screen in screens {
            for site in callIndexBuilt().callsOnValues[function]?[screen] ?? [] {
                guard let base = SyntaxHelpers.callee(site.node)?.base else { continue }
                let scope = localScope(before: site.node, in: screen)
                let labels = SyntaxHelpers.labels(site.node)
                guard valueType(base, scope: scope) == name,
                      let method = model.methods(named: function, in: name).first(where: { $0.accepts(labels: labels) && $0.body != nil }) else { continue }
                followed = true
                metered(site.fileIndex, at: site.node) {
                    // (The method is no relevant name: whatever it navigates depends on what the call hands it.)
                    let alternatives = evaluateMethod(method, call: site.node, scope: scope, depth: 1,
                                                      generics: genericArguments(of: base, owner: name, scope: scope))
                    foldInContext(alternatives, site: ExprSyntax(site.node), in: screen, fileIndex: site.fileIndex)
                }
            }
        }
        return followed
    }

    /// The screens a held generic class runs on (`origins`), grouped by what its properties declared
    /// with a generic parameter hold there: each screen's stored property of the class fixes its
    /// arguments (`let store: Store<ProfileHandler>` makes `let handler: H` a `ProfileHandler`).
    /// One group of them all, holding nothing known, when the class is not generic or no screen's
    /// property tells.
    func heldInstances(of name: String, on origins: [String]?) -> [(origins: [String]?, propertyTypes: [String: String])] {
        guard !genericParameters(of: name).isEmpty, let origins, origins.count > 1 else { return [(origins, [:])] }
        var groups: [[String: String]: [String]] = [:]
        for screen in origins {
            let written = type(screen)?.properties.lazy.compactMap(writtenType).first { written in
                model.lookup(String(TypeText.base(written).prefix { $0 != "<" }), from: screen) == name
            }
            groups[genericPropertyTypes(of: name, generics: genericArguments(of: name, writtenAs: written)), default: []].append(screen)
        }
        guard groups.count > 1 else { return [(origins, groups.keys.first ?? [:])] }
        return groups.map { (origins: $0.value, propertyTypes: $0.key) }.sorted { $0.origins.lexicographicallyPrecedes($1.origins) }
    }

    /// Navigating methods `call` hands over as closures (`IntroView(onContinue: model.next)`):
    /// each is called where the closure runs, as a closure calling it would be.
    private func handedMethodReferences(_ call: FunctionCallExprSyntax, in typeName: String, fileIndex: Int, screen: String, copyOf coordinator: String?) {
        // Most arguments are literals, calls, closures or implicit members (`.red`): no method named.
        // (A loop, not `call.arguments.filter`: a syntax collection's `filter` builds a new tree.)
        var candidates: [LabeledExprSyntax] = []
        var actions: [(method: MethodDeclaration, owner: String)] = []
        for argument in call.arguments {
            let expression = argument.expression
            let isReference = expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base != nil
            if isReference, let name = SyntaxHelpers.lastName(expression), relevantNames.contains(name) { candidates.append(argument) }
            // (A screen's own methods are no relevant names: its calls are read where they are.)
            if let action = Self.otherTypesAction(expression), let owner = model.lookup(action.type, from: typeName), owner != typeName,
               case let methods = model.methods(named: action.name, in: owner).filter({ $0.body != nil }), methods.count == 1 {
                actions.append((methods[0], owner))
            }
        }
        // `control.addTarget(nil, action: #selector(Shell.showInbox), …)`: the action another screen
        // implements runs when this screen's control sends it (up the responder chain).
        for (method, owner) in actions where !isInsideBindingSetter(call) {
            metered(fileIndex, at: call) {
                let alternatives = evaluateMethod(method, call: nil, scope: Scope(type: owner), depth: 1)
                foldInContext(alternatives, site: ExprSyntax(call), in: typeName, fileIndex: fileIndex, origins: [screen])
            }
        }
        guard !candidates.isEmpty, !isInsideBindingSetter(call), !isInDeepLinkHandler(call) else { return }
        var scope = localScope(before: call, in: typeName)
        if let coordinator { scope = instanceScope(scope, screen: screen, coordinator: coordinator) }
        let origins = coordinator.map { [instanceNode(screen, shownBy: $0)] }.flatMap { $0 == [typeName] ? nil : $0 }
        for argument in candidates {
            metered(fileIndex, at: argument) {
                guard let alternatives = evaluateMethodReference(argument.expression, scope: scope, depth: 0) else { return }
                // A method handed to a screen this view presents (`Intro(onFinish: studio.finishIntro)`) runs from that screen.
                let handedTo = isView(typeName) ? presentedScreen(handed: argument.expression, by: typeName) : nil
                foldInContext(alternatives, site: argument.expression, in: typeName, fileIndex: fileIndex, origins: handedTo ?? origins)
            }
        }
    }

    /// The type and method a `#selector(Shell.showInbox)` or `#selector(Shell.showInbox(_:))` names.
    static func otherTypesAction(_ expression: ExprSyntax) -> (type: String, name: String)? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let member = macro.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let type = member.base.flatMap(SyntaxHelpers.typeReference) else { return nil }
        return (type, member.declName.baseName.text)
    }

    /// Whether `node` is in a method of the held class `typeName` (a view model, a shared router)
    /// that a type other than its holders calls on it (`sceneCoordinator.setup()` in the scene
    /// delegate): such code runs there, not on every screen holding the class. Code in a closure
    /// (a `sink`, a completion handler) runs later, on the holders (those calling the method, when some do).
    func runsWhereCalled(_ node: some SyntaxProtocol, in typeName: String) -> Bool {
        guard !Self.isInClosure(node) else { return false }
        let callers = typesCalling(methodAround: node, on: typeName)
        guard !callers.isEmpty else { return false }
        let holders = Set(holders(of: typeName))
        return callers.contains { !holders.contains($0) }
    }

    /// The other types calling the method around `node` on a value of type `typeName`, sorted;
    /// none for code in an initialiser.
    func typesCalling(methodAround node: some SyntaxProtocol, on typeName: String) -> [String] {
        guard let function = Self.enclosingFunctionName(node), function != "init" else { return [] }
        return callers(of: function).filter { caller in caller != typeName && calls(function, on: typeName, in: caller) }.sorted()
    }

    /// Who calls what: one pass over every type's calls, so that asking about a name reads only its calls.
    struct CallIndex {
        /// The types calling each name (``TypeSyntaxIndex/calledNames``).
        var callers: [String: Set<String>] = [:]
        /// By name, then by calling type, the calls of that name on a value (`model.reload()`), in source order.
        var callsOnValues: [String: [String: [TypeSyntaxIndex.Site<FunctionCallExprSyntax>]]] = [:]
    }

    private func callIndexBuilt() -> CallIndex {
        if let built = callIndex { return built }
        var built = CallIndex()
        for name in typeNames {
            guard let syntax = index[name] else { continue }
            for called in syntax.calledNames { built.callers[called, default: []].insert(name) }
            for site in syntax.calls {
                guard let callee = SyntaxHelpers.callee(site.node), callee.base != nil else { continue }
                built.callsOnValues[callee.name, default: [:]][name, default: []].append(site)
            }
        }
        callIndex = built
        return built
    }

    /// The types calling a method or function named `function`.
    func callers(of function: String) -> Set<String> {
        callIndexBuilt().callers[function] ?? []
    }

    /// Whether any type calls something named `function`.
    func isCalled(_ function: String) -> Bool { !callers(of: function).isEmpty }

    /// Whether `caller` calls `function` on a value of type `typeName`.
    func calls(_ function: String, on typeName: String, in caller: String) -> Bool {
        // The same values for every type asked about (each coordinator's `start`): typed once.
        let key = caller + "." + function
        if let known = receiverTypesMemo[key] { return known.contains(typeName) }
        let receivers = Set((callIndexBuilt().callsOnValues[function]?[caller] ?? []).compactMap { site in
            SyntaxHelpers.callee(site.node)?.base.flatMap { valueType($0, scope: localScope(before: site.node, in: caller)) }
        })
        receiverTypesMemo[key] = receivers
        return receivers.contains(typeName)
    }

    static func onlyUnresolved(_ alternatives: Alternatives) -> Bool {
        alternatives.contains { !$0.isEmpty } && alternatives.allSatisfy { $0.allSatisfy { if case .unresolved = $0.kind { true } else { false } } }
    }

    /// Whether a call's arguments come from the parameters of the method it is in, directly or
    /// through locals declared from them (`guard let vc = get(scene: scene)`; `present(vc, …)`):
    /// unknown here, they are known at each call of the method, where it is followed.
    /// Whether `expression` names a parameter of a closure around `node` (`$0`, or `{ value in … }`).
    static func isClosureParameter(_ expression: ExprSyntax, around node: some SyntaxProtocol) -> Bool {
        guard let name = SyntaxHelpers.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if name.hasPrefix("$") { return true }
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case .simpleInput(let names)?: if names.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let clause)?: if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                case nil: break
                }
            }
            current = parent.parent
        }
        return false
    }

    static func dependsOnParameters(_ call: FunctionCallExprSyntax) -> Bool {
        dependsOnParameters(call, values: call.arguments.map(\.expression))
    }

    /// Whether the assignment `site` stores a value computed from the enclosing method's parameters.
    static func dependsOnParameters(_ site: ExprSyntax) -> Bool {
        guard let (_, rhs) = SyntaxHelpers.assignment(site) else { return false }
        return dependsOnParameters(site, values: [rhs])
    }

    /// Whether one of `values`, written at `site`, reads a parameter of the method around it or a
    /// local computed from one.
    private static func dependsOnParameters(_ site: some SyntaxProtocol, values: [ExprSyntax]) -> Bool {
        var current = site.parent
        var statements: [CodeBlockItemListSyntax] = []
        var function: FunctionDeclSyntax?
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) { statements.append(list) }
            if let found = parent.as(FunctionDeclSyntax.self) { function = found; break }
            current = parent.parent
        }
        guard let function else { return false }
        var tainted = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        guard !tainted.isEmpty else { return false }
        for list in statements.reversed() {
            for item in list where item.endPosition <= site.position {
                for (name, initializer) in localDeclarations(item) where !identifiers(in: initializer).isDisjoint(with: tainted) {
                    tainted.insert(name)
                }
            }
        }
        return values.contains { !identifiers(in: Syntax($0)).isDisjoint(with: tainted) }
    }

    /// The locals an item declares with their initializers (`let`/`var`, `guard let`, `if let`).
    private static func localDeclarations(_ item: CodeBlockItemSyntax) -> [(String, Syntax)] {
        var found: [(String, Syntax)] = []
        if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    found.append((name, Syntax(value)))
                }
            }
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            for condition in guardStatement.conditions {
                if case .optionalBinding(let binding) = condition.condition,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    found.append((name, Syntax(value)))
                }
            }
        }
        return found
    }

    private static func identifiers(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { text } else { nil }
        })
    }

    private static func isInClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) {
            if parent.is(ClosureExprSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// Code handling a URL (`.onOpenURL { }`, a `handle(deepLink:)`, a function taking a `URL` that
    /// only URL handling calls) builds deep-link stacks; deep-link extraction reports it, and it is
    /// no move a user makes on a screen. A function taking a `URL` that a screen's own code calls
    /// (`openPage(for: helpURL)` from a row's tap) makes that screen's moves.
    func isInDeepLinkHandler(_ node: some SyntaxProtocol) -> Bool {
        switch Self.urlHandling(around: node) {
        case .none: return false
        case .named: return true
        case .takesURL(let function):
            // Asked once per function, however many of its calls navigate.
            let outside = calledOutsideURLHandling[function] ?? isCalledOutsideURLHandling(function, depth: 2)
            calledOutsideURLHandling[function] = outside
            return !outside
        }
    }

    /// How the code around a node handles URLs.
    private enum URLHandling {
        case none
        /// A function named for it (`handleDeepLink`, `openURL`), a parameter named for it, or an
        /// `.onOpenURL`/`.onContinueUserActivity` closure.
        case named
        /// A function taking a `URL` or `URLComponents`, by name.
        case takesURL(String)
    }

    private static func urlHandling(around node: some SyntaxProtocol) -> URLHandling {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let name = function.name.text.lowercased()
                if name.contains("deeplink") || name.contains("openurl") || name.contains("handleurl") { return .named }
                let parameters = function.signature.parameterClause.parameters
                if parameters.contains(where: { ($0.secondName ?? $0.firstName).text.lowercased().contains("deeplink") }) { return .named }
                // A framework view's delegate callback (`textView(_:shouldInteractWith:in:interaction:)`)
                // is handed a link the user tapped in that view: the app's UI, no URL handling.
                if isViewDelegateCallback(function) { return .none }
                return parameters.contains { ["URL", "URLComponents"].contains(TypeText.base($0.type.trimmedText)) } ? .takesURL(function.name.text) : .none
            }
            if let call = parent.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
               ["onOpenURL", "onContinueUserActivity"].contains(callee.name) {
                return .named
            }
            if parent.is(MemberBlockItemSyntax.self) { return .none }
            current = parent.parent
        }
        return .none
    }

    /// Whether `function` is a framework view's delegate callback: named for the view it is first
    /// handed, unlabelled (`func textView(_ textView: UITextView, …)`, `webView(_ webView: WKWebView, …)`).
    private static func isViewDelegateCallback(_ function: FunctionDeclSyntax) -> Bool {
        guard let first = function.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard else { return false }
        let type = TypeText.base(first.type.trimmedText)
        guard let prefix = ["UI", "WK", "SF", "MK", "PK"].first(where: type.hasPrefix), type.hasSuffix("View") || type.hasSuffix("Controller") else { return false }
        let named = type.dropFirst(prefix.count)
        return function.name.text == named.prefix(1).lowercased() + named.dropFirst()
    }

    /// Whether some call of `function` sits outside URL handling: in code that is neither a deep-link
    /// handler nor a system entry handing the app a URL or an activity (`scene(_:openURLContexts:)`,
    /// `application(_:continue:restorationHandler:)`).
    private func isCalledOutsideURLHandling(_ function: String, depth: Int) -> Bool {
        callers(of: function).sorted().contains { caller in
            (index[caller]?.calls ?? []).contains { site in
                guard SyntaxHelpers.callee(site.node)?.name == function, !Self.receivesSystemURLEntry(site.node) else { return false }
                switch Self.urlHandling(around: site.node) {
                case .none: return true
                case .named: return false
                case .takesURL(let outer): return depth > 0 && outer != function && isCalledOutsideURLHandling(outer, depth: depth - 1)
                }
            }
        }
    }

    /// Whether `node` is in a function the system calls with a URL or activity to open.
    private static func receivesSystemURLEntry(_ node: some SyntaxProtocol) -> Bool {
        guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            let type = parameter.type.trimmedText
            return type.contains("UIOpenURLContext") || type.contains("NSUserActivity")
        }
    }

    /// Whether `node` is in a URL-taking method of the view `typeName` that the view's own
    /// `OpenURLAction` runs (`.environment(\.openURL, OpenURLAction { url in handleLink(url) })`):
    /// links tapped in the view's text, so its moves are the view's, not only a deep link's.
    func handlesInAppLinks(_ node: some SyntaxProtocol, in typeName: String) -> Bool {
        guard type(typeName)?.isView == true, let function = Self.enclosingFunctionName(node) else { return false }
        return index[typeName]?.calls.contains { site in
            guard SyntaxHelpers.callee(site.node)?.name == function else { return false }
            return site.node.ancestorOrSelf { ancestor -> FunctionCallExprSyntax? in
                guard let call = ancestor.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(call)?.name == "OpenURLAction" else { return nil }
                return call
            } != nil
        } == true
    }

    /// The locals declared before `node` in the blocks enclosing it (`let vc = DetailViewController()`,
    /// `guard let vc = … as? DetailViewController`, `vc.modalPresentationStyle = .fullScreen`) and
    /// bound by the `if let` conditions around it, so the call sees what they hold.
    ///
    /// While call sites are scanned (``scanCallSites()``), what each enclosing block bound for an
    /// earlier site is kept (``SiteScan/localScopes``): the sites of a method come in source order, so
    /// each one binds only the statements since the one before, not the method again from its top.
    func localScope(before node: some SyntaxProtocol, in typeName: String) -> Scope {
        var binders: [Syntax] = []  // enclosing blocks and `if` conditions, innermost first
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if parent.is(CodeBlockItemListSyntax.self) { binders.append(parent) }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id { binders.append(Syntax(ifExpression.conditions)) }
            child = parent
        }
        binders.reverse()
        // Binding is only kept where nothing being evaluated around the call can change it.
        let keeps = siteScan != nil && active.isEmpty
        func key(_ binder: Syntax) -> BlockKey { BlockKey(type: typeName, binder: binder.id) }
        // Start at the innermost block an earlier site entered, with the scope it was entered with.
        let resumed = keeps ? binders.lastIndex { siteScan?.localScopes[key($0)] != nil } : nil
        var scope: Scope
        if let resumed, let progress = siteScan?.localScopes[key(binders[resumed])] {
            scope = progress.entry
        } else {
            scope = Scope(type: typeName)
            scope.userPicksValues = SyntaxHelpers.enclosingFunction(node).map(Self.handlesPickedRow) ?? false
        }
        if !scope.userPicksValues, Self.isInListRow(node) { scope.userPicksValues = true }
        for binder in binders[(resumed ?? 0)...] {
            let entry = scope
            if let conditions = binder.as(ConditionElementListSyntax.self) {
                bindConditions(conditions, scope: &scope)
                if keeps { siteScan?.localScopes[key(binder)] = LocalScopeProgress(entry: entry, next: nil, boundEnd: binder.position, scope: entry) }
                continue
            }
            let statements = binder.cast(CodeBlockItemListSyntax.self)
            var (next, boundEnd) = (statements.startIndex, binder.position)
            // Taken out while it grows, so that binding more copies nothing.
            if keeps, let progress = siteScan?.localScopes.removeValue(forKey: key(binder)), let resumed = progress.next, progress.boundEnd <= node.position {
                (scope, next, boundEnd) = (progress.scope, resumed, progress.boundEnd)
            }
            while next != statements.endIndex, statements[next].endPosition <= node.position {
                guard budget.step() else { return scope }
                bindStatement(statements[next], scope: &scope)
                boundEnd = statements[next].endPosition
                statements.formIndex(after: &next)
            }
            if keeps { siteScan?.localScopes[key(binder)] = LocalScopeProgress(entry: entry, next: next, boundEnd: boundEnd, scope: scope) }
        }
        return scope
    }

    /// What one statement before a call binds for it: the locals it declares, a `guard`'s
    /// conditions, a local's presentation style, a local every branch assigns.
    private func bindStatement(_ item: CodeBlockItemSyntax, scope: inout Scope) {
        switch item.item {
        case .decl(let decl):
            bindLocals(decl, scope: &scope)
        case .stmt(let statement):
            if let guardStatement = statement.as(GuardStmtSyntax.self) { bindConditions(guardStatement.conditions, scope: &scope) }
        case .expr(let expression):
            if let (lhs, _) = SyntaxHelpers.assignment(expression), SyntaxHelpers.lastName(lhs) == "modalPresentationStyle" {
                _ = evaluateExpression(expression, scope: &scope, depth: 0)
            }
        }
        if let branching = SyntaxHelpers.expression(item).map(SyntaxHelpers.unwrap) {
            bindAssignedInEveryBranch(branching, scope: &scope)
        }
    }

    /// Whether `node` is in the row a SwiftUI `ForEach` or `List` builds for each element
    /// (`ForEach(sections) { section in Row { model.open(section) } }`): the element is the one the
    /// user picks, any of them.
    static func isInListRow(_ node: some SyntaxProtocol) -> Bool {
        listRow(around: node) != nil
    }

    /// Whether `name` is the element the list row around `node` is built for (its closure's
    /// parameter, or `$0`).
    static func isListRowElement(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let row = listRow(around: node) else { return false }
        return name == "$0" || closureParameters(row).first == name
    }

    /// The closure a `ForEach` or `List` builds each row with, around `node`.
    private static func listRow(around node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            // The callee first: the closure's text is read only for a `ForEach`'s or `List`'s.
            if let closure = parent.as(ClosureExprSyntax.self),
               let call = SyntaxHelpers.callReceiving(closure),
               let callee = SyntaxHelpers.callee(call), callee.base == nil, ["ForEach", "List"].contains(callee.name),
               closure.signature != nil || closure.statements.trimmedText.contains("$0") {
                return closure
            }
            current = parent.parent
        }
        return nil
    }

    /// Whether `function` is UIKit's answer to a tapped row or item
    /// (`tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`).
    static func handlesPickedRow(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.contains { ["didSelectRowAt", "didSelectItemAt"].contains($0.firstName.text) }
    }

    /// `Binding(get:set:)` setters sync state back after the user navigated; they are not moves.
    private func isInsideBindingSetter(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(call)?.name == "Binding" { return true }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// Closures a coordinator passes to a screen it creates (`DetailView(onSelect: { self.showX() })`,
    /// `vc.onFinish = { [weak self] in self?.showY() }`) or to the view model of one
    /// (`viewModel.onLoggedIn = { [weak self] in self?.showHome() }`) run on that screen.
    private func scanHandedClosures(in owner: String) {
        guard let syntax = index[owner] else { return }
        // A view model holding a router: what the values it builds keep, its screens run (see `keptClosures`).
        let isHeld = !holders(of: owner).isEmpty
        for site in syntax.calls {
            if isHeld {
                for closure in keptClosures(site.node, in: owner) {
                    evaluateHanded(closure, on: owner, owner: owner, fileIndex: site.fileIndex)
                }
            }
            for receiver in closureTakers(of: site.node, in: owner) {
                for closure in SyntaxHelpers.closures(site.node) {
                    evaluateHanded(closure, on: receiver, owner: owner, fileIndex: site.fileIndex)
                }
                // (A loop, not `arguments.filter`: a syntax collection's `filter` builds a new tree.)
                for argument in site.node.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                    evaluateHandedMethod(argument.expression, on: receiver, owner: owner, fileIndex: site.fileIndex)
                }
            }
        }
        for site in syntax.assignments {
            guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), let member = lhs.as(MemberAccessExprSyntax.self),
                  let base = member.base else { continue }
            let value = SyntaxHelpers.unwrap(rhs)
            let closure = value.as(ClosureExprSyntax.self)
            guard closure != nil || value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) else { continue }
            let scope = localScope(before: site.node, in: owner)
            guard let receiver = valueType(base, scope: scope) else { continue }
            // `child.onFinish = { … }` on a child coordinator: its screens call back when they finish.
            if let closure, runsOnChildScreens(receiver, from: owner) {
                evaluateHanded(closure, on: receiver, owner: owner, fileIndex: site.fileIndex, origins: entryScreens(of: receiver))
                continue
            }
            guard takesScreenClosures(receiver) else { continue }
            if let closure {
                evaluateHanded(closure, on: receiver, owner: owner, fileIndex: site.fileIndex)
            } else {
                evaluateHandedMethod(rhs, on: receiver, owner: owner, fileIndex: site.fileIndex)
            }
        }
    }

    /// Moves a coordinator showing no screen of its own (``hostsOnlyChildren(_:)``) makes later by
    /// itself: navigating calls in its methods that only code away from any screen calls (a
    /// service's delegate callback reporting success) move from the coordinator.
    private func scanOwnMoves(of name: String) {
        guard hostsOnlyChildren(name), let syntax = index[name] else { return }
        for site in syntax.calls {
            guard let callee = SyntaxHelpers.callee(site.node), relevantNames.contains(callee.name),
                  let function = Self.enclosingFunctionName(site.node), function != "start", function != "init",
                  case let callers = callers(of: function), callers.allSatisfy({ isOffScreen($0, from: name) }),
                  // A helper only the coordinator itself calls moves where those calls do, followed from
                  // them; the closures it hands on run later, by themselves.
                  callers != [name] || callsOnItself(function, in: name).isEmpty || Self.isInClosure(site.node),
                  !isHandedToScreen(site.node, in: name) else { continue }
            metered(site.fileIndex, at: site.node) {
                var scope = localScope(before: site.node, in: name)
                let alternatives = evaluateCall(site.node, scope: &scope, depth: 0)
                foldInContext(alternatives, site: ExprSyntax(site.node), in: name, fileIndex: site.fileIndex, origins: [name])
            }
        }
    }

    /// Whether `node` is in a closure `owner` gives a screen (`shelf.onBasket = { … }`,
    /// `Detail(onClose: { … })`), which ``scanHandedClosures(in:)`` follows on that screen.
    private func isHandedToScreen(_ node: some SyntaxProtocol, in owner: String) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self) {
                var holder = closure.parent
                while let wrapping = holder, wrapping.is(LabeledExprSyntax.self) || wrapping.is(LabeledExprListSyntax.self)
                    || wrapping.is(ExprListSyntax.self) { holder = wrapping.parent }
                if let call = holder?.as(FunctionCallExprSyntax.self) { return !closureTakers(of: call, in: owner).isEmpty }
                if let expression = holder?.as(ExprSyntax.self), let (lhs, rhs) = SyntaxHelpers.assignment(expression),
                   rhs.id == closure.id, let base = lhs.as(MemberAccessExprSyntax.self)?.base,
                   let receiver = valueType(base, scope: localScope(before: expression, in: owner)) {
                    return takesScreenClosures(receiver) || runsOnChildScreens(receiver, from: owner)
                }
                return false
            }
            current = parent.parent
        }
        return false
    }

    /// Whether code of `caller` calling back the coordinator `coordinator` runs away from any
    /// screen: it is no screen, no screen holds it, it does not build the coordinator (a parent's
    /// call runs where the parent's code does), and it is no router of the coordinator's (one the
    /// coordinator asks for a route calls back with it where the coordinator asked).
    private func isOffScreen(_ caller: String, from coordinator: String) -> Bool {
        !isScreenType(caller) && holders(of: caller).isEmpty && !isBuilt(coordinator, by: caller) && !routes(coordinator, through: caller)
    }

    /// Whether a stored property of `owner` holds the generic `router` typed with an app enum
    /// (`private var finder: Finder<Stop>!`): a router `owner` hands routes to.
    private func routes(_ owner: String, through router: String) -> Bool {
        (type(owner)?.properties ?? []).contains { property in
            guard let written = writtenType(of: property),
                  model.lookup(String(TypeText.base(written).prefix { $0 != "<" }), from: owner) == router else { return false }
            return TypeText.genericArguments(written).contains { enumName($0, from: owner) != nil }
        }
    }

    /// A navigating method of the coordinator handed to a screen as its closure
    /// (`list.onSelect = showDetail`, `Settings(onSignOut: self.signOut)`): the screen calls it.
    private func evaluateHandedMethod(_ reference: ExprSyntax, on screen: String, owner: String, fileIndex: Int) {
        metered(fileIndex, at: reference) {
            guard let alternatives = evaluateMethodReference(reference, scope: Scope(type: owner), depth: 0) else { return }
            fold(alternatives, from: { self.screens(of: screen).map { self.instanceNode($0, shownBy: owner) } }, site: Syntax(reference), fileIndex: fileIndex)
        }
    }

    /// A screen, or a class (a view model) that screens hold: what its closures do, they do.
    func takesScreenClosures(_ typeName: String) -> Bool {
        if isScreenType(typeName) { return true }
        guard let declaration = type(typeName), declaration.kind == .class, !owners.contains(typeName),
              !uikitCoordinators.contains(typeName) else { return false }
        return !holders(of: typeName).isEmpty
    }

    /// Whether a closure `owner` keeps in a stored property of `receiver` runs on the screens
    /// `receiver` shows: `receiver` is another coordinator, showing screens of its own.
    func runsOnChildScreens(_ receiver: String, from owner: String) -> Bool {
        receiver != owner && uikitCoordinators.contains(receiver) && !entryScreens(of: receiver).isEmpty
    }

    private func evaluateHanded(_ closure: ClosureExprSyntax, on screen: String, owner: String, fileIndex: Int, origins: [String]? = nil) {
        // What the closure declares as it goes (`let receipt = ReceiptController()`, `guard let`) is
        // known to the statements after it: bound in one pass over them.
        var declared = Scope(type: owner)
        for item in closure.statements {
            if case .decl(let decl) = item.item { bindLocals(decl, scope: &declared) }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) { bindConditions(guardStatement.conditions, scope: &declared) }
            guard let expression = SyntaxHelpers.expression(item) else { continue }
            metered(fileIndex, at: expression) {
                var scope = declared
                let alternatives = evaluateExpression(expression, scope: &scope, depth: 0)
                fold(alternatives, from: { origins ?? self.screens(of: screen).map { self.instanceNode($0, shownBy: owner) } }, site: Syntax(expression), fileIndex: fileIndex)
            }
        }
    }

    // MARK: - Folding operations into edges

    /// The coordinators whose roots an alternative hands to a tab bar.
    static func tabChildren(of alternative: [NavigationOperation]) -> Set<String> {
        var children: Set<String> = []
        for operation in alternative {
            guard case .showTabs(let targets) = operation.kind else { continue }
            for case .coordinatorRoot(let child) in targets { children.insert(child) }
        }
        return children
    }

    /// What an alternative leads to, to tell branches that go to different places apart.
    static func signature(_ alternative: [NavigationOperation]) -> String {
        alternative.compactMap { operation -> String? in
            switch operation.kind {
            case .append(let target), .setCurrent(let target), .present(let target, _): target.key
            case .setStack(let targets): "[" + targets.map(\.key).joined(separator: ",") + "]"
            case .selectTab(_, let key): "tab:" + key
            case .startChild(let child): "child:" + child
            case .showTabs(let targets): "tabs:" + targets.map(\.key).joined(separator: ",")
            case .showColumns(let targets): "columns:" + targets.map(\.key).joined(separator: ",")
            case .segue(let identifier): "segue:" + identifier
            case .unresolved(let text): "?" + text
            default: nil
            }
        }.joined(separator: ";")
    }

    /// Folds a call written as a statement together with what the statements around it do to the
    /// same state: a `pop()` or `popToRoot()` or tab switch just before it changes what its push
    /// means, and a tab switch followed by a push into that tab is one cross-tab move.
    func foldInContext(_ alternatives: Alternatives, site: ExprSyntax, in typeName: String, fileIndex: Int, origins: [String]? = nil) {
        guard alternatives.contains(where: { !$0.isEmpty }) else { return }
        var prefix: [NavigationOperation] = []
        var suppressTab = false
        if let item = site.parent?.as(CodeBlockItemSyntax.self) ?? site.parent?.parent?.as(CodeBlockItemSyntax.self),
           let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            let key = BlockKey(type: typeName, binder: list.id)
            // Taken out while it grows, so that appending copies nothing.
            var statements = siteScan?.statementRuns.removeValue(forKey: key) ?? StatementRun(list, scope: Scope(type: typeName))
            if let offset = statements.offsets[item.id] {
                prefix = self.prefix(before: offset, in: list, run: &statements)
                suppressTab = (offset + 1 ..< statements.offsets.count).contains { later in
                    operations(ofStatement: later, in: list, run: &statements).contains { if case .append = $0.kind { true } else { false } }
                }
            }
            if active.isEmpty { siteScan?.statementRuns[key] = statements }
        }
        var adjusted = alternatives.map { prefix + $0 }
        if suppressTab {
            adjusted = adjusted.map { alternative in
                alternative.allSatisfy({ if case .selectTab = $0.kind { true } else { false } }) ? [] : alternative
            }
        }
        // Code shown for one case of an item presentation swaps it when it presents another case.
        let presented = origins == nil ? presentedCases(around: site, in: typeName) : nil
        fold(adjusted, from: { origins ?? presented ?? self.routeCases(around: site, in: typeName) ?? self.sourceScreens(of: typeName) },
             site: Syntax(site), fileIndex: fileIndex, swapsPresentedItem: presented != nil)
    }

    /// What the statement at `offset` of `list` does (its first alternative; nothing for a
    /// declaration), the block's statements evaluated in order as far as asked. The same for every
    /// call in the block, so ``scanCallSites()`` keeps how far each block was evaluated.
    private func operations(ofStatement offset: Int, in list: CodeBlockItemListSyntax, run: inout StatementRun) -> [NavigationOperation] {
        while run.operations.count <= offset, run.next != list.endIndex {
            let item = list[run.next]
            run.operations.append(SyntaxHelpers.expression(item).map { evaluateExpression($0, scope: &run.scope, depth: 0).first ?? [] } ?? [])
            list.formIndex(after: &run.next)
        }
        return run.operations[offset]
    }

    /// The clears, pops and tab switches the statements before `offset` do since their last move:
    /// what runs first when the statement at `offset` navigates.
    private func prefix(before offset: Int, in list: CodeBlockItemListSyntax, run: inout StatementRun) -> [NavigationOperation] {
        while run.prefixes.count <= offset {
            var prefix = run.prefixes[run.prefixes.count - 1]
            for operation in operations(ofStatement: run.prefixes.count - 1, in: list, run: &run) {
                switch operation.kind {
                case .clear, .pop, .selectTab: prefix.append(operation)
                case .append, .setStack, .present, .setCurrent: prefix.removeAll()
                default: break
                }
            }
            run.prefixes.append(prefix)
        }
        return run.prefixes[offset]
    }

    /// The routes code runs on when it is written in a case of a `switch` over a current route
    /// (`case .email: EmailStep(onNext: { model.next() })` runs while the route is `.email`).
    private func routeCases(around node: some SyntaxProtocol, in typeName: String) -> [String]? {
        switchedCases(around: node) { self.currentRouteEnum($0.subject, scope: Scope(type: typeName)) }
    }

    /// The cases of the item a presentation of `typeName` shows while code runs in its content
    /// (`.sheet(item: $sheet) { switch $0 { case .note: … } }` runs while `.note` is shown), also
    /// in a helper of the type every use of which is in such a case (`case .note: noteEditor()`).
    private func presentedCases(around node: some SyntaxProtocol, in typeName: String, depth: Int = 0) -> [String]? {
        if let cases = switchedCases(around: node, over: presentedItemEnum) { return cases }
        guard depth < 3, bindings.contains(where: { $0.owner == typeName && !$0.isFlag }), let helper = Self.enclosingFunctionName(node),
              helper != "init", let uses = helperUses(helper, in: typeName) else { return nil }
        var cases: Set<String> = []
        for use in uses {
            guard let found = presentedCases(around: use, in: typeName, depth: depth + 1) else { return nil }
            cases.formUnion(found)
        }
        return cases.sorted()
    }

    /// The cases of the `switch` around `node` (within its declaration) whose subject `routeEnum`
    /// says is a route enum, as nodes; a `default:` stands for the cases no other names.
    private func switchedCases(around node: some SyntaxProtocol, over routeEnum: (SwitchExprSyntax) -> String?) -> [String]? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               let element = routeEnum(switchExpression) {
                let explicit = Set(switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self).flatMap(caseNames) }.flatMap { $0 })
                return (caseNames(switchCase) ?? caseNamesLeft(in: element, explicit: explicit)).map { element + "." + $0 }
            }
            current = parent.parent
        }
        return nil
    }

    /// The route enum of the item a presentation shows, when `switchExpression` is over the item
    /// its content closure is given (`.sheet(item: $sheet) { switch $0 { … } }`).
    private func presentedItemEnum(_ switchExpression: SwitchExprSyntax) -> String? {
        var current = switchExpression.parent
        while let parent = current, !parent.is(ClosureExprSyntax.self) { current = parent.parent }
        guard let closure = current?.as(ClosureExprSyntax.self) else { return nil }
        let subject = switchExpression.subject.trimmedText
        guard subject == "$0" || SyntaxHelpers.closureParameterNames(closure)?.first == subject,
              let binding = bindings.first(where: { $0.content?.id == ExprSyntax(closure).id }), !binding.isFlag,
              case .modalItem(_, let element?)? = roles[binding.owner]?[binding.property] else { return nil }
        return element
    }

    /// Turns what a call does (alternatives of operation sequences) into edges from the screens
    /// the call runs on: pushes chain, a pop or clear before a push makes it a replace or reset,
    /// a tab switch before a push into another feature makes a cross-tab move. With
    /// `swapsPresentedItem`, the origins are cases an item presentation shows, and presenting
    /// another case of their enum replaces them.
    func fold(_ alternatives: Alternatives, from origins: () -> [String], site: Syntax, fileIndex: Int, swapsPresentedItem: Bool = false) {
        // Code that runs only on one device layout and code that runs only on another are not one move.
        let alternatives = alternatives.filter { !Self.layouts(of: $0).isEmpty }
        guard alternatives.contains(where: { !$0.isEmpty }) else { return }
        let callFile = model.file(fileIndex)
        let callTrigger = Trigger.text(for: site)
        let callLine = callFile.line(of: site)
        let sources = origins()
        // Conditional code in a helper: each branch is reported at its own statement.
        let branching = Set(alternatives.map(Self.signature).filter { !$0.isEmpty }).count > 1
        for alternative in alternatives.map({ Self.droppingPresentedChildStarts(Self.resolvingPresentOrPush($0)) }) {
            let branchSite = branching ? alternative.lazy.compactMap(\.branchSite).first : nil
            let branchFile = branchSite.map { model.file(self.fileIndex(of: $0)) }
            let file = branchFile ?? callFile
            let trigger = branchSite.map { Trigger.text(for: $0) } ?? callTrigger
            let line = branchSite.map { file.line(of: $0) } ?? callLine
            let layouts = Self.layouts(of: alternative)
            func emit(_ from: String, _ to: String, _ kind: EdgeKind, uikit: Bool, host: String? = nil) {
                edges.append(EdgeDraft(edge: Edge(from: from, to: to, kind: kind, trigger: trigger, file: file.path, line: line),
                                       source: uikit || kind == .child ? .uikit : kind == .tab ? .tab : .coordinator,
                                       layouts: layouts, host: host))
            }
            for origin in sources where alternative.allSatisfy({ $0.onlyWhile?.admits(origin) ?? true }) {
                var current = origin
                var cleared = false
                var popped = false
                var changedStack: String?
                var dismissed = false
                var pendingTab: (owner: String, key: String)?
                var tabUsed = false
                var last: String?
                var flowPresenter: String?
                for operation in alternative {
                    registerRoutes(of: operation)
                    switch operation.kind {
                    case .append(let target):
                        let shownNodes = nodes(for: target, site: site, fileIndex: fileIndex)
                        guard let shown = shownNodes.first else { continue }
                        let node = Self.isFrameworkController(shown) ? current + "." + shown : instanceNode(shown, shownBy: operation.owner)
                        // Clearing or popping another stack of the owner (`detailPath.removeAll()` before `path.append`) leaves this one as it was.
                        let sameStack = changedStack == nil || operation.stack == nil || changedStack == operation.stack
                        let kind: EdgeKind = pendingTab != nil && !tabUsed ? .crossTab : cleared && sameStack ? .reset : popped && sameStack ? .replace : .push
                        if kind == .crossTab { tabUsed = true }
                        emit(kind == .crossTab ? origin : current, node, kind, uikit: operation.uikit)
                        // A coordinator whose start opens with one screen or another shows either.
                        if case .coordinatorRoot = target {
                            for other in shownNodes.dropFirst() {
                                emit(kind == .crossTab ? origin : current, instanceNode(other, shownBy: operation.owner), kind, uikit: operation.uikit)
                            }
                        }
                        current = node
                        last = node
                        cleared = false
                        popped = false
                    case .setStack(let targets):
                        for (position, target) in targets.enumerated() {
                            guard let shown = nodes(for: target, site: site, fileIndex: fileIndex).first else { continue }
                            let node = instanceNode(shown, shownBy: operation.owner)
                            emit(current, node, position == 0 ? .reset : .push, uikit: operation.uikit)
                            current = node
                            last = node
                        }
                        cleared = targets.isEmpty
                        popped = false
                    case .clear:
                        cleared = true
                        changedStack = operation.stack
                    case .pop:
                        popped = true
                        changedStack = operation.stack
                    case .present(let target, let kind):
                        // Dismissing one modal to present another swaps it.
                        let presenter = current
                        for shown in nodes(for: target, site: site, fileIndex: fileIndex) {
                            let node = Self.isFrameworkController(shown) ? presenter + "." + shown : instanceNode(shown, shownBy: operation.owner)
                            emit(presenter, node, dismissed || swapsPresentedItem && swapsPresentedCase(target, from: presenter) ? .replace : kind, uikit: operation.uikit)
                            last = node
                            // What a flow pushes onto the container it presents comes after this screen.
                            if operation.flowContainer != nil {
                                flowPresenter = presenter
                                current = node
                            }
                        }
                        dismissed = false
                    case .dismiss:
                        // Dismissing a flow's container leads back to the screen that presented it.
                        if operation.flowContainer != nil {
                            current = flowPresenter ?? current
                            flowPresenter = nil
                            continue
                        }
                        dismissed = true
                    case .setCurrent(let target):
                        guard let node = nodes(for: target, site: site, fileIndex: fileIndex).first, node != last,
                              !isRouteInstanceOfChoice(current, showing: target) else { continue }
                        emit(current, node, cleared ? .reset : .replace, uikit: false, host: operation.host)
                        current = node
                        last = node
                        cleared = false
                    case .selectTab(let owner, let key):
                        pendingTab = (owner, key)
                        tabUsed = false
                    case .startChild(let child):
                        // Children that become tabs are reached through the tab bar, not hosted in place.
                        // One that resets the stack it is started on is a place of its own, hosted here.
                        if !Self.tabChildren(of: alternative).contains(child) {
                            let resets = stackResetEdges(of: child)
                            if resets.isEmpty {
                                for root in entryScreens(of: child) { emit(current, root, .child, uikit: operation.uikit) }
                                for (screen, kind) in openingPresentations(of: child) { emit(current, screen, kind, uikit: true) }
                            } else {
                                emit(current, child, .child, uikit: operation.uikit)
                                edges.append(contentsOf: resets)
                            }
                        }
                    case .showTabs(let targets):
                        for target in targets {
                            for node in nodes(for: target, site: site, fileIndex: fileIndex) where node != current {
                                emit(current, node, .tab, uikit: true)
                            }
                        }
                    case .showColumns(let targets):
                        // A split view's columns are shown together, hosted where it is.
                        for target in targets {
                            for node in nodes(for: target, site: site, fileIndex: fileIndex) where node != current {
                                emit(current, node, .child, uikit: true)
                            }
                        }
                    case .flow(let owner, let forward):
                        guard forward, let next = nextStep(after: current, owner: owner) else { continue }
                        let kind: EdgeKind = roles[owner]?.values.contains { if case .stack = $0 { true } else { false } } == true ? .push : .replace
                        edges.append(EdgeDraft(edge: Edge(from: current, to: next, kind: kind, trigger: trigger, file: file.path, line: line), source: .flow))
                        flowsWithCallSites.insert(owner)
                    case .segue(let identifier):
                        // With storyboards, StoryboardRecognizer resolves the segue (or says why not) where
                        // its own controller performs it; code of another screen running it (an action sent
                        // up the responder chain) moves from that screen.
                        if !model.corpus.storyboards.isEmpty {
                            if current != operation.owner, let (node, kind) = storyboardSegueMove(identifier, from: operation.owner), let kind {
                                emit(current, node, kind, uikit: true)
                            }
                            continue
                        }
                        diagnose(.uikit, severity: .warning, code: "unresolved-navigation",
                                 message: "'\(callTrigger)' performs storyboard segue '\(identifier)', which leads where the storyboard says; FlowGraph does not read storyboards: declare the edge in .flowgraph.yml",
                                 fileIndex: fileIndex, line: callLine)
                    case .unresolved(let expression):
                        diagnose(.coordinator, severity: .warning, code: "unresolved-navigation",
                                 message: "cannot tell statically where '\(callTrigger)' navigates: '\(expression)' takes a value known only at run time; declare the edge in .flowgraph.yml if it matters",
                                 fileIndex: fileIndex, line: callLine)
                        // Settled where the instance they belong to was followed (see ``settlingFlags(_:initially:)``).
                    case .setsFlag, .testsFlag:
                        break
                    }
                }
                if let pendingTab, !tabUsed {
                    if let roots = tabRoot(owner: pendingTab.owner, key: pendingTab.key) {
                        for root in roots where root != origin { emit(origin, root, .tab, uikit: false) }
                    }
                }
            }
        }
    }

    /// Whether presenting `target` from the presented case `current` changes what one item
    /// presentation shows: `current` is another case of the same route enum (`sheet = .mail` in
    /// the content shown for `.note`), and SwiftUI swaps the presented screen.
    private func swapsPresentedCase(_ target: NavigationTarget, from current: String) -> Bool {
        guard case .route(let route) = target, current != route.nodeID, current.hasPrefix(route.enumName + ".") else { return false }
        return type(route.enumName)?.enumCase(named: String(current.dropFirst(route.enumName.count + 1))) != nil
    }

    /// A route enum first met as a value written into some owner's state (`path.append(Route.x)`)
    /// is that owner's.
    private func registerRoutes(of operation: NavigationOperation) {
        var targets: [NavigationTarget] = []
        switch operation.kind {
        case .append(let target), .setCurrent(let target), .present(let target, _): targets = [target]
        case .setStack(let list): targets = list
        default: break
        }
        for case .route(let route) in targets where routeEnums[route.enumName] == nil && !operation.owner.isEmpty {
            routeEnums[route.enumName] = operation.owner
        }
    }

    /// The step after `node` in `owner`'s flow, when `node` is one of its steps.
    private func nextStep(after node: String, owner: String) -> String? {
        for (enumType, flowOwner) in flowEnums where flowOwner == owner && node.hasPrefix(enumType + ".") {
            guard let cases = type(enumType)?.cases, let index = cases.firstIndex(where: { enumType + "." + $0.name == node }),
                  index + 1 < cases.count else { return nil }
            return enumType + "." + cases[index + 1].name
        }
        return nil
    }

    /// The nodes a target designates; Bool- and item-driven modal state through the view that binds it.
    func nodes(for target: NavigationTarget, site: Syntax, fileIndex: Int) -> [String] {
        switch target {
        case .route(let route):
            return [route.nodeID]
        case .view(let screen):
            return screens(of: screen)
        case .coordinatorRoot(let coordinator):
            return entryScreens(of: coordinator)
        case .node(let name):
            return [name]
        case .modalState(let owner, let property):
            let bound = bindings.filter { $0.owner == owner && $0.property == property }
            let shown = bound.flatMap { binding -> [String] in
                guard let content = binding.content else { return [] }
                return contentNodes(content, in: binding.viewType)
            }
            return Array(Set(shown)).sorted()
        }
    }

    /// The screens a presentation's content (a closure, or a screen's initialiser) shows.
    func contentNodes(_ content: ExprSyntax, in view: String) -> [String] {
        guard let content = content.as(ClosureExprSyntax.self) else {
            return initializedScreen(content, in: view).map(screens(of:)) ?? builtScreen(content, in: view)
        }
        var result: [String] = []
        // A `switch` shows one of its cases' screens (`NavigationLink { switch kind { case .a: A() … } }`).
        let shown = content.statements.flatMap { item -> [ExprSyntax] in
            guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { return [] }
            return expression.is(SwitchExprSyntax.self) ? Self.branches(expression) : [expression]
        }
        for expression in shown {
            // A screen a stack's route also shows, presented here on its own (`.sheet { SettingsView() }`
            // beside `case .settings: SettingsView()` pushed): this presentation is that view, not the pushed route.
            if let shown = Self.baseConstruction(expression).flatMap({ constructedType($0, from: view) }), isView(shown),
               let routes = routeScreens[shown], !routes.isEmpty, routes.allSatisfy(isPushedRoute) {
                result.append(shown)
                continue
            }
            let roots = rootNodes(of: expression, scope: Scope(type: view))
            if !roots.isEmpty {
                result += roots
                continue
            }
            let constructed = constructedScreens(in: Syntax(expression), context: view).filter(isView)
            if let first = constructed.first {
                result += screens(of: first)
            } else {
                result += storeFeatures(in: expression)
            }
        }
        return result
    }

    /// The TCA features content runs a store of (`ProfileView(store: Store(initialState: Profile.State()) { Profile() })`):
    /// the TCA recognisers draw each feature's screen under its reducer's name.
    func storeFeatures(in content: ExprSyntax) -> [String] {
        var found: [String] = []
        for call in TCASyntax.calls(in: content, skippingNestedTypes: true) where call.calledExpression.trimmedText == "Store" {
            guard var written = call.arguments.first(where: { $0.label?.text == "initialState" })?
                      .expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText,
                  written.hasSuffix(".State")
            else { continue }
            written.removeLast(".State".count)
            guard let declaration = type(written), declaration.attributes.contains("Reducer") || declaration.conforms(to: "Reducer"),
                  !found.contains(written)
            else { continue }
            found.append(written)
        }
        return found
    }

    /// Whether `node` is a case of an enum some owner keeps in a stack, or a stack registers a
    /// destination for (pushed, not presented).
    private func isPushedRoute(_ node: String) -> Bool {
        let enumType = NavigationModel.enumName(of: node)
        if destinationTypes.contains(TypeText.lastComponent(enumType)) { return true }
        return roles.values.contains { ownerRoles in
            ownerRoles.values.contains { if case .stack(let element) = $0 { element == enumType } else { false } }
        }
    }

    /// The view whose initialiser `reference` names (`SettingsScreen.init`, `Editor.init(item:)`).
    func initializedScreen(_ reference: ExprSyntax, in view: String) -> String? {
        guard let member = reference.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base, let screen = model.lookup(base.trimmedText, from: view), isView(screen) else { return nil }
        return screen
    }

    /// The screen a view builder of `view` named as content builds (`content: paywallScreen`
    /// for `func paywallScreen() -> some View { PaywallScreen() }`), or the content given to
    /// `view` that it names or its builder shows (`filters`, `{ filters.padding() }`).
    private func builtScreen(_ reference: ExprSyntax, in view: String, depth: Int = 0) -> [String] {
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [] }
        if injectedContentProperties(of: view).contains(name) { return injectedScreens(name, of: view, depth: depth) }
        guard let body = model.methods(named: name, in: view).first(where: { $0.parameters.isEmpty })?.body else { return [] }
        if let shown = body.first.flatMap(SyntaxHelpers.expression), let base = Self.chainBase(shown).as(DeclReferenceExprSyntax.self),
           injectedContentProperties(of: view).contains(base.baseName.text) {
            return injectedScreens(base.baseName.text, of: view, depth: depth)
        }
        return constructedScreens(in: Syntax(body), context: view).filter(isView).prefix(1).flatMap { screens(of: $0) }
    }

    /// The screens the constructions of the view or modifier `owner` give it as its content
    /// `property` (`Filters(content: { OptionsScreen() })`, a builder `content: optionsView`, or the
    /// constructing view's own given content, followed).
    private func injectedScreens(_ property: String, of owner: String, depth: Int) -> [String] {
        guard depth < 4, let simpleName = type(owner)?.simpleName else { return [] }
        let isOnlyContent = injectedContentProperties(of: owner) == [property]
        var found: Set<String> = []
        for (_, call) in model.corpus.calls(named: simpleName) {
            guard let context = SwiftTypeIndex.enclosingTypeName(of: call).flatMap({ model.lookup($0) }),
                  constructedType(ExprSyntax(call), from: context) == owner,
                  let given = SyntaxHelpers.argument(call, property) ?? (isOnlyContent ? call.trailingClosure.map(ExprSyntax.init) : nil) else { continue }
            if let closure = given.as(ClosureExprSyntax.self), closure.statements.count == 1,
               let shown = closure.statements.first.flatMap(SyntaxHelpers.expression), Self.chainBase(shown).is(DeclReferenceExprSyntax.self) {
                found.formUnion(builtScreen(Self.chainBase(shown), in: context, depth: depth + 1))
            } else if given.is(DeclReferenceExprSyntax.self) {
                found.formUnion(builtScreen(given, in: context, depth: depth + 1))
            } else {
                found.formUnion(contentNodes(given, in: context))
            }
        }
        return found.sorted()
    }

    // MARK: - Views

    /// Presentations of state of the view or modifier `context` they are written in: shown from
    /// the screens of the view presenting them.
    private func viewLocalPresentation(_ binding: ModalBinding, context: String? = nil) {
        // Item state over a route enum is handled where it is assigned; the rest is shown from here.
        if case .modalItem(_, _?)? = roles[binding.owner]?[binding.property] { return }
        // A flag only an observer of posted requests raises is presented where the posts are.
        if binding.isFlag, isRaisedOnlyForPosters(binding.property, of: binding.owner) { return }
        viewLocalEmit(binding, from: sourceScreens(of: binding.viewType), context: context)
    }

    /// Whether the stored flag `property` of the class `owner` starts raised: its initial value is
    /// `true` or a condition (`!Prefs.seenIntro`), not `false`.
    private func isRaisedInitially(_ property: String, of owner: String) -> Bool {
        guard type(owner)?.kind == .class, let declared = model.property(named: property, in: owner), declared.getter == nil,
              let initial = declared.initializer.map(SyntaxHelpers.unwrap) else { return false }
        if let literal = initial.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        return declared.type.map(TypeText.base) == "Bool" || initial.is(PrefixOperatorExprSyntax.self)
    }

    private func viewLocalEmit(_ binding: ModalBinding, from origins: [String], context: String? = nil) {
        guard binding.kind != .alert, binding.kind != .confirmationDialog || binding.content != nil else { return }
        let targets = binding.content.map { contentNodes($0, in: context ?? binding.viewType) } ?? []
        let file = model.file(binding.fileIndex)
        let anchor = binding.call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(binding.call)
        let line = file.line(of: anchor)
        for origin in origins {
            for target in targets where target != origin {
                edges.append(EdgeDraft(edge: Edge(from: origin, to: target, kind: binding.kind, trigger: Trigger.text(for: binding.call), file: file.path, line: line), source: .presentation))
            }
        }
    }

    /// The pushes of `call`, a `NavigationLink` or a call applying one of the app's link wrappers
    /// (`wrapped`: the value it pushes, ``wrappedLinkValue(_:)``).
    private func navigationLink(_ call: FunctionCallExprSyntax, in view: String, fileIndex: Int, wrapped: (value: ExprSyntax, expected: String?)? = nil) {
        let file = model.file(fileIndex)
        let line = file.line(of: call)
        var targets: [String] = []
        var destination: ExprSyntax?
        // An initialiser the app declares (`NavigationLink(.recipe(id)) { Text("Soup") }`) says which
        // argument is the link's value; its closure is a label.
        let appDeclared = wrapped ?? appDeclaredLinkValue(call)
        if let value = appDeclared?.value ?? SyntaxHelpers.argument(call, "value") {
            // A link builder's parameter: each call of the builder leads where it says, from where it is.
            if let uses = linkBuilderUses(of: call, value: value, in: view), !uses.isEmpty {
                for use in uses {
                    let useFile = model.file(use.fileIndex)
                    emitLinkPushes(from: use.view, to: use.targets, call: use.call, file: useFile, line: useFile.line(of: use.call))
                }
                return
            }
            // A component's link over a value each construction passes: each leads from where it is.
            if let uses = passedValueLinkUses(value, in: view) {
                for use in uses {
                    emitLinkPushes(from: use.origins, to: use.targets, call: call, file: file, line: line)
                }
                return
            }
            if let literal = literalDestinations(value), !literal.isEmpty {
                targets = literal
            } else if let routes = routes(of: value, expected: appDeclared?.expected, scope: Scope(type: view)) {
                targets = routes.map(\.nodeID)
            } else {
                targets = valueDestinations(value, in: view)
                if targets.isEmpty { targets = everyMappedCase(of: value, in: view) }
                // In a split view's column a link selects: the next column shows what follows.
                if targets.isEmpty { targets = nextColumnScreens(after: call, in: view) }
            }
        } else if let built = appDeclaredLinkDestination(call) {
            destination = built
        } else if let explicit = SyntaxHelpers.argument(call, "destination") {
            destination = explicit
        } else if let trailing = call.trailingClosure {
            let labelled = call.additionalTrailingClosures.contains { $0.label.text == "label" }
            // (Unless the app declares an initialiser taking the call whose first argument is no title.)
            let titled = call.arguments.first.map { $0.label == nil && !takesAppLinkInitialiser(call) } ?? false
            if labelled || titled { destination = ExprSyntax(trailing) }
        }
        if let destination, let links = handedDestinationLinks(destination, in: view) {
            for link in links {
                let useFile = model.file(self.fileIndex(of: link.construction))
                emitLinkPushes(from: link.origins, to: link.targets, call: link.construction, file: useFile, line: useFile.line(of: link.construction))
            }
            return
        }
        if let destination {
            if let closure = destination.as(ClosureExprSyntax.self) {
                targets = contentNodes(ExprSyntax(closure), in: view)
            } else {
                targets = rootNodes(of: destination, scope: Scope(type: view))
                if targets.isEmpty { targets = constructedScreens(in: Syntax(destination), context: view).filter(isView).prefix(1).flatMap { screens(of: $0) } }
                // A hidden link over a dynamic stack element (`build(route)` for `stack[index]`) renders the stack: not a move.
                if targets.isEmpty, SyntaxHelpers.argument(call, "isActive") != nil { return }
            }
        }
        guard !targets.isEmpty else {
            diagnose(.link, severity: .warning, code: "unresolved-navigation",
                     message: "cannot tell statically where '\(Trigger.text(for: call))' leads; declare the edge in .flowgraph.yml if it matters",
                     fileIndex: fileIndex, line: line)
            return
        }
        emitLinkPushes(from: view, to: targets, call: call, file: file, line: line)
    }

    /// A push from each screen `view` navigates for to each of `targets`, made by `call`.
    private func emitLinkPushes(from view: String, to targets: [String], call: FunctionCallExprSyntax, file: ParsedFile, line: Int) {
        emitLinkPushes(from: sourceScreens(of: view), to: targets, call: call, file: file, line: line)
    }

    /// A push from each of `origins` to each of `targets`, made by `call` (a package's link
    /// shows its value as its style says, ``PackageAliases/style(of:)``).
    private func emitLinkPushes(from origins: [String], to targets: [String], call: FunctionCallExprSyntax, file: ParsedFile, line: Int) {
        let kind = PackageAliases.style(of: call) ?? .push
        for origin in origins {
            for target in Array(Set(targets)).sorted() where target != origin {
                edges.append(EdgeDraft(edge: Edge(from: origin, to: target, kind: kind, trigger: Trigger.text(for: call), file: file.path, line: line), source: .link))
            }
        }
    }

    /// `NavigationLink(value: pane)` over the element a `ForEach` hands its rows, of a route enum:
    /// the user picks the row, a link to each case the app's destinations map. (A row builder's
    /// parameter is what each call gives it, ``linkBuilderUses(of:value:in:)``.)
    private func everyMappedCase(of value: ExprSyntax, in view: String) -> [String] {
        guard let enumType = elementType(of: value, in: view) else { return [] }
        return mappedCaseNodes(of: enumType)
    }

    /// The node of each case of `enumType` the app's destinations handle, when they map it to screens.
    func mappedCaseNodes(of enumType: String) -> [String] {
        guard mappedEnums.contains(enumType) else { return [] }
        return (handledCases[enumType] ?? []).sorted().map { RouteRef(enumName: enumType, caseName: $0).nodeID }
    }

    /// The screens `navigationDestination(for: T.self)` registers for the type of a `NavigationLink(value:)`.
    private func valueDestinations(_ value: ExprSyntax, in view: String) -> [String] {
        if let known = valueType(value, scope: Scope(type: view)) ?? elementType(of: value, in: view) ?? elementMemberType(of: value, in: view) {
            return valueDestinations(ofType: known, from: view)
        }
        let guess = SyntaxHelpers.identifier(value)?.lowercased()
        let named = registeredValues().filter { $0.typeName.lowercased() == guess }
        return named.count == 1 ? named[0].nodes : []
    }

    /// The screens registered for values of the app type `typeName` (a `User` appended to a
    /// `NavigationPath`, a `NavigationLink(value: user)`), seen from `context`.
    func valueDestinations(ofType typeName: String, from context: String) -> [String] {
        registeredValues().filter { model.lookup($0.typeName, from: $0.context) == typeName }.flatMap(\.nodes)
    }

    /// `NavigationLink("Log In", value: "login")`, `path.append(2)`: a literal of a standard type
    /// leads where the destinations registered for that type show it — the `case "login":` of a
    /// `switch` over the value, or the whole content when it does not switch on it. `nil` for a
    /// value that is no literal.
    func literalDestinations(_ value: ExprSyntax) -> [String]? {
        guard let literal = Self.standardLiteral(value) else { return nil }
        var targets: [String] = []
        for registration in registeredValues() where registration.typeName == literal.type {
            // Of the screens the content shows, those the chosen case builds.
            targets += Self.chosenCase(literal.text, in: registration.content).map { statements in
                let built = Set(ConstructionCollector.calls(in: Syntax(statements)).compactMap { constructedType(ExprSyntax($0), from: registration.context) })
                return registration.nodes.filter(built.contains)
            } ?? registration.nodes
        }
        return targets.keepingFirstOfEach()
    }

    /// A plain string or integer literal (`"login"`, `2`): its standard type and its text.
    private static func standardLiteral(_ expression: ExprSyntax) -> (type: String, text: String)? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
           let text = string.segments.first?.as(StringSegmentSyntax.self)?.content.text {
            return ("String", text)
        }
        return expression.as(IntegerLiteralExprSyntax.self).map { ("Int", $0.literal.text) }
    }

    /// The statements of the `case` a destination closure's `switch` over its value takes for
    /// the literal `text` (`case "login":`, `case 2:`); `nil` when the closure does not switch on its value.
    private static func chosenCase(_ text: String, in content: ExprSyntax) -> CodeBlockItemListSyntax? {
        guard let closure = content.as(ClosureExprSyntax.self), let parameter = closureParameters(closure).first,
              let switchExpression = closure.statements.lazy.compactMap({ SyntaxHelpers.expression($0)?.as(SwitchExprSyntax.self) }).first,
              SyntaxHelpers.identifier(switchExpression.subject) == parameter else { return nil }
        for switchCase in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard case .case(let label) = switchCase.label else { continue }
            let matches = label.caseItems.contains { item in
                TCASyntax.patternExpression(item.pattern).flatMap(standardLiteral)?.text == text
            }
            if matches { return switchCase.statements }
        }
        return []
    }

    private func registeredValues() -> [(typeName: String, context: String, nodes: [String], content: ExprSyntax)] {
        if let built = valueRegistrations { return built }
        var registrations: [(typeName: String, context: String, nodes: [String], content: ExprSyntax)] = []
        // Also in an app's scene (`WindowGroup { NavigationStack { … }.navigationDestination(for:) }`).
        for name in typeNames where (isView(name) || isApp(name) || isViewModifier(name)) && index[name]!.calledNames.contains("navigationDestination") {
            for site in index[name]!.calls {
                guard let forType = SyntaxHelpers.registeredDestinationType(site.node), enumName(forType, from: name) == nil,
                      let content = SyntaxHelpers.closures(site.node).first.map(ExprSyntax.init) ?? SyntaxHelpers.argument(site.node, "destination")
                else { continue }
                registrations.append((forType, name, contentNodes(content, in: name), content))
            }
        }
        valueRegistrations = registrations
        return registrations
    }

    /// The element type of the collection a `ForEach`/`List` closure iterates, for its parameter
    /// `value` (`ForEach(notes) { note in … }` with `notes: [Note]`).
    private func elementType(of value: ExprSyntax, in view: String) -> String? {
        guard let name = SyntaxHelpers.identifier(value) else { return nil }
        var current = value.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self), Self.closureParameters(closure).first == name,
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self),
               let data = call.arguments.first?.expression {
                return collectionElement(data, in: view)
            }
            current = parent.parent
        }
        return nil
    }

    /// `item.owner` where `item` is the element a `ForEach` hands its closure: the type of that member.
    private func elementMemberType(of value: ExprSyntax, in view: String) -> String? {
        guard let member = SyntaxHelpers.unwrap(value).as(MemberAccessExprSyntax.self), let base = member.base,
              let element = elementType(of: base, in: view),
              let property = model.property(named: member.declName.baseName.text, in: element) else { return nil }
        return propertyType(property, owner: element)
    }

    /// `[T]()`, `[T]` literals' type, or a property declared `[T]`: `T`, when the app declares it.
    private func collectionElement(_ data: ExprSyntax, in view: String) -> String? {
        var written: String?
        let unwrapped = SyntaxHelpers.unwrap(data)
        if let call = unwrapped.as(FunctionCallExprSyntax.self), let array = call.calledExpression.as(ArrayExprSyntax.self) {
            written = array.elements.first?.expression.trimmedText
        } else if let member = unwrapped.as(MemberAccessExprSyntax.self), let base = member.base,
                  let owner = valueType(base, scope: Scope(type: view)) {
            written = model.property(named: member.declName.baseName.text, in: owner)?.type
        } else if let name = SyntaxHelpers.identifier(unwrapped) {
            written = model.property(named: name, in: view)?.type
        }
        guard var text = written.map(TypeText.removingWhitespace) else { return nil }
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        return model.lookup(TypeText.base(text), from: view)
    }

    // MARK: - Split views

    /// A list that selects (`List(items, selection: $picked)`) in a `NavigationSplitView`'s sidebar
    /// or content column shows what the next column builds for the selection: a push, as on an
    /// iPhone, where the columns collapse into one stack. Links inside the list are followed as links.
    private func selectingList(_ call: FunctionCallExprSyntax, in view: String, fileIndex: Int) {
        guard SyntaxHelpers.argument(call, "selection") != nil,
              !call.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "NavigationLink" }) else { return }
        let file = model.file(fileIndex)
        emitLinkPushes(from: view, to: nextColumnScreens(after: call, in: view), call: call, file: file, line: file.line(of: call))
    }

    /// The screens of the split-view column after the one holding `node`: the sidebar's next column
    /// is the content column (the detail without one), the content column's the detail. A view
    /// shown in a column (`content: { NoteList(selection: $note) }`) selects for the next column too.
    private func nextColumnScreens(after node: some SyntaxProtocol, in view: String) -> [String] {
        if let column = Self.nextSplitColumn(around: node) { return contentNodes(ExprSyntax(column), in: view) }
        return splitColumnsAfterHostedViews()[view, default: []].flatMap { contentNodes(ExprSyntax($0.column), in: $0.context) }
    }

    /// The next column of every view a split-view column shows directly, and the view holding the split.
    private func splitColumnsAfterHostedViews() -> [String: [(column: ClosureExprSyntax, context: String)]] {
        if let built = splitColumnsAfter { return built }
        var built: [String: [(column: ClosureExprSyntax, context: String)]] = [:]
        for name in typeNames where isView(name) && index[name]!.calledNames.contains("NavigationSplitView") {
            for site in index[name]!.calls where SyntaxHelpers.callee(site.node)?.name == "NavigationSplitView" {
                let columns = Self.splitColumns(site.node)
                for (column, next) in zip(columns, columns.dropFirst()) {
                    for hosted in contentNodes(ExprSyntax(column), in: name) where hosted != name {
                        built[hosted, default: []].append((next, name))
                    }
                }
            }
        }
        splitColumnsAfter = built
        return built
    }

    /// The column after the one of the `NavigationSplitView` around `node` that holds it.
    private static func nextSplitColumn(around node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        var innermostClosure: SyntaxIdentifier?
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(call)?.name == "NavigationSplitView" {
                let columns = splitColumns(call)
                guard let position = columns.firstIndex(where: { $0.id == innermostClosure }), position + 1 < columns.count else { return nil }
                return columns[position + 1]
            }
            if parent.is(ClosureExprSyntax.self) { innermostClosure = parent.id }
            current = parent.parent
        }
        return nil
    }

    /// A `NavigationSplitView`'s columns in order: sidebar, content (when it has one), detail.
    static func splitColumns(_ call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        func column(_ label: String) -> ClosureExprSyntax? {
            call.additionalTrailingClosures.first(where: { $0.label.text == label })?.closure
                ?? SyntaxHelpers.argument(call, label)?.as(ClosureExprSyntax.self)
        }
        return [call.trailingClosure ?? column("sidebar"), column("content"), column("detail")].compactMap { $0 }
    }
}
