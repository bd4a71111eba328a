import FlowGraph
import SwiftSyntax

/// URL patterns registered with a router library's route table, each with the screen its
/// closure builds or shows: `navigator.register("shop://item/<id>") { url, values, context in
/// ItemViewController(…) }` (URLNavigator's factories), `navigator.handle("shop://cart") { … }`,
/// `JLRoutes.global().addRoute("/item/:id") { parameters in …push… }`, `router.map("/item/:id") { … }`.
///
/// The pattern is the registered string literal, its placeholders written `:name`
/// (`<id>` and `<int:id>` become `:id`); a pattern starting with `/` is the path after the app's
/// scheme (the only custom scheme its code or property lists name: `/item/:id` is
/// `shop://item/:id`). The target is what the closure returns, when that is a screen, else the last
/// screen its code shows (with the stack it builds). A registration whose closure shows no screen
/// is no link: the same calls register network handlers and the like.
public struct RouteTableDeepLinkRecognizer: NavigationRecognizing {
    public static let identifier = "route-table-deep-links"

    /// The route table methods of URL router libraries.
    static let registrations: Set<String> = ["register", "handle", "addRoute", "map"]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let sites = Self.registrations.sorted().flatMap { corpus.calls(named: $0) }.compactMap { file, call in
            Self.registeredPattern(call).map { (file, call, $0) }
        }
        guard !sites.isEmpty else { return NavigationGraph() }
        let declared = corpus.declaredURLSchemes.filter { !DeclaredURLSchemes.isSDKCallback($0) }
        let scheme = declared.count == 1 ? declared.first : URLHandlerDeepLinkRecognizer.onlyCustomScheme(in: corpus)
        return corpus.navigation.withAnalyzer { analyzer in
            var graph = NavigationGraph()
            for (file, call, written) in sites {
                guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
                let owner = SwiftTypeIndex.enclosingTypeName(of: call).flatMap { corpus.model.lookup($0) }
                guard let shown = Self.shownStack(by: closure, owner: owner, analyzer: analyzer), let target = shown.last else { continue }
                let line = file.line(of: call)
                guard let pattern = Self.pattern(written, scheme: scheme) else {
                    graph.diagnostics.append(Diagnostic(
                        severity: .warning, code: "unresolved-deep-link",
                        message: "the URL scheme of the route '\(written)' to '\(target)' cannot be derived: the app names no single custom scheme; declare it in the app's Info.plist (CFBundleURLSchemes) or the link in .flowgraph.yml",
                        file: file.path, line: line))
                    continue
                }
                // The stack the handler builds, the target on top, as URL handlers' links give it.
                graph.deepLinks.append(DeepLink(pattern: pattern, target: target, handlerStack: shown, file: file.path, line: line))
            }
            return graph
        }
    }

    /// The string literal a route table call registers first (no interpolation), when it reads as a
    /// URL pattern: with a scheme (`shop://…`) or a path from the root (`/item/:id`).
    static func registeredPattern(_ call: FunctionCallExprSyntax) -> String? {
        guard let first = call.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              text.contains("://") || (text.hasPrefix("/") && text.count > 1),
              !text.contains(" ") else { return nil }
        return text
    }

    /// `written` with `:name` placeholders, and the scheme in front of a path from the root; nil
    /// when it needs a scheme and none is known.
    static func pattern(_ written: String, scheme: String?) -> String? {
        var text = ""
        var placeholder: String?
        for character in written {
            if character == "<" {
                placeholder = ""
            } else if character == ">", let name = placeholder {
                text += ":" + (name.split(separator: ":").last.map(String.init) ?? name)
                placeholder = nil
            } else if placeholder != nil {
                placeholder!.append(character)
            } else {
                text.append(character)
            }
        }
        if text.contains("://") { return text }
        guard let scheme else { return nil }
        return scheme + ":/" + text
    }

    /// The screens the registered closure leads to, the target last: the screen it returns (a
    /// factory), else those its code shows in order; nil when it shows none or cannot be told.
    static func shownStack(by closure: ClosureExprSyntax, owner: String?, analyzer: NavigationAnalyzer) -> [String]? {
        let scope = NavigationAnalyzer.Scope(type: owner)
        let statements = Array(closure.statements)
        let returned = statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
            + (statements.count == 1 ? statements.compactMap { SyntaxHelpers.expression($0) } : [])
        for value in returned {
            let nodes = analyzer.rootNodes(of: value, scope: scope)
            if nodes.count == 1 { return nodes }
        }
        var locals: [String: AbstractValue] = [:]
        var stack: [String] = []
        for item in statements {
            analyzer.bindHandlerLocals(item.item, type: owner, locals: &locals)
            guard let expression = SyntaxHelpers.expression(item) else { continue }
            for move in analyzer.handlerMoves(expression, type: owner, locals: &locals) {
                switch move {
                case .show(let nodes): stack += nodes
                case .replaceStack(let nodes): stack = nodes
                case .reset, .tab: stack = []
                case .pop: if !stack.isEmpty { stack.removeLast() }
                case .unresolved: return nil
                }
            }
        }
        return stack.isEmpty ? nil : stack
    }

    public static let examples: [RecognizerExample] = [
        // A factory returning the screen, and a handler pushing one; the path pattern takes the app's scheme.
        RecognizerExample("""
            final class ArticleViewController: UIViewController { init(slug: String) { super.init(nibName: nil, bundle: nil) } }
            final class InboxViewController: UIViewController {}
            enum Links {
                static let home = URL(string: "gazette://front")
                static func install(on navigator: Navigator, stack: UINavigationController) {
                    1️⃣navigator.register("gazette://article/<string:slug>") { url, values, context in
                        ArticleViewController(slug: values["slug"] as! String)
                    }
                    2️⃣navigator.handle("/inbox") { url, values, context in
                        stack.pushViewController(InboxViewController(), animated: true)
                        return true
                    }
                }
            }
            """, deepLinks: [
                "gazette://article/:slug => ArticleViewController [ArticleViewController] @1️⃣",
                "gazette://inbox => InboxViewController [InboxViewController] @2️⃣",
            ]),
        // A handler that shows no screen (a network stub) is no link.
        RecognizerExample("""
            final class Stubs {
                func install(on server: StubServer) {
                    server.handle("/api/items") { request in
                        return Response(status: 200)
                    }
                }
            }
            """),
    ]
}
