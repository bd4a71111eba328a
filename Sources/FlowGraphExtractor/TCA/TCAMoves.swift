import FlowGraph
import SwiftSyntax

/// A navigation state change found in a reducer: `state.destination = .add(…)`,
/// `state.path.append(.detail(…))`, `state.path = StackState([.detail(…), .edit(…)])` (a reset to the
/// first case, then pushes), `state.selectedTab = .profile`.
struct TCAMove {
    enum Kind { case present, push, reset, tab }
    var kind: Kind
    var from: String
    var to: String
    var file: ParsedFile
    var trigger: Syntax
}

extension TCAModel {
    /// The moves and unresolved navigation in `feature`'s reducer code (its declaration and
    /// extensions, nested types excluded), or only under `root` (in `file`) when given.
    func moves(in feature: FeatureInfo, under root: (file: ParsedFile, node: Syntax)? = nil) -> (moves: [TCAMove], unresolved: [Diagnostic]) {
        var moves: [TCAMove] = []
        var unresolved: [Diagnostic] = []
        let blocks: [(file: ParsedFile, node: Syntax)] = root.map { [$0] }
            ?? feature.type.memberBlocks.map { ($0.file, Syntax($0.block)) }

        for (file, node) in blocks {
            for sequence in TCASyntax.nodes(SequenceExprSyntax.self, in: node, skippingNestedTypes: true) {
                guard let (left, right) = TCASyntax.assignment(sequence),
                      let property = left.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      right.as(NilLiteralExprSyntax.self) == nil
                else { continue }
                if let slot = feature.slots.first(where: { $0.property == property && $0.kind == .presents }) {
                    if let target = self.target(of: right, in: slot) {
                        for from in origins(of: sequence, in: feature) {
                            moves.append(TCAMove(kind: .present, from: from, to: target, file: file, trigger: Syntax(sequence)))
                        }
                    } else {
                        unresolved.append(Self.unresolved(sequence, file: file, property: property))
                    }
                } else if let slot = feature.slots.first(where: { $0.property == property && $0.kind == .stack }) {
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
                guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                      callee.declName.baseName.text == "append",
                      let property = callee.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let slot = feature.slots.first(where: { $0.property == property && $0.kind == .stack }),
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
                    for from in origins(of: call, in: feature) {
                        moves.append(TCAMove(kind: .push, from: from, to: target, file: file, trigger: Syntax(call)))
                    }
                } else {
                    unresolved.append(Self.unresolved(call, file: file, property: property))
                }
            }
        }
        return (moves, unresolved)
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
        if let node = slot.propertyNode { return node }
        guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }),
              let name = TCASyntax.caseName(value) else { return nil }
        return reducer.case(named: name)?.nodeID
    }

    /// The screens a state change starts from: the child whose action is being handled
    /// (`case .path(.element(id:, action: .detail(.delegate(…))))` → `X.Path.detail`,
    /// `case .destination(.presented(.add(…)))` → `X.Destination.add`, `case .home(…)` → `HomeFeature`),
    /// else the feature's own screen; one per pattern of a `case` that lists several.
    func origins(of node: some SyntaxProtocol, in feature: FeatureInfo) -> [String] {
        for switchCase in TCASyntax.enclosingSwitchCases(of: node) {
            let found = TCASyntax.labelExpressions(switchCase).map { origin(ofPattern: $0, in: feature) }
            if found.contains(where: { $0 != nil }) {
                var unique: [String] = []
                for origin in found.map({ $0 ?? feature.name }) where !unique.contains(origin) { unique.append(origin) }
                return unique
            }
        }
        return [feature.name]
    }

    /// The child screen a `case` pattern handles an action of, nil when it names none.
    private func origin(ofPattern pattern: ExprSyntax, in feature: FeatureInfo) -> String? {
        guard let name = TCASyntax.caseName(pattern) else { return nil }
        let inner = TCASyntax.arguments(pattern).first?.expression
        if let slot = feature.slots.first(where: { $0.property == name }) {
            if let node = slot.propertyNode { return node }
            guard let inner, let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }) else { return nil }
            // `.element(id:action:)` for stacks, `.presented(_)` for presentations.
            let wrapped = slot.kind == .stack
                ? TCASyntax.arguments(inner).first { $0.label?.text == "action" }?.expression
                    ?? TCASyntax.arguments(inner).dropFirst().first?.expression
                : TCASyntax.arguments(inner).first?.expression
            guard let wrapped, let caseName = TCASyntax.caseName(wrapped) else { return nil }
            return reducer.case(named: caseName)?.nodeID
        }
        return feature.scopes.first { $0.stateName == name }?.feature
    }

    private static func unresolved(_ node: some SyntaxProtocol, file: ParsedFile, property: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, code: "unresolved-navigation",
            message: "cannot tell which case '\(Trigger.text(for: node))' shows in '\(property)'; write the case literally (`.caseName(…)`) to have it in the graph",
            file: file.path, line: file.line(of: node))
    }
}
