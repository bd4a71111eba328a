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

    /// Every construction of each app view (`DetailView(…)`) in the app's types, by view.
    func findViewConstructions() -> [String: [ViewConstruction]] {
        var constructions: [String: [ViewConstruction]] = [:]
        for caller in typeNames {
            for site in index[caller]?.calls ?? [] {
                guard let reference = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(site.node.calledExpression)).as(DeclReferenceExprSyntax.self),
                      SyntaxHelpers.isTypeName(reference.baseName.text), !site.node.arguments.isEmpty,
                      let built = model.lookup(reference.baseName.text, from: caller), isView(built) else { continue }
                constructions[built, default: []].append(ViewConstruction(caller: caller, call: site.node))
            }
        }
        return constructions
    }
}
