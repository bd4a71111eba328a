import SwiftSyntax

/// Controls the app delegate puts on the window itself (`window?.addSubview(helpButton)`): they
/// float above every screen, so what their actions show (`helpButton.rx.action = helpCommand()`,
/// `helpButton.onTap = { … }`) is shown from the app, whatever screen is under them.
extension NavigationAnalyzer {
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
