import SwiftSyntax

/// An action that sets an optional route to the value it carries (`case let .routeChanged(route):
/// state.route = route`), the way apps on swift-navigation bind a route enum
/// (`.sheet(item: $store.route.sending(\.routeChanged).detail)`) and navigate by sending a case
/// (`store.send(.routeChanged(.detail(id)))`): each send naming a case is a move to that case.
extension TCAModel {
    /// The moves `state.route = variable` makes when `variable` is the payload of the action the
    /// enclosing `case` (or `if case`) handles, one per send of that action naming a case some view presents:
    /// - a view's send starts at its screen, or at the presentation whose content sends it;
    /// - a reducer's send starts where the action it was handling came from (for an effect listening
    ///   to a dependency channel, where the call making the channel emit came from);
    /// - an ancestor's send through the cases its `Scope`s wrap the feature's actions in
    ///   (`.send(.settings(.routeChanged(.account)))`) starts at the ancestor's place likewise;
    /// - a view sending a value it does not write (`store.send(.routeChanged(row))`, rows listed
    ///   over the cases) may set any case a view presents.
    ///
    /// Nil when `variable` is no payload of the handled action or no send names a case: the value
    /// is only known at run time.
    func routeSetterMoves(of variable: String, assignedBy node: some SyntaxProtocol, slot: Slot, in feature: FeatureInfo) -> [TCAMove]? {
        guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }),
              let carrier = TCASyntax.enclosingPatternGroups(of: node).lazy
                  .flatMap(\.patterns).compactMap({ Self.caseCarrying(variable, in: $0) }).first
        else { return nil }
        let shown = reducer.cases.filter { slot.shownCases?.contains($0.name) != false }
        var moves: [TCAMove] = []
        func add(_ sender: ActionSender, below prefix: [String], in sending: FeatureInfo) {
            guard sender.chain.starts(with: prefix + [carrier]) else { return }
            let targets: [Case]
            if sender.chain.count > prefix.count + 1 {
                targets = shown.filter { $0.name == sender.chain[prefix.count + 1] }
            } else if sender.isOpen, case .view = sender.origin, !Self.sendsNil(sender) {
                targets = shown
            } else {
                targets = []
            }
            guard !targets.isEmpty else { return }
            let froms: [String]
            switch sender.origin {
            case .view(let presented, _): froms = [presented ?? screen(of: sending.name)]
            case .reducer(let call): froms = origins(of: call, in: sending)
            case .posted(let poster, let call): froms = features[poster].map { origins(of: call, in: $0) } ?? []
            }
            for target in targets {
                for from in froms {
                    moves.append(TCAMove(kind: .present, from: from, to: target.nodeID, file: sender.file, trigger: Syntax(sender.call)))
                }
            }
        }
        for (sending, prefix) in scopingAncestors(of: feature) {
            for sender in senders[sending.name] ?? [] { add(sender, below: prefix, in: sending) }
        }
        return moves.isEmpty ? nil : moves
    }

    /// The feature itself and the features scoping to it, however far up (a few levels), each with the
    /// action cases its `Scope`s wrap the feature's actions in (`[settings, account]` for
    /// `.settings(.account(…))`), in a stable order.
    private func scopingAncestors(of feature: FeatureInfo) -> [(FeatureInfo, [String])] {
        var found: [(FeatureInfo, [String])] = [(feature, [])]
        var reached: Set<String> = [feature.name]
        var index = 0
        while index < found.count, found[index].1.count < 4 {
            let (child, prefix) = found[index]
            for parent in sortedFeatures where !reached.contains(parent.name) {
                guard let scope = parent.scopes.first(where: { $0.feature == child.name }) else { continue }
                reached.insert(parent.name)
                found.append((parent, [scope.actionName ?? scope.stateName] + prefix))
            }
            index += 1
        }
        return found
    }

    /// Whether a sender's innermost value is `nil` (`store.send(.routeChanged(nil))`): a dismissal.
    private static func sendsNil(_ sender: ActionSender) -> Bool {
        var value = sender.call.arguments.first?.expression
        for _ in sender.chain { value = value.flatMap(TCASyntax.wrappedAction) }
        return value?.is(NilLiteralExprSyntax.self) == true
    }
}

extension TCAModel.Slot {
    /// Whether `value` names a case of a route enum read from the views that no view presents
    /// (`state.route = .progress`, a case shown as an overlay): no screen, and no navigation to report.
    func isUnshownCase(_ value: ExprSyntax) -> Bool {
        guard let shownCases, let name = TCASyntax.caseName(value) else { return false }
        return !shownCases.contains(name)
    }
}
