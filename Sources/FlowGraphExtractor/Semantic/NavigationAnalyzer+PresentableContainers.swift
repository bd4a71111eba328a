import FlowGraph
import SwiftSyntax

/// Apps whose screens are hosted by objects (a "screen coordinator" whose `render() -> AnyView`
/// returns `AnyView(ProfilePage(…))`) and shown by the app's own container classes: a container
/// keeps what it is given in state its SwiftUI view binds (`NavigationStack(path: $host.entries)`,
/// `.sheet(item: $host.modal)`, `.fullScreenCover(item: $host.cover)`) or shows as its content
/// (`host.base?.presentable?.render()`), so what each of its methods does with the object it is
/// handed (`show(_:)` appends it to the path: a push) is read from the container's own code.
///
/// A flow object calling such a method (`host.show(PhotosPresenter())`) moves to the screen the
/// object hosts, from the screen whose output it handles: a closure subscribed to a hosting
/// object's publisher (`profile.outputs.sink { … }`) runs on that object's screen, and so do the
/// helpers it calls. Starting another flow object there (`child.begin()`) is a `child` move to it.
extension NavigationAnalyzer {
    /// What a container's method does with the object it is handed: the kind of move it makes.
    /// `reset` for the container's own content (its root), shown by its view.
    func containerMove(_ method: String, in container: String, depth: Int = 0) -> EdgeKind? {
        let key = container + "." + method
        if let known = presentables.moves[key] { return known }
        presentables.moves[key] = .some(nil)
        var found: EdgeKind?
        for declaration in model.methods(named: method, in: container) {
            guard let parameter = declaration.parameters.first?.name, let body = declaration.body else { continue }
            found = movesHanding(parameter, in: body, container: container, depth: depth).first
            if found != nil { break }
        }
        presentables.moves[key] = .some(found)
        return found
    }

    /// The moves `body` makes with `parameter`: appended to a bound path, assigned to a bound
    /// modal or to content the container's view shows, or handed to another container's method.
    private func movesHanding(_ parameter: String, in body: CodeBlockItemListSyntax, container: String, depth: Int) -> [EdgeKind] {
        let slots = containerSlots(of: container)
        var moves: [EdgeKind] = []
        for node in body.tokens(viewMode: .sourceAccurate) where node.tokenKind == .identifier(parameter) {
            guard let reference = node.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var child = Syntax(reference)
            while let parent = child.parent, !parent.is(CodeBlockItemSyntax.self) {
                if let call = parent.as(FunctionCallExprSyntax.self), let (base, name) = SyntaxHelpers.callee(call),
                   child.id == call.arguments.id {
                    if name == "append", let base, let property = SyntaxHelpers.ownPropertyName(base), slots[property] == .push {
                        moves.append(.push)
                        break
                    }
                    if depth < 3, let base, let other = valueType(base, scope: Scope(type: container)), other != container,
                       let move = containerMove(name, in: other, depth: depth + 1) {
                        moves.append(move)
                        break
                    }
                }
                if let assignment = parent.as(ExprSyntax.self), let (lhs, _) = SyntaxHelpers.assignment(assignment),
                   let property = SyntaxHelpers.ownPropertyName(lhs), let slot = slots[property] {
                    moves.append(slot)
                    break
                }
                child = parent
            }
        }
        return moves
    }

    /// The stored properties of `container` its view shows, with the move showing each makes:
    /// a path is pushed, a modal item presented, content read by the view replaces the root.
    private func containerSlots(of container: String) -> [String: EdgeKind] {
        if let known = presentables.slots[container] { return known }
        var slots: [String: EdgeKind] = [:]
        for binding in bindings where binding.owner == container && !binding.isFlag
            && (binding.kind == .sheet || binding.kind == .fullScreenCover) {
            slots[binding.property] = binding.kind
        }
        for path in stackPaths where path.hasPrefix(container + ".") {
            slots[String(path.dropFirst(container.count + 1))] = .push
        }
        if !slots.isEmpty {
            for property in type(container)?.properties ?? [] where slots[property.name] == nil && property.getter == nil
                && rendersContent(of: property.name, in: container) {
                slots[property.name] = .reset
            }
        }
        presentables.slots[container] = slots
        return slots
    }

    /// Whether some view shows what `container`'s `property` holds: it calls a hosting method
    /// (``hostingMethods``) on a value read through it (`host.base?.presentable?.render()`).
    private func rendersContent(of property: String, in container: String) -> Bool {
        let methods = hostingMethods
        for view in typeNames where isView(view) && !index[view]!.calledNames.isDisjoint(with: methods) {
            for site in index[view]!.calls {
                guard let (base, name) = SyntaxHelpers.callee(site.node), methods.contains(name), let base else { continue }
                var current: ExprSyntax? = SyntaxHelpers.unwrap(base)
                while let member = current?.as(MemberAccessExprSyntax.self) {
                    if member.declName.baseName.text == property, let owner = member.base,
                       valueType(owner, scope: Scope(type: view)) == container { return true }
                    current = member.base.map(SyntaxHelpers.unwrap)
                }
            }
        }
        return false
    }

    /// The names of the app's protocol requirements that return a view and take nothing
    /// (`func render() -> AnyView`): what a hosting object shows.
    var hostingMethods: Set<String> {
        if let known = presentables.hostingMethods { return known }
        var names: Set<String> = []
        for name in typeNames where type(name)?.kind == .protocol {
            for method in type(name)?.methods ?? [] where method.parameters.isEmpty && Self.returnsView(method.returnType) {
                names.insert(method.name)
            }
        }
        presentables.hostingMethods = names
        return names
    }

    private static func returnsView(_ written: String?) -> Bool {
        guard let written = written.map(TypeText.removingWhitespace) else { return false }
        return written == "AnyView" || written == "someView"
    }

    /// The app screens an object of `typeName` hosts: the views its hosting method builds
    /// (`AnyView(ProfilePage(…))`, each of those its branches choose between); empty for anything else.
    func hostedScreens(of typeName: String) -> [String] {
        if let known = presentables.hosted[typeName] { return known }
        presentables.hosted[typeName] = []
        var screens: Set<String> = []
        if !isView(typeName), type(typeName)?.kind == .class || type(typeName)?.kind == .struct {
            for method in hostingMethods {
                for declaration in type(typeName)?.methods(named: method) ?? [] where declaration.parameters.isEmpty {
                    // `AnyView(Page())`, or `let toolbar = Toolbar(); return AnyView(Page(toolbar: toolbar))`.
                    guard let body = declaration.body,
                          let returned = Self.onlyReturnedExpression(body) ?? body.last?.item.as(ReturnStmtSyntax.self)?.expression else { continue }
                    // `if isArchive { AnyView(ArchivePage()) } else { AnyView(InboxPage()) }`: either.
                    for branch in Self.branches(SyntaxHelpers.unwrap(returned)) { screens.formUnion(builtViews(branch, in: typeName)) }
                }
            }
        }
        let result = screens.sorted()
        presentables.hosted[typeName] = result
        return result
    }

    /// The app views `expression` builds, through `AnyView(…)` and modifiers.
    private func builtViews(_ expression: ExprSyntax, in context: String) -> [String] {
        var current = SyntaxHelpers.unwrap(expression)
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let built = constructedType(current, from: context), isView(built) { return [built] }
            guard let (base, name) = SyntaxHelpers.callee(call) else { return [] }
            if name == "AnyView", let first = call.arguments.first?.expression {
                current = SyntaxHelpers.unwrap(first)
            } else if let base {
                current = SyntaxHelpers.unwrap(base)
            } else {
                return []
            }
        }
        return []
    }

    /// The moves flow objects make through containers (see the extension's documentation). A
    /// flow whose moves start from no screen of its own (it shows its first screen when started)
    /// is a node: code starting it (`let child = ChildFlow(…); child.begin()`) moves to it.
    func findPresentableContainerMoves() {
        guard !hostingMethods.isEmpty else { return }
        var flows: Set<String> = []
        var starts: [(caller: String, flow: String, site: TypeSyntaxIndex.Site<FunctionCallExprSyntax>)] = []
        for name in typeNames where !isView(name) && type(name)?.kind == .class {
            for site in index[name]!.calls {
                guard let (base, method) = SyntaxHelpers.callee(site.node), let base else { continue }
                let scope = localScope(before: site.node, in: name)
                guard let receiver = valueType(base, scope: scope) else { continue }
                if receiver != name, SyntaxHelpers.identifier(base).map({ scope.locals[$0] != nil }) == true, containerSlots(of: receiver).isEmpty {
                    starts.append((name, receiver, site))
                    continue
                }
                guard let handed = site.node.arguments.first?.expression, let kind = containerMove(method, in: receiver),
                      !isBuiltHere(base, scope: scope) else { continue }
                let targets = shownScreens(handed, scope: scope, at: site.node)
                guard !targets.isEmpty else { continue }
                let origins = originScreens(of: Syntax(site.node), in: name)
                if origins.isEmpty { flows.insert(name) }
                for from in origins.isEmpty ? [name] : origins {
                    for target in targets where target != from {
                        emitContainerMove(from: from, to: target, kind: origins.isEmpty && kind == .reset ? .child : kind, at: site)
                    }
                }
            }
        }
        for start in starts where flows.contains(start.flow) {
            let origins = originScreens(of: Syntax(start.site.node), in: start.caller)
            for from in origins.isEmpty ? [start.caller] : origins where from != start.flow {
                emitContainerMove(from: from, to: start.flow, kind: .child, at: start.site)
            }
        }
    }

    private func emitContainerMove(from: String, to: String, kind: EdgeKind, at site: TypeSyntaxIndex.Site<FunctionCallExprSyntax>) {
        let file = model.file(site.fileIndex)
        edges.append(EdgeDraft(edge: Edge(from: from, to: to, kind: kind, trigger: Trigger.text(for: site.node),
                                          file: file.path, line: file.line(of: site.node)), source: .coordinator))
    }

    /// Whether `receiver` is a container this code builds (`let stack = StackHost()`): what it is
    /// given is shown when the container itself is (see ``shownScreens(_:scope:at:)``).
    private func isBuiltHere(_ receiver: ExprSyntax, scope: Scope) -> Bool {
        SyntaxHelpers.identifier(receiver).map { scope.locals[$0] != nil } == true
    }

    /// The screens showing `handed` shows: those the object hosts; for a container built here
    /// (`let stack = StackHost()`), what this code gives it as its content.
    private func shownScreens(_ handed: ExprSyntax, scope: Scope, at site: FunctionCallExprSyntax) -> [String] {
        guard let handedType = valueType(handed, scope: scope) else { return [] }
        if !containerSlots(of: handedType).isEmpty {
            guard let local = SyntaxHelpers.identifier(handed), let function = SyntaxHelpers.enclosingFunction(site),
                  let body = function.body else { return [] }
            var screens: [String] = []
            for token in body.statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(local) {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                      let given = call.arguments.first?.expression,
                      containerMove(member.declName.baseName.text, in: handedType) == .reset else { continue }
                screens += valueType(given, scope: localScope(before: call, in: scope.type ?? "")).map(hostedScreens) ?? []
            }
            return screens
        }
        return hostedScreens(of: handedType)
    }

    /// The screens whose output the code at `node` handles: a closure subscribed to a hosting
    /// object's publisher (`profile.outputs.sink { … }`) runs on that object's screen; a closure
    /// handling events (registered for `.open`, `machine.on(.open) { … }`, or in a `case .open`
    /// of it) runs where those events are sent to the same receiver (`machine.send(.open)`); a
    /// method is run by the code calling it in the same type (a few calls deep); an object hosting
    /// a screen itself acts on its own screen.
    private func originScreens(of node: Syntax, in typeName: String, depth: Int = 0) -> [String] {
        let own = hostedScreens(of: typeName)
        guard own.isEmpty else { return own }
        guard depth < 4 else { return [] }
        var current = node.parent
        var handledEvents: Set<String> = []
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label {
                handledEvents.formUnion(Self.implicitMemberNames(in: Syntax(label)))
            }
            if let closure = parent.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let (base, registering) = SyntaxHelpers.callee(call), let base {
                if let publisher = base.as(MemberAccessExprSyntax.self)?.base,
                   let owner = valueType(publisher, scope: localScope(before: call, in: typeName)), !hostedScreens(of: owner).isEmpty {
                    return hostedScreens(of: owner)
                }
                let registered = call.arguments.compactMap { Self.implicitMemberName($0.expression) }
                if let receiver = SyntaxHelpers.lastName(base), !registered.isEmpty || !handledEvents.isEmpty {
                    let screens = eventSenders(Set(registered).union(handledEvents), to: receiver, except: registering, in: typeName, depth: depth)
                    if !screens.isEmpty { return screens }
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return callerScreens(of: function, in: typeName, depth: depth)
            }
            current = parent.parent
        }
        return []
    }

    /// The screens of the code in `typeName` calling its method `function` (`showPhotos()`, `self.showPhotos()`).
    private func callerScreens(of function: FunctionDeclSyntax, in typeName: String, depth: Int) -> [String] {
        let key = "\(typeName)|\(function.position.utf8Offset)|\(function.name.text)"
        if let known = presentables.origins[key] { return known }
        presentables.origins[key] = []
        var screens: Set<String> = []
        for site in index[typeName]!.calls where Self.callsOwnMethod(site.node, named: function.name.text) {
            screens.formUnion(originScreens(of: Syntax(site.node), in: typeName, depth: depth + 1))
        }
        presentables.origins[key] = screens.sorted()
        return screens.sorted()
    }

    /// The screens of the code in `typeName` sending one of `events` to `receiver` (`machine.send(.open)`)
    /// with another method than the one registering the handler.
    private func eventSenders(_ events: Set<String>, to receiver: String, except registering: String, in typeName: String, depth: Int) -> [String] {
        let key = "\(typeName)|\(receiver).\(registering)|\(events.sorted())"
        if let known = presentables.origins[key] { return known }
        presentables.origins[key] = []
        var screens: Set<String> = []
        for site in index[typeName]!.calls {
            guard let (base, name) = SyntaxHelpers.callee(site.node), name != registering, let base, SyntaxHelpers.lastName(base) == receiver,
                  let sent = site.node.arguments.first.flatMap({ Self.implicitMemberName($0.expression) }), events.contains(sent) else { continue }
            screens.formUnion(originScreens(of: Syntax(site.node), in: typeName, depth: depth + 1))
        }
        presentables.origins[key] = screens.sorted()
        return screens.sorted()
    }

    /// Whether `call` calls the type's own method `name`: `name(…)` or `self.name(…)`, not an
    /// enum case built the same way (`.name(…)`).
    private static func callsOwnMethod(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        let called = SyntaxHelpers.unwrap(call.calledExpression)
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name, let base = member.base else { return false }
        return SyntaxHelpers.unwrap(base).trimmedText == "self"
    }

    /// `open` for `.open` or `.open(id)`: an enum value named by its case alone.
    private static func implicitMemberName(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        let named = expression.as(FunctionCallExprSyntax.self).map { SyntaxHelpers.unwrap($0.calledExpression) } ?? expression
        guard let member = named.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// The cases a `case` label names (`case (_, .open, .detail(let id)):` names `open` and `detail`).
    private static func implicitMemberNames(in label: Syntax) -> [String] {
        label.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.id == token.id else { return nil }
            return token.text
        }
    }
}

/// What ``NavigationAnalyzer/findPresentableContainerMoves()`` learns once per type or method.
struct PresentableContainerIndex {
    /// The move each `Container.method` makes with the object it is handed (`nil`: none).
    var moves: [String: EdgeKind?] = [:]
    /// Each container's shown properties and their moves.
    var slots: [String: [String: EdgeKind]] = [:]
    /// The screens each hosting object hosts.
    var hosted: [String: [String]] = [:]
    /// See ``NavigationAnalyzer/hostingMethods``.
    var hostingMethods: Set<String>?
    /// The screens each method's callers, and each event's senders, act on.
    var origins: [String: [String]] = [:]
}
