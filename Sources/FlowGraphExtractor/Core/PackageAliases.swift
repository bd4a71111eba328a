import FlowGraph
import SwiftSyntax

/// Calls and types of router packages that mean SwiftUI's own, read as those (FlowStacks, whose
/// route lists TCACoordinators also keeps in TCA state, see `TCARouteLists`):
/// - `FlowStack($routes) { … }` is `NavigationStack(path: $routes) { … }`, `FlowLink(value:style:)`
///   a `NavigationLink(value:)` shown with its style;
/// - `.flowDestination(for: T.self) { … }` is `.navigationDestination(for: T.self) { … }`, and
///   `.flowDestination(item:style:)` the presentation its style names;
/// - NavigationBackport's `NBNavigationStack`, `NBNavigationLink`, `nbNavigationDestination` and
///   `NBNavigationPath` are SwiftUI's, and its `PathNavigator` a stack as `FlowPathNavigator` is;
/// - a `Routes<Screen>` (an array of `Route<Screen>`) and the `FlowNavigator<Screen>` its screens
///   read from the environment are a stack of `Screen`, which `push`, `presentSheet` and
///   `presentCover` change (see ``routeListMethods``); a `FlowPath` and its `FlowPathNavigator` are
///   a stack of any route, as a `NavigationPath` is.
enum PackageAliases {
    /// The SwiftUI name a call of `name` means: `NavigationStack` for `FlowStack`,
    /// `navigationDestination` for `flowDestination(for:)`; `name` itself otherwise.
    static func meaning(of name: String, in call: FunctionCallExprSyntax) -> String {
        switch name {
        case "FlowStack", "NBNavigationStack": "NavigationStack"
        case "FlowLink", "NBNavigationLink": "NavigationLink"
        case "nbNavigationDestination": "navigationDestination"
        case "flowDestination":
            // `for:` registers a route type; `item:`/`isPresented:` present as their `style:` says.
            switch call.arguments.first?.label?.text == "for" ? .push : style(of: call) ?? .push {
            case .sheet: "sheet"
            case .fullScreenCover: "fullScreenCover"
            default: "navigationDestination"
            }
        default: name
        }
    }

    /// The kind a package call's `style:` argument names (`.sheet(withNavigation: true)`, `.cover`,
    /// `.push`), nil when it has none: a `FlowLink` shows its value as its style says.
    static func style(of call: FunctionCallExprSyntax) -> EdgeKind? {
        guard let style = call.arguments.first(where: { $0.label?.text == "style" })?.expression else { return nil }
        let callee = style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style
        switch callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "sheet": return .sheet
        case "cover": return .fullScreenCover
        case "push": return .push
        default: return nil
        }
    }

    /// The argument SwiftUI's call takes under `label` where the package's call writes it without
    /// one: `FlowStack($routes, …)` binds its route list as `NavigationStack(path:)` does.
    static func unlabelledArgument(_ call: FunctionCallExprSyntax, meaning label: String) -> ExprSyntax? {
        guard label == "path", call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "FlowStack",
              let first = call.arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The screen type a package's route list or navigator type is a stack of, as written:
    /// `Screen` for `Routes<Screen>` and `FlowNavigator<Screen>`; nil for other types.
    static func routeListElement(base: String, arguments: [String]) -> String? {
        guard ["Routes", "FlowNavigator"].contains(base), arguments.count == 1 else { return nil }
        return arguments[0]
    }

    /// A package's route lists and navigators of any route type, as `NavigationPath` is (`FlowPath`).
    static let erasedRouteLists: Set<String> = ["FlowPath", "FlowPathNavigator", "NBNavigationPath", "PathNavigator"]

    /// What a route list's methods do to its stack: push the route they are handed, present it
    /// with a kind, or go back.
    enum RouteListChange: Equatable {
        case push
        case present(EdgeKind)
        case pop
        case clear
    }

    /// The route list methods, by name (`routes.push(.detail)`, `navigator.presentSheet(.settings)`).
    static let routeListMethods: [String: RouteListChange] = [
        "push": .push, "presentSheet": .present(.sheet), "presentCover": .present(.fullScreenCover),
        "goBack": .pop, "pop": .pop, "dismiss": .pop, "goBackTo": .pop, "popTo": .pop,
        "goBackToRoot": .clear, "popToRoot": .clear, "dismissAll": .clear,
    ]

    /// The route a package's route wrapper holds and how it is shown: `.push(x)`, `.sheet(x)`,
    /// `.cover(x)`, `.root(x)` (nil kind: the list's first screen).
    static func wrappedRoute(_ value: ExprSyntax) -> (route: ExprSyntax, change: RouteListChange?)? {
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, let first = call.arguments.first, first.label == nil else { return nil }
        switch member.declName.baseName.text {
        case "root": return (first.expression, nil)
        case "push": return (first.expression, .push)
        case "sheet": return (first.expression, .present(.sheet))
        case "cover": return (first.expression, .present(.fullScreenCover))
        default: return nil
        }
    }
}
