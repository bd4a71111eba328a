import SwiftSyntax

/// The tabs a `TabView`'s content declares: one per statement, one per iOS 18 `Tab { }` (in
/// `TabSection`s too), one per case of the enum a `ForEach` iterates when the case decides the
/// view (`ForEach(AppTab.allCases) { tab in tab.makeContentView() }` with a `switch self`), and one
/// per route value carrying its screen that the view names for a `ForEach` showing such values.
extension NavigationAnalyzer {
    struct TabEntry {
        /// The tab's content: the expression showing its root.
        var content: ExprSyntax
        /// Its tag or value (`.home` gives `home`), when it states one.
        var tag: String?
        /// Where the tab is written, for the edge's trigger.
        var site: ExprSyntax
        var scope: Scope
    }

    func tabEntries(_ statements: CodeBlockItemListSyntax, scope: Scope) -> [TabEntry] {
        var entries: [TabEntry] = []
        for item in statements {
            // `switch layout { case .grid: … }` or `if showsShop { … }` among the tabs: the tabs of every branch.
            if let choice = item.item.as(ExpressionStmtSyntax.self)?.expression {
                for branch in Self.branchStatements(choice) { entries += tabEntries(branch, scope: scope) }
                continue
            }
            guard let expression = item.item.as(ExprSyntax.self) else { continue }
            let base = Self.baseConstruction(expression) ?? expression
            let call = base.as(FunctionCallExprSyntax.self)
            let callee = call.flatMap(SyntaxHelpers.callee)
            switch (call, callee?.base == nil ? callee?.name : nil) {
            case (let call?, "Tab"?):
                guard let content = SyntaxHelpers.closures(call).first?.statements.first?.item.as(ExprSyntax.self) else { continue }
                let value = SyntaxHelpers.argument(call, "value").map(Self.tagText)
                entries.append(TabEntry(content: content, tag: value ?? tabTag(expression), site: base, scope: scope))
            case (let call?, "TabSection"?):
                if let section = SyntaxHelpers.closures(call).first { entries += tabEntries(section.statements, scope: scope) }
            case (let call?, "ForEach"?):
                entries += forEachTabs(call, scope: scope)
            default:
                entries.append(TabEntry(content: expression, tag: tabTag(expression), site: base, scope: scope))
            }
        }
        return entries
    }

    /// The statements of each branch of an `if` (its `else if`s included) or a `switch`.
    static func branchStatements(_ choice: ExprSyntax) -> [CodeBlockItemListSyntax] {
        if let ifExpression = choice.as(IfExprSyntax.self) {
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: return [ifExpression.body.statements, block.statements]
            case .ifExpr(let elseIf)?: return [ifExpression.body.statements] + branchStatements(ExprSyntax(elseIf))
            case nil: return [ifExpression.body.statements]
            }
        }
        guard let switchExpression = choice.as(SwitchExprSyntax.self) else { return [] }
        return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    }

    /// The screens a tab shows: its content's roots, those of each branch of a choice, or those of
    /// the first statement showing any in the layout container it is (`ZStack { FeedScreen(); banner }`:
    /// the layer under the overlays; `VStack { ProfileScreen() }`).
    func tabRoots(of content: ExprSyntax, scope: Scope) -> [String] {
        let roots = rootNodes(of: content, scope: scope)
        // A tab showing its screen or a placeholder (`if selection == .scan { ScanScreen() } else { Color.black }`).
        if roots.isEmpty, content.is(IfExprSyntax.self) || content.is(SwitchExprSyntax.self) {
            var shown: [String] = []
            for branch in Self.branches(content) { shown += tabRoots(of: branch, scope: scope).filter { !shown.contains($0) } }
            return shown
        }
        guard roots.isEmpty, let container = Self.baseConstruction(content)?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(container), callee.base == nil, Self.groupingContainers.contains(callee.name),
              let closure = SyntaxHelpers.closures(container).first else { return roots }
        for item in closure.statements {
            guard let expression = SyntaxHelpers.expression(item) else { continue }
            let held = tabRoots(of: expression, scope: scope)
            if !held.isEmpty { return held }
        }
        return []
    }

    /// `.tag(.home)` and `value: .home` name the tab `home`; other values by their text.
    static func tagText(_ value: ExprSyntax) -> String {
        let unwrapped = SyntaxHelpers.unwrap(value)
        if let access = unwrapped.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return unwrapped.trimmedText
    }

    /// The tag a modifier chain gives its view (`.tag(Tab.home)`).
    func tabTag(_ expression: ExprSyntax) -> String? {
        var current: ExprSyntax? = SyntaxHelpers.unwrap(expression)
        while let expression = current, let call = expression.as(FunctionCallExprSyntax.self),
              let member = SyntaxHelpers.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "tag", let value = call.arguments.first?.expression { return Self.tagText(value) }
            current = member.base
        }
        return nil
    }

    /// A `ForEach` over tab values: a tab per case of the switch that decides each one's view,
    /// written in the loop (`switch tab { case .home: Home() }`) or in the member of the enum it
    /// calls (`tab.rootView`, `tab.makeContentView(…)` switching over `self`). A loop that declares
    /// the tabs itself (`ForEach(groups) { group in TabSection { … } }`, `ForEach(panes) { pane in
    /// Tab(value: pane) { screen(for: pane) } }`) gives the tabs it declares, per value where a
    /// `Tab`'s value is the loop's.
    private func forEachTabs(_ call: FunctionCallExprSyntax, scope: Scope) -> [TabEntry] {
        guard let closure = SyntaxHelpers.closures(call).first else { return [] }
        let parameter = Self.closureParameters(closure).first ?? "$0"
        let data = call.arguments.first?.expression
        guard Self.declaresTabs(closure.statements) else {
            return valueTabs(in: Syntax(closure), parameter: parameter, data: data, scope: scope, depth: 0)
        }
        return tabEntries(closure.statements, scope: scope).flatMap { entry -> [TabEntry] in
            // `Tab(value: pane)`, `Tab(value: item.rawValue)`: a tab per value of the loop.
            let value = entry.site.as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.argument($0, "value") }
            guard let value, SyntaxHelpers.rootName(value) == parameter else { return [entry] }
            let perValue = valueTabs(in: Syntax(entry.content), parameter: parameter, data: data, scope: scope, depth: 0)
            return perValue.isEmpty ? [entry] : perValue
        }
    }

    /// Whether statements declare tabs (`Tab`, `TabSection`, or a `ForEach` or branch holding them)
    /// rather than show one tab's content.
    private static func declaresTabs(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            guard let expression = SyntaxHelpers.expression(item) else { return false }
            if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                return branchStatements(expression).contains(where: declaresTabs)
            }
            guard let call = (baseConstruction(expression) ?? expression).as(FunctionCallExprSyntax.self),
                  let callee = SyntaxHelpers.callee(call), callee.base == nil else { return false }
            switch callee.name {
            case "Tab", "TabSection": return true
            case "ForEach": return SyntaxHelpers.closures(call).first.map { declaresTabs($0.statements) } ?? false
            default: return false
            }
        }
    }

    /// The tabs of a view decided per value of `parameter` in `body`: one per case of the switch
    /// over it there, or in the view's own builder the value is handed to (`tabContent(for: tab)`
    /// with `func tabContent(for tab: Pane) -> some View { switch tab { … } }`, or calling on in
    /// turn), or in the member of the value's enum it calls (`tab.makeContentView()` switching over
    /// `self`).
    private func valueTabs(in body: Syntax, parameter: String, data: ExprSyntax?, scope: Scope, depth: Int) -> [TabEntry] {
        let switches = TCASyntax.nodes(SwitchExprSyntax.self, in: body, skippingNestedTypes: false)
        if let choice = switches.first(where: { SyntaxHelpers.identifier($0.subject) == parameter }) {
            return caseTabs(choice, scope: scope)
        }
        if depth < 2 {
            for (handedBody, handed) in handedValueBodies(in: body, parameter: parameter, scope: scope) {
                let tabs = valueTabs(in: Syntax(handedBody), parameter: handed, data: data, scope: scope, depth: depth + 1)
                if !tabs.isEmpty { return tabs }
            }
        }
        let references = TCASyntax.nodes(MemberAccessExprSyntax.self, in: body, skippingNestedTypes: false).filter {
            $0.base.flatMap(SyntaxHelpers.identifier) == parameter
        }
        for reference in references {
            for enumType in tabEnums(having: reference.declName.baseName.text, data: data, scope: scope) {
                let member = reference.declName.baseName.text
                let bodies = model.methods(named: member, in: enumType).compactMap(\.body)
                    + [model.property(named: member, in: enumType)?.getter].compactMap { $0 }
                for body in bodies {
                    for node in TCASyntax.nodes(SwitchExprSyntax.self, in: body, skippingNestedTypes: false) where node.subject.trimmedText == "self" {
                        return caseTabs(node, scope: Scope(type: enumType))
                    }
                }
            }
        }
        return depth == 0 ? carriedTabs(reading: references, scope: scope) : []
    }

    /// The bodies that `body` hands the value `parameter` to, each with the name the value has
    /// there: the view's own methods, and the `body` of a view built with it (`TabRoot(tab: tab)`
    /// keeps it in its property `tab`).
    private func handedValueBodies(in body: Syntax, parameter: String, scope: Scope) -> [(CodeBlockItemListSyntax, String)] {
        guard let view = scope.type else { return [] }
        var handed: [(CodeBlockItemListSyntax, String)] = []
        for call in TCASyntax.nodes(FunctionCallExprSyntax.self, in: body, skippingNestedTypes: false) {
            guard let callee = SyntaxHelpers.callee(call), callee.base == nil || callee.base?.trimmedText == "self",
                  let position = call.arguments.map({ SyntaxHelpers.identifier($0.expression) }).firstIndex(of: parameter) else { continue }
            if callee.base == nil, let built = model.lookup(callee.name, from: view), isView(built),
               let label = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: position)].label?.text,
               let kept = model.property(named: label, in: built), kept.getter == nil,
               let builtBody = model.property(named: "body", in: built)?.getter {
                handed.append((builtBody, kept.name))
                continue
            }
            for method in model.methods(named: callee.name, in: view) where position < method.parameters.count {
                if let methodBody = method.body { handed.append((methodBody, method.parameters[position].name)) }
            }
        }
        return handed
    }

    /// A `ForEach` over route values that carry their screens (`tab.item.content`, `TabItem` built
    /// with a content closure): a tab per such value the view names (`TabItem.search`,
    /// `TabItem.library(…)` in the list it builds), on the iOS build.
    private func carriedTabs(reading references: [MemberAccessExprSyntax], scope: Scope) -> [TabEntry] {
        guard let view = scope.type, let declaration = type(view) else { return [] }
        // What the loop reads of each value (`section.screen`), or of a value it holds (`tab.item.content`).
        let read = Set(references.flatMap { reference in
            [reference.declName.baseName.text] + [reference.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text].compactMap { $0 }
        })
        var entries: [TabEntry] = []
        var named: Set<String> = []
        for member in declaration.members {
            for access in TCASyntax.nodes(MemberAccessExprSyntax.self, in: member.block, skippingNestedTypes: true) {
                guard let base = access.base.flatMap(SyntaxHelpers.typeReference), let carrier = model.lookup(base, from: view),
                      carriesContent(carrier), !FileSyntaxIndex.isForAnotherPlatform(access),
                      type(carrier)?.properties.contains(where: { read.contains($0.name) }) == true else { continue }
                let shown = access.parent?.as(FunctionCallExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(access)
                guard carriedContent(of: shown, expected: carrier, scope: scope) != nil,
                      named.insert(access.declName.baseName.text).inserted else { continue }
                entries.append(TabEntry(content: shown, tag: access.declName.baseName.text, site: shown, scope: scope))
            }
        }
        return entries
    }

    /// The enums whose member `name` a `ForEach` over tab values calls: the one its data names
    /// (`AppTab.allCases`), else every enum of the app with such a member.
    private func tabEnums(having name: String, data: ExprSyntax?, scope: Scope) -> [String] {
        if let data, let member = SyntaxHelpers.unwrap(data).as(MemberAccessExprSyntax.self),
           let base = member.base.flatMap(SyntaxHelpers.typeReference), let named = model.lookup(base, from: scope.type),
           type(named)?.kind == .enum {
            return [named]
        }
        return typeNames.filter { candidate in
            guard let declaration = type(candidate), declaration.kind == .enum else { return false }
            return !declaration.methods(named: name).isEmpty || declaration.property(named: name) != nil
        }
    }

    private func caseTabs(_ node: SwitchExprSyntax, scope: Scope) -> [TabEntry] {
        var entries: [TabEntry] = []
        for switchCase in node.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard let names = caseNames(switchCase), let content = switchCase.statements.first.flatMap(SyntaxHelpers.expression) else { continue }
            for name in names { entries.append(TabEntry(content: content, tag: name, site: content, scope: scope)) }
        }
        return entries
    }

    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: parameters.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}
