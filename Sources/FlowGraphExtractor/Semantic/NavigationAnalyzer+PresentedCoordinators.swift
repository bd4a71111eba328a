import SwiftSyntax

/// A child coordinator shown modally by presenting the navigation controller it holds:
/// `start(child); root.present(child.root, animated: true)` (often a base coordinator's
/// `present(_ child:)` helper) presents the child's first screen; it is not also hosted in place.
extension NavigationAnalyzer {
    /// The UIKit coordinator whose own wrapping controller `expression` names (`child.root`,
    /// `flow.navigationController`); `nil` for anything else.
    func coordinatorHoldingContainer(_ expression: ExprSyntax, scope: Scope) -> String? {
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self), let base = member.base,
              let child = valueType(base, scope: scope), child != scope.type, uikitCoordinators.contains(child),
              let property = model.property(named: member.declName.baseName.text, in: child),
              let written = property.type.map(TypeText.base) ?? declaredType(property),
              Self.wrappingControllers.contains(written) || wrappingControllerBase(of: written) != nil else { return nil }
        return child
    }

    /// `alternative` without the starts of children it also presents the roots of: the
    /// presentation is the move to the child's first screen.
    static func droppingPresentedChildStarts(_ alternative: [NavigationOperation]) -> [NavigationOperation] {
        let presented = Set(alternative.compactMap { operation -> String? in
            if case .present(.coordinatorRoot(let child), _) = operation.kind { return child }
            return nil
        })
        guard !presented.isEmpty else { return alternative }
        return alternative.filter { operation in
            if case .startChild(let child) = operation.kind { return !presented.contains(child) }
            return true
        }
    }
}
