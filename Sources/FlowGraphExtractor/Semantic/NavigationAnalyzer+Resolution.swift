import SwiftSyntax

extension NavigationAnalyzer {
    static let propertyWrappers = ["ObservedObject<", "StateObject<", "EnvironmentObject<", "Published<", "Binding<", "State<", "Bindable<"]

    /// The type a property holds, written without the wrappers of ``propertyWrappers`` around it
    /// (`Router` for `Binding<Router>?`), optionals removed.
    static func withoutPropertyWrappers(_ written: String) -> String {
        var base = TypeText.base(written)
        for wrapper in propertyWrappers where base.hasPrefix(wrapper) && base.hasSuffix(">") {
            base = TypeText.base(String(base.dropFirst(wrapper.count).dropLast()))
        }
        return base
    }

    /// The app type a property holds (optionals, wrappers and protocols with one conformer resolved).
    func propertyType(_ property: PropertyDeclaration, owner: String) -> String? {
        if let written = property.type {
            var base = Self.withoutPropertyWrappers(written)
            // `Router<AppRoute>` is a `Router`.
            let unspecialised = base.hasSuffix(">") ? base.firstIndex(of: "<").map { String(base[..<$0]) } : nil
            // `(Coordinator & Listing)?`: what conforms to every part. A class constraint
            // (`(Installing & AnyObject)?`) adds no part: several conformers leave the protocol,
            // whose callers decide which one it holds.
            if base.contains("&") {
                let parts = base.split(separator: "&").map(String.init).filter { $0 != "AnyObject" }
                let protocolOnly = parts.count == 1 ? model.lookup(parts[0], from: owner) : nil
                return model.concrete(composition: parts, from: owner) ?? protocolOnly
            }
            // `@Environment(Store.self) var store` in `struct Thread<Store: Navigating>`: what the
            // parameter is constrained to.
            if let constraint = genericConstraint(of: base, in: owner) { base = constraint }
            guard TypeText.arrayElement(base) == nil,
                  let name = model.lookup(base, from: owner) ?? unspecialised.flatMap({ model.lookup($0, from: owner) }) else {
                // `var rootViewController: UIViewController { TokenInfoViewController(token: token) }`:
                // a computed property declared wider than the one app class it builds.
                return property.getter.flatMap { builtType(returnedBy: $0, owner: owner) }
            }
            return model.concrete(name) ?? name
        }
        if let injected = property.injectedKeyPath.flatMap({ injectedType($0, owner: owner) }) { return injected }
        guard let initializer = property.initializer else { return wrappedValueType(of: property, owner: owner) }
        return constructedType(initializer, from: owner)
    }

    /// The app type a dependency container's member registers: its declared type
    /// (`var router: Router`), or the one type its registration is generic over (`Factory<Router>`).
    private func injectedType(_ keyPath: InjectedKeyPath, owner: String) -> String? {
        guard let container = model.lookup(keyPath.container, from: owner),
              let written = model.property(named: keyPath.member, in: container)?.type else { return nil }
        let base = TypeText.base(written)
        let arguments = TypeText.genericArguments(base)
        let registered = model.lookup(base, from: container) == nil && arguments.count == 1 ? TypeText.base(arguments[0]) : base
        guard let name = model.lookup(registered, from: container) else { return nil }
        return model.concrete(name) ?? name
    }

    /// The type of what an app's property wrapper hands out (`@Router var router`, with
    /// `@propertyWrapper struct Router { var wrappedValue: Wrapper { … } }`): the wrapped property's type.
    private func wrappedValueType(of property: PropertyDeclaration, owner: String) -> String? {
        for attribute in property.attributes {
            guard let wrapper = model.lookup(attribute, from: owner), type(wrapper)?.attributes.contains("propertyWrapper") == true,
                  let written = model.property(named: "wrappedValue", in: wrapper)?.type,
                  let wrapped = model.lookup(TypeText.base(written), from: wrapper) else { continue }
            return model.concrete(wrapped) ?? wrapped
        }
        return nil
    }

    /// The type an expression like `X(...)`, `X.shared` or `X.init(...)` creates or names.
    func constructedType(_ expression: ExprSyntax, from context: String?) -> String? {
        if let configured = configuredValue(expression) { return constructedType(configured, from: context) }
        let expression = SyntaxHelpers.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call.calledExpression))
            if let reference = callee.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(reference.baseName.text) {
                return model.lookup(reference.baseName.text, from: context)
            }
            // `Screen.Row()`: a type nested in another, built with its initialiser.
            if let member = callee.as(MemberAccessExprSyntax.self), SyntaxHelpers.isTypeName(member.declName.baseName.text),
               let base = member.base.flatMap(SyntaxHelpers.typeReference),
               let nested = model.lookup(base + "." + member.declName.baseName.text, from: context) {
                return nested
            }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxHelpers.typeReference),
               let name = model.lookup(base, from: context),
               member.declName.baseName.text == "init" || type(name)?.kind != .enum {
                // A builder's factory (`ArticleRouter.createModule(id:)`) builds something else: what,
                // its body says (see `returnedScreen`); a screen's own factory (`Detail.instantiate()`) builds it.
                let builds = member.declName.baseName.text == "init" || isScreenType(name)
                    || !(type(name)?.methods(named: member.declName.baseName.text).contains { $0.isStatic && $0.body != nil } ?? false)
                return builds ? name : nil
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxHelpers.typeReference),
           let name = model.lookup(base, from: context),
           let shared = model.property(named: member.declName.baseName.text, in: name), shared.modifiers.contains("static") {
            return shared.type.flatMap { model.lookup(TypeText.base($0), from: name) } ?? name
        }
        return nil
    }

    /// The app type of the value `expression` evaluates to in `scope`, when it can be told statically.
    /// The view `AnyView(view)` wraps.
    static func typeErasedView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let callee = SyntaxHelpers.unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self), callee.baseName.text == "AnyView",
              call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression
    }

    func valueType(_ expression: ExprSyntax, scope: Scope) -> String? {
        if let configured = configuredValue(expression) { return valueType(configured, scope: scope) }
        let expression = SyntaxHelpers.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            var name = reference.baseName.text
            if name.hasPrefix("$") { name.removeFirst() }
            if name == "self" { return scope.type }
            if case .instance(let type)? = scope.locals[name] { return type }
            if scope.locals[name] != nil { return nil }
            if let narrowed = scope.propertyTypes[name] { return narrowed.isEmpty ? nil : narrowed }
            if let owner = scope.type, let property = model.property(named: name, in: owner) { return propertyType(property, owner: owner) }
            // A package's type the app extends (`extension CloudLogin { static func present(from:) }`) is one too.
            if SyntaxHelpers.isTypeName(name) { return model.lookup(name, from: scope.type) ?? (model.externalTypes[name] != nil ? name : nil) }
            return configuredParameter(reference).flatMap { valueType($0, scope: scope) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if SyntaxHelpers.unwrap(base).trimmedText == "self", let narrowed = scope.propertyTypes[name] { return narrowed.isEmpty ? nil : narrowed }
            guard let baseType = valueType(base, scope: scope) else { return nil }
            guard let property = model.property(named: name, in: baseType) else { return nil }
            // `module.viewController` where `var viewController: UIViewController { self }`: the module.
            return Self.onlyReturnsSelf(property.getter) ? baseType : propertyType(property, owner: baseType)
        }
        // `AnyView(Inbox().padding())` erases the type for the compiler only: it shows the view it
        // wraps, whatever modifiers it is given.
        if let call = expression.as(FunctionCallExprSyntax.self), let wrapped = Self.typeErasedView(call) {
            return valueType(wrapped, scope: scope) ?? Self.baseConstruction(wrapped).flatMap { valueType($0, scope: scope) }
        }
        // `makeCoordinator(nav)` where the call handed `makeCoordinator: { Send(navigationController: $0) }`.
        if !scope.factoryClosures.isEmpty, let call = expression.as(FunctionCallExprSyntax.self),
           let callee = SyntaxHelpers.unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self),
           let built = scope.factoryClosures[callee.baseName.text].flatMap(Self.builtByClosure) {
            return constructedType(built, from: scope.type)
        }
        // `S(viewModel: model)` in a method whose call fixed its generic parameter `S`.
        if !scope.typeArguments.isEmpty, let call = expression.as(FunctionCallExprSyntax.self),
           let callee = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call.calledExpression)).as(DeclReferenceExprSyntax.self),
           let fixed = scope.typeArguments[callee.baseName.text] {
            return fixed
        }
        if let constructed = constructedType(expression, from: scope.type) { return constructed }
        if let scene = storyboardSceneType(expression, scope: scope) { return scene }
        // `appDelegate().showHelp()` with `func appDelegate() -> AppDelegate`: what the app's
        // top-level function is declared to return.
        if let call = expression.as(FunctionCallExprSyntax.self), let (base, name) = SyntaxHelpers.callee(call), base == nil,
           scope.type.map({ model.methods(named: name, in: $0).isEmpty }) ?? true,
           let written = model.functions[name]?.first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) })?.returnType,
           let declared = model.lookup(TypeText.base(written)), type(declared)?.kind != .protocol {
            return declared
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let (base, name) = SyntaxHelpers.callee(call),
              // Only an app method can return an app type: the receiver of `.padding()` is not worth
              // typing (it is a modifier chain's whole rest, and every call of a chain asked this).
              model.declaredMethodNames.contains(name) else { return nil }
        let receiver = base.map { valueType($0, scope: scope) } ?? scope.type
        guard let receiver else { return nil }
        // `module.toPresent()` where `toPresent()` returns `self`: the module.
        if base != nil, returnsSelf(name, labels: SyntaxHelpers.labels(call), in: receiver) { return receiver }
        return builtResultType(of: name, labels: SyntaxHelpers.labels(call), in: receiver)
            ?? declaredReturnType(of: name, labels: SyntaxHelpers.labels(call), in: receiver)
    }

    /// The framework controller (`UIAlertController`) the app function `call` calls is declared to
    /// return: a top-level function, or a method of the receiver.
    func declaredFrameworkController(of call: FunctionCallExprSyntax, scope: Scope) -> String? {
        guard let (base, name) = SyntaxHelpers.callee(call), model.declaredMethodNames.contains(name) || model.functions[name] != nil else { return nil }
        let labels = SyntaxHelpers.labels(call)
        let receiver = base.map { valueType($0, scope: scope) } ?? scope.type
        let methods = receiver.map { model.methods(named: name, in: $0) } ?? []
        let candidates = methods.isEmpty && base == nil ? model.functions[name] ?? [] : methods
        guard let written = candidates.first(where: { $0.accepts(labels: labels) })?.returnType else { return nil }
        let returned = TypeText.base(written)
        return model.lookup(returned, from: scope.type) == nil && Self.isFrameworkController(returned) ? returned : nil
    }

    /// The concrete app type an app method is declared to return (`func makeEditor() -> EditorViewController`,
    /// optional or not); `nil` for a protocol, an opaque or generic result, or a type the app does not declare.
    private func declaredReturnType(of name: String, labels: [String?], in receiver: String) -> String? {
        guard let method = model.methods(named: name, in: receiver).first(where: { $0.accepts(labels: labels) }),
              let written = method.returnType else { return nil }
        let base = TypeText.base(written)
        guard SyntaxHelpers.isTypeName(base), base != "Self", !written.hasPrefix("some "), !written.hasPrefix("any "),
              let declared = model.lookup(base, from: method.owner), let declaration = type(declared),
              declaration.kind != .protocol else { return nil }
        return declared
    }

    /// Whether the method `name` of `typeName` only returns `self` (`toPresent()` in an
    /// `extension UIViewController: Presentable`).
    private func returnsSelf(_ name: String, labels: [String?], in typeName: String) -> Bool {
        let method = model.methods(named: name, in: typeName).first { $0.accepts(labels: labels) }
        return Self.onlyReturnsSelf(method?.body)
    }

    /// Whether a body is `self` or `return self` alone.
    private static func onlyReturnsSelf(_ body: CodeBlockItemListSyntax?) -> Bool {
        guard let body, body.count == 1, let item = body.first?.item else { return false }
        let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return returned?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The optional whose value the closure parameter `name` around `node` holds
    /// (`route` in `credentialsRoute.map { route in Link(route: route) }`).
    static func mappedValue(named name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            // The closure declaring the name (closures between, like `Section { … }`, name nothing).
            if let closure = parent.as(ClosureExprSyntax.self), let parameters = SyntaxHelpers.closureParameterNames(closure), parameters.contains(name) {
                guard parameters == [name], let call = closure.parent?.as(FunctionCallExprSyntax.self),
                      let member = SyntaxHelpers.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
                      ["map", "flatMap"].contains(member.declName.baseName.text) else { return nil }
                return member.base
            }
            current = parent.parent
        }
        return nil
    }

    /// The route cases `expression` may be, or `nil` when it is not (known to be) a route.
    ///
    /// `.detail(accountId: x)`, `AccountsRoute.detail(...)`, a local or parameter bound to a route,
    /// a wrapper of one (`NavigationItem(route)`, `AnyHashable(route)`), and both arms of `?:`.
    func routes(of expression: ExprSyntax, expected: String?, scope: Scope) -> [RouteRef]? {
        let expression = SyntaxHelpers.unwrap(expression)
        // A cast (`note.object as? Sheet`, as the parser leaves it) is the value it casts.
        if let operand = SyntaxHelpers.castOperand(expression) { return routes(of: operand, expected: expected, scope: scope) }
        if let delivered = deliveredObject(expression, scope: scope) {
            if case .routes(let routes) = delivered { return routes }
            return nil
        }
        if let ternary = SyntaxHelpers.ternaryBranches(expression) {
            // A condition known here (`hasAccount` bound to `true` by the call) picks its branch.
            if let known = knownBool(ternary.condition, scope: scope) {
                return routes(of: known ? ternary.then : ternary.else, expected: expected, scope: scope)
            }
            let both = (routes(of: ternary.then, expected: expected, scope: scope) ?? [])
                + (routes(of: ternary.else, expected: expected, scope: scope) ?? [])
            return both.isEmpty ? nil : both
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .routes(let routes)? = scope.locals[name] { return routes }
            if scope.locals[name] == nil, let mapped = Self.mappedValue(named: name, around: reference) {
                return routes(of: mapped, expected: expected, scope: scope)
            }
            if scope.locals[name] == nil, let owner = scope.type, isView(owner) {
                return passedRoutes(name, of: owner, expected: expected, scope: scope)
            }
            return nil
        }
        var caseName: String?
        var enumText: String?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            caseName = member.declName.baseName.text
            enumText = member.base?.trimmedText
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            if let returned = returnedRoutes(of: call, scope: scope) { return returned }
            let callee = SyntaxHelpers.unwrap(call.calledExpression)
            // `.init(page: route)` builds the wrapper the context expects (a stack's element type)
            // around the route, as `Frame(page: route)` does.
            if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init",
               call.arguments.count == 1, let argument = call.arguments.first, expected.map({ type($0)?.kind != .enum }) ?? true {
                return routes(of: argument.expression, expected: nil, scope: scope)
            }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                caseName = member.declName.baseName.text
                enumText = member.base?.trimmedText
            } else if let reference = callee.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(reference.baseName.text),
                      call.arguments.count == 1, let argument = call.arguments.first {
                let wrapper = model.lookup(reference.baseName.text, from: scope.type)
                guard wrapper == nil || type(wrapper!)?.kind != .enum else { return nil }
                guard wrapper == nil || !isScreenType(wrapper!) else { return nil }
                return routes(of: argument.expression, expected: expected, scope: scope)
            }
        }
        guard let caseName else { return nil }
        if let enumText {
            guard SyntaxHelpers.isTypeName(enumText.split(separator: ".").last.map(String.init) ?? ""),
                  let enumType = enumName(enumText, from: scope.type ?? ""), type(enumType)?.enumCase(named: caseName) != nil else { return nil }
            return nested(in: RouteRef(enumName: enumType, caseName: caseName), built: expression, scope: scope)
        }
        if let expected, type(expected)?.enumCase(named: caseName) != nil {
            return nested(in: RouteRef(enumName: expected, caseName: caseName), built: expression, scope: scope)
        }
        let routeCandidates = routeEnums.keys.filter { type($0)?.enumCase(named: caseName) != nil }.sorted()
        if routeCandidates.count == 1 { return nested(in: RouteRef(enumName: routeCandidates[0], caseName: caseName), built: expression, scope: scope) }
        if routeCandidates.count > 1, let scopeType = scope.type {
            let owned = routeCandidates.filter { routeEnums[$0] == scopeType || $0.hasPrefix(scopeType + ".") }
            if owned.count == 1 { return nested(in: RouteRef(enumName: owned[0], caseName: caseName), built: expression, scope: scope) }
        }
        return nil
    }

    /// The routes a case carrying a nested route enum shows: those of the value it carries
    /// (`.reddit(.post(p))` is `Reddit.post`, `.settings()` its default `.root`), every case of
    /// the nested enum when that value is not known; `route` itself for any other case.
    private func nested(in route: RouteRef, built expression: ExprSyntax, scope: Scope) -> [RouteRef] {
        guard let inner = nestedRouteEnums[route.nodeID], let cases = type(inner)?.cases else { return [route] }
        if let carried = expression.as(FunctionCallExprSyntax.self)?.arguments.first?.expression {
            if let routes = routes(of: carried, expected: inner, scope: scope) { return routes }
        } else if let written = type(route.enumName)?.enumCase(named: route.caseName)?.defaultValues.first ?? nil,
                  written.hasPrefix("."), let name = cases.first(where: { "." + $0.name == written })?.name {
            return [RouteRef(enumName: inner, caseName: name)]
        }
        return cases.map { RouteRef(enumName: inner, caseName: $0.name) }
    }

    /// The abstract value of an argument passed for a parameter of type `parameterType`.
    func value(of expression: ExprSyntax, parameterType: String?, scope: Scope, context: String) -> AbstractValue {
        let expected = parameterType.flatMap { enumName($0, from: context) }
        if let routes = routes(of: expression, expected: expected, scope: scope) { return .routes(routes) }
        let carrier = parameterType.flatMap { model.lookup(TypeText.base($0), from: context) }
        if let carried = carriedContent(of: expression, expected: carrier, scope: scope) { return .content(carried) }
        let unwrapped = SyntaxHelpers.unwrap(expression)
        if let literal = unwrapped.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if unwrapped.is(NilLiteralExprSyntax.self) { return .literal(Self.nilValue) }
        // `finish(.failure(error))` for a `Result` parameter: its `get()` throws.
        if parameterType.map({ TypeText.base($0) == "Result" || TypeText.base($0).hasPrefix("Result<") }) == true, Self.isResultFailure(unwrapped) { return .literal(Self.resultFailure) }
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self), let local = scope.locals[reference.baseName.text] { return local }
        if unwrapped.is(IntegerLiteralExprSyntax.self) || unwrapped.is(StringLiteralExprSyntax.self) { return .literal(unwrapped.trimmedText) }
        if let constant = literalValue(unwrapped, scope: scope) { return .literal(constant) }
        if let type = valueType(expression, scope: scope) { return .instance(type) }
        return .unknown
    }

    /// The value `nil` is bound to.
    static let nilValue = "nil"

    /// The value a `Result` known to be a failure is bound to.
    static let resultFailure = "Result.failure"

    /// Whether `expression` builds a failed `Result` (`.failure(error)`, `Result.failure(error)`).
    static func isResultFailure(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "failure" else { return false }
        return member.base == nil || member.base?.trimmedText == "Result"
    }

    /// Whether `item` unwraps a `Result` known to be a failure (`let value = try result.get()`), so
    /// that it throws and what follows it in the block does not run.
    func throwsKnownFailure(_ item: CodeBlockItemSyntax, scope: Scope) -> Bool {
        let expressions: [ExprSyntax]
        switch item.item {
        case .decl(let decl): expressions = decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.initializer?.value } ?? []
        case .expr(let expression): expressions = [expression]
        case .stmt: return false
        }
        return expressions.contains { expression in
            guard let attempt = expression.as(TryExprSyntax.self), let call = attempt.expression.as(FunctionCallExprSyntax.self),
                  call.arguments.isEmpty, let (base, name) = SyntaxHelpers.callee(call), name == "get",
                  let result = base.flatMap(SyntaxHelpers.identifier), case .literal(Self.resultFailure)? = scope.locals[result] else { return false }
            return true
        }
    }

    /// The generic parameters `name` declares (`Route` for `final class Router<Route: Routable>`).
    func genericParameters(of name: String) -> [String] {
        genericParameterClause(of: name)?.parameters.map(\.name.text) ?? []
    }

    /// The `<…>` clause of the type `name`'s declaration, when it has one.
    private func genericParameterClause(of name: String) -> GenericParameterClauseSyntax? {
        guard let declaration = type(name)?.members.first?.block.parent else { return nil }
        return declaration.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(StructDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(ActorDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(EnumDeclSyntax.self)?.genericParameterClause
    }

    /// The protocol or class the generic parameter `parameter` of `owner` is constrained to in its
    /// declaration (`Store` in `struct Thread<Store: Navigating>`); `nil` for no such parameter or
    /// constraint.
    func genericConstraint(of parameter: String, in owner: String) -> String? {
        guard let constraint = genericParameterClause(of: owner)?.parameters.first(where: { $0.name.text == parameter })?.inheritedType?.trimmedText else { return nil }
        return constraint.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0 != "AnyObject" }
    }

    /// The type `property` is written with, generic arguments included: its annotation, or the
    /// type its initializer constructs (`Router<HomeRoute>()`).
    func writtenType(of property: PropertyDeclaration) -> String? {
        property.type ?? property.initializer.flatMap { SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText }
    }

    /// What the generic parameters of `owner` stand for on the value `receiver` designates, from
    /// the type it is declared with (`router: Router<HomeRoute>` binds `Route` to `HomeRoute`).
    func genericArguments(of receiver: ExprSyntax, owner: String, scope: Scope) -> [String: String] {
        guard let name = Self.storedPropertyName(receiver, scope: scope), let type = scope.type,
              let property = model.property(named: name, in: type) else { return [:] }
        return genericArguments(of: owner, writtenAs: writtenType(of: property))
    }

    /// What the generic parameters of `owner` stand for in the type `written` names it with
    /// (`Router<HomeRoute>` binds `Route` to `HomeRoute`); empty when the arguments do not match them.
    func genericArguments(of owner: String, writtenAs written: String?) -> [String: String] {
        let parameters = genericParameters(of: owner)
        let arguments = written.map(TypeText.genericArguments) ?? []
        guard !parameters.isEmpty, arguments.count == parameters.count else { return [:] }
        return Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
    }
}
