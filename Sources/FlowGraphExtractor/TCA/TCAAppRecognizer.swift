import FlowGraph
import SwiftSyntax

/// The `@main` app of a TCA app: the app is a feature and node of kind `app`, entering the root
/// feature its `Store(initialState: AppFeature.State()) { AppFeature() }` runs through a `child` edge.
/// An app holding no store itself (its app delegate does: `TabsView(store: appDelegate.store)`)
/// enters the feature of each view its scene shows that holds a feature's store.
public struct TCAAppRecognizer: NavigationRecognizing {
    public static let identifier = "tca-app"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            @main
            struct SyncUpsApp: App {
              @MainActor static let store = 1️⃣Store(initialState: AppFeature.State()) {
                AppFeature()
                  ._printChanges()
              }
              var body: some Scene {
                WindowGroup { AppView(store: Self.store) }
              }
            }
            @Reducer struct AppFeature { struct State {} }
            """,
            edges: ["SyncUpsApp -child-> AppFeature @1️⃣"]),
        // A store of something that is not a reducer in the corpus.
        RecognizerExample(
            """
            @main
            struct Shop: App {
              let store = Store(initialState: CartModel())
              var body: some Scene { WindowGroup { CartView() } }
            }
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let model = corpus.tca.model
        var graph = NavigationGraph()
        for name in model.types.types.keys.sorted() {
            let app = model.types[name]!
            guard app.attributes.contains("main"), app.inherited.contains("App") else { continue }
            var roots: [(FunctionCallExprSyntax, ParsedFile, String)] = []
            for (file, block) in app.memberBlocks {
                for call in TCASyntax.calls(in: block, skippingNestedTypes: true) {
                    guard let feature = Self.storedFeature(call, model: model, scope: name) else { continue }
                    roots.append((call, file, feature))
                }
            }
            if roots.isEmpty { roots = Self.sceneFeatures(of: app, model: model) }
            guard !roots.isEmpty else { continue }
            graph.features.append(Feature(id: name, kind: .app, root: name, file: app.file.path, line: app.line))
            graph.nodes.append(Node(id: name, feature: name, kind: .app, file: app.file.path, line: app.line))
            for (call, file, feature) in roots {
                graph.edges.append(Edge(
                    from: name, to: feature, kind: .child, trigger: Trigger.text(for: call), file: file.path, line: file.line(of: call)))
            }
        }
        return graph
    }

    /// The views the app's `body` constructs that hold a feature's store (`StoreOf<AppFeature>`),
    /// with that feature, in source order: `if migrating { … }` and `ZStack` layers included.
    private static func sceneFeatures(of app: SwiftTypeIndex.TypeInfo, model: TCAModel) -> [(FunctionCallExprSyntax, ParsedFile, String)] {
        var found: [(FunctionCallExprSyntax, ParsedFile, String)] = []
        for (file, block) in app.memberBlocks {
            for member in block.members {
                guard let body = member.decl.as(VariableDeclSyntax.self)?.bindings.first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                }) else { continue }
                for call in TCASyntax.calls(in: body, skippingNestedTypes: true) {
                    guard let view = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                          view.first?.isUppercase == true, let feature = model.storeFeature(ofView: view),
                          !found.contains(where: { $0.2 == feature })
                    else { continue }
                    found.append((call, file, feature))
                }
            }
        }
        return found
    }

    /// The feature a `Store(initialState: X.State()) { X() }` call runs, if it is one.
    private static func storedFeature(_ call: FunctionCallExprSyntax, model: TCAModel, scope: String) -> String? {
        let callee = call.calledExpression.trimmedText
        guard callee == "Store" || callee.hasPrefix("Store<") || callee.hasPrefix("StoreOf<") else { return nil }
        if let reducer = call.trailingClosure?.statements.first?.item.as(ExprSyntax.self),
           let feature = Self.constructedFeature(reducer, model: model, scope: scope) {
            return feature
        }
        if let initial = call.arguments.first(where: { $0.label?.text == "initialState" })?.expression,
           let feature = Self.constructedFeature(initial, model: model, scope: scope) {
            return feature
        }
        if callee.hasPrefix("StoreOf<") {
            return model.feature(named: String(callee.dropFirst("StoreOf<".count).dropLast()), from: scope)
        }
        return nil
    }

    /// `AppFeature()` / `AppFeature.State()` / `AppFeature()._printChanges()` → `AppFeature`.
    private static func constructedFeature(_ expression: ExprSyntax, model: TCAModel, scope: String) -> String? {
        var expression = expression
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               base.is(FunctionCallExprSyntax.self) {
                expression = base
                continue
            }
            return model.feature(named: call.calledExpression.trimmedText, from: scope)
        }
        return nil
    }
}
