import SwiftSyntax

/// Links the app wraps in a modifier of its own: a `View` extension method whose body makes
/// `NavigationLink(value: page) { self }` with its parameter, or applies a `ViewModifier` built with
/// it (`modifier(PageLink(page: page))`) whose body makes `NavigationLink(value: page)` with the
/// property it was given. A view calling the method (`Text("Inbox").opens(.inbox)`), or applying
/// the modifier itself (`.modifier(PageLink(page: .inbox))`), pushes what it passes, as the link
/// would if the view wrote it.
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
}
