import FlowGraph
import SwiftSyntax

/// Features and their roots: stacks in views, tab containers, the `@main` app, UIKit coordinators.
extension NavigationAnalyzer {
    func setFeature(_ id: String, kind: FeatureKind, root: String) {
        guard featureRoots[id] == nil else { return }
        featureRoots[id] = root
        featureKinds[id] = kind
        if let declaration = type(id) { featureSites[id] = (declaration.fileIndex, declaration.line) }
    }

    func findStacksAndTabs() {
        let perView = routersCreatedPerStack()
        var tabStacks: [String: [TabStack]] = [:]
        // The app's scene may hold the stack itself (`WindowGroup { NavigationStack(path: $router.path) { … } }`).
        // (A wrapper putting the content it is given in a stack is that content wherever it is used.)
        for name in typeNames where (isView(name) || isApp(name)) && !isTransparentWrapper(name) {
            if let (call, _) = stackCall(in: name, presented: true) {
                var owner = name
                // A stack that nothing is pushed on only gives a title bar: not a feature.
                let content = SyntaxHelpers.closures(call).first.map { constructedScreens(in: Syntax($0), context: name) } ?? []
                let pushes = SyntaxHelpers.argument(call, "path") != nil || ([name] + content.filter(isView)).contains { view in
                    index[view].map { !$0.calledNames.isDisjoint(with: ["NavigationLink", "navigationDestination"]) } == true
                }
                if let path = SyntaxHelpers.argument(call, "path"), let (bound, _) = boundProperty(path, in: name) {
                    // Each tab creating its own router has a stack of its own: the tab is the feature.
                    owner = perView[bound]?.contains(name) == true ? name : bound
                } else if let first = SyntaxHelpers.closures(call).first?.statements.first?.item.as(ExprSyntax.self),
                          let receiver = builderReceiver(first, scope: Scope(type: name)), owners.contains(receiver) {
                    owner = receiver
                }
                let roots = stackRoots(ofView: name) ?? (bodyChoice(of: name) != nil ? contentRoots(of: call, in: name) : nil) ?? [name]
                // An app is its own feature (below); only a stack another type owns makes one here.
                // A body choosing between layouts hosts each (`conditionalContentEdges`): no stack of its own.
                if owner != name || pushes && !isApp(name) && bodyChoice(of: name) == nil {
                    setFeature(owner, kind: type(owner)?.kind == .class ? .coordinator : .view, root: roots[0])
                }
            }
            for site in index[name]!.calledNames.contains("TabView") ? index[name]!.calls : [] {
                guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, callee.name == "TabView", !Self.isPager(site.node) else { continue }
                var container = TabContainer(view: name, selectionOwner: nil, tabs: [])
                if let selection = SyntaxHelpers.argument(site.node, "selection"), let (owner, _) = boundProperty(selection, in: name) {
                    container.selectionOwner = owner
                }
                let content = SyntaxHelpers.closures(site.node).first?.statements ?? []
                for (position, tab) in tabEntries(content, scope: Scope(type: name)).enumerated() {
                    let roots = tabRoots(of: tab.content, scope: tab.scope)
                    guard !roots.isEmpty else { continue }
                    // A tab that is a stack bound to another type's path: that type's stack starts here.
                    if let stack = Self.baseConstruction(tab.content)?.as(FunctionCallExprSyntax.self),
                       let callee = SyntaxHelpers.callee(stack), callee.base == nil, Self.stackContainers.contains(callee.name),
                       let path = SyntaxHelpers.argument(stack, "path"), let (owner, property) = boundProperty(path, in: name), owner != name {
                        setFeature(owner, kind: type(owner)?.kind == .class ? .coordinator : .view, root: roots[0])
                        tabStacks[owner, default: []].append(TabStack(property: property, root: roots[0], view: name))
                    } else if let tabView = tabViewHoldingAnotherTypesStack(tab.content, in: name) {
                        // A tab view whose body holds that stack (`ExploreTab()` with `NavigationStack(path: $state.explorePath)`).
                        tabStacks[tabView.owner, default: []].append(TabStack(property: tabView.property, root: roots[0], view: tabView.view))
                    }
                    // A tab's view may be written in another file (an enum's `makeContentView()`).
                    let tabFile = fileOfRoot[tab.site.root.id] ?? site.fileIndex
                    container.tabs.append((tab.tag ?? String(position), roots, Syntax(tab.site), tabFile))
                }
                tabContainers.append(container)
                // A tab bar written straight in the app's scene: the app node is the tab bar.
                if !isApp(name) { setFeature(name, kind: .tabContainer, root: name) }
                break
            }
            if let container = layeredTabContainer(name) {
                tabContainers.append(container)
                setFeature(name, kind: .tabContainer, root: name)
            }
        }
        splitTabStacks(tabStacks)
        for (owner, ownerRoles) in roles.sorted(by: { $0.key < $1.key }) where featureRoots[owner] == nil {
            guard let declaration = type(owner) else { continue }
            for property in declaration.properties {
                guard case .current(let element)? = ownerRoles[property.name], let initializer = property.initializer,
                      let routes = routes(of: initializer, expected: element, scope: Scope(type: owner)) else { continue }
                setFeature(owner, kind: flowEnums[element] != nil ? .flow : .coordinator, root: routes[0].nodeID)
            }
        }
        for (enumType, owner) in flowEnums.sorted(by: { $0.key < $1.key }) {
            if let first = type(enumType)?.cases.first { setFeature(owner, kind: .flow, root: enumType + "." + first.name) }
            featureKinds[owner] = .flow
        }
        for name in typeNames where isApp(name) {
            appTypes.append(name)
            setFeature(name, kind: .app, root: name)
            appContentEdges(name)
            launchEdges(name)
        }
        for name in typeNames where isView(name) && featureRoots[name] == nil { conditionalContentEdges(name) }
        for name in typeNames where isView(name) { routedBodyEdges(name) }
        let tabBars = Set(tabContainers.map(\.view))
        for name in typeNames where isView(name) && !tabBars.contains(name) { hostedTabBarEdge(name, tabBars: tabBars) }
        for name in typeNames where isView(name) { splitViewColumnEdges(name) }
        injectedContentEdges()
        // UIKit tab bars (keyed by position) draw their own edges.
        for container in tabContainers where container.selectionOwner != Self.uikitTabBar {
            for tab in container.tabs {
                let file = model.file(tab.fileIndex)
                for root in tab.roots where root != container.view {
                    edges.append(EdgeDraft(edge: Edge(
                        from: container.view, to: root, kind: .tab, trigger: Trigger.text(for: tab.site),
                        file: file.path, line: file.line(of: tab.site)), source: .tab))
                }
            }
        }
    }

    /// Router types that several views each create for their own stack (`@State private var
    /// router = Router()` then `NavigationStack(path: $router.path)`, one per tab), and those views.
    private func routersCreatedPerStack() -> [String: Set<String>] {
        var creators: [String: Set<String>] = [:]
        for name in typeNames where isView(name) {
            guard let (call, _) = stackCall(in: name), let path = SyntaxHelpers.argument(call, "path"),
                  let holder = SyntaxHelpers.rootName(path), let property = model.property(named: holder, in: name),
                  let initializer = property.initializer, let created = constructedType(initializer, from: name),
                  let (bound, _) = boundProperty(path, in: name), bound == created else { continue }
            creators[created, default: []].insert(name)
        }
        return creators.filter { $0.value.count > 1 }
    }

    /// `@main` app → the screens its `WindowGroup` shows first (`child`), in its `body` or the
    /// scene properties that lists.
    private func appContentEdges(_ app: String) {
        let scenes = sceneBodies(of: app)
        guard !scenes.isEmpty, let syntax = index[app] else { return }
        for site in syntax.calls {
            guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil,
                  ["WindowGroup", "Window", "DocumentGroup"].contains(callee.name),
                  scenes.contains(where: { SyntaxHelpers.encloses($0, site.node) }),
                  let content = SyntaxHelpers.closures(site.node).first else { continue }
            let file = model.file(site.fileIndex)
            // `if signedIn { Home() } else { Login() }` shows either: an edge to each, at its own line.
            let shown = content.statements.compactMap(SyntaxHelpers.expression).map {
                chosenThroughBuilders(Self.chosenContent(unwrappingPackageWrapper($0, in: app)), in: app)
            }
            for expression in shown.flatMap(Self.branches) {
                let anchor = Self.baseConstruction(expression) ?? expression
                for root in rootNodes(of: expression, scope: Scope(type: app)) where root != app {
                    edges.append(EdgeDraft(edge: Edge(
                        from: app, to: root, kind: .child, trigger: Trigger.text(for: anchor), file: file.path, line: file.line(of: anchor)), source: .tab))
                }
            }
        }
    }

    /// Window content inside a package's wrapper view (`StoreProvider(store: store) { Tabs() }`,
    /// a type the sources do not declare, taking a closure of no parameters): what the closure
    /// builds first; other content as it is.
    private func unwrappingPackageWrapper(_ content: ExprSyntax, in app: String) -> ExprSyntax {
        guard let call = Self.baseConstruction(content)?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(call), callee.base == nil, SyntaxHelpers.isTypeName(callee.name),
              !Self.groupingContainers.contains(callee.name), !Self.hostingCalls.contains(callee.name), model.lookup(callee.name, from: app) == nil,
              let closure = SyntaxHelpers.closures(call).first, closure.signature == nil,
              let first = closure.statements.first.flatMap(SyntaxHelpers.expression) else { return content }
        return first
    }

    /// The scene delegates of a UIKit app (`UIWindowSceneDelegate` conformers).
    var sceneDelegates: [String] {
        typeNames.filter { type($0)?.conforms(to: "UIWindowSceneDelegate") == true }
    }

    /// A UIKit app → what launching shows (`child`): the window's root view controller and the
    /// coordinators started, in the application delegate's `didFinishLaunching` and in every scene
    /// delegate's `scene(_:willConnectTo:options:)`. A plain `UITabBarController` given its tabs
    /// there makes the app the tab bar (as a `TabView` written in a SwiftUI app's scene does).
    private func launchEdges(_ app: String) {
        let launchers = model.methods(named: "application", in: app).filter { method in
            method.parameters.contains { $0.label == "didFinishLaunchingWithOptions" }
        } + sceneDelegates.flatMap { delegate in
            model.methods(named: "scene", in: delegate).filter { method in method.parameters.contains { $0.label == "willConnectTo" } }
        }
        for method in launchers {
            guard let body = method.body else { continue }
            var scope = Scope(type: method.owner)
            let alternatives = metered(method.fileIndex, at: body, otherwise: [[]]) { evaluateBlock(body, scope: &scope, depth: 1) }
            // `if signedIn { root = Desk() } else { root = Welcome() }` shows either: every path's screens.
            var drawn: Set<NavigationOperation.Identity> = []
            for operation in alternatives.joined() where drawn.insert(operation.identity).inserted {
                guard let site = operation.site else { continue }
                var shown: [String] = []
                switch operation.kind {
                case .setStack(let targets): shown = targets.first.map { nodes(for: $0, site: site, fileIndex: operation.fileIndex) } ?? []
                case .append(let target): shown = nodes(for: target, site: site, fileIndex: operation.fileIndex)
                case .startChild(let child): shown = entryScreens(of: child)
                case .showTabs(let targets): launchTabBar(app, targets: targets, site: site, fileIndex: operation.fileIndex)
                default: break
                }
                let file = model.file(operation.fileIndex)
                for node in shown where node != app {
                    edges.append(EdgeDraft(edge: Edge(
                        from: app, to: node, kind: .child, trigger: Trigger.text(for: site), file: file.path, line: operation.line), source: .uikit))
                }
            }
        }
    }

    /// The app as the tab bar launching builds: a `tab` edge to each tab's root, tabs keyed by
    /// position for `selectedIndex = N`.
    private func launchTabBar(_ app: String, targets: [NavigationTarget], site: Syntax, fileIndex: Int) {
        let file = model.file(fileIndex)
        var container = TabContainer(view: app, selectionOwner: Self.uikitTabBar, tabs: [])
        for (position, target) in targets.enumerated() {
            let roots = nodes(for: target, site: site, fileIndex: fileIndex).filter { $0 != app }
            container.tabs.append((String(position), roots, site, fileIndex))
            for root in roots {
                edges.append(EdgeDraft(edge: Edge(
                    from: app, to: root, kind: .tab, trigger: Trigger.text(for: site), file: file.path, line: file.line(of: site)), source: .uikit))
            }
        }
        tabContainers.append(container)
    }

    /// A view whose stack shows content its creator passes in (`RouterView { Home() }`, where
    /// `RouterView<Content: View>` holds `let content: Content` and shows it in its
    /// `NavigationStack`) hosts that content: a `child` edge at each place that creates it.
    /// A preview wrapping a screen in the stack (`RouterView { Settings() }` in a `PreviewProvider`
    /// or `#Preview`) is no place the app shows it.
    private func injectedContentEdges() {
        let wrappers = Set(typeNames.filter(isStackHost))
        let wrapperNames = Set(wrappers.compactMap { type($0)?.simpleName })
        guard !wrappers.isEmpty else { return }
        for name in typeNames where !index[name]!.calledNames.isDisjoint(with: wrapperNames) {
            for site in index[name]!.calls where !Self.isInPreview(site.node) {
                guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, wrapperNames.contains(callee.name),
                      let wrapper = model.lookup(callee.name, from: name), wrappers.contains(wrapper),
                      let content = SyntaxHelpers.closures(site.node).first?.statements.first?.item.as(ExprSyntax.self)
                else { continue }
                let file = model.file(site.fileIndex)
                for root in rootNodes(of: content, scope: Scope(type: name)) where root != wrapper {
                    edges.append(EdgeDraft(edge: Edge(
                        from: wrapper, to: root, kind: .child, trigger: Trigger.text(for: site.node),
                        file: file.path, line: file.line(of: site.node)), source: .tab))
                }
            }
        }
    }

    /// A router holding one stack per tab (`homePath: [HomeRoute]`, `searchPath: [SearchRoute]`,
    /// each bound in its tab) is no single feature: each tab is, rooted at its first screen, with
    /// the routes of its stack.
    private func splitTabStacks(_ tabStacks: [String: [TabStack]]) {
        for (owner, stacks) in tabStacks.sorted(by: { $0.key < $1.key }) where Set(stacks.map(\.property)).count > 1 {
            var split = false
            for stack in stacks {
                guard case .stack(let declared)? = roles[owner]?[stack.property],
                      let element = declared ?? registeredRouteEnum(in: stack.view, ownedBy: owner), enumFeatures[element] == nil else { continue }
                enumFeatures[element] = stack.root
                setFeature(stack.root, kind: .view, root: stack.root)
                split = true
            }
            if split, let root = featureRoots[owner], featureRoots[root] != nil {
                featureRoots[owner] = nil
                featureKinds[owner] = nil
                featureSites[owner] = nil
            }
        }
    }

    /// One tab's stack of a router holding a stack per tab: the router's property, the tab's
    /// first screen and the view holding the `NavigationStack(path:)`.
    struct TabStack {
        var property: String
        var root: String
        var view: String
    }

    /// The view a tab shows when its body holds a stack bound to another type's path.
    private func tabViewHoldingAnotherTypesStack(_ content: ExprSyntax, in container: String) -> (view: String, owner: String, property: String)? {
        guard let construction = Self.baseConstruction(content), let view = constructedType(construction, from: container), isView(view),
              let (stack, _) = stackCall(in: view), let path = SyntaxHelpers.argument(stack, "path"),
              let (owner, property) = boundProperty(path, in: view), owner != view else { return nil }
        return (view, owner, property)
    }

    /// The one route enum of `owner` that `view` registers with `navigationDestination(for:)`:
    /// the element of an untyped `NavigationPath` it binds.
    private func registeredRouteEnum(in view: String, ownedBy owner: String) -> String? {
        let registered = Set((index[view]?.calls ?? []).compactMap { site -> String? in
            guard let forType = SyntaxHelpers.registeredDestinationType(site.node),
                  let element = enumName(forType, from: view), routeEnums[element] == owner else { return nil }
            return element
        })
        return registered.count == 1 ? registered.first : nil
    }

    /// Whether `owner`'s stacks are each a tab's feature (see ``splitTabStacks(_:)``).
    func isSplitIntoTabs(_ owner: String) -> Bool {
        roles[owner]?.values.contains { role in
            if case .stack(let element?) = role { enumFeatures[element] != nil } else { false }
        } ?? false
    }

    /// A view that shows the content it is given in a stack of its own with navigation of its own
    /// (`RouterView { Home() }` registering destinations); one adding only the stack is its content
    /// (``isTransparentWrapper(_:)``).
    func isStackHost(_ view: String) -> Bool {
        isView(view) && stackCall(in: view) != nil && !injectedContentProperties(of: view).isEmpty && !isTransparentWrapper(view)
    }

    /// The stored properties of `view` typed by one of its generic parameters (`content: Content`)
    /// that may be a view: not one constrained to an app's type (`Store: Navigating`, a model).
    func injectedContentProperties(of view: String) -> [String] {
        guard let declaration = type(view) else { return [] }
        let generics = genericParameters(of: view).filter { parameter in
            genericConstraint(of: parameter, in: view).map { model.lookup($0, from: view) == nil } ?? true
        }
        return declaration.properties.filter { property in
            // `let content: Content`, or a builder of it (`let build: () -> Content`).
            guard property.getter == nil, let written = property.type.map(TypeText.removingWhitespace) else { return false }
            let result = written.components(separatedBy: "->").last ?? written
            return generics.contains(TypeText.base(result.hasSuffix(")") ? String(result.dropLast()) : result))
        }.map(\.name)
    }

    /// A view whose body only chooses between views (`if authenticated { Main() } else { Login() }`)
    /// hosts each of them: `child` edges, one per branch.
    /// A component choosing its look (an avatar showing a picture or initials) hosts nothing: it is
    /// only ever part of other views; nor is a component one of the views chosen (a loading row).
    /// A wrapper showing the content its creator gives it, or a placeholder while that loads
    /// (`LoadState(isLoading:) { data in … }`), hosts nothing either: its placeholders are part of
    /// the views using it.
    /// Nor does a view whose `if` lists its own rows in some branch (`if loading { RowSpinner() }
    /// else { ForEach(items) { … } }`): it chooses what its content looks like while it loads.
    /// Nor does a view showing the value it is built with, case by case, with what each case carries
    /// (`switch attachment { case .photo(let image): PhotoTile(image) … }`): it draws that data.
    private func conditionalContentEdges(_ view: String) {
        guard !isOnlyEmbedded(view), !isTransparentWrapper(view), let expression = bodyChoice(of: view),
              !(expression.is(IfExprSyntax.self) && Self.branches(expression).contains(where: Self.listsRows)),
              !dataSwitches.contains(expression.id) else { return }
        if var ifExpression = expression.as(IfExprSyntax.self) {
            gateOwner(ifExpression.conditions, view: view)
            while case .ifExpr(let next)? = ifExpression.elseBody {
                ifExpression = next
                gateOwner(ifExpression.conditions, view: view)
            }
        }
        for first in Self.branches(expression) {
            let anchor = Self.baseConstruction(first) ?? first
            // A component among the branches (a loading row many views show) is part of this view, no phase.
            for root in rootNodes(of: first, scope: Scope(type: view)) where root != view && !isControl(root) && !isOnlyEmbedded(root) {
                edges.append(EdgeDraft(edge: Edge(
                    from: view, to: root, kind: .child, trigger: Trigger.text(for: anchor),
                    file: model.file(fileIndex(of: anchor)).path, line: model.file(fileIndex(of: anchor)).line(of: anchor)), source: .tab,
                    layouts: layouts(around: anchor)))
            }
        }
    }

    /// The one expression the `body` of `view` is, when it is one.
    func bodyExpression(of view: String) -> ExprSyntax? {
        guard let body = model.property(named: "body", in: view)?.getter, body.count == 1 else { return nil }
        return body.first.flatMap(SyntaxHelpers.expression)
    }

    /// A view whose body is the screen a route builds (`navigator.view(for: .dashboard).onAppear { … }`)
    /// hosts that route: a `child` edge, without which what the app shows first hangs from nothing.
    private func routedBodyEdges(_ view: String) {
        guard var call = bodyExpression(of: view).map({ SyntaxHelpers.unwrap(Self.chosenContent($0)) })?.as(FunctionCallExprSyntax.self) else { return }
        // Down the modifiers to the call they are applied to (`navigator.view(for: .dashboard)`).
        while let modified = SyntaxHelpers.callee(call)?.base.map(SyntaxHelpers.unwrap)?.as(FunctionCallExprSyntax.self) { call = modified }
        guard let callee = SyntaxHelpers.callee(call), callee.base != nil, !SyntaxHelpers.isTypeName(callee.name) else { return }
        let file = model.file(fileIndex(of: call))
        for route in routeArgumentNodes(call, scope: Scope(type: view)) where route != view {
            edges.append(EdgeDraft(edge: Edge(from: view, to: route, kind: .child, trigger: Trigger.text(for: call),
                                              file: file.path, line: file.line(of: call)), source: .tab))
        }
    }

    /// A view whose body is a tab bar of its own type (`Shell { MainTabs() }`), also through the
    /// views handed it as content (`SheetsProvider { MainTabs() }`, providers presenting app-wide
    /// sheets), hosts that tab bar: without the edge the whole tab structure hangs from nothing.
    private func hostedTabBarEdge(_ view: String, tabBars: Set<String>) {
        guard var expression = bodyExpression(of: view) else { return }
        for _ in 0..<4 {
            guard let construction = Self.baseConstruction(Self.chosenContent(expression))?.as(FunctionCallExprSyntax.self),
                  let shown = constructedType(ExprSyntax(construction), from: view) else { return }
            if tabBars.contains(shown) {
                let file = model.file(fileIndex(of: construction))
                edges.append(EdgeDraft(edge: Edge(from: view, to: shown, kind: .child, trigger: Trigger.text(for: construction),
                                                  file: file.path, line: file.line(of: construction)), source: .tab))
                return
            }
            // Into the content a container is handed (its closure), when it takes some.
            guard !injectedContentProperties(of: shown).isEmpty,
                  let inner = SyntaxHelpers.closures(construction).first?.statements.first.flatMap(SyntaxHelpers.expression) else { return }
            expression = inner
        }
    }

    /// A view holding a `NavigationSplitView` whose sidebar is a view of its own hosts its columns:
    /// `child` edges to the sidebar's screen and to what the last column shows while nothing is
    /// selected (the final `else` or `default` of a choice; what a selection shows comes from it).
    private func splitViewColumnEdges(_ view: String) {
        guard let (call, fileIndex) = stackCall(in: view), let sidebarRoots = splitSidebarRoots(call, in: view) else { return }
        let file = model.file(fileIndex)
        func emit(_ roots: [String], at anchor: some SyntaxProtocol) {
            for root in roots where root != view {
                edges.append(EdgeDraft(edge: Edge(from: view, to: root, kind: .child, trigger: Trigger.text(for: anchor),
                                                  file: file.path, line: file.line(of: anchor)), source: .tab))
            }
        }
        if let sidebar = Self.splitColumns(call).first?.statements.first.flatMap(SyntaxHelpers.expression) {
            emit(sidebarRoots, at: Self.baseConstruction(sidebar) ?? sidebar)
        }
        guard Self.splitColumns(call).count > 1, var shown = Self.splitColumns(call).last?.statements.first.flatMap(SyntaxHelpers.expression) else { return }
        // Through the detail column's own stack to what it shows first.
        if let stack = Self.baseConstruction(shown)?.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(stack),
           callee.base == nil, Self.stackContainers.contains(callee.name),
           let inner = SyntaxHelpers.closures(stack).first?.statements.first.flatMap(SyntaxHelpers.expression) {
            shown = inner
        }
        let unselected = Self.branches(shown).last ?? shown
        let anchor = Self.baseConstruction(unselected) ?? unselected
        if shown.is(IfExprSyntax.self) || shown.is(SwitchExprSyntax.self) {
            // Only an unconditional final branch (`else`, `default`) is what shows before any selection.
            guard shown.as(IfExprSyntax.self).map(Self.lastElse) ?? true else { return }
        }
        emit(rootNodes(of: unselected, scope: Scope(type: view)), at: anchor)
    }

    /// Whether an `if`/`else if` chain ends in a plain `else`.
    private static func lastElse(_ ifExpression: IfExprSyntax) -> Bool {
        switch ifExpression.elseBody {
        case .codeBlock?: true
        case .ifExpr(let next)?: lastElse(next)
        case nil: false
        }
    }

    /// The `if` or `switch` a view's body only is (through modifiers and grouping containers), when
    /// it chooses between views by something other than a current route (see ``isLoneCondition(_:)``). A branch that stops the
    /// app (`else { fatalError(…) }`) is no alternative: with one view left there is no choice.
    func bodyChoice(of view: String) -> ExprSyntax? {
        guard let written = bodyExpression(of: view) else { return nil }
        let expression = chosenThroughBuilders(Self.chosenContent(written), in: view)
        let branches = Self.branches(expression)
        if branches.contains(where: Self.neverReturns), branches.filter({ !Self.neverReturns($0) }).count < 2 { return nil }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            if let subject = valueType(switchExpression.subject, scope: Scope(type: view)), routeEnums[subject] != nil { return nil }
            return expression
        }
        // A lone `if` without `else` shows one view or nothing: its view is content, not a choice.
        return expression.as(IfExprSyntax.self).map(Self.isLoneCondition) == false ? expression : nil
    }

    /// What content comes down to through the builders of its own type it reads (`ZStack { content }`
    /// with `@ViewBuilder var content: some View { switch model.phase { … } }`): the choice they make.
    func chosenThroughBuilders(_ content: ExprSyntax, in owner: String) -> ExprSyntax {
        var expression = content
        for _ in 0..<2 {
            guard let builder = ownBuilder(expression, in: owner), builder.count == 1,
                  let built = builder.first.flatMap(SyntaxHelpers.expression) else { break }
            expression = Self.chosenContent(built)
        }
        return expression
    }

    /// The body of the builder of `view` that `expression` reads: a computed property (`content`,
    /// `self.content`) or a method called without arguments (`phaseContent()`).
    private func ownBuilder(_ expression: ExprSyntax, in view: String) -> CodeBlockItemListSyntax? {
        if let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let callee = SyntaxHelpers.callee(call), callee.base == nil || callee.base?.trimmedText == "self" {
            return model.methods(named: callee.name, in: view).first { $0.parameters.isEmpty && $0.returnType != nil }?.body
        }
        guard let name = Self.storedPropertyName(expression, scope: Scope(type: view)), name != "body" else { return nil }
        return model.property(named: name, in: view)?.getter
    }

    /// Whether `expression` is a call of a function that never returns (`fatalError("…")`,
    /// `preconditionFailure()`): no view a branch shows.
    static func neverReturns(_ expression: ExprSyntax) -> Bool {
        guard let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
              callee.base == nil else { return false }
        return ["fatalError", "preconditionFailure"].contains(callee.name)
    }

    /// The class whose state a gate reads (`if coordinator.isAuthenticated`) owns the gate view.
    private func gateOwner(_ conditions: ConditionElementListSyntax, view: String) {
        for condition in conditions {
            guard var expression = condition.condition.as(ExprSyntax.self) else { continue }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self) { expression = prefix.expression }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
                  let owner = valueType(base, scope: Scope(type: view)), type(owner)?.kind == .class, featureRoots[owner] == nil else { continue }
            setFeature(owner, kind: .coordinator, root: view)
        }
    }

    /// Whether a `TabView` is styled as a pager (`.tabViewStyle(.page)`, `PageTabViewStyle()`):
    /// swiping through pages of one screen, not a tab bar.
    static func isPager(_ tabView: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(tabView)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "tabViewStyle",
               modifier.arguments.first.map({ $0.expression.trimmedText.lowercased().contains("page") }) == true { return true }
            current = Syntax(modifier)
        }
        return false
    }

    /// Layout containers that only group what they hold (`Group { switch phase { … } }.tint(…)`):
    /// what their one statement chooses is what the body chooses.
    static let groupingContainers: Set<String> = ["Group", "ZStack", "VStack", "HStack"]

    /// Collection builders: a view showing one lists rows of its own content.
    static let rowCollections: Set<String> = ["ForEach", "List"]

    /// Whether `expression` is a collection of rows (`ForEach(items) { … }.padding()`, `List { … }`).
    static func listsRows(_ expression: ExprSyntax) -> Bool {
        guard let construction = baseConstruction(expression)?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(construction), callee.base == nil else { return false }
        return rowCollections.contains(callee.name)
    }

    /// The expression a body's content comes down to: through modifiers and grouping containers
    /// holding one statement, to the `if`/`switch` or view inside.
    static func chosenContent(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let construction = baseConstruction(current)?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(construction), callee.base == nil, groupingContainers.contains(callee.name),
              construction.arguments.isEmpty || construction.arguments.allSatisfy({ $0.label != nil }),
              let closure = SyntaxHelpers.closures(construction).first, closure.statements.count == 1,
              let inner = closure.statements.first.flatMap(SyntaxHelpers.expression) {
            current = inner
        }
        return current
    }

    /// The views an `if`/`switch` chooses between (the first statement of each branch), or the
    /// expression itself.
    static func branches(_ expression: ExprSyntax) -> [ExprSyntax] {
        func firstOf(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
            statements.first.flatMap(SyntaxHelpers.expression).map(branches) ?? []
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: return firstOf(ifExpression.body.statements) + firstOf(block.statements)
            case .ifExpr(let elseIf)?: return firstOf(ifExpression.body.statements) + branches(ExprSyntax(elseIf))
            case nil: return firstOf(ifExpression.body.statements)
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { firstOf($0.statements) }
        }
        return [expression]
    }

    /// The call a modifier chain starts with (`Tabs()` in `Tabs().environmentObject(x)`).
    static func baseConstruction(_ expression: ExprSyntax) -> ExprSyntax? {
        let base = chainBase(expression)
        return base.is(FunctionCallExprSyntax.self) ? base : nil
    }

    /// What a modifier chain starts with (`Tabs()` in `Tabs().environmentObject(x)`, `content` in
    /// `content.padding()`), also through modifiers applied on one platform only
    /// (`modal()` `#if os(macOS) .frame(…) #endif`).
    static func chainBase(_ expression: ExprSyntax) -> ExprSyntax {
        var current = SyntaxHelpers.unwrap(expression)
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = SyntaxHelpers.unwrap(base)
            } else if let call = current.as(FunctionCallExprSyntax.self),
                      let member = SyntaxHelpers.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base {
                current = SyntaxHelpers.unwrap(base)
            } else {
                return current
            }
        }
    }

    /// Views standing for a coordinator's root: they switch over its current route, or build the
    /// coordinator for themselves (stored property, initializer, `makeCoordinator()`).
    func findHosts() {
        let builders: Set<String> = ["makeCoordinator", "makeUIViewController", "makeUIView"]
        let hostableNames = Set(owners.union(uikitCoordinators).compactMap { type($0)?.simpleName }).union(["init"])
        for name in typeNames where isView(name) && stackCall(in: name) == nil {
            guard let syntax = index[name] else { continue }
            for site in syntax.switches {
                if let (owner, _, role) = stateProperty(site.node.subject, scope: Scope(type: name)), case .current = role {
                    hostedOwner[name] = owner
                }
            }
            // A construction names the type it builds (`X(…)`) or calls `X.init(…)`.
            guard hostedOwner[name] == nil, !syntax.calledNames.isDisjoint(with: hostableNames) else { continue }
            for site in syntax.calls {
                guard let built = constructedType(ExprSyntax(site.node), from: name),
                      owners.contains(built) || uikitCoordinators.contains(built) else { continue }
                let function = Self.enclosingFunctionName(site.node)
                if let function, builders.contains(function) {
                    hostedOwner[name] = built
                    break
                }
            }
        }
    }

    static func enclosingFunctionName(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            if parent.is(InitializerDeclSyntax.self) { return "init" }
            if parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Coordinators with only modal state: their root is the screen of the view that binds it.
    /// (A router split into one feature per tab has no root: its modals join the tabs presenting them.)
    func findModalOwnerRoots() {
        for owner in owners.sorted() where featureRoots[owner] == nil && !isSplitIntoTabs(owner) {
            // State a reused component binds (a row's model) is part of the screens showing the row, no feature.
            guard let binding = bindings.first(where: { $0.owner == owner && $0.viewType != owner }), !isOnlyEmbedded(binding.viewType),
                  let root = screens(of: binding.viewType).first else { continue }
            setFeature(owner, kind: type(owner)?.kind == .class ? .coordinator : .view, root: root)
        }
    }

    /// The type of `x` in a root expression `x.build(.route)…`.
    private func builderReceiver(_ expression: ExprSyntax, scope: Scope) -> String? {
        var current: ExprSyntax? = SyntaxHelpers.unwrap(expression)
        while let expression = current, let call = expression.as(FunctionCallExprSyntax.self) {
            guard let member = SyntaxHelpers.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            if let receiver = valueType(base, scope: scope), owners.contains(receiver) { return receiver }
            current = base
        }
        return nil
    }

    /// The root of the tab `key` of the container whose selection `owner` holds.
    func tabRoot(owner: String, key: String) -> [String]? {
        let containers = tabContainers.filter { $0.selectionOwner == owner }
        let candidates = containers.isEmpty && tabContainers.count == 1 ? tabContainers : containers
        for container in candidates {
            if let tab = container.tabs.first(where: { $0.key == key || $0.key.hasSuffix("." + key) }) { return tab.roots }
        }
        return nil
    }

    /// UIKit coordinators: the screen `start()` shows first is the root; children started in
    /// `start()` are `child` edges.
    func findUIKitRoots() {
        var starts: [(String, Alternatives)] = []
        var startedFirst: [String: [String]] = [:]
        for name in uikitCoordinators.sorted() {
            // A subclass that inherits `start()` shows what it shows, with its own state.
            guard let start = model.methods(named: "start", in: name).first(where: { $0.body != nil }),
                  start.owner == name || uikitCoordinators.contains(start.owner), let body = start.body else { continue }
            var scope = Scope(type: name)
            let alternatives = metered(start.fileIndex, at: body, otherwise: [[]]) { evaluateBlock(body, scope: &scope, depth: 1) }
            starts.append((name, alternatives))
            if alternatives.first?.contains(where: { if case .showTabs = $0.kind { true } else { false } }) == true {
                setFeature(name, kind: .tabContainer, root: name)
                continue
            }
            // A coordinator filling the columns of a split view it holds is the place hosting them.
            if alternatives.first?.contains(where: { if case .showColumns = $0.kind { true } else { false } }) == true {
                setFeature(name, kind: .coordinator, root: name)
                continue
            }
            // A coordinator choosing what it shows first, a child coordinator on one path and a screen
            // or another child on another (`for route in nextRoutes() { router.go(route) }`), is a
            // place of its own hosting each of them.
            if Self.choosesFirstPlace(alternatives) {
                setFeature(name, kind: .coordinator, root: name)
                continue
            }
            var entries: [String] = []
            for alternative in alternatives {
                for operation in alternative {
                    var shown: String?
                    switch operation.kind {
                    case .append(.view(let screen)): shown = screen
                    case .setStack(let list): if case .view(let first)? = list.first { shown = first }
                    default: break
                    }
                    guard let shown else { continue }
                    let entry = instanceNode(screens(of: shown)[0], shownBy: name)
                    if !entries.contains(entry) { entries.append(entry) }
                    break
                }
            }
            let children = alternatives.compactMap { alternative in
                alternative.lazy.compactMap { if case .startChild(let child) = $0.kind { child } else { nil } }.first
            }
            // One whose start only builds its screen into a property (`controller = PurchaseController(…)`)
            // for its parent to present shows that screen.
            if entries.isEmpty, children.isEmpty, !alternatives.contains(where: { $0.contains(where: Self.showsAPlace) }) {
                entries = storedScreens(builtIn: body, of: name).map { instanceNode(screens(of: $0)[0], shownBy: name) }
            }
            if let first = entries.first {
                setFeature(name, kind: .coordinator, root: first)
                coordinatorEntries[name] = entries
            } else if !children.isEmpty, navigatesBeyondStart(name) {
                // One with no screen of its own that later moves by itself (a callback showing a
                // result) is a place of its own: where it is started leads to it, and it hosts its child.
                setFeature(name, kind: .coordinator, root: name)
            } else {
                startedFirst[name] = children
            }
        }
        // A coordinator whose `start()` only starts a child (`AddFlow.start() { LoginFlow(…).start() }`)
        // shows first what that child shows.
        for _ in 0..<startedFirst.count {
            for (name, children) in startedFirst.sorted(by: { $0.key < $1.key }) {
                let shown = children.flatMap(entryScreens(of:)).keepingFirstOfEach()
                if !shown.isEmpty { coordinatorEntries[name] = shown }
            }
        }
        // A tab bar controller subclass that gives itself its tabs (`viewControllers = […]` in
        // `viewDidLoad`) is a tab container, as a coordinator's tab bar is.
        for name in typeNames where !uikitCoordinators.contains(name) && type(name)?.kind == .class && isTabBarType(name) {
            for method in ["init", "loadView", "viewDidLoad"].flatMap({ model.methods(named: $0, in: name) }) where method.owner == name {
                guard let body = method.body else { continue }
                var scope = Scope(type: name)
                let alternatives = metered(method.fileIndex, at: body, otherwise: [[]]) { evaluateBlock(body, scope: &scope, depth: 1) }
                guard alternatives.first?.contains(where: { if case .showTabs = $0.kind { true } else { false } }) == true else { continue }
                setFeature(name, kind: .tabContainer, root: name)
                starts.append((name, alternatives))
                break
            }
        }
        uikitStarts = starts.map { ($0.0, $0.1) }
    }

    /// The screens `body` (a coordinator's `start()`) constructs straight into stored properties of
    /// the coordinator `name` (`controller = PurchaseController(…)`, `self.screen = …`), in order.
    private func storedScreens(builtIn body: CodeBlockItemListSyntax, of name: String) -> [String] {
        var built: [String] = []
        for item in body {
            guard let expression = SyntaxHelpers.expression(item), let (lhs, rhs) = SyntaxHelpers.assignment(expression) else { continue }
            guard let property = Self.storedPropertyName(lhs, scope: Scope(type: name)), model.property(named: property, in: name) != nil,
                  let screen = constructedType(rhs, from: name), isScreenType(screen), !built.contains(screen) else { continue }
            built.append(screen)
        }
        return built
    }

    /// Whether the alternatives of a coordinator's `start()` open with different places, one of them
    /// a child coordinator started in place.
    static func choosesFirstPlace(_ alternatives: Alternatives) -> Bool {
        var places: Set<String> = []
        var startsChild = false
        for alternative in alternatives {
            guard let first = alternative.first(where: showsAPlace) else { continue }
            switch first.kind {
            case .startChild(let child): places.insert("child:" + child); startsChild = true
            case .append(.view(let screen)): places.insert(screen)
            case .setStack(let list): if case .view(let screen)? = list.first { places.insert(screen) }
            default: return false
            }
        }
        return startsChild && places.count > 1
    }

    /// The screens a coordinator choosing its first place (``choosesFirstPlace(_:)``) opens with on
    /// the paths that show a screen, not a child: `child` edges from the coordinator.
    private func chosenFirstScreenEdges(_ name: String, _ alternatives: Alternatives) {
        for alternative in alternatives {
            guard let first = alternative.first(where: Self.showsAPlace), let site = first.site else { continue }
            let target: NavigationTarget
            switch first.kind {
            case .append(let shown): target = shown
            case .setStack(let list): guard let shown = list.first else { continue }; target = shown
            default: continue
            }
            let file = model.file(first.fileIndex)
            for node in nodes(for: target, site: site, fileIndex: first.fileIndex) where node != name {
                edges.append(EdgeDraft(edge: Edge(from: name, to: instanceNode(node, shownBy: name), kind: .child,
                                                  trigger: Trigger.text(for: site), file: file.path, line: first.line), source: .uikit))
            }
        }
    }

    /// Whether a method of the coordinator `name` other than `start()` and its initialisers shows
    /// something (a screen, a modal, a child coordinator) when it runs.
    private func navigatesBeyondStart(_ name: String) -> Bool {
        (type(name)?.methods ?? []).contains { method in
            guard method.name != "start", method.name != "init", let body = method.body else { return false }
            var scope = Scope(type: name)
            let alternatives = metered(method.fileIndex, at: body, otherwise: [[]]) { evaluateBlock(body, scope: &scope, depth: 1) }
            return alternatives.contains { $0.contains(where: Self.showsAPlace) }
        }
    }

    /// The columns a coordinator's `start()` gives the split view it holds, each a `child` of the
    /// coordinator: the screens it names, and the first screen of the coordinator's own stack,
    /// which `start()` sets up for a column (`stack.viewControllers = [list]`).
    private func splitColumnEdges(_ name: String, _ operations: [NavigationOperation]) {
        for operation in operations {
            guard let site = operation.site else { continue }
            var targets: [NavigationTarget] = []
            switch operation.kind {
            case .showColumns(let columns): targets = columns
            case .setStack(let list): targets = Array(list.prefix(1))
            case .append(let target): targets = [target]
            default: continue
            }
            let file = model.file(operation.fileIndex)
            for target in targets {
                for node in nodes(for: target, site: site, fileIndex: operation.fileIndex) where node != name {
                    let shown = instanceNode(node, shownBy: name)
                    edges.append(EdgeDraft(edge: Edge(from: name, to: shown, kind: .child, trigger: Trigger.text(for: site), file: file.path, line: operation.line), source: .uikit))
                }
            }
        }
    }

    /// Whether code of `builder` (or its extensions) constructs `name`.
    func isBuilt(_ name: String, by builder: String) -> Bool {
        (index[builder]?.calls ?? []).contains { constructedType(ExprSyntax($0.node), from: builder) == name }
    }

    /// Children a UIKit coordinator starts in `start()`: `child` edges from its root.
    func findUIKitChildren() {
        for (name, alternatives) in uikitStarts {
            let tabChildren = alternatives.first.map(Self.tabChildren) ?? []
            for operation in alternatives.first ?? [] {
                guard case .showTabs(let targets) = operation.kind, let site = operation.site else { continue }
                let file = model.file(operation.fileIndex)
                var container = TabContainer(view: name, selectionOwner: Self.uikitTabBar, tabs: [])
                for (position, target) in targets.enumerated() {
                    let roots = nodes(for: target, site: site, fileIndex: operation.fileIndex).filter { $0 != name }
                    container.tabs.append((String(position), roots, site, operation.fileIndex))
                    for node in roots {
                        edges.append(EdgeDraft(edge: Edge(from: name, to: node, kind: .tab, trigger: Trigger.text(for: site), file: file.path, line: operation.line), source: .uikit))
                    }
                }
                tabContainers.append(container)
            }
            if alternatives.first?.contains(where: { if case .showColumns = $0.kind { true } else { false } }) == true {
                splitColumnEdges(name, alternatives.first!)
            }
            if featureRoots[name] == name, Self.choosesFirstPlace(alternatives) { chosenFirstScreenEdges(name, alternatives) }
            for operation in alternatives.flatMap({ $0 }) {
                if case .startChild(let child) = operation.kind, tabChildren.contains(child) { continue }
                // A coordinator with no screen of its own starts its child where the app starts it, if
                // the app does; where another screen starts it, that start is the move (see `fold`).
                guard case .startChild(let child) = operation.kind,
                      let from = featureRoots[name] ?? (appTypes.count == 1 && isBuilt(name, by: appTypes[0]) ? appTypes[0] : nil) else { continue }
                let file = model.file(operation.fileIndex)
                let trigger = operation.site.map { Trigger.text(for: $0) } ?? ""
                for childRoot in entryScreens(of: child) where childRoot != from {
                    edges.append(EdgeDraft(edge: Edge(from: from, to: childRoot, kind: .child, trigger: trigger, file: file.path, line: operation.line), source: .uikit))
                }
            }
        }
    }

}
