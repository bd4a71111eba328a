import FlowGraph
import SwiftSyntax

/// Step containers: a screen hosting one step at a time from a method it hands the step to
/// (`func show(_ step: UIViewController) { embeddedStack.viewControllers = [step] … }`, or
/// `addChild(step)`), which also gives the step a way to say it is done — a closure the step calls
/// (`step.onDone = { [weak self] in self?.advance() }`), a subject the step completes
/// (`step.finished.subscribe(onCompleted: { self?.advance() })`), or the container itself as the
/// step's delegate — whose answer hosts again what a chooser returns (`advance()` calling
/// `show(planner.nextStep(for: form))`).
///
/// A chooser made of guarded early returns, the first step still needed
/// (`if form.name == nil { return NameStep() } if form.email == nil { return EmailStep() } return ReviewStep()`),
/// orders the steps: each step that can say it is done is replaced by the step after it. A step
/// whose guard can never hold (`… && Features.asksForAvatar` where `asksForAvatar` is `false`) is
/// skipped; steps the entry may already have filled in are not guessed at.
extension NavigationAnalyzer {
    /// One `replace` edge from each step a container hosts to the step after it, for every
    /// container hosting its steps through a method that hands them a way to say they are done.
    func findStepSuccessions() {
        for container in typeNames where hostsChildren(container) {
            let sites = (index[container]?.assignments ?? []).map { ($0.fileIndex, Syntax($0.node)) }
                + (index[container]?.calls ?? []).map { ($0.fileIndex, Syntax($0.node)) }
            for (fileIndex, site) in sites {
                guard let (function, step) = hostedParameter(at: site, in: container) else { continue }
                emitSuccessions(hostedBy: function, step: step, at: site, fileIndex: fileIndex, in: container)
            }
        }
    }

    /// The function around `site` and the parameter of it `site` hosts: `stack.viewControllers = [step]`
    /// on the container's embedded navigation controller, or `addChild(step)`.
    private func hostedParameter(at site: Syntax, in container: String) -> (FunctionDeclSyntax, String)? {
        let scope = Scope(type: container)
        var shown: ExprSyntax?
        if let expression = site.as(ExprSyntax.self), let (lhs, rhs) = SyntaxHelpers.assignment(expression),
           SyntaxHelpers.lastName(lhs) == "viewControllers", let base = SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self)?.base,
           isEmbeddedChild(base, scope: scope) {
            shown = Self.onlyElement(rhs)
        } else if let call = site.as(FunctionCallExprSyntax.self), Self.isChildHostingCall(call) {
            shown = call.arguments.first?.expression
        }
        guard let name = shown.flatMap(SyntaxHelpers.identifier), let function = SyntaxHelpers.enclosingFunction(site),
              function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return (function, name)
    }

    /// `x` for the array literal `[x]`.
    private static func onlyElement(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let array = SyntaxHelpers.unwrap(expression).as(ArrayExprSyntax.self), array.elements.count == 1 else { return nil }
        return array.elements.first?.expression
    }

    /// One `replace` edge from each step the chooser reached from the step's completion returns to
    /// the step after it.
    private func emitSuccessions(hostedBy function: FunctionDeclSyntax, step: String, at site: Syntax, fileIndex: Int, in container: String) {
        let handOffs = StepHandOffCollector.collect(in: function, step: step)
        var reached: [(call: FunctionCallExprSyntax, signalling: String?)] = []
        for handOff in handOffs {
            let bodies: [Syntax]
            switch handOff.answer {
            case .closure(let closure): bodies = [Syntax(closure.statements)]
            case .delegate(let property): bodies = delegateMethodBodies(property, of: handOff.signalling, in: container)
            }
            for body in bodies {
                for call in choosersShown(from: body, through: function.name.text, in: container, depth: 0) {
                    reached.append((call, handOff.signalling))
                }
            }
        }
        let file = model.file(fileIndex)
        var drawn: Set<String> = []
        for (call, signalling) in reached {
            let steps = orderedSteps(of: call, scope: localScope(before: call, in: container))
            for (current, next) in zip(steps, steps.dropFirst()) {
                for done in current where canSignal(done, through: signalling, from: container) {
                    for from in screens(of: done) {
                        for to in next.flatMap(screens(of:)) where drawn.insert(from + "→" + to).inserted {
                            edges.append(EdgeDraft(edge: Edge(
                                from: from, to: to, kind: .replace, trigger: Trigger.text(for: site),
                                file: file.path, line: file.line(of: site)), source: .uikit))
                        }
                    }
                }
            }
        }
    }

    /// The bodies of the container's methods that answer `property`'s protocol, when the container
    /// makes itself the step's `property` (`step.delegate = self`).
    private func delegateMethodBodies(_ property: String, of signalling: String?, in container: String) -> [Syntax] {
        guard let signalling = signalling.flatMap({ model.lookup($0, from: container) }),
              let written = model.property(named: property, in: signalling)?.type,
              let requirements = model.lookup(TypeText.base(written), from: signalling).flatMap(type), requirements.kind == .protocol
        else { return [] }
        let names = Set(requirements.methods.map(\.name))
        return (type(container)?.methods ?? []).filter { names.contains($0.name) }.compactMap { $0.body.map(Syntax.init) }
    }

    /// The chooser calls whose result `body` hosts through the hosting function `host`
    /// (`host(planner.next())`, or `let next = planner.next(); host(next)`), directly or in the
    /// container's own methods it calls.
    private func choosersShown(from body: Syntax, through host: String, in container: String, depth: Int) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        for call in CallCollector.calls(in: body) {
            guard let (base, name) = SyntaxHelpers.callee(call), base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true
            else { continue }
            if name == host, let argument = call.arguments.first?.expression {
                let shown = SyntaxHelpers.identifier(argument).flatMap { Self.initializer(of: $0, before: call) } ?? argument
                if let chooser = SyntaxHelpers.unwrap(shown).as(FunctionCallExprSyntax.self) { found.append(chooser) }
            } else if depth < 2, case let methods = model.methods(named: name, in: container), methods.count == 1,
                      let called = methods[0].body, methods[0].owner == container {
                found += choosersShown(from: Syntax(called), through: host, in: container, depth: depth + 1)
            }
        }
        return found
    }

    /// Whether the step type `step` can say it is done through what the container handed it,
    /// which it handed to steps of type `signalling` (`if let done = step as? Finishing`) only.
    private func canSignal(_ step: String, through signalling: String?, from container: String) -> Bool {
        guard let signalling, let required = model.lookup(signalling, from: container) else { return true }
        guard type(step) != nil else { return false }
        return step == required || model.conformers(of: required).contains(step)
    }

    /// The steps a chooser of guarded early returns gives, in order, each the screens of one
    /// `return` (a helper building one of several); returns under an `if` that can never hold left out.
    /// Empty for any other chooser (a `switch`, returns in loops or nested branches).
    func orderedSteps(of call: FunctionCallExprSyntax, scope: Scope) -> [[String]] {
        guard let (method, body, inner) = returningMethod(called: call, scope: scope),
              case let key = "steps|\(method.owner).\(method.name)@\(method.fileIndex):\(method.line)", active.insert(key).inserted
        else { return [] }
        defer { active.remove(key) }
        var guarded: [(ExprSyntax, ConditionElementListSyntax?)] = []
        for item in body {
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                guarded.append((returned, nil))
            } else if let branch = SyntaxHelpers.expression(item)?.as(IfExprSyntax.self), branch.elseBody == nil,
                      let returned = branch.body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression {
                guarded.append((returned, branch.conditions))
            } else if let check = item.item.as(GuardStmtSyntax.self),
                      let returned = check.body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression {
                guarded.append((returned, nil))
            }
        }
        guard guarded.count > 1, body.last?.item.is(ReturnStmtSyntax.self) == true, guarded.count == ReturnCollector.returns(in: body).count
        else { return [] }
        return guarded.compactMap { returned, conditions -> [String]? in
            if let conditions, conditions.contains(where: { $0.condition.as(ExprSyntax.self).map { isNeverTrue($0, scope: inner) } ?? false }) {
                return nil
            }
            var screens = viewTargets(returned, scope: inner)
            if screens.isEmpty, let nested = SyntaxHelpers.unwrap(returned).as(FunctionCallExprSyntax.self) {
                screens = returnedScreens(of: nested, scope: inner, depth: 1)
            }
            return screens.isEmpty ? nil : screens
        }
    }

    /// Whether `condition` is false whatever the app's state: `false`, a conjunction with such a
    /// part, or a computed property that only returns `false` (`var asksForAvatar: Bool { false }`).
    func isNeverTrue(_ condition: ExprSyntax, scope: Scope) -> Bool {
        if knownBool(condition, scope: scope) == false { return true }
        let condition = SyntaxHelpers.unwrap(condition)
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a == nil && flag`: `&&` binds looser than comparisons, so its operands are the runs
            // between the `&&`s; an `||`, `??`, `?:` or assignment makes it no conjunction.
            var operands: [[ExprSyntax]] = [[]]
            for (offset, element) in sequence.elements.enumerated() {
                guard offset % 2 == 1 else { operands[operands.count - 1].append(element); continue }
                guard let symbol = element.as(BinaryOperatorExprSyntax.self)?.operator.text, !["||", "??"].contains(symbol) else { return false }
                if symbol == "&&" { operands.append([]) }
            }
            return operands.count > 1 && operands.contains { $0.count == 1 && isNeverTrue($0[0], scope: scope) }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" {
            return isNeverTrue(infix.leftOperand, scope: scope) || isNeverTrue(infix.rightOperand, scope: scope)
        }
        let owner: String?
        if let member = condition.as(MemberAccessExprSyntax.self), let base = member.base {
            owner = valueType(base, scope: scope)
        } else {
            owner = SyntaxHelpers.identifier(condition).flatMap { scope.locals[$0] == nil ? scope.type : nil }
        }
        guard let owner, let name = SyntaxHelpers.lastName(condition),
              let getter = model.property(named: name, in: owner)?.getter, getter.count == 1, let item = getter.first,
              let returned = item.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(item) else { return false }
        return knownBool(SyntaxHelpers.unwrap(returned), scope: Scope(type: owner)) == false
    }
}

/// What a function hosting its parameter `step` hands the step to say it is done: closures given
/// to calls on the step (`step.finished.subscribe(onCompleted: { … })`) or stored in its properties
/// (`step.onDone = { … }`), and the function's own type set as one of its properties
/// (`step.delegate = self`) — also through a local narrowing the step (`if let done = step as? Finishing`),
/// whose type is then the only kind of step the answer reaches.
private final class StepHandOffCollector: SyntaxVisitor {
    enum Answer {
        case closure(ClosureExprSyntax)
        /// The step's property the container set to itself.
        case delegate(String)
    }

    struct HandOff {
        var answer: Answer
        /// The type the step was narrowed to before it was handed the answer, as written.
        var signalling: String?
    }

    /// The step's names in the function, with the type each is declared as or narrows it to.
    private var aliases: [String: String?]
    private var handOffs: [HandOff] = []

    private init(step: String, declaredAs type: String?) {
        aliases = [step: type]
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(in function: FunctionDeclSyntax, step: String) -> [HandOff] {
        guard let body = function.body else { return [] }
        let parameter = function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == step }
        let collector = StepHandOffCollector(step: step, declaredAs: parameter.map { TypeText.base($0.type.trimmedText) })
        collector.walk(body)
        return collector.handOffs
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value { narrow(name, to: value) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value { narrow(name, to: value) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = SyntaxHelpers.callee(node)?.base, let (_, signalling) = stepReached(base) {
            for closure in SyntaxHelpers.closures(node) { handOffs.append(HandOff(answer: .closure(closure), signalling: signalling)) }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (lhs, rhs) = SyntaxHelpers.assignment(ExprSyntax(node)), let member = SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self),
              let base = member.base, let (_, signalling) = stepReached(base) else { return .visitChildren }
        let value = SyntaxHelpers.unwrap(rhs)
        if let closure = value.as(ClosureExprSyntax.self) {
            handOffs.append(HandOff(answer: .closure(closure), signalling: signalling))
        } else if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            handOffs.append(HandOff(answer: .delegate(member.declName.baseName.text), signalling: signalling))
        }
        return .visitChildren
    }

    /// `let done = step as? Finishing`: `done` is the step, narrowed.
    private func narrow(_ name: String, to value: ExprSyntax) {
        if let (_, signalling) = stepReached(value) { aliases[name] = .some(signalling) }
    }

    /// The step name a chain starts from (`step.finished.asObservable()`, `(step as? Finishing)?`),
    /// with the type the chain or the name narrows it to.
    private func stepReached(_ expression: ExprSyntax) -> (String, String?)? {
        var current = expression
        var cast: String?
        while true {
            if let type = SyntaxHelpers.castType(current) { cast = TypeText.base(type.trimmedText) }
            if let sequence = current.as(SequenceExprSyntax.self), SyntaxHelpers.castType(current) != nil, let value = sequence.elements.first {
                current = value
                continue
            }
            let unwrapped = SyntaxHelpers.unwrap(current)
            if unwrapped.id != current.id {
                current = unwrapped
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let name = SyntaxHelpers.identifier(current), let narrowed = aliases[name] {
                return (name, cast ?? narrowed)
            } else {
                return nil
            }
        }
    }
}

/// The calls in a piece of code, closures included.
private final class CallCollector: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
