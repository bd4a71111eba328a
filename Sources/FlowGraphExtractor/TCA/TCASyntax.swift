import SwiftSyntax

/// Small syntax queries the recognisers share (TCA, deep links, tabs).
enum TCASyntax {
    /// Every node of type `T` under `root`, in source order; nested type declarations are not
    /// entered when `skippingNestedTypes` (their code belongs to another type).
    static func nodes<T: SyntaxProtocol>(_ type: T.Type, in root: some SyntaxProtocol, skippingNestedTypes: Bool) -> [T] {
        // The test is made here, where `T` is known, so the walk does no generic cast per node.
        let collector = Collector(skippingNestedTypes: skippingNestedTypes, visitsTokens: T.self == TokenSyntax.self) { $0.is(T.self) }
        collector.walk(Syntax(root))
        return collector.found.map { $0.cast(T.self) }
    }

    static func calls(in root: some SyntaxProtocol, skippingNestedTypes: Bool) -> [FunctionCallExprSyntax] {
        nodes(FunctionCallExprSyntax.self, in: root, skippingNestedTypes: skippingNestedTypes)
    }

    /// Every `switch` and every `switch` case under `root`, each in source order, as `nodes` finds
    /// them (nested types entered), in one walk rather than one for each.
    static func switchesAndCases(in root: some SyntaxProtocol) -> SwitchSites {
        let collector = Collector(skippingNestedTypes: false, visitsTokens: false) { $0.is(SwitchExprSyntax.self) || $0.is(SwitchCaseSyntax.self) }
        collector.walk(Syntax(root))
        return SwitchSites(
            switches: collector.found.compactMap { $0.as(SwitchExprSyntax.self) }, cases: collector.found.compactMap { $0.as(SwitchCaseSyntax.self) })
    }

    /// The `switch`es and `switch` cases of a file (``switchesAndCases(in:)``).
    struct SwitchSites {
        var switches: [SwitchExprSyntax]
        var cases: [SwitchCaseSyntax]
    }

    /// Collects the nodes `matches` accepts. Not generic: overrides of a generic visitor run
    /// unspecialised, looking up the sought type's metadata at every node they visit.
    private final class Collector: SyntaxAnyVisitor {
        var found: [Syntax] = []
        let skippingNestedTypes: Bool
        /// Whether tokens are sought; when not, they are passed by without a test.
        let visitsTokens: Bool
        let matches: (Syntax) -> Bool

        init(skippingNestedTypes: Bool, visitsTokens: Bool, matches: @escaping (Syntax) -> Bool) {
            self.skippingNestedTypes = skippingNestedTypes
            self.visitsTokens = visitsTokens
            self.matches = matches
            super.init(viewMode: .sourceAccurate)
        }

        /// Tokens are half of a tree's nodes and none of the nodes sought: passed by without a test.
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            visitsTokens ? visitAny(Syntax(token)) : .skipChildren
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if skippingNestedTypes, node.isTypeDeclaration { return .skipChildren }
            if matches(node) { found.append(node) }
            return .visitChildren
        }
    }

    /// The property names of a key path, `$`, `?` and a box's `wrappedValue` dropped: `\.destination?.add` → `destination, add`,
    /// `\State.$destination` → `destination`. Empty when `expression` is not a key path.
    static func keyPathNames(_ expression: ExprSyntax) -> [String] {
        guard let keyPath = expression.as(KeyPathExprSyntax.self) else { return [] }
        return keyPath.components.compactMap { component in
            guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
            let name = property.declName.baseName.text
            // A box's content (`\.detail.wrappedValue!`, a `Heap` breaking a recursive state) is the property holding it.
            if name == "wrappedValue" { return nil }
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        }
    }

    /// The state key path a scoping call names: `scope(state: \.child, action: …)`, `Scope(state: …)`,
    /// or the unlabelled form of later TCA releases, `scope(\.child, action: \.child)`.
    static func scopedState(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let labelled = call.arguments.first(where: { $0.label?.text == "state" }) { return labelled.expression }
        guard let first = call.arguments.first, first.label == nil, first.expression.is(KeyPathExprSyntax.self),
              call.arguments.contains(where: { $0.label?.text == "action" })
        else { return nil }
        return first.expression
    }

    /// The reducer type a `Scope` (or `ifLet`) runs, as written: `HomeFeature` from its builder closure
    /// (`Scope(state:action:) { HomeFeature() }`) or its `child:` (`ifLet`'s `then:`) argument
    /// (`child: HomeFeature.init`, `child: { HomeFeature() }`).
    static func scopedReducerType(of scope: FunctionCallExprSyntax) -> String? {
        let argument = scope.arguments.first { $0.label?.text == "child" || $0.label?.text == "then" }?.expression
        if let closure = scope.trailingClosure ?? argument?.as(ClosureExprSyntax.self) {
            return closure.statements.first?.item.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
        }
        guard let child = argument else { return nil }
        // `HomeFeature.init`: the type's initialiser, passed as the function building the reducer.
        if let member = child.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            return base.trimmedText
        }
        return child.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
    }

    /// The action an action case wraps: its `action:` argument (`.element(id: _, action: .detail(…))`),
    /// its only one (`.detail(.saveTapped)`), or the second of an element's unlabelled id and
    /// action (`.element(_, .detail(…))`, a route list's `.routeAction(_, .detail(…))`): an id that
    /// names no case, then a case.
    static func wrappedAction(in expression: ExprSyntax) -> ExprSyntax? {
        let arguments = TCASyntax.arguments(expression)
        if let labelled = arguments.first(where: { $0.label?.text == "action" }) { return labelled.expression }
        if arguments.count == 1 { return arguments.first!.expression }
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              caseName(expression) == "element"
                || caseName(arguments.first!.expression) == nil && caseName(arguments.last!.expression) != nil
        else { return nil }
        return arguments.last!.expression
    }

    /// The name a case pattern's argument binds or refers to: `x` in `.detail(let x)`, `.detail(x)`
    /// (in `case let .detail(x)`), `.detail(var x)`.
    static func boundName(_ argument: ExprSyntax) -> String? {
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let bound = argument.as(PatternExprSyntax.self)?.pattern else { return nil }
        return (bound.as(ValueBindingPatternSyntax.self)?.pattern ?? bound).as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The enum case an expression names: `.add(…)`, `.add`, `Destination.State.add(…)`, `/Destination.State.add`.
    static func caseName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { expression = prefix.expression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        return name == "init" ? nil : name
    }

    /// The arguments of the call an expression is, or empty.
    static func arguments(_ expression: ExprSyntax) -> [LabeledExprSyntax] {
        expression.as(FunctionCallExprSyntax.self).map { Array($0.arguments) } ?? []
    }

    /// The expression a `case` item matches, through `let`/`var` bindings.
    static func patternExpression(_ pattern: PatternSyntax) -> ExprSyntax? {
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return expression.expression }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return patternExpression(binding.pattern) }
        return nil
    }

    /// The `switch` cases enclosing `node`, innermost first.
    static func enclosingSwitchCases(of node: some SyntaxProtocol) -> [SwitchCaseSyntax] {
        var result: [SwitchCaseSyntax] = []
        var current = Syntax(node).parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let switchCase = syntax.as(SwitchCaseSyntax.self) { result.append(switchCase) }
            current = syntax.parent
        }
        return result
    }

    /// The patterns an action is matched with around `node`, innermost first: each enclosing `switch`
    /// case's labels, and each `if case .tapped = action` whose body holds `node`.
    static func enclosingPatternGroups(of node: some SyntaxProtocol) -> [(patterns: [ExprSyntax], switchCase: SwitchCaseSyntax?)] {
        var groups: [(patterns: [ExprSyntax], switchCase: SwitchCaseSyntax?)] = []
        var current = Syntax(node).parent
        var child = Syntax(node)
        while let syntax = current, !syntax.isTypeDeclaration {
            if let switchCase = syntax.as(SwitchCaseSyntax.self) {
                groups.append((labelExpressions(switchCase), switchCase))
            } else if let ifExpr = syntax.as(IfExprSyntax.self), child.id == ifExpr.body.id {
                let patterns = ifExpr.conditions.compactMap { $0.condition.as(MatchingPatternConditionSyntax.self) }
                    .filter { isReducerAction($0.initializer.value) }
                    .compactMap { patternExpression($0.pattern) }
                if !patterns.isEmpty { groups.append((patterns, nil)) }
            }
            child = syntax
            current = syntax.parent
        }
        return groups
    }

    /// Whether `expression` names the action a reducer is handling: the second parameter of the
    /// enclosing `Reduce { state, action in … }` closure, or `reduce(into:action:)`'s `action`.
    private static func isReducerAction(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = Syntax(expression).parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let closure = syntax.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                let names: [String]
                switch parameters {
                case .simpleInput(let list): names = list.map(\.name.text)
                case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                }
                if names.count == 2 { return names[1] == name }
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    $0.firstName.text == "action" && ($0.secondName ?? $0.firstName).text == name
                }
            }
            current = syntax.parent
        }
        return false
    }

    /// The expressions of a switch case's first label, or empty for `default`.
    static func labelExpressions(_ switchCase: SwitchCaseSyntax) -> [ExprSyntax] {
        guard case .case(let label) = switchCase.label else { return [] }
        return label.caseItems.compactMap { patternExpression($0.pattern) }
    }

    /// The value an expression evaluates to past `try`, `try!`, `try?` and `await`:
    /// `try .history(…)` → `.history(…)`.
    static func value(of expression: ExprSyntax) -> ExprSyntax {
        if let attempt = expression.as(TryExprSyntax.self) { return value(of: attempt.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return value(of: awaited.expression) }
        return expression
    }

    /// `a = b` as (left, right) when `expression` is a plain assignment.
    static func assignment(_ expression: SequenceExprSyntax) -> (left: ExprSyntax, right: ExprSyntax)? {
        let elements = Array(expression.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }
}

extension Syntax {
    var isTypeDeclaration: Bool {
        switch kind {
        case .structDecl, .enumDecl, .classDecl, .actorDecl, .extensionDecl, .protocolDecl: true
        default: false
        }
    }

    /// Whether this node lies inside `ancestor`.
    func isDescendant(of ancestor: Syntax) -> Bool {
        position >= ancestor.position && endPosition <= ancestor.endPosition && root == ancestor.root
    }

    /// The nearest call enclosing this node.
    var ancestorCall: FunctionCallExprSyntax? {
        var current = parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let call = syntax.as(FunctionCallExprSyntax.self) { return call }
            current = syntax.parent
        }
        return nil
    }

    /// The function declaration whose body holds this node, within its type.
    var enclosingFunction: FunctionDeclSyntax? {
        var current = parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function }
            current = syntax.parent
        }
        return nil
    }
}
