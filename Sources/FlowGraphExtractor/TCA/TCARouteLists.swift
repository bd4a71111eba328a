import FlowGraph
import SwiftSyntax

/// A coordinator's screens kept as a list of route wrappers (the TCACoordinators package):
/// `var routes: [Route<Screen.State>]` or `IdentifiedArrayOf<Route<Screen.State>>` over a
/// reducer whose `State` is an enum of screens. What the list's API means (its methods and route
/// wrappers are read as `PackageAliases` says):
/// - `push(x)` pushes the case `x`, `presentSheet(x)` and `presentCover(x)` present it as a sheet or
///   a full-screen cover; `append(.push(x))`, `.sheet(x)`, `.cover(x)` do the same with the wrapper
///   written out; going back (`goBack`, `goBackToRoot`, `goBackTo`, `pop`, `dismiss`) shows nothing new;
/// - assigning the list (`[.root(x), .push(y)]`) resets it to its root and pushes along the rest;
/// - the same methods on `$0` in the closure of a call handed the list
///   (`.routeWithDelaysIfUnsupported(state.routes) { $0.push(x) }`) change the list;
/// - a route's actions arrive wrapped with its index or id, in the case `forEachRoute(\.routes,
///   action: \.router)` names (`.router(.routeAction(_, .x(…)))`), or without it in the
///   coordinator's own `routeAction` case (`.routeAction(_, action: .x(…))`);
/// - the list's first route, written where the state starts (`.root(.home(…))`), is the
///   coordinator's content.
extension TCAModel {
    /// The case reducer's name written in a route list's element type (`Screen` for
    /// `[Route<Screen.State>]`), nil when the binding holds no list of route wrappers.
    static func routeListElement(in binding: PatternBindingSyntax) -> String? {
        let text = binding.typeAnnotation?.type.trimmedText ?? binding.initializer?.value.trimmedText ?? ""
        for opening in ["[Route<", "Of<Route<", "Array<Route<"] {
            guard let start = text.range(of: opening) else { continue }
            let rest = text[start.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { return nil }
            var element = String(rest[..<end]).trimmed
            if element.hasSuffix(".State") { element.removeLast(".State".count) }
            return element
        }
        return nil
    }

    /// The action case the routes of `property` send their actions in: the `action:` key path of
    /// `forEachRoute(\.property, action: \.router)` in the feature's code, nil when none is named.
    func routeActionCase(of property: String, in feature: FeatureInfo) -> String? {
        for (_, block) in feature.type.memberBlocks {
            for call in TCASyntax.calls(in: block, skippingNestedTypes: true) where Self.calleeName(call) == "forEachRoute" {
                guard let list = call.arguments.first?.expression, TCASyntax.keyPathNames(list).last == property,
                      let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression
                else { continue }
                return TCASyntax.keyPathNames(action).last ?? TCASyntax.caseName(action)
            }
        }
        return nil
    }

    /// What a call on a route list does: the list's slot, the kind it shows with and the case
    /// value it shows (`PackageAliases.routeListMethods`). Nil for calls that change no route list
    /// or show nothing.
    func routeListCall(_ call: FunctionCallExprSyntax, in feature: FeatureInfo) -> (slot: Slot, kind: EdgeKind, value: ExprSyntax)? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
              let slot = routeList(base, of: call, in: feature),
              let argument = call.arguments.first?.expression, call.arguments.first?.label == nil
        else { return nil }
        let name = callee.declName.baseName.text
        let (value, change) = name == "append"
            ? PackageAliases.wrappedRoute(argument).map { ($0.route, $0.change) } ?? (argument, nil)
            : (argument, PackageAliases.routeListMethods[name])
        switch change {
        case .push: return (slot, .push, value)
        case .present(let kind): return (slot, kind, value)
        default: return nil
        }
    }

    /// The route list `base` is: `state.routes`, or `$0` in the closure of a call handed it.
    private func routeList(_ base: ExprSyntax, of call: FunctionCallExprSyntax, in feature: FeatureInfo) -> Slot? {
        var list = base
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0" {
            guard let handed = NavigationAnalyzer.callHandingClosure(around: call), let first = handed.arguments.first?.expression else { return nil }
            list = first
        }
        guard Self.isOwnState(list), let property = list.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        return feature.slots.first { $0.property == property && $0.isRouteList }
    }

    /// The cases the feature's state starts its route lists on (`.root(.home(…))` in the state's
    /// declaration, its initialisers or its static starting values), with where each is written.
    func rootRoutes(of feature: FeatureInfo) -> [(slot: Slot, node: String, file: ParsedFile, syntax: Syntax)] {
        guard let state = types["\(feature.name).State"] else { return [] }
        var found: [(slot: Slot, node: String, file: ParsedFile, syntax: Syntax)] = []
        for slot in feature.slots where slot.isRouteList {
            for (file, block) in state.memberBlocks {
                for call in TCASyntax.calls(in: block, skippingNestedTypes: true) where TCASyntax.caseName(ExprSyntax(call)) == "root" {
                    guard let (screen, _) = PackageAliases.wrappedRoute(ExprSyntax(call)), let node = target(of: screen, in: slot),
                          !found.contains(where: { $0.node == node }) else { continue }
                    found.append((slot, node, file, Syntax(call)))
                }
            }
        }
        return found
    }
}
