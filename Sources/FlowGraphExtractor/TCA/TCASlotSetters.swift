import SwiftSyntax

/// Methods of a feature's `State` that put one of their parameters in a presentation slot:
/// `mutating func show(_ next: Destination.State) { … destination = next … }`. The reducer calling
/// `state.show(.settings(…))` presents the case it passes, as `state.destination = .settings(…)` would.
extension TCAModel {
    /// A `State` method assigning its parameter to a `@Presents` slot.
    struct SlotSetter {
        /// The position of the parameter the method assigns.
        var parameter: Int
        /// The slot's state property.
        var property: String
    }

    /// The feature's `State` methods that assign a parameter to one of its presentation slots, by name.
    func readSlotSetters(of feature: FeatureInfo) -> [String: SlotSetter] {
        guard let state = types["\(feature.name).State"] else { return [:] }
        let presented = Set(feature.slots.filter { $0.kind == .presents }.map(\.property))
        guard !presented.isEmpty else { return [:] }
        var setters: [String: SlotSetter] = [:]
        for (_, block) in state.memberBlocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                for sequence in TCASyntax.nodes(SequenceExprSyntax.self, in: body, skippingNestedTypes: true) {
                    guard let (left, right) = TCASyntax.assignment(sequence),
                          let parameter = right.as(DeclReferenceExprSyntax.self).flatMap({ parameters.firstIndex(of: $0.baseName.text) }),
                          let property = Self.ownProperty(left, shadowedBy: parameters), presented.contains(property)
                    else { continue }
                    setters[function.name.text] = SlotSetter(parameter: parameter, property: property)
                }
            }
        }
        return setters
    }

    /// The property of the state itself that `left` names inside one of its methods: `self.destination`,
    /// or a bare `destination` no parameter shadows.
    private static func ownProperty(_ left: ExprSyntax, shadowedBy parameters: [String]) -> String? {
        if let member = left.as(MemberAccessExprSyntax.self) {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
            return member.declName.baseName.text
        }
        guard let name = left.as(DeclReferenceExprSyntax.self)?.baseName.text, !parameters.contains(name) else { return nil }
        return name
    }

    /// The slot and the value a call of one of the state's setters (`state.show(.settings(…))`) presents.
    func slotSetterCall(_ call: FunctionCallExprSyntax, in feature: FeatureInfo) -> (slot: Slot, value: ExprSyntax)? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), Self.isOwnState(ExprSyntax(callee)),
              let setter = feature.slotSetters[callee.declName.baseName.text],
              setter.parameter < call.arguments.count,
              let slot = feature.slots.first(where: { $0.kind == .presents && $0.property == setter.property })
        else { return nil }
        return (slot, call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: setter.parameter)].expression)
    }
}
