import FlowGraph
import SwiftSyntax

/// Following a handled action back to the screens it is sent from (`TCAActionSenders` says where
/// each literal send sits): through the parent/child case paths actions are wrapped in, the
/// reducer sends that forward them, a `switch` over a bound delegate value, and what a parent
/// pushed while a child's effect was running.
extension TCAModel {
    /// The action chains a `case` pattern matches, through a `switch` over the value it binds
    /// inside the case (`case let .detail(.delegate(action))` … `switch action { case .saved: … }`):
    /// `inner` holds the switch cases between the pattern's case and the code.
    static func actionChains(of pattern: ExprSyntax, refinedBy inner: ArraySlice<SwitchCaseSyntax>) -> [[String]] {
        let chain = actionChain(pattern)
        guard !chain.isEmpty, let variable = boundVariable(atEndOf: pattern),
              let nested = inner.first(where: { switchedVariable(of: $0) == variable })
        else { return [chain] }
        let refined = TCASyntax.labelExpressions(nested).map { chain + actionChain($0) }
        return refined.isEmpty ? [chain] : refined
    }

    /// Where the action a helper of the reducer switches over is sent from, when its callers hand it
    /// an action a `case` pattern binds (`case let .path(.element(id: _, action: routed)): return
    /// route(routed, state: &state)` with `func route(_ action: Route.Action, …) { switch action {
    /// case .list(.delegate(.open(let id))): … } }`): the chains both patterns make together. Nil when
    /// `node` is in no `switch` over such a parameter, or no caller hands it so.
    func originsThroughHandedAction(
        of node: some SyntaxProtocol, in function: FunctionDeclSyntax, feature: FeatureInfo, context: ActionContext, depth: Int, memo: OriginMemo
    ) -> [String]? {
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let groups = TCASyntax.enclosingPatternGroups(of: node).filter { group in
            group.switchCase.map { Syntax($0).isDescendant(of: Syntax(function)) } ?? false
        }
        guard let index = groups.firstIndex(where: { group in group.switchCase.flatMap(Self.switchedVariable).map(parameters.contains) == true }),
              let switched = groups[index].switchCase.flatMap(Self.switchedVariable), let position = parameters.firstIndex(of: switched) else { return nil }
        let handled = groups[index].patterns.flatMap { Self.actionChains(of: $0, refinedBy: ArraySlice(groups[..<index].compactMap(\.switchCase))) }
        var places: [String] = []
        for call in reducerCalls[feature.name]?[function.name.text] ?? [] where !Syntax(call).isDescendant(of: Syntax(function)) {
            guard position < call.arguments.count,
                  let handed = SyntaxHelpers.identifier(call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: position)].expression)
            else { continue }
            for group in TCASyntax.enclosingPatternGroups(of: call) {
                for pattern in group.patterns where Self.boundVariable(atEndOf: pattern) == handed {
                    for chain in handled {
                        for place in sentPlaces(Self.actionChain(pattern) + chain, in: feature, context: context, depth: depth + 1, memo: memo) ?? []
                        where !places.contains(place) {
                            places.append(place)
                        }
                    }
                }
            }
        }
        return places.isEmpty ? nil : places
    }

    /// `delegateAction` in `.detail(.delegate(delegateAction))` or `.detail(.delegate(let delegateAction))`.
    private static func boundVariable(atEndOf pattern: ExprSyntax) -> String? {
        var current = pattern
        while TCASyntax.caseName(current) != nil {
            guard let next = TCASyntax.wrappedAction(in: current) else { return nil }
            current = next
        }
        return TCASyntax.boundName(current)
    }

    /// The variable a `switch` case's switch is over, when it is one.
    private static func switchedVariable(of switchCase: SwitchCaseSyntax) -> String? {
        Syntax(switchCase).parent?.parent?.as(SwitchExprSyntax.self)?.subject.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Where the action `chain` names is sent from when `feature`'s code runs in `context`; nil when
    /// no code sends it literally.
    func sentPlaces(_ chain: [String], in feature: FeatureInfo, context: ActionContext, depth: Int, memo: OriginMemo) -> [String]? {
        guard depth < Self.senderDepth, !chain.isEmpty else { return nil }
        var places: [String]?
        for sender in senders[feature.name] ?? [] where sender.mayMatch(chain) {
            switch sender.origin {
            case .view(let node, let view):
                // Sent only by views another case is shown with: known, and not from here.
                places = (places ?? []) + (mayBeSent(from: view, on: context.screen) ? [node ?? context.screen] : [])
            case .reducer(let call):
                // Code handling an action nothing sends literally runs without user input: on the
                // feature's own screen, its container; in a child instance, it tells nothing, as the
                // action may be meant for another instance of the child.
                guard let sent = restartingSends[feature.name]?.contains(call.id) == true ? [context.screen]
                    : shownByParent(whileHandling: call, in: feature, context: context)
                    ?? knownOrigins(of: call, in: feature, context: context, depth: depth + 1, memo: memo)
                    ?? (context.parent == nil ? [context.screen] : nil)
                else { continue }
                places = (places ?? []) + sent
            case .posted(let poster, let call):
                // The call runs in the poster's own context, wherever its screen is.
                guard let info = features[poster] else { continue }
                let posterContext = ActionContext(screen: screen(of: poster), parent: nil)
                places = (places ?? []) + (knownOrigins(of: call, in: info, context: posterContext, depth: depth + 1, memo: memo) ?? [posterContext.screen])
            }
        }
        if let shown = shownByParent(sending: chain, context: context) {
            places = (places ?? []) + shown
        }
        if let (child, inner, childContext) = childAction(chain, in: feature, context: context),
           let sent = sentPlaces(inner, in: child, context: childContext, depth: depth + 1, memo: memo) {
            places = (places ?? []) + sent
        }
        if places == nil, context.parent == nil { places = sentByParentViews(chain, to: feature) }
        return places
    }

    /// Where a parent's view sends `chain` to `feature` through the case its `Scope` wraps the child's
    /// actions in (`store.send(.logs(.start))`), for a feature whose own code sends it nowhere. A
    /// parent's reducer forwarding it is left out: what it popped or pushed first is not known here.
    private func sentByParentViews(_ chain: [String], to feature: FeatureInfo) -> [String]? {
        var places: [String] = []
        for parent in sortedFeatures {
            for scope in parent.scopes where scope.feature == feature.name {
                let wrapped = [scope.actionName ?? scope.stateName] + chain
                for sender in senders[parent.name] ?? [] where sender.mayMatch(wrapped) {
                    guard case .view(let node, _) = sender.origin else { continue }
                    places.append(node ?? screen(of: parent.name))
                }
            }
        }
        return places.isEmpty ? nil : places
    }

    /// By feature, the sends of its reducer whose handling `case` restarts the feature on an effect
    /// (see ``restartsOnEffect(_:in:)``), decided once per `case`: senders of one feature are
    /// placed many times over, from every move and context that follows them.
    func readRestartingSends() -> [String: Set<SyntaxIdentifier>] {
        var found: [String: Set<SyntaxIdentifier>] = [:]
        for (feature, featureSenders) in senders {
            var restarts: [SyntaxIdentifier: Bool] = [:]  // by handling `case`
            for sender in featureSenders {
                guard case .reducer(let call) = sender.origin,
                      let handler = TCASyntax.enclosingSwitchCases(of: call).first(where: { !TCASyntax.labelExpressions($0).isEmpty })
                else { continue }
                if restarts[handler.id] == nil { restarts[handler.id] = restartsOnEffect(handler, in: feature) }
                if restarts[handler.id]! { found[feature, default: []].insert(call.id) }
            }
        }
        return found
    }

    /// Whether `handler`, the `case` handling an action, replaces the whole state (`state = .initial`)
    /// on an action only the feature's own effects send (a wipe finished), not a view's or a child's:
    /// every screen its state showed is gone and the feature starts over, so what it sends next
    /// starts on its own screen, as at launch.
    private func restartsOnEffect(_ handler: SwitchCaseSyntax, in feature: String) -> Bool {
        guard TCASyntax.nodes(SequenceExprSyntax.self, in: handler, skippingNestedTypes: true).contains(where: { sequence in
                  TCASyntax.assignment(sequence)?.left.as(DeclReferenceExprSyntax.self)?.baseName.text == "state"
              })
        else { return false }
        let handled = TCASyntax.labelExpressions(handler).map(Self.actionChain)
        let matching = (senders[feature] ?? []).filter { sender in handled.contains { sender.mayMatch($0) } }
        return !matching.isEmpty && matching.allSatisfy { sender in
            if case .reducer = sender.origin { true } else { false }
        }
    }

    /// What the parent pushes or presents on the action a child's reducer is handling at `call`:
    /// an effect of that action (`.sendRequested` → `await send(.finished)`) reports while the
    /// screen the parent pushed for it is on top. Nil when the parent shows nothing on it.
    private func shownByParent(whileHandling call: FunctionCallExprSyntax, in feature: FeatureInfo, context: ActionContext) -> [String]? {
        guard let parent = context.parent else { return nil }
        let switchCases = TCASyntax.enclosingSwitchCases(of: call)
        guard let handling = switchCases.indices.first(where: { !TCASyntax.labelExpressions(switchCases[$0]).isEmpty }) else { return nil }
        let chains = TCASyntax.labelExpressions(switchCases[handling]).flatMap {
            Self.actionChains(of: $0, refinedBy: switchCases[..<handling]).map { parent.prefix + $0 }
        }
        var shown: [String] = []
        for handler in showingHandlers[parent.feature.name] ?? [] where handler.chains.contains(where: { pattern in
            pattern.count > parent.prefix.count && chains.contains { $0.starts(with: pattern) }
        }) {
            for node in handler.shown where !shown.contains(node) { shown.append(node) }
        }
        return shown.isEmpty ? nil : shown
    }

    /// What the parent pushes or presents right before sending `chain` on to the child
    /// (`state.path.append(.sending(…))`, then `.send(.path(.element(id:, action: .confirm(.start))))`):
    /// the child's work starts, and its effects report, while that screen is on top. Nil when no
    /// parent code shows something before sending it.
    private func shownByParent(sending chain: [String], context: ActionContext) -> [String]? {
        guard let parent = context.parent else { return nil }
        let wrapped = parent.prefix + chain
        var shown: [String] = []
        for sender in senders[parent.feature.name] ?? [] where sender.chain.starts(with: wrapped) {
            guard case .reducer(let call) = sender.origin else { continue }
            for node in shownBeforeSending[call.id] ?? [] where !shown.contains(node) { shown.append(node) }
        }
        return shown.isEmpty ? nil : shown
    }

    /// The `case`s of each feature's reducer that push or present, with their action chains and
    /// what they show, and for each `send` in such a case, what the case shows before it on its way
    /// there; read once, as every child's effect may ask its parent.
    func readShowingHandlers() -> (handlers: [String: [(chains: [[String]], shown: [String])]], shownBeforeSending: [SyntaxIdentifier: [String]]) {
        var found: [String: [(chains: [[String]], shown: [String])]] = [:]
        var shownBeforeSending: [SyntaxIdentifier: [String]] = [:]
        for feature in sortedFeatures {
            for (file, block) in feature.type.memberBlocks {
                for switchCase in TCASyntax.nodes(SwitchCaseSyntax.self, in: block, skippingNestedTypes: true) {
                    let chains = TCASyntax.labelExpressions(switchCase).map(Self.actionChain).filter { !$0.isEmpty }
                    guard !chains.isEmpty else { continue }
                    let showing = moves(in: feature, under: (file, Syntax(switchCase)), originsFollowSenders: false).moves
                        .filter { $0.kind == .push || $0.kind == .present }
                    var shown: [String] = []
                    for move in showing where !shown.contains(move.to) { shown.append(move.to) }
                    guard !shown.isEmpty else { continue }
                    found[feature.name, default: []].append((chains, shown))
                    for call in TCASyntax.calls(in: switchCase, skippingNestedTypes: true) where Self.calleeName(call) == "send" {
                        for move in showing where Self.runsBefore(move.trigger, Syntax(call)) && !shownBeforeSending[call.id, default: []].contains(move.to) {
                            shownBeforeSending[call.id, default: []].append(move.to)
                        }
                    }
                }
            }
        }
        return (found, shownBeforeSending)
    }

    /// Whether `earlier` is a statement (or inside one) that runs before `later` on the way to it:
    /// an earlier item of a block that holds `later`, or of a block around that.
    private static func runsBefore(_ earlier: Syntax, _ later: Syntax) -> Bool {
        var current = later.parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let item = syntax.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
               list.contains(where: { $0.position < item.position && earlier.isDescendant(of: Syntax($0)) }) {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// The child feature whose action `chain` wraps, the child's own chain, and the context its code runs in.
    private func childAction(_ chain: [String], in feature: FeatureInfo, context: ActionContext) -> (FeatureInfo, [String], ActionContext)? {
        guard let name = chain.first else { return nil }
        // `.element(id:action:)` for stacks, `.presented(_)` for presentations, `.routeAction(_, _)` for route lists.
        for slot in feature.slots where slot.kind == .presents || slot.kind == .stack {
            guard chain.starts(with: slot.path) || slot.isRouteList else { continue }
            let rest = Array(chain.dropFirst(slot.path.count))
            if let node = slot.propertyNode {
                guard let wrapper = rest.first, wrapper == (slot.kind == .stack ? "element" : "presented") else { return nil }
                return slot.hostedFeature.flatMap { features[$0] }.map {
                    ($0, Array(rest.dropFirst()), ActionContext(screen: node, parent: (feature, slot.path + [wrapper])))
                }
            }
            guard let (prefix, caseName, inner) = slot.elementAction(chain) else {
                if slot.isRouteList { continue }
                return nil
            }
            guard let item = slot.caseReducer.flatMap({ caseReducers[$0] })?.case(named: caseName),
                  let child = item.hostedFeature.flatMap({ features[$0] })
            else { return nil }
            return (child, inner, ActionContext(screen: item.nodeID, parent: (feature, prefix)))
        }
        let rest = Array(chain.dropFirst())
        // A case of a switched enum the reducer scopes into case by case (`Scope(state: \.step) { Scope(state: \.intro, …) }`).
        for slot in feature.slots where Self.isScopedCaseByCase(slot) {
            // `.phase(.intro(…))` through the scope's action case, or `.intro(…)` when it is `\.self`.
            let (prefix, inner) = name == slot.scopeAction && !rest.isEmpty ? ([name, rest[0]], Array(rest.dropFirst())) : ([name], rest)
            guard let item = slot.caseReducer.flatMap({ caseReducers[$0] })?.case(named: prefix.last!),
                  let child = item.hostedFeature.flatMap({ features[$0] })
            else { continue }
            return (child, inner, ActionContext(screen: item.nodeID, parent: (feature, prefix)))
        }
        guard let scope = feature.scopes.first(where: { $0.actionName == name }) ?? feature.scopes.first(where: { $0.stateName == name }),
              let child = features[scope.feature]
        else { return nil }
        let screen = childScreen(scope, in: feature) == feature.name ? context.screen : self.screen(of: scope.feature)
        return (child, rest, ActionContext(screen: screen, parent: (feature, [name])))
    }
}

/// Where a feature's code runs, seen from the reducer whose move is being placed.
/// The origins of reducer helpers found while placing one state change, by helper, feature and
/// context (see ``TCAModel/knownOrigins(of:in:context:depth:memo:)``); `.some(nil)` while one is
/// being followed or when its callers tell nothing.
final class OriginMemo {
    struct Key: Hashable {
        var function: SyntaxIdentifier
        var feature: String
        var screen: String
        var parent: String?
        var prefix: [String]

        init(function: SyntaxIdentifier, feature: String, context: ActionContext) {
            self.function = function
            self.feature = feature
            screen = context.screen
            parent = context.parent?.feature.name
            prefix = context.parent?.prefix ?? []
        }
    }

    var origins: [Key: [String]?] = [:]
}

struct ActionContext {
    /// The node the feature's own screen is here.
    var screen: String
    /// The feature its actions reach next and the cases they arrive wrapped in there
    /// (`[path, element, detail]`), when it runs as another feature's child.
    var parent: (feature: TCAModel.FeatureInfo, prefix: [String])?
}
