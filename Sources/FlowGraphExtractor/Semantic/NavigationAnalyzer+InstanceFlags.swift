import FlowGraph
import SwiftSyntax

/// Boolean stored properties of an instance built in the flow being followed (an operation queued
/// with `SignInTask(host: self)`, see ``NavigationAnalyzer/queuedMain(of:)``): such an instance
/// starts with the values its declarations give (`private var showsTips = false`), so a test of
/// one tells which way the flow goes. `guard showsTips else { return finish(false) }` runs the
/// tips only on the paths where the instance set `showsTips = true` first (in a sign-in handler,
/// say), and the `else` on the others.
///
/// While the instance's code runs, its writes and tests of these properties are recorded in the
/// alternatives as ``NavigationOperation/Kind/setsFlag(_:_:)`` and
/// ``NavigationOperation/Kind/testsFlag(_:_:)``; when its evaluation returns,
/// ``settlingFlags(_:initially:)`` drops the alternatives whose tests contradict what the instance
/// holds there and removes the records, so nothing outside the instance sees them.
extension NavigationAnalyzer {
    /// The property `expression` reads when it is a Boolean stored property, given a literal
    /// initial value, of the instance being followed (`self.showsTips`, or `showsTips` not shadowed
    /// by a local).
    func instanceFlag(_ expression: ExprSyntax, scope: Scope) -> String? {
        guard let fresh = scope.freshInstance, scope.type == fresh else { return nil }
        let expression = SyntaxHelpers.unwrap(expression)
        let name: String
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            name = member.declName.baseName.text
        } else if let identifier = SyntaxHelpers.identifier(expression), scope.locals[identifier] == nil {
            name = identifier
        } else {
            return nil
        }
        return initialFlags(of: fresh)[name] != nil ? name : nil
    }

    /// What testing `condition` assumes of the instance's flags when it holds: the flag and the
    /// value it must have (`!showsTips`: `showsTips` is `false`).
    func testedFlag(_ condition: ExprSyntax, scope: Scope) -> (name: String, value: Bool)? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return testedFlag(prefix.expression, scope: scope).map { ($0.name, !$0.value) }
        }
        return instanceFlag(condition, scope: scope).map { ($0, true) }
    }

    /// The Boolean stored properties `type` declares with a literal initial value, and that value.
    func initialFlags(of type: String) -> [String: Bool] {
        var flags: [String: Bool] = [:]
        for property in self.type(type)?.properties ?? [] where !property.modifiers.contains("static") && property.getter == nil {
            guard let literal = property.initializer.flatMap({ SyntaxHelpers.unwrap($0).as(BooleanLiteralExprSyntax.self) }) else { continue }
            flags[property.name] = literal.literal.tokenKind == .keyword(.true)
        }
        return flags
    }

    /// The flags a closure stored for later sets (`screen.onFinish = { self.showsTips = true; … }`).
    /// One set just before the closure hands control back to the flow (calls its enclosing
    /// function's completion parameter: `self.showsTips = true; done(true)`) holds for what runs
    /// next; any other may hold either value from here on.
    func flagsSetLater(by closure: ClosureExprSyntax, at node: some SyntaxProtocol, scope: Scope) -> Alternatives {
        guard let fresh = scope.freshInstance, scope.type == fresh else { return [[]] }
        var inner = scope
        for parameter in Self.parameterNames(of: closure, count: 4) { inner.locals[parameter] = .unknown }
        var sets: [String: Bool?] = [:]
        for assignment in WriteCollector(Syntax(closure)).assignments {
            guard let (lhs, rhs) = SyntaxHelpers.assignment(assignment), let name = instanceFlag(lhs, scope: inner) else { continue }
            let literal = SyntaxHelpers.unwrap(rhs).as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
            let value = literal.flatMap { Self.continuesFlow(after: assignment, in: closure) ? $0 : nil }
            sets[name] = sets[name].map { $0 == value ? value : nil } ?? value
        }
        guard !sets.isEmpty else { return [[]] }
        let file = fileIndex(of: node)
        return [sets.sorted { $0.key < $1.key }.map { name, value in
            NavigationOperation(kind: .setsFlag(name, value), owner: fresh, fileIndex: file, line: model.file(file).line(of: node), site: Syntax(node))
        }]
    }

    /// Whether a statement after `assignment` in its own block, inside `closure`, calls a
    /// parameter of a function the closure is written in: the flow waiting on the closure goes on there.
    private static func continuesFlow(after assignment: ExprSyntax, in closure: ClosureExprSyntax) -> Bool {
        guard let item = assignment.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
              let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        var parameters: Set<String> = []
        var function = SyntaxHelpers.enclosingFunction(closure)
        while let declaration = function {
            for parameter in declaration.signature.parameterClause.parameters {
                parameters.insert((parameter.secondName ?? parameter.firstName).text)
            }
            function = SyntaxHelpers.enclosingFunction(declaration)
        }
        return block.drop { $0.id != item.id }.dropFirst().contains { later in
            let expression: ExprSyntax? = switch later.item {
            case .expr(let expression): expression
            case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
            guard let call = expression.flatMap({ SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self) }),
                  let callee = SyntaxHelpers.callee(call), callee.base == nil else { return false }
            return parameters.contains(callee.name)
        }
    }

    /// The record of a flag written or tested at `node`.
    func flagOperation(_ name: String, _ value: Bool, tested: Bool, at node: some SyntaxProtocol, scope: Scope) -> NavigationOperation {
        let file = fileIndex(of: node)
        return NavigationOperation(kind: tested ? .testsFlag(name, value) : .setsFlag(name, value), owner: scope.type ?? "",
                                   fileIndex: file, line: model.file(file).line(of: node), site: Syntax(node))
    }

    /// `alternatives` without those whose flag tests contradict the values the instance holds at
    /// that point (its initial values, then what it set), and without the flag records.
    static func settlingFlags(_ alternatives: Alternatives, initially initial: [String: Bool]) -> Alternatives {
        var settled: Alternatives = []
        for alternative in alternatives {
            var holds = initial
            var operations: [NavigationOperation] = []
            var consistent = true
            for operation in alternative {
                switch operation.kind {
                case .setsFlag(let name, let value):
                    holds[name] = value
                case .testsFlag(let name, let value):
                    if let held = holds[name], held != value { consistent = false }
                    holds[name] = value
                default:
                    operations.append(operation)
                }
                if !consistent { break }
            }
            if consistent { settled.append(operations) }
        }
        return settled.isEmpty ? [[]] : settled
    }
}
