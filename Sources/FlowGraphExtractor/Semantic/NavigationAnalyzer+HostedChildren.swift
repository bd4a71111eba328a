import FlowGraph
import SwiftSyntax

/// Controllers a screen hosts in place rather than pushing or presenting them: `addChild(_:)`
/// of a controller, and the stack of a navigation controller the screen embeds as its child
/// (`children.first as? UINavigationController`) given its controllers. Also the value flow that
/// feeds them: a helper returning a different screen per branch (a step chooser), and a stored
/// property the screen's own methods assign.
extension NavigationAnalyzer {
    /// UIKit's calls that make a controller a child of the receiver.
    static let childHostingCalls: Set<String> = ["addChild", "addChildViewController"]

    /// Whether the view controller `name` hosts children itself: it calls `addChild(_:)`, or sets
    /// the controllers of a navigation controller it embeds.
    func hostsChildren(_ name: String) -> Bool {
        guard type(name)?.isViewController == true, let syntax = index[name] else { return false }
        if !syntax.calledNames.isDisjoint(with: Self.childHostingCalls), syntax.calls.contains(where: { Self.isChildHostingCall($0.node) }) {
            return true
        }
        return syntax.assignments.contains { site in
            guard let (lhs, _) = SyntaxHelpers.assignment(site.node), SyntaxHelpers.lastName(lhs) == "viewControllers",
                  let base = lhs.as(MemberAccessExprSyntax.self)?.base else { return false }
            return isEmbeddedChild(base, scope: Scope(type: name))
        }
    }

    /// Whether `call` is UIKit's `addChild(_:)` on the screen itself (not `progress.addChild(_:withPendingUnitCount:)`).
    static func isChildHostingCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let (base, name) = SyntaxHelpers.callee(call), childHostingCalls.contains(name) else { return false }
        return SyntaxHelpers.labels(call) == [nil] && (base.map { SyntaxHelpers.unwrap($0).trimmedText == "self" } ?? true)
    }

    /// `addChild(step)`: the screen hosts `step`'s controller (one of them, when several may be given).
    func hostChildCall(_ call: FunctionCallExprSyntax, base: ExprSyntax?, scope: Scope) -> Alternatives? {
        guard Self.isChildHostingCall(call), let argument = call.arguments.first?.expression else { return nil }
        return hosted(viewTargets(argument, scope: scope), at: call, scope: scope)
    }

    /// A page view controller's `setViewControllers([page], direction: .forward, animated: true)`
    /// shows the page inside it (a hosted child), not a new navigation stack; a page hosting
    /// SwiftUI content is a page of its own all the same.
    func hostPageCall(_ call: FunctionCallExprSyntax, scope: Scope) -> Alternatives? {
        guard SyntaxHelpers.labels(call).contains("direction"), let argument = call.arguments.first?.expression else { return nil }
        let pages = viewTargets(argument, scope: scope)
        guard !pages.isEmpty else { return [[]] }
        return pages.map { [operation(.present(.view($0), .child), owner: scope.type ?? "", at: call, uikit: true)] }
    }

    /// `embeddedNav.viewControllers = [step]` (or `setViewControllers`) on a navigation controller
    /// the screen embeds as a child: the screen hosts the step, whichever the value is.
    func hostInEmbeddedChild(_ container: ExprSyntax?, shown: ExprSyntax, at site: some SyntaxProtocol, scope: Scope) -> Alternatives? {
        guard let container, isEmbeddedChild(container, scope: scope) else { return nil }
        return hosted(viewTargets(shown, scope: scope), at: site, scope: scope)
    }

    /// A controller hosting SwiftUI content (`addChild(UIHostingController(rootView: Form()))`) shows
    /// that content as its own screen: only view controllers are hosted children.
    private func hosted(_ targets: [String], at site: some SyntaxProtocol, scope: Scope) -> Alternatives {
        let targets = targets.filter { !isView($0) }
        guard !targets.isEmpty else { return [[]] }
        return targets.map { [operation(.present(.view($0), .child), owner: scope.type ?? "", at: site, uikit: true)] }
    }

    /// Whether `expression` reads one of the screen's own child controllers (`children.first as?
    /// UINavigationController`, `self.childViewControllers[0]`), directly or through a method of the
    /// screen returning that.
    func isEmbeddedChild(_ expression: ExprSyntax, scope: Scope, depth: Int = 0) -> Bool {
        var current: ExprSyntax? = Self.leadingOperand(expression)
        while let expression = current.map(SyntaxHelpers.unwrap) {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if Self.childLists.contains(member.declName.baseName.text),
                   member.base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true { return true }
                current = member.base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return Self.childLists.contains(reference.baseName.text) && scope.locals[reference.baseName.text] == nil
            } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                // `internalNav()` where the screen's method returns its child.
                if depth < 2, let (base, name) = SyntaxHelpers.callee(call),
                   base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true, let owner = scope.type,
                   let method = model.methods(named: name, in: owner).first(where: { $0.parameters.isEmpty }),
                   let returned = method.body.flatMap(Self.onlyReturnedExpression) {
                    return isEmbeddedChild(returned, scope: Scope(type: owner), depth: depth + 1)
                }
                current = SyntaxHelpers.callee(call)?.base
            } else {
                return false
            }
        }
        return false
    }

    private static let childLists: Set<String> = ["children", "childViewControllers"]

    /// `let stack = container.embeddedStack(); stack.viewControllers = [first]` anywhere in the app,
    /// where `embeddedStack()` returns the container's own child (``isEmbeddedChild(_:scope:depth:)``):
    /// the container hosts `first` in place, whoever sets it up. One child edge from the container.
    func findEmbeddedStackRoots() {
        for name in typeNames {
            for site in index[name]?.assignments ?? [] {
                guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), SyntaxHelpers.lastName(lhs) == "viewControllers",
                      let local = lhs.as(MemberAccessExprSyntax.self)?.base.flatMap(SyntaxHelpers.identifier),
                      let call = Self.initializer(of: local, before: site.node).flatMap({ SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self) }),
                      let (base, method) = SyntaxHelpers.callee(call), let base else { continue }
                let scope = localScope(before: site.node, in: name)
                guard let container = valueType(base, scope: scope), isScreenType(container),
                      let body = model.methods(named: method, in: container).first(where: { $0.parameters.isEmpty })?.body,
                      let returned = body.last?.item.as(ReturnStmtSyntax.self)?.expression,
                      isEmbeddedChild(returned, scope: Scope(type: container)) else { continue }
                let file = model.file(site.fileIndex)
                for target in viewTargets(rhs, scope: scope) where !isView(target) {
                    for shown in screens(of: target) {
                        edges.append(EdgeDraft(edge: Edge(
                            from: container, to: shown, kind: .child, trigger: Trigger.text(for: site.node),
                            file: file.path, line: file.line(of: site.node)), source: .uikit))
                    }
                }
            }
        }
    }

    /// The value the local `name` is declared with before `node`: a `let`/`var` of an enclosing
    /// block, or an `if let` whose body holds `node`.
    static func initializer(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                for condition in ifExpression.conditions {
                    if case .optionalBinding(let binding) = condition.condition,
                       binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return binding.initializer?.value }
                }
            }
            if let block = parent.as(CodeBlockItemListSyntax.self), let binding = SyntaxHelpers.binding(of: name, in: block, before: node.position) {
                return binding.initializer?.value
            }
            child = parent
        }
        return nil
    }

    /// `x as? T` before the parser folds it: the value cast.
    private static func leadingOperand(_ expression: ExprSyntax) -> ExprSyntax {
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { return first }
        return expression
    }

    /// The expression a body consisting of one `return` (or one expression) gives back.
    static func onlyReturnedExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first else { return nil }
        return item.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(item)
    }

    /// The screens an app function returns for `call`, one per `return` that gives one: a chooser
    /// (`func nextStep() -> UIViewController` returning a different storyboard scene per branch),
    /// through helpers it returns the result of. Empty when it returns none.
    /// - Complexity: O(returns^depth) evaluations, the depth capped at 3.
    func returnedScreens(of call: FunctionCallExprSyntax, scope: Scope, depth: Int = 0) -> [String] {
        guard depth < 3, let (method, body, returningScope) = returningMethod(called: call, scope: scope),
              case let key = "returns|\(method.owner).\(method.name)@\(method.fileIndex):\(method.line)",
              active.insert(key).inserted else { return [] }
        defer { active.remove(key) }
        var found: [String] = []
        var inner = returningScope
        // `seen ? lobby() : intro()`: either.
        let returns = ReturnCollector.values(in: body).flatMap(SyntaxHelpers.alternatives)
        // Which screen a `switch` over a parameter picks is for the callers passing it to say.
        guard !returns.contains(where: { isInUnknownCase($0, scope: inner) }) else { return [] }
        // `let trash = TrashController(); trash.title = name; return trash`: the body's own locals.
        for declaration in SyntaxHelpers.declarations(in: body, leadingTo: returns.flatMap(SyntaxHelpers.identifiers)) {
            bindLocals(DeclSyntax(declaration), scope: &inner)
        }
        for returned in returns where !isInOtherCase(returned, scope: inner) {
            var screens = viewTargets(returned, scope: inner)
            if screens.isEmpty, let nested = SyntaxHelpers.unwrap(returned).as(FunctionCallExprSyntax.self) {
                screens = returnedScreens(of: nested, scope: inner, depth: depth + 1)
            }
            for screen in screens where !found.contains(screen) { found.append(screen) }
        }
        return found
    }

    /// The one app method `call` calls that returns a value, its body, and the scope that body runs
    /// in: the method's type, its parameters holding the call's arguments.
    func returningMethod(called call: FunctionCallExprSyntax, scope: Scope) -> (MethodDeclaration, CodeBlockItemListSyntax, Scope)? {
        // `controller = makeTrash(for: folder)` with `func makeTrash(for:) -> TrashController` declared
        // in the same body: it sees what the body knows, its parameters holding the arguments.
        if let (base, name) = SyntaxHelpers.callee(call), base == nil, let function = scope.localFunctions[name],
           let body = function.body?.statements, let returnClause = function.signature.returnClause, let fileIndex = fileOfRoot[function.root.id] {
            var inner = scope
            bindParameters(of: function, to: call, scope: &inner)
            inner.localFunctions[name] = nil
            let method = MethodDeclaration(
                name: name, parameters: DeclarationCollector.parameters(function.signature.parameterClause), body: body, fileIndex: fileIndex,
                line: model.file(fileIndex).line(of: function.name), isStatic: false, owner: scope.type ?? "",
                returnType: TypeText.removingWhitespace(returnClause.type.trimmedText))
            return (method, body, inner)
        }
        guard let (base, name) = SyntaxHelpers.callee(call), model.declaredMethodNames.contains(name),
              // `Pages.news(…)`: a static factory of another type.
              let receiver = base.map({ base in
                  valueType(base, scope: scope) ?? SyntaxHelpers.typeReference(base).flatMap { model.lookup($0, from: scope.type) }
              }) ?? scope.type,
              case let methods = model.methods(named: name, in: receiver).filter({ $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              methods.count == 1, let method = methods.first, let body = method.body, method.returnType != nil else { return nil }
        var inner = Scope(type: method.owner)
        // A method of the same value (`makeScreen()` in an enum whose case is known) runs on that case.
        if base == nil || base?.trimmedText == "self" { inner.locals["self"] = scope.locals["self"] }
        for (parameter, argument) in zip(method.parameters, call.arguments) {
            inner.locals[parameter.name] = value(of: argument.expression, parameterType: parameter.type, scope: scope, context: method.owner)
        }
        return (method, body, inner)
    }

    /// The stored property `expression` names on the type `scope` evaluates in: `self.destination`,
    /// or `destination` when no local of that name hides it.
    static func storedPropertyName(_ expression: ExprSyntax, scope: Scope) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return scope.locals[name] == nil && name != "self" && !SyntaxHelpers.isTypeName(name) ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, SyntaxHelpers.unwrap(base).trimmedText == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether `node` is in a case of a `switch` over a parameter whose case `scope` knows, other than that case.
    func isInOtherCase(_ node: some SyntaxProtocol, scope: Scope) -> Bool {
        guard let (switchCase, subject) = Self.enclosingCase(of: node), case .routes(let routes)? = scope.locals[subject],
              let names = caseNames(switchCase) else { return false }
        return !routes.contains { names.contains($0.caseName) }
    }

    /// Whether `node` is in a case of a `switch` over a parameter whose value `scope` does not know.
    private func isInUnknownCase(_ node: some SyntaxProtocol, scope: Scope) -> Bool {
        guard let (_, subject) = Self.enclosingCase(of: node), case .unknown? = scope.locals[subject] else { return false }
        return true
    }

    /// The innermost `switch` case around `node` in its function, with the local or parameter the `switch` is over.
    private static func enclosingCase(of node: some SyntaxProtocol) -> (SwitchCaseSyntax, String)? {
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                return SyntaxHelpers.identifier(switchExpression.subject).map { (switchCase, $0) }
            }
            current = parent.parent
        }
        return nil
    }

    /// The screens the stored property `name` of `owner` is given by its initialiser
    /// (`let flow = UINavigationController(rootViewController: HomeViewController())`) or by `owner`'s own code
    /// (`destination = storyboard.instantiateViewController(…) as! HomeViewController` in `viewDidLoad`),
    /// when it is declared with a framework type (`var destination: UIViewController!`).
    func assignedScreens(ofProperty name: String, in owner: String) -> [String] {
        guard let property = model.property(named: name, in: owner), property.getter == nil, propertyType(property, owner: owner) == nil,
              let sites = index[owner]?.assignments,
              // `a = Wrapper(rootViewController: b)` and `b = Wrapper(rootViewController: a)`: asked once.
              case let key = "property|\(owner).\(name)", active.insert(key).inserted else { return [] }
        defer { active.remove(key) }
        let assigned = sites.compactMap { site -> ExprSyntax? in
            guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), SyntaxHelpers.lastName(lhs) == name,
                  SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self)?.base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true
            else { return nil }
            return rhs
        }
        var found: [String] = []
        for value in [property.initializer].compactMap({ $0 }) + assigned {
            // Another property's value is not followed: one step of flow.
            guard SyntaxHelpers.identifier(value) == nil, !(SyntaxHelpers.unwrap(value).is(MemberAccessExprSyntax.self)) else { continue }
            for screen in viewTargets(value, scope: Scope(type: owner)) where !found.contains(screen) { found.append(screen) }
        }
        // `let feedStack = UINavigationController()` whose stack the type fills once, later
        // (`feedStack.viewControllers = [FeedController()]`): the screen it starts with. (A stack
        // filled in several places, one screen or another, is what the code filling it shows.)
        if found.isEmpty || found.allSatisfy(Self.rootWrappingControllers.contains),
           case let fills = stackFills(ofProperty: name, in: owner), fills.count == 1,
           case let filled = viewTargets(fills[0], scope: Scope(type: owner)), !filled.isEmpty {
            return filled
        }
        return found
    }

    /// The first screens `owner`'s code puts on the stack of its stored navigation controller
    /// `name` when it sets the whole stack: `name.viewControllers = [First()]` or
    /// `name.setViewControllers([First()], …)` (on `self.name` too). (A push is not: which push
    /// comes first, making the root, the code does not say.)
    private func stackFills(ofProperty name: String, in owner: String) -> [ExprSyntax] {
        func isProperty(_ base: ExprSyntax?) -> Bool {
            guard let base = base.map(SyntaxHelpers.unwrap) else { return false }
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
            guard let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else { return false }
            return member.base.map { SyntaxHelpers.unwrap($0).trimmedText == "self" } ?? true
        }
        guard let syntax = index[owner] else { return [] }
        let assigned = syntax.assignments.compactMap { Self.stackFill($0.node, pushes: false, on: isProperty) }
        let called = syntax.calls.compactMap { Self.stackFill(ExprSyntax($0.node), pushes: false, on: isProperty) }
        return assigned + called
    }
}

/// The expressions of a body's `return` statements, not those of closures or functions nested in it.
final class ReturnCollector: SyntaxVisitor {
    var returned: [ExprSyntax] = []

    static func returns(in body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.returned
    }

    /// What `body` may return: its `return` statements' values, and its one expression when that
    /// is all it holds (an implicit return).
    static func values(in body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        returns(in: body) + (body.count == 1 ? body.compactMap(SyntaxHelpers.expression) : [])
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { returned.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
