import FlowGraph
import SwiftSyntax

/// Column-style `UISplitViewController`s (iOS 14): `split.showColumn(.supplementary)` brings a
/// column forward. On an iPhone the collapsed split stacks its columns — primary, then
/// supplementary, then secondary — so showing one pushes its screen over the column before it,
/// whoever asks.
extension NavigationAnalyzer {
    /// The columns in the order a collapsed split view stacks them.
    private static let columnOrder = ["primary", "supplementary", "secondary"]

    /// A push from the screen of the column before to the screen of each column some code shows
    /// (`showColumn(.secondary)`), at that call.
    func findSplitColumnMoves() {
        for name in typeNames {
            guard let syntax = index[name], syntax.calledNames.contains("showColumn") else { continue }
            for site in syntax.calls {
                guard let callee = SyntaxHelpers.callee(site.node), callee.name == "showColumn",
                      let column = site.node.arguments.first.flatMap({ SyntaxHelpers.lastName($0.expression) }),
                      let position = Self.columnOrder.firstIndex(of: column), position > 0 else { continue }
                let split = callee.base.map { valueType($0, scope: localScope(before: site.node, in: name)) } ?? name
                guard let split, let shown = splitColumnScreen(column, of: split),
                      let before = Self.columnOrder[..<position].reversed().lazy.compactMap({ self.splitColumnScreen($0, of: split) }).first,
                      before != shown else { continue }
                let file = model.file(site.fileIndex)
                edges.append(EdgeDraft(edge: Edge(
                    from: before, to: shown, kind: .push, trigger: Trigger.text(for: site.node),
                    file: file.path, line: file.line(of: site.node)), source: .uikit))
            }
        }
    }

    /// The screen the split view controller of type `split` shows in `column`: what its
    /// storyboard scene's relationships give that column, or what its own code sets there
    /// (`setViewController(inbox, for: .supplementary)`); `nil` when neither tells.
    func splitColumnScreen(_ column: String, of split: String) -> String? {
        if let screen = storyboardSplitColumn(column, of: split) { return screen }
        for site in index[split]?.calls ?? [] {
            guard let callee = SyntaxHelpers.callee(site.node), callee.name == "setViewController",
                  callee.base == nil || callee.base?.trimmedText == "self",
                  site.node.arguments.count == 2, let given = site.node.arguments.last,
                  given.label?.text == "for", SyntaxHelpers.lastName(given.expression) == column,
                  let shown = site.node.arguments.first?.expression else { continue }
            if let screen = viewTargets(shown, scope: localScope(before: site.node, in: split)).first { return screen }
        }
        return nil
    }
}
