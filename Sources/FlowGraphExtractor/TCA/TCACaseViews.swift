import SwiftSyntax

/// The views each destination or path case is shown with, read from the views' `switch` over a
/// store's cases (`case let .review(store): ReviewView(store: store)`). One feature's reducer may
/// back several screens (`case .review` with `ReviewView`, `case .signing` with `SigningView`):
/// a button of `ReviewView` is then not on the `signing` screen.
extension TCAModel {
    /// By case node, the names of the view types its `switch` case constructs over the hosted feature's store;
    /// `switches` are each file's (``TCASyntax/switchesAndCases(in:)``).
    func readCaseViews(switches: [TCASyntax.SwitchSites]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for sites in switches {
            for switchCase in sites.cases {
                let names = TCASyntax.labelExpressions(switchCase).compactMap(TCASyntax.caseName)
                guard !names.isEmpty, let view = constructedView(in: switchCase),
                      let shown = storeFeature(ofView: view), let owner = viewFeature(enclosing: switchCase),
                      let slots = features[owner]?.slots
                else { continue }
                for slot in slots {
                    guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }) else { continue }
                    for item in names.compactMap(reducer.case(named:)) where item.hostedFeature == shown {
                        found[item.nodeID, default: []].insert(view)
                    }
                }
            }
        }
        return found
    }

    /// `ReviewView` when a `switch` case's first statement constructs it (`ReviewView(store: store, …)`).
    private func constructedView(in switchCase: SwitchCaseSyntax) -> String? {
        guard let first = switchCase.statements.first.flatMap(SyntaxHelpers.expression),
              let call = first.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.contains(where: { $0.label?.text == "store" })
        else { return nil }
        return name
    }

    /// Whether a view's send written in `view` can come from `screen`: not when `view` is the view
    /// other cases are shown with and `screen`'s case is shown with others.
    func mayBeSent(from view: String?, on screen: String) -> Bool {
        guard let view, let views = caseViews[screen] else { return true }
        return views.contains(view) || !caseViewNames.contains(view)
    }
}
