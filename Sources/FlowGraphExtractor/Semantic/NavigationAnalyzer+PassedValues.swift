import SwiftSyntax

/// A view's stored property with no value of its own (`let changelogRoute: SettingsRoute?`) holds
/// what each construction of the view passes for it (`VersionView(changelogRoute: .changelog)`):
/// a link over that property leads where those values do.
extension NavigationAnalyzer {
    /// One place that builds a view: the type whose code builds it, and the call.
    struct ViewConstruction {
        var caller: String
        var call: FunctionCallExprSyntax
    }

    /// The route cases the constructions of `view` pass for its stored property `name`, each read
    /// where that construction is; `nil` when the property has a value of its own or no
    /// construction passes a known route.
    /// Each property is followed once (``passedRouteMemo``), each route kept once: views passing
    /// a value on to views built in many places would otherwise multiply the constructions read.
    func passedRoutes(_ name: String, of view: String, expected: String?, scope: Scope) -> [RouteRef]? {
        let key = view + "." + name
        guard !scope.followedProperties.contains(key), let property = type(view)?.property(named: name),
              property.getter == nil, property.initializer == nil else { return nil }
        let memoKey = key + "|" + (expected ?? "")
        if let known = passedRouteMemo[memoKey] { return known }
        var found: [RouteRef] = []
        for construction in viewConstructions[view] ?? [] {
            guard let argument = SyntaxHelpers.argument(construction.call, name) else { continue }
            var callerScope = Scope(type: construction.caller)
            callerScope.followedProperties = scope.followedProperties.union([key])
            for route in routes(of: argument, expected: expected, scope: callerScope) ?? [] where !found.contains(route) {
                found.append(route)
            }
        }
        let result = found.isEmpty ? nil : found
        passedRouteMemo[memoKey] = .some(result)
        return result
    }

    /// The routes a component's `NavigationLink(value:)` leads to, per construction, when the value
    /// is a stored property the constructions pass (`NavigationLink(value: route)` in a row built as
    /// `RouteRow(route: .soil)`, also wrapped: `AnyRoute(route)`) and the component is part of the
    /// screens showing it: each construction leads where its own value does, from the screens
    /// showing that construction, not from every screen showing any of them. `nil` otherwise.
    func passedValueLinkUses(_ value: ExprSyntax, in view: String) -> [(origins: [String], targets: [String])]? {
        var value = SyntaxHelpers.unwrap(value)
        if let wrapper = value.as(FunctionCallExprSyntax.self), wrapper.arguments.count == 1,
           let callee = SyntaxHelpers.callee(wrapper), callee.base == nil, SyntaxHelpers.isTypeName(callee.name) {
            value = SyntaxHelpers.unwrap(wrapper.arguments.first!.expression)
        }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let property = type(view)?.property(named: name),
              property.getter == nil, property.initializer == nil, screens(of: view) == [view], sourceScreens(of: view) != [view],
              let constructions = viewConstructions[view] else { return nil }
        var uses: [(origins: [String], targets: [String])] = []
        for construction in constructions {
            guard let argument = SyntaxHelpers.argument(construction.call, name),
                  let routes = routes(of: argument, expected: nil, scope: Scope(type: construction.caller)) else { continue }
            let origins = constructionOrigins(construction.call, caller: construction.caller)
            if !origins.isEmpty { uses.append((origins, routes.map(\.nodeID))) }
        }
        return uses.isEmpty ? nil : uses
    }

    /// Every construction of each app view (`DetailView(…)`) in the app's types, and in the app's
    /// extensions of types it does not declare (a row a framework model's protocol conformance
    /// builds), by view.
    func findViewConstructions() -> [String: [ViewConstruction]] {
        var constructions: [String: [ViewConstruction]] = [:]
        func record(_ call: FunctionCallExprSyntax, caller: String, lookupFrom context: String?) {
            guard let reference = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call.calledExpression)).as(DeclReferenceExprSyntax.self),
                  SyntaxHelpers.isTypeName(reference.baseName.text), !call.arguments.isEmpty || call.trailingClosure != nil,
                  let built = model.lookup(reference.baseName.text, from: context), isView(built) else { return }
            constructions[built, default: []].append(ViewConstruction(caller: caller, call: call))
        }
        for caller in typeNames {
            for site in index[caller]?.calls ?? [] { record(site.node, caller: caller, lookupFrom: caller) }
        }
        for external in model.externalExtensions {
            for call in model.file(external.fileIndex).syntax.sites(in: external.block).calls {
                record(call, caller: external.extendedType, lookupFrom: nil)
            }
        }
        return constructions
    }
}
