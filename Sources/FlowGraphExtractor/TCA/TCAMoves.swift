import FlowGraph
import SwiftSyntax

/// A navigation state change found in a reducer: `state.destination = .add(…)`,
/// `state.path.append(.detail(…))`, `state.path = StackState([.detail(…), .edit(…)])` (a reset to the
/// first case, then pushes), `state.selectedTab = .profile`.
struct TCAMove {
    enum Kind { case present, push, reset, tab, replace }
    var kind: Kind
    var from: String
    var to: String
    var file: ParsedFile
    var trigger: Syntax
    /// The kind a route list's move shows its case with (`presentSheet` a sheet), where the
    /// reducer's call says it rather than the view.
    var shownAs: EdgeKind? = nil
}

extension TCAModel {
    /// The moves and unresolved navigation in `feature`'s reducer code (its declaration and
    /// extensions, nested types excluded), or only under `root` (in `file`) when given.
    /// `originsFollowSenders: false` starts every move at the feature's screen, for callers that
    /// only need the targets (and are themselves placing an origin).
    func moves(
        in feature: FeatureInfo, under root: (file: ParsedFile, node: Syntax)? = nil, originsFollowSenders: Bool = true
    ) -> (moves: [TCAMove], unresolved: [Diagnostic]) {
        func origins(of node: some SyntaxProtocol, in feature: FeatureInfo) -> [String] {
            originsFollowSenders ? self.origins(of: node, in: feature) : [screen(of: feature.name)]
        }
        var moves: [TCAMove] = []
        var unresolved: [Diagnostic] = []
        let blocks: [(file: ParsedFile, node: Syntax)] = root.map { [$0] }
            ?? feature.type.memberBlocks.map { ($0.file, Syntax($0.block)) }

        for (file, node) in blocks {
            for sequence in TCASyntax.nodes(SequenceExprSyntax.self, in: node, skippingNestedTypes: true) {
                moves += resetMoves(sequence, in: feature, file: file, origins: origins)
                guard let (left, written) = TCASyntax.assignment(sequence),
                      let property = left.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { continue }
                let right = TCASyntax.value(of: written)
                guard right.as(NilLiteralExprSyntax.self) == nil else { continue }
                if let slot = scopedChildSlot(assignedBy: left, in: feature) {
                    // `state.home.destination = .settings(…)`: the parent presents in its child's screen.
                    if let target = self.target(of: right, in: slot) {
                        for from in origins(of: sequence, in: feature) {
                            moves.append(TCAMove(kind: .present, from: from, to: target, file: file, trigger: Syntax(sequence)))
                        }
                    } else {
                        unresolved.append(Self.unresolved(sequence, file: file, property: property))
                    }
                } else if let slot = feature.slots.first(where: { $0.kind == .switched && Self.assigns(left, chain: $0.chain) }) {
                    if let name = TCASyntax.caseName(right) {
                        guard !Self.putsBackItsOwnCase(right, named: name, at: sequence),
                              let target = slot.caseReducer.flatMap({ caseReducers[$0] })?.case(named: name)?.nodeID else { continue }
                        for from in origins(of: sequence, in: feature) {
                            moves.append(TCAMove(kind: .replace, from: from, to: target, file: file, trigger: Syntax(sequence)))
                        }
                    } else if let variable = right.as(DeclReferenceExprSyntax.self)?.baseName.text {
                        moves += payloadMoves(of: variable, assignedBy: sequence, slot: slot, in: feature)
                    }
                } else if let slot = feature.slots.first(where: { $0.property == property && $0.kind == .flag }) {
                    // `state.isShown = true` (or a condition) on the feature's own state presents; `false` dismisses.
                    guard right.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false),
                          Self.isOwnState(left), let target = slot.propertyNode else { continue }
                    for from in origins(of: sequence, in: feature) {
                        moves.append(TCAMove(kind: .present, from: from, to: target, file: file, trigger: Syntax(sequence)))
                    }
                } else if let slot = feature.slots.first(where: { $0.property == property && $0.kind == .presents }) {
                    if let target = self.target(of: right, in: slot) {
                        for from in origins(of: sequence, in: feature) {
                            moves.append(TCAMove(kind: .present, from: from, to: target, file: file, trigger: Syntax(sequence)))
                        }
                    } else if let variable = right.as(DeclReferenceExprSyntax.self)?.baseName.text,
                              let setter = routeSetterMoves(of: variable, assignedBy: sequence, slot: slot, in: feature) {
                        moves += setter
                    } else if slot.isUnshownCase(right) {
                        continue
                    } else {
                        unresolved.append(Self.unresolved(sequence, file: file, property: property))
                    }
                } else if let slot = Self.stackSlot(written: left, property: property, in: feature) {
                    let (chain, complete) = stackChain(right, in: slot)
                    guard complete else {
                        unresolved.append(Self.unresolved(sequence, file: file, property: property))
                        continue
                    }
                    moves += chained(chain, first: .reset, from: origins(of: sequence, in: feature), file: file, trigger: Syntax(sequence))
                } else if let tabs = feature.tabs, tabs.property == property, let name = TCASyntax.caseName(right),
                          let scope = tabs.scope(selectedBy: name), let child = feature.scopes.first(where: { $0.stateName == scope }) {
                    for from in origins(of: sequence, in: feature) {
                        moves.append(TCAMove(kind: .tab, from: from, to: child.feature, file: file, trigger: Syntax(sequence)))
                    }
                }
            }
            for call in TCASyntax.calls(in: node, skippingNestedTypes: true) {
                if let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "toggle",
                   let base = callee.base, let property = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                   Self.isOwnState(base), let target = feature.slots.first(where: { $0.property == property && $0.kind == .flag })?.propertyNode {
                    for from in origins(of: call, in: feature) {
                        moves.append(TCAMove(kind: .present, from: from, to: target, file: file, trigger: Syntax(call)))
                    }
                    continue
                }
                if let (slot, kind, value) = routeListCall(call, in: feature) {
                    // `state.routes.presentSheet(.detail(…))`: the list's own method says how the case shows.
                    if let target = self.target(of: value, in: slot) {
                        for from in origins(of: call, in: feature) {
                            moves.append(TCAMove(
                                kind: kind == .push ? .push : .present, from: from, to: target, file: file, trigger: Syntax(call), shownAs: kind))
                        }
                    } else {
                        unresolved.append(Self.unresolved(call, file: file, property: slot.property))
                    }
                    continue
                }
                if let (slot, value) = slotSetterCall(call, in: feature) {
                    // `state.show(.settings(…))`: the state's method puts the case it is passed in the slot.
                    if let target = self.target(of: value, in: slot) {
                        for from in origins(of: call, in: feature) {
                            moves.append(TCAMove(kind: .present, from: from, to: target, file: file, trigger: Syntax(call)))
                        }
                    } else {
                        unresolved.append(Self.unresolved(call, file: file, property: slot.property))
                    }
                    continue
                }
                guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                      callee.declName.baseName.text == "append",
                      let stack = callee.base, let property = stack.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let slot = Self.stackSlot(written: stack, property: property, in: feature),
                      let argument = call.arguments.first?.expression
                else { continue }
                if call.arguments.first?.label?.text == "contentsOf" {
                    let (chain, complete) = stackChain(argument, in: slot)
                    if complete {
                        moves += chained(chain, first: .push, from: origins(of: call, in: feature), file: file, trigger: Syntax(call))
                    } else {
                        unresolved.append(Self.unresolved(call, file: file, property: property))
                    }
                    continue
                }
                if let target = self.target(of: argument, in: slot) {
                    // Appends in a row build a stack: each pushes from the screen the one before it pushed.
                    let froms = previousAppend(before: call, property: property, slot: slot).map { [$0] } ?? origins(of: call, in: feature)
                    for from in froms {
                        moves.append(TCAMove(kind: .push, from: from, to: target, file: file, trigger: Syntax(call)))
                    }
                } else {
                    unresolved.append(Self.unresolved(call, file: file, property: property))
                }
            }
        }
        if root == nil { moves += tappedLinkMoves(in: feature) }
        return (moves, unresolved)
    }

    /// A flag's link the user taps (or view code setting it) presents from the screen of the view showing it.
    private func tappedLinkMoves(in feature: FeatureInfo) -> [TCAMove] {
        feature.slots.filter { $0.kind == .flag }.flatMap { slot in
            slot.tappedLinks.compactMap { file, link in
                slot.propertyNode.map { TCAMove(kind: .present, from: screen(of: feature.name), to: $0, file: file, trigger: link) }
            }
        }
    }

    /// The presentation slot of a scoped child that `left` assigns: `destination` of the child
    /// `Scope(state: \.home, …)` embeds, for `state.home.destination`.
    private func scopedChildSlot(assignedBy left: ExprSyntax, in feature: FeatureInfo) -> Slot? {
        guard let member = left.as(MemberAccessExprSyntax.self), let base = member.base, Self.isOwnState(base),
              let childState = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              let child = feature.scopes.first(where: { $0.stateName == childState }).flatMap({ features[$0.feature] })
        else { return nil }
        return child.slots.first { $0.kind == .presents && $0.property == member.declName.baseName.text }
    }

    /// The node the statement just before `call` appends to the same stack
    /// (`state.path.append(.a(…))` then `state.path.append(.b(…))`), if it is such an append.
    private func previousAppend(before call: FunctionCallExprSyntax, property: String, slot: Slot) -> String? {
        guard let item = call.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }), index != list.startIndex,
              let previous = list[list.index(before: index)].item.as(FunctionCallExprSyntax.self),
              let callee = previous.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "append",
              callee.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == property,
              let argument = previous.arguments.first, argument.label == nil
        else { return nil }
        return target(of: argument.expression, in: slot)
    }

    /// The path nodes of `[.a(…), .b(…)]` or `StackState([…])`, and whether every element named one.
    private func stackChain(_ value: ExprSyntax, in slot: Slot) -> (nodes: [String], complete: Bool) {
        var value = value
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.hasPrefix("StackState") {
            guard let first = call.arguments.first?.expression else { return ([], true) }
            value = first
        }
        guard let array = value.as(ArrayExprSyntax.self) else { return ([], false) }
        let nodes = array.elements.compactMap { target(of: $0.expression, in: slot) }
        return (nodes, nodes.count == array.elements.count)
    }

    /// A stack built in one statement: `first` from each origin to the first node, then pushes along the chain.
    private func chained(_ nodes: [String], first: TCAMove.Kind, from origins: [String], file: ParsedFile, trigger: Syntax) -> [TCAMove] {
        guard let head = nodes.first else { return [] }
        var moves = origins.map { TCAMove(kind: first, from: $0, to: head, file: file, trigger: trigger) }
        for (from, to) in zip(nodes, nodes.dropFirst()) {
            moves.append(TCAMove(kind: .push, from: from, to: to, file: file, trigger: trigger))
        }
        return moves
    }

    /// The node an assigned or appended value shows in `slot`, nil when it names no known case.
    func target(of value: ExprSyntax, in slot: Slot) -> String? {
        if slot.isRouteList, let (route, _) = PackageAliases.wrappedRoute(value) { return target(of: route, in: slot) }
        if let node = slot.propertyNode { return node }
        guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }),
              let name = TCASyntax.caseName(value), slot.shownCases?.contains(name) != false else { return nil }
        return reducer.case(named: name)?.nodeID
    }

    /// The screens a state change starts from: the screen its code knows is on top of a stack
    /// (`TCAStackTop`), else where the action being handled is sent from
    /// (`TCAActionSenders`: the button's screen or presentation, or for an action a reducer sends,
    /// where the action it was handling came from); failing that, the child whose action is being
    /// handled (`case .path(.element(id:, action: .detail(.delegate(…))))` → `X.Path.detail`,
    /// `case .destination(.presented(.add(…)))` → `X.Destination.add`, `case .home(…)` → `HomeFeature`),
    /// else the feature's own screen; one per pattern of a `case` that lists several.
    func origins(of node: some SyntaxProtocol, in feature: FeatureInfo) -> [String] {
        if let top = stackTopNodes(around: node, in: feature) { return top }
        let context = ActionContext(screen: screen(of: feature.name))
        return knownOrigins(of: node, in: feature, context: context, depth: 0, memo: OriginMemo()) ?? [context.screen]
    }

    /// The origins the enclosing `case` patterns tell (their actions' senders, the child they name),
    /// nil when they tell nothing. Code in a helper method of the reducer (`func rewind(…) -> Effect`)
    /// has the origins of the places that call it.
    /// A helper's origins are followed once per feature and context (`memo`): helpers calling helpers
    /// from many places each would otherwise cost the product of their callers' numbers.
    func knownOrigins(of node: some SyntaxProtocol, in feature: FeatureInfo, context: ActionContext, depth: Int, memo: OriginMemo) -> [String]? {
        guard depth < Self.senderDepth, let function = Syntax(node).enclosingFunction else {
            return knownOriginsFromCases(of: node, in: feature, context: context, depth: depth, memo: memo)
        }
        if let handed = originsThroughHandedAction(of: node, in: function, feature: feature, context: context, depth: depth, memo: memo) {
            return handed
        }
        if let found = knownOriginsFromCases(of: node, in: feature, context: context, depth: depth, memo: memo) { return found }
        let key = OriginMemo.Key(function: function.id, feature: feature.name, context: context)
        if let known = memo.origins[key] { return known }
        // While it is being followed, a call back into the helper adds nothing.
        memo.origins[key] = .some(nil)
        var unique: [String] = []
        for call in reducerCalls[feature.name]?[function.name.text] ?? [] where !Syntax(call).isDescendant(of: Syntax(function)) {
            for origin in knownOrigins(of: call, in: feature, context: context, depth: depth + 1, memo: memo) ?? [] where !unique.contains(origin) {
                unique.append(origin)
            }
        }
        let found = unique.isEmpty ? nil : unique
        memo.origins[key] = .some(found)
        return found
    }

    private func knownOriginsFromCases(
        of node: some SyntaxProtocol, in feature: FeatureInfo, context: ActionContext, depth: Int, memo: OriginMemo
    ) -> [String]? {
        let screen = context.screen
        let groups = TCASyntax.enclosingPatternGroups(of: node)
        for (index, group) in groups.enumerated() {
            let inner = ArraySlice(groups[..<index].compactMap(\.switchCase))
            let found = group.patterns.map { pattern -> [String]? in
                let sent = Self.actionChains(of: pattern, refinedBy: inner).compactMap {
                    sentPlaces($0, in: feature, context: context, depth: depth, memo: memo)
                }
                if !sent.isEmpty { return sent.flatMap { $0 } }
                return origin(ofPattern: pattern, in: feature).map { [$0 == feature.name ? screen : self.screen(of: $0)] }
            }
            if found.contains(where: { $0 != nil }) {
                var unique: [String] = []
                for origin in found.flatMap({ $0 ?? [screen] }) where !unique.contains(origin) { unique.append(origin) }
                return unique
            }
        }
        return nil
    }

    /// The child screen a `case` pattern handles an action of, nil when it names none.
    private func origin(ofPattern pattern: ExprSyntax, in feature: FeatureInfo) -> String? {
        guard let name = TCASyntax.caseName(pattern) else { return nil }
        let inner = TCASyntax.arguments(pattern).first?.expression
        // `.element(id:action:)` for stacks, `.presented(_)` for presentations, `.routeAction(_, _)` for route lists.
        let chain = Self.actionValue(pattern, dropping: 1).chain
        for slot in feature.slots where slot.kind == .presents || slot.kind == .stack {
            guard chain.starts(with: slot.path) && (slot.path.count == 1 || slot.kind == .stack) || slot.isRouteList else { continue }
            if let node = slot.propertyNode { return node }
            guard let (_, caseName, _) = slot.elementAction(chain) else {
                if slot.isRouteList { continue }
                return nil
            }
            return slot.caseReducer.flatMap { caseReducers[$0] }?.case(named: caseName)?.nodeID
        }
        // A reducer enum's case: the screen inside its feature the pattern names, else the case itself.
        // A case scoped through its property's action case (`.root(.intro(…))`) is named one level in.
        for slot in feature.slots where Self.isScopedCaseByCase(slot) && slot.scopeAction == name {
            if let inner, let innerName = TCASyntax.caseName(inner),
               let item = slot.caseReducer.flatMap({ caseReducers[$0] })?.case(named: innerName) {
                return item.nodeID
            }
        }
        let switched = feature.slots.filter { Self.isWholeState($0) || Self.isScopedCaseByCase($0) }
        if let item = switched.lazy.compactMap({ $0.caseReducer.flatMap { self.caseReducers[$0] }?.case(named: name) }).first {
            if let inner, let hosted = item.hostedFeature.flatMap({ features[$0] }),
               let nested = origin(ofPattern: inner, in: hosted), features[nested] == nil {
                return nested
            }
            return item.nodeID
        }
        // A child's actions arrive in the case its `Scope(action:)` names, which may differ from its state's name.
        guard let scope = feature.scopes.first(where: { $0.actionName == name })
            ?? feature.scopes.first(where: { $0.stateName == name })
        else { return nil }
        let child = scope.feature
        // A screen inside the child (`.flow(.path(.element(id:, action: .detail(…))))`) is the origin when
        // the pattern names one; an embedded component's action (`.home(.banner(…))`) stays its host's.
        if let inner, let childInfo = features[child], let nested = origin(ofPattern: inner, in: childInfo),
           features[nested] == nil {
            return nested
        }
        return childScreen(scope, in: feature)
    }

    /// The screen a scoped child's actions come from: its own, or, when none of the feature's own cases,
    /// presentations or tabs shows it, the feature's, when that is one something shows (a root
    /// feature's content is its own screen) or the child has no view (a reducer of logic only).
    func childScreen(_ scope: ScopeChild, in feature: FeatureInfo) -> String {
        if shows(feature, scope) { return scope.feature }
        let isContent = !(shownFeatures.contains(feature.name) || hosts[feature.name] != nil) && viewedFeatures.contains(scope.feature)
        return isContent ? scope.feature : feature.name
    }

    /// Whether `feature` shows the child it scopes to as a screen of its own, through a tab, a
    /// presentation or a case whose view shows that same scoped state. A case carrying its own state
    /// (`case detail(Detail)`) shows another instance: the scoped one is still part of the feature's screen.
    func shows(_ feature: FeatureInfo, _ scope: ScopeChild) -> Bool {
        if let tabs = feature.tabs, tabs.scopes.contains(scope.stateName) { return true }
        return viewPresented.contains([feature.name, scope.feature]) || showsThroughSlot(feature, scope)
    }

    /// Whether one of the feature's presentations or cases shows the scoped child's state.
    func showsThroughSlot(_ feature: FeatureInfo, _ scope: ScopeChild) -> Bool {
        feature.slots.contains { slot in
            slot.hostedState == scope.stateName
                || slot.caseReducer.flatMap { caseReducers[$0] }?.cases.contains { $0.hostedStates.contains(scope.stateName) } == true
        }
    }

    /// The stack slot `state.path` (named `property`) or `state.paths.inbox` (a stack a value of the state holds) is.
    private static func stackSlot(written expression: ExprSyntax, property: String, in feature: FeatureInfo) -> Slot? {
        let path = ownStatePath(expression)
        return feature.slots.first { $0.kind == .stack && ($0.property == property || $0.property == path) }
    }

    /// `paths.inbox` for `state.paths.inbox` (or `self.paths.inbox`): the properties from the feature's state.
    private static func ownStatePath(_ expression: ExprSyntax) -> String? {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text, at: 0)
            current = member.base
        }
        guard let root = current?.as(DeclReferenceExprSyntax.self)?.baseName.text, root == "state" || root == "self" else { return nil }
        return names.joined(separator: ".")
    }

    /// `state.isShown` (or `self.isShown`): the feature's own property, not a child's (`state.child.isShown`).
    static func isOwnState(_ expression: ExprSyntax) -> Bool {
        guard let base = expression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text == "state" || base.baseName.text == "self"
    }

    /// The screen a feature's navigation starts from: its own, unless it is embedded in another's.
    func screen(of feature: String) -> String { hosts[feature] ?? feature }

    /// Features embedded with `Scope` in exactly one other feature and shown by nothing else (no
    /// case, tab, presentation or app store hosts them): they navigate for their host's screen.
    func embeddingHosts() -> (hosts: [String: String], shown: Set<String>) {
        var shown = Set<String>()
        var parents: [String: Set<String>] = [:]
        for feature in features.values {
            for slot in feature.slots {
                if let hosted = slot.hostedFeature { shown.insert(hosted) }
                for item in slot.caseReducer.flatMap({ caseReducers[$0] })?.cases ?? [] {
                    shown.formUnion(item.hostedFeatures)
                }
            }
            let tabs = feature.tabs?.scopes ?? []
            for scope in feature.scopes {
                if tabs.contains(scope.stateName) || viewPresented.contains([feature.name, scope.feature]) {
                    shown.insert(scope.feature)
                } else {
                    parents[scope.feature, default: []].insert(feature.name)
                }
            }
        }
        var hosts: [String: String] = [:]
        for feature in parents.keys.sorted() where !shown.contains(feature) {
            var current = feature
            var seen: Set<String> = [feature]
            while !shown.contains(current), let only = parents[current], only.count == 1, seen.insert(only.first!).inserted {
                current = only.first!
            }
            // Only into a screen something shows: the content of an app's root feature stays its own
            // screen, unless no view holds its store (logic the root runs, such as its deep-link routing).
            if current != feature, shown.contains(current) || !viewedFeatures.contains(feature) { hosts[feature] = current }
        }
        return (hosts, shown)
    }

    /// Whether `value`, `.name(payload)`, puts back the payload a `case var .name(payload)` around
    /// `node` took out of the same case: the case's state updated in place, no move.
    static func putsBackItsOwnCase(_ value: ExprSyntax, named name: String, at node: some SyntaxProtocol) -> Bool {
        let arguments = TCASyntax.arguments(value)
        guard arguments.count == 1, let payload = arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return TCASyntax.enclosingSwitchCases(of: node).contains { switchCase in
            TCASyntax.labelExpressions(switchCase).contains { pattern in
                guard TCASyntax.caseName(pattern) == name, let bound = TCASyntax.arguments(pattern).first?.expression else { return false }
                return TCASyntax.boundName(bound) == payload
            }
        }
    }

    private static func unresolved(_ node: some SyntaxProtocol, file: ParsedFile, property: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, code: "unresolved-navigation",
            message: "cannot tell which case '\(Trigger.text(for: node))' shows in '\(property)'; write the case literally (`.caseName(…)`) to have it in the graph",
            file: file.path, line: file.line(of: node))
    }
}
