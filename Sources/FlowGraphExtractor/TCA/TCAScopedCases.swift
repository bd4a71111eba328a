import SwiftSyntax

/// A state property typed by an enum whose cases carry child features' states, which the reducer
/// scopes into case by case: one case is live at a time, so the property swaps its content among
/// the cases' screens, starting from its initial case, and the children are no screens embedded
/// side by side (nor tabs). Either the cases are scoped one by one (`Scope(state: \.phase, action:
/// \.phase) { Scope(state: \.intro, …) { Intro() }; Scope(state: \.main, …) { Main() } }`), or the
/// property holds a destination reducer's state (`var root: Path.State`, `Scope(state: \.root,
/// action: \.root) { Path() }`: the screen at the bottom of a stack of the same cases).
extension TCAModel {
    /// Registers a switched slot for each such property of `feature`'s state.
    mutating func readScopedCases(of feature: String) {
        guard let state = types["\(feature).State"] else { return }
        for (file, block) in features[feature]!.type.memberBlocks {
            for scope in TCASyntax.calls(in: block, skippingNestedTypes: true) where Self.calleeName(scope) == "Scope" {
                guard let closure = scope.trailingClosure, Self.enclosingScope(of: scope) == nil,
                      let stateArgument = TCASyntax.scopedState(of: scope),
                      case let chain = TCASyntax.keyPathNames(stateArgument), chain.count == 1,
                      !features[feature]!.slots.contains(where: { $0.kind == .switched && $0.chain == chain }),
                      let binding = state.properties.first(where: { $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == chain[0] })?.binding,
                      let written = binding.typeAnnotation?.type.trimmedText, !written.hasSuffix("?"),
                      let reducer = casesScoped(by: closure, into: written, from: state.qualifiedName)
                else { continue }
                var slot = Slot(kind: .switched, property: chain[0], file: file, line: file.line(of: binding.pattern), caseReducer: reducer)
                slot.chain = chain
                slot.scopedCaseByCase = true
                slot.scopeAction = scope.arguments.first { $0.label?.text == "action" }.flatMap { TCASyntax.keyPathNames($0.expression).last }
                slot.initialCase = initialCase(of: binding, in: state.qualifiedName)
                features[feature]!.slots.append(slot)
            }
        }
    }

    /// The case reducer of a property typed `written` whose `Scope` runs `closure`: the destination
    /// reducer the closure runs, or the property's enum when the closure scopes into two or more
    /// of its cases carrying features' states.
    private mutating func casesScoped(by closure: ClosureExprSyntax, into written: String, from owner: String) -> String? {
        let calls = closure.statements.compactMap { $0.item.as(FunctionCallExprSyntax.self) }
        var base = written
        if base.hasSuffix(".State") { base.removeLast(".State".count) }
        // `Path()`, or the reducer of one of its cases (`Path.intro(…)`, a `@Reducer enum`'s builder).
        let callee = calls.count == 1 ? calls[0].calledExpression : nil
        let built = callee.flatMap { types.resolve($0.trimmedText, from: owner) }
            ?? callee?.as(MemberAccessExprSyntax.self)?.base.flatMap { types.resolve($0.trimmedText, from: owner) }
        if let built, caseReducers[built] != nil, types.resolve(base, from: owner) == built {
            return built
        }
        guard calls.contains(where: { Self.calleeName($0) == "Scope" }),
              let enumName = types.resolve(written, from: owner), let enumType = types[enumName],
              enumType.kind == .enum, !isReducer(enumType), caseReducers[enumName] == nil
        else { return nil }
        let cases = readCases(of: enumName)
        guard cases.filter({ $0.hostedFeature != nil }).count >= 2 else { return nil }
        caseReducers[enumName] = CaseReducer(name: enumName, cases: cases)
        return enumName
    }

    /// Whether `slot` is an enum property the reducer scopes into case by case, whose cases carry
    /// their children's states and receive their actions under the case's name.
    static func isScopedCaseByCase(_ slot: Slot) -> Bool { slot.kind == .switched && slot.scopedCaseByCase }

    /// The `Scope` whose child reducers' closure holds `call`: `call` then scopes into that scope's state.
    static func enclosingScope(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(call).parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let outer = syntax.as(FunctionCallExprSyntax.self), calleeName(outer) == "Scope",
               let closure = outer.trailingClosure, Syntax(call).isDescendant(of: Syntax(closure)) {
                return outer
            }
            current = syntax.parent
        }
        return nil
    }
}
