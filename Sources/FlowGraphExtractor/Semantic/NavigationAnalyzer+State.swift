import FlowGraph
import SwiftSyntax

extension NavigationAnalyzer {
    static let modalModifiers: [String: EdgeKind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover,
        "alert": .alert, "confirmationDialog": .confirmationDialog, "navigationDestination": .push,
        // An inspector is a sheet on an iPhone.
        "inspector": .sheet,
    ]

    /// Access modifiers that hide a property from every other type (not `private(set)`).
    static let hiddenAccess: Set<String> = ["private", "fileprivate"]

    /// `.sheet(item: $x.y)`, `.fullScreenCover(isPresented: $flag)`, … in every view, and in the
    /// `@main` app's scenes (a sheet on the window's root, driven by a router the app holds);
    /// a `ViewModifier`'s presentations bind in each view applying it.
    func collectModalBindings() {
        let read = Set(Self.modalModifiers.keys).union(["TabView"]).union(presentationWrappers.keys)
        for name in typeNames where (isView(name) || isApp(name)) && !index[name]!.calledNames.isDisjoint(with: read) {
            collectModalBindings(in: name, presentedBy: name)
        }
        for modifier in typeNames where type(modifier)?.conforms(to: "ViewModifier") == true && !index[modifier]!.calledNames.isDisjoint(with: read) {
            for view in applyingViews(of: modifier) { collectModalBindings(in: modifier, presentedBy: view) }
        }
    }

    /// The views and apps that apply `modifier` (`.modifier(WorkoutModals(coordinator: c))`), also
    /// through `View` extension helpers wrapping it (`func workoutModals() -> some View`) and other
    /// modifiers applying it (`content.modifier(WorkoutModals(…))` in a modifier's body), however nested.
    func applyingViews(of modifier: String) -> [String] {
        guard let simpleName = type(modifier)?.simpleName else { return [] }
        var applying: Set<String> = [simpleName]
        var grew = true
        while grew {
            grew = false
            for outer in typeNames where isViewModifier(outer) {
                guard let name = type(outer)?.simpleName, !applying.contains(name), !index[outer]!.calledNames.isDisjoint(with: applying) else { continue }
                applying.insert(name)
                grew = true
            }
            for external in model.externalExtensions where TypeText.base(external.extendedType) == "View" {
                let sites = model.file(external.fileIndex).syntax.sites(in: external.block)
                for function in external.block.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) where !applying.contains(function.name.text) {
                    let callsApplying = sites.calls.contains { call in
                        Self.enclosingFunctionName(call) == function.name.text && SyntaxHelpers.callee(call).map { applying.contains($0.name) } == true
                    }
                    if callsApplying { applying.insert(function.name.text); grew = true }
                }
            }
        }
        return typeNames.filter { (isView($0) || isApp($0)) && !index[$0]!.calledNames.isDisjoint(with: applying) }
    }

    /// The presentations written in `context` (a view, or a modifier) bound to state read from
    /// there, presented by `view`.
    private func collectModalBindings(in context: String, presentedBy view: String) {
        for site in index[context]!.calls {
            guard let (_, method) = SyntaxHelpers.callee(site.node) else { continue }
            if method == "TabView", let selection = SyntaxHelpers.argument(site.node, "selection"),
               let (owner, property) = boundProperty(selection, in: context) {
                tabSelections.insert(owner + "." + property)
            }
            let itemArgument: ExprSyntax?, flagArgument: ExprSyntax?, content: ExprSyntax?, kind: EdgeKind
            if let modifierKind = Self.modalModifiers[method] {
                kind = modifierKind
                // SwiftUINavigation's `.alert($model.destination.alert)` takes its binding unlabelled.
                let unlabelled = site.node.arguments.first.flatMap { $0.label == nil && $0.expression.trimmedText.hasPrefix("$") ? $0.expression : nil }
                itemArgument = SyntaxHelpers.argument(site.node, "item") ?? SyntaxHelpers.argument(site.node, "presenting")
                    ?? (kind == .alert || kind == .confirmationDialog ? unlabelled : nil)
                flagArgument = SyntaxHelpers.argument(site.node, "isPresented")
                content = SyntaxHelpers.closures(site.node).last.map(ExprSyntax.init) ?? SyntaxHelpers.argument(site.node, "content")
            } else if let wrapper = presentationWrappers[method]?.first(where: { SyntaxHelpers.argument(site.node, $0.bindingLabel) != nil }) {
                // `.styledSheet(item: $panel, content: panelView)`: the modifier the app's helper wraps.
                kind = wrapper.kind
                let bound = SyntaxHelpers.argument(site.node, wrapper.bindingLabel)
                (itemArgument, flagArgument) = wrapper.isFlag ? (nil, bound) : (bound, nil)
                content = wrapper.contentLabel.flatMap { SyntaxHelpers.argument(site.node, $0) } ?? SyntaxHelpers.closures(site.node).last.map(ExprSyntax.init)
            } else {
                continue
            }
            guard var bound = itemArgument ?? flagArgument else { continue }
            var isItem = itemArgument != nil
            if !isItem, let item = Self.derivedFlagSource(bound) { (bound, isItem) = (item, true) }
            if isItem, let (owner, property, enumType, caseName) = casePathBinding(bound, in: context) {
                bindings.append(ModalBinding(
                    viewType: view, owner: owner, property: property, kind: kind, isFlag: false,
                    content: content, call: site.node, fileIndex: site.fileIndex, route: RouteRef(enumName: enumType, caseName: caseName)))
            } else if let (owner, property) = boundProperty(bound, in: context) {
                bindings.append(ModalBinding(
                    viewType: view, owner: owner, property: property, kind: kind, isFlag: !isItem,
                    content: content, call: site.node, fileIndex: site.fileIndex))
            }
        }
    }

    /// The optional a flag is derived from by one of the app's `Binding` initialisers
    /// (`isPresented: Binding(showing: $pending)`, true while `pending` holds a value): the
    /// presentation shows while that optional is set, as `presenting: $pending` would. SwiftUI's own
    /// initialisers take `get:`/`set:` or an unlabelled binding, so a labelled one is the app's.
    static func derivedFlagSource(_ flag: ExprSyntax) -> ExprSyntax? {
        guard let call = SyntaxHelpers.unwrap(flag).as(FunctionCallExprSyntax.self),
              SyntaxHelpers.callee(call).map({ $0.base == nil && $0.name == "Binding" }) == true,
              let first = call.arguments.first, let label = first.label?.text, !["get", "set"].contains(label),
              first.expression.trimmedText.hasPrefix("$") else { return nil }
        return first.expression
    }

    /// `$model.destination.edit`: a binding to one case of an optional enum property (SwiftUINavigation's
    /// case paths, `@CasePathable enum Destination`): the property's owner, the property, the enum and the case.
    func casePathBinding(_ expression: ExprSyntax, in view: String) -> (String, String, String, String)? {
        let text = Self.bindingText(expression)
        let path = text.dropFirst().split(separator: ".").map(String.init)
        guard text.hasPrefix("$"), path.count >= 2, let caseName = path.last, let (owner, property) = boundProperty(path: Array(path.dropLast()), in: view),
              let declared = model.property(named: property, in: owner), let written = declared.type, TypeText.isOptional(written),
              let enumType = enumName(written, from: owner), type(enumType)?.enumCase(named: caseName) != nil else { return nil }
        return (owner, property, enumType, caseName)
    }

    /// A binding's text without whitespace, `self.$shown` written as the `$shown` it is.
    private static func bindingText(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedText.filter { !$0.isWhitespace }
        return text.hasPrefix("self.$") ? String(text.dropFirst("self.".count)) : text
    }

    /// The owner type and property a `$a.b.c` binding refers to, read from `view`.
    func boundProperty(_ expression: ExprSyntax, in view: String) -> (String, String)? {
        bindingPath(expression, in: view).flatMap { boundProperty(path: $0, in: view) }
    }

    /// The property path a binding reads and writes: `$a.b`; `Binding(get: { a.b }, set: …)`,
    /// whose getter names it; or a computed property of `view` returning either
    /// (`private var pathBinding: Binding<NavigationPath> { Binding(get: { store.path }, …) }`).
    private func bindingPath(_ expression: ExprSyntax, in view: String, depth: Int = 0) -> [String]? {
        let text = Self.bindingText(expression)
        if text.hasPrefix("$") { return text.dropFirst().split(separator: ".").map(String.init) }
        let expression = SyntaxHelpers.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
           callee.name == "Binding" || callee.name == "init" && callee.base == nil,
           let getter = SyntaxHelpers.argument(call, "get")?.as(ClosureExprSyntax.self), getter.statements.count == 1,
           let read = getter.statements.first.flatMap(SyntaxHelpers.expression) {
            let path = read.trimmedText.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
            let components = path.first == "self" ? Array(path.dropFirst()) : path
            guard !components.isEmpty, components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
            return components
        }
        guard depth < 2, let name = SyntaxHelpers.lastName(expression),
              expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self",
              let getter = model.property(named: name, in: view)?.getter, getter.count == 1,
              let item = getter.first?.item else { return nil }
        guard let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
        return bindingPath(returned, in: view, depth: depth + 1)
    }

    func boundProperty(path: [String], in view: String) -> (String, String)? {
        guard let property = path.last, !property.contains("("), !path.isEmpty else { return nil }
        var owner = view
        for component in path.dropLast() {
            guard let declared = model.property(named: component, in: owner),
                  let next = propertyType(declared, owner: owner) else { return nil }
            owner = next
        }
        return (owner, property)
    }

    /// Decides which properties of each type are navigation state.
    func classifyState() {
        var boundKinds: [String: (EdgeKind, Bool)] = [:]
        for binding in bindings { boundKinds[binding.owner + "." + binding.property] = (binding.kind, binding.isFlag) }
        for name in typeNames {
            guard let declaration = type(name), declaration.kind == .class || declaration.kind == .struct || declaration.kind == .actor,
                  !declaration.isPreview else { continue }
            var found: [String: StateRole] = [:]
            let holdsState = declaration.kind != .struct || declaration.isView
            // A computed property with a setter a presentation binds (`var current: Panel? { get { stack.last } set { … } }`)
            // is state written through it, as a stored one is.
            // A value a state holder keeps (`var paths = Paths()` with one path per tab) holds the
            // paths stacks bind of it (`NavigationStack(path: $router.paths.inbox)`).
            for property in declaration.properties where (holdsState || stackPaths.contains(name + "." + property.name))
                && (property.getter == nil || property.setter != nil && boundKinds[name + "." + property.name] != nil)
                && !property.modifiers.contains("static") && !property.modifiers.contains("let") {
                if tabSelections.contains(name + "." + property.name) {
                    found[property.name] = .selectedTab
                } else if let role = role(of: property, in: name, bound: boundKinds[name + "." + property.name]),
                          boundKinds[name + "." + property.name] != nil || isObservedState(property, of: declaration)
                            || stackPaths.contains(name + "." + property.name),
                          !isUnboundViewStack(property, role: role, of: declaration) {
                    found[property.name] = role
                }
            }
            if !found.isEmpty {
                roles[name] = found
                owners.insert(name)
            }
            if declaration.kind == .class, let inherited = inheritedGenericRoles(of: declaration, bound: boundKinds), !inherited.isEmpty {
                roles[name] = inherited.merging(roles[name] ?? [:]) { _, own in own }
                owners.insert(name)
            }
            if declaration.kind == .class, !declaration.isViewController,
               declaration.properties.contains(where: { property in
                   let written = property.type.map(TypeText.base) ?? declaredType(property) ?? ""
                   // Also a view controller of the app wrapping one (``isNavigationWrapper(_:)``).
                   return Self.isNavigationContainer(written) || model.lookup(written, from: name).map(navigationWrappers.contains) == true
                       || ["childCoordinators", "navigationController"].contains(property.name)
                       || holdsUIKitRouter(written, from: name) || holdsContainerChoice(written, from: name)
               }) {
                uikitCoordinators.insert(name)
            }
        }
        // A class showing screens on a container it holds (`host.pushViewController(screen, animated: true)`
        // on a `StackHost` of the app's own) is a coordinator, whatever its properties are called.
        for name in typeNames where !uikitCoordinators.contains(name) && showsOnHeldContainer(name) {
            uikitCoordinators.insert(name)
        }
        // A coordinator subclassing a base coordinator (`AuthCoordinator: BaseCoordinator`) is one.
        for name in typeNames where type(name)?.kind == .class && !uikitCoordinators.contains(name) && inheritsFrom(name, anyOf: uikitCoordinators) {
            uikitCoordinators.insert(name)
        }
    }

    /// Whether the class `name`, no screen, shows screens on a controller it stores
    /// (`host.pushViewController(screen, animated: true)` on its `host` property), as a coordinator
    /// does; a service presenting on the controller it is handed (a parameter) is none, and so is
    /// a director the screens hold, whose methods run where they call them, and a helper showing
    /// only framework controllers (an in-app browser presenting `SFSafariViewController`).
    private func showsOnHeldContainer(_ name: String) -> Bool {
        guard isUIKitNavigator(name), holders(of: name).isEmpty, let syntax = index[name],
              syntax.calls.contains(where: { site in
                  constructedType(ExprSyntax(site.node), from: name).map { type($0) != nil && isScreenType($0) } == true
              }) else { return false }
        return syntax.calls.contains { site in
            guard let callee = SyntaxHelpers.callee(site.node), Self.uikitMethods.contains(callee.name), let base = callee.base,
                  case let labels = SyntaxHelpers.labels(site.node), labels.count >= 2, labels[0] == nil, labels[1] == "animated" else { return false }
            guard let held = Self.storedPropertyName(base, scope: Scope(type: name)),
                  let property = model.property(named: held, in: name) else { return false }
            return !property.modifiers.contains("static")
        }
    }

    /// Whether `written` names a UIKit container a coordinator drives (`UINavigationController`, an
    /// app subclass named for one, a tab bar controller).
    private static func isNavigationContainer(_ written: String) -> Bool {
        written.hasSuffix("NavigationController") || written.hasSuffix("TabBarController")
    }

    /// Whether `written` names an app enum choosing the container a coordinator drives, each case
    /// carrying one (`enum Presentation { case stack(UINavigationController); case split(UISplitViewController) }`):
    /// the class holding it drives that container as much as one holding it directly.
    private func holdsContainerChoice(_ written: String, from context: String) -> Bool {
        guard let name = model.lookup(written, from: context), let declaration = type(name), declaration.kind == .enum else { return false }
        return declaration.cases.contains { enumCase in
            enumCase.parameters.contains { parameter in
                let carried = TypeText.base(parameter.split(separator: ":").last.map(String.init) ?? parameter)
                return Self.isNavigationContainer(carried)
            }
        }
    }

    /// Whether `written` names a router protocol (`Router`) that a class pushing and presenting
    /// controllers implements, or that an app extension makes a navigation controller conform to
    /// (`extension UINavigationController: StackNavigator`): what a coordinator holds in place of a
    /// navigation controller. (A presenter holding a concrete wireframe is no coordinator: its
    /// screen's calls are its.)
    private func holdsUIKitRouter(_ written: String, from context: String) -> Bool {
        guard let name = model.lookup(written, from: context), type(name)?.kind == .protocol else { return false }
        return model.conformers(of: name).contains(where: isUIKitNavigator) || model.externalConformers(of: name).contains(where: Self.isNavigationContainer)
    }

    /// The navigation state a class inherits from a generic superclass, its generic parameters
    /// replaced by the arguments the class gives (`ShopCoordinator: Coordinator<ShopRoute>` has
    /// `path: [ShopRoute]` and `sheet: ShopRoute?`).
    private func inheritedGenericRoles(of declaration: TypeDeclaration, bound: [String: (EdgeKind, Bool)]) -> [String: StateRole]? {
        guard let superclass = declaration.writtenSuperclass?.type,
              let arguments = superclass.genericArgumentClause?.arguments.map({ $0.argument.trimmedText }),
              let base = model.lookup(superclass.name.text, from: declaration.name), let baseType = type(base),
              case let parameters = genericParameters(of: base), parameters.count == arguments.count else { return nil }
        let substitution = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
        var found: [String: StateRole] = [:]
        for var property in baseType.properties where property.getter == nil && !property.modifiers.contains("static") && !property.modifiers.contains("let") {
            guard isObservedState(property, of: baseType), let written = property.type else { continue }
            property.type = TypeText.substituting(substitution, in: written)
            if let role = role(of: property, in: declaration.name, bound: bound[declaration.name + "." + property.name]) { found[property.name] = role }
        }
        return found
    }

    /// Whether a screen can see `property` change: a view's state, a `@Published` property, or a
    /// property of an `@Observable` class or of an `ObservableObject` (directly or through the
    /// app's protocols). A parser's `contextStack` or an undo manager's `history` is not navigation.
    private func isObservedState(_ property: PropertyDeclaration, of declaration: TypeDeclaration) -> Bool {
        declaration.isView || property.attributes.contains("Published") || property.type.map(TypeText.base) == "NavigationPath"
            || observableTypes.contains(declaration.name)
    }

    /// A view's own array of routes that it never binds (`$recent` in `NavigationStack(path:)` or
    /// handed to a child) is a list the view keeps (recently viewed items), not a stack; one it is
    /// handed (a binding, the environment) is another view's.
    private func isUnboundViewStack(_ property: PropertyDeclaration, role: StateRole, of declaration: TypeDeclaration) -> Bool {
        guard declaration.isView, case .stack = role, property.environmentKey == nil,
              !property.attributes.contains(where: ["Binding", "Bindable", "EnvironmentObject"].contains) else { return false }
        let projected = "$" + property.name
        return !(index[declaration.name]?.calls ?? []).contains { site in
            site.node.arguments.contains { SyntaxHelpers.unwrap($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == projected }
        }
    }

    /// `ObservableObject`s (directly or through the app's protocols and superclasses) and
    /// `@Observable` classes with their subclasses.
    static func observableTypes(in model: SemanticModel) -> Set<String> {
        var observable = Set(model.conformers(of: "ObservableObject"))
        for (name, type) in model.types where type.attributes.contains("Observable") {
            observable.insert(name)
            observable.formUnion(model.conformers(of: name))
        }
        return observable
    }

    /// The type `property` is written with, or the one its initializer builds (`[Route]()`).
    func declaredType(_ property: PropertyDeclaration) -> String? {
        if let type = property.type { return type }
        if let key = property.environmentKey { return environmentValueType(key) }
        guard let initializer = property.initializer.map(SyntaxHelpers.unwrap) else { return nil }
        if let call = initializer.as(FunctionCallExprSyntax.self) {
            // An empty collection built by its type (`[Route]()`, `Array<Route>()`) is of that type.
            if let collection = SyntaxHelpers.collectionTypeText(call.calledExpression) { return collection }
            if let callee = SyntaxHelpers.withoutGenericArguments(call.calledExpression).as(DeclReferenceExprSyntax.self) {
                return callee.baseName.text
            }
        }
        if initializer.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if initializer.is(IntegerLiteralExprSyntax.self) { return "Int" }
        return nil
    }

    /// The type of the app's environment value `key` (`@Entry var trail: Binding<NavigationPath>`),
    /// a binding's value for a binding: a view reading it works on the state of the view that
    /// set it (`.environment(\.trail, $path)`).
    private func environmentValueType(_ key: String) -> String? {
        guard let written = model.property(named: key, in: "EnvironmentValues")?.type else { return nil }
        guard written.hasPrefix("Binding<"), written.hasSuffix(">") else { return written }
        return String(written.dropFirst("Binding<".count).dropLast())
    }

    private func role(of property: PropertyDeclaration, in owner: String, bound: (EdgeKind, Bool)?) -> StateRole? {
        guard let written = declaredType(property) else {
            if let bound, !bound.1 { return .modalItem(bound.0, element: nil) }
            return nil
        }
        let base = TypeText.base(written)
        let name = property.name.lowercased()
        if let bound {
            if bound.0 == .push && !bound.1 { return .modalItem(.push, element: enumName(base, from: owner)) }
            return bound.1 ? .modalFlag(bound.0) : .modalItem(bound.0, element: enumName(base, from: owner))
        }
        if base == "NavigationPath" || PackageAliases.erasedRouteLists.contains(base) { return .stack(element: nil) }
        // A package's route list or navigator over an app enum (`Routes<Screen>`, `FlowNavigator<Screen>`).
        if let element = PackageAliases.routeListElement(base: String(base.prefix { $0 != "<" }), arguments: TypeText.genericArguments(base)),
           let enumType = enumName(element, from: owner) {
            return .stack(element: enumType)
        }
        if let element = TypeText.arrayElement(written) {
            let stackWords = ["path", "stack", "navigation", "route", "screen", "destination", "history"]
            // An array of enum values, or of a package's wrappers of one (`[Route<Screen>]`), is a
            // stack when something says so: its name, a stack bound to it, a destination registered
            // for its element, or a model class exposing it to anything but a control; else a list (a view's
            // `@AppStorage var pinnedFilters: [Filter]`, a class's private bookkeeping).
            if let enumType = enumName(element, from: owner) ?? wrappedEnum(element, from: owner) {
                // (An array a control edits, `.searchable(tokens: $model.searchTokens)`, is the control's value.)
                let exposed = type(owner)?.kind == .class && property.modifiers.allSatisfy { !Self.hiddenAccess.contains($0) }
                    && !controlBoundProperties.contains(owner + "." + property.name)
                let isStack = exposed || stackWords.contains(where: name.contains) || stackPaths.contains(owner + "." + property.name)
                    || destinationTypes.contains(TypeText.lastComponent(enumType))
                return isStack ? .stack(element: enumType) : nil
            }
            // An array of other values is a stack when its name says so or a stack is bound to it.
            if stackWords.contains(where: name.contains), !["String", "Int", "Bool", "URL"].contains(element) { return .stack(element: nil) }
            if stackPaths.contains(owner + "." + property.name) { return .stack(element: nil) }
            // Layers an item presentation shows (`.sheet(item:) { LayerView(layer: $0) }`) are presented modals.
            if let layer = model.lookup(element, from: owner), let kind = layerPresentationKinds(of: layer).sorted(by: { $0.rawValue < $1.rawValue }).first {
                return .modalItem(kind, element: nil)
            }
            return nil
        }
        if name.contains("tab") || name == "selection", base == "Int" || enumName(base, from: owner) != nil { return .selectedTab }
        let modalWords: [(String, EdgeKind)] = [
            ("fullscreen", .fullScreenCover), ("cover", .fullScreenCover), ("popover", .popover),
            ("alert", .alert), ("dialog", .confirmationDialog), ("sheet", .sheet), ("modal", .sheet), ("presented", .sheet),
        ]
        // An optional item holding a route value (`var presentedCover: Shown?`) presents it, as an
        // optional route enum does, also where a package's modifier shows it.
        if TypeText.isOptional(written), let held = model.lookup(base, from: owner), holdsContent(held),
           let match = modalWords.first(where: { name.contains($0.0) }) {
            return .modalItem(match.1, element: nil)
        }
        guard let enumType = enumName(base, from: owner) else { return nil }
        if TypeText.isOptional(written) {
            if let match = modalWords.first(where: { name.contains($0.0) }) { return .modalItem(match.1, element: enumType) }
            return nil
        }
        let currentWords = ["current", "route", "screen", "destination"]
        if currentWords.contains(where: name.contains), (type(enumType)?.cases.count ?? 0) > 1 { return .current(element: enumType) }
        return nil
    }

    /// The app enum a package's generic wrapper holds (`Screen` for `Route<Screen>`); nil for an app's own type.
    private func wrappedEnum(_ text: String, from context: String) -> String? {
        let arguments = TypeText.genericArguments(text)
        guard arguments.count == 1, model.lookup(String(TypeText.base(text).prefix { $0 != "<" }), from: context) == nil else { return nil }
        return enumName(arguments[0], from: context)
    }

    /// The qualified name of the enum `text` designates from `context`, if it is an app enum.
    func enumName(_ text: String, from context: String) -> String? {
        guard let name = model.lookup(TypeText.base(text), from: context), type(name)?.kind == .enum else { return nil }
        return name
    }

    /// Route enums: enums held in navigation state, taken by navigation methods, or registered
    /// with `navigationDestination(for:)`; each owned by the feature whose state holds it.
    /// The identifiers `body` refers to (`$path` as `path`).
    /// Whether what `body` writes into the state named `state` reaches `parameter` only through a
    /// value of another of the app's enums built from it (`if let picked = MenuItem(from: item) {
    /// path = NavigationPath([picked]) }`): the state holds that other enum, not the parameter's.
    private func isConverted(_ parameter: String, from element: String, beforeWriting state: Set<String>, in body: CodeBlockItemListSyntax, context: String) -> Bool {
        let writes = WriteCollector(Syntax(body))
        var written: [Syntax] = writes.assignments.compactMap { assignment in
            guard let (lhs, rhs) = SyntaxHelpers.assignment(assignment), let name = SyntaxHelpers.ownPropertyName(lhs), state.contains(name) else { return nil }
            return Syntax(rhs)
        }
        written += writes.calls.compactMap { call in
            guard let base = SyntaxHelpers.callee(call)?.base, let name = SyntaxHelpers.ownPropertyName(base), state.contains(name) else { return nil }
            return Syntax(call.arguments)
        }
        let writtenNames = Set(written.flatMap { $0.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { name } else { nil }
        } })
        guard !writtenNames.contains(parameter) else { return false }
        // The locals written there, bound from the parameter: all by converting it to another enum.
        let bound = body.tokens(viewMode: .sourceAccurate).compactMap { token -> (String, ExprSyntax)? in
            guard case .identifier(let name) = token.tokenKind, writtenNames.contains(name),
                  let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { return nil }
            let value = pattern.parent?.as(OptionalBindingConditionSyntax.self)?.initializer?.value
                ?? pattern.parent?.as(PatternBindingSyntax.self)?.initializer?.value
            return value.map { (name, $0) }
        }
        let fromParameter = bound.filter { _, value in value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(parameter) } }
        guard !fromParameter.isEmpty else { return false }
        return fromParameter.allSatisfy { _, value in
            guard let call = SyntaxHelpers.unwrap(value).as(FunctionCallExprSyntax.self),
                  let built = constructedType(ExprSyntax(call), from: context) else { return false }
            return built != element && type(built)?.kind == .enum
        }
    }

    static func referencedNames(in body: CodeBlockItemListSyntax) -> Set<String> {
        Set(body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            switch token.tokenKind {
            case .identifier(let name): name
            case .dollarIdentifier(let name): String(name.dropFirst())
            default: nil
            }
        })
    }

    /// The generic parameters of `owner` that type its selected tab (`var selectedTab: Tag?`).
    private func selectedTabParameters(of owner: String) -> Set<String> {
        Set((roles[owner] ?? [:]).compactMap { property, role -> String? in
            guard role == .selectedTab, let written = model.property(named: property, in: owner)?.type else { return nil }
            return TypeText.base(written)
        })
    }

    func findRouteEnums() {
        for owner in owners.sorted() {
            for (_, role) in roles[owner]!.sorted(by: { $0.key < $1.key }) {
                switch role {
                case .stack(let element?), .modalItem(_, let element?), .current(let element):
                    if routeEnums[element] == nil { routeEnums[element] = owner }
                default:
                    break
                }
            }
        }
        // A method of an owner that writes its parameter into navigation state takes a route, unless
        // the parameter is a deep link parsed from a URL that the method dispatches on (a URL parser
        // may also build the very routes the app pushes: `push(_ page:)` hands the page on).
        let deepLinkValues = urlParsedEnums
        // The enum a selected tab is (`var selectedTab: AppTab` bound to `TabView(selection:)`) names
        // tabs: a method switching over it (`popToRoot(_ tab: AppTab)`) does not take a route.
        var tabEnums: Set<String> = []
        for (owner, ownerRoles) in roles {
            for (property, role) in ownerRoles where role == .selectedTab {
                if let declared = model.property(named: property, in: owner), let written = writtenType(of: declared),
                   let element = enumName(written, from: owner) { tabEnums.insert(element) }
            }
        }
        // Names, not text: `machine.fire(event)` names no `state`, whatever `stateMachine` spells.
        for owner in owners.sorted() {
            guard let declaration = type(owner) else { continue }
            for method in declaration.methods where !method.parameters.isEmpty {
                guard let body = method.body else { continue }
                let names = Self.referencedNames(in: body)
                let writesState = roles[owner]!.contains { $0.value != .selectedTab && names.contains($0.key) }
                guard writesState else { continue }
                let stateNames = Set(roles[owner]!.filter { $0.value != .selectedTab }.keys)
                for parameter in method.parameters {
                    if let element = enumName(parameter.type, from: owner), routeEnums[element] == nil, names.contains(parameter.name),
                       !deepLinkValues.contains(element) || !CaseDispatchFinder.dispatches(on: parameter.name, in: body),
                       !tabEnums.contains(element), !isConverted(parameter.name, from: element, beforeWriting: stateNames, in: body, context: owner) {
                        routeEnums[element] = owner
                    }
                }
            }
        }
        // A generic owner (`Router<Route>` holding `[Route]`) holds the enums the app instantiates it
        // with (`@EnvironmentObject var router: Router<HomeRoute>`).
        // A parameter typing the owner's selected tab (`var selectedTab: Tag?`) names tabs, no routes.
        let genericOwners = Set(owners.filter { !genericParameters(of: $0).isEmpty })
        if !genericOwners.isEmpty {
            for name in typeNames {
                for property in type(name)?.properties ?? [] {
                    guard let written = writtenType(of: property),
                          let owner = model.lookup(TypeText.base(written).prefix { $0 != "<" }.description, from: name),
                          genericOwners.contains(owner) else { continue }
                    let tabParameters = selectedTabParameters(of: owner)
                    for (argument, parameter) in zip(TypeText.genericArguments(written), genericParameters(of: owner)) where !tabParameters.contains(parameter) {
                        if let element = enumName(argument, from: name), routeEnums[element] == nil { routeEnums[element] = owner }
                    }
                }
            }
        }
        for name in typeNames where (isView(name) || isApp(name) || isViewModifier(name)) && index[name]!.calledNames.contains("navigationDestination") {
            for site in index[name]!.calls {
                guard let forType = SyntaxHelpers.registeredDestinationType(site.node),
                      let element = enumName(forType, from: name), routeEnums[element] == nil else { continue }
                routeEnums[element] = stackOwner(around: site.node, in: name) ?? name
            }
        }
    }

    /// Enums a URL parser produces: one with an initializer taking a `URL` (`init?(url:)`), or the
    /// return type of a function taking one (`static func parse(_ url: URL) -> DeepLink?`, `Result<Link, E>`).
    /// See ``urlParsedEnums``, which keeps the answer.
    func findURLParsedEnums() -> Set<String> {
        var parsed = Set<String>()
        for name in typeNames {
            for method in type(name)!.methods where method.parameters.contains(where: { ["URL", "URLComponents"].contains(TypeText.base($0.type)) }) {
                if method.name == "init", type(name)!.kind == .enum { parsed.insert(name) }
                guard let returned = method.returnType else { continue }
                let value = TypeText.base(returned).hasPrefix("Result<") ? TypeText.genericArguments(returned).first ?? returned : returned
                if let element = enumName(value, from: name) { parsed.insert(element) }
            }
        }
        return parsed
    }

    /// The owner of the `NavigationStack(path:)` that encloses `node` in `view`, if any.
    func stackOwner(around node: some SyntaxProtocol, in view: String) -> String? {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
               callee.base == nil, callee.name == "NavigationStack" {
                if let path = SyntaxHelpers.argument(call, "path"), let (owner, _) = boundProperty(path, in: view) { return owner }
                return view
            }
            current = parent.parent
        }
        return nil
    }

    /// Step-by-step flows: a `CaseIterable` enum held by an owner whose methods move through
    /// `allCases` by index.
    func findFlows() {
        for owner in typeNames {
            guard let declaration = type(owner), declaration.kind == .class || declaration.kind == .struct else { continue }
            for property in declaration.properties {
                guard !property.modifiers.contains("let"), let enumType = property.type.flatMap({ enumName($0, from: owner) })
                        ?? stepEnum(initializer: property.initializer, owner: owner),
                      let steps = type(enumType), steps.cases.count > 1,
                      steps.conforms(to: "CaseIterable") || steps.conforms(to: "Int"),
                      declaration.methods.contains(where: { method in
                          // Most methods add nothing: their text is not compacted (a per-character Unicode lookup).
                          guard let raw = method.body?.trimmedText, raw.contains("+"), raw.contains("1") else { return false }
                          let text = Self.withoutWhitespace(raw)
                          return text.contains(property.name) && text.contains("+1") && (text.contains("allCases") || text.contains("rawValue"))
                      }) else { continue }
                flowEnums[enumType] = owner
                owners.insert(owner)
                roles[owner, default: [:]][property.name] = .current(element: enumType)
                routeEnums[enumType] = owner
            }
        }
    }

    /// `text` without its whitespace (spaces, tabs, line breaks).
    private static func withoutWhitespace(_ text: String) -> String {
        String(decoding: text.utf8.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }, as: UTF8.self)
    }

    private func stepEnum(initializer: ExprSyntax?, owner: String) -> String? {
        guard let member = initializer.flatMap({ SyntaxHelpers.unwrap($0).as(MemberAccessExprSyntax.self) }),
              let base = member.base else { return nil }
        return enumName(base.trimmedText, from: owner)
    }
}

extension NavigationAnalyzer {
    /// A flow's steps as an ordered chain: each step leads to the next, by the assignment in the
    /// method that advances (`currentStep = Step.allCases[index + 1]`); a push when that method
    /// also appends to a stack, else a replace.
    func findFlowEdges() {
        for (enumType, owner) in flowEnums.sorted(by: { $0.key < $1.key }) where !flowsWithCallSites.contains(owner) {
            guard let cases = type(enumType)?.cases, cases.count > 1, let syntax = index[owner] else { continue }
            let advancing = syntax.assignments.first { site in
                guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), let (_, _, role) = stateProperty(lhs, scope: Scope(type: owner)),
                      role == .current(element: enumType) else { return false }
                // A jump to a named step (`step = .done`) is no move to the next one.
                return routes(of: rhs, expected: enumType, scope: Scope(type: owner)) == nil && Self.stepsForward(site.node)
            }
            guard let site = advancing else { continue }
            let body = enclosingBody(site.node)
            let pushes = syntax.calls.contains { call in
                enclosingBody(call.node) == body && SyntaxHelpers.callee(call.node)?.name == "append"
            }
            let file = model.file(site.fileIndex)
            for (step, next) in zip(cases, cases.dropFirst()) {
                edges.append(EdgeDraft(edge: Edge(
                    from: enumType + "." + step.name, to: enumType + "." + next.name, kind: pushes ? .push : .replace,
                    trigger: Trigger.text(for: site.node), file: file.path, line: file.line(of: site.node)), source: .flow))
            }
        }
    }
}
