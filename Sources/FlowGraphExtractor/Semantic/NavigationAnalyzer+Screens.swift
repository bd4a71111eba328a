import FlowGraph
import SwiftSyntax

/// Route → screen mapping, stack roots, tab containers and the app: which node a type's code runs on.
extension NavigationAnalyzer {
    static let stackContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Reads every `switch` over a route enum whose cases construct screens (`build(_:)`,
    /// `destinationView(for:)`, `switch coordinator.currentRoute`, `sheetView(for:)`).
    func mapDestinations() {
        // An enum a route case carries (`case reddit(Reddit)`) is tried as a route enum of its own:
        // the outer case's destination may switch over it (`case .reddit(let r): switch r { … }`).
        let carried = carriedEnums()
        let tried = Set(carried.keys.filter { routeEnums[$0] == nil })
        for enumType in tried { routeEnums[enumType] = carried[enumType]!.first.flatMap { routeEnums[$0.enumName] } }
        var nested: Set<String> = []
        defer { settleCarriedEnums(carried, nested: nested, tried: tried) }
        var routeEnumsByCase: [String: Set<String>] = [:]
        for enumType in routeEnums.keys {
            for enumCase in type(enumType)?.cases ?? [] { routeEnumsByCase[enumCase.name, default: []].insert(enumType) }
        }
        // The app's types, then extensions of framework types: `extension View { func withRouter() }`
        // may hold the switch every stack's `navigationDestination` shares.
        var contexts: [(name: String, switches: [SwitchExprSyntax])] = []
        for name in typeNames {
            guard let declaration = type(name), declaration.kind != .protocol, !declaration.isPreview,
                  !composableTypes.contains(name) else { continue }
            contexts.append((name, index[name]!.switches.map(\.node)))
        }
        for external in model.externalExtensions {
            contexts.append((external.extendedType, model.file(external.fileIndex).syntax.sites(in: external.block).switches))
        }
        // `.sheet(item: $model.destination.edit) { model in EditView(model: model) }` shows the case's screen.
        for binding in bindings {
            guard let route = binding.route, let content = binding.content else { continue }
            let shown = initializedScreen(content, in: binding.viewType).map { [$0] } ?? constructedScreens(in: Syntax(content), context: binding.viewType)
            for screen in shown where isView(screen) {
                routeScreens[screen, default: []].insert(route.nodeID)
            }
            handledCases[route.enumName, default: []].insert(route.caseName)
        }
        // `.sheet(item: $kind) { kind in if kind == .photo { PhotoScreen() } else { … } }`: each case's screen.
        for binding in bindings where binding.route == nil {
            guard let closure = binding.content?.as(ClosureExprSyntax.self), let subject = Self.closureParameters(closure).first,
                  let choice = closure.statements.first.flatMap(SyntaxHelpers.expression)?.as(IfExprSyntax.self),
                  let property = model.property(named: binding.property, in: binding.owner),
                  let itemType = propertyType(property, owner: binding.owner), routeEnums[itemType] != nil,
                  let branches = Self.caseBranches(choice, subject: subject, cases: type(itemType)?.cases.map(\.name) ?? []) else { continue }
            for branch in branches {
                let screens = constructedScreens(in: Syntax(branch.statements), context: binding.viewType)
                recordScreens(screens, forCases: branch.cases, of: itemType)
                if !screens.isEmpty {
                    handledCases[itemType, default: []].formUnion(branch.cases)
                    mappedEnums.insert(itemType)
                }
            }
        }
        for (name, switches) in contexts {
            for node in switches {
                let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
                let explicit = cases.compactMap(caseNames).flatMap { $0 }
                guard !explicit.isEmpty, let enumType = switchedEnum(node, names: explicit, in: name, routeEnumsByCase: routeEnumsByCase) else { continue }
                // A carried enum is a route only in its carrier's destination (`case .reddit(let r): switch r`).
                if let carriers = carried[enumType] {
                    if Self.switchesOverCarriedValue(node, of: carriers) || Self.switchesOverItself(node, in: name, enumType: enumType) {
                        nested.insert(enumType)
                    } else if tried.contains(enumType) {
                        continue
                    }
                }
                var mapsScreens = false
                var handled = Set<String>()
                for switchCase in cases {
                    let names = caseNames(switchCase) ?? type(enumType)!.cases.map(\.name).filter { !explicit.contains($0) }
                    let screens = constructedScreens(in: Syntax(switchCase.statements), context: name)
                    if !screens.isEmpty { mapsScreens = true }
                    if !screens.isEmpty || showsSomething(Syntax(switchCase.statements)) { handled.formUnion(names) }
                    recordScreens(screens, forCases: names, of: enumType)
                }
                if mapsScreens {
                    handledCases[enumType, default: []].formUnion(handled)
                    mappedEnums.insert(enumType)
                }
            }
        }
    }

    /// The app enums route cases carry as their only value, with the cases carrying each.
    private func carriedEnums() -> [String: [RouteRef]] {
        var carried: [String: [RouteRef]] = [:]
        for enumType in routeEnums.keys.sorted() {
            for enumCase in type(enumType)?.cases ?? [] {
                guard enumCase.parameters.count == 1,
                      let inner = enumName(String(enumCase.parameters[0].split(separator: ":").last ?? "").trimmed, from: enumType),
                      inner != enumType else { continue }
                carried[inner, default: []].append(RouteRef(enumName: enumType, caseName: enumCase.name))
            }
        }
        return carried
    }

    /// Whether `node` switches over the value a case of `carriers` carries, bound by the pattern of
    /// the outer `switch` case around it (`case .reddit(let place): switch place { … }`).
    private static func switchesOverCarriedValue(_ node: SwitchExprSyntax, of carriers: [RouteRef]) -> Bool {
        guard let subject = SyntaxHelpers.identifier(node.subject) else { return false }
        var current = Syntax(node).parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let outer = parent.as(SwitchCaseSyntax.self), case .case(let label) = outer.label {
                return label.caseItems.contains { item in
                    guard let pattern = TCASyntax.patternExpression(item.pattern), let name = TCASyntax.caseName(pattern),
                          carriers.contains(where: { $0.caseName == name }),
                          let bound = TCASyntax.arguments(pattern).first?.expression else { return false }
                    return TCASyntax.boundName(bound) == subject
                }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether `node` is a carried enum's own `switch self` (`func view() -> some View` of
    /// `SettingsPage`), which the carrier's destination reaches through the value it binds
    /// (`case let .settings(page): page.view()`).
    private static func switchesOverItself(_ node: SwitchExprSyntax, in context: String, enumType: String) -> Bool {
        context == enumType && node.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// A carried enum a switch in its carrier's destination maps to screens is a route enum nested
    /// in the cases carrying it: those cases show its screens, none of their own. One no such switch
    /// maps stays data (`case playlist(PlaylistKind)` with `.remote(id)`), its carrier the screen.
    private func settleCarriedEnums(_ carried: [String: [RouteRef]], nested: Set<String>, tried: Set<String>) {
        for (enumType, carriers) in carried.sorted(by: { $0.key < $1.key }) {
            guard nested.contains(enumType), mappedEnums.contains(enumType) else {
                if tried.contains(enumType), !mappedEnums.contains(enumType) { routeEnums[enumType] = nil }
                continue
            }
            for carrier in carriers {
                nestedRouteEnums[carrier.nodeID] = enumType
                for screen in routeScreens.keys { routeScreens[screen]?.remove(carrier.nodeID) }
            }
        }
        routeScreens = routeScreens.filter { !$0.value.isEmpty }
    }

    /// Each of `screens` is shown for each of `cases` of `enumType`.
    private func recordScreens(_ screens: [String], forCases cases: [String], of enumType: String) {
        for screen in screens {
            for caseName in cases { routeScreens[screen, default: []].insert(RouteRef(enumName: enumType, caseName: caseName).nodeID) }
        }
    }

    /// Whether a destination's code shows a screen the app does not declare or calls a helper
    /// that may (`makeDetail(id)`); `EmptyView()` and `break` show nothing.
    private func showsSomething(_ node: Syntax) -> Bool {
        ConstructionCollector.calls(in: node).contains { call in
            guard let callee = SyntaxHelpers.callee(call) else { return false }
            return Self.isUndeclaredScreen(callee.name) || callee.base == nil && !SyntaxHelpers.isTypeName(callee.name)
        } || HelperCallFinder.found(in: node)
    }

    /// `routeEnumsByCase` lists the route enums having each case name.
    private func switchedEnum(_ node: SwitchExprSyntax, names: [String], in context: String, routeEnumsByCase: [String: Set<String>]) -> String? {
        // The enum a switch is over has every case it names: when some name is no route enum's
        // case, the subject is no route, whatever its type (asking is the costly part).
        guard names.allSatisfy({ routeEnumsByCase[$0] != nil }) else { return nil }
        if let subjectType = valueType(node.subject, scope: Scope(type: context)) {
            if routeEnums[subjectType] != nil { return subjectType }
            // A switch over another of the app's enums (a tab's `switch tabItem`) is none, whatever names its cases share.
            if type(subjectType)?.kind == .enum { return nil }
        }
        if let name = SyntaxHelpers.identifier(node.subject), let declared = parameterType(named: name, around: node),
           let enumType = enumName(declared, from: context), routeEnums[enumType] != nil {
            return enumType
        }
        let candidates = names.dropFirst().reduce(routeEnumsByCase[names[0]]!) { $0.intersection(routeEnumsByCase[$1]!) }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The declared type of the parameter `name` of the function or closure enclosing `node`
    /// (closure parameters of `navigationDestination(for: T.self)` are `T`).
    func parameterType(named name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type.trimmedText
            }
            if let closure = parent.as(ClosureExprSyntax.self), Self.closureParameters(closure).first == name,
               let call = SyntaxHelpers.callReceiving(closure),
               let forType = SyntaxHelpers.registeredDestinationType(call) {
                return forType
            }
            current = parent.parent
        }
        return nil
    }

    /// What `call` constructing a transparent wrapper (``isTransparentWrapper(_:)``) is given to
    /// show, in the order to try: the argument for its content property (a closure's one
    /// expression for a builder), an unlabelled first one, its first closure
    /// (`Gate(credential: c) { Feed() }`); `nil` when `call` builds no such wrapper.
    func transparentWrapperContents(_ call: FunctionCallExprSyntax, scope: Scope) -> [ExprSyntax]? {
        guard let callee = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call.calledExpression)).as(DeclReferenceExprSyntax.self),
              SyntaxHelpers.isTypeName(callee.baseName.text), let wrapper = model.lookup(callee.baseName.text, from: scope.type),
              isTransparentWrapper(wrapper) else { return nil }
        let contentNames = Set(injectedContentProperties(of: wrapper))
        let named = call.arguments.first { $0.label.map { contentNames.contains($0.text) } ?? false }?.expression
        let candidates = [
            named.flatMap { $0.as(ClosureExprSyntax.self)?.statements.first?.item.as(ExprSyntax.self) } ?? named,
            call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil },
            SyntaxHelpers.closures(call).first?.statements.first?.item.as(ExprSyntax.self),
        ]
        return candidates.compactMap { $0 }
    }

    /// The screens (views, view controllers) and their view models constructed in `node`.
    func constructedScreens(in node: Syntax, context: String) -> [String] {
        var found: [String] = []
        for call in ConstructionCollector.calls(in: node) {
            guard let constructed = constructedType(ExprSyntax(call), from: context) ?? factoryType(call, context: context),
                  !isTransparentWrapper(constructed),
                  let declaration = type(constructed), declaration.kind == .class || declaration.kind == .struct,
                  !owners.contains(constructed) || declaration.isView, !found.contains(constructed) else { continue }
            found.append(constructed)
            for companion in companions(of: constructed) where !found.contains(companion) { found.append(companion) }
        }
        return found
    }

    /// `X.create(...)`, `X.make(...)`: a static factory of an app type.
    private func factoryType(_ call: FunctionCallExprSyntax, context: String) -> String? {
        guard let member = SyntaxHelpers.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
              // A base ending in a closure (`VStack { … }.padding()`) names no type: every dotted
              // suffix of its text ends in `}`. Its text may be a whole view's, so it is not built.
              base.lastToken(viewMode: .sourceAccurate)?.tokenKind != .rightBrace,
              SyntaxHelpers.isTypeName(base.trimmedText) else { return nil }
        // `Feature.Service.makeView()` written with its module's name: the type is what follows it.
        var components = base.trimmedText.split(separator: ".").map(String.init)
        while !components.isEmpty {
            if let found = model.lookup(components.joined(separator: "."), from: context) { return found }
            components.removeFirst()
        }
        return nil
    }

    /// The view models a screen creates for itself: in stored property initializers, its
    /// initializers and static factories.
    func companions(of screen: String) -> [String] {
        if let known = companionsCache[screen] { return known }
        let found = findCompanions(of: screen)
        companionsCache[screen] = found
        return found
    }

    private func findCompanions(of screen: String) -> [String] {
        guard let syntax = index[screen] else { return [] }
        var result: [String] = []
        for site in syntax.calls where isConstructionContext(site.node) {
            guard let constructed = constructedType(ExprSyntax(site.node), from: screen), constructed != screen,
                  let declaration = type(constructed), declaration.kind == .class, !declaration.isViewController,
                  !owners.contains(constructed), !uikitCoordinators.contains(constructed), !result.contains(constructed) else { continue }
            result.append(constructed)
        }
        return result
    }

    private func isConstructionContext(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.modifiers.contains { $0.name.text == "static" } }
            if parent.is(InitializerClauseSyntax.self), parent.parent?.parent?.parent?.is(VariableDeclSyntax.self) == true,
               parent.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                return true
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The nodes code in `typeName` runs on: the route cases whose destination builds it, the root
    /// of the stack a wrapper view shows, the screens holding a view model, else the type itself.
    func screens(of typeName: String) -> [String] {
        if let cached = screensCache[typeName] { return cached }
        guard screensInProgress.insert(typeName).inserted else { return [typeName] }
        defer { screensInProgress.remove(typeName) }
        var result = (routeScreens[typeName] ?? []).sorted()
        // The root of the stack a route's screen wraps (`ComposeScreen { NavigationStack { ComposeForm() } }`
        // shown for `.compose`) is that route's screen, not a screen nothing leads to.
        if result.isEmpty, let host = stackHosts[typeName], let routes = routeScreens[host], !routes.isEmpty {
            result = routes.sorted()
        }
        if result.isEmpty, let owner = hostedOwner[typeName], let root = featureRoots[owner], root != typeName {
            result = [root]
        }
        if result.isEmpty, isView(typeName), let roots = stackRoots(ofView: typeName), !roots.isEmpty {
            result = roots
        }
        if result.isEmpty, let declaration = type(typeName), declaration.kind == .class, !declaration.isViewController {
            result = holders(of: typeName).flatMap { screens(of: $0) }
            result = Array(Set(result)).sorted()
        }
        if result.isEmpty { result = [typeName] }
        screensCache[typeName] = result
        return result
    }

    /// Screens with a stored property of type `typeName` (a view model they observe).
    /// - Complexity: O(1) after one pass over every screen's properties, built on first use.
    func holders(of typeName: String) -> [String] {
        if holdersIndex == nil {
            var index: [String: [String]] = [:]
            for name in typeNames where isScreenType(name) {
                for property in type(name)!.properties where property.getter == nil {
                    if let held = propertyType(property, owner: name), index[held]?.last != name { index[held, default: []].append(name) }
                }
            }
            holdersIndex = index
        }
        return holdersIndex?[typeName] ?? []
    }

    /// The first `NavigationStack`/`NavigationView` call in `view`; with `presented`, also one in
    /// what the view presents (a view presenting a stack is a place a stack starts from).
    func stackCall(in view: String, presented: Bool = false) -> (call: FunctionCallExprSyntax, fileIndex: Int)? {
        guard let syntax = index[view], !syntax.calledNames.isDisjoint(with: Self.stackContainers) else { return nil }
        for site in syntax.calls {
            guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, Self.stackContainers.contains(callee.name),
                  !Self.isInsideCall(named: "TabView", site.node), presented || !Self.isInPresentedContent(site.node) else { continue }
            return (site.node, site.fileIndex)
        }
        return nil
    }

    /// The root nodes of the stack `view` shows when its body is a navigation container, else `nil`.
    func stackRoots(ofView view: String) -> [String]? {
        // A body choosing between layouts (a stack in one branch, a split view in another) is no stack.
        guard let (call, _) = stackCall(in: view), bodyChoice(of: view) == nil, splitSidebarRoots(call, in: view) == nil,
              !Self.isOneChoiceAmongOthers(call) else { return nil }
        return contentRoots(of: call, in: view)
    }

    /// Whether the stack `call` is what one branch of an `if`/`switch` shows while another branch
    /// shows something else (`switch stage { case .tour: Tour() case .server: NavigationStack { … } }`):
    /// the stack of that phase, not of the whole view. (Every branch a stack, as an availability
    /// check choosing `NavigationStack` or `NavigationView`, is the view's stack.)
    static func isOneChoiceAmongOthers(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let choice = parent.as(IfExprSyntax.self).map(ExprSyntax.init) ?? parent.as(SwitchExprSyntax.self).map(ExprSyntax.init) {
                return !branches(choice).allSatisfy { branch in
                    baseConstruction(branch).flatMap { $0.as(FunctionCallExprSyntax.self) }.flatMap(SyntaxHelpers.callee)
                        .map { $0.base == nil && stackContainers.contains($0.name) } ?? false
                }
            }
            current = parent.parent
        }
        return false
    }

    /// The screens a `NavigationSplitView` shows in its sidebar when that is a view of its own
    /// (`NavigationSplitView { FeedView() } detail: { … }`): the view holding the split then hosts
    /// its columns (``splitViewColumnEdges(_:)``) rather than standing for its sidebar.
    func splitSidebarRoots(_ call: FunctionCallExprSyntax, in view: String) -> [String]? {
        guard SyntaxHelpers.callee(call)?.name == "NavigationSplitView", let sidebar = Self.splitColumns(call).first,
              let first = sidebar.statements.first.flatMap(SyntaxHelpers.expression) else { return nil }
        let roots = rootNodes(of: first, scope: Scope(type: view)).filter { $0 != view }
        return roots.isEmpty ? nil : roots
    }

    /// The view whose body is a stack showing each view first (`NavigationStack { ComposeForm() }`
    /// in `ComposeScreen`), when only one does; read from syntax alone.
    func findStackHosts() -> [String: String] {
        var hosts: [String: Set<String>] = [:]
        for name in typeNames where isView(name) {
            guard let (call, _) = stackCall(in: name), SyntaxHelpers.callee(call)?.name != "NavigationSplitView",
                  let first = SyntaxHelpers.closures(call).first?.statements.first.flatMap(SyntaxHelpers.expression),
                  let construction = Self.baseConstruction(first), let shown = constructedType(construction, from: name),
                  shown != name, isView(shown) else { continue }
            hosts[shown, default: []].insert(name)
        }
        return hosts.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The root nodes of what a stack call shows first, written in `view`.
    func contentRoots(of stack: FunctionCallExprSyntax, in view: String) -> [String]? {
        // (An `if`/`switch` choosing the root sits in an expression statement.)
        guard let content = SyntaxHelpers.closures(stack).first, let first = content.statements.first.flatMap(SyntaxHelpers.expression) else { return nil }
        let roots = rootNodes(of: first, scope: Scope(type: view))
        return roots.isEmpty ? nil : roots
    }

    /// The nodes a view constructed and shown directly (a stack's root, a tab, a window) is: the
    /// route case it is the screen of, but itself when several routes show it (`TimelineView`
    /// for `.hashTag` and `.list`), since one direct construction cannot be all of them.
    private func directlyShownScreens(of view: String) -> [String] {
        let shown = screens(of: view)
        let routesOnly = shown.allSatisfy { $0 != view && routeEnums[NavigationModel.enumName(of: $0)] != nil }
        return shown.count > 1 && routesOnly ? [view] : shown
    }

    /// The nodes an expression that shows a view designates: a screen type's node, a
    /// `coordinator.build(.route)` call's route, through modifier chains and computed properties.
    func rootNodes(of expression: ExprSyntax, scope: Scope, depth: Int = 0) -> [String] {
        guard depth < 6 else { return [] }
        let expression = SyntaxHelpers.unwrap(expression)
        // A route value carrying its screens (`TabItem.search`) shows them.
        if let carried = carriedContent(of: expression, expected: nil, scope: scope) { return carried.screens }
        if expression.is(IfExprSyntax.self) {
            return Self.branches(expression).flatMap { rootNodes(of: $0, scope: scope, depth: depth + 1) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let owner = scope.type,
           let getter = model.property(named: reference.baseName.text, in: owner)?.getter,
           let first = getter.first?.item.as(ExprSyntax.self) {
            return rootNodes(of: first, scope: scope, depth: depth + 1)
        }
        // A view builder handed by name (`NavigationLink(title, destination: advancedView)` with
        // `func advancedView() -> some View`): what its body builds.
        if let reference = expression.as(DeclReferenceExprSyntax.self), let owner = scope.type,
           let method = model.methods(named: reference.baseName.text, in: owner).first(where: { method in
               method.body != nil && method.parameters.allSatisfy { $0.defaultValue != nil }
           }),
           let last = method.body?.last, let built = last.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(last) {
            return rootNodes(of: built, scope: scope, depth: depth + 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
        let callee = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call.calledExpression))
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.stackContainers.contains(PackageAliases.meaning(of: name, in: call)) {
                guard let first = SyntaxHelpers.closures(call).first?.statements.first?.item.as(ExprSyntax.self) else { return [] }
                return rootNodes(of: first, scope: scope, depth: depth + 1)
            }
            if SyntaxHelpers.isTypeName(name) {
                guard let typeName = model.lookup(name, from: scope.type) else { return Self.isUndeclaredScreen(name) ? [name] : [] }
                return constructionRoots(typeName, call, scope: scope, depth: depth)
            }
            let routed = routeArgumentNodes(call, scope: scope)
            return routed.isEmpty ? builtForArgument(call, scope: scope, depth: depth) : routed
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base.map(SyntaxHelpers.unwrap) else { return [] }
        // `Onboarding.WelcomeView(…)`: a view nested in a namespace, built with its initialiser.
        if SyntaxHelpers.isTypeName(member.declName.baseName.text), let namespace = SyntaxHelpers.typeReference(base),
           let typeName = model.lookup(namespace + "." + member.declName.baseName.text, from: scope.type) {
            return constructionRoots(typeName, call, scope: scope, depth: depth)
        }
        let routed = routeArgumentNodes(call, scope: scope)
        if !routed.isEmpty { return routed }
        // A modifier chain (`Home().environment(…).sheet(…)`): the view it starts from. Walking the
        // chain spends no depth: it ends with the chain, however many modifiers it has.
        if base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self) && !SyntaxHelpers.isTypeName(base.trimmedText) {
            return rootNodes(of: base, scope: scope, depth: depth)
        }
        // A method of an object the view holds that builds the view (`coordinator.makeIntroView { … }`).
        if let receiver = valueType(base, scope: scope), !isScreenType(receiver),
           let method = model.methods(named: member.declName.baseName.text, in: receiver).first(where: { !$0.isStatic && $0.body != nil }),
           let last = method.body?.last,
           let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(last) {
            return rootNodes(of: returned, scope: Scope(type: method.owner), depth: depth + 1)
        }
        if let typeName = factoryType(call, context: scope.type ?? "") {
            if isScreenType(typeName) { return screens(of: typeName) }
            // A factory (`Checkout.makeView(…)`) shows what it returns.
            if let factory = model.methods(named: member.declName.baseName.text, in: typeName).first(where: { $0.isStatic }),
               let last = factory.body?.last {
                let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
                if let returned { return rootNodes(of: returned, scope: Scope(type: typeName), depth: depth + 1) }
            }
        }
        return []
    }

    /// The roots a construction `call` of the app type `typeName` shows: a screen's, or what a
    /// transparent wrapper it is wraps.
    private func constructionRoots(_ typeName: String, _ call: FunctionCallExprSyntax, scope: Scope, depth: Int) -> [String] {
        if let contents = transparentWrapperContents(call, scope: scope) {
            for content in contents {
                let roots = rootNodes(of: content, scope: scope, depth: depth + 1)
                if !roots.isEmpty { return roots }
            }
            return []
        }
        return isScreenType(typeName) ? directlyShownScreens(of: typeName) : []
    }

    static let frameworkViews: Set<String> = [
        "EmptyView", "AnyView", "ScrollView", "ProgressView", "TabView", "NavigationView", "ContentUnavailableView",
        "ScrollViewReader", "UIHostingController", "UIViewController", "UINavigationController", "UITabBarController",
    ]

    /// A type the app does not declare (a package's, say) whose name says it is a screen.
    static let frameworkPrefixes = ["UI", "SF", "MF", "PH", "AV", "CN", "EK", "MK", "GK", "SK", "QL", "PK", "AS", "CL", "NS", "WK"]

    /// A controller of Apple's frameworks that the app presents over its own screens
    /// (`UIAlertController`, `SFSafariViewController`, `UIDocumentPickerViewController`,
    /// `MFMailComposeViewController`, `UIImagePickerController`): no app type, and no container
    /// showing another screen. Each presenting screen has its own such node, `<Presenter>.<Class>`.
    /// A dotted name is no class but a storyboard scene's node (`UIViewController.ReceiptController`).
    static func isFrameworkController(_ name: String) -> Bool {
        guard !name.contains("."), frameworkPrefixes.contains(where: { name.hasPrefix($0) }), name.hasSuffix("Controller"),
              !NavigationAnalyzer.wrappingControllers.contains(name), !frameworkViews.contains(name) else { return false }
        return !["UIPageViewController", "UISearchController", "UIPresentationController", "UITableViewController",
                 "UICollectionViewController", "UIInputViewController"].contains(name)
    }

    static func isUndeclaredScreen(_ name: String) -> Bool {
        guard !frameworkViews.contains(name), !frameworkPrefixes.contains(where: { name.hasPrefix($0) }) else { return false }
        return ["View", "Screen", "Page", "ViewController"].contains { name.hasSuffix($0) && name != $0 }
    }

    /// What a view's own builder shows for the value it is called with (`destination(for: .billing)`
    /// with `switch page { case .billing: BillingScreen() … }`): the matching cases' screens, or what
    /// a builder without a switch over that parameter returns.
    private func builtForArgument(_ call: FunctionCallExprSyntax, scope: Scope, depth: Int) -> [String] {
        guard let callee = SyntaxHelpers.callee(call), callee.base == nil, let owner = scope.type,
              let method = model.methods(named: callee.name, in: owner).first(where: { $0.body != nil && $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              let body = method.body else { return [] }
        // `contentView()`: a builder taking nothing shows what it returns.
        guard let parameter = method.parameters.first, let argument = call.arguments.first?.expression else {
            guard method.parameters.isEmpty, call.arguments.isEmpty, let last = body.last,
                  let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(last) else { return [] }
            return rootNodes(of: returned, scope: Scope(type: method.owner), depth: depth + 1)
        }
        if body.count == 1, let choice = SyntaxHelpers.expression(body.first!)?.as(SwitchExprSyntax.self),
           SyntaxHelpers.identifier(choice.subject) == parameter.name {
            guard let routes = routes(of: argument, expected: enumName(parameter.type, from: owner), scope: scope) else { return [] }
            let names = Set(routes.map(\.caseName))
            return choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { switchCase -> [String] in
                guard let caseNames = caseNames(switchCase), !names.isDisjoint(with: caseNames),
                      let first = switchCase.statements.first.flatMap(SyntaxHelpers.expression) else { return [] }
                return rootNodes(of: first, scope: Scope(type: method.owner), depth: depth + 1)
            }
        }
        guard let last = body.last, let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(last) else { return [] }
        return rootNodes(of: returned, scope: Scope(type: method.owner), depth: depth + 1)
    }

    func routeArgumentNodes(_ call: FunctionCallExprSyntax, scope: Scope) -> [String] {
        guard let argument = call.arguments.first?.expression, let callee = SyntaxHelpers.callee(call) else { return [] }
        var expected: String?
        let receiver = callee.base.map { valueType($0, scope: scope) } ?? scope.type
        if let receiver, let method = model.methods(named: callee.name, in: receiver).first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) }),
           let parameter = method.parameters.first {
            expected = enumName(parameter.type, from: receiver)
        }
        guard let routes = routes(of: argument, expected: expected, scope: scope) else { return [] }
        return routes.filter { routeEnums[$0.enumName] != nil }.map(\.nodeID)
    }

    /// Whether `node` is in the content of a call named `name` (`TabView { … }`).
    /// Whether `node` is in what a presentation shows (`.sheet { NavigationStack { Detail() } }`,
    /// a `NavigationLink`'s destination): that belongs to the presented screen, not to the view
    /// presenting it.
    static func isInPresentedContent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self),
               let call = SyntaxHelpers.callReceiving(closure),
               let callee = SyntaxHelpers.callee(call), modalModifiers[callee.name] != nil || callee.name == "NavigationLink" {
                return true
            }
            current = parent.parent
        }
        return false
    }

    static func isInsideCall(named name: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(call).map({ $0.base == nil && $0.name == name }) == true {
                return true
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}

/// The calls in a subtree that construct something (`X(...)`, `X.create(...)`), outermost first.
final class ConstructionCollector: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let collector = ConstructionCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `CommentsView<Store>(…)`: a generic screen built for one store type is that screen.
        let callee = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(node.calledExpression))
        if let reference = callee.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(reference.baseName.text) {
            found.append(node)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
                  SyntaxHelpers.isTypeName(Self.lastComponent(of: base)) {
            found.append(node)
        }
        return .visitChildren
    }

    /// The last dotted component of `expression` (`Module.Screen` → `Screen`, `Screen()` → `Screen`),
    /// read from the tree: the text of a long modifier chain, split for each of its calls, made
    /// 8,000 `.padding()` calls take 54 s.
    static func lastComponent(of expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self) { return lastComponent(of: call.calledExpression) }
        return expression.trimmedText.split(separator: ".").last.map(String.init) ?? ""
    }
}

/// Whether a subtree calls a function by a lowercase name (a helper that may build a screen).
final class HelperCallFinder: SyntaxVisitor {
    private var found = false

    static func found(in node: Syntax) -> Bool {
        let finder = HelperCallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = SyntaxHelpers.callee(node), !SyntaxHelpers.isTypeName(callee.name), callee.name != "init" {
            found = true
            return .skipChildren
        }
        return .visitChildren
    }
}
