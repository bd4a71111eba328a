import FlowGraph
import SwiftSyntax

/// A view's link builder: `func linkView(to route: Route) -> some View { NavigationLink(value: route) { … } }`
/// leads wherever each call passes — called in the view itself (`linkView(to: .about)`), or handed
/// to a view it builds as a closure property (`SettingsList(linkContent: linkView(to:))`) that
/// calls it in its own body (`linkContent(.about)`), from the screens showing that view.
extension NavigationAnalyzer {
    /// A call of a link builder: where the link shows (the view whose body calls it), the call, the
    /// route cases it passes and the file it is written in.
    struct LinkBuilderUse {
        var view: String
        var call: FunctionCallExprSyntax
        var targets: [String]
        var fileIndex: Int
    }

    /// The uses of the link builder around `link` in `view`, when its value is a parameter of that
    /// builder; `nil` when it is not.
    func linkBuilderUses(of link: FunctionCallExprSyntax, value: ExprSyntax, in view: String) -> [LinkBuilderUse]? {
        guard let name = SyntaxHelpers.identifier(value), let function = link.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
              let position = function.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }),
              let syntax = index[view] else { return nil }
        let parameter = function.signature.parameterClause.parameters[position]
        let expected = enumName(TypeText.removingWhitespace(parameter.type.trimmedText), from: view)
        let builder = function.name.text
        var uses: [LinkBuilderUse] = []
        func use(_ call: FunctionCallExprSyntax, in caller: String, fileIndex: Int) {
            let offset = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: position)
            guard offset < call.arguments.count else { return }
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: offset)].expression
            if let routes = routes(of: argument, expected: expected, scope: Scope(type: caller)) {
                uses.append(LinkBuilderUse(view: caller, call: call, targets: routes.map(\.nodeID), fileIndex: fileIndex))
            } else if let expected, Self.isListRowElement(argument.trimmedText, at: call),
                      case let cases = mappedCaseNodes(of: expected), !cases.isEmpty {
                // `ForEach(items) { item in row(item) }`: the row the user picks, any case the destinations map.
                uses.append(LinkBuilderUse(view: caller, call: call, targets: cases, fileIndex: fileIndex))
            }
        }
        for site in syntax.calls {
            guard let callee = SyntaxHelpers.callee(site.node) else { continue }
            // `linkView(to: .about)` in the view itself.
            if callee.name == builder, callee.base == nil || callee.base?.trimmedText == "self" {
                use(site.node, in: view, fileIndex: site.fileIndex)
                continue
            }
            // `SettingsList(linkContent: linkView(to:))`: the built view calls its property.
            guard let built = constructedType(ExprSyntax(site.node), from: view), isView(built), let builtSyntax = index[built] else { continue }
            for argument in site.node.arguments {
                guard let label = argument.label?.text, let reference = SyntaxHelpers.unwrap(argument.expression).as(DeclReferenceExprSyntax.self),
                      reference.baseName.text == builder else { continue }
                for inner in builtSyntax.calls {
                    guard let innerCallee = SyntaxHelpers.callee(inner.node), innerCallee.base == nil, innerCallee.name == label else { continue }
                    use(inner.node, in: built, fileIndex: inner.fileIndex)
                }
            }
        }
        return uses
    }
}
