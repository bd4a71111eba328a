import SwiftSyntax

/// Callbacks a class keeps in a stored closure property that another type fills
/// (`tunnel.onFeature = { route in self?.router.present(route) }`) and that the class calls with a
/// value (`onFeature?(.daita)`): the call runs the assigned closure, its parameters bound to the
/// arguments and `self` being the type that assigned it, where the call runs.
extension NavigationAnalyzer {
    /// A closure stored into a member by a type's code: `assigner` wrote `base.member = closure`.
    struct ClosureAssignment {
        var assigner: String
        var base: ExprSyntax
        var closure: ClosureExprSyntax
        var site: ExprSyntax
    }

    /// Every `base.member = { … }` of the analysed types, by member name; gathered once.
    func findClosureAssignments() -> [String: [ClosureAssignment]] {
        var found: [String: [ClosureAssignment]] = [:]
        for name in typeNames {
            for site in index[name]?.assignments ?? [] {
                guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), let member = lhs.as(MemberAccessExprSyntax.self),
                      let base = member.base, let closure = SyntaxHelpers.unwrap(rhs).as(ClosureExprSyntax.self) else { continue }
                found[member.declName.baseName.text, default: []].append(
                    ClosureAssignment(assigner: name, base: base, closure: closure, site: site.node))
            }
        }
        return found
    }

    /// What calling the stored closure property `name` of the class the code runs in does
    /// (`self?.onFeature?(.daita)`, `self?.onPicker?()`), when that class is no screen (a screen's
    /// callbacks run where they are assigned, and so do a child coordinator's with screens of its
    /// own) and other types assign it closures; `nil` otherwise.
    func evaluateAssignedClosures(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: Scope, depth: Int) -> Alternatives? {
        guard base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true, let owner = scope.type,
              depth < Self.maximumDepth, !takesScreenClosures(owner),
              let property = model.property(named: name, in: owner), property.getter == nil,
              let written = writtenType(of: property), written.contains("->"),
              case let assigned = closures(assignedTo: name, of: owner).filter({ !runsOnChildScreens(owner, from: $0.assigner) }),
              !assigned.isEmpty else { return nil }
        let parameterTypes = Self.closureParameterTypes(written)
        var result: Alternatives = []
        for assignment in assigned {
            var inner = Scope(type: assignment.assigner)
            bindParameters(of: assignment.closure, to: call, parameterTypes: parameterTypes, from: scope, context: owner, into: &inner)
            result += evaluateBlock(assignment.closure.statements, scope: &inner, depth: depth + 1)
        }
        return result.isEmpty ? nil : Array(result.prefix(Self.maximumAlternatives))
    }

    /// Binds the parameters of a stored closure (`{ route, context in … }`, or `$0`, `$1`) in `inner`
    /// to what `call` passes it, read in `scope`; `parameterTypes` are those its type declares.
    func bindParameters(
        of closure: ClosureExprSyntax, to call: FunctionCallExprSyntax, parameterTypes: [String] = [], from scope: Scope, context: String,
        into inner: inout Scope
    ) {
        let names = Self.parameterNames(of: closure, count: call.arguments.count)
        for (position, argument) in call.arguments.enumerated() where position < names.count {
            let parameterType = position < parameterTypes.count ? parameterTypes[position] : nil
            inner.locals[names[position]] = value(of: argument.expression, parameterType: parameterType, scope: scope, context: context)
        }
    }

    /// The closures other types store into the property `name` of a value of type `owner`; found
    /// once per property.
    private func closures(assignedTo name: String, of owner: String) -> [ClosureAssignment] {
        let key = owner + "." + name
        if let known = assignedClosuresByProperty[key] { return known }
        let assigned = (closureAssignments[name] ?? []).filter { assignment in
            valueType(assignment.base, scope: localScope(before: assignment.site, in: assignment.assigner)) == owner
        }
        assignedClosuresByProperty[key] = assigned
        return assigned
    }

    /// The parameter types a closure type names (`((AppRoute, Bool) -> Void)?` → `AppRoute`, `Bool`).
    static func closureParameterTypes(_ written: String) -> [String] {
        var text = Substring(TypeText.removingWhitespace(written))
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        // An optional closure type is written in parentheses: `((Route) -> Void)?`.
        if text.hasPrefix("(("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        guard text.hasPrefix("("), let arrow = text.range(of: ")->") else { return [] }
        let inside = text[text.index(after: text.startIndex)..<arrow.lowerBound]
        return inside.isEmpty ? [] : inside.split(separator: ",").map(String.init)
    }
}
