import SwiftSyntax

/// A state property typed by an enum whose cases carry child features' states, which the reducer
/// scopes into case by case (`Scope(state: \.phase, action: \.phase) { Scope(state: \.intro, …) {
/// Intro() }; Scope(state: \.main, …) { Main() } }`): one case is live at a time, so the property
/// swaps its content among the cases' screens, starting from its initial case, and the children are
/// no screens embedded side by side (nor tabs).
extension TCAModel {
    /// Registers a switched slot for each such property of `feature`'s state.
    mutating func readScopedCases(of feature: String) {
        guard let state = types["\(feature).State"] else { return }
        for (file, block) in features[feature]!.type.memberBlocks {
            for scope in TCASyntax.calls(in: block, skippingNestedTypes: true) where Self.calleeName(scope) == "Scope" {
                guard let closure = scope.trailingClosure, Self.enclosingScope(of: scope) == nil,
                      closure.statements.contains(where: { $0.item.as(FunctionCallExprSyntax.self).flatMap(Self.calleeName) == "Scope" }),
                      let stateArgument = TCASyntax.scopedState(of: scope),
                      case let chain = TCASyntax.keyPathNames(stateArgument), chain.count == 1,
                      !features[feature]!.slots.contains(where: { $0.kind == .switched && $0.chain == chain }),
                      let binding = state.properties.first(where: { $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == chain[0] })?.binding,
                      let written = binding.typeAnnotation?.type.trimmedText, !written.hasSuffix("?"),
                      let enumName = types.resolve(written, from: state.qualifiedName), let enumType = types[enumName],
                      enumType.kind == .enum, !isReducer(enumType), caseReducers[enumName] == nil
                else { continue }
                let cases = readCases(of: enumName)
                guard cases.filter({ $0.hostedFeature != nil }).count >= 2 else { continue }
                caseReducers[enumName] = CaseReducer(name: enumName, cases: cases)
                var slot = Slot(kind: .switched, property: chain[0], file: file, line: file.line(of: binding.pattern), caseReducer: enumName)
                slot.chain = chain
                slot.scopedCaseByCase = true
                slot.initialCase = initialCase(of: binding, in: state.qualifiedName)
                features[feature]!.slots.append(slot)
            }
        }
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
