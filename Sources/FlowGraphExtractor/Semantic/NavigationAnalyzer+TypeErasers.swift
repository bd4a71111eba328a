import SwiftSyntax

/// Type erasers: a generic wrapper built from any value of a protocol (`AnyFlow<Destination>`
/// built as `AnyFlow(self)`, a `Hub<Event>` built from a handler) keeps closures its generic
/// initialiser makes over that value (`init<F: Flow>(_ flow: F) { doGo = { flow.go(to: $0, context: $1) } }`),
/// and its methods call them. Calling one runs the wrapped value's method: that of the conformers
/// of the initialiser's constraint whose method takes what the wrapper's generic arguments fix
/// (`go(to destination: GardenDestination, …)` for an `AnyFlow<GardenDestination>`), each an
/// alternative; nothing when the wrapper's arguments are not known.
extension NavigationAnalyzer {
    /// One stored closure of an eraser: the protocol its initialiser's value conforms to, the
    /// closure, and the call it makes on that value.
    struct ErasedForwarding {
        var constraint: String
        var closure: ClosureExprSyntax
        var forwarded: FunctionCallExprSyntax
        var method: String
    }

    /// The erasers' forwarding closures, by type and closure property. Found once.
    func findErasedForwardings() -> [String: [String: ErasedForwarding]] {
        var found: [String: [String: ErasedForwarding]] = [:]
        for name in typeNames where !genericParameters(of: name).isEmpty {
            for initialiser in model.methods(named: "init", in: name) where initialiser.owner == name {
                guard let body = initialiser.body, let clause = initialiser.genericParameterClause else { continue }
                // The initialiser's parameters of a generic type constrained to an app protocol.
                var wrapped: [String: String] = [:]
                for generic in clause.parameters {
                    guard let constraint = generic.inheritedType.flatMap({ model.lookup(TypeText.base($0.trimmedText), from: name) }),
                          type(constraint)?.kind == .protocol else { continue }
                    for parameter in initialiser.parameters where TypeText.base(parameter.type) == generic.name.text {
                        wrapped[parameter.name] = constraint
                    }
                }
                guard !wrapped.isEmpty else { continue }
                for item in body {
                    guard let expression = SyntaxHelpers.expression(item), let (target, value) = SyntaxHelpers.assignment(expression),
                          let property = SyntaxHelpers.lastName(target), model.property(named: property, in: name) != nil,
                          let closure = SyntaxHelpers.unwrap(value).as(ClosureExprSyntax.self), closure.statements.count == 1,
                          let statement = closure.statements.first.flatMap(SyntaxHelpers.expression),
                          let call = SyntaxHelpers.unwrap(statement).as(FunctionCallExprSyntax.self),
                          let (base, method) = SyntaxHelpers.callee(call), let receiver = base.flatMap(SyntaxHelpers.identifier),
                          let constraint = wrapped[receiver] else { continue }
                    found[name, default: [:]][property] = ErasedForwarding(constraint: constraint, closure: closure, forwarded: call, method: method)
                }
            }
        }
        return found
    }

    /// What calling the stored closure `name` of the eraser whose method runs in `scope` does:
    /// each matching conformer's method, run with what `call` passes the closure; `nil` when
    /// `name` is no eraser's forwarding closure.
    func evaluateErasedForwarding(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: Scope, depth: Int) -> Alternatives? {
        guard base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true, let owner = scope.type,
              let forwarding = erasedForwardings[owner]?[name] else { return nil }
        let arguments = Set(scope.ownerTypeArguments.values.map(TypeText.base))
        guard !arguments.isEmpty, depth < Self.maximumDepth else { return [[]] }
        let labels = SyntaxHelpers.labels(forwarding.forwarded)
        var seen: Set<String> = []
        let implementations = model.conformers(of: forwarding.constraint).filter { $0 != owner && !SemanticModel.isTestDouble($0) }.flatMap { conformer in
            model.methods(named: forwarding.method, in: conformer).filter { method in
                method.body != nil && method.accepts(labels: labels) && method.parameters.contains { arguments.contains(TypeText.base($0.type)) }
                    && seen.insert("\(method.fileIndex):\(method.line)").inserted
            }
        }
        guard !implementations.isEmpty else { return [[]] }
        // The closure's parameters hold what this call passes it.
        var inner = Scope(type: owner, propertyTypes: scope.propertyTypes)
        bindParameters(of: forwarding.closure, to: call, from: scope, context: owner, into: &inner)
        return implementations.flatMap { method in
            evaluateMethod(method, call: forwarding.forwarded, scope: inner, depth: depth + 1)
        }
    }
}
