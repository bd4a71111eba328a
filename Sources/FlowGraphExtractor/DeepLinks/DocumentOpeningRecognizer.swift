import FlowGraph
import SwiftSyntax

/// Documents the app opens: `.onOpenURL { url in importer.open([url]) }` on the screen a window
/// shows, in an app that names no URL scheme of its own (neither in code nor in its property
/// lists) and whose handler never reads the URL's parts nor hands it to an app function. Such a
/// handler only receives files shared with or opened in the app (`file:///…/name.ext`), shown
/// over the screen it is attached to: a link to that screen with an empty handler stack.
public struct DocumentOpeningRecognizer: NavigationRecognizing {
    public static let identifier = "document-opening"

    /// The pattern of a document URL: any file.
    static let pattern = "file:///:document"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let handlers = corpus.calls(named: "onOpenURL")
        guard !handlers.isEmpty, corpus.declaredURLSchemes.isEmpty,
              URLHandlerDeepLinkRecognizer.onlyCustomScheme(in: corpus) == nil else { return NavigationGraph() }
        let declaredMethods = corpus.model.declaredMethodNames
        return corpus.navigation.withAnalyzer { analyzer in
            var graph = NavigationGraph()
            for (file, call) in handlers {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
                      let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                      let url = Self.parameterName(closure), Self.onlyPassesOn(url, in: closure, declaredMethods: declaredMethods),
                      let owner = SwiftTypeIndex.enclosingTypeName(of: call).flatMap({ corpus.model.lookup($0) }) else { continue }
                let shown = analyzer.rootNodes(of: receiver, scope: NavigationAnalyzer.Scope(type: owner))
                guard shown.count == 1, let target = shown.first else { continue }
                graph.deepLinks.append(DeepLink(pattern: Self.pattern, target: target, file: file.path, line: file.line(of: member.declName)))
            }
            return graph
        }
    }

    /// The handler's one parameter (`$0` when it names none).
    private static func parameterName(_ closure: ClosureExprSyntax) -> String? {
        guard let names = SyntaxHelpers.closureParameterNames(closure) else { return "$0" }
        return names.count == 1 ? names[0] : nil
    }

    /// Whether `closure` uses `url` only as a whole value handed to calls the app does not declare
    /// (`subject.send([url])`): it never reads a part of it (`url.host`, `URLComponents(url:)`)
    /// nor gives it to an app function that may route by it.
    private static func onlyPassesOn(_ url: String, in closure: ClosureExprSyntax, declaredMethods: Set<String>) -> Bool {
        let uses = closure.statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(url) || $0.tokenKind == .dollarIdentifier(url) }
        guard !uses.isEmpty else { return false }
        return uses.allSatisfy { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            if reference.parent?.is(MemberAccessExprSyntax.self) == true { return false }
            var current = Syntax(reference)
            while let parent = current.parent, parent.id != closure.id {
                if let call = parent.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call),
                   current.id != call.calledExpression.id, declaredMethods.contains(callee.name) || callee.name.hasPrefix("URL") {
                    return false
                }
                current = parent
            }
            return true
        }
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            @main struct NotebookApp: App {
                let inbox = PassthroughSubject<URL, Never>()
                var body: some Scene {
                    WindowGroup {
                        ShelfView()
                            1️⃣.onOpenURL { url in inbox.send(url) }
                    }
                }
            }
            struct ShelfView: View { var body: some View { Text("shelf") } }
            """, deepLinks: ["file:///:document => ShelfView [] @1️⃣"]),
        // A handler reading the URL routes by it: the URL handler recogniser's links, no document.
        RecognizerExample("""
            @main struct NotebookApp: App {
                @State private var page: String?
                var body: some Scene {
                    WindowGroup {
                        ShelfView().onOpenURL { url in page = url.host }
                    }
                }
            }
            struct ShelfView: View { var body: some View { Text("shelf") } }
            """),
    ]
}
