import FlowGraph
import SwiftSyntax

/// A `View` extension method that presents what a binding parameter of it drives: it calls a
/// modal modifier with that binding (`.sheet(item: item) { content($0) }`), or applies a
/// `ViewModifier` built with it whose body does (`modifier(StyledSheet(item: item, build: content))`).
/// A call to it (`.styledSheet(item: $panel, content: panelView)`) binds like the modifier it wraps.
struct PresentationWrapper {
    /// How the wrapped modifier presents.
    var kind: EdgeKind
    /// The label of the binding parameter.
    var bindingLabel: String
    /// Whether the binding is a flag (`isPresented:`) rather than an item.
    var isFlag: Bool
    /// The label of the parameter giving the presented content, when one does (else the trailing closure).
    var contentLabel: String?
}

extension NavigationAnalyzer {
    /// Every presentation wrapper the app declares in `View` extensions, by method name.
    func findPresentationWrappers() -> [String: [PresentationWrapper]] {
        var wrappers: [String: [PresentationWrapper]] = [:]
        for external in model.externalExtensions where TypeText.base(external.extendedType) == "View" {
            let calls = model.file(external.fileIndex).syntax.sites(in: external.block).calls
            for function in external.block.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
                guard let body = function.body else { continue }
                var labels: [String: String] = [:]  // parameter name -> argument label
                var bindings: Set<String> = []
                for parameter in function.signature.parameterClause.parameters {
                    let label = parameter.firstName.text
                    guard label != "_" else { continue }
                    let name = parameter.secondName?.text ?? label
                    labels[name] = label
                    if TypeText.removingWhitespace(parameter.type.trimmedText).hasPrefix("Binding<") { bindings.insert(name) }
                }
                guard !bindings.isEmpty else { continue }
                for call in calls where SyntaxHelpers.encloses(body, call) {
                    guard let found = wrappedPresentation(call, bindings: bindings) else { continue }
                    wrappers[function.name.text, default: []].append(PresentationWrapper(
                        kind: found.kind, bindingLabel: labels[found.binding]!, isFlag: found.isFlag,
                        contentLabel: found.content.flatMap { labels[$0] }))
                }
            }
        }
        return wrappers
    }

    /// The presentation `call` makes with one of the parameters `bindings` names: a modal modifier
    /// given it, or `modifier(X(…))` with a `ViewModifier` `X` whose body presents with the property
    /// it was given; with the parameter the content comes from.
    private func wrappedPresentation(_ call: FunctionCallExprSyntax, bindings: Set<String>)
        -> (kind: EdgeKind, binding: String, isFlag: Bool, content: String?)? {
        guard let callee = SyntaxHelpers.callee(call) else { return nil }
        if let kind = Self.modalModifiers[callee.name], kind != .push, let (binding, isFlag) = modalBinding(of: call),
           let parameter = SyntaxHelpers.identifier(binding), bindings.contains(parameter) {
            return (kind, parameter, isFlag, contentSource(of: call))
        }
        guard callee.name == "modifier", let built = call.arguments.first.flatMap({ SyntaxHelpers.unwrap($0.expression).as(FunctionCallExprSyntax.self) }),
              let modifierName = SyntaxHelpers.callee(built).map(\.name), let modifier = model.lookup(modifierName, from: nil),
              type(modifier)?.conforms(to: "ViewModifier") == true, let syntax = index[modifier] else { return nil }
        // The modifier's memberwise initialiser: each argument label is the property it sets.
        var given: [String: String] = [:]  // modifier property -> wrapper parameter
        for argument in built.arguments {
            if let label = argument.label?.text, let parameter = SyntaxHelpers.identifier(argument.expression) { given[label] = parameter }
        }
        for site in syntax.calls {
            guard let inner = SyntaxHelpers.callee(site.node), let kind = Self.modalModifiers[inner.name], kind != .push,
                  let (binding, isFlag) = modalBinding(of: site.node), let property = SyntaxHelpers.identifier(binding),
                  let parameter = given[property], bindings.contains(parameter) else { continue }
            return (kind, parameter, isFlag, contentSource(of: site.node).flatMap { given[$0] })
        }
        return nil
    }

    /// The binding a modal modifier call is given, and whether it is a flag.
    private func modalBinding(of call: FunctionCallExprSyntax) -> (ExprSyntax, Bool)? {
        if let item = SyntaxHelpers.argument(call, "item") ?? SyntaxHelpers.argument(call, "presenting") { return (item, false) }
        return SyntaxHelpers.argument(call, "isPresented").map { ($0, true) }
    }

    /// The name the content of a modal modifier call comes from: its `content:` argument, or the
    /// function its content closure shows (`{ build($0).padding() }`), or the content property it
    /// shows (`{ popover.frame(…) }` for `@ViewBuilder let popover: Popover`).
    private func contentSource(of call: FunctionCallExprSyntax) -> String? {
        if let content = SyntaxHelpers.argument(call, "content"), let name = SyntaxHelpers.identifier(content) { return name }
        guard let closure = SyntaxHelpers.closures(call).last, let shown = closure.statements.first.flatMap(SyntaxHelpers.expression) else { return nil }
        let base = Self.chainBase(shown)
        if let reference = base.as(DeclReferenceExprSyntax.self), !SyntaxHelpers.isTypeName(reference.baseName.text) { return reference.baseName.text }
        guard let call = base.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
              callee.base == nil, !SyntaxHelpers.isTypeName(callee.name) else { return nil }
        return callee.name
    }
}
