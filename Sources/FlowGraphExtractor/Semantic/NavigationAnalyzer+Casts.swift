import SwiftSyntax

/// Downcasts of values whose class is known (`if let stack = sender as? UINavigationController`
/// where `sender` is the screen calling): a cast that no class the value may have can pass always
/// fails, and one its class already passes always succeeds, so only one of the branches it
/// guards runs.
extension NavigationAnalyzer {
    /// UIKit's view controller classes and their superclasses, as far as a downcast between them
    /// needs: every class a value of one of them may be.
    static let uikitControllerSuperclasses: [String: String] = [
        "UIViewController": "UIResponder", "UIResponder": "NSObject",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIImagePickerController": "UINavigationController",
        "UIHostingController": "UIViewController",
    ]

    /// Whether a cast of a value of the app class `source` to `target` succeeds: `true` when every
    /// such value is a `target`, `false` when none is (neither `source`, its superclasses nor
    /// any app subclass of it is one), `nil` when the classes involved are not all known.
    func castSucceeds(from source: String, to target: String) -> Bool? {
        guard type(source)?.kind == .class else { return nil }
        let targetName = TypeText.base(target)
        let resolved = model.lookup(targetName, from: source) ?? targetName
        guard type(resolved)?.kind == .class || Self.uikitControllerSuperclasses[resolved] != nil else { return nil }
        guard let ancestry = knownAncestry(of: source) else { return nil }
        if ancestry.contains(resolved) { return true }
        for heir in typeNames where heir != source && inheritsFrom(heir, anyOf: [source]) {
            guard let heirAncestry = knownAncestry(of: heir) else { return nil }
            if heirAncestry.contains(resolved) { return nil }
        }
        return false
    }

    /// The class `name` and all its superclasses, app and UIKit; `nil` when one of them is a
    /// class of another library, whose superclasses are not known.
    private func knownAncestry(of name: String) -> Set<String>? {
        let appChain = [name] + superclasses(of: name)
        var ancestry = Set(appChain)
        guard let last = appChain.last, let written = type(last)?.inherited.first else { return ancestry }
        var next: String? = TypeText.base(written)
        if let declared = model.lookup(written, from: last), type(declared)?.kind != .class { return ancestry }
        while let current = next {
            guard Self.uikitControllerSuperclasses[current] != nil || current == "NSObject" else { return nil }
            ancestry.insert(current)
            next = Self.uikitControllerSuperclasses[current]
        }
        return ancestry
    }

    /// Whether the conditions of an `if` or `guard` can never all hold: one binds or tests a
    /// downcast (`let stack = sender as? UINavigationController`, `sender is UITabBarController`)
    /// that always fails for the value's known class, or of a value known to be `nil`, or unwraps
    /// a local known to be `nil` (`if let tag` with `tag: Int? = nil` not passed).
    func conditionsNeverHold(_ conditions: ConditionElementListSyntax, scope: Scope) -> Bool {
        conditions.contains { castOutcome($0, scope: scope) == false }
    }

    /// Whether the single condition of an `if` or `guard` always holds: it binds or tests a
    /// downcast the value's known class always passes.
    func conditionsAlwaysHold(_ conditions: ConditionElementListSyntax, scope: Scope) -> Bool {
        conditions.count == 1 && conditions.first.map { castOutcome($0, scope: scope) } == true
    }

    /// What the downcast a condition binds or tests gives for the value's known class (`false`
    /// also for unwrapping a known `nil`).
    private func castOutcome(_ condition: ConditionElementSyntax, scope: Scope) -> Bool? {
        let tested: ExprSyntax
        switch condition.condition {
        case .optionalBinding(let binding):
            // `if let tag` or `if let tag = tag` on a local known to hold `nil` (a parameter left at its default).
            if let name = binding.initializer.map({ SyntaxHelpers.identifier($0.value) }) ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               case .literal(Self.nilValue)? = scope.locals[name] {
                return false
            }
            guard let initializer = binding.initializer?.value else { return nil }
            tested = initializer
        case .expression(let expression):
            tested = expression
        default:
            return nil
        }
        guard let (operand, target) = Self.downcast(tested) else { return nil }
        // `sender as? UINavigationController` where the caller passed `sender: nil`: no value passes.
        if let name = SyntaxHelpers.identifier(operand), case .literal(Self.nilValue)? = scope.locals[name] { return false }
        guard let source = valueType(operand, scope: scope) else { return nil }
        return castSucceeds(from: source, to: target)
    }

    /// The value and the type of `x as? T` or `x is T`, folded or as the parser leaves them.
    private static func downcast(_ expression: ExprSyntax) -> (operand: ExprSyntax, type: String)? {
        if let type = SyntaxHelpers.castType(expression), let operand = SyntaxHelpers.castOperand(expression) {
            return (operand, type.trimmedText)
        }
        if let test = expression.as(IsExprSyntax.self) { return (test.expression, test.type.trimmedText) }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if elements[1].is(UnresolvedIsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return (elements[0], type.type.trimmedText)
            }
        }
        return nil
    }
}
