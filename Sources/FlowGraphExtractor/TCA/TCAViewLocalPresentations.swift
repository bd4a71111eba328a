import FlowGraph
import SwiftSyntax

/// Presentations a feature's view makes from its own state: a view holding `StoreOf<Pantry>` that
/// also keeps `@State private var openedJar: Jar?` and writes `.sheet(item: $openedJar) { jar in
/// JarCard(jar: jar) }`. The store's own presentations are the reducer's (``TCAViewPresentations``);
/// these the view decides alone, over the feature's screen. The sheet shows the first view its
/// content builds, or the feature whose store that view is given (`LabelsView(store: Store(…) {
/// Labels() })`). Alerts and dialogs written this way are no places, as in any view.
enum TCAViewLocalPresentations {
    /// The modifiers that show a place: the store-bound ones less alerts and dialogs.
    private static let kinds = TCAViewPresentations.modifierKinds.filter { $0.value != .alert && $0.value != .confirmationDialog }

    /// The edges (and the nodes of plain views they lead to) of every store-holding view's own presentations.
    static func graph(model: TCAModel, corpus: SourceCorpus) -> NavigationGraph {
        var graph = NavigationGraph()
        var declared = Set<String>()
        for file in corpus.files {
            let modifiers = kinds.keys.sorted().flatMap { file.syntax.calls(named: $0) }.sorted { $0.position < $1.position }
            for call in modifiers {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let kind = kinds[member.declName.baseName.text],
                      let viewName = SwiftTypeIndex.enclosingTypeName(of: call), let feature = model.viewFeature(enclosing: call),
                      let bound = SyntaxHelpers.argument(call, "item") ?? SyntaxHelpers.argument(call, "isPresented"),
                      isOwnState(bound, of: viewName, model: model),
                      let content = SyntaxHelpers.closures(call).last.map(Syntax.init) ?? SyntaxHelpers.argument(call, "content").map(Syntax.init),
                      let (target, view) = shown(by: content, from: viewName, model: model)
                else { continue }
                if target == view.qualifiedName, declared.insert(view.qualifiedName).inserted {
                    graph.nodes.append(Node(id: target, feature: feature, kind: .screen, file: view.file.path, line: view.line))
                }
                graph.edges.append(Edge(
                    from: model.screen(of: feature), to: target, kind: kind, trigger: Trigger.text(for: call),
                    file: file.path, line: file.line(of: member.period)))
            }
        }
        return graph
    }

    /// Whether `$name` binds a `@State` property of the view (not the store, nor a model it observes).
    private static func isOwnState(_ bound: ExprSyntax, of view: String, model: TCAModel) -> Bool {
        guard let reference = bound.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
              let declaration = model.types[view] else { return false }
        let name = String(reference.baseName.text.dropFirst())
        return declaration.properties.contains { _, variable, binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                && variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "State" }
        }
    }

    /// The first app view `content` builds, as its node id: the feature whose store it is given, else its own name.
    private static func shown(by content: Syntax, from scope: String, model: TCAModel) -> (String, SwiftTypeIndex.TypeInfo)? {
        for call in TCASyntax.calls(in: content, skippingNestedTypes: true) {
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  let name = model.types.resolve(reference.baseName.text, from: scope), let view = model.types[name],
                  view.inherited.contains("View") else { continue }
            return (model.storeFeature(ofView: name) ?? name, view)
        }
        return nil
    }
}
