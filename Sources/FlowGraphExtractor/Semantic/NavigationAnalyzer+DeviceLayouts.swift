import FlowGraph
import SwiftSyntax

/// The device layouts an app can run in, as far as its code tells them apart by the device idiom
/// (`UIDevice.current.userInterfaceIdiom == .pad`): a phone, or an iPad (and a Mac running the iPad app).
struct DeviceLayouts: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let phone = DeviceLayouts(rawValue: 1)
    static let pad = DeviceLayouts(rawValue: 2)
    static let all: DeviceLayouts = [.phone, .pad]
    /// Each layout on its own, for evaluating a condition once per layout.
    static let each: [DeviceLayouts] = [.phone, .pad]
}

/// Layout-dependent code: an app that shows a split view on iPad and a stack on iPhone
/// (`if isPadLayout { SplitView() } else { NavigationStack { … } }`) often has an intent method
/// branch on the same idiom (`if UIDevice.current.userInterfaceIdiom != .pad { path.append(…) }
/// else { selection = … }`). A screen shown only in one layout can only take the branch of that
/// layout, so a move whose code runs only on the other layout is not a move of that screen.
extension NavigationAnalyzer {
    /// The layouts in which code at `node` runs: those its enclosing `if`s, the `guard`s before
    /// it and the early-returning `if`s before it (`if idiom != .pad { …; return }`) leave
    /// possible, within its function. All of them when the app never reads the device idiom.
    /// - Complexity: O(depth of `node`) the first time per code block, memoised per block item.
    func layouts(around node: some SyntaxProtocol) -> DeviceLayouts {
        guard readsDeviceIdiom else { return .all }
        var result = DeviceLayouts.all
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self) {
                result.formIntersection(layoutsAfterExits(before: item, in: list))
            } else if let ifExpression = parent.as(IfExprSyntax.self) {
                if child.id == ifExpression.body.id {
                    result.formIntersection(layouts(where: ifExpression.conditions, hold: true))
                } else if child.id == ifExpression.elseBody?.id {
                    result.formIntersection(layouts(where: ifExpression.conditions, hold: false))
                }
            } else if let clause = parent.as(IfConfigClauseSyntax.self) {
                result.formIntersection(layouts(compiling: clause))
            }
            child = parent
        }
        return result
    }

    /// Whether the app reads the device idiom anywhere; without it every layout runs all code.
    /// - Complexity: one pass over the text of every file, on first use.
    var readsDeviceIdiom: Bool {
        if let known = deviceIdiomRead { return known }
        let answer = model.corpus.files.contains { file in
            let text = file.text
            return text.containsUTF8("userInterfaceIdiom") && text.contains("userInterfaceIdiom")
        }
        deviceIdiomRead = answer
        return answer
    }

    /// `alternatives` with each operation limited to the layouts `node`'s code runs in, there
    /// and as the layout flags of `scope` have it.
    func restricting(_ alternatives: Alternatives, toLayoutsAround node: some SyntaxProtocol, in scope: Scope) -> Alternatives {
        let here = layouts(around: node).intersection(scope.layouts)
        guard here != .all else { return alternatives }
        return alternatives.map { $0.map { operation in
            var operation = operation
            operation.layouts.formIntersection(here)
            return operation
        } }
    }

    /// The layouts all of an alternative's operations run in: none when it mixes code of two layouts.
    static func layouts(of alternative: [NavigationOperation]) -> DeviceLayouts {
        alternative.reduce(.all) { $0.intersection($1.layouts) }
    }

    /// Drops the moves made only in layouts their origin is never shown in. A screen is shown in
    /// the layouts its incoming moves reach it in, starting from the screens no move enters (shown
    /// in all): the least fixed point over the edges, where a move counts in the layouts of its own
    /// code, of its origin, and of the view hosting its target (``EdgeDraft/host``). A screen no
    /// entry reaches is left as it is.
    /// - Complexity: O(rounds × edges); each round adds a layout to a screen, two per screen at most.
    func dropMovesOfOtherLayouts() {
        guard readsDeviceIdiom, edges.contains(where: { $0.layouts != .all || $0.host != nil }) else { return }
        let entered = Set(edges.map(\.edge.to))
        let nodes = entered.union(edges.map(\.edge.from))
        var shown: [String: DeviceLayouts] = [:]
        for draft in edges where !entered.contains(draft.edge.from) { shown[draft.edge.from] = .all }
        func reach(_ draft: EdgeDraft) -> DeviceLayouts {
            var result = draft.layouts.intersection(shown[draft.edge.from] ?? [])
            if let host = draft.host, nodes.contains(host) { result.formIntersection(shown[host] ?? []) }
            return result
        }
        var changed = true
        while changed {
            changed = false
            for draft in edges {
                let known = shown[draft.edge.to] ?? []
                let reached = reach(draft)
                if !reached.isSubset(of: known) {
                    shown[draft.edge.to] = known.union(reached)
                    changed = true
                }
            }
        }
        edges.removeAll { draft in shown[draft.edge.from] != nil && reach(draft).isEmpty }
    }

    /// The layouts in which `conditions` (a condition list, all of which must hold) evaluate to
    /// `hold`, or may: a layout is left out only when the conditions are known to go the other way.
    func layouts(where conditions: ConditionElementListSyntax, hold: Bool) -> DeviceLayouts {
        let values = conditionValues(conditions)
        var result = DeviceLayouts()
        for (layout, value) in zip(DeviceLayouts.each, values) where value != !hold { result.insert(layout) }
        return result
    }

    /// What a condition list (all of which must hold) evaluates to on each of ``DeviceLayouts/each``.
    /// Unknown while it is being evaluated: a view constructing itself under a condition on the flag
    /// it is passed (`if expanded { Reply(depth: depth + 1) }`) asks for that condition again, through
    /// the flag its own constructions pass.
    /// - Complexity: memoised per condition list.
    private func conditionValues(_ conditions: ConditionElementListSyntax) -> [Bool?] {
        if let known = layoutConditionValues[conditions.id] { return known }
        layoutConditionValues[conditions.id] = DeviceLayouts.each.map { _ in nil }
        let owner = typeName(enclosing: conditions)
        let answer = DeviceLayouts.each.map { layout -> Bool? in
            let values = conditions.map { element -> Bool? in
                guard let expression = element.condition.as(ExprSyntax.self) else { return nil }
                return holds(expression, on: layout, in: owner)
            }
            return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
        }
        layoutConditionValues[conditions.id] = answer
        return answer
    }

    /// The layouts in which `conditions` evaluate to `hold`, or may, as far as they test the
    /// layout flags of `scope` (`if pushOntoDetailStack, selection != nil`).
    func layouts(where conditions: ConditionElementListSyntax, hold: Bool, flags: [String: [Bool?]]) -> DeviceLayouts {
        guard !flags.isEmpty else { return .all }
        var result = DeviceLayouts()
        for (position, layout) in DeviceLayouts.each.enumerated() {
            let values = conditions.map { element -> Bool? in
                guard var tested = element.condition.as(ExprSyntax.self) else { return nil }
                var negated = false
                while let prefix = tested.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                    negated.toggle()
                    tested = prefix.expression
                }
                guard let name = SyntaxHelpers.identifier(tested), let value = flags[name]?[position] else { return nil }
                return value != negated
            }
            let all: Bool? = values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
            if all != !hold { result.insert(layout) }
        }
        return result
    }

    /// The layout flag a Boolean argument makes of its parameter: its value on each layout, when
    /// the layouts give it different values (see ``holds(_:on:in:depth:)``).
    func layoutFlag(passing argument: ExprSyntax, in typeName: String?) -> [Bool?]? {
        guard readsDeviceIdiom else { return nil }
        let values = DeviceLayouts.each.map { holds(argument, on: $0, in: typeName) }
        return values[0] != values[1] ? values : nil
    }

    /// The layouts code after the `guard`s and early-returning `if`s that precede `item` in `list` runs in.
    private func layoutsAfterExits(before item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> DeviceLayouts {
        if let known = layoutsAfterItems[item.id] { return known }
        var current = DeviceLayouts.all
        for element in list {
            layoutsAfterItems[element.id] = current
            if case .stmt(let statement) = element.item, let guardStatement = statement.as(GuardStmtSyntax.self) {
                current.formIntersection(layouts(where: guardStatement.conditions, hold: true))
            } else if let exit = Self.earlyExit(element) {
                current.formIntersection(layouts(where: exit.conditions, hold: false))
            }
        }
        return layoutsAfterItems[item.id] ?? .all
    }

    /// The layouts an `#if` clause is compiled for: a Mac Catalyst or macOS clause is not an iPhone's.
    private func layouts(compiling clause: IfConfigClauseSyntax) -> DeviceLayouts {
        guard let condition = clause.condition, Self.namesMacBuild(condition) else { return .all }
        return clause.poundKeyword.tokenKind == .poundElse ? .all : .pad
    }

    private static func namesMacBuild(_ condition: ExprSyntax) -> Bool {
        let text = condition.trimmedText.filter { !$0.isWhitespace }
        return !text.hasPrefix("!") && (text == "targetEnvironment(macCatalyst)" || text == "os(macOS)")
    }

    /// What `condition` evaluates to on `layout`, `nil` when that is not known: comparisons of the
    /// device idiom with `.pad` or `.phone`, whether an iPad app runs on a Mac (never on a phone),
    /// `!`, `&&`, `||`, computed properties of `typeName` returning such a condition, and a view's
    /// stored flags its constructions in each layout set (see ``passedFlag(_:of:on:)``).
    func holds(_ condition: ExprSyntax, on layout: DeviceLayouts, in typeName: String?, depth: Int = 0) -> Bool? {
        let condition = SyntaxHelpers.unwrap(condition)
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression, on: layout, in: typeName, depth: depth).map { !$0 }
        }
        if let terms = Self.binaryTerms(condition) {
            return holds(terms: terms, on: layout, in: typeName, depth: depth)
        }
        let name = SyntaxHelpers.ownPropertyName(condition) ?? SyntaxHelpers.identifier(condition)
        if ["isiOSAppOnMac", "isMacCatalystApp"].contains(SyntaxHelpers.lastName(condition)) {
            return layout == .phone ? false : nil
        }
        guard depth < 4, let name, let typeName else { return nil }
        guard let getter = model.property(named: name, in: typeName)?.getter else { return passedFlag(name, of: typeName, on: layout) }
        return returned(by: getter, on: layout, in: typeName, depth: depth + 1)
    }

    /// The literal every construction of the view `view` shown in `layout` passes for its stored
    /// property `name` (`FeedView(isSidebar: true)` in the split view, `false` in the stack), or
    /// the property's own initial value where a construction passes none. Only a flag the two
    /// layouts do not set alike tells them apart: one set alike may be state that changes later.
    private func passedFlag(_ name: String, of view: String, on layout: DeviceLayouts) -> Bool? {
        guard let property = type(view)?.property(named: name), let constructions = viewConstructions[view] else { return nil }
        let values = DeviceLayouts.each.map { each -> Bool? in
            var values: Set<Bool> = []
            for construction in constructions where layouts(showing: construction).contains(each) {
                guard let passed = (SyntaxHelpers.argument(construction.call, name) ?? property.initializer)?.as(BooleanLiteralExprSyntax.self) else { return nil }
                values.insert(passed.literal.tokenKind == .keyword(.true))
            }
            return values.count == 1 ? values.first : nil
        }
        guard values[0] != values[1] else { return nil }
        return layout == .phone ? values[0] : values[1]
    }

    /// The layouts a view construction shows its view in: those its code runs in, where the view
    /// writing it is shown.
    private func layouts(showing construction: ViewConstruction) -> DeviceLayouts {
        layouts(around: construction.call).intersection(isView(construction.caller) ? shownLayouts(of: construction.caller) : .all)
    }

    /// The layouts the view `view` is shown in, as its constructions with arguments tell (all
    /// when none does, or while the view is being asked about through its own constructions).
    /// - Complexity: memoised per view.
    func shownLayouts(of view: String) -> DeviceLayouts {
        if let known = viewLayouts[view] { return known }
        viewLayouts[view] = .all
        var result = DeviceLayouts()
        for construction in viewConstructions[view] ?? [] { result.formUnion(layouts(showing: construction)) }
        let answer = result.isEmpty ? .all : result
        viewLayouts[view] = answer
        return answer
    }

    /// What a getter returns on `layout`: the one value all its returns (in the clauses of an
    /// `#if` compiled for that layout) agree on.
    private func returned(by statements: CodeBlockItemListSyntax, on layout: DeviceLayouts, in typeName: String, depth: Int) -> Bool? {
        var values: [Bool?] = []
        for item in statements {
            if let block = item.item.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses where layouts(compiling: clause).contains(layout) {
                    guard case .statements(let inner)? = clause.elements else { continue }
                    values.append(returned(by: inner, on: layout, in: typeName, depth: depth))
                }
            } else if case .stmt(let statement) = item.item, let expression = statement.as(ReturnStmtSyntax.self)?.expression {
                values.append(holds(expression, on: layout, in: typeName, depth: depth))
            } else if let expression = SyntaxHelpers.expression(item), statements.count == 1 {
                values.append(holds(expression, on: layout, in: typeName, depth: depth))
            } else {
                return nil
            }
        }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `a || b && c == d` as a flat list of operands and operators, folded or not.
    private static func binaryTerms(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let sequence = expression.as(SequenceExprSyntax.self) { return Array(sequence.elements) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return (binaryTerms(SyntaxHelpers.unwrap(infix.leftOperand)) ?? [infix.leftOperand]) + [infix.operator]
                + (binaryTerms(SyntaxHelpers.unwrap(infix.rightOperand)) ?? [infix.rightOperand])
        }
        return nil
    }

    /// Evaluates operands joined by `||`, `&&` (in that order of looseness) and `==`/`!=`.
    private func holds(terms: [ExprSyntax], on layout: DeviceLayouts, in typeName: String?, depth: Int) -> Bool? {
        for (junction, shortCircuit) in [("||", true), ("&&", false)] {
            let parts = Self.split(terms, at: junction)
            guard parts.count > 1 else { continue }
            let values = parts.map { part in
                part.count == 1 ? holds(part[0], on: layout, in: typeName, depth: depth) : holds(terms: part, on: layout, in: typeName, depth: depth)
            }
            if values.contains(shortCircuit) { return shortCircuit }
            return values.allSatisfy { $0 == !shortCircuit } ? !shortCircuit : nil
        }
        guard terms.count == 3, let comparison = terms[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              comparison == "==" || comparison == "!=" else { return nil }
        let idiom = Self.idiomCase(terms[2]).flatMap { Self.readsIdiom(terms[0]) ? $0 : nil }
            ?? Self.idiomCase(terms[0]).flatMap { Self.readsIdiom(terms[2]) ? $0 : nil }
        guard let idiom else { return nil }
        let equal: Bool?
        switch (layout, idiom) {
        case (.phone, _): equal = idiom == "phone"
        case (_, "pad"): equal = true
        case (_, "phone"): equal = false
        default: equal = nil
        }
        return equal.map { comparison == "==" ? $0 : !$0 }
    }

    private static func split(_ terms: [ExprSyntax], at junction: String) -> [[ExprSyntax]] {
        var parts: [[ExprSyntax]] = [[]]
        for term in terms {
            if term.as(BinaryOperatorExprSyntax.self)?.operator.text == junction { parts.append([]) } else { parts[parts.count - 1].append(term) }
        }
        return parts
    }

    /// `UIDevice.current.userInterfaceIdiom`, `traitCollection.userInterfaceIdiom`.
    private static func readsIdiom(_ expression: ExprSyntax) -> Bool {
        SyntaxHelpers.lastName(SyntaxHelpers.unwrap(expression)) == "userInterfaceIdiom"
    }

    /// The idiom case a `.pad` or `UIUserInterfaceIdiom.phone` names.
    private static func idiomCase(_ expression: ExprSyntax) -> String? {
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.trimmedText == "UIUserInterfaceIdiom" else { return nil }
        return member.declName.baseName.text
    }

    /// The app type whose declaration (or extension) holds `node`.
    private func typeName(enclosing node: some SyntaxProtocol) -> String? {
        guard let written = SwiftTypeIndex.enclosingTypeName(of: node) else { return nil }
        return model.types[written] != nil ? written : model.lookup(written)
    }
}
