import SwiftSyntax

/// Controls the app delegate puts on the window itself (`window?.addSubview(helpButton)`): they
/// float above every screen, so what their actions show (`helpButton.rx.action = helpCommand()`,
/// `helpButton.onTap = { … }`) is shown from the app, whatever screen is under them.
/// And what a SwiftUI app's window content does as it appears or as events arrive (`.task { for
/// await state in session.changes { router.cover = .signIn } }`, `.onAppear`, `.onReceive`,
/// `.onChange(of:)`): shown over the screen the window shows, without user input.
extension NavigationAnalyzer {
    /// The lifecycle modifiers whose closure runs without user input.
    static let lifecycleModifiers: Set<String> = ["task", "onAppear", "onReceive", "onChange"]

    /// The moves the lifecycle closures on `app`'s window content make, from the screens it shows.
    func scanWindowLifecycle(of app: String, syntax: TypeSyntaxIndex) {
        let scenes = sceneBodies(of: app)
        for site in syntax.calls {
            guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, ["WindowGroup", "Window"].contains(callee.name),
                  scenes.contains(where: { SyntaxHelpers.encloses($0, site.node) }),
                  let content = SyntaxHelpers.closures(site.node).first else { continue }
            for item in content.statements {
                guard let expression = SyntaxHelpers.expression(item) else { continue }
                let chosen = chosenThroughBuilders(Self.chosenContent(expression), in: app)
                let shown = Self.branches(chosen).flatMap { rootNodes(of: $0, scope: Scope(type: app)) }.keepingFirstOfEach()
                guard !shown.isEmpty else { continue }
                var current = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self)
                while let modifier = current, let member = SyntaxHelpers.unwrap(modifier.calledExpression).as(MemberAccessExprSyntax.self) {
                    if Self.lifecycleModifiers.contains(member.declName.baseName.text), let handler = SyntaxHelpers.closures(modifier).last {
                        metered(site.fileIndex, at: handler) {
                            var scope = localScope(before: handler, in: app)
                            scope.releaseBuildOnly = true
                            for parameter in Self.parameterNames(of: handler, count: 2) { scope.locals[parameter] = .unknown }
                            // What the event hands the closure is unknown: a move that cannot be told without it is no finding.
                            let alternatives = evaluateBlock(handler.statements, scope: &scope, depth: 0, branch: true).map { operations in
                                operations.filter { if case .unresolved = $0.kind { false } else { true } }
                            }
                            foldInContext(alternatives, site: ExprSyntax(handler), in: app, fileIndex: site.fileIndex, origins: shown)
                        }
                    }
                    current = member.base.flatMap { SyntaxHelpers.unwrap($0).as(FunctionCallExprSyntax.self) }
                }
            }
        }
    }

    /// The moves of the actions `app` gives the controls it adds to its window.
    func scanWindowControls(of app: String, syntax: TypeSyntaxIndex) {
        var controls: Set<String> = []
        for site in syntax.calls {
            guard let (base, name) = SyntaxHelpers.callee(site.node), name == "addSubview", let base, SyntaxHelpers.lastName(base) == "window",
                  let added = site.node.arguments.first.flatMap({ SyntaxHelpers.ownPropertyName($0.expression) }) else { continue }
            controls.insert(added)
        }
        guard !controls.isEmpty else { return }
        for site in syntax.assignments {
            // `helpButton.rx.action = …`, `helpButton.onTap = …`; not `self.helpButton = MenuButton()`.
            guard let (lhs, rhs) = SyntaxHelpers.assignment(site.node), let control = SyntaxHelpers.rootName(lhs), controls.contains(control),
                  SyntaxHelpers.unwrap(lhs).is(MemberAccessExprSyntax.self), SyntaxHelpers.ownPropertyName(lhs) != control else { continue }
            metered(site.fileIndex, at: site.node) {
                var scope = localScope(before: site.node, in: app)
                // `button.onTap = { … }`: the handler runs on the tap.
                let alternatives = SyntaxHelpers.unwrap(rhs).as(ClosureExprSyntax.self).map { handler in
                    evaluateBlock(handler.statements, scope: &scope, depth: 0, branch: true)
                } ?? evaluateAssignment(lhs, rhs, site: site.node, scope: &scope, depth: 0)
                foldInContext(alternatives, site: site.node, in: app, fileIndex: site.fileIndex, origins: [app])
            }
        }
    }
}
