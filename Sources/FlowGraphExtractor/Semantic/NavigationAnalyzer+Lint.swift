import FlowGraph
import SwiftSyntax

/// Findings the `check` rules decide on: nested stacks, `NavigationView`, route cases no
/// destination maps to a screen.
extension NavigationAnalyzer {
    static let modalContentModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// The containers whose calls lint reads: stacks and `TabView`.
    static let lintedContainers = stackContainers.union(["TabView"])

    func reportLint() {
        for name in typeNames {
            guard let declaration = type(name), !declaration.isPreview, let syntax = index[name] else { continue }
            let callsContainers = !syntax.calledNames.isDisjoint(with: Self.lintedContainers)
            for site in callsContainers ? syntax.calls : [] {
                guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil,
                      Self.lintedContainers.contains(callee.name) else { continue }
                let line = model.file(site.fileIndex).line(of: site.node)
                if callee.name == "NavigationView" {
                    diagnose(.lint, severity: .note, code: "navigation-view",
                             message: "NavigationView is deprecated from iOS 16; use NavigationStack when the deployment target allows it",
                             fileIndex: site.fileIndex, line: line)
                }
                guard Self.stackContainers.contains(callee.name) || callee.name == "TabView" && !Self.isPager(site.node),
                      let outer = enclosingStack(of: site.node) else { continue }
                let message = callee.name == "TabView"
                    ? "a \(outer) wraps a TabView; give each tab its own stack instead"
                    : "a \(callee.name) inside a \(outer): nested stacks break back navigation; remove the inner one"
                diagnose(.lint, severity: .warning, code: "nested-navigation-stack", message: message, fileIndex: site.fileIndex, line: line)
            }
            // A stack whose root view is itself a stack wrapper nests across types.
            if isView(name), let (call, fileIndex) = stackCall(in: name),
               let first = SyntaxHelpers.closures(call).first?.statements.first?.item.as(ExprSyntax.self),
               let inner = constructedScreens(in: Syntax(first), context: name).first(where: { isView($0) && stackCall(in: $0) != nil }),
               enclosingStack(of: call) == nil {
                diagnose(.lint, severity: .warning, code: "nested-navigation-stack",
                         message: "the \(SyntaxHelpers.callee(call)?.name ?? "stack") in \(name) shows \(inner), which has its own stack; remove one of them",
                         fileIndex: fileIndex, line: model.file(fileIndex).line(of: call))
            }
        }
        for (enumType, handled) in handledCases.sorted(by: { $0.key < $1.key }) {
            guard let declaration = type(enumType), mappedEnums.contains(enumType) else { continue }
            for enumCase in declaration.cases where !handled.contains(enumCase.name) {
                diagnose(.route, severity: .note, code: "unhandled-route",
                         message: "route '\(enumType).\(enumCase.name)' is not mapped to a screen by any destination switch",
                         fileIndex: enumCase.fileIndex, line: enumCase.line)
            }
        }
    }

    /// The name of the stack container enclosing `node` in the same view body, not crossing a
    /// modal's content (which starts a new stack).
    private func enclosingStack(of node: FunctionCallExprSyntax) -> String? {
        var current = node.parent
        var child: Syntax = Syntax(node)
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call) {
                if child.is(ClosureExprSyntax.self) || child.parent?.is(MultipleTrailingClosureElementSyntax.self) == true
                    || child.is(LabeledExprListSyntax.self) {
                    if Self.modalContentModifiers.contains(callee.name) { return nil }
                    if callee.base == nil, Self.stackContainers.contains(callee.name) { return callee.name }
                }
            }
            if parent.is(MemberBlockItemSyntax.self) { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }
}
