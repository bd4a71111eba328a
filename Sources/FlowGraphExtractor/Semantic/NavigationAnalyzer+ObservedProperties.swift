import SwiftSyntax

/// Navigation requested by storing a value in a shared model's property that other code observes:
/// `.onChange(of: model.pending) { _, place in path.append(place) }`, `.onReceive(model.$pending)`,
/// `model.$pending.sink { … }`. The property is an event channel (`property:<Holder>.<name>`) like a
/// Combine subject: storing into it (`pending = place` in the model, `model.pending = .help`
/// elsewhere) delivers the value stored to its observers, so the move starts where it is stored.
/// Only a stored property of an app class counts: a view's own `@State` is its own to watch.
extension NavigationAnalyzer {
    /// The channel of the property `observed` names: `model.pending` (`model?.pending`), or its
    /// publisher `model.$pending` when `publisher` is set, on a class of the app holding it.
    func propertyChannel(observing observed: ExprSyntax, publisher: Bool, scope: Scope) -> String? {
        guard let member = SyntaxHelpers.unwrap(observed).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        var name = member.declName.baseName.text
        if publisher {
            guard name.hasPrefix("$") else { return nil }
            name.removeFirst()
        }
        return propertyChannel(holder: valueType(base, scope: scope), name: name)
    }

    /// The channel an assignment to `lhs` stores into: `pending` or `self.pending` in the holder,
    /// `model.pending` elsewhere.
    func propertyChannel(assignedBy lhs: ExprSyntax, scope: Scope) -> String? {
        if let own = Self.storedPropertyName(lhs, scope: scope) { return propertyChannel(holder: scope.type, name: own) }
        guard let member = SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return propertyChannel(holder: valueType(base, scope: scope), name: member.declName.baseName.text)
    }

    private func propertyChannel(holder: String?, name: String) -> String? {
        guard let holder, type(holder)?.kind == .class, let property = model.property(named: name, in: holder),
              property.getter == nil, !Self.subjectTypes.contains(where: { (property.type ?? "").hasPrefix($0) }) else { return nil }
        return "property:" + holder + "." + name
    }

    /// What the observers of the property `lhs` stores into do with `rhs` (see
    /// ``delivered(_:to:depth:)``); nil when no observer of it navigates.
    func evaluateStored(_ lhs: ExprSyntax, _ rhs: ExprSyntax, scope: Scope, depth: Int) -> Alternatives? {
        guard depth < Self.maximumDepth, !eventObservers.isEmpty, let channel = propertyChannel(assignedBy: lhs, scope: scope),
              let observers = eventObservers[channel] else { return nil }
        let payload = value(of: rhs, parameterType: nil, scope: scope, context: scope.type ?? "")
        // Every store of the same value runs the same observers the same way: found once.
        let key = Self.payloadKey(payload).map { "stored:" + channel + "|" + $0 }
        if let key, let known = memo[key] { return known }
        let result = delivered(payload, to: observers, depth: depth)
        // What a file that ran out found is cut short: not the answer for other stores.
        if let key, !budget.isSpent { memo[key] = result }
        return result
    }

    /// A text naming `value`, for values that say all an observer reads of them; nil for content.
    private static func payloadKey(_ value: AbstractValue) -> String? {
        switch value {
        case .routes(let routes): "routes:" + routes.map(\.nodeID).sorted().joined(separator: ",")
        case .instance(let name): "instance:" + name
        case .bool(let flag): "bool:" + String(flag)
        case .literal(let text): "literal:" + text
        case .unknown: "unknown:"
        case .content: nil
        }
    }

    /// The observers of properties other places store into (see ``propertyObservers()``). A property
    /// only the observer itself (or a part of it) stores into (a controller's view model publishing
    /// the state the controller's own actions reach) is no request: its observer's moves stay its own.
    func findPropertyObservers() -> [String: [EventObserver]] {
        let candidates = propertyObservers()
        guard !candidates.isEmpty else { return [:] }
        let posters = propertyPosters(observed: candidates)
        var requested: [String: [EventObserver]] = [:]
        for (channel, observers) in candidates {
            let kept = observers.filter { observer in
                guard let owner = observer.owner else { return false }
                return (posters[channel] ?? []).contains { poster in
                    poster != owner && !isPart(poster, of: owner) && !hostsAsContent(owner, poster) && movesFromItsCode(poster)
                }
            }
            if !kept.isEmpty { requested[channel] = kept }
        }
        return requested
    }

    /// The observers of each observed property, by the property's name, with the file each is
    /// written in: where a deep-link handler storing a route into the property leads.
    func propertyObserversByName() -> [String: [(observer: EventObserver, file: ParsedFile)]] {
        var found: [String: [(observer: EventObserver, file: ParsedFile)]] = [:]
        for (channel, observers) in propertyObservers().sorted(by: { $0.key < $1.key }) {
            found[TypeText.lastComponent(channel), default: []] += observers.map { ($0, model.file(fileIndex(of: $0.statements))) }
        }
        return found
    }

    /// Every observer of a stored property of an app class: `.onChange(of: model.pending)`,
    /// `.onReceive(model.$pending)` and `model.$pending.sink` in a screen, a coordinator or the app,
    /// by the property's channel.
    private func propertyObservers() -> [String: [EventObserver]] {
        var candidates: [String: [EventObserver]] = [:]
        for fileIndex in model.corpus.files.indices {
            let syntax = model.file(fileIndex).syntax
            for call in syntax.calls(named: "onChange") + syntax.calls(named: "onReceive") + syntax.calls(named: "sink") {
                guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                      let owner = SwiftTypeIndex.enclosingTypeName(of: call).flatMap({ model.lookup($0) }), navigatesOnRequest(owner)
                else { continue }
                let scope = Scope(type: owner)
                if SyntaxHelpers.callee(call)?.name == "onChange" {
                    // `{ old, new in … }`: the new value comes last (`{ new in … }` before iOS 17).
                    guard let observed = SyntaxHelpers.argument(call, "of"),
                          let channel = propertyChannel(observing: observed, publisher: false, scope: scope) else { continue }
                    let parameter = closure.signature == nil ? (closure.statements.trimmedText.contains("$1") ? "$1" : "$0")
                        : Self.parameterNames(of: closure, count: 2).last
                    candidates[channel, default: []].append(EventObserver(owner: owner, statements: closure.statements, parameter: parameter))
                } else if let source = Self.observedPublisher(of: call), let channel = propertyChannel(observing: source, publisher: true, scope: scope) {
                    candidates[channel, default: []].append(EventObserver(owner: owner, statements: closure.statements, parameter: Self.observerParameter(closure.statements)))
                }
            }
        }
        return candidates
    }

    /// Whether the view controller `controller` builds the SwiftUI view `view`: content it hosts
    /// (`UIHostingController(rootView: FormView(model: model))`), a part of the same screen.
    private func hostsAsContent(_ controller: String, _ view: String) -> Bool {
        guard type(controller)?.isViewController == true, isView(view) else { return false }
        return (index[controller]?.calls ?? []).contains { site in constructedType(ExprSyntax(site.node), from: controller) == view }
    }

    /// Every assignment storing into a property `observed` has observers for: the type it is
    /// written in, the assignment and the property's channel.
    private func storeSites(observed: [String: [EventObserver]]) -> [(owner: String, site: ExprSyntax, channel: String)] {
        let names = Set(observed.keys.filter { $0.hasPrefix("property:") }.map(TypeText.lastComponent))
        guard !names.isEmpty else { return [] }
        var found: [(owner: String, site: ExprSyntax, channel: String)] = []
        for owner in index.keys.sorted() {
            for site in index[owner]!.assignments {
                guard let (lhs, _) = SyntaxHelpers.assignment(site.node), let last = SyntaxHelpers.lastName(lhs), names.contains(last),
                      let channel = propertyChannel(assignedBy: lhs, scope: Scope(type: owner)), observed[channel] != nil else { continue }
                found.append((owner, site.node, channel))
            }
        }
        return found
    }

    /// The types storing into each observed property, by channel (see ``findEventPosters()``). A
    /// method of the holder storing into its own property (`func request(_ spot: Spot) { pending = spot }`)
    /// stores for the types calling it; called by none, for ``storedOnItsOwn``.
    func propertyPosters(observed: [String: [EventObserver]]) -> [String: Set<String>] {
        var posters: [String: Set<String>] = [:]
        for (owner, site, channel) in storeSites(observed: observed) {
            guard channel.hasPrefix("property:" + owner + ".") else {
                posters[channel, default: []].insert(owner)
                continue
            }
            let callers = typesCalling(methodAround: site, on: owner)
            posters[channel, default: []].formUnion(callers.isEmpty ? [Self.storedOnItsOwn] : callers)
        }
        return posters
    }

    /// The poster standing for a store no type of the app asks for (the holder's own work, a
    /// method reached only from outside the sources): its observers also move on their own.
    static let storedOnItsOwn = ""

    /// The methods storing into observed properties, each with `=name` for every property it stores
    /// into (``findRelevantMethods()`` names posting to a property so).
    func observedPropertyStores() -> [(method: String, stores: Set<String>)] {
        var stores: [String: Set<String>] = [:]
        for (_, site, channel) in storeSites(observed: eventObservers) {
            guard let method = Self.enclosingFunctionName(site) else { continue }
            stores[method, default: []].insert("=" + TypeText.lastComponent(channel))
        }
        return stores.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
