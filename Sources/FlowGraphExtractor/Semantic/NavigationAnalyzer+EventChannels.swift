import SwiftSyntax

/// Navigation requested through an event channel: a screen posts a notification
/// (`NotificationCenter.default.post(name: .openSettings, object: nil)`) or sends on a Combine
/// subject an object shares (`events.profileRequested.send(id)`), and code elsewhere observing it
/// (`addObserver(self, selector: #selector(showSettings), name: .openSettings, object: nil)`,
/// `events.profileRequested.sink { … }`, `.onReceive(events.profileRequested) { … }`) navigates.
/// Posting runs every observer, so the move starts where the post is written; an observer moves
/// on its own only when nothing in the app posts to it.
extension NavigationAnalyzer {
    /// Code that runs when a channel delivers: the type it is written in, and its statements.
    struct EventObserver {
        let owner: String?
        let statements: CodeBlockItemListSyntax
        /// The parameter holding what the channel delivers (`id` in `{ id in … }`, `new` in
        /// `.onChange(of:) { old, new in … }`).
        var parameter: String?
    }

    /// The observers of every channel that navigate for a post: `notification:<key>` (see
    /// ``NotificationObservers``), `subject:<Type>.<property>` for a Combine subject a type
    /// stores and `property:<Type>.<property>` for an observed property (see
    /// ``findPropertyObservers()``), observed by a screen, a coordinator or the app. (A view model observing an event
    /// that something happened, `purchaseCompleted`, updates its own state; that is no request.)
    func findEventObservers() -> [String: [EventObserver]] {
        var observers: [String: [EventObserver]] = [:]
        for (key, list) in notificationObservers {
            let navigating = list.compactMap { observer -> EventObserver? in
                guard let owner = observer.owner.flatMap({ model.lookup($0) }), navigatesOnRequest(owner) else { return nil }
                return EventObserver(owner: owner, statements: observer.statements, parameter: Self.observerParameter(observer.statements))
            }
            if !navigating.isEmpty { observers["notification:" + key] = navigating }
        }
        for fileIndex in model.corpus.files.indices {
            let syntax = model.file(fileIndex).syntax
            for call in syntax.calls(named: "sink") + syntax.calls(named: "onReceive") {
                guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                      let source = Self.observedPublisher(of: call) else { continue }
                guard let owner = SwiftTypeIndex.enclosingTypeName(of: call).flatMap({ model.lookup($0) }), navigatesOnRequest(owner),
                      let channel = subjectChannel(source, scope: Scope(type: owner)) else { continue }
                observers[channel, default: []].append(EventObserver(owner: owner, statements: closure.statements, parameter: Self.observerParameter(closure.statements)))
            }
        }
        observers.merge(findPropertyObservers()) { $0 + $1 }
        return observers
    }

    /// Whether moves written in `name` are followed where it runs: a screen, a class screens hold
    /// (a view model), a service no screen holds whose methods screens call.
    func movesFromItsCode(_ name: String) -> Bool {
        isScreenType(name) || !holders(of: name).isEmpty || screens(of: name) != [name]
    }

    /// Whether `name` is a type whose observers navigate on request: a screen, a coordinator no
    /// screen owns (not a screen's model; a screen's `weak` reference back to the coordinator that
    /// shows it owns nothing), the app.
    func navigatesOnRequest(_ name: String) -> Bool {
        if isScreenType(name) || isApp(name) || sceneDelegates.contains(name) { return true }
        return (owners.contains(name) || uikitCoordinators.contains(name)) && holders(of: name).allSatisfy { holder in
            type(holder)?.properties.allSatisfy { property in
                property.modifiers.contains("weak") || property.getter != nil || propertyType(property, owner: holder) != name
            } ?? false
        }
    }

    /// The channel `call` posts to: a notification center's `post`, or `send` on a subject.
    func postedChannel(_ call: FunctionCallExprSyntax, scope: Scope) -> String? {
        if let name = NotificationObservers.postedName(call) ?? notificationWrappers.posted(call)?.key { return "notification:" + name }
        guard let (base, name) = SyntaxHelpers.callee(call), name == "send", let base else { return nil }
        return subjectChannel(base, scope: scope)
    }

    /// What the observers of the channel `call` posts to do, one after another (a post runs every
    /// one), those switching tab first (the others then act in the tab shown); nil when `call`
    /// posts to no channel the app observes.
    func evaluatePosted(_ call: FunctionCallExprSyntax, scope: Scope, depth: Int) -> Alternatives? {
        guard depth < Self.maximumDepth, !eventObservers.isEmpty, let channel = postedChannel(call, scope: scope),
              let observers = eventObservers[channel] else { return nil }
        let payload = postedPayload(call).map { value(of: $0, parameterType: nil, scope: scope, context: scope.type ?? "") } ?? .unknown
        return delivered(payload, to: observers, depth: depth)
    }

    /// What `observers` do with `payload` delivered to them, one after another, those switching tab
    /// first (the others then act in the tab shown).
    func delivered(_ payload: AbstractValue, to observers: [EventObserver], depth: Int) -> Alternatives {
        let effects = observers.map { observer in
            var inner = deliveringScope(observer, payload: payload)
            return evaluateBlock(observer.statements, scope: &inner, depth: depth + 1)
        }
        let switchingFirst = effects.filter(Self.switchesTab) + effects.filter { !Self.switchesTab($0) }
        return switchingFirst.reduce([[]], Self.sequence)
    }

    /// Whether some alternative selects a tab.
    private static func switchesTab(_ alternatives: Alternatives) -> Bool {
        alternatives.contains { $0.contains { if case .selectTab = $0.kind { true } else { false } } }
    }

    /// Whether the code around `node`, written in `typeName`, observes a channel another place
    /// posts to (not a part of the observing screen, see ``isPart(_:of:)``): each post runs it, so
    /// its moves start there.
    /// A method of the type that only its observers call (`.sink { [weak self] in self?.showProfile($0) }`)
    /// runs there too; an `@objc` one is also a control's action.
    func runsAtEventPosters(_ node: some SyntaxProtocol, in typeName: String) -> Bool {
        // Only a type observing some channel has observer code.
        guard observingTypes.contains(typeName) else { return false }
        if isInPostedObserver(node, in: typeName) { return true }
        guard let function = StoryboardIdentifiers.enclosingFunction(of: node),
              !function.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "objc" }) else { return false }
        if let known = observerOnlyMethods[function.id] { return known }
        let ownCalls = callsOnItself(function.name.text, in: typeName)
        let found = !ownCalls.isEmpty && ownCalls.allSatisfy { isInPostedObserver($0.node, in: typeName) }
            && callers(of: function.name.text) == [typeName]
        observerOnlyMethods[function.id] = found
        return found
    }

    /// Whether the Boolean `property` of `owner` is set only in observers of channels other places
    /// post to (never toggled): each post is what raises it.
    func isRaisedOnlyForPosters(_ property: String, of owner: String) -> Bool {
        guard observingTypes.contains(owner), let syntax = index[owner] else { return false }
        let writes = syntax.assignments.filter { site in
            SyntaxHelpers.assignment(site.node).flatMap { SyntaxHelpers.lastName($0.0) } == property
        }
        let toggled = syntax.calls.contains { site in
            guard let (base, name) = SyntaxHelpers.callee(site.node), name == "toggle", let base else { return false }
            return SyntaxHelpers.lastName(base) == property
        }
        return !writes.isEmpty && !toggled && writes.allSatisfy { isInPostedObserver($0.node, in: owner) }
    }

    /// Whether `node` is in an observer's statements of a channel a place other than `typeName`
    /// (or a part of it) posts to.
    private func isInPostedObserver(_ node: some SyntaxProtocol, in typeName: String) -> Bool {
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self), let channels = observedChannels[statements.id] {
                return channels.contains { channel in
                    let posters = eventPosters[channel] ?? []
                    // Also stored where no one asks (``storedOnItsOwn``): the observer moves on its own too.
                    return !posters.contains(Self.storedOnItsOwn) && posters.contains { poster in
                        poster != typeName && !isPart(poster, of: typeName) && movesFromItsCode(poster)
                    }
                }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether `body` is a method's body that observes a channel (a `#selector` an observer names).
    func isObservingMethod(_ body: CodeBlockItemListSyntax) -> Bool {
        observedChannels[body.id] != nil
    }

    /// The channels each observer's statements observe, by the statements' id.
    func findObservedChannels() -> [SyntaxIdentifier: [String]] {
        var channels: [SyntaxIdentifier: [String]] = [:]
        for (channel, observers) in eventObservers {
            for observer in observers { channels[observer.statements.id, default: []].append(channel) }
        }
        return channels
    }

    /// The types posting to each channel the app observes; a post in a top-level function
    /// (`func showOverlay(_ overlay: Overlay) { center.post(…) }`) is made by the types calling it.
    func findEventPosters() -> [String: Set<String>] {
        guard !eventObservers.isEmpty else { return [:] }
        var posters = propertyPosters(observed: eventObservers)
        for fileIndex in model.corpus.files.indices {
            let syntax = model.file(fileIndex).syntax
            let wrapperCalls = notificationWrappers.posting.sorted().flatMap { syntax.calls(named: $0) }
            for call in syntax.calls(named: "post") + syntax.calls(named: "send") + wrapperCalls {
                let enclosing = SwiftTypeIndex.enclosingTypeName(of: call).flatMap { model.lookup($0) }
                guard let channel = postedChannel(call, scope: Scope(type: enclosing)), eventObservers[channel] != nil else { continue }
                if let enclosing {
                    posters[channel, default: []].insert(enclosing)
                } else if let function = SyntaxHelpers.enclosingFunction(call), model.functions[function.name.text] != nil {
                    posters[channel, default: []].formUnion(callers(of: function.name.text))
                }
            }
        }
        return posters
    }

    /// The names the observers of each channel call, and the last names of what they assign
    /// (`showsComposer = true`, `self.sheet = .report`), for ``findRelevantMethods()``: posting
    /// navigates when one of them navigates.
    func observerCallNames() -> [(channelCall: String, owner: String?, calls: Set<String>, writes: Set<String>)] {
        eventObservers.sorted { $0.key < $1.key }.flatMap { channel, observers in
            observers.map { observer in
                let fileIndex = fileIndex(of: observer.statements)
                let calls = Set(model.file(fileIndex).syntax.allCalls(in: observer.statements).compactMap { SyntaxHelpers.callee($0)?.name })
                let range = observer.statements.position..<observer.statements.endPosition
                let writes = Set((observer.owner.flatMap { index[$0]?.assignments } ?? []).compactMap { site -> String? in
                    guard site.fileIndex == fileIndex, range.contains(site.node.position),
                          let (lhs, _) = SyntaxHelpers.assignment(site.node) else { return nil }
                    return SyntaxHelpers.lastName(lhs)
                })
                return (Self.postingName(channel), observer.owner, calls, writes)
            }
        }
    }

    /// What posting to `channel` is called in ``findRelevantMethods()``: `post`, `send`, or
    /// `=name` for storing into an observed property.
    private static func postingName(_ channel: String) -> String {
        if channel.hasPrefix("notification:") { return "post" }
        if channel.hasPrefix("property:") { return "=" + TypeText.lastComponent(channel) }
        return "send"
    }

    /// The Combine subject channel `expression` names: a stored `PassthroughSubject` or
    /// `CurrentValueSubject` of an app type (`events.profileRequested`, `profileRequested` in its type).
    func subjectChannel(_ expression: ExprSyntax, scope: Scope) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        let holder: String?
        let name: String
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            holder = valueType(base, scope: scope)
            name = member.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            holder = scope.type
            name = reference.baseName.text
        } else {
            return nil
        }
        guard let holder, let property = model.property(named: name, in: holder), Self.isSubject(property) else { return nil }
        return "subject:" + holder + "." + name
    }

    /// Whether a stored property holds a Combine subject, by its written type or its initializer.
    private static func isSubject(_ property: PropertyDeclaration) -> Bool {
        let written = property.type ?? property.initializer?.trimmedText ?? ""
        return subjectTypes.contains { written.hasPrefix($0) }
    }

    /// Combine's subjects, which `send` delivers to their subscribers.
    static let subjectTypes = ["PassthroughSubject", "CurrentValueSubject"]

    /// The publisher a `sink` subscribes to or an `onReceive` observes, its operators stripped
    /// (`events.profileRequested.receive(on: RunLoop.main).sink { … }` observes `events.profileRequested`).
    static func observedPublisher(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var source: ExprSyntax?
        if SyntaxHelpers.callee(call)?.name == "onReceive" {
            source = call.arguments.first { $0.label == nil }?.expression
        } else {
            source = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        while let operatorCall = source.map(SyntaxHelpers.unwrap)?.as(FunctionCallExprSyntax.self),
              let base = operatorCall.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            source = base
        }
        return source
    }
}
