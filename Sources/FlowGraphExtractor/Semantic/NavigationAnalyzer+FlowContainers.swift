import SwiftSyntax

/// Navigation controllers an object fills and presents itself: a sign-in flow run by a service
/// keeps `lazy var flow = UINavigationController()`, and its `show(_:)` presents the flow with a
/// screen on the controller it was handed when nothing is shown yet, else pushes the screen onto it
/// (`if flow.viewControllers.isEmpty { flow.setViewControllers([screen]); host.present(flow, …) }
/// else { flow.pushViewController(screen, …) }`). That is one move, which of the two it is told
/// by what the flow showed before it (``resolvingPresentOrPush(_:)``).
extension NavigationAnalyzer {
    /// The property name of `expression` (`self.flow`, `flow`) when it is a stored property of the
    /// scope's type that the type itself presents somewhere (`host.present(self.flow, animated: true)`).
    func ownPresentedContainer(_ expression: ExprSyntax?, scope: Scope) -> String? {
        guard let expression, let owner = scope.type, let name = SyntaxHelpers.ownPropertyName(expression), scope.locals[name] == nil,
              presentedProperties(of: owner).contains(name), model.property(named: name, in: owner) != nil else { return nil }
        return name
    }

    /// The names `owner`'s code presents with UIKit's `present(_:animated:)`, found once per type.
    private func presentedProperties(of owner: String) -> Set<String> {
        if let known = presentedPropertiesIndex[owner] { return known }
        var names: Set<String> = []
        for site in index[owner]?.calls ?? [] where SyntaxHelpers.callee(site.node)?.name == "present" {
            guard SyntaxHelpers.labels(site.node).dropFirst().first == "animated",
                  let shown = site.node.arguments.first?.expression, let name = SyntaxHelpers.ownPropertyName(shown),
                  SyntaxHelpers.unwrap(shown).is(MemberAccessExprSyntax.self) || !SyntaxHelpers.isLocal(name, at: site.node) else { continue }
            names.insert(name)
        }
        presentedPropertiesIndex[owner] = names
        return names
    }

    /// The one move of a branch that presents a flow container with a screen and a branch that
    /// pushes that screen onto it (see ``NavigationOperation/pushesOnceShown``); `nil` for other branches.
    static func presentOrPush(_ then: Alternatives, _ otherwise: Alternatives) -> Alternatives? {
        func only(_ alternatives: Alternatives) -> NavigationOperation? {
            let moves = alternatives.count == 1 ? alternatives[0] : []
            return moves.count == 1 && moves[0].flowContainer != nil ? moves[0] : nil
        }
        guard let first = only(then), let second = only(otherwise), first.flowContainer == second.flowContainer else { return nil }
        for (presented, pushed) in [(first, second), (second, first)] {
            guard case .present(let shown, _) = presented.kind, case .append(let target) = pushed.kind, shown.key == target.key else { continue }
            var move = presented
            move.pushesOnceShown = true
            return [[move]]
        }
        return nil
    }

    /// The one move of a branch that makes a screen a stack's only one and a branch that pushes
    /// that screen onto the same stack (`if viewControllers.isEmpty { setViewControllers([screen], …) }
    /// else { pushViewController(screen, …) }`): the push, which a stack showing nothing yet takes
    /// as its first screen; `nil` for other branches.
    static func setRootOrPush(_ then: Alternatives, _ otherwise: Alternatives) -> Alternatives? {
        func only(_ alternatives: Alternatives) -> NavigationOperation? {
            alternatives.count == 1 && alternatives[0].count == 1 ? alternatives[0][0] : nil
        }
        guard let first = only(then), let second = only(otherwise), first.owner == second.owner, first.stack == second.stack else { return nil }
        for (root, pushed) in [(first, second), (second, first)] {
            guard case .setStack(let stack) = root.kind, stack.count == 1, case .append(let target) = pushed.kind,
                  stack[0].key == target.key else { continue }
            return [[pushed]]
        }
        return nil
    }

    /// `alternative` with each present-or-push move (``NavigationOperation/pushesOnceShown``) made
    /// the push it is when something is shown over the screen the moves start from: a dismissal
    /// leads back to that screen.
    static func resolvingPresentOrPush(_ alternative: [NavigationOperation]) -> [NavigationOperation] {
        guard alternative.contains(where: \.pushesOnceShown) else { return alternative }
        var showing = false
        return alternative.map { operation in
            switch operation.kind {
            case .present(let target, _) where operation.pushesOnceShown && showing:
                var pushed = operation
                pushed.kind = .append(target)
                return pushed
            case .present, .append, .setStack:
                showing = true
            case .dismiss:
                showing = false
            default:
                break
            }
            return operation
        }
    }
}
