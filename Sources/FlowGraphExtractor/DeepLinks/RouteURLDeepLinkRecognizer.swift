import FlowGraph
import SwiftSyntax

/// Deep links declared by a route enum that maps itself to URLs (seed 001 `AppRoute.deepLink`):
/// a `URL`-typed computed property whose `switch self` returns `URL(string: "app://profile?id=\(id)")`
/// per case. Each literal URL of a case is a pattern for that case's node, interpolations becoming
/// `:name` placeholders; where a function dispatches on the route (`open(_ route:)`), the target
/// and stack are that function's navigation for the case. URLs a URL handler already recognises
/// (same scheme and path) are left to the handler, which is what runs.
///
/// `http`/`https` URLs are left out: a route enum mapping to web URLs is almost always an API
/// endpoint list, and universal links need the entitlements file that code does not show.
/// A URL built from something other than a literal cannot be derived and is reported.
public struct RouteURLDeepLinkRecognizer: NavigationRecognizing {
    public static let identifier = "deeplink-route-url"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            enum AppRoute: Hashable {
              case home
              case profile(userId: String?)
              case post(id: String)
              var deepLink: URL? {
                switch self {
                1️⃣case .home:
                  return URL(string: "app://home")
                2️⃣case .profile(let userId):
                  if let id = userId {
                    return URL(string: "app://profile?id=\\(id)")
                  }
                  return URL(string: "app://profile")
                3️⃣case .post(let id):
                  return URL(string: "app://post/\\(id)")!
                }
              }
            }
            """,
            deepLinks: [
                "app://home => AppRoute.home [] @1️⃣", "app://profile?id=:id => AppRoute.profile [] @2️⃣",
                "app://profile => AppRoute.profile [] @2️⃣", "app://post/:id => AppRoute.post [] @3️⃣",
            ]),
        // An API endpoint list is not a deep-link table.
        RecognizerExample(
            """
            enum Endpoint {
              case profile(id: String), feed
              var url: URL {
                switch self {
                case .profile(let id): return URL(string: "https://api.example.com/users/\\(id)")!
                case .feed: return URL(string: "https://api.example.com/feed")!
                }
              }
            }
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let analysis = corpus.tca
        let tca = analysis.model
        // What a URL handler recognises is what actually runs; the mapping only adds the URLs no handler reads.
        let handlers = URLHandlerDeepLinkRecognizer().recognize(in: corpus)
        let handled = Set(handlers.deepLinks.map { Self.withoutQuery($0.pattern) })
        // With a URL handler in the app, its diagnostics already say what it cannot resolve.
        let reportUnresolved = handlers.deepLinks.isEmpty && handlers.diagnostics.isEmpty
        return corpus.navigation.withAnalyzer { shared in
            let evaluator = URLHandlerEvaluator(analysis: analysis, shared: shared, defaultScheme: nil)
            return links(in: tca, evaluator: evaluator, handled: handled, reportUnresolved: reportUnresolved)
        }
    }

    /// The links of every enum's `URL`-typed property that switches over `self`.
    private func links(in tca: TCAModel, evaluator: URLHandlerEvaluator, handled: Set<String>, reportUnresolved: Bool) -> NavigationGraph {
        var graph = NavigationGraph()
        for name in tca.types.types.keys.sorted() {
            let type = tca.types[name]!
            guard type.kind == .enum else { continue }
            for (file, _, binding) in type.properties {
                guard let written = binding.typeAnnotation?.type.trimmedText,
                      SwiftTypeIndex.stripGenerics(written) == "URL", let accessor = binding.accessorBlock
                else { continue }
                for switchExpression in TCASyntax.nodes(SwitchExprSyntax.self, in: accessor, skippingNestedTypes: true)
                where switchExpression.subject.trimmedText == "self" {
                    graph.merge(links(in: switchExpression, of: type, file: file, evaluator: evaluator, handled: handled, reportUnresolved: reportUnresolved))
                }
            }
        }
        return graph
    }

    private func links(
        in switchExpression: SwitchExprSyntax, of type: SwiftTypeIndex.TypeInfo, file: ParsedFile,
        evaluator: URLHandlerEvaluator, handled: Set<String>, reportUnresolved: Bool
    ) -> NavigationGraph {
        var graph = NavigationGraph()
        let caseNames = Set(type.enumCases.map(\.name))
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            let line = file.line(of: switchCase)
            for name in TCASyntax.labelExpressions(switchCase).compactMap(TCASyntax.caseName) where caseNames.contains(name) {
                let node = "\(type.qualifiedName).\(name)"
                for call in TCASyntax.calls(in: switchCase.statements, skippingNestedTypes: true)
                where call.calledExpression.trimmedText == "URL" {
                    guard let argument = call.arguments.first(where: { $0.label?.text == "string" })?.expression,
                          let pattern = Self.pattern(argument) else {
                        graph.diagnostics.append(Diagnostic(
                            severity: .warning, code: "unresolved-deep-link",
                            message: "the URL of '\(node)' is built as '\(Trigger.text(for: call))'; only a string literal (with interpolations) gives a pattern",
                            file: file.path, line: file.line(of: call)))
                        continue
                    }
                    guard !pattern.hasPrefix("http://"), !pattern.hasPrefix("https://"),
                          !handled.contains(Self.withoutQuery(pattern)) else { continue }
                    guard let (target, stack) = evaluator.destination(of: node, file: file) else {
                        guard reportUnresolved else { continue }
                        graph.diagnostics.append(Diagnostic(
                            severity: .warning, code: "unresolved-navigation",
                            message: "the handler of '\(node)' (linked as \(pattern)) navigates in a way FlowGraph cannot resolve",
                            file: file.path, line: line))
                        continue
                    }
                    graph.deepLinks.append(DeepLink(pattern: pattern, target: target, handlerStack: stack, file: file.path, line: line))
                }
            }
        }
        return graph
    }

    static func withoutQuery(_ pattern: String) -> String {
        pattern.split(separator: "?", maxSplits: 1).first.map(String.init) ?? pattern
    }

    /// `"app://profile?id=\(id)"` → `app://profile?id=:id`; nil when not a literal with a scheme.
    static func pattern(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                let written = interpolation.expressions.first?.expression.trimmedText ?? "value"
                let name = written.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? "value"
                text += ":" + name
            }
        }
        return text.contains("://") ? text : nil
    }
}
