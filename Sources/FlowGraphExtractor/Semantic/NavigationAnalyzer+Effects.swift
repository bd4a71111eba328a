import FlowGraph
import SwiftSyntax

/// Method summaries: what a call does to navigation state, found by evaluating the callee's body
/// abstractly with its arguments bound, through helpers calling helpers.
extension NavigationAnalyzer {
    static let inlinedWrappers: Set<String> = [
        "Task", "withAnimation", "async", "asyncAfter", "run", "withTransaction", "detached", "sync", "perform", "animate", "transition", "performWithoutAnimation",
    ]
    static let uikitMethods: Set<String> = [
        "pushViewController", "present", "setViewControllers", "popViewController", "popToRootViewController",
        "dismiss", "show", "showDetailViewController", "performSegue",
    ]

    /// Names of methods that change navigation state, directly or through other methods:
    /// the least fixed point over the call graph, by name (an over-approximation that only
    /// decides which calls are worth evaluating).
    /// - Complexity: O(rounds × methods of owners); rounds ≤ the longest helper chain.
    func findRelevantMethods() {
        let stateNames = Set(roles.values.flatMap(\.keys)).union(contentChoices.flatMap(\.properties)).union(stackAliases.values.flatMap(\.keys))
        var candidates: [(name: String, calls: Set<String>, direct: Bool)] = []
        let navigators = owners.union(uikitCoordinators)
        // Subclasses of a coordinator navigate with the state they inherit, and a generic base
        // (`Coordinator<Route>`) with the state its subclasses give a type.
        let heirs = typeNames.filter { name in type(name)?.kind == .class && inheritsFrom(name, anyOf: navigators) }
        let bases = navigators.flatMap(superclasses)
        // Launching (the app and scene delegates) builds the first screens, also through helpers.
        let launchers = Set(typeNames.filter(isApp) + sceneDelegates)
        // A service class no screen holds may reach navigation for its callers (presenting a login
        // flow on the controller it is given, an alert presenter): what its methods call decides.
        // (Screens and the view models they hold navigate where their own calls are.) A caseless
        // enum or a struct serves as a namespace of static helpers (`enum Navigator { static func … }`).
        let services = typeNames.filter { name in
            guard let declaration = type(name), [.class, .enum, .struct].contains(declaration.kind) else { return false }
            return !isScreenType(name) && !composableTypes.contains(name) && self.holders(of: name).isEmpty
        }
        // A screen hosting children through its helpers (`host(step)` setting an embedded stack) is
        // followed into them, with the helpers' arguments.
        // Type erasers' methods call the closures forwarding to what they wrap (see ``findErasedForwardings()``).
        let others = navigators.union(heirs).union(bases).union(launchers).union(services).union(erasedForwardings.keys)
            .union(typeNames.filter { type($0)?.kind == .protocol || isUIKitNavigator($0) })
        let hostsOnly = Set(typeNames.filter(hostsChildren)).subtracting(others)
        let operationNames = Set(typeNames.filter { queuedMain(of: $0) != nil }.map(TypeText.lastComponent))
        // A screen's delegate callbacks navigate for the types calling them (see ``runsAtDelegateCallers(_:in:)``),
        // and what its event observers call, for the places posting to them (see ``runsAtEventPosters(_:in:)``).
        let observers = observerCallNames()
        var observerCalls: [String: Set<String>] = [:]
        for observer in observers {
            guard let owner = observer.owner, isScreenType(owner) else { continue }
            observerCalls[owner, default: []].formUnion(observer.calls)
        }
        let callbackScreens = Set(delegateCallbacks.keys).union(observerCalls.keys).subtracting(others).subtracting(hostsOnly)
        let holders = others.union(hostsOnly).union(callbackScreens)
        for owner in holders.sorted() {
            guard let declaration = type(owner) else { continue }
            let calls = Dictionary(grouping: index[owner]!.calls, by: { site in enclosingBody(site.node) })
            let assigned = Dictionary(grouping: index[owner]!.assignments, by: { site in enclosingBody(site.node) })
            for method in declaration.methods {
                guard let body = method.body else { continue }
                if callbackScreens.contains(owner), delegateCallbacks[owner]?[method.name] == nil,
                   observerCalls[owner]?.contains(method.name) != true, !isObservingMethod(body) { continue }
                let line: SyntaxIdentifier? = body.id
                let callNames = Set((calls[line] ?? []).compactMap { SyntaxHelpers.callee($0.node)?.name })
                let writes = (assigned[line] ?? []).contains { site in
                    guard let (lhs, _) = SyntaxHelpers.assignment(site.node), let last = SyntaxHelpers.lastName(lhs) else { return false }
                    return stateNames.contains(last) || ["rootViewController", "viewControllers"].contains(last)
                }
                let hostsChild = (calls[line] ?? []).contains { Self.isChildHostingCall($0.node) }
                // A screen held here only for the children it hosts navigates through that alone.
                let direct = hostsOnly.contains(owner) ? hostsChild || writes
                    : writes || hostsChild || !callNames.isDisjoint(with: Self.uikitMethods) || callNames.contains("start")
                    || (calls[line] ?? []).contains { site in
                        guard let base = SyntaxHelpers.callee(site.node)?.base, let last = SyntaxHelpers.lastName(base) else { return false }
                        return stateNames.contains(last)
                    }
                candidates.append((method.name, callNames, direct))
            }
        }
        // A screen's static helpers (`static func showEditor(on host: UIViewController)`) run for their callers.
        for screen in typeNames where isScreenType(screen) && !holders.contains(screen) {
            for method in type(screen)!.methods where method.isStatic {
                guard let body = method.body else { continue }
                let callNames = Set(model.file(method.fileIndex).syntax.allCalls(in: body).compactMap { SyntaxHelpers.callee($0)?.name })
                candidates.append((method.name, callNames, !callNames.isDisjoint(with: Self.uikitMethods)))
            }
        }
        // Helpers in extensions of framework types (`extension UIViewController { func presentShare() }`).
        for external in model.externalExtensions {
            var callsByMethod: [String: Set<String>] = [:]
            for call in model.file(external.fileIndex).syntax.sites(in: external.block).calls {
                guard let method = Self.enclosingFunctionName(call), let callee = SyntaxHelpers.callee(call) else { continue }
                callsByMethod[method, default: []].insert(callee.name)
            }
            for (method, callNames) in callsByMethod.sorted(by: { $0.key < $1.key }) {
                candidates.append((method, callNames, !callNames.isDisjoint(with: Self.uikitMethods.union(Self.childHostingCalls))))
            }
        }
        // Posting to a channel runs its observers (see ``evaluatePosted(_:scope:depth:)``).
        let navigatingCalls = Self.uikitMethods.union(Self.childHostingCalls).union(Self.stackMethods)
        for observer in observers {
            let navigates = !observer.calls.isDisjoint(with: navigatingCalls) || !observer.writes.isDisjoint(with: stateNames)
            candidates.append((observer.channelCall, observer.calls, navigates))
        }
        // Storing into an observed property runs its observers: the methods storing post.
        for (method, stores) in observedPropertyStores() {
            candidates.append((method, stores, false))
        }
        // Calling a type eraser's stored closure runs the wrapped value's method.
        for (_, forwardings) in erasedForwardings.sorted(by: { $0.key < $1.key }) {
            for (property, forwarding) in forwardings.sorted(by: { $0.key < $1.key }) {
                candidates.append((property, [forwarding.method], false))
            }
        }
        // Building an operation runs its `main()` (see ``queuedMain(of:)``): `SyncJob(host: self)` navigates when that does.
        for operation in operationNames.sorted() {
            candidates.append((operation, ["main"], false))
        }
        // The app's top-level functions, by what they call.
        for function in model.functions.values.joined() {
            guard let body = function.body, let fileIndex = fileOfRoot[body.root.id] else { continue }
            let names = Set(model.file(fileIndex).syntax.allCalls(in: body).compactMap { SyntaxHelpers.callee($0)?.name })
            candidates.append((function.name, names, !names.isDisjoint(with: Self.uikitMethods)))
        }
        relevantNames = Set(candidates.filter(\.direct).map(\.name))
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where !relevantNames.contains(candidate.name) && !candidate.calls.isDisjoint(with: relevantNames) {
                relevantNames.insert(candidate.name)
                changed = true
            }
        }
        // Protocol requirements implemented by navigating conformers are navigation too.
        relevantNames.formUnion(Self.uikitMethods)
        relevantNames.formUnion(Self.childHostingCalls)
    }

    /// The `override func main()` the class `name` or an app superclass declares: the work of a
    /// Foundation `Operation` (or `Thread`), which the queue it is added to runs. `nil` for other types.
    func queuedMain(of name: String) -> MethodDeclaration? {
        for owner in [name] + superclasses(of: name) {
            let main = type(owner)?.methods(named: "main").first { method in
                method.parameters.isEmpty && !method.isStatic
                    && method.body.map(SyntaxHelpers.isOverride) == true
            }
            if let main { return main }
        }
        return nil
    }

    /// Whether the class `name` has one of `ancestors` among its app superclasses.
    func inheritsFrom(_ name: String, anyOf ancestors: Set<String>) -> Bool {
        superclasses(of: name).contains(where: ancestors.contains)
    }

    /// The app superclasses of the class `name`, nearest first.
    /// - Complexity: O(depth) the first time, O(1) after (memoised; a chain that loops back on
    /// itself, which Swift rejects, stops where it repeats).
    func superclasses(of name: String) -> [String] {
        if let known = superclassChains[name] { return known }
        var chain: [String] = []
        var seen: Set<String> = [name]
        var next = type(name)?.inherited.first.flatMap { model.lookup($0, from: name) }
        while let current = next, !seen.contains(current), type(current)?.kind == .class {
            chain.append(current)
            seen.insert(current)
            if let rest = superclassChains[current] {
                // The walk from `current`, up to where it would repeat a class already on this chain.
                chain += rest.prefix { !seen.contains($0) }
                break
            }
            next = type(current)?.inherited.first.flatMap { model.lookup($0, from: current) }
        }
        superclassChains[name] = chain
        return chain
    }

    /// A class that is no screen but shows screens on view controllers it is handed
    /// (`sender.show(viewController, sender:)`, `window.rootViewController = …`): a scene router.
    func isUIKitNavigator(_ name: String) -> Bool {
        guard let declaration = type(name), declaration.kind == .class, !declaration.isViewController, !declaration.isView,
              let syntax = index[name], !syntax.calledNames.isDisjoint(with: Self.uikitMethods) else { return false }
        return syntax.calls.contains { site in
            guard let callee = SyntaxHelpers.callee(site.node), Self.uikitMethods.contains(callee.name), let base = callee.base,
                  base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) else { return false }
            // UIKit's own shapes (`present(_:animated:)`, `show(_:sender:)`), not an app's `present(.route)`.
            let labels = SyntaxHelpers.labels(site.node)
            return labels.count >= 2 && labels[0] == nil && (labels[1] == "animated" || labels[1] == "sender")
        }
    }

    /// The statements of the function, initializer or computed property enclosing `node`.
    func enclosingBody(_ node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = node.parent
        while let parent = current {
            if let list = parent.as(CodeBlockItemListSyntax.self), let holder = list.parent {
                if holder.is(AccessorBlockSyntax.self) { return list.id }
                // A function declared inside another one's body (`func ask() { … }`) is part of it.
                if holder.is(CodeBlockSyntax.self), let owner = holder.parent,
                   owner.is(FunctionDeclSyntax.self) && !(owner.parent?.is(CodeBlockItemSyntax.self) ?? false)
                    || owner.is(InitializerDeclSyntax.self) || owner.is(AccessorDeclSyntax.self) {
                    return list.id
                }
            }
            current = parent.parent
        }
        return nil
    }

    // MARK: - Evaluation

    func evaluateBlock(_ items: CodeBlockItemListSyntax, scope: inout Scope, depth: Int, branch: Bool = false) -> Alternatives {
        var alternatives: Alternatives = [[]]
        // Alternatives that left the block early (`guard showsTips else { return … }` on a flag,
        // `if compact { path.append(x); return }`).
        var exited: Alternatives = []
        // `defer { coordinator.start() }`: runs as the block is left, after everything else in it.
        var deferred: [CodeBlockItemListSyntax] = []
        // A function declared in the block may be called above its declaration (`show(next)` …
        // `func show(_ screen: UIViewController) { … }` at the end of the method).
        for item in items {
            if let function = item.item.as(FunctionDeclSyntax.self) { scope.localFunctions[function.name.text] = function }
        }
        for item in items {
            guard budget.step(), !throwsKnownFailure(item, scope: scope), !exitsOnAbsentProperty(item, scope: scope) else { break }
            if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                deferred.insert(deferStatement.body.statements, at: 0)
                continue
            }
            if case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self),
               guardStatement.conditions.count == 1, let condition = guardStatement.conditions.first?.condition.as(ExprSyntax.self),
               let (flag, value) = testedFlag(condition, scope: scope) {
                var elseScope = scope
                let otherwise = Self.sequence([[flagOperation(flag, !value, tested: true, at: guardStatement, scope: scope)]],
                                              evaluateBlock(guardStatement.body.statements, scope: &elseScope, depth: depth, branch: true))
                exited += Self.sequence(alternatives, otherwise)
                alternatives = Self.sequence(alternatives, [[flagOperation(flag, value, tested: true, at: guardStatement, scope: scope)]])
                continue
            } else if case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self),
                      conditionsNeverHold(guardStatement.conditions, scope: scope) {
                // `guard let stack = sender as? UINavigationController else { … }` on a screen: only the `else` runs.
                var elseScope = scope
                Self.append(evaluateBlock(guardStatement.body.statements, scope: &elseScope, depth: depth, branch: true), to: &alternatives)
                break
            } else if let exit = Self.earlyExit(item), let (left, staying) = evaluateEarlyExit(exit, after: alternatives, scope: &scope, depth: depth) {
                exited += left
                alternatives = staying
                continue
            } else if let switchExpression = SyntaxHelpers.expression(item).map(SyntaxHelpers.unwrap)?.as(SwitchExprSyntax.self),
                      let (left, staying) = evaluateExitingSwitch(switchExpression, after: alternatives, scope: scope, depth: depth, branchSite: branch ? Syntax(item.item) : nil) {
                bindAssignedInEveryBranch(ExprSyntax(switchExpression), scope: &scope)
                exited += left
                alternatives = staying
                continue
            }
            let step: Alternatives
            switch item.item {
            case .decl(let decl):
                if let function = decl.as(FunctionDeclSyntax.self) {
                    scope.localFunctions[function.name.text] = function
                }
                Self.recordLocalClosures(decl, in: &scope)
                step = decl.as(IfConfigDeclSyntax.self).map { evaluateCompilationClauses($0, scope: scope, depth: depth, branch: branch) }
                    ?? builtOperations(decl, scope: &scope, depth: depth)
                bindLocals(decl, scope: &scope)
            case .stmt(let statement):
                step = evaluateStatement(statement, scope: &scope, depth: depth)
            case .expr(let expression):
                step = evaluateExpression(expression, scope: &scope, depth: depth)
            }
            if let branching = SyntaxHelpers.expression(item).map(SyntaxHelpers.unwrap) {
                bindAssignedInEveryBranch(branching, scope: &scope)
            }
            let tagged = branch ? Self.tagging(step, branchSite: Syntax(item.item)) : step
            Self.append(tagged, to: &alternatives)
            // What a statement adds is paid for: a helper's result is memoised, not its copies.
            _ = budget.step(count: tagged.reduce(0) { $0 + $1.count })
        }
        for statements in deferred {
            var inner = scope
            let ran = evaluateBlock(statements, scope: &inner, depth: depth)
            alternatives = Self.sequence(alternatives, ran)
            if !exited.isEmpty { exited = Self.sequence(exited, ran) }
        }
        return exited.isEmpty ? alternatives : Array((alternatives + exited).prefix(Self.maximumAlternatives))
    }

    /// An `if` with no `else` whose body ends by leaving the block (`return`, `throw`, `break`,
    /// `continue`): what follows it runs only when its conditions fail.
    static func earlyExit(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        guard let ifExpression = SyntaxHelpers.expression(item)?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
              case .stmt(let last)? = ifExpression.body.statements.last?.item else { return nil }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self) ? ifExpression : nil
    }

    /// An early exit (see ``earlyExit(_:)``) that navigates, after `alternatives`: the paths that
    /// take it and leave, and those that stay for the rest of the block. `nil` when its body does
    /// not navigate, so it is no branch of its own.
    private func evaluateEarlyExit(
        _ exit: IfExprSyntax, after alternatives: Alternatives, scope: inout Scope, depth: Int
    ) -> (left: Alternatives, staying: Alternatives)? {
        var tested = scope
        let condition = evaluateConditionCalls(exit.conditions, scope: &tested, depth: depth)
        var inner = tested
        bindConditions(exit.conditions, scope: &inner)
        inner.layouts.formIntersection(layouts(where: exit.conditions, hold: true, flags: scope.layoutFlags))
        tested.layouts.formIntersection(layouts(where: exit.conditions, hold: false, flags: scope.layoutFlags))
        let known = conditionsNeverHold(exit.conditions, scope: scope) ? false
            : conditionsAlwaysHold(exit.conditions, scope: scope) ? true
            : exit.conditions.count == 1 ? exit.conditions.first?.condition.as(ExprSyntax.self).flatMap { knownBool($0, scope: scope) } : nil
        if known == false { return nil }
        let then = evaluateBlock(exit.body.statements, scope: &inner, depth: depth, branch: true)
        guard then.contains(where: { !Self.signature($0).isEmpty }) else { return nil }
        let checked = Self.sequence(alternatives, condition)
        scope = tested
        return (Self.sequence(checked, then), known == true ? [] : checked)
    }

    /// A `switch` some of whose cases leave the block (`case .root: window.rootViewController = next; return`),
    /// after `alternatives`: the paths through those cases, which leave, and the paths through the
    /// others, which go on. `nil` when no leaving case navigates and some case goes on: then the
    /// `switch` is one statement like any other.
    private func evaluateExitingSwitch(
        _ switchExpression: SwitchExprSyntax, after alternatives: Alternatives, scope: Scope, depth: Int, branchSite: Syntax?
    ) -> (left: Alternatives, staying: Alternatives)? {
        guard switchExpression.cases.contains(where: { $0.as(SwitchCaseSyntax.self).map { Self.leavesBlock($0.statements) } == true }) else { return nil }
        let cases = evaluateSwitchCases(switchExpression, scope: scope, depth: depth)
        let tagged = cases.map { entry in
            (alternatives: branchSite.map { Self.tagging(entry.alternatives, branchSite: $0) } ?? entry.alternatives, exits: entry.exits)
        }
        let leaving = tagged.filter(\.exits).flatMap(\.alternatives)
        let going = tagged.filter { !$0.exits }.flatMap(\.alternatives)
        let leavingNavigates = leaving.contains { !Self.signature($0).isEmpty }
        guard !cases.isEmpty, leavingNavigates || going.isEmpty else { return nil }
        let left = leaving.isEmpty ? [] : Self.sequence(alternatives, Array(leaving.prefix(Self.maximumAlternatives)))
        let staying = going.isEmpty ? [] : Self.sequence(alternatives, Array(going.prefix(Self.maximumAlternatives)))
        return (left, staying)
    }

    /// `alternatives` with each operation not yet tagged as made in a branch tagged as made in the
    /// branch at `branchSite`.
    static func tagging(_ alternatives: Alternatives, branchSite: Syntax) -> Alternatives {
        alternatives.map { $0.map { operation in
            var operation = operation
            if operation.branchSite == nil { operation.branchSite = branchSite }
            return operation
        } }
    }

    static func sequence(_ first: Alternatives, _ second: Alternatives) -> Alternatives {
        if second.allSatisfy(\.isEmpty) { return first }
        // Past the limit, the same moves reached two ways (`[]` after each of several branches that
        // do not navigate) are one alternative: room for the others.
        if first.count * second.count > maximumAlternatives { return product(distinct(first), distinct(second)) }
        return product(first, second)
    }

    /// ``sequence(_:_:)`` in place: one path followed by one statement's moves grows where it is,
    /// so a block's statements cost what they add, not the path so far again.
    static func append(_ next: Alternatives, to alternatives: inout Alternatives) {
        if alternatives.count == 1, next.count == 1 {
            alternatives[0].append(contentsOf: next[0])
        } else {
            alternatives = sequence(alternatives, next)
        }
    }

    /// `alternatives` without repeats, in their order.
    static func distinct(_ alternatives: Alternatives) -> Alternatives {
        var seen: Set<[NavigationOperation.Identity]> = []
        return alternatives.filter { seen.insert($0.map(\.identity)).inserted }
    }

    private static func product(_ first: Alternatives, _ second: Alternatives) -> Alternatives {
        var result: Alternatives = []
        for a in first {
            for b in second where result.count < maximumAlternatives { result.append(a + b) }
        }
        return result
    }

    func bindLocals(_ decl: DeclSyntax, scope: inout Scope) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let initializer = binding.initializer?.value {
                bindLocal(name, to: initializer, annotation: binding.typeAnnotation?.type, scope: &scope)
            } else if let annotation = binding.typeAnnotation {
                // `let picker: UIDocumentPickerViewController` assigned later is of the type it is declared with.
                let written = TypeText.base(annotation.type.trimmedText)
                if let assigned = laterAssignedRoutes(name, declaredAs: written, at: binding, scope: scope) {
                    scope.locals[name] = .routes(assigned)
                } else if let declared = model.lookup(written, from: scope.type) {
                    scope.locals[name] = .instance(declared)
                } else if Self.isFrameworkController(written) {
                    scope.locals[name] = .instance(written)
                } else {
                    scope.locals[name] = .unknown  // a local all the same, given its value later
                }
            }
        }
    }

    /// The route cases a constant declared without a value (`let page: Page`) is given later in its
    /// function, on whichever path runs (`if ok { page = .account(a) } else { page = .upgrade }`):
    /// every value assigned to it, when each names cases of the enum it is declared with.
    private func laterAssignedRoutes(_ name: String, declaredAs written: String, at binding: PatternBindingSyntax, scope: Scope) -> [RouteRef]? {
        guard let element = enumName(written, from: scope.type ?? ""), type(element)?.kind == .enum,
              let body = SyntaxHelpers.enclosingFunction(binding)?.body else { return nil }
        var found: [RouteRef] = []
        for assignment in WriteCollector(Syntax(body)).assignments {
            guard let (lhs, rhs) = SyntaxHelpers.assignment(assignment), SyntaxHelpers.identifier(SyntaxHelpers.unwrap(lhs)) == name else { continue }
            guard let routes = routes(of: rhs, expected: element, scope: scope) else { return nil }
            found += routes.filter { !found.contains($0) }
        }
        return found.isEmpty ? nil : found
    }

    /// What the navigating calls a condition makes do (`if !present(login)`, `guard show(next) else`):
    /// a call whose Boolean result is tested runs whichever way the test goes. Calls of names that
    /// do not navigate, and bindings (`if let vc = makeScreen()`, see ``bindConditions(_:scope:)``), do nothing here.
    private func evaluateConditionCalls(_ conditions: ConditionElementListSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        var result: Alternatives = [[]]
        for condition in conditions {
            guard var tested = condition.condition.as(ExprSyntax.self) else { continue }
            while let negated = tested.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" { tested = negated.expression }
            guard let call = SyntaxHelpers.unwrap(tested).as(FunctionCallExprSyntax.self),
                  let name = SyntaxHelpers.callee(call)?.name, relevantNames.contains(name) || scope.localFunctions[name] != nil else { continue }
            result = Self.sequence(result, evaluateCall(call, scope: &scope, depth: depth))
        }
        return result
    }

    /// What the statements of an `#if` block do: each clause is a build the app may be compiled as
    /// (`#if DEBUG … #else … #endif`), so each is one alternative; a clause for another platform
    /// (`#if os(tvOS)`) is not the iOS app's, and the one clause left runs as part of the block
    /// around it (a `branch` when that is).
    private func evaluateCompilationClauses(_ block: IfConfigDeclSyntax, scope: Scope, depth: Int, branch: Bool) -> Alternatives {
        var result: Alternatives = []
        let compiled = Array(block.clauses).filter { clause in
            !FileSyntaxIndex.isForAnotherPlatform(clause: clause)
                && !(scope.releaseBuildOnly && clause.poundKeyword.tokenKind == .poundIf && clause.condition?.trimmedText == "DEBUG")
        }
        for clause in compiled {
            guard case .statements(let statements)? = clause.elements else { continue }
            var inner = scope
            result += evaluateBlock(statements, scope: &inner, depth: depth, branch: branch || compiled.count > 1)
        }
        return result.isEmpty ? [[]] : Array(result.prefix(Self.maximumAlternatives))
    }

    /// Whether `item` is a `guard let host = self.host else { … }` over a property known to hold
    /// nothing here (see ``isAbsent(_:scope:)``): the guard exits, what follows does not run.
    private func exitsOnAbsentProperty(_ item: CodeBlockItemSyntax, scope: Scope) -> Bool {
        guard !scope.propertyTypes.isEmpty, case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self) else { return false }
        return guardStatement.conditions.contains { condition in
            guard case .optionalBinding(let binding) = condition.condition, let value = binding.initializer?.value else { return false }
            return isAbsent(value, scope: scope)
        }
    }

    /// The stored properties an operation built by `call` holds nothing in: those its initialiser
    /// sets from a parameter given `nil` (`SignInTask(host: nil)` with `self.host = host`), as `""`
    /// entries of ``Scope/propertyTypes``.
    private func propertiesLeftEmpty(by call: FunctionCallExprSyntax, of built: String, scope: Scope) -> [String: String] {
        let labels = SyntaxHelpers.labels(call)
        guard let initializer = type(built)?.methods(named: "init").first(where: { $0.accepts(labels: labels) }),
              let body = initializer.body else { return [:] }
        var givenNil: Set<String> = []
        for (parameter, argument) in zip(initializer.parameters, call.arguments) where parameter.label == argument.label?.text {
            if case .literal(Self.nilValue) = value(of: argument.expression, parameterType: nil, scope: scope, context: scope.type ?? "") {
                givenNil.insert(parameter.name)
            }
        }
        guard !givenNil.isEmpty else { return [:] }
        var empty: [String: String] = [:]
        for item in body {
            guard case .expr(let expression) = item.item, let (lhs, rhs) = SyntaxHelpers.assignment(expression),
                  let member = lhs.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self",
                  let source = SyntaxHelpers.identifier(rhs), givenNil.contains(source) else { continue }
            empty[member.declName.baseName.text] = ""
        }
        return empty
    }

    /// What the operations a declaration builds do when queued (`let task = SignInTask(host: host)`,
    /// see ``queuedMain(of:)``).
    private func builtOperations(_ decl: DeclSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return [[]] }
        var result: Alternatives = [[]]
        for binding in variable.bindings {
            guard let call = binding.initializer.flatMap({ SyntaxHelpers.unwrap($0.value).as(FunctionCallExprSyntax.self) }),
                  let name = SyntaxHelpers.callee(call)?.name else { continue }
            let isOperation = SyntaxHelpers.isTypeName(name) && model.lookup(name, from: scope.type).flatMap(queuedMain) != nil
            // `let progress = manager.install(item, presentingViewController: self)`: a navigating
            // method whose result is kept, and is no screen, runs.
            let keepsResult = !SyntaxHelpers.isTypeName(name) && relevantNames.contains(name) && !Self.uikitMethods.contains(name)
                && returnsNoScreen(call, scope: scope)
            guard isOperation || keepsResult else { continue }
            result = Self.sequence(result, evaluateCall(call, scope: &scope, depth: depth))
        }
        return result
    }

    /// `guard let vc = makeScreen(for: route) else { return }` binds `vc` for what follows (and
    /// `if let` for its body).
    func bindConditions(_ conditions: ConditionElementListSyntax, scope: inout Scope) {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initializer = binding.initializer?.value else { continue }
            bindLocal(name, to: initializer, annotation: binding.typeAnnotation?.type, scope: &scope)
        }
    }

    /// The parameters of a function declared in a body bound, in `scope`, to the arguments `call`
    /// gives them (`func install(_ root: UIViewController)` called as `install(next)`: `root` is
    /// what `next` is); a parameter named like the local it is given already holds its value.
    func bindParameters(of function: FunctionDeclSyntax, to call: FunctionCallExprSyntax, scope: inout Scope) {
        let arguments = Array(call.arguments)
        var index = 0
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard index < arguments.count, arguments[index].label?.text == label else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            let argument = arguments[index].expression
            index += 1
            guard SyntaxHelpers.identifier(argument) != name else { continue }
            bindLocal(name, to: argument, annotation: parameter.type, scope: &scope)
        }
    }

    private func bindLocal(_ name: String, to initializer: ExprSyntax, annotation: TypeSyntax?, scope: inout Scope) {
        // `let detail = makeDetail() &> { $0.title = "…" }`: the local holds what the helper configures.
        if let configured = configuredValue(initializer) {
            bindLocal(name, to: configured, annotation: annotation, scope: &scope)
            // `… &> { $0.modalPresentationStyle = .fullScreen }`: presented as the closure sets.
            if let style = configuredPresentationStyle(initializer) { scope.modalStyles[name] = style }
            return
        }
        if bindBranchValue(name, to: initializer, annotation: annotation, scope: &scope) { return }
        // `let flow: UINavigationController = { … return Wrapper(rootViewController: screen) }()`:
        // the local holds what the closure called on the spot returns.
        if let (closure, returned) = Self.immediatelyReturned(initializer) {
            var inner = scope
            for item in closure.statements { if case .decl(let decl) = item.item { bindLocals(decl, scope: &inner) } }
            bindLocal(name, to: returned, annotation: annotation, scope: &inner)
            scope.locals[name] = inner.locals[name]
            scope.controllersHeld[name] = inner.controllersHeld[name]
            // `{ switch row { case .log: return LogScreen() … } }()`: one of the screens it returns.
            let screens = ReturnCollector.returns(in: closure.statements).flatMap { viewTargets($0, scope: inner) }
            scope.screenChoices[name] = Set(screens).count > 1 ? screens.keepingFirstOfEach()
                : inner.screenChoices[name]
            scope.modalStyles[name] = inner.modalStyles[name]
            scope.hostedCoordinators[name] = inner.hostedCoordinators[name]
            return
        }
        // `let tabs = makeTabBar()`: what the helper does to the container it builds happens where it is shown.
        if let call = SyntaxHelpers.unwrap(initializer).as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
           callee.base == nil || callee.base?.trimmedText == "self", relevantNames.contains(callee.name) {
            scope.builtByHelpers[name] = call
        } else {
            scope.builtByHelpers[name] = nil
        }
        scope.callResults[name] = SyntaxHelpers.unwrap(initializer).as(FunctionCallExprSyntax.self)
        // `let next = chooser.nextStep()`: one of the screens its branches return.
        if let call = SyntaxHelpers.unwrap(initializer).as(FunctionCallExprSyntax.self),
           case let choices = returnedScreens(of: call, scope: scope), choices.count > 1 {
            scope.screenChoices[name] = choices
        } else {
            scope.screenChoices[name] = nil
        }
        scope.savedStacks[name] = Self.isSavedStack(initializer) ? [] : nil
        scope.listedControllers[name] = Self.isEmptyControllerList(initializer, annotation: annotation) ? [] : nil
        // `note.object as? Sheet` where the notification is known to carry `.report`: that route.
        if let operand = SyntaxHelpers.castOperand(initializer), let known = routes(of: operand, expected: nil, scope: scope) {
            scope.locals[name] = .routes(known)
            return
        }
        if let cast = SyntaxHelpers.castType(initializer),
           let castType = model.lookup(TypeText.base(cast.trimmedText), from: scope.type) {
            scope.locals[name] = .instance(castType)
            return
        }
        // `board.instantiateInitialViewController() as! UINavigationController`: the scene's screen,
        // not the framework class it is cast to.
        if let operand = SyntaxHelpers.castOperand(initializer), let scene = storyboardSceneType(operand, scope: scope) {
            scope.locals[name] = .instance(scene)
            return
        }
        if let kind = Self.alertKind(SyntaxHelpers.unwrap(initializer))
            ?? SyntaxHelpers.unwrap(initializer).as(FunctionCallExprSyntax.self).flatMap({ styleSetByHelper($0, scope: scope) }) {
            scope.modalStyles[name] = kind
        }
        let bound = value(of: initializer, parameterType: annotation?.trimmedText, scope: scope, context: scope.type ?? "")
        // An enum an initialiser builds (`Route(rawValue: s)`, `Route(requiredAction: response)`)
        // is one case known only at run time, not every case.
        if case .instance(let typeName) = bound, type(typeName)?.kind == .enum {
            scope.locals[name] = .unknown
            return
        }
        scope.locals[name] = bound
        if case .instance(let typeName) = bound, uikitCoordinators.contains(typeName) {
            recordHostingControllers(of: typeName, in: initializer, scope: &scope)
        }
        if SyntaxHelpers.unwrap(initializer).is(FunctionCallExprSyntax.self),
           case let held = handedControllers(in: initializer, scope: scope), !held.isEmpty {
            scope.controllersHeld[name] = held  // `let router = Router(navigationController: nav)`
        }
        // An app's navigation controller holds the screen it is built around, as UIKit's does; an
        // app view only showing what it is given holds that.
        if case .instance(let typeName) = bound, isAppRootWrapper(typeName) || isTransparentWrapper(typeName) {
            scope.locals[name] = viewTargets(initializer, scope: scope).first.map(AbstractValue.instance) ?? bound
            return
        }
        guard case .unknown = bound else { return }
        let call = SyntaxHelpers.unwrap(initializer).as(FunctionCallExprSyntax.self)
        let shown = viewTargets(initializer, scope: scope)
        if let undeclared = shown.first {
            scope.locals[name] = .instance(undeclared)
            // `UIHostingController(rootView: content)` where `content` is one of several screens: any of them.
            if Set(shown).count > 1 { scope.screenChoices[name] = shown.keepingFirstOfEach() }
        } else if let call, let framework = SyntaxHelpers.typeReference(SyntaxHelpers.unwrap(call.calledExpression)) {
            scope.locals[name] = .instance(framework)
        } else if let call, let screen = returnedScreen(of: call, scope: scope) {
            scope.locals[name] = .instance(screen)
        }
    }

    /// A closure called where it is written (`{ … return x }()`, or `{ x }()`) and its first
    /// `return`'s value; `nil` for any other expression.
    static func immediatelyReturned(_ expression: ExprSyntax) -> (closure: ClosureExprSyntax, returned: ExprSyntax)? {
        guard let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        if let returned = ReturnCollector.returns(in: closure.statements).first { return (closure, returned) }
        guard closure.statements.count == 1, let only = closure.statements.first.flatMap(SyntaxHelpers.expression) else { return nil }
        return (closure, only)
    }

    /// Whether `initializer` copies a value saved elsewhere (a parameter, a stored property) that
    /// may be a stack of controllers: a name or member, but not a navigation controller's current
    /// `viewControllers`, nor a literal or a call.
    private static func isSavedStack(_ initializer: ExprSyntax) -> Bool {
        let value = SyntaxHelpers.unwrap(initializer)
        guard value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) else { return false }
        return SyntaxHelpers.lastName(value) != "viewControllers"
    }

    /// Whether `initializer` makes an empty array of controllers: `[UIViewController]()`, or `[]`
    /// for a local declared `[UIViewController]`.
    private static func isEmptyControllerList(_ initializer: ExprSyntax, annotation: TypeSyntax?) -> Bool {
        let value = SyntaxHelpers.unwrap(initializer)
        if let array = value.as(ArrayExprSyntax.self), array.elements.isEmpty {
            return annotation.flatMap { TypeText.arrayElement($0.trimmedText) }?.hasSuffix("Controller") == true
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let elements = call.calledExpression.as(ArrayExprSyntax.self)?.elements, elements.count == 1, let element = elements.first
        else { return false }
        return element.expression.trimmedText.hasSuffix("Controller")
    }

    /// `tabs.append(home)` on a local list of controllers (``Scope/listedControllers``): one more
    /// screen in it. `nil` for any other call.
    private func appendToControllerList(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: inout Scope) -> Alternatives? {
        guard name == "append", let local = base.flatMap(SyntaxHelpers.identifier), let listed = scope.listedControllers[local],
              let argument = call.arguments.first?.expression, call.arguments.first?.label == nil else { return nil }
        scope.listedControllers[local] = listed + viewTargets(argument, scope: scope).prefix(1)
        return [[]]
    }

    /// `stack.append(next)` on a local copy of a saved stack (``Scope/savedStacks``): `next` will
    /// be shown on it. `nil` for any other call.
    private func appendToSavedStack(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: inout Scope) -> Alternatives? {
        guard name == "append", let local = base.flatMap(SyntaxHelpers.identifier), let appended = scope.savedStacks[local],
              let argument = call.arguments.first?.expression else { return nil }
        scope.savedStacks[local] = appended + viewTargets(argument, scope: scope)
        return [[]]
    }

    /// Setting a copy of a saved stack with screens appended (`setViewControllers(stack, …)` after
    /// `stack.append(next)`) as the stack: back to that stack, with the screens on top — the top
    /// controller swapped for them, as popping and pushing does. `nil` for any other stack.
    private func savedStackRestored(_ argument: ExprSyntax, owner: String, at site: some SyntaxProtocol, scope: Scope) -> Alternatives? {
        guard let local = SyntaxHelpers.identifier(argument), let shown = scope.savedStacks[local], !shown.isEmpty else { return nil }
        return [[operation(.pop, owner: owner, at: site, uikit: true)] + shown.map { operation(.append(.view($0)), owner: owner, at: site, uikit: true) }]
    }

    /// `ComposeCoordinator(navigationController: nav)` with a local wrapping controller `nav`,
    /// also handed inside another object (`Coordinator(router: Router(navigationController: nav))`,
    /// or a local `router` built so): presenting `nav` presents the coordinator's root.
    private func recordHostingControllers(of coordinator: String, in initializer: ExprSyntax, scope: inout Scope) {
        for local in handedControllers(in: initializer, scope: scope) {
            scope.hostedCoordinators[local] = coordinator
        }
    }

    /// The locals holding wrapping controllers that `expression` hands over: such a local, the
    /// arguments of a construction (through constructions nested in them), or a local built so.
    private func handedControllers(in expression: ExprSyntax, scope: Scope) -> [String] {
        let expression = SyntaxHelpers.unwrap(expression)
        if let local = SyntaxHelpers.identifier(expression) {
            if case .instance(let held)? = scope.locals[local], wrappingControllerBase(of: held) != nil { return [local] }
            return scope.controllersHeld[local] ?? []
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
        return call.arguments.flatMap { handedControllers(in: $0.expression, scope: scope) }
    }

    /// Whether a child started by `start` is shown by presenting the controller it was given
    /// (`present(nav, animated: true)` in the same block, before or after): the presentation is its edge.
    private func isPresentedInBlock(_ child: String, after start: FunctionCallExprSyntax, scope: Scope) -> Bool {
        let hosts = Set(scope.hostedCoordinators.filter { $0.value == child }.keys)
        guard !hosts.isEmpty, let block = start.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }),
              let fileIndex = fileOfRoot[start.root.id] else { return false }
        // Shown in a split view's detail column (`showDetailViewController(nav, sender: nil)`) as
        // well as presented: either way one move to the child's root, not also a child in place.
        return ["present", "showDetailViewController"].contains { name in
            model.file(fileIndex).syntax.calls(named: name).contains { call in
                call.position >= block.position && call.endPosition <= block.endPosition
                    && call.arguments.first.flatMap { SyntaxHelpers.identifier($0.expression) }.map(hosts.contains) == true
            }
        }
    }

    /// Whether the block around `start` hands the local `local` to an app method that presents
    /// modally (`presentChild(coordinator, animated: true)`, whose body calls `present(_:animated:)`).
    private func isHandedToPresentingHelper(_ local: String, around start: FunctionCallExprSyntax, scope: Scope) -> Bool {
        guard let owner = scope.type, let block = start.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return false }
        for item in block {
            guard let call = SyntaxHelpers.expression(item).flatMap({ SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self) }),
                  call.id != start.id, let (base, name) = SyntaxHelpers.callee(call), base == nil || base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) == true,
                  call.arguments.first.flatMap({ SyntaxHelpers.identifier($0.expression) }) == local else { continue }
            let labels = SyntaxHelpers.labels(call)
            for method in model.methods(named: name, in: owner) where method.accepts(labels: labels) {
                guard let body = method.body, let fileIndex = fileOfRoot[body.root.id] else { continue }
                if model.file(fileIndex).syntax.allCalls(in: body).contains(where: { SyntaxHelpers.callee($0)?.name == "present" }) { return true }
            }
        }
        return false
    }

    /// Containers that show the screen they are given rather than being one.
    static let wrappingControllers: Set<String> = ["UINavigationController", "UIHostingController", "UITabBarController", "UISplitViewController"]

    /// Containers built around the one screen their first argument gives
    /// (`UINavigationController(rootViewController:)`, `UIHostingController(rootView:)`).
    static let rootWrappingControllers: Set<String> = ["UINavigationController", "UIHostingController"]

    /// The framework container `name` is or subclasses through app classes
    /// (`ThemedNavigationController: UINavigationController` → `UINavigationController`).
    /// - Complexity: amortised O(1): every class walked through keeps the answer (the same for
    /// all of them), so a hierarchy is walked once however often it is asked about.
    func wrappingControllerBase(of name: String) -> String? {
        var current = name
        var visited: [String] = []
        var seen: Set<String> = []
        var answer: String?
        while seen.insert(current).inserted {
            if let known = wrappingBases[current] { answer = known; break }
            visited.append(current)
            if Self.wrappingControllers.contains(current) { answer = current; break }
            // An app container keeping its own stack (`pushViewController(_:animated:)` and
            // `setViewControllers(_:animated:)` of its own) wraps the screens it is given as a
            // navigation controller does.
            if let declaration = type(current), declaration.isViewController,
               ["pushViewController", "setViewControllers"].allSatisfy({ name in declaration.methods.contains { $0.name == name && $0.owner == current } }) {
                answer = "UINavigationController"
                break
            }
            guard let declaration = type(current), declaration.kind == .class, let parent = declaration.inherited.first else { break }
            current = model.lookup(parent, from: current) ?? String(TypeText.base(parent).prefix { $0 != "<" })
        }
        for walked in visited { wrappingBases[walked] = .some(answer) }
        return answer
    }

    /// The value a chain of calls no app type declares starts with (`view` in
    /// `view.environmentObject(model).padding()`); nil when `expression` is no such chain or the
    /// chain starts with a call. (`viewTargets` reads it only for a local or parameter.)
    private func modifiedView(_ expression: ExprSyntax) -> ExprSyntax? {
        modifierChainStart(expression).flatMap { $0.is(FunctionCallExprSyntax.self) ? nil : $0 }
    }

    /// What a chain of one or more calls no app type declares is applied to; nil for no such chain.
    private func modifierChainStart(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        var modified = false
        while let call = current.as(FunctionCallExprSyntax.self), let (base, name) = SyntaxHelpers.callee(call), let base,
              !model.declaredMethodNames.contains(name) {
            current = SyntaxHelpers.unwrap(base)
            modified = true
        }
        return modified ? current : nil
    }

    /// The construction a chain of modifiers no app type declares starts with (`General()` in
    /// `General().environmentObject(model).padding()`); nil when `expression` is no such chain.
    private func modifiedConstruction(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let construction = modifierChainStart(expression)?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(construction), callee.base == nil, SyntaxHelpers.isTypeName(callee.name) else { return nil }
        return construction
    }

    /// The view an app subclass of `UIHostingController` hosts by its generic argument
    /// (`ReaderController: UIHostingController<ReaderView>`, or a subclass of that), when it is an
    /// app screen.
    func hostedView(ofSubclass name: String) -> String? {
        guard wrappingControllerBase(of: name) == "UIHostingController" else { return nil }
        var current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted, let declaration = type(current), declaration.kind == .class {
            // A generic subclass (`Themed<Content: View>: UIHostingController<Themed.Wrapper>`) hosts
            // what its construction is given, not one view.
            guard let (superclass, isGeneric) = declaration.writtenSuperclass, !isGeneric else { return nil }
            if superclass.name.text == "UIHostingController" {
                guard let argument = superclass.genericArgumentClause?.arguments.first?.argument.trimmedText,
                      let hosted = model.lookup(TypeText.base(argument), from: current), isScreenType(hosted) else { return nil }
                return hosted
            }
            guard let parent = model.lookup(superclass.name.text, from: current) else { return nil }
            // `BookmarksController: ThemedHost<BookmarksView>` over `ThemedHost<Content>: … where
            // Content: View`, handing its content on to `UIHostingController`: the argument is the view.
            if let argument = superclass.genericArgumentClause?.arguments.first?.argument.trimmedText,
               takesViewFirst(parent), let hosted = model.lookup(TypeText.base(argument), from: current), isScreenType(hosted) {
                return hosted
            }
            current = parent
        }
        return nil
    }

    /// Whether the generic class `name`'s first generic parameter is constrained to `View`
    /// (`<Content: View>`, or `<Content> … where Content: View`).
    private func takesViewFirst(_ name: String) -> Bool {
        guard let declaration = type(name)?.members.first?.block.parent?.as(ClassDeclSyntax.self),
              let parameter = declaration.genericParameterClause?.parameters.first else { return false }
        if parameter.inheritedType.map({ TypeText.lastComponent($0.trimmedText) }) == "View" { return true }
        return declaration.genericWhereClause?.requirements.contains { requirement in
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { return false }
            return conformance.leftType.trimmedText == parameter.name.text && TypeText.lastComponent(conformance.rightType.trimmedText) == "View"
        } == true
    }

    /// The framework class an app class finally inherits from (`PasswordPrompt: UIAlertController`
    /// → `UIAlertController`), through app superclasses; `nil` for a type the app does not declare.
    func frameworkSuperclass(of name: String) -> String? {
        guard type(name)?.kind == .class else { return nil }
        var current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            guard let parent = type(current)?.inherited.first else { return nil }
            guard let declared = model.lookup(parent, from: current) else { return String(TypeText.base(parent).prefix { $0 != "<" }) }
            current = declared
        }
        return nil
    }

    /// Whether the app type `name` subclasses a navigation or hosting controller: a container, not a screen.
    private func isAppRootWrapper(_ name: String) -> Bool {
        wrappingControllerBase(of: name).map(Self.rootWrappingControllers.contains) ?? false
    }

    /// Whether a construction of the type written `name` wraps the screen its first argument
    /// gives: a framework navigation or hosting controller, or an app subclass of one.
    private func wrapsItsFirstArgument(_ name: String, scope: Scope) -> Bool {
        if Self.rootWrappingControllers.contains(name) { return true }
        guard let declared = model.lookup(name, from: scope.type) else { return name.hasSuffix("NavigationController") }
        return isAppRootWrapper(declared)
    }

    /// The screen an app navigation (or hosting) controller subclass's initialiser hands its
    /// superclass, for a construction of it reaching that initialiser: `DetailStack()` with
    /// `init() { super.init(rootViewController: Placeholder()) }` is built around `Placeholder()`,
    /// read in the subclass.
    /// A convenience initialiser is followed to the one it delegates to (`self.init(book: id, parent: nil)`).
    /// When the initialiser the call reaches hands on its own parameter
    /// (`init(rootViewController: UIViewController, tint: Int) { super.init(rootViewController: rootViewController) }`),
    /// the root is the call's argument for it, read where the call is.
    private func ownRoot(of call: FunctionCallExprSyntax, scope: Scope) -> (root: ExprSyntax, scope: Scope)? {
        guard let written = SyntaxHelpers.typeReference(SyntaxHelpers.unwrap(call.calledExpression)),
              let built = model.lookup(written, from: scope.type), isAppRootWrapper(built) else { return nil }
        var labels = SyntaxHelpers.labels(call)
        var followed = 0
        while followed < 4, let initializer = model.methods(named: "init", in: built).first(where: { $0.accepts(labels: labels) }),
              let body = initializer.body {
            followed += 1
            var delegated: [String?]?
            for item in body {
                // `super.init(nibName: nil, bundle: nil)` then `setViewControllers([Start()], animated: false)`:
                // the stack it fills in its own initialiser.
                if let filled = ownStackFill(item, in: body, of: built) { return filled }
                guard let initCall = SyntaxHelpers.expression(item).map(SyntaxHelpers.unwrap)?.as(FunctionCallExprSyntax.self),
                      let (base, name) = SyntaxHelpers.callee(initCall), name == "init" else { continue }
                if base?.trimmedText == "self" { delegated = SyntaxHelpers.labels(initCall) }
                guard base?.trimmedText == "super", let first = initCall.arguments.first,
                      ["rootViewController", "rootView"].contains(first.label?.text) else { continue }
                if followed == 1, let name = SyntaxHelpers.identifier(first.expression),
                   let position = initializer.parameters.firstIndex(where: { $0.name == name }),
                   let argument = call.arguments.first(where: { $0.label?.text == initializer.parameters[position].label }) {
                    return (argument.expression, scope)
                }
                return (first.expression, Scope(type: built))
            }
            guard let delegated else { return nil }
            labels = delegated
        }
        return nil
    }

    /// The first screen the initialiser's statement `item` (of `body`) puts on the stack of the
    /// navigation controller `built`, directly or in a method of its own it calls (`startFlow()`),
    /// with the locals that screen is built from.
    private func ownStackFill(_ item: CodeBlockItemSyntax, in body: CodeBlockItemListSyntax, of built: String) -> (root: ExprSyntax, scope: Scope)? {
        func filled(_ item: CodeBlockItemSyntax, in body: CodeBlockItemListSyntax) -> (root: ExprSyntax, scope: Scope)? {
            guard let root = Self.stackFilledOnSelf(item) else { return nil }
            var scope = Scope(type: built)
            for declaration in SyntaxHelpers.declarations(in: body, leadingTo: SyntaxHelpers.identifiers(in: root)) {
                bindLocals(DeclSyntax(declaration), scope: &scope)
            }
            return (root, scope)
        }
        if let direct = filled(item, in: body) { return direct }
        guard let call = SyntaxHelpers.expression(item).map(SyntaxHelpers.unwrap)?.as(FunctionCallExprSyntax.self),
              let (base, name) = SyntaxHelpers.callee(call), base == nil || base?.trimmedText == "self", name != "init",
              let method = model.methods(named: name, in: built).first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              let methodBody = method.body else { return nil }
        return methodBody.lazy.compactMap { filled($0, in: methodBody) }.first
    }

    /// The first screen a statement puts on the stack of the navigation controller it runs in:
    /// `setViewControllers([Start()], animated: false)`, `viewControllers = [Start()]`,
    /// `pushViewController(Start(), animated: false)`, on `self` or unqualified.
    private static func stackFilledOnSelf(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        SyntaxHelpers.expression(item).flatMap { expression in
            stackFill(expression, pushes: true) { base in base == nil || base.map(SyntaxHelpers.unwrap)?.trimmedText == "self" }
        }
    }

    /// The first screen `expression` puts on a stack it sets whole (`setViewControllers([First()], …)`,
    /// `viewControllers = [First()]`), or, with `pushes`, pushes (`pushViewController(First(), …)`),
    /// when `isStack` accepts the stack it is written on (`nil`: written unqualified).
    static func stackFill(_ expression: ExprSyntax, pushes: Bool, on isStack: (ExprSyntax?) -> Bool) -> ExprSyntax? {
        let expression = SyntaxHelpers.unwrap(expression)
        func first(_ list: ExprSyntax) -> ExprSyntax? {
            SyntaxHelpers.unwrap(list).as(ArrayExprSyntax.self).map { $0.elements.first?.expression } ?? list
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let (base, name) = SyntaxHelpers.callee(call),
           name == "setViewControllers" || pushes && name == "pushViewController", isStack(base),
           let argument = call.arguments.first?.expression {
            return first(argument)
        }
        guard let (written, value) = SyntaxHelpers.assignment(expression) else { return nil }
        let target = SyntaxHelpers.unwrap(written)
        let setsStack = target.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "viewControllers" && isStack($0.base) }
            ?? (target.as(DeclReferenceExprSyntax.self)?.baseName.text == "viewControllers" && isStack(nil))
        return setsStack ? first(value) : nil
    }

    /// The screens a call to an app function declared to return a navigation (or hosting)
    /// controller shows: what the controller it returns is built around, its parameters bound to
    /// the call's arguments (`func framed(for screen: UIViewController) -> UINavigationController`).
    private func wrappedArgumentScreens(of call: FunctionCallExprSyntax, scope: Scope) -> [String] {
        guard callsAppMethod(call), let (method, _) = calledAppFunction(call, scope: scope), let returnType = method.returnType,
              case let written = TypeText.base(returnType),
              Self.rootWrappingControllers.contains(written) || model.lookup(written, from: method.owner).map(isAppRootWrapper) == true,
              case let key = "wrapped|\(method.fileIndex):\(method.line)", active.insert(key).inserted else { return [] }
        defer { active.remove(key) }
        guard let (returned, inner) = returnedValue(of: call, scope: scope, depth: 0) else { return [] }
        return viewTargets(returned, scope: inner).filter { !isAppRootWrapper($0) }
    }

    /// The presentation a helper returning a controller gives it before returning it
    /// (`let nav = Wrapper(rootViewController: screen); nav.modalPresentationStyle = .fullScreen; return nav`),
    /// or the style of the alert controller it builds (`UIAlertController(…, preferredStyle: .actionSheet)`).
    private func styleSetByHelper(_ call: FunctionCallExprSyntax, scope: Scope) -> EdgeKind? {
        guard callsAppMethod(call), let (_, body) = calledAppFunction(call, scope: scope), let last = body.last,
              let value = last.item.as(ReturnStmtSyntax.self)?.expression ?? (body.count == 1 ? SyntaxHelpers.expression(last) : nil)
        else { return nil }
        // `return UIAlertController(…, preferredStyle: .actionSheet)`.
        guard let returned = SyntaxHelpers.identifier(value) else { return Self.alertKind(SyntaxHelpers.unwrap(value)) }
        var built: EdgeKind?
        for item in body {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                // `let sheet = UIAlertController(…, preferredStyle: .actionSheet)` … `return sheet`.
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == returned {
                    built = binding.initializer.flatMap { Self.alertKind(SyntaxHelpers.unwrap($0.value)) }
                }
            }
            guard let expression = SyntaxHelpers.expression(item), let (lhs, rhs) = SyntaxHelpers.assignment(expression),
                  let member = SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "modalPresentationStyle",
                  member.base.flatMap(SyntaxHelpers.identifier) == returned else { continue }
            return Self.modalKind(presentationStyle: rhs)
        }
        return built
    }

    /// Whether `call` names a method some app type (or app extension) declares: the cheap test
    /// before working out its receiver.
    private func callsAppMethod(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxHelpers.callee(call).map { model.declaredMethodNames.contains($0.name) } ?? false
    }

    /// The one screen a call to an app function builds and returns for its arguments
    /// (`get(scene: .profile(vm))` building `ProfileViewController()` in the case `.profile` of a
    /// `switch` over its parameter); `nil` when it builds none or several.
    private func returnedScreen(of call: FunctionCallExprSyntax, scope: Scope) -> String? {
        guard let (method, body) = calledAppFunction(call, scope: scope) else { return nil }
        let screens = screensBuilt(in: body, scope: parameterScope(method, call: call, scope: scope).scope)
        return screens.count == 1 ? screens.first : nil
    }

    /// The app function `call` calls (on `self`, a value of a known type, or a type), with its body.
    private func calledAppFunction(_ call: FunctionCallExprSyntax, scope: Scope) -> (MethodDeclaration, CodeBlockItemListSyntax)? {
        guard let (base, name) = SyntaxHelpers.callee(call),
              let receiver = base.map({ base in
                  valueType(base, scope: scope) ?? SyntaxHelpers.typeReference(base).flatMap { model.lookup($0, from: scope.type) }
              }) ?? scope.type,
              let method = model.methods(named: name, in: receiver).first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              let body = method.body else { return nil }
        return (method, body)
    }

    /// Whether the app method `call` runs is declared to return something other than a screen
    /// (`-> Progress`, `-> Bool`): what it shows, it shows itself.
    private func returnsNoScreen(_ call: FunctionCallExprSyntax, scope: Scope) -> Bool {
        guard let (method, _) = calledAppFunction(call, scope: scope), let returned = method.returnType.map(TypeText.base),
              !returned.isEmpty, returned != "Void", returned != "()" else { return false }
        if returned.hasPrefix("some") || returned.hasSuffix("View") || returned.hasSuffix("Controller") { return false }
        return !(model.lookup(returned, from: method.owner).map(isScreenType) ?? false)
    }

    /// The screens a block constructs; of a `switch` over a value known here, only the matching cases'.
    private func screensBuilt(in items: CodeBlockItemListSyntax, scope: Scope) -> Set<String> {
        var found: Set<String> = []
        for item in items {
            let expression = SyntaxHelpers.expression(item)
            if let switchExpression = expression?.as(SwitchExprSyntax.self), let subject = SyntaxHelpers.identifier(switchExpression.subject),
               case .routes(let routes)? = scope.locals[subject] {
                for switchCase in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
                    guard let names = caseNames(switchCase), routes.contains(where: { names.contains($0.caseName) }) else { continue }
                    found.formUnion(screensBuilt(in: switchCase.statements, scope: scope))
                }
                continue
            }
            for construction in ConstructionCollector.calls(in: Syntax(item)) {
                if let built = constructedType(ExprSyntax(construction), from: scope.type) {
                    // An app navigation controller holds a screen; it is none. Nor is an app hosting
                    // controller generic over what it hosts (`Fading<Content: View>: UIHostingController<Content>`).
                    let base = wrappingControllerBase(of: built)
                    if isScreenType(built), base != "UINavigationController", base != "UIHostingController" || hostedView(ofSubclass: built) != nil {
                        found.insert(built)
                    }
                } else if let framework = SyntaxHelpers.typeReference(SyntaxHelpers.unwrap(construction.calledExpression)),
                          framework.hasSuffix("ViewController"), !Self.wrappingControllers.contains(framework) {
                    // A framework's screen (`SFSafariViewController(url:)`): known, and not the app's.
                    found.insert(framework)
                }
            }
        }
        return found
    }

    private func evaluateStatement(_ statement: StmtSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return evaluateExpression(expression.expression, scope: &scope, depth: depth)
        }
        if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
            if let deferred = deferredWork(returning: expression, scope: scope, depth: depth) { return deferred }
            return evaluateExpression(expression, scope: &scope, depth: depth)
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            var inner = scope
            var result = evaluateBlock(doStatement.body.statements, scope: &inner, depth: depth, branch: !doStatement.catchClauses.isEmpty)
            for clause in doStatement.catchClauses {
                var catchScope = scope
                result += evaluateBlock(clause.body.statements, scope: &catchScope, depth: depth, branch: true)
            }
            return Array(result.prefix(Self.maximumAlternatives))
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let condition = evaluateConditionCalls(guardStatement.conditions, scope: &scope, depth: depth)
            bindConditions(guardStatement.conditions, scope: &scope)
            return condition
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            var inner = scope
            // `for stop in nextStops()`: the element is any of the routes the sequence holds.
            if let element = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // `for item in repeat each items`: each value of a parameter pack is what was passed for it.
                if let pack = loop.sequence.as(PackExpansionExprSyntax.self)?.repetitionPattern.as(PackElementExprSyntax.self)
                    .flatMap({ SyntaxHelpers.identifier($0.pack) }), let passed = scope.locals[pack] {
                    inner.locals[element] = passed
                } else {
                    inner.locals[element] = routes(of: loop.sequence, expected: nil, scope: scope).map { .routes($0) }
                }
            }
            return [[]] + evaluateBlock(loop.body.statements, scope: &inner, depth: depth)
        }
        return [[]]
    }

    /// `return showHelp` in a closure declared after `let showHelp = hideAll().then(self.showHelp())`:
    /// the closure hands on what the call built, whose work (an observable chain's) runs when the
    /// closure's caller takes it, so here. `nil` when `expression` is no such local.
    private func deferredWork(returning expression: ExprSyntax, scope: Scope, depth: Int) -> Alternatives? {
        guard let name = SyntaxHelpers.identifier(expression), let call = scope.callResults[name],
              let closure = expression.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }), call.endPosition <= closure.position
        else { return nil }
        var inner = scope
        inner.callResults[name] = nil
        return evaluateExpression(ExprSyntax(call), scope: &inner, depth: depth)
    }

    func evaluateExpression(_ expression: ExprSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        guard budget.step() else { return [[]] }
        let expression = SyntaxHelpers.unwrap(expression)
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return evaluateIf(ifExpression, scope: scope, depth: depth)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return evaluateSwitch(switchExpression, scope: scope, depth: depth)
        }
        // `withIntroduction ? router.showGuide() : .value`: the branch the condition picks, or either.
        if let (condition, then, other) = SyntaxHelpers.ternaryBranches(expression) {
            var thenScope = scope, otherScope = scope
            if let known = knownBool(condition, scope: scope) {
                return known ? evaluateExpression(then, scope: &thenScope, depth: depth) : evaluateExpression(other, scope: &otherScope, depth: depth)
            }
            let branches = evaluateExpression(then, scope: &thenScope, depth: depth) + evaluateExpression(other, scope: &otherScope, depth: depth)
            return Array(branches.prefix(Self.maximumAlternatives))
        }
        if let (lhs, rhs) = SyntaxHelpers.assignment(expression) {
            // `screen.onFinish = { self.showsTips = true }`: a callback stored for later.
            let later = SyntaxHelpers.unwrap(rhs).as(ClosureExprSyntax.self).map { flagsSetLater(by: $0, at: expression, scope: scope) } ?? [[]]
            let assigned = restricting(evaluateAssignment(lhs, rhs, site: expression, scope: &scope, depth: depth), toLayoutsAround: expression, in: scope)
            // Storing into a property others observe runs their observers with the value.
            let observed = evaluateStored(lhs, rhs, scope: scope, depth: depth) ?? [[]]
            return Self.sequence(Self.sequence(later, assigned), observed)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return evaluateCall(call, scope: &scope, depth: depth)
        }
        return [[]]
    }

    private func evaluateIf(_ ifExpression: IfExprSyntax, scope: Scope, depth: Int) -> Alternatives {
        // `if showsTips { … } else { … }` on a flag of the instance being followed: each branch assumes its value.
        if ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self),
           let (flag, value) = testedFlag(condition, scope: scope) {
            var inner = scope
            let then = Self.sequence([[flagOperation(flag, value, tested: true, at: ifExpression, scope: scope)]],
                                     evaluateBlock(ifExpression.body.statements, scope: &inner, depth: depth, branch: true))
            let otherwise = Self.sequence([[flagOperation(flag, !value, tested: true, at: ifExpression, scope: scope)]],
                                          evaluateElse(ifExpression, scope: scope, depth: depth))
            return Array((then + otherwise).prefix(Self.maximumAlternatives))
        }
        if ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self),
           let known = knownBool(condition, scope: scope) {
            if known {
                var inner = scope
                return evaluateBlock(ifExpression.body.statements, scope: &inner, depth: depth)
            }
            return evaluateElse(ifExpression, scope: scope, depth: depth)
        }
        // `if let stack = sender as? UINavigationController` on a screen of a known class, `if let tag`
        // on a parameter left at its default `nil`: one branch runs.
        if conditionsNeverHold(ifExpression.conditions, scope: scope) { return evaluateElse(ifExpression, scope: scope, depth: depth) }
        if conditionsAlwaysHold(ifExpression.conditions, scope: scope) {
            var inner = scope
            bindConditions(ifExpression.conditions, scope: &inner)
            return evaluateBlock(ifExpression.body.statements, scope: &inner, depth: depth)
        }
        // `if !self.show(login) { … }`: the navigating call the condition makes runs first, either way.
        var tested = scope
        let condition = evaluateConditionCalls(ifExpression.conditions, scope: &tested, depth: depth)
        var inner = tested
        bindConditions(ifExpression.conditions, scope: &inner)  // `if let vc = module?.screen() { … }`
        inner.layouts.formIntersection(layouts(where: ifExpression.conditions, hold: true, flags: scope.layoutFlags))
        tested.layouts.formIntersection(layouts(where: ifExpression.conditions, hold: false, flags: scope.layoutFlags))
        let then = evaluateBlock(ifExpression.body.statements, scope: &inner, depth: depth, branch: true)
        // `if !path.isEmpty { path.removeLast() }` guards a step; it is no branch of its own.
        if ifExpression.elseBody == nil, then.allSatisfy({ Self.signature($0).isEmpty }) { return Self.sequence(condition, then) }
        let otherwise = evaluateElse(ifExpression, scope: tested, depth: depth)
        // `if flow.viewControllers.isEmpty { … present(flow) } else { flow.push(x) }`: one move.
        if let shown = Self.presentOrPush(then, otherwise) ?? Self.setRootOrPush(then, otherwise) { return Self.sequence(condition, shown) }
        // `if hasStack { path.append(page) } else { openSheet(page) }`: one move, on the stack.
        if let pushed = Self.pushOrPresentInstead(then, otherwise) { return Self.sequence(condition, pushed) }
        let branches = Array((then + otherwise).prefix(Self.maximumAlternatives))
        return Self.sequence(condition, branches)
    }

    private func evaluateElse(_ ifExpression: IfExprSyntax, scope: Scope, depth: Int) -> Alternatives {
        switch ifExpression.elseBody {
        case .ifExpr(let next)?:
            return evaluateIf(next, scope: scope, depth: depth)
        case .codeBlock(let block)?:
            var inner = scope
            return evaluateBlock(block.statements, scope: &inner, depth: depth, branch: true)
        case nil:
            return [[]]
        }
    }

    func knownBool(_ condition: ExprSyntax, scope: Scope) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return knownBool(prefix.expression, scope: scope).map { !$0 }
        }
        // A local known to hold a Bool (also `$0`, a closure's unnamed parameter handed one).
        if let reference = condition.as(DeclReferenceExprSyntax.self),
           case .bool(let value)? = scope.locals[reference.baseName.text] ?? SyntaxHelpers.identifier(condition).flatMap({ scope.locals[$0] }) {
            return value
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        return knownComparison(condition, scope: scope)
    }

    /// The case names a `case` label matches (`.a, .b(let x)`), `nil` for `default`.
    func caseNames(_ switchCase: SwitchCaseSyntax) -> [String]? {
        guard case .case(let label) = switchCase.label else { return nil }
        return label.caseItems.compactMap { item -> String? in
            var pattern = item.pattern
            if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
            guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
            if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
            // `case Places.album:` compares with the literal the constant holds.
            if let member = expression.as(MemberAccessExprSyntax.self) {
                let written = SwiftTypeIndex.enclosingTypeName(of: switchCase).flatMap { model.lookup($0) }
                return member.base == nil ? member.declName.baseName.text
                    : literalValue(expression, scope: Scope(type: written)) ?? member.declName.baseName.text
            }
            return expression.trimmedText
        }
    }

    private func evaluateSwitch(_ switchExpression: SwitchExprSyntax, scope: Scope, depth: Int) -> Alternatives {
        let cases = evaluateSwitchCases(switchExpression, scope: scope, depth: depth)
        let result = cases.flatMap(\.alternatives)
        return result.isEmpty ? [[]] : Array(result.prefix(Self.maximumAlternatives))
    }

    /// The moves of each case of `switchExpression` that may run, and whether the case leaves the
    /// enclosing block (see ``leavesBlock(_:)``).
    private func evaluateSwitchCases(
        _ switchExpression: SwitchExprSyntax, scope: Scope, depth: Int
    ) -> [(alternatives: Alternatives, exits: Bool)] {
        let subjectName = SyntaxHelpers.identifier(switchExpression.subject)
        var subjectRoutes: [RouteRef]?
        var subjectEnum: String?
        if let handed = routesInFlight(switchedBy: switchExpression, scope: scope) {
            subjectRoutes = handed
        } else if let subjectName {
            switch scope.locals[subjectName] {
            case .routes(let routes)?: subjectRoutes = routes
            case .literal(let text)?: subjectRoutes = [RouteRef(enumName: "", caseName: text)]
            case .unknown? where scope.localEnums[subjectName] != nil && !scope.userPicksValues:
                // Which case runs is known only at run time: that matters only if some case navigates.
                var probe = scope
                probe.locals[subjectName] = nil
                probe.localEnums[subjectName] = scope.localEnums[subjectName]
                let cases = evaluateSwitch(switchExpression, scope: probe, depth: depth)
                guard cases.contains(where: { !$0.isEmpty }) else { return [] }
                return [([[NavigationOperation(
                    kind: .unresolved(switchExpression.subject.trimmedText), owner: scope.type ?? "",
                    fileIndex: 0, line: 0)]], false)]
            default: subjectEnum = scope.localEnums[subjectName]
            }
        } else {
            subjectRoutes = knownPropertyCases(of: switchExpression, scope: scope)
        }
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let explicit = Set(cases.compactMap(caseNames).flatMap { $0 })
        let currentRoute = subjectName.flatMap { scope.locals[$0] } == nil ? currentRouteEnum(switchExpression.subject, scope: scope) : nil
        var result: [(alternatives: Alternatives, exits: Bool)] = []
        for switchCase in cases {
            let exits = Self.leavesBlock(switchCase.statements)
            let names = caseNames(switchCase)
            var caseScope = scope
            if let subjectRoutes {
                let matches = subjectRoutes.filter { route in names.map { $0.contains(route.caseName) } ?? !explicit.contains(route.caseName) }
                guard !matches.isEmpty else { continue }
                if let subjectName { caseScope.locals[subjectName] = .routes(matches) }
            } else if let subjectName, let subjectEnum, let names {
                caseScope.locals[subjectName] = .routes(names.map { RouteRef(enumName: subjectEnum, caseName: $0) })
            }
            let branch = evaluateBlock(switchCase.statements, scope: &caseScope, depth: depth, branch: subjectRoutes == nil)
            guard let currentRoute else {
                result.append((branch, exits))
                continue
            }
            let condition = RouteCondition(enumName: currentRoute, caseNames: Set(names ?? caseNamesLeft(in: currentRoute, explicit: explicit)))
            result.append((Self.restricting(branch, to: condition), exits))
        }
        return result
    }

    /// Whether `statements` end by leaving the block around the statement holding them (`return`,
    /// `throw`, `continue`; a `break` only ends the `switch`).
    static func leavesBlock(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard case .stmt(let last)? = statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(ContinueStmtSyntax.self)
    }

    /// The route cases in flight (see ``Scope/routesInFlight``) that a `switch` whose subject is
    /// not known to hold routes dispatches on: those of the enum every case it names belongs to.
    private func routesInFlight(switchedBy switchExpression: SwitchExprSyntax, scope: Scope) -> [RouteRef]? {
        guard let inFlight = scope.routesInFlight else { return nil }
        if let subject = SyntaxHelpers.identifier(switchExpression.subject), case .routes? = scope.locals[subject] { return nil }
        let named = Set(switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.compactMap(caseNames).flatMap { $0 })
        let cases = Set((type(inFlight.enumName)?.cases ?? []).map(\.name))
        guard !named.isEmpty, named.isSubset(of: cases) else { return nil }
        return inFlight.routes
    }

    /// `switch destination.style` for a known destination: the cases its property gives.
    private func knownPropertyCases(of switchExpression: SwitchExprSyntax, scope: Scope) -> [RouteRef]? {
        propertyCases(of: switchExpression.subject, scope: scope)?.map { RouteRef(enumName: "", caseName: $0) }
    }

    /// The cases of `switchExpression` that may run: those matching the cases its subject is
    /// known to hold, or all of them.
    func casesThatMayRun(_ switchExpression: SwitchExprSyntax, scope: Scope) -> [SwitchCaseSyntax] {
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        var subjectRoutes: [RouteRef]?
        switch SyntaxHelpers.identifier(switchExpression.subject).flatMap({ scope.locals[$0] }) {
        case .routes(let routes)?: subjectRoutes = routes
        case .literal(let text)?: subjectRoutes = [RouteRef(enumName: "", caseName: text)]
        case nil: subjectRoutes = routesInFlight(switchedBy: switchExpression, scope: scope) ?? knownPropertyCases(of: switchExpression, scope: scope)
        default: subjectRoutes = routesInFlight(switchedBy: switchExpression, scope: scope)
        }
        guard let subjectRoutes else { return cases }
        let explicit = Set(cases.compactMap(caseNames).flatMap { $0 })
        return cases.filter { switchCase in
            let names = caseNames(switchCase)
            return subjectRoutes.contains { names?.contains($0.caseName) ?? !explicit.contains($0.caseName) }
        }
    }

    /// The route enum of the current-route property a `switch` subject reads (`switch step`,
    /// `switch model.phase`), whose cases tell which route the code in each case runs on.
    func currentRouteEnum(_ subject: ExprSyntax, scope: Scope) -> String? {
        guard let (_, _, role) = stateProperty(subject, scope: scope), case .current(let element) = role else { return nil }
        return element
    }

    /// The cases of `enumName` a `default:` matches: those no other case names.
    func caseNamesLeft(in enumName: String, explicit: Set<String>) -> [String] {
        (type(enumName)?.cases ?? []).map(\.name).filter { !explicit.contains($0) }
    }

    /// `alternatives` run only while the current route meets `condition` (an inner `switch` over
    /// the same route has already said more).
    static func restricting(_ alternatives: Alternatives, to condition: RouteCondition) -> Alternatives {
        alternatives.map { alternative in
            alternative.map { operation in
                var operation = operation
                if operation.onlyWhile == nil { operation.onlyWhile = condition }
                return operation
            }
        }
    }

    /// The selection owner of UIKit tab bars, whose tabs are keyed by position.
    static let uikitTabBar = "UITabBarController"

    /// The cases `route.property` gives for the routes a local holds, when the property is a
    /// `switch self` answering each case with a case of another enum (`var style: Style { switch
    /// self { case .profile: .push … } }`); `nil` when any is unknown.
    private func propertyCases(of subject: ExprSyntax, scope: Scope) -> [String]? {
        guard let member = SyntaxHelpers.unwrap(subject).as(MemberAccessExprSyntax.self), let base = member.base,
              let name = SyntaxHelpers.identifier(base) else { return nil }
        // `switch destination.presentation` on a route value built with `presentation: .modal`.
        if case .content(let carried)? = scope.locals[name] {
            return carriedCase(of: member.declName.baseName.text, in: carried).map { [$0] }
        }
        guard case .routes(let routes)? = scope.locals[name], !routes.isEmpty else { return nil }
        var values: [String] = []
        for route in routes {
            guard let getter = model.property(named: member.declName.baseName.text, in: route.enumName)?.getter,
                  let value = caseValue(in: getter, for: route.caseName) else { return nil }
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// What a getter's `switch self` answers for `caseName` when the answer is a case (`.push`).
    private func caseValue(in getter: CodeBlockItemListSyntax, for caseName: String) -> String? {
        guard getter.count == 1, let item = getter.first,
              let switchExpression = SyntaxHelpers.expression(item)?.as(SwitchExprSyntax.self),
              switchExpression.subject.trimmedText == "self" else { return nil }
        for switchCase in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            // `caseNames` is nil for `default`, which matches every case left.
            guard caseNames(switchCase)?.contains(caseName) ?? true, let statement = switchCase.statements.first else { continue }
            let answer = statement.item.as(ReturnStmtSyntax.self)?.expression
                ?? SyntaxHelpers.expression(statement)
            return answer.flatMap { SyntaxHelpers.unwrap($0).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        }
        return nil
    }

    /// The owner, name and role of the state property `expression` designates.
    func stateProperty(_ expression: ExprSyntax, scope: Scope) -> (owner: String, name: String, role: StateRole)? {
        let expression = SyntaxHelpers.unwrap(expression)
        // A binding's `wrappedValue` (`path.wrappedValue.append(…)`) is the state it binds.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue", let base = member.base {
            return stateProperty(base, scope: scope)
        }
        var owner: String?
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            owner = scope.type
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            owner = valueType(base, scope: scope)
            name = member.declName.baseName.text
        }
        guard let owner, let name else { return nil }
        if let role = roles[owner]?[name] { return (owner, name, role) }
        // A computed property writing a stack (`var path: [Dest] { get … set { fullPath = … } }`) is that stack.
        guard let stack = stackAliases[owner]?[name], let role = roles[owner]?[stack] else { return nil }
        return (owner, stack, role)
    }

    /// By owner, the computed properties whose setter stores `newValue` into one of the owner's
    /// stacks (`set { fullPath = [fullPath[0]] + newValue }`): writing them writes that stack, and
    /// reading them reads it.
    func findStackAliases() -> [String: [String: String]] {
        var aliases: [String: [String: String]] = [:]
        for owner in owners.sorted() {
            let stacks = Set((roles[owner] ?? [:]).compactMap { name, role in if case .stack = role { name } else { nil } })
            guard !stacks.isEmpty, let declaration = type(owner) else { continue }
            for property in declaration.properties {
                guard let setter = property.setter else { continue }
                let written = Set(WriteCollector(Syntax(setter)).assignments.compactMap { assignment -> String? in
                    guard let (lhs, rhs) = SyntaxHelpers.assignment(assignment), let name = SyntaxHelpers.ownPropertyName(lhs), stacks.contains(name),
                          rhs.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("newValue") }) else { return nil }
                    return name
                })
                if written.count == 1 { aliases[owner, default: [:]][property.name] = written.first! }
            }
        }
        return aliases
    }

    /// An operation of `kind` on `owner`'s state, made at `node`.
    func operation(_ kind: NavigationOperation.Kind, owner: String, at node: some SyntaxProtocol, uikit: Bool = false) -> NavigationOperation {
        NavigationOperation(kind: kind, owner: owner, uikit: uikit, fileIndex: fileIndex(of: node), line: model.file(fileIndex(of: node)).line(of: node), site: Syntax(node))
    }

    /// The corpus file a syntax node belongs to.
    func fileIndex(of node: some SyntaxProtocol) -> Int {
        fileOfRoot[node.root.id] ?? 0
    }

    func evaluateAssignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax, site: ExprSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        // `_ = show(next)`: the result is dropped, the call runs.
        if lhs.is(DiscardAssignmentExprSyntax.self) { return evaluateExpression(rhs, scope: &scope, depth: depth) }
        // `route = shown ? .login : nil` where `shown` is known (an observer handed the value stored): that branch.
        if let (condition, then, otherwise) = SyntaxHelpers.ternaryBranches(SyntaxHelpers.unwrap(rhs)), let known = knownBool(condition, scope: scope) {
            return evaluateAssignment(lhs, known ? then : otherwise, site: site, scope: &scope, depth: depth)
        }
        if let flag = instanceFlag(lhs, scope: scope), let literal = SyntaxHelpers.unwrap(rhs).as(BooleanLiteralExprSyntax.self) {
            return [[flagOperation(flag, literal.literal.tokenKind == .keyword(.true), tested: false, at: site, scope: scope)]]
        }
        let lhsText = lhs.trimmedText
        if lhsText.hasSuffix("modalPresentationStyle"), let member = lhs.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxHelpers.identifier) {
            scope.modalStyles[base] = Self.modalKind(presentationStyle: rhs)
            return [[]]
        }
        // `tabBarController?.selectedIndex = 1`: the tab bar's second tab, counted as UIKit does; also
        // `selectedIndex = Tab.settings.rawValue` in a tab bar controller, an Int enum's case counted from 0.
        if SyntaxHelpers.lastName(lhs) == "selectedIndex", let index = tabIndex(rhs, scope: scope) {
            let base = SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self)?.base
            if base.map({ SyntaxHelpers.lastName($0) == "tabBarController" || isTabBar($0, scope: scope) }) ?? isTabBar(nil, scope: scope) {
                return [[operation(.selectTab(owner: Self.uikitTabBar, key: String(index)), owner: scope.type ?? "", at: site, uikit: true)]]
            }
        }
        if SyntaxHelpers.lastName(lhs) == "viewControllers",
           let hosted = hostInEmbeddedChild(lhs.as(MemberAccessExprSyntax.self)?.base, shown: rhs, at: site, scope: scope) {
            return hosted
        }
        // `split.viewControllers = [sidebar, detail]`: the split shows its first column.
        if SyntaxHelpers.lastName(lhs) == "viewControllers", let local = lhs.as(MemberAccessExprSyntax.self)?.base.flatMap(SyntaxHelpers.identifier),
           isSplitViewLocal(local, scope: scope) {
            if let shown = viewTargets(rhs, scope: scope).first {
                scope.locals[local] = .instance(shown)
                scope.splitViews[local] = false
            }
            return [[]]
        }
        // `split.viewControllers = [sidebar, detail]` on a split the type holds in a property: its columns.
        if SyntaxHelpers.lastName(lhs) == "viewControllers", let base = lhs.as(MemberAccessExprSyntax.self)?.base,
           isSplitViewProperty(base, scope: scope) {
            return [[operation(.showColumns(tabTargets(rhs, scope: scope)), owner: scope.type ?? "", at: site, uikit: true)]]
        }
        if SyntaxHelpers.lastName(lhs) == "viewControllers", isTabBar(lhs.as(MemberAccessExprSyntax.self)?.base, scope: scope) {
            return [[operation(.showTabs(tabTargets(rhs, scope: scope)), owner: scope.type ?? "", at: site, uikit: true)]]
        }
        // `nav.viewControllers = [first]` on a controller this code holds in a local (built here, or
        // one a just-built container embeds): what it will show once shown, no move from here.
        if SyntaxHelpers.lastName(lhs) == "viewControllers", let local = lhs.as(MemberAccessExprSyntax.self)?.base.flatMap(SyntaxHelpers.identifier),
           scope.locals[local] != nil {
            if let shown = viewTargets(rhs, scope: scope).first { scope.locals[local] = .instance(shown) }
            return [[]]
        }
        if SyntaxHelpers.lastName(lhs) == "viewControllers", let pages = pagesListed(lhs, rhs, at: site, scope: scope) { return pages }
        if lhsText.hasSuffix(".viewControllers"), let restored = savedStackRestored(rhs, owner: scope.type ?? "", at: site, scope: scope) {
            return restored
        }
        // `window.rootViewController = signedIn ? Desk() : Welcome()`: the branch a known condition takes, else either.
        if lhsText.hasSuffix("rootViewController") || lhsText.hasSuffix(".viewControllers"),
           let (condition, then, otherwise) = SyntaxHelpers.ternaryBranches(SyntaxHelpers.unwrap(rhs)) {
            let known = knownBool(condition, scope: scope)
            var thenScope = scope, elseScope = scope
            let taken = known == false ? [[]] : evaluateAssignment(lhs, then, site: site, scope: &thenScope, depth: depth)
            let other = known == true ? [[]] : evaluateAssignment(lhs, otherwise, site: site, scope: &elseScope, depth: depth)
            return known == nil ? Array((taken + other).prefix(Self.maximumAlternatives)) : known == true ? taken : other
        }
        // `banner.rootViewController = self` on an ad banner, no window: it only names its presenter.
        if SyntaxHelpers.lastName(lhs) == "rootViewController", let holder = lhs.as(MemberAccessExprSyntax.self)?.base,
           holdsNoWindow(holder, scope: scope) {
            return [[]]
        }
        if lhsText.hasSuffix("rootViewController") || lhsText.hasSuffix(".viewControllers") {
            let targets = viewTargets(rhs, scope: scope)
            // `window?.rootViewController = makeTabBar()`: what the helper does to the controller it builds.
            if targets.isEmpty, let call = SyntaxHelpers.unwrap(rhs).as(FunctionCallExprSyntax.self)
                ?? SyntaxHelpers.identifier(rhs).flatMap({ scope.builtByHelpers[$0] }) {
                return evaluateCall(call, scope: &scope, depth: depth)
            }
            guard !targets.isEmpty else { return [[]] }
            // `overlay.windowLevel = .alert; overlay.rootViewController = picker`: a window of its own
            // above the app's, covering it until it goes; the app's stack stays.
            if lhsText.hasSuffix("rootViewController"), let window = lhs.as(MemberAccessExprSyntax.self)?.base,
               Self.raisesWindowLevel(of: window, around: site) {
                return targets.map { [operation(.present(.view($0), .fullScreenCover), owner: scope.type ?? "", at: site, uikit: true)] }
            }
            return stackAlternatives(rhs, scope: scope, targets: targets).map { [operation(.setStack($0.map { .view($0) }), owner: scope.type ?? "", at: site, uikit: true)] }
        }
        guard let (owner, name, role) = stateProperty(lhs, scope: scope) else {
            bindStoredController(lhs, rhs, scope: &scope)
            // `task = self.signIn(host: host)`: the navigating call runs, whatever keeps its result.
            if let call = SyntaxHelpers.unwrap(rhs).as(FunctionCallExprSyntax.self),
               let callee = SyntaxHelpers.callee(call), relevantNames.contains(callee.name) {
                return evaluateCall(call, scope: &scope, depth: depth)
            }
            return [[]]
        }
        let value = SyntaxHelpers.unwrap(rhs)
        let isNil = value.is(NilLiteralExprSyntax.self)
        switch role {
        case .stack(let elementType):
            // `path = reset ? [dest] : path + [dest]`, the condition unknown here: either.
            if let (_, then, otherwise) = SyntaxHelpers.ternaryBranches(value) {
                let either = evaluateAssignment(lhs, then, site: site, scope: &scope, depth: depth)
                    + evaluateAssignment(lhs, otherwise, site: site, scope: &scope, depth: depth)
                return Array(either.prefix(Self.maximumAlternatives))
            }
            // `path = path + [next]`: the elements added are pushed.
            if let (left, right) = SyntaxHelpers.operands(of: value, joinedBy: "+"), let added = right.as(ArrayExprSyntax.self),
               let extended = stateProperty(left, scope: scope), extended.owner == owner, extended.name == name {
                var result: Alternatives = [[]]
                for element in added.elements {
                    result = Self.sequence(result, appended(element.expression, at: site, owner: owner, element: elementType, scope: scope))
                }
                return result
            }
            if let array = value.as(ArrayExprSyntax.self) {
                if array.elements.isEmpty { return [[operation(.clear, owner: owner, at: site)]] }
                var targets: [NavigationTarget] = []
                for element in array.elements {
                    // A package's wrapper (`.root(.home)`, `.push(.detail)`) holds the route.
                    let route = PackageAliases.wrappedRoute(element.expression)?.route ?? element.expression
                    guard let routes = routes(of: route, expected: elementType, scope: scope), let first = routes.first else {
                        return [[operation(.unresolved(Trigger.text(for: site)), owner: owner, at: site)]]
                    }
                    targets.append(.route(first))
                }
                return [[operation(.setStack(targets), owner: owner, at: site)]]
            }
            let text = value.trimmedText
            if text.hasSuffix("NavigationPath()") || text == ".init()" || text == "[]" { return [[operation(.clear, owner: owner, at: site)]] }
            return [[]]
        case .modalItem(let kind, let element):
            if isNil { return [[operation(.dismiss, owner: owner, at: site)]] }
            if let routes = routes(of: value, expected: element, scope: scope) {
                return routes.map { route in
                    // A case bound on its own (`.navigationDestination(item: $model.destination.detail)`) has its own kind.
                    let caseKind = bindings.first { $0.owner == owner && $0.property == name && $0.route == route }?.kind
                    return [operation(.present(.route(route), caseKind ?? kind), owner: owner, at: site)]
                }
            }
            if element != nil {
                return [[operation(.unresolved(Trigger.text(for: site)), owner: owner, at: site)]]
            }
            // An item wrapping a route value (`presented = Shown(destination: destination)`) shows its
            // screens; which, a value known only at run time does not say.
            if let carried = assignedContent(value, scope: scope) {
                return carried.screens.map { [operation(.present(.view($0), kind), owner: owner, at: site)] }
            }
            if let declared = model.property(named: name, in: owner)?.type, let held = model.lookup(TypeText.base(declared), from: owner), holdsContent(held) {
                return [[operation(.unresolved(Trigger.text(for: site)), owner: owner, at: site)]]
            }
            return [[operation(.present(.modalState(owner: owner, property: name), kind), owner: owner, at: site)]]
        case .modalFlag(let kind):
            // `true`, or a local known to hold it (an observer's parameter handed the value stored).
            guard let raised = value.is(BooleanLiteralExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) ? knownBool(value, scope: scope) : nil
            else { return [[]] }
            if raised {
                return [[operation(.present(.modalState(owner: owner, property: name), kind), owner: owner, at: site)]]
            }
            return [[operation(.dismiss, owner: owner, at: site)]]
        case .current(let element):
            if readsStack(of: owner, in: value) { return [[]] }
            if flowEnums[element] != nil, routes(of: value, expected: element, scope: scope) == nil {
                return [[operation(.flow(owner: owner, forward: Self.stepsForward(site)), owner: owner, at: site)]]
            }
            if let routes = routes(of: value, expected: element, scope: scope) {
                return routes.map { [operation(.setCurrent(.route($0)), owner: owner, at: site)] }
            }
            if SyntaxHelpers.identifier(value) != nil, scope.localEnums[SyntaxHelpers.identifier(value)!] == nil, scope.locals[SyntaxHelpers.identifier(value)!] == nil {
                return [[]]
            }
            return [[operation(.unresolved(Trigger.text(for: site)), owner: owner, at: site)]]
        case .selectedTab:
            if let member = value.as(MemberAccessExprSyntax.self) {
                return [[operation(.selectTab(owner: owner, key: member.declName.baseName.text), owner: owner, at: site)]]
            }
            if value.is(IntegerLiteralExprSyntax.self) || value.is(StringLiteralExprSyntax.self) {
                return [[operation(.selectTab(owner: owner, key: value.trimmedText), owner: owner, at: site)]]
            }
            if let name = SyntaxHelpers.identifier(value) {
                switch scope.locals[name] {
                case .routes(let routes)?: return routes.map { [operation(.selectTab(owner: owner, key: $0.caseName), owner: owner, at: site)] }
                case .literal(let text)?: return [[operation(.selectTab(owner: owner, key: text), owner: owner, at: site)]]
                default: break
                }
            }
            return [[]]
        }
    }

    /// Whether `value` reads one of `owner`'s stacks (`currentRoute = navigationStack.last ?? .splash`):
    /// such a current route mirrors the stack, whose own changes are the moves.
    private func readsStack(of owner: String, in value: ExprSyntax) -> Bool {
        let stacks = (roles[owner] ?? [:]).filter { if case .stack = $0.value { true } else { false } }.keys
        guard !stacks.isEmpty else { return false }
        return value.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { stacks.contains(name) } else { false }
        }
    }

    /// Whether the function around `site` sets the `windowLevel` of the window `window` names
    /// (`overlay?.windowLevel = .alert`): an overlay window, not the app's.
    static func raisesWindowLevel(of window: ExprSyntax, around site: some SyntaxProtocol) -> Bool {
        guard let body = StoryboardIdentifiers.enclosingFunction(of: site)?.body else { return false }
        let name = SyntaxHelpers.unwrap(window).trimmedText
        return body.statements.contains { item in
            guard let expression = SyntaxHelpers.expression(item), let sequence = expression.as(SequenceExprSyntax.self),
                  let (lhs, _) = SyntaxHelpers.assignment(ExprSyntax(sequence)),
                  let member = lhs.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "windowLevel",
                  let base = member.base else { return false }
            return SyntaxHelpers.unwrap(base).trimmedText == name
        }
    }

    /// `nav = UINavigationController(rootViewController: Home())` (or `self.nav = …`) stored in a
    /// property of the type evaluated, or in a `var` local: what follows
    /// (`window?.rootViewController = nav`) shows the screen it holds, as after `let nav = …`.
    private func bindStoredController(_ lhs: ExprSyntax, _ rhs: ExprSyntax, scope: inout Scope) {
        // `tabs = [feed, search]` on a local list of controllers: those screens, in order.
        if let local = SyntaxHelpers.identifier(lhs), scope.listedControllers[local] != nil {
            scope.listedControllers[local] = viewTargets(rhs, scope: scope)
            return
        }
        guard let name = assignedName(lhs, scope: scope) else { return }
        // `viewController = provider(context)` on a `var viewController: UIViewController?` declared
        // before (no property of that name): the local holds what `let viewController = provider(context)` would.
        if let local = SyntaxHelpers.identifier(SyntaxHelpers.unwrap(lhs)), scope.locals[local] != nil,
           scope.type.map({ model.property(named: local, in: $0) == nil }) ?? true {
            bindLocal(local, to: rhs, annotation: nil, scope: &scope)
            return
        }
        guard let screen = viewTargets(rhs, scope: scope).first else { return }
        scope.locals[name] = .instance(screen)
    }

    /// The name an assignment to `lhs` binds: a local, or a stored property of the type evaluated
    /// (`nav`, or `self.nav` unless a local of that name hides it).
    private func assignedName(_ lhs: ExprSyntax, scope: Scope) -> String? {
        let target = SyntaxHelpers.unwrap(lhs)
        let isProperty = { (name: String) in scope.type.map { self.model.property(named: name, in: $0) != nil } ?? false }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            let name = member.declName.baseName.text
            return scope.locals[name] == nil && isProperty(name) ? name : nil
        }
        guard let name = SyntaxHelpers.identifier(target) else { return nil }
        return scope.locals[name] != nil || isProperty(name) ? name : nil
    }

    /// The edge a `modalPresentationStyle` gives a presentation: `.fullScreen`/`.overFullScreen`
    /// a full-screen cover, `.popover` a popover, any other style a sheet.
    /// How a `UIAlertController` built by `expression` is shown: `preferredStyle: .actionSheet` is a
    /// confirmation dialog, else an alert; `nil` when `expression` builds no alert controller.
    static func alertKind(_ expression: ExprSyntax) -> EdgeKind? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              SyntaxHelpers.typeReference(SyntaxHelpers.unwrap(call.calledExpression)) == "UIAlertController" else { return nil }
        let style = SyntaxHelpers.argument(call, "preferredStyle").flatMap(SyntaxHelpers.lastName)
        return style == "actionSheet" ? .confirmationDialog : .alert
    }

    static func modalKind(presentationStyle: ExprSyntax) -> EdgeKind {
        let style = SyntaxHelpers.unwrap(presentationStyle).as(MemberAccessExprSyntax.self)?.declName.baseName.text.lowercased()
            ?? presentationStyle.trimmedText.lowercased()
        if style.contains("fullscreen") { return .fullScreenCover }
        return style == "popover" ? .popover : .sheet
    }

    /// The UIKit coordinators that build a `child` and give it themselves in the same function
    /// (`let flow = ChildFlow(…); flow.parent = self`): what a general-typed property of the
    /// child (`weak var parent: Coordinator?`) holds, sorted.
    func selfHandingBuilders(of child: String) -> [String] {
        uikitCoordinators.sorted().filter { builder in
            guard builder != child, let sites = index[builder] else { return false }
            // The functions handing `self` to a member of a local first: the calls of the others
            // cannot count, and telling what a call builds is the costly part.
            let handing = Set(sites.assignments.compactMap { site -> SyntaxIdentifier? in
                guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), SyntaxHelpers.unwrap(rhs).trimmedText == "self",
                      lhs.as(MemberAccessExprSyntax.self)?.base.flatMap(SyntaxHelpers.identifier) != nil else { return nil }
                return StoryboardIdentifiers.enclosingFunction(of: site.node)?.id
            })
            return !handing.isEmpty && sites.calls.contains { site in
                StoryboardIdentifiers.enclosingFunction(of: site.node).map { handing.contains($0.id) } == true
                    && constructedType(ExprSyntax(site.node), from: builder) == child
            }
        }
    }

    /// Whether `expression` is a stored property of the current type holding a `UISplitViewController`
    /// (or an app subclass of one), by its written type or what its initializer builds.
    private func isSplitViewProperty(_ expression: ExprSyntax, scope: Scope) -> Bool {
        let expression = SyntaxHelpers.unwrap(expression)
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
        guard let owner = scope.type, let name, scope.locals[name] == nil, let property = model.property(named: name, in: owner) else { return false }
        let held = property.type.flatMap { model.lookup(TypeText.base($0), from: owner) ?? TypeText.base($0) }
        return held.flatMap(wrappingControllerBase(of:)) == "UISplitViewController"
    }

    /// Whether the local `name` holds a `UISplitViewController` (or an app subclass of one).
    private func isSplitViewLocal(_ name: String, scope: Scope) -> Bool {
        if scope.splitViews[name] != nil { return true }
        guard case .instance(let held)? = scope.locals[name] else { return false }
        return wrappingControllerBase(of: held) == "UISplitViewController"
    }

    /// Whether `expression` is a `UITabBarController` (or a subclass, or a local holding one);
    /// `nil` stands for the implicit `self` of a member written alone (`viewControllers = […]`).
    func isTabBar(_ expression: ExprSyntax?, scope: Scope) -> Bool {
        guard let expression else { return scope.type.map(isTabBarType) ?? false }
        if let name = SyntaxHelpers.identifier(expression), case .instance(let held)? = scope.locals[name] { return isTabBarType(held) }
        if let held = valueType(expression, scope: scope) { return isTabBarType(held) }
        if let owner = scope.type, let name = SyntaxHelpers.lastName(expression), let written = model.property(named: name, in: owner)?.type {
            return TypeText.base(written).hasSuffix("TabBarController")
        }
        return false
    }

    /// The tab index `expression` is: an integer literal, or `Tab.settings.rawValue` of an enum with
    /// Int raw values left implicit (its case's position).
    func tabIndex(_ expression: ExprSyntax, scope: Scope) -> Int? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
        guard let raw = expression.as(MemberAccessExprSyntax.self), raw.declName.baseName.text == "rawValue",
              let member = raw.base?.as(MemberAccessExprSyntax.self), let enumName = member.base?.trimmedText,
              let declaration = model.type(enumName, from: scope.type), declaration.kind == .enum, declaration.inherited.first == "Int",
              !declaration.members.contains(where: { member in
                  member.block.members.contains { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.rawValue != nil } == true }
              }) else { return nil }
        return declaration.cases.firstIndex { $0.name == member.declName.baseName.text }
    }

    /// A `UITabBarController` or a subclass of one.
    func isTabBarType(_ name: String) -> Bool {
        name.hasSuffix("TabBarController") || type(name)?.inherited.contains { $0.hasSuffix("TabBarController") } == true
    }

    /// The tabs of `[a, b]` handed to a tab bar: screens, or child coordinators' navigation controllers;
    /// also the array a helper of the type returns (`setViewControllers(makeTabs(), animated: false)`).
    func tabTargets(_ expression: ExprSyntax, scope: Scope, depth: Int = 0) -> [NavigationTarget] {
        // `[home, search].map { UINavigationController(rootViewController: $0) }`: each tab is the
        // screen the wrapper is built around.
        if let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
           let base = callee.base, callee.name == "map", let closure = SyntaxHelpers.closures(call).first, Self.wrapsEachElement(closure) {
            return tabTargets(base, scope: scope, depth: depth)
        }
        // `var tabs = [UIViewController](); tabs.append(home); …`: the screens appended, in order.
        if let name = SyntaxHelpers.identifier(expression), let listed = scope.listedControllers[name], !listed.isEmpty {
            return listed.map { .view($0) }
        }
        // `items.map { $0.makeController() }` (or a local holding it) over an enum's cases: each case's screen.
        if let call = SyntaxHelpers.identifier(expression).flatMap({ scope.callResults[$0] }) ?? SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
           let tabs = perCaseTabs(call, scope: scope) {
            return tabs
        }
        if let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
           let (returned, inner) = returnedValue(of: call, scope: scope, depth: depth) {
            return tabTargets(returned, scope: inner, depth: depth + 1)
        }
        guard let array = SyntaxHelpers.unwrap(expression).as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element -> NavigationTarget? in
            if let screen = viewTargets(element.expression, scope: scope).first { return .view(screen) }
            if let member = SyntaxHelpers.unwrap(element.expression).as(MemberAccessExprSyntax.self), let base = member.base,
               let child = valueType(base, scope: scope), uikitCoordinators.contains(child) || owners.contains(child) {
                return .coordinatorRoot(child)
            }
            if let name = SyntaxHelpers.identifier(element.expression), case .instance(let child)? = scope.locals[name],
               uikitCoordinators.contains(child) {
                return .coordinatorRoot(child)
            }
            return nil
        }
    }

    /// Whether `closure` builds one thing around its element (`{ Wrapper(rootViewController: $0) }`,
    /// `{ screen in Wrapper(rootViewController: screen) }`).
    private static func wrapsEachElement(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, let only = closure.statements.first,
              let built = (only.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(only))
                .flatMap({ SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self) }) else { return false }
        let element = parameterNames(of: closure, count: 1).first ?? "$0"
        return built.arguments.contains { argument in
            SyntaxHelpers.unwrap(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == element
        }
    }

    /// What the app function `call` calls returns (`makeTabs()` ending in `return [home, profile]`
    /// or in that expression alone), with the locals its body binds on the way.
    private func returnedValue(of call: FunctionCallExprSyntax, scope: Scope, depth: Int) -> (ExprSyntax, Scope)? {
        guard depth < Self.maximumDepth, let (method, body) = calledAppFunction(call, scope: scope), let last = body.last,
              let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(last) else { return nil }
        var inner = parameterScope(method, call: call, scope: scope).scope
        for item in body {
            if let declaration = item.item.as(DeclSyntax.self) { bindLocals(declaration, scope: &inner) }
        }
        return (returned, inner)
    }

    /// The stacks a controller list (or one root controller) may give, one per alternative:
    /// `[next]` or `next`, `next` one of the screens the branches before made, is a stack of each
    /// (`setViewControllers([next], animated: false)` after `if … { next = A() } else { next = B() }`),
    /// not one stack of them all; empty when `expression` builds no screen. `targets` are its
    /// ``viewTargets(_:scope:)`` when known.
    func stackAlternatives(_ expression: ExprSyntax, scope: Scope, targets known: [String]? = nil) -> [[String]] {
        let unwrapped = SyntaxHelpers.unwrap(expression)
        let elements = unwrapped.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [unwrapped]
        let chosen = elements.indices.filter { index in SyntaxHelpers.identifier(elements[index]).flatMap { scope.screenChoices[$0] } != nil }
        guard chosen.count == 1, let name = SyntaxHelpers.identifier(elements[chosen[0]]), let choices = scope.screenChoices[name] else {
            let targets = known ?? viewTargets(expression, scope: scope)
            return targets.isEmpty ? [] : [targets]
        }
        let before = elements[..<chosen[0]].flatMap { viewTargets($0, scope: scope) }
        let after = elements[(chosen[0] + 1)...].flatMap { viewTargets($0, scope: scope) }
        return choices.map { before + [$0] + after }
    }

    /// The view controller or view types `expression` creates: `X()`, a local holding one,
    /// `UINavigationController(rootViewController: x)`, `UIHostingController(rootView: X())`, `[a, b]`.
    func viewTargets(_ expression: ExprSyntax, scope: Scope) -> [String] {
        if let configured = configuredValue(expression) { return viewTargets(configured, scope: scope) }
        if let cast = SyntaxHelpers.castType(expression), let castType = model.lookup(TypeText.base(cast.trimmedText), from: scope.type) {
            return [castType]
        }
        let expression = SyntaxHelpers.unwrap(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { viewTargets($0.expression, scope: scope) }
        }
        if let name = SyntaxHelpers.identifier(expression), let choices = scope.screenChoices[name] { return choices }
        // `lazy var sheet: UIViewController = { let c = Wrapper(rootViewController: queue); …; return c }()`:
        // what the closure returns, its locals bound.
        if let (closure, _) = Self.immediatelyReturned(expression) {
            var inner = scope
            for item in closure.statements {
                if let declaration = item.item.as(DeclSyntax.self) { bindLocals(declaration, scope: &inner) }
            }
            let returned = ReturnCollector.values(in: closure.statements)
            let screens = returned.flatMap { viewTargets($0, scope: inner) }.keepingFirstOfEach()
            if !screens.isEmpty { return screens }
        }
        // `Tides().painted()` with `extension View { func painted() -> some View }`: the view it modifies.
        if let call = expression.as(FunctionCallExprSyntax.self), let (base, name) = SyntaxHelpers.callee(call), let base,
           model.viewExtensionModifiers.contains(name),
           case let targets = viewTargets(base, scope: scope), !targets.isEmpty {
            return targets
        }
        // An app subclass builds its own root (`init(book:) { super.init(rootView: Reader(book: book)) }`),
        // whatever its first argument is.
        if let call = expression.as(FunctionCallExprSyntax.self), let (root, rootScope) = ownRoot(of: call, scope: scope),
           case let targets = viewTargets(root, scope: rootScope), !targets.isEmpty {
            return targets
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let callee = SyntaxHelpers.unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self),
           wrapsItsFirstArgument(callee.baseName.text, scope: scope), let root = call.arguments.first?.expression {
            return viewTargets(root, scope: scope)
        }
        // `StackFrame(content: { Inbox() })` of a wrapper only showing what it is given: that content.
        if let call = expression.as(FunctionCallExprSyntax.self), let contents = transparentWrapperContents(call, scope: scope) {
            for content in contents {
                let targets = viewTargets(content, scope: scope)
                if !targets.isEmpty { return targets }
            }
        }
        // `UIHostingController(rootView: NavigationStack { Inbox() })`: the view the stack starts with.
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call), callee.base == nil,
           Self.stackContainers.contains(callee.name), call.trailingClosure?.statements.count == 1,
           let content = call.trailingClosure?.statements.first.flatMap(SyntaxHelpers.expression) {
            return viewTargets(content, scope: scope)
        }
        // A value of an app `UIHostingController<Reader>` subclass (a parameter it was handed in) shows `Reader`.
        if let type = valueType(expression, scope: scope), let hosted = hostedView(ofSubclass: type) { return [hosted] }
        if let type = valueType(expression, scope: scope), isScreenType(type) && !isAppRootWrapper(type)
            || self.type(type) == nil && (Self.isUndeclaredScreen(type) || Self.isFrameworkController(type)
                || model.corpus.storyboards.scene(qualifiedNode: type) != nil) { return [type] }
        if let call = expression.as(FunctionCallExprSyntax.self), let framework = SyntaxHelpers.typeReference(SyntaxHelpers.unwrap(call.calledExpression)),
           model.lookup(framework, from: scope.type) == nil, Self.isFrameworkController(framework) {
            return [framework]  // `present(UIActivityViewController(activityItems: …), animated: true)`
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           SyntaxHelpers.isTypeName(callee.baseName.text), model.lookup(callee.baseName.text, from: scope.type) == nil,
           Self.isUndeclaredScreen(callee.baseName.text) {
            return [callee.baseName.text]
        }
        // `view.environmentObject(model)`, `Inbox().padding()`: a SwiftUI modifier shows the view it modifies.
        if let modified = modifiedView(expression), let name = SyntaxHelpers.identifier(modified), scope.locals[name] != nil {
            let targets = viewTargets(modified, scope: scope).filter { type($0)?.isView == true }
            if !targets.isEmpty { return targets }
        }
        // `General().environmentObject(model)`: the app view the modifiers are applied to.
        if let constructed = modifiedConstruction(expression), let built = constructedType(ExprSyntax(constructed), from: scope.type),
           type(built)?.isView == true {
            return [built]
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `makeAlert(message)` declared to return a framework controller builds one.
            if let framework = declaredFrameworkController(of: call, scope: scope) { return [framework] }
            // A chooser (`nextStep()`) shows one of the screens its branches return; so does a
            // function declared in the body around (`makeTrash(for: folder)`), whatever it returns.
            let choices = returnedScreens(of: call, scope: scope)
            if choices.count > 1 { return choices }
            if SyntaxHelpers.callee(call).map({ $0.base == nil && scope.localFunctions[$0.name] != nil }) == true,
               case let screens = choices.filter(isScreenType), !screens.isEmpty {
                return screens
            }
            // A factory (`SettingsFactory.make()`, `makeReader(for: id)`) shows the screen it builds.
            if let screen = returnedScreen(of: call, scope: scope), isScreenType(screen) { return [screen] }
            // One declared to return a screen it builds among others (`let root = Feed(); return
            // FeedHost(rootView: root)`): the one it returns.
            if choices.count == 1, isScreenType(choices[0]) { return choices }
            // `Chrome.framed(for: editor)` returning a navigation controller built around its
            // parameter: the screen handed in.
            let wrapped = wrappedArgumentScreens(of: call, scope: scope)
            if !wrapped.isEmpty { return wrapped }
        }
        // `flow.rootViewController`, a computed property returning the flow's stored screen
        // (`var rootViewController: UIViewController { controller }`): that screen.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           SyntaxHelpers.unwrap(base).trimmedText != "self", let owner = valueType(base, scope: scope), owner != scope.type,
           let getter = model.property(named: member.declName.baseName.text, in: owner)?.getter, getter.count == 1,
           let returned = SyntaxHelpers.expression(getter.first!).map({ SyntaxHelpers.unwrap($0) }),
           returned.is(DeclReferenceExprSyntax.self) {
            let targets = viewTargets(returned, scope: Scope(type: owner))
            if !targets.isEmpty { return targets }
        }
        // A stored property declared as a framework controller shows what the type's own code stores in it.
        if let owner = scope.type, let property = Self.storedPropertyName(expression, scope: scope) {
            return assignedScreens(ofProperty: property, in: owner)
        }
        return []
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        // `connector.connect(from: self).then { … }.catch { … }`: the navigating calls a chain
        // starts with run first, innermost first.
        var receivers: [FunctionCallExprSyntax] = []
        var link = call
        while let receiver = SyntaxHelpers.callee(link)?.base.map(SyntaxHelpers.unwrap)?.as(FunctionCallExprSyntax.self) {
            receivers.append(receiver)
            link = receiver
        }
        // A library's callbacks along the chain (`.then { … }.catch { … }`) each may run instead of
        // the others: one alternative each, not one after another.
        var result: Alternatives = [[]]
        var callbacks: Alternatives = []
        for receiver in receivers.reversed() {
            if SyntaxHelpers.callee(receiver).map({ relevantNames.contains($0.name) }) == true {
                result = Self.sequence(result, evaluateCallItself(receiver, scope: &scope, depth: depth))
            } else if let invoked = evaluateInvokedClosures(receiver, scope: scope, depth: depth) {
                // An app operator along the chain (`first().then(showPage())` with an `@autoclosure`
                // `then`) runs what it is handed as the chain gets there.
                result = Self.sequence(result, invoked)
            } else if let handlers = evaluateLibraryClosures(receiver, scope: scope, depth: depth) {
                callbacks += handlers.filter { !$0.isEmpty }
            }
        }
        result = Self.sequence(result, evaluateCallItself(call, scope: &scope, depth: depth))
        let all = callbacks.isEmpty ? result : Array((result + callbacks).prefix(Self.maximumAlternatives))
        return restricting(all, toLayoutsAround: call, in: scope)
    }

    /// What the closures handed to a library's function may do: a promise's `then`/`catch`, a
    /// publisher's `sink`, a completion handler — the library calls them later, or not at all, so
    /// each closure is a branch that may run. `nil` when the call names an app function (whose body
    /// says what it does with them, see ``evaluateInvokedClosures(_:scope:depth:)``) or hands over
    /// no closure.
    private func evaluateLibraryClosures(_ call: FunctionCallExprSyntax, scope: Scope, depth: Int) -> Alternatives? {
        guard depth < Self.maximumDepth, let (_, name) = SyntaxHelpers.callee(call),
              !model.declaredMethodNames.contains(name), model.functions[name] == nil else { return nil }
        // An app type's initialiser (`DetailView(onClose: { … })`) keeps its closures for the built
        // screen's own moves, and so does a view's (`Button { … }`); a library object made in UIKit
        // code (`UIAlertAction(…) { … }`, an action bound to a button) runs them on the user's tap.
        if SyntaxHelpers.isTypeName(name) || name == "init" {
            guard model.lookup(name, from: scope.type) == nil, let owner = scope.type.flatMap(type), owner.kind == .class, !owner.isView else { return nil }
        }
        let closures = SyntaxHelpers.closures(call)
        // A navigating call handed as a value (`.then(self.showWebPage(url))`, `.then(Observable.create { … })`)
        // runs when the library gets there.
        // …and so does one built first in a local (`let ok = UIAlertAction(…) { … }; alert.addAction(ok)`).
        let handedCalls = call.arguments.compactMap { argument in
            SyntaxHelpers.unwrap(argument.expression).as(FunctionCallExprSyntax.self) ?? Self.libraryObjectBuilt(in: argument.expression, before: call)
        }
        var result: Alternatives = [[]]
        for handed in handedCalls {
            guard let callee = SyntaxHelpers.callee(handed) else { continue }
            var inner = scope
            let ran = relevantNames.contains(callee.name) ? evaluateCall(handed, scope: &inner, depth: depth + 1)
                : evaluateLibraryClosures(handed, scope: scope, depth: depth + 1) ?? []
            result += ran.filter { !$0.isEmpty }
        }
        // So does a method handed by name (`.then(showNewsIfNeeded)`).
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            result += (evaluateMethodReference(argument.expression, scope: scope, depth: depth) ?? []).filter { !$0.isEmpty }
        }
        guard !closures.isEmpty || result.count > 1 else { return nil }
        for closure in closures {
            var inner = scope
            for parameter in Self.parameterNames(of: closure, count: 4) { inner.locals[parameter] = .unknown }
            // What the library passes is unknown: a move that cannot be told without it is no finding here.
            let ran = evaluateBlock(closure.statements, scope: &inner, depth: depth + 1, branch: true).map { operations in
                operations.filter { if case .unresolved = $0.kind { false } else { true } }
            }
            // An action object's closure (`UIAlertAction(…) { … }`, `UIAction { … }`) runs later, on the
            // user's tap: a dismissal or pop alone there shows nothing, and is no step before what the
            // code around it does next (a promise's closure is: `dismissAll().then(showChat())`).
            result += ran.filter { !$0.isEmpty && (!name.hasSuffix("Action") || $0.contains(where: Self.showsAPlace)) }
        }
        return Array(result.prefix(Self.maximumAlternatives))
    }

    /// The call a constant `name` is bound to earlier in the block holding `node`, when it hands
    /// closures to what it builds (`let ok = UIAlertAction(title: "OK", style: .default) { _ in … }`).
    private static func libraryObjectBuilt(in expression: ExprSyntax, before node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        guard let name = SyntaxHelpers.identifier(SyntaxHelpers.unwrap(expression)) else { return nil }
        var current = Syntax(node).parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let built = binding.initializer.flatMap({ SyntaxHelpers.unwrap($0.value).as(FunctionCallExprSyntax.self) }),
                              !SyntaxHelpers.closures(built).isEmpty else { return nil }
                        return built
                    }
                }
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    private func evaluateCallItself(_ call: FunctionCallExprSyntax, scope: inout Scope, depth: Int) -> Alternatives {
        guard let (base, name) = SyntaxHelpers.callee(call) else { return [[]] }
        // A wrapper runs the closures it is handed; an app's own `perform(_:)` handed none is a method.
        let isWrapper = Self.inlinedWrappers.contains(name)
        if isWrapper || base.map({ $0.trimmedText.hasPrefix("DispatchQueue") }) == true,
           case let handed = SyntaxHelpers.closures(call), !isWrapper || !handed.isEmpty {
            var result: Alternatives = [[]]
            for closure in handed {
                var inner = scope
                result = Self.sequence(result, evaluateBlock(closure.statements, scope: &inner, depth: depth))
            }
            return result
        }
        if let posted = evaluatePosted(call, scope: scope, depth: depth) { return posted }
        if let base, let (owner, property, role) = stateProperty(base, scope: scope), case .stack(let element) = role,
           ownPresentedContainer(base, scope: scope) == nil {
            return stackCall(call, name: name, owner: owner, element: element, scope: scope).map { alternative in
                alternative.map { operation in
                    var operation = operation
                    operation.stack = property
                    return operation
                }
            }
        }
        // `showsPicker.toggle()` on a presentation flag, from the screen presenting it: it was down, so it shows.
        if name == "toggle", call.arguments.isEmpty, let base, let (owner, property, role) = stateProperty(base, scope: scope),
           case .modalFlag(let kind) = role {
            return [[operation(.present(.modalState(owner: owner, property: property), kind), owner: owner, at: call)]]
        }
        // `path[path.count - 1].replacePage(with: page)`: the top entry shows another route.
        if let base, let replaced = replacedEntry(call, base: base, name: name, scope: scope) { return replaced }
        // `layers.append(Layer(root: page))` on the layers an item presentation shows presents the layer's route.
        if name == "append", let base, let (owner, property, role) = stateProperty(base, scope: scope), case .modalItem = role,
           let element = model.property(named: property, in: owner).flatMap(writtenType).flatMap(TypeText.arrayElement)
               .flatMap({ model.lookup($0, from: owner) }),
           let presented = presentedLayer(call, element: element, owner: owner, scope: scope) {
            return presented
        }
        if let appended = appendToSavedStack(call, name: name, base: base, scope: &scope) { return appended }
        if let listed = appendToControllerList(call, name: name, base: base, scope: &scope) { return listed }
        if Self.uikitMethods.contains(name), !(base.map { isAbsent($0, scope: scope) } ?? false),
           !isAppRouterCall(call, name: name, base: base, scope: scope),
           let uikit = uikitCall(call, name: name, base: base, scope: &scope) {
            return uikit
        }
        if Self.childHostingCalls.contains(name), !isAppRouterCall(call, name: name, base: base, scope: scope),
           let hosted = hostChildCall(call, base: base, scope: scope) {
            return hosted
        }
        if name == "setViewController", let local = base.flatMap(SyntaxHelpers.identifier), isSplitViewLocal(local, scope: scope) {
            // `split.setViewController(nav, for: .primary)`: on an iPhone the split shows its compact
            // column, else its primary one; the other columns are filled by what the user selects.
            let column = call.arguments.dropFirst().first.flatMap { SyntaxHelpers.lastName($0.expression) }
            let hasCompactColumn = scope.splitViews[local] ?? false
            scope.splitViews[local] = hasCompactColumn || column == "compact"
            if column == "compact" || column == "primary" && !hasCompactColumn,
               let argument = call.arguments.first?.expression, let shown = viewTargets(argument, scope: scope).first {
                scope.locals[local] = .instance(shown)
            }
            return [[]]
        }
        if name == "start", let base, let child = valueType(base, scope: scope), child != scope.type,
           uikitCoordinators.contains(child) || owners.contains(child) {
            if isPresentedInBlock(child, after: call, scope: scope) { return [[]] }
            // `coordinator.start()` then `presentChild(coordinator, animated: true)`: its root is presented.
            if let local = SyntaxHelpers.identifier(base), isHandedToPresentingHelper(local, around: call, scope: scope) {
                return [[operation(.present(.coordinatorRoot(child), .sheet), owner: scope.type ?? "", at: call, uikit: true)]]
            }
            return [[operation(.startChild(child), owner: scope.type ?? "", at: call)]]
        }
        // `ask()` where `func ask() { … }` or `let ask = { … }` was declared in the body: its statements
        // run here, with what the body knows (it is not called from itself here: its recursion is cut).
        if base == nil, depth < Self.maximumDepth,
           let statements = scope.localFunctions[name]?.body?.statements ?? scope.localClosures[name]?.statements {
            var inner = scope
            if let function = scope.localFunctions[name] { bindParameters(of: function, to: call, scope: &inner) }
            inner.localFunctions[name] = nil
            inner.localClosures[name] = nil
            return evaluateBlock(statements, scope: &inner, depth: depth + 1)
        }
        // `SignInTask(host: self)`: an operation is built to be queued, and the queue runs its `main()`.
        if SyntaxHelpers.isTypeName(name), depth < Self.maximumDepth, let built = model.lookup(name, from: scope.type),
           let main = queuedMain(of: built) {
            // A new instance: its flags start from their declared values.
            var building = scope
            building.freshInstance = built
            let ran = evaluateMethod(main, call: nil, scope: building, depth: depth + 1, selfType: built,
                                     instance: propertiesLeftEmpty(by: call, of: built, scope: scope))
            return Self.settlingFlags(ran, initially: initialFlags(of: built))
        }
        // `termsCommand()` where `var termsCommand = { … }`: the stored closure runs.
        if base == nil || base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) == true, depth < Self.maximumDepth,
           let owner = scope.type, scope.locals[name] == nil,
           let closure = model.property(named: name, in: owner)?.initializer.flatMap({ SyntaxHelpers.unwrap($0).as(ClosureExprSyntax.self) }) {
            var inner = Scope(type: owner, propertyTypes: scope.propertyTypes)
            return evaluateBlock(closure.statements, scope: &inner, depth: depth + 1)
        }
        if let erased = evaluateErasedForwarding(call, name: name, base: base, scope: scope, depth: depth) { return erased }
        if !relevantNames.contains(name), let assigned = evaluateAssignedClosures(call, name: name, base: base, scope: scope, depth: depth) {
            return assigned
        }
        if !relevantNames.contains(name), let invoked = evaluateInvokedClosures(call, scope: scope, depth: depth) { return invoked }
        if !relevantNames.contains(name), let handlers = evaluateLibraryClosures(call, scope: scope, depth: depth) { return handlers }
        guard relevantNames.contains(name), depth < Self.maximumDepth, !(base.map { isAbsent($0, scope: scope) } ?? false) else { return [[]] }
        let labels = SyntaxHelpers.labels(call)
        // `super.main()`: the superclass's method of the class the call is written in, or nothing.
        if let base, SyntaxHelpers.unwrap(base).trimmedText == "super" {
            guard let written = SwiftTypeIndex.enclosingTypeName(of: call).flatMap({ model.lookup($0, from: scope.type) }),
                  let method = superclasses(of: written).lazy.compactMap({ owner in
                      self.model.methods(named: name, in: owner).first { $0.accepts(labels: labels) && $0.body != nil }
                  }).first else { return [[]] }
            return evaluateMethod(method, call: call, scope: scope, depth: depth + 1, selfType: scope.type, instance: scope.propertyTypes)
        }
        let receiver = base == nil ? scope.type : valueType(base!, scope: scope)
        var methods: [MethodDeclaration] = []
        var conformersRun = false
        if let receiver {
            methods = model.methods(named: name, in: receiver).filter { $0.accepts(labels: labels) && $0.body != nil }
            if methods.isEmpty, type(receiver)?.kind == .protocol {
                methods = implementationsRun(name, labels: labels, on: receiver, scope: scope)
                conformersRun = true
            }
        } else if let base {
            let implementations = startsAtUndeclaredType(base) || isPropertyOfUndeclaredType(base, scope: scope) ? [] : owners.union(uikitCoordinators).sorted().flatMap { owner in
                (type(owner)?.methods(named: name) ?? []).filter { $0.accepts(labels: labels) && $0.body != nil }
            }
            if implementations.count == 1 { methods = implementations }
            // `element.didSelect(in: router)` on a closure's parameter: the protocol requiring it is its type.
            if methods.isEmpty, isUntypedBinding(base, scope: scope), let required = requiringProtocol(of: name, labels: labels) {
                methods = implementationsRun(name, labels: labels, on: required, scope: scope)
                conformersRun = true
            }
        }
        // `presentSheet(.report)` where no type in scope declares it: the app's top-level function
        // (one handed an error to handle is the app's failure plumbing, not a move from here).
        if methods.isEmpty, base == nil {
            methods = (model.functions[name] ?? []).filter { $0.accepts(labels: labels) && $0.body != nil && !Self.handlesErrors($0) }
        }
        // A value of an app protocol (or a generic parameter constrained to one) runs whichever
        // conformer's implementation it holds: every one is an alternative.
        if conformersRun, methods.count > 1 {
            return methods.flatMap { method in
                evaluateMethod(method, call: call, scope: scope, depth: depth + 1, selfType: nil, generics: [:])
            }
        }
        // `shown.promptForEmail()` on a controller of no app type: the one helper an extension of a
        // framework type declares under that name (`extension UIViewController { func promptForEmail() }`).
        if methods.isEmpty, base != nil, receiver.map({ type($0) == nil }) ?? true {
            let extended = model.externalTypes.keys.sorted().flatMap { owner in
                model.externalTypes[owner]!.methods(named: name).filter { $0.accepts(labels: labels) && $0.body != nil }
            }
            if extended.count == 1 { methods = extended }
        }
        guard let method = bestOverload(methods, for: call, scope: scope) else { return [[]] }
        // A method a subclass inherits, or a protocol extension lends, reads the receiver's state
        // (`ShopCoordinator: Coordinator<ShopRoute>`; `extension Coordinator { func push(_ route: Route) }`)
        // and calls the receiver's own methods (a UIKit coordinator's `proceed()` a default implementation calls).
        // A protocol extension's method forwarding to a requirement (`push(f)` calling `push(f, animated: true)`)
        // runs the implementation of the receiver's concrete type (a director's, a service's: no screen's).
        let selfType = receiver.flatMap { receiver -> String? in
            if type(method.owner)?.kind == .protocol, receiver != method.owner || type(receiver)?.kind == .protocol,
               let concrete = model.concrete(receiver), concrete != method.owner, !isScreenType(concrete) { return concrete }
            return (roles[receiver] != nil || uikitCoordinators.contains(receiver)) && receiver != method.owner
                && [.class, .protocol].contains(type(method.owner)?.kind) ? receiver : nil
        }
        let onSelf = base.map { SyntaxHelpers.unwrap($0).trimmedText == "self" } ?? true
        // The receiver's generic arguments, written with its declaration (also for a protocol
        // extension's method on it).
        var generics = base.map { genericArguments(of: $0, owner: method.owner, scope: scope) } ?? [:]
        if generics.isEmpty, let base, let receiver, type(method.owner)?.kind == .protocol {
            generics = genericArguments(of: base, owner: receiver, scope: scope)
        }
        var ran = evaluateMethod(method, call: call, scope: scope, depth: depth + 1, selfType: selfType, generics: generics,
                                 instance: onSelf ? scope.propertyTypes : [:])
        if let base, let receiver { ran = fillingHandedContainer(ran, of: receiver, calledOn: base, at: call, scope: &scope) }
        // `signIn { result in … }`: the completion handler the method calls runs after what it does.
        let closures = SyntaxHelpers.closures(call)
        let showing = ran.allSatisfy { $0.contains { Self.showsScreen($0, besides: closures) } }
        guard let completion = evaluateInvokedClosures(call, scope: scope, depth: depth, afterShowing: showing) else { return ran }
        return Self.sequence(ran, completion)
    }

    /// What a child coordinator built here on a fresh local container (`ItemCoordinator(navigation:
    /// modal)`) sets as its stack (`child.navigate(to: .detail)` calling `setViewControllers`) fills
    /// that container when the method presents it next (`present(modal, animated: true)`): shown
    /// then, no move here.
    private func fillingHandedContainer(
        _ ran: Alternatives, of child: String, calledOn base: ExprSyntax, at call: FunctionCallExprSyntax, scope: inout Scope
    ) -> Alternatives {
        guard let local = SyntaxHelpers.identifier(base), case .instance(child)? = scope.locals[local],
              case let containers = scope.hostedCoordinators.filter({ $0.value == child }).map(\.key), containers.count == 1,
              let body = SyntaxHelpers.enclosingFunction(call)?.body,
              model.file(fileIndex(of: call)).syntax.allCalls(in: body).contains(where: { later in
                  later.position > call.position && SyntaxHelpers.callee(later)?.name == "present"
                      && later.arguments.first.flatMap({ SyntaxHelpers.identifier($0.expression) }) == containers[0]
              }) else { return ran }
        var filled: String?
        let kept = ran.map { alternative in
            alternative.filter { operation in
                guard operation.owner == child else { return true }
                switch operation.kind {
                case .setStack(let targets):
                    if case .view(let first)? = targets.first { filled = filled ?? first }
                    return false
                case .append(.view(let shown)):
                    filled = filled ?? shown
                    return false
                default:
                    return true
                }
            }
        }
        guard let filled else { return ran }
        scope.filledContainers[containers[0]] = scope.filledContainers[containers[0]] ?? filled
        return kept
    }

    /// Whether `call` is to a method of an app type that is no view controller, under a UIKit
    /// name (`router.present(route, animated: true)` on the app's `Router<Route>`, a coordinator's
    /// own `addChild(child)`, a director's `present(scene)` behind the app protocol it conforms to): the
    /// app's method runs, not UIKit's. (A coordinator's own `present(_:animated:)` helper passing a
    /// controller on presents, as UIKit's does; one taking no screen is the app's, ``takesNoScreen(_:name:scope:)``.)
    private func isAppRouterCall(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: Scope) -> Bool {
        let onSelf = base.map { SyntaxHelpers.unwrap($0).trimmedText == "self" } ?? true
        // Going back (`router.dismiss(.sheet)`) means what UIKit's going back means.
        guard !Self.goesBack(name), !onSelf || Self.childHostingCalls.contains(name) || takesNoScreen(call, name: name, scope: scope),
              let written = base.map({ valueType($0, scope: scope) }) ?? scope.type,
              // A value of an app protocol is its one conformer (`director.present(factory)` on a `StageDirector`).
              let receiver = type(written)?.kind == .protocol ? model.concrete(written) : written, let declaration = type(receiver),
              !declaration.isViewController, !declaration.isView else { return false }
        let labels = SyntaxHelpers.labels(call)
        return (model.methods(named: name, in: receiver) + (written == receiver ? [] : model.methods(named: name, in: written)))
            .contains { $0.accepts(labels: labels) && $0.body != nil }
    }

    /// Whether `call`, on `self` of a type that is no screen, runs a method of that type under a UIKit
    /// name whose parameters take no screen (`present(factory, animated: animated)` of a director
    /// building the controller from a factory): the app's method, not a helper passing a controller on.
    private func takesNoScreen(_ call: FunctionCallExprSyntax, name: String, scope: Scope) -> Bool {
        guard let owner = scope.type, let declaration = type(owner), !declaration.isViewController, !declaration.isView else { return false }
        let labels = SyntaxHelpers.labels(call)
        let accepting = model.methods(named: name, in: owner).filter { $0.accepts(labels: labels) && $0.body != nil }
        return !accepting.isEmpty && accepting.allSatisfy { method in
            method.parameters.allSatisfy { parameter in
                let written = TypeText.base(parameter.type)
                return Self.screenKind(ofParameter: parameter, in: method) == nil && !written.hasSuffix("View") && !written.hasSuffix("Controller")
            }
        }
    }

    /// Whether a router method named `name` takes away what it is handed (`dismiss(_:)`,
    /// `popTo(_:)`, `close(_:)`, `remove(_:)`) rather than showing it.
    static func takesAway(_ name: String) -> Bool {
        ["dismiss", "pop", "close", "remove", "hide"].contains { name.hasPrefix($0) }
    }

    /// Whether the UIKit method `name` goes back rather than showing something.
    static func goesBack(_ name: String) -> Bool {
        ["dismiss", "popViewController", "popToRootViewController"].contains(name)
    }

    /// Whether `function` is handed an error to handle (`func report(_ error: Error)`).
    static func handlesErrors(_ function: MethodDeclaration) -> Bool {
        function.parameters.contains { TypeText.base($0.type) == "Error" }
    }

    private func stackCall(_ call: FunctionCallExprSyntax, name: String, owner: String, element: String?, scope: Scope) -> Alternatives {
        // A package's route list (`routes.presentSheet(.settings)`, `routes.append(.push(.detail))`).
        if let change = PackageAliases.routeListMethods[name] ?? (name == "append" ? call.arguments.first.flatMap({ PackageAliases.wrappedRoute($0.expression)?.change }) : nil) {
            return routeListCall(call, change: change, owner: owner, element: element, scope: scope)
        }
        switch name {
        case "append":
            guard let argument = call.arguments.first?.expression else { return [[]] }
            if call.arguments.first?.label?.text == "contentsOf", let array = SyntaxHelpers.unwrap(argument).as(ArrayExprSyntax.self) {
                let targets = array.elements.compactMap { routes(of: $0.expression, expected: element, scope: scope)?.first }
                guard targets.count == array.elements.count else { return [[operation(.unresolved(Trigger.text(for: call)), owner: owner, at: call)]] }
                return [targets.map { operation(.append(.route($0)), owner: owner, at: call) }]
            }
            return appended(argument, at: call, owner: owner, element: element, scope: scope)
        case "removeLast", "popLast", "removeFirst":
            if let argument = call.arguments.first?.expression, argument.trimmedText.hasSuffix("count") {
                return [[operation(.clear, owner: owner, at: call)]]
            }
            return [[operation(.pop, owner: owner, at: call)]]
        case "removeAll", "removeSubrange":
            return [[operation(.clear, owner: owner, at: call)]]
        default:
            return [[]]
        }
    }

    /// What appending `argument` to a stack shows: the route it is, the screens a route value
    /// carries, or what `navigationDestination(for:)` registers for its type.
    private func appended(_ argument: ExprSyntax, at call: some SyntaxProtocol, owner: String, element: String?, scope: Scope) -> Alternatives {
        if flowEnums.values.contains(owner) || isFlowValue(argument, scope: scope) {
            return [[]]
        }
        // A literal (`path.append("mfa")`) shows what the destinations registered for its type show for it.
        if let screens = literalDestinations(argument), !screens.isEmpty {
            return screens.map { [operation(.append(.view($0)), owner: owner, at: call)] }
        }
        if let routes = routes(of: argument, expected: element, scope: scope) {
            return routes.map { [operation(.append(.route($0)), owner: owner, at: call)] }
        }
        // A route value carrying its screens (`trail.append(destination)`) shows them.
        if let carried = carriedContent(of: argument, expected: nil, scope: scope) {
            return carried.screens.map { [operation(.append(.view($0)), owner: owner, at: call)] }
        }
        // A value of an app type (`path.append(user)`) shows what `navigationDestination(for:)` registers for it.
        if let valueType = valueType(argument, scope: scope),
           case let screens = valueDestinations(ofType: valueType, from: scope.type ?? owner), !screens.isEmpty {
            return screens.map { [operation(.append(.view($0)), owner: owner, at: call)] }
        }
        return [[operation(.unresolved(Trigger.text(for: call)), owner: owner, at: call)]]
    }

    /// What a package's route list method does (``PackageAliases/routeListMethods``): pushes or
    /// presents the route it is handed, or goes back.
    private func routeListCall(
        _ call: FunctionCallExprSyntax, change: PackageAliases.RouteListChange, owner: String, element: String?, scope: Scope
    ) -> Alternatives {
        switch change {
        case .pop: return [[operation(.pop, owner: owner, at: call)]]
        case .clear: return [[operation(.clear, owner: owner, at: call)]]
        case .push, .present:
            guard var argument = call.arguments.first?.expression else { return [[]] }
            if let (route, _) = PackageAliases.wrappedRoute(argument) { argument = route }
            let shown = appended(argument, at: call, owner: owner, element: element, scope: scope)
            guard case .present(let kind) = change else { return shown }
            // Presented, not pushed: the same targets, shown with the method's kind.
            return shown.map { alternative in
                alternative.map { operation in
                    guard case .append(let target) = operation.kind else { return operation }
                    var presented = operation
                    presented.kind = .present(target, kind)
                    return presented
                }
            }
        }
    }

    /// Whether the function around a step assignment moves forward (`+ 1`) rather than back (`- 1`).
    static func stepsForward(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self), let body = function.body {
                let text = body.statements.trimmedText.filter { !$0.isWhitespace }
                return !(text.contains("-1") && !text.contains("+1"))
            }
            current = parent.parent
        }
        return true
    }

    private func isFlowValue(_ expression: ExprSyntax, scope: Scope) -> Bool {
        guard let (_, _, role) = stateProperty(expression, scope: scope), case .current(let element) = role else { return false }
        return flowEnums[element] != nil
    }

    private func uikitCall(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?, scope: inout Scope) -> Alternatives? {
        let labels = SyntaxHelpers.labels(call)
        let owner = scope.type ?? ""
        switch name {
        case "pushViewController", "show", "showDetailViewController":
            // UIKit's is `show(_:sender:)`: an app's own `show(_ screen:)` does what its body says.
            // `showDetailViewController(_:sender:)` fills a split view's detail column, which on an
            // iPhone is a push onto the collapsed stack.
            guard labels.first == .some(nil), name == "pushViewController" || labels == [nil, "sender"],
                  let argument = call.arguments.first?.expression else { return nil }
            let targets = viewTargets(argument, scope: scope)
            if targets.isEmpty, let local = SyntaxHelpers.identifier(argument), let child = scope.hostedCoordinators[local] {
                return [[operation(.append(.coordinatorRoot(child)), owner: owner, at: call, uikit: true)]]
            }
            guard !targets.isEmpty else {
                return name == "show" ? nil : [[operation(.unresolved(Trigger.text(for: call)), owner: owner, at: call, uikit: true)]]
            }
            // On a split view the type holds (`split.showDetailViewController(placeholder, sender: nil)`)
            // it takes the place of the detail column's screen.
            if name == "showDetailViewController", let base, isSplitViewProperty(base, scope: scope) {
                return targets.map { [operation(.pop, owner: owner, at: call, uikit: true),
                                      operation(.append(.view($0)), owner: owner, at: call, uikit: true)] }
            }
            let container = ownPresentedContainer(base, scope: scope)
            return targets.map { target in
                var pushed = operation(.append(.view(target)), owner: owner, at: call, uikit: true)
                pushed.flowContainer = container
                return [pushed]
            }
        case "present":
            guard labels.count >= 2, labels[0] == nil, labels[1] == "animated",
                  let argument = call.arguments.first?.expression else { return nil }
            // (Or a local a child coordinator filled, ``fillingHandedContainer(_:of:calledOn:at:scope:)``.)
            let container = ownPresentedContainer(argument, scope: scope)
                ?? SyntaxHelpers.identifier(argument).flatMap { scope.filledContainers[$0] != nil ? $0 : nil }
            if let container, let filled = scope.filledContainers[container] {
                var presented = operation(.present(.view(filled), .sheet), owner: owner, at: call, uikit: true)
                presented.flowContainer = container
                return [[presented]]
            }
            let targets = viewTargets(argument, scope: scope)
            let kind = SyntaxHelpers.identifier(argument).flatMap { scope.modalStyles[$0] } ?? Self.alertKind(SyntaxHelpers.unwrap(argument))
                ?? SyntaxHelpers.unwrap(argument).as(FunctionCallExprSyntax.self).flatMap { styleSetByHelper($0, scope: scope) } ?? .sheet
            if targets.isEmpty, let child = SyntaxHelpers.identifier(argument).flatMap({ scope.hostedCoordinators[$0] })
                ?? coordinatorHoldingContainer(argument, scope: scope) {
                return [[operation(.present(.coordinatorRoot(child), kind), owner: owner, at: call, uikit: true)]]
            }
            guard !targets.isEmpty else {
                let created = valueType(argument, scope: scope)
                if created == nil, SyntaxHelpers.identifier(argument).map({ scope.locals[$0] == nil }) ?? false {
                    return [[operation(.unresolved(Trigger.text(for: call)), owner: owner, at: call, uikit: true)]]
                }
                return [[]]
            }
            return targets.map { target in
                // An app subclass of `UIAlertController` (a password prompt) is an alert.
                // So is a `UIAlertController` of a style not written here (one a helper built).
                let isAlert = target == "UIAlertController" || frameworkSuperclass(of: target) == "UIAlertController"
                let shownAs = kind == .sheet && isAlert ? EdgeKind.alert : kind
                return [operation(.present(.view(target), shownAs), owner: owner, at: call, uikit: true)]
            }
        case "setViewControllers":
            guard let argument = call.arguments.first?.expression else { return nil }
            // The first screen of a container the owner presents next: shown with it, no move yet.
            if let container = ownPresentedContainer(base, scope: scope), let first = viewTargets(argument, scope: scope).first {
                scope.filledContainers[container] = first
                return [[]]
            }
            if let hosted = hostInEmbeddedChild(base, shown: argument, at: call, scope: scope) ?? hostPageCall(call, scope: scope) { return hosted }
            if isTabBar(base, scope: scope) {
                return [[operation(.showTabs(tabTargets(argument, scope: scope)), owner: owner, at: call, uikit: true)]]
            }
            if let restored = savedStackRestored(argument, owner: owner, at: call, scope: scope) { return restored }
            let stacks = stackAlternatives(argument, scope: scope)
            return stacks.isEmpty ? [[]] : stacks.map { [operation(.setStack($0.map { .view($0) }), owner: owner, at: call, uikit: true)] }
        case "performSegue":
            guard labels.first == "withIdentifier", let argument = call.arguments.first?.expression else { return nil }
            let literal = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            return [[operation(.segue(identifier: literal ?? argument.trimmedText), owner: owner, at: call, uikit: true)]]
        case "popViewController":
            return [[operation(.pop, owner: owner, at: call, uikit: true)]]
        case "popToRootViewController":
            return [[operation(.clear, owner: owner, at: call, uikit: true)]]
        case "dismiss":
            // `hud.dismiss(animated: true)` on an app type that is no controller does what its own method says.
            guard labels.contains("animated"),
                  !(base.flatMap { valueType($0, scope: scope) }.flatMap(type).map { !$0.isViewController && $0.kind != .protocol } ?? false)
            else { return nil }
            var dismissed = operation(.dismiss, owner: owner, at: call, uikit: true)
            dismissed.flowContainer = ownPresentedContainer(base, scope: scope)
            return [[dismissed]]
        default:
            return nil
        }
    }

    /// What calling the method `expression` names does, when it is a reference to a navigating
    /// method of a known receiver handed over as a closure (`Button(action: model.next)`,
    /// `onContinue: coordinator.showDetail`): whoever runs the closure calls it, with arguments
    /// known only then. `nil` for anything else (a property, an unknown receiver).
    func evaluateMethodReference(_ expression: ExprSyntax, scope: Scope, depth: Int) -> Alternatives? {
        let expression = SyntaxHelpers.unwrap(expression)
        let base: ExprSyntax?
        let name: String
        if let member = expression.as(MemberAccessExprSyntax.self), let receiver = member.base, member.declName.argumentNames == nil {
            (base, name) = (receiver, member.declName.baseName.text)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            (base, name) = (nil, reference.baseName.text)
        } else {
            return nil
        }
        guard relevantNames.contains(name), depth < Self.maximumDepth,
              let receiver = base.map({ valueType($0, scope: scope) }) ?? scope.type,
              case let methods = model.methods(named: name, in: receiver).filter({ $0.body != nil }), methods.count == 1 else { return nil }
        return evaluateMethod(methods[0], call: nil, scope: scope, depth: depth + 1)
    }

    /// Evaluates `method` called by `call` (`nil` for a method handed over as a closure, whose
    /// arguments are all unknown): parameters bound to the call's arguments (or their
    /// default values), their types read with `generics` (the owner's generic parameters as the
    /// receiver instantiates them). Memoised per method and argument values; recursion is cut.
    func evaluateMethod(
        _ method: MethodDeclaration, call: FunctionCallExprSyntax?, scope: Scope, depth: Int, selfType: String? = nil,
        generics: [String: String] = [:], instance: [String: String] = [:]
    ) -> Alternatives {
        // A protocol extension's types (`Route`, an associated type) are the conformer's.
        let context = type(method.owner)?.kind == .protocol ? selfType ?? method.owner : method.owner
        var (inner, key) = parameterScope(method, call: call, scope: scope, generics: generics, context: context)
        if let selfType {
            inner.type = selfType
            key += "|self=" + selfType
        }
        // The instance being followed runs its own method: its flags are still tracked.
        if let fresh = scope.freshInstance, inner.type == fresh, scope.type == fresh || selfType == fresh {
            inner.freshInstance = fresh
            key += "|fresh"
        }
        // The receiver's generic arguments, or on the same type (its own method on `self`) those of
        // the value whose method runs.
        let typeArguments = !generics.isEmpty ? generics : inner.type == scope.type ? scope.ownerTypeArguments : [:]
        if !typeArguments.isEmpty {
            inner.ownerTypeArguments = typeArguments
            key += "|<" + typeArguments.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",") + ">"
        }
        // What the receiver's stored properties are known to hold (`""`: nothing) carries into its own
        // methods; so does what its type's generic arguments make them (`let handler: H` of a
        // `Store<ProfileHandler>` holds a `ProfileHandler`).
        let held = instance.merging(genericPropertyTypes(of: method.owner, generics: generics)) { known, _ in known }
        if !held.isEmpty {
            inner.propertyTypes = held
            key += "|" + held.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        }
        if let cached = memo[key] { return cached }
        guard active.insert(key).inserted, let body = method.body else { return [[]] }
        var result = evaluateBlock(body, scope: &inner, depth: depth)
        // What the method's writes make a stack root or detail column show is one more way it navigates.
        let shown = contentChoiceAlternatives(of: method)
        if !shown.isEmpty { result = result.filter { !$0.isEmpty } + shown }
        active.remove(key)
        // What a file that ran out found is cut short: not the answer for other callers.
        if !budget.isSpent { memo[key] = result }
        return result
    }

    /// The app type a parameter declared with an associated type of a generic parameter takes
    /// (`H.Action` for an `H` that is a `ProfileHandler`: see ``SemanticModel/associatedType(_:of:)``).
    private func associatedParameterType(_ written: String, generics: [String: String], context: String) -> String? {
        let parts = TypeText.base(written).split(separator: ".").map(String.init)
        guard parts.count == 2, let argument = generics[parts[0]],
              let conformer = model.lookup(TypeText.base(argument), from: context) else { return nil }
        return model.associatedType(parts[1], of: conformer)
    }

    /// The app types the stored properties of `owner` declared with one of its generic parameters
    /// (`let handler: H`, `var delegate: D?`) hold for `generics`, the arguments of the value a
    /// method is called on, by property name.
    func genericPropertyTypes(of owner: String, generics: [String: String]) -> [String: String] {
        guard !generics.isEmpty, let declaration = type(owner) else { return [:] }
        var held: [String: String] = [:]
        for property in declaration.properties where property.getter == nil {
            guard let written = property.type.map({ TypeText.base($0) }), let argument = generics[written],
                  let argumentType = model.lookup(TypeText.base(argument), from: owner) else { continue }
            held[property.name] = argumentType
        }
        return held
    }

    /// What a closure handed as a factory builds: its one expression, or what it returns.
    static func builtByClosure(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }

    /// Whether a receiver is a member chain starting at a type the sources do not declare
    /// (`R.string.localizable` of a generated resource accessor, `UIApplication.shared`): not an
    /// app object, so a call on it (`R.string.localizable.edit()`) is no app method of that name.
    /// Whether `receiver` is a property of the type evaluated (`standby`, `self.standby`) declared
    /// with a type the app does not declare nor extend (`var standby: ServiceStandby?` of a binary
    /// SDK): its methods are that type's, never an app method of the same name.
    private func isPropertyOfUndeclaredType(_ receiver: ExprSyntax, scope: Scope) -> Bool {
        guard let owner = scope.type, let name = SyntaxHelpers.ownPropertyName(receiver), scope.locals[name] == nil,
              let written = model.property(named: name, in: owner)?.type else { return false }
        let base = TypeText.base(written)
        guard !base.isEmpty, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), SyntaxHelpers.isTypeName(base),
              !["Any", "AnyObject", "NSObject"].contains(base) else { return false }
        return model.lookup(base, from: owner) == nil && model.externalTypes[base] == nil && genericConstraint(of: base, in: owner) == nil
    }

    private func startsAtUndeclaredType(_ receiver: ExprSyntax) -> Bool {
        guard let root = SyntaxHelpers.rootName(receiver), SyntaxHelpers.isTypeName(root),
              SyntaxHelpers.unwrap(receiver).is(MemberAccessExprSyntax.self) else { return false }
        return model.lookup(root) == nil && model.externalTypes[root] == nil
    }

    /// The generic parameter of the method a parameter of type `G.Type` takes the metatype of.
    private static func metatypeParameter(_ parameterType: String, among generics: Set<String>) -> String? {
        let written = TypeText.base(parameterType)
        guard written.hasSuffix(".Type") else { return nil }
        let name = String(written.dropLast(".Type".count))
        return generics.contains(name) ? name : nil
    }

    /// The type whose metatype `expression` is (`Welcome` for `Welcome.self`).
    private static func metatypeArgument(_ expression: ExprSyntax) -> String? {
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return SyntaxHelpers.typeReference(base)
    }

    /// The scope of `method`'s body called by `call`, and a key naming the method and its arguments;
    /// without a call, every parameter is unknown.
    private func parameterScope(
        _ method: MethodDeclaration, call: FunctionCallExprSyntax?, scope: Scope, generics: [String: String] = [:], context: String? = nil
    ) -> (scope: Scope, key: String) {
        let context = context ?? method.owner
        // A top-level function (no owner) has no `self`.
        var inner = Scope(type: method.owner.isEmpty ? nil : method.owner)
        inner.userPicksValues = scope.userPicksValues
        inner.releaseBuildOnly = scope.releaseBuildOnly
        inner.routesInFlight = scope.routesInFlight
        let ownerParameters = genericParameters(of: method.owner)
        // Called on a router typed with a route enum (`Finder<Stop>`): no route of it handed yet.
        if let routeEnum = ownerParameters.lazy.compactMap({ generics[$0] }).compactMap({ self.enumName($0, from: context) }).first {
            inner.routesInFlight = RoutesInFlight(enumName: routeEnum, routes: [])
        }
        let arguments = call.map { Array($0.arguments) } ?? []
        var argumentIndex = 0
        var key = "\(method.owner).\(method.name)@\(method.fileIndex):\(method.line)"
        if scope.userPicksValues { key += "|picked" }
        if scope.releaseBuildOnly { key += "|release" }
        let ownGenerics = Set(method.genericParameterClause?.parameters.map(\.name.text) ?? [])
        for parameter in method.parameters {
            let parameterType = associatedParameterType(parameter.type, generics: generics, context: context)
                ?? TypeText.substituting(generics, in: parameter.type)
            var bound: AbstractValue = .unknown
            var passed: ExprSyntax?
            if argumentIndex < arguments.count, arguments[argumentIndex].label?.text == parameter.label {
                passed = arguments[argumentIndex].expression
                bound = value(of: arguments[argumentIndex].expression, parameterType: parameterType, scope: scope, context: context)
                argumentIndex += 1
                if let closure = passed?.as(ClosureExprSyntax.self), parameterType.contains("->"), Self.builtByClosure(closure) != nil {
                    inner.factoryClosures[parameter.name] = closure
                    key += "|\(parameter.name)=λ\(fileOfRoot[closure.root.id] ?? -1):\(closure.position.utf8Offset)"
                }
                // `scene: Welcome.self` for `scene _: S.Type`: the method's `S` is `Welcome`.
                if let fixed = Self.metatypeParameter(parameterType, among: ownGenerics),
                   let named = Self.metatypeArgument(arguments[argumentIndex - 1].expression),
                   let argumentType = scope.typeArguments[named] ?? model.lookup(named, from: scope.type) {
                    inner.typeArguments[fixed] = argumentType
                    key += "|\(fixed):=\(argumentType)"
                }
            } else if call != nil, let defaultValue = parameter.defaultValue {
                bound = value(of: defaultValue, parameterType: parameterType, scope: inner, context: context)
            }
            inner.locals[parameter.name] = bound
            // (A route handed to be taken away, `router.dismiss(.sheet)`, is nothing to show.)
            if case .routes(let routes) = bound, ownerParameters.contains(TypeText.base(parameter.type)),
               let routeEnum = routes.first?.enumName, !routeEnum.isEmpty {
                inner.routesInFlight = RoutesInFlight(enumName: routeEnum, routes: Self.takesAway(method.name) ? [] : routes.filter { $0.enumName == routeEnum })
            }
            // `pushOntoDetailStack: !isSidebar`: a flag each layout passes its own value of.
            if let passed, TypeText.base(parameterType) == "Bool", let flag = layoutFlag(passing: passed, in: scope.type) {
                inner.layoutFlags[parameter.name] = flag
                key += "|\(parameter.name)≈" + flag.map { $0.map(String.init) ?? "?" }.joined(separator: ",")
            }
            // A local holding one of several screens, or a chooser's call, hands all of them on.
            if let passed, case let choices = SyntaxHelpers.identifier(passed).flatMap({ scope.screenChoices[$0] })
                ?? SyntaxHelpers.unwrap(passed).as(FunctionCallExprSyntax.self).map({ returnedScreens(of: $0, scope: scope) }) ?? [],
               choices.count > 1 {
                inner.screenChoices[parameter.name] = choices
                key += "|\(parameter.name)∈" + choices.joined(separator: ",")
            } else if let passed, let shown = controllerShown(passing: passed, as: parameterType, bound: bound, scope: scope) {
                inner.screenChoices[parameter.name] = shown
                key += "|\(parameter.name)∈" + shown.joined(separator: ",")
            }
            if let enumType = enumName(parameterType, from: context) { inner.localEnums[parameter.name] = enumType }
            key += "|\(parameter.name)=\(Self.describe(bound))"
        }
        if let inFlight = inner.routesInFlight {
            key += "|inFlight=" + inFlight.enumName + ":" + inFlight.routes.map(\.caseName).joined(separator: ",")
        }
        return (inner, key)
    }

    /// The screens a controller argument shows when its value alone does not name one: a stored
    /// container the caller's own methods fill (`inner = UINavigationController(rootViewController:
    /// makeList())`, then `embed(inner)`), or a wrapper built around a factory's screen. A parameter
    /// typed as a UIKit controller only: other values keep what ``value(of:parameterType:scope:context:)`` says.
    private func controllerShown(passing passed: ExprSyntax, as parameterType: String, bound: AbstractValue, scope: Scope) -> [String]? {
        let declared = TypeText.base(parameterType)
        guard declared == "UIViewController" || Self.isFrameworkController(declared) || Self.wrappingControllers.contains(declared) else { return nil }
        if case .instance(let type) = bound, isScreenType(type) { return nil }
        let shown = viewTargets(passed, scope: scope)
        return shown.isEmpty ? nil : shown
    }

    static func describe(_ value: AbstractValue) -> String {
        switch value {
        case .routes(let routes): routes.map(\.nodeID).joined(separator: ",")
        case .instance(let type): "instance:" + type
        case .bool(let value): "\(value)"
        case .literal(let text): "literal:" + text
        case .content(let carried): carried.key
        case .unknown: "?"
        }
    }
}
