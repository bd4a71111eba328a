import SwiftSyntax

/// Links the app wraps in a modifier of its own: a `View` extension method whose body makes
/// `NavigationLink(value: page) { self }` with its parameter, or applies a `ViewModifier` built with
/// it (`modifier(PageLink(page: page))`) whose body makes `NavigationLink(value: page)` with the
/// property it was given. A view calling the method (`Text("Inbox").opens(.inbox)`), or applying
/// the modifier itself (`.modifier(PageLink(page: .inbox))`), pushes what it passes, as the link
/// would if the view wrote it. So does a component linking to the content it is handed
/// (`SettingsRow("Help") { HelpScreen() }` whose body is `NavigationLink(destination: destination)`).
extension NavigationAnalyzer {
    /// The app's link wrappers: for each `View` extension method name, the methods of that name
    /// whose parameter at `position` becomes a link's value; for each `ViewModifier` name, the
    /// property its link pushes. Found once.
    struct LinkWrappers {
        var methods: [String: [(method: MethodDeclaration, position: Int)]] = [:]
        var modifiers: [String: String] = [:]

        /// The names a call applying a wrapper is made with.
        var calledNames: Set<String> {
            Set(methods.keys).union(modifiers.isEmpty ? [] : ["modifier"])
        }
    }

    func findLinkWrappers() -> LinkWrappers {
        var wrappers = LinkWrappers()
        for name in typeNames where isViewModifier(name) {
            guard let syntax = index[name], syntax.calledNames.contains("NavigationLink") else { continue }
            for site in syntax.calls {
                guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, callee.name == "NavigationLink",
                      let value = SyntaxHelpers.argument(site.node, "value").flatMap(Self.wrappedName),
                      let property = type(name)?.property(named: value), property.getter == nil, property.initializer == nil else { continue }
                wrappers.modifiers[name] = value
                break
            }
        }
        for method in model.externalTypes["View"]?.methods ?? [] {
            guard let body = method.body, !method.parameters.isEmpty else { continue }
            let syntax = model.file(method.fileIndex).syntax
            for call in syntax.calls(named: "NavigationLink") + syntax.calls(named: "modifier") where SyntaxHelpers.encloses(body, call) {
                guard let handed = linkedParameter(of: call, wrappers: wrappers),
                      let position = method.parameters.firstIndex(where: { $0.name == handed }) else { continue }
                wrappers.methods[method.name, default: []].append((method, position))
                break
            }
        }
        return wrappers
    }

    /// The name whose value `call`, in a wrapper's body, makes a link's: `NavigationLink(value: name)`,
    /// or `modifier(Wrapper(property: name))` of a link wrapping modifier.
    private func linkedParameter(of call: FunctionCallExprSyntax, wrappers: LinkWrappers) -> String? {
        guard let callee = SyntaxHelpers.callee(call) else { return nil }
        if callee.base == nil, callee.name == "NavigationLink" {
            return SyntaxHelpers.argument(call, "value").flatMap(Self.wrappedName)
        }
        guard callee.name == "modifier", let (modifier, built) = linkModifier(appliedBy: call, wrappers: wrappers) else { return nil }
        return SyntaxHelpers.argument(built, wrappers.modifiers[modifier]!).flatMap(SyntaxHelpers.identifier)
    }

    /// The link wrapping modifier `call` (`modifier(PageLink(page: …))`) applies, with its construction.
    private func linkModifier(appliedBy call: FunctionCallExprSyntax, wrappers: LinkWrappers) -> (String, FunctionCallExprSyntax)? {
        guard let built = call.arguments.first.flatMap({ SyntaxHelpers.unwrap($0.expression).as(FunctionCallExprSyntax.self) }),
              let name = SyntaxHelpers.callee(built)?.name, let modifier = model.lookup(name, from: nil),
              wrappers.modifiers[modifier] != nil else { return nil }
        return (modifier, built)
    }

    /// The value a call applying one of the app's link wrappers pushes, with the enum the wrapper
    /// declares it as (nil when it is no enum); nil when `call` applies none.
    func wrappedLinkValue(_ call: FunctionCallExprSyntax) -> (value: ExprSyntax, expected: String?)? {
        guard let callee = SyntaxHelpers.callee(call) else { return nil }
        if callee.name == "modifier", let (modifier, built) = linkModifier(appliedBy: call, wrappers: linkWrappers) {
            let property = linkWrappers.modifiers[modifier]!
            guard let value = SyntaxHelpers.argument(built, property) else { return nil }
            return (value, type(modifier)?.property(named: property)?.type.flatMap { enumName($0, from: modifier) })
        }
        let labels = SyntaxHelpers.labels(call)
        guard let (method, position) = linkWrappers.methods[callee.name]?.first(where: { $0.method.accepts(labels: labels) }),
              let value = Self.argument(for: position, of: method, in: call) else { return nil }
        return (value, enumName(method.parameters[position].type, from: method.owner))
    }

    /// One construction of a component linking to the content it is handed: the screens showing
    /// it, where the link leads, and the construction.
    struct HandedDestinationLink {
        var origins: [String]
        var targets: [String]
        var construction: FunctionCallExprSyntax
    }

    /// Where a component's link to the content it is handed leads, per construction: a row whose
    /// body is `NavigationLink(destination: destination)` or `NavigationLink { target() }` over a
    /// stored property of its generic content type, built as `SettingsRow(destination: About())`
    /// or `SettingsRow("Help") { HelpScreen() }` (its own initialiser storing the closure or what
    /// it builds) pushes what each construction passes, from the screens showing that construction.
    /// `nil` when `destination` reads no such property.
    func handedDestinationLinks(_ destination: ExprSyntax, in view: String) -> [HandedDestinationLink]? {
        guard let property = Self.handedContentName(destination), injectedContentProperties(of: view).contains(property),
              sourceScreens(of: view) != [view], let constructions = viewConstructions[view] else { return nil }
        let initialisers = model.methods(named: "init", in: view).filter { $0.owner == view && $0.body != nil }
        var links: [HandedDestinationLink] = []
        for construction in constructions {
            guard let handed = handedArgument(for: property, in: construction.call, initialisers: initialisers) else { continue }
            let targets = handed.is(ClosureExprSyntax.self) ? contentNodes(handed, in: construction.caller)
                : rootNodes(of: handed, scope: Scope(type: construction.caller))
            let origins = constructionOrigins(construction.call, caller: construction.caller)
            if !targets.isEmpty, !origins.isEmpty { links.append(HandedDestinationLink(origins: origins, targets: targets, construction: construction.call)) }
        }
        return links.isEmpty ? nil : links
    }

    /// The property a link's destination reads: `destination`, `target()`, `{ target() }`.
    private static func handedContentName(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let only = closure.statements.first.flatMap(SyntaxHelpers.expression) else { return nil }
            return handedContentName(only)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            return SyntaxHelpers.identifier(call.calledExpression)
        }
        return SyntaxHelpers.identifier(expression)
    }

    /// What `call` passes for the content property `property`: the argument or trailing closure
    /// of that label, else the one for the parameter an initialiser stores into it
    /// (`self.destination = destination()`), else the trailing closure (a memberwise builder).
    private func handedArgument(for property: String, in call: FunctionCallExprSyntax, initialisers: [MethodDeclaration]) -> ExprSyntax? {
        if let named = SyntaxHelpers.argument(call, property) { return named }
        if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == property }) { return ExprSyntax(closure.closure) }
        let labels = SyntaxHelpers.labels(call)
        for initialiser in initialisers where initialiser.accepts(labels: labels) {
            guard let stored = Self.parameterStored(into: property, by: initialiser),
                  let position = initialiser.parameters.firstIndex(where: { $0.name == stored }) else { continue }
            if let argument = Self.argument(for: position, of: initialiser, in: call) { return argument }
            let trailing = call.additionalTrailingClosures.first { $0.label.text == initialiser.parameters[position].label }?.closure
                ?? (position == initialiser.parameters.count - 1 ? call.trailingClosure : nil)
            return trailing.map(ExprSyntax.init)
        }
        return initialisers.isEmpty ? call.trailingClosure.map(ExprSyntax.init) : nil
    }

    /// The parameter of `initialiser` whose value, or what it builds, it stores into `property`
    /// (`self.destination = destination()`, `content = build`).
    private static func parameterStored(into property: String, by initialiser: MethodDeclaration) -> String? {
        for item in initialiser.body ?? [] {
            guard let expression = SyntaxHelpers.expression(item), let (target, assigned) = SyntaxHelpers.assignment(expression),
                  SyntaxHelpers.lastName(target) == property else { continue }
            let value = SyntaxHelpers.unwrap(assigned)
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { return SyntaxHelpers.identifier(call.calledExpression) }
            return SyntaxHelpers.identifier(value)
        }
        return nil
    }
}
