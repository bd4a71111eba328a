import FlowGraph
import SwiftSyntax

/// Pages a screen shows in place, side by side or one swipe apart (a pager of a library:
/// XLPagerTabStrip, Pageboy, Tabman, Parchment): each page is a child of the screen, not a push.
/// The pages are found where the library asks for them: a list of controllers the screen's data
/// source keeps, or the screen's override that returns them.
extension NavigationAnalyzer {
    /// `self.viewControllers = [posts, tags]` in a type that is no controller and declares that list
    /// itself (a pager's data source, a view model): the pages its holder shows in place, not a
    /// navigation stack. Each is a child of the screen that runs this code.
    func pagesListed(_ lhs: ExprSyntax, _ rhs: ExprSyntax, at site: some SyntaxProtocol, scope: Scope) -> Alternatives? {
        let base = SyntaxHelpers.unwrap(lhs).as(MemberAccessExprSyntax.self)?.base.map(SyntaxHelpers.unwrap)
        guard base == nil || base?.trimmedText == "self", let owner = scope.type, let declaration = type(owner),
              !declaration.isViewController, !declaration.isView, declaration.property(named: "viewControllers") != nil else { return nil }
        let pages = viewTargets(rhs, scope: scope).filter { !isView($0) }
        let file = fileIndex(of: site)
        return [pages.map { page in
            NavigationOperation(kind: .present(.view(page), .child), owner: owner, uikit: true, fileIndex: file,
                                line: model.file(file).line(of: site), site: Syntax(site))
        }]
    }

    /// `override func viewControllers(for pager: PagerController) -> [UIViewController]` in a view
    /// controller: a method the superclass of a library calls to get its pages, returning a list
    /// literal or a local it appends to. Every page it may return is a child of the screen.
    func findPagesReturnedToPagers() {
        for name in typeNames where type(name)?.isViewController == true && isScreenType(name) {
            for method in type(name)!.methods where Self.returnsControllerList(method) {
                guard let body = method.body, SyntaxHelpers.isOverride(body) else { continue }
                var shown: [(page: String, site: ExprSyntax)] = []
                for returned in ReturnCollector.returns(in: body) {
                    for element in elements(of: returned, in: body, fileIndex: method.fileIndex) {
                        let scope = localScope(before: element, in: name)
                        shown += viewTargets(element, scope: scope).filter { !isView($0) }.map { ($0, element) }
                    }
                }
                var seen: Set<String> = []
                for (page, site) in shown where seen.insert(page).inserted {
                    let file = model.file(method.fileIndex)
                    for screen in screens(of: page) {
                        edges.append(EdgeDraft(edge: Edge(
                            from: name, to: screen, kind: .child, trigger: Trigger.text(for: site),
                            file: file.path, line: file.line(of: site)), source: .uikit))
                    }
                }
            }
        }
    }

    private static func returnsControllerList(_ method: MethodDeclaration) -> Bool {
        guard let returned = method.returnType?.replacingOccurrences(of: " ", with: "") else { return false }
        return returned == "[UIViewController]"
    }

    /// The controllers a returned list holds: an array literal's elements, or for a local, its
    /// initial elements and every `local.append(x)` in the body.
    private func elements(of returned: ExprSyntax, in body: CodeBlockItemListSyntax, fileIndex: Int) -> [ExprSyntax] {
        let returned = SyntaxHelpers.unwrap(returned)
        if let array = returned.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        guard let local = SyntaxHelpers.identifier(returned) else { return [] }
        var found: [ExprSyntax] = []
        if let initial = Self.initializer(of: local, before: returned).map(SyntaxHelpers.unwrap)?.as(ArrayExprSyntax.self) {
            found += initial.elements.map(\.expression)
        }
        for call in model.file(fileIndex).syntax.calls(named: "append") where body.position <= call.position && call.endPosition <= body.endPosition {
            guard let base = SyntaxHelpers.callee(call)?.base,
                  SyntaxHelpers.identifier(base) == local, let argument = call.arguments.first?.expression else { continue }
            found.append(argument)
        }
        return found
    }
}
