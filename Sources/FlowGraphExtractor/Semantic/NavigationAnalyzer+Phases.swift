import SwiftSyntax

/// App phases: a view whose whole body switches over an enum property, each case showing one of
/// the app's screens (`switch model.phase { case .welcome: WelcomeView() case .signedIn: Gallery() }`),
/// while code elsewhere sets that property to a case. The property holds the current screen as a
/// `currentRoute` does, whatever its name; setting it replaces the screen.
///
/// Content state is not a phase: a case binding a payload (`.loaded(let items)`) or showing no
/// screen of the app (`.loading: ProgressView()`) rules the switch out — unless the property
/// steps through its cases (a method sets it from its own value: `switch step { case .email:
/// step = .password … }`): then it is a step flow, whose last step may show plain content.
extension NavigationAnalyzer {
    func findPhaseState() {
        var written: Set<String>?
        for name in typeNames where isView(name) && !index[name]!.switches.isEmpty {
            guard let body = model.property(named: "body", in: name)?.getter, let switchExpression = Self.wholeBodySwitch(body),
                  let (owner, property) = switchedProperty(switchExpression.subject, in: name), roles[owner]?[property] == nil else { continue }
            if written == nil { written = writtenProperties() }
            guard written!.contains(owner + "." + property),
                  let declared = model.property(named: property, in: owner), let typeText = declared.type ?? declaredEnumType(declared, in: owner),
                  !TypeText.isOptional(typeText), let element = enumName(typeText, from: owner),
                  (type(element)?.cases.count ?? 0) > 1, bindsNoPayload(switchExpression),
                  showsAScreenPerCase(switchExpression, in: name) || (stepsFromItself(property, in: owner) && showsAScreenInSomeCase(switchExpression, in: name))
            else { continue }
            roles[owner, default: [:]][property] = .current(element: element)
            owners.insert(owner)
        }
    }

    /// The `switch` a body consists of, alone or in a `Group { }`.
    private static func wholeBodySwitch(_ body: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard body.count == 1, let item = body.first else { return nil }
        let expression = SyntaxHelpers.expression(item)
        if let switchExpression = expression?.as(SwitchExprSyntax.self) { return switchExpression }
        guard let group = expression?.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(group)?.name == "Group",
              let content = SyntaxHelpers.closures(group).first?.statements else { return nil }
        return wholeBodySwitch(content)
    }

    /// `(owner, property)` for `model.phase`, `self.model.phase` or a view's own `phase`.
    private func switchedProperty(_ subject: ExprSyntax, in view: String) -> (String, String)? {
        let subject = SyntaxHelpers.unwrap(subject)
        if let reference = subject.as(DeclReferenceExprSyntax.self) { return (view, reference.baseName.text) }
        guard let member = subject.as(MemberAccessExprSyntax.self), let base = member.base,
              let owner = valueType(base, scope: Scope(type: view)), type(owner) != nil else { return nil }
        return (owner, member.declName.baseName.text)
    }

    /// The enum a property without a written type holds (`var phase = AppPhase.launching`).
    private func declaredEnumType(_ property: PropertyDeclaration, in owner: String) -> String? {
        guard let initializer = property.initializer.map(SyntaxHelpers.unwrap),
              let member = initializer.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxHelpers.typeReference) else { return nil }
        return enumName(base, from: owner)
    }

    /// Every case names cases (no `default`) without binding payloads.
    private func bindsNoPayload(_ switchExpression: SwitchExprSyntax) -> Bool {
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        return cases.count > 1 && cases.allSatisfy { switchCase in
            guard case .case(let label) = switchCase.label else { return false }
            return !label.caseItems.contains { $0.pattern.is(ValueBindingPatternSyntax.self) || $0.pattern.trimmedText.contains("let ") }
        }
    }

    /// Every case shows a screen the app declares.
    /// Every case shows a screen the app declares, and not all the same one: a switch showing one
    /// view in every case (`Message(text: …)` with a text per state) chooses a look, not a screen.
    private func showsAScreenPerCase(_ switchExpression: SwitchExprSyntax, in view: String) -> Bool {
        let shownPerCase = switchExpression.cases.map { element in
            element.as(SwitchCaseSyntax.self).map { constructedScreens(in: Syntax($0.statements), context: view).filter(isScreenType) } ?? []
        }
        return shownPerCase.allSatisfy { !$0.isEmpty } && Set(shownPerCase.joined()).count > 1
    }

    /// Some case shows a screen the app declares.
    private func showsAScreenInSomeCase(_ switchExpression: SwitchExprSyntax, in view: String) -> Bool {
        switchExpression.cases.contains { showsAScreen($0, in: view) }
    }

    private func showsAScreen(_ element: SwitchCaseListSyntax.Element, in view: String) -> Bool {
        guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
        return !constructedScreens(in: Syntax(switchCase.statements), context: view).filter(isScreenType).isEmpty
    }

    /// Whether a method of `owner` sets `property` from its own value: it reads the property
    /// before the assignment is done (`switch step { case .email: step = .password }`,
    /// `step = Step(rawValue: step.rawValue + 1) ?? step`, an index of it in `allCases`).
    /// Loading state is set from what a load returns, never from itself.
    private func stepsFromItself(_ property: String, in owner: String) -> Bool {
        let writes = (index[owner]?.assignments ?? []).compactMap { site -> (site: ExprSyntax, target: ExprSyntax)? in
            guard let (lhs, _) = SyntaxHelpers.assignment(site.node), SyntaxHelpers.ownPropertyName(lhs) == property else { return nil }
            return (site.node, lhs)
        }
        return writes.contains { write in
            guard let function = SyntaxHelpers.enclosingFunction(write.site) else { return false }
            let targets = writes.filter { $0.target.root.id == function.root.id }.map { $0.target.position..<$0.target.endPosition }
            return function.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .identifier(property) && token.endPosition <= write.site.endPosition
                    && !targets.contains { $0.contains(token.position) }
            }
        }
    }



    /// `Owner.property` for every property some code assigns (`phase = .signedIn`, `model.phase = …`).
    private func writtenProperties() -> Set<String> {
        var written: Set<String> = []
        for name in typeNames {
            for site in index[name]?.assignments ?? [] {
                guard let (lhs, _) = SyntaxHelpers.assignment(site.node), let property = SyntaxHelpers.lastName(lhs) else { continue }
                let target = SyntaxHelpers.unwrap(lhs)
                if let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
                   base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                    if let owner = valueType(base, scope: Scope(type: name)) { written.insert(owner + "." + property) }
                } else {
                    written.insert(name + "." + property)
                }
            }
        }
        return written
    }
}
