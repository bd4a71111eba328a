import SwiftSyntax

/// Tab bars built from the cases of an enum (`items.map { $0.makeController() }`, where
/// `enum TabItem { case feed, profile; func makeController() -> UIViewController { switch self … } }`):
/// each case's method returns that tab's screen.
extension NavigationAnalyzer {
    /// The tabs `call` (a `map` over enum values calling one of the enum's methods on each)
    /// builds: one per case the mapped values may hold, in the enum's order; `nil` for another call.
    func perCaseTabs(_ call: FunctionCallExprSyntax, scope: Scope) -> [NavigationTarget]? {
        guard let (base, name) = SyntaxHelpers.callee(call), name == "map", let base,
              let closure = SyntaxHelpers.closures(call).first, closure.statements.count == 1, let only = closure.statements.first,
              let built = (only.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(only))
                .flatMap({ SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self) }),
              let (receiver, method) = SyntaxHelpers.callee(built), let receiver,
              case let element = Self.parameterNames(of: closure, count: 1).first.map({ $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }),
              SyntaxHelpers.identifier(receiver) == element else { return nil }
        let labels = SyntaxHelpers.labels(built)
        guard let enumName = elementEnum(of: base, method: method, labels: labels, scope: scope),
              let declaration = model.methods(named: method, in: enumName).first(where: { $0.accepts(labels: labels) }),
              let body = declaration.body else { return nil }
        let cases = listedCases(base, of: enumName, scope: scope) ?? (type(enumName)?.cases.map(\.name) ?? [])
        var tabs: [NavigationTarget] = []
        for caseName in cases {
            var inner = Scope(type: enumName)
            inner.locals["self"] = .routes([RouteRef(enumName: enumName, caseName: caseName)])
            for parameter in declaration.parameters { inner.locals[parameter.name] = .unknown }
            if let screen = screensReturned(by: body, scope: inner).first { tabs.append(.view(screen)) }
        }
        return tabs.isEmpty ? nil : tabs
    }

    /// The enum whose values `base` holds: its declared element type (`var items: [TabItem]`),
    /// or the one enum of the app declaring `method` with these labels.
    private func elementEnum(of base: ExprSyntax, method: String, labels: [String?], scope: Scope) -> String? {
        if let owner = scope.type, let property = Self.storedPropertyName(base, scope: scope).flatMap({ model.property(named: $0, in: owner) }),
           let element = writtenType(of: property).flatMap(TypeText.arrayElement).flatMap({ model.lookup($0, from: owner) }),
           type(element)?.kind == .enum {
            return element
        }
        let declaring = typeNames.filter { name in
            type(name)?.kind == .enum && model.methods(named: method, in: name).contains { $0.accepts(labels: labels) }
        }
        return declaring.count == 1 ? declaring[0] : nil
    }

    /// The cases an array literal of the enum's values lists (`[.feed, .profile]`), directly or
    /// as the initial value of the stored property `base` names.
    private func listedCases(_ base: ExprSyntax, of enumName: String, scope: Scope) -> [String]? {
        var listed = SyntaxHelpers.unwrap(base)
        if !listed.is(ArrayExprSyntax.self), let name = Self.storedPropertyName(base, scope: scope), let owner = scope.type,
           let initializer = model.property(named: name, in: owner)?.initializer {
            listed = SyntaxHelpers.unwrap(initializer)
        }
        guard let array = listed.as(ArrayExprSyntax.self) else { return nil }
        let names = array.elements.compactMap { element -> String? in
            guard let member = SyntaxHelpers.unwrap(element.expression).as(MemberAccessExprSyntax.self),
                  type(enumName)?.enumCase(named: member.declName.baseName.text) != nil else { return nil }
            return member.declName.baseName.text
        }
        return names.count == array.elements.count ? names : nil
    }

    /// The screens the method body `body` returns, evaluated in `scope` (its `self` a known case):
    /// each `return` in a case `self` may be, with the locals declared before it, through the
    /// type's own methods it returns the result of (`let screen = makeScreen(); return screen`).
    private func screensReturned(by body: CodeBlockItemListSyntax, scope: Scope, depth: Int = 0) -> [String] {
        guard depth < 3 else { return [] }
        var found: [String] = []
        for returned in ReturnCollector.returns(in: body) where !isInOtherCase(returned, scope: scope) {
            var inner = scope
            bindLocals(before: returned, in: body, scope: &inner)
            var screens = viewTargets(returned, scope: inner)
            if screens.isEmpty, let call = SyntaxHelpers.unwrap(returned).as(FunctionCallExprSyntax.self)
                ?? SyntaxHelpers.identifier(returned).flatMap({ inner.callResults[$0] }),
               let (base, name) = SyntaxHelpers.callee(call), base == nil || base?.trimmedText == "self", let owner = scope.type,
               let method = model.methods(named: name, in: owner).first(where: { $0.accepts(labels: SyntaxHelpers.labels(call)) }),
               let nested = method.body {
                var callee = Scope(type: owner)
                callee.locals["self"] = scope.locals["self"]
                for parameter in method.parameters { callee.locals[parameter.name] = .unknown }
                screens = screensReturned(by: nested, scope: callee, depth: depth + 1)
            }
            for screen in screens where !found.contains(screen) { found.append(screen) }
        }
        return found
    }

    /// Binds the locals declared before `node` in the blocks between `body` and it.
    private func bindLocals(before node: ExprSyntax, in body: CodeBlockItemListSyntax, scope: inout Scope) {
        var blocks: [CodeBlockItemListSyntax] = []
        var current = Syntax(node).parent
        while let parent = current {
            if let block = parent.as(CodeBlockItemListSyntax.self) { blocks.append(block) }
            if parent.id == body.id { break }
            current = parent.parent
        }
        for block in blocks.reversed() {
            for item in block where item.endPosition <= node.position {
                if let declaration = item.item.as(DeclSyntax.self) { bindLocals(declaration, scope: &scope) }
            }
        }
    }
}
