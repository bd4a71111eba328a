import FlowGraph
import Foundation
import SwiftSyntax

/// Deep links from code that reads incoming URLs: parser functions taking a `URL` or
/// `URLComponents` (`DeepLinkParser.parse(_:)`, a `DeepLinkHandler.handle(_:)` switching on the
/// host), an enum's `init?(url:)` assigning `self`, `.onOpenURL { url in … }` closures, and TCA reducers handling an action that carries
/// the URL (`case let .openURL(url):`). URLs also arrive inside an activity or a scene's contexts
/// (``URLCarrier``): `scene(_:openURLContexts:)`, and universal links in `scene(_:continue:)`,
/// `application(_:continue:restorationHandler:)` and `.onContinueUserActivity { activity in … }`.
/// See `URLHandlerEvaluator` for how patterns, targets and handler stacks are derived.
///
/// Code that reads URLs without navigating (a networking layer switching over `url.host`) gives
/// nothing. Helpers that an entry hands the URL to are followed from that entry, not read alone.
/// Expectations in the examples are `deepLinks` written `pattern => target [handler stack]`.
public struct URLHandlerDeepLinkRecognizer: NavigationRecognizing {
    public static let identifier = "deeplink-url-handler"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            enum AppRoute { case accounts(AccountsRoute), settings }
            enum AccountsRoute { case list, detail(accountId: String), transactions(accountId: String) }
            enum DeepLinkParser {
              static let scheme = "bankapp"
              static func parse(_ url: URL) -> Result<AppRoute, DeepLinkError> {
                guard url.scheme == scheme, let host = url.host else { return .failure(.invalidScheme) }
                let path = url.pathComponents.filter { $0 != "/" }
                switch host {
                case "accounts":
                  return parseAccounts(path)
                2️⃣case "settings":
                  return .success(.settings)
                default:
                  return .failure(.invalidPath)
                }
              }
              private static func parseAccounts(_ path: [String]) -> Result<AppRoute, DeepLinkError> {
                switch path.count {
                3️⃣case 0: return .success(.accounts(.list))
                4️⃣case 2 where path[1] == "transactions": return .success(.accounts(.transactions(accountId: path[0])))
                default: return .failure(.invalidPath)
                }
              }
            }
            final class AccountsCoordinator {
              func push(_ route: AccountsRoute) {}
              func popToRoot() {}
              func handle(deepLink route: AccountsRoute) {
                popToRoot()
                switch route {
                case .list: break
                case .detail(let id): push(.detail(accountId: id))
                case .transactions(let id):
                  push(.detail(accountId: id))
                  push(.transactions(accountId: id))
                }
              }
            }
            """,
            deepLinks: [
                "bankapp://accounts => AccountsRoute.list [] @3️⃣",
                "bankapp://accounts/:accountId/transactions => AccountsRoute.transactions [AccountsRoute.detail, AccountsRoute.transactions] @4️⃣",
                "bankapp://settings => AppRoute.settings [] @2️⃣",
            ]),
        // Seed 001: a handler switching on `URLComponents.host` and reading a query item.
        RecognizerExample(
            """
            enum Route: Hashable { case profile(userId: String), post(id: String) }
            final class Router {
              func navigate(to route: Route) {}
            }
            final class DeepLinkHandler {
              let router = Router()
              func handle(_ url: URL) {
                guard url.scheme == "app",
                      let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
                      let host = components.host else { return }
                switch host {
                1️⃣case "profile":
                  if let id = components.queryItems?.first(where: { $0.name == "id" })?.value {
                    router.navigate(to: .profile(userId: id))
                  }
                case "post":
                  handlePost(components)
                default:
                  break
                }
              }
              private func handlePost(_ components: URLComponents) {
                guard let id = components.queryItems?.first(where: { $0.name == "id" })?.value else { return }
                router.navigate(to: .post(id: id))
              }
            }
            """,
            deepLinks: ["app://profile?id=:id => Route.profile [Route.profile]", "app://post?id=:id => Route.post [Route.post]"]),
        // TCA: an action carrying the URL, handled by the reducer.
        RecognizerExample(
            """
            @Reducer
            struct AppFeature {
              @Reducer enum Path { case detail(Detail) }
              @Reducer enum Destination { case settings(Settings) }
              struct State {
                var path = StackState<Path.State>()
                @Presents var destination: Destination.State?
              }
              enum Action { case openURL(URL), path(StackActionOf<Path>), destination(PresentationAction<Destination.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case let .openURL(url):
                    guard url.scheme == "lifesignal" else { return .none }
                    switch url.host {
                    1️⃣case "contact":
                      state.path.removeAll()
                      state.path.append(.detail(Detail.State(id: url.lastPathComponent)))
                      return .none
                    2️⃣case "settings":
                      state.destination = .settings(Settings.State())
                      return .none
                    default:
                      return .none
                    }
                  default:
                    return .none
                  }
                }
              }
            }
            @Reducer struct Detail { struct State {} }
            @Reducer struct Settings { struct State {} }
            """,
            deepLinks: [
                "lifesignal://contact/:id => AppFeature.Path.detail [AppFeature.Path.detail] @1️⃣",
                "lifesignal://settings => AppFeature.Destination.settings [AppFeature.Destination.settings] @2️⃣",
            ]),
        // A failable initializer parsing the URL (`self = …`), accepting a web domain as an alternative
        // to the scheme and matching the whole path as one string; a router dispatches on the value.
        RecognizerExample(
            """
            enum Screen: Hashable { case item(id: String), about }
            enum Link {
              case item(id: String), about
              init?(url: URL) {
                guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
                      parts.scheme == "shop" || parts.host == "shop.example.com" else { return nil }
                switch parts.path {
                1️⃣case "/item":
                  guard let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "id" })?.value
                  else { return nil }
                  self = .item(id: id)
                2️⃣case "/info/about":
                  self = .about
                default:
                  return nil
                }
              }
            }
            final class Router: ObservableObject {
              @Published var path: [Screen] = []
              func open(_ link: Link) {
                switch link {
                case .item(let id): path.append(.item(id: id))
                case .about: path.append(.about)
                }
              }
            }
            """,
            deepLinks: ["shop://item?id=:id => Screen.item [Screen.item] @1️⃣", "shop://info/about => Screen.about [Screen.about] @2️⃣"]),
        // Networking code that switches over the host or the path: not routing.
        RecognizerExample(
            """
            struct APIClient {
              func baseURL(for url: URL) -> String {
                switch url.host {
                case "api.example.com": return "https://api.example.com/v2"
                case "cdn.example.com": return "https://cdn.example.com"
                default: return url.absoluteString
                }
              }
              func retry(_ url: URL) -> Bool { url.scheme == "https" }
              func endpoint(for url: URL) -> String {
                switch url.path {
                case "/v2/users": return "users"
                default: return ""
                }
              }
            }
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let shared = corpus.tca
        return shared.urlHandlerGraph { recognize(in: corpus, analysis: shared) }
    }

    private func recognize(in corpus: SourceCorpus, analysis: TCAAnalysis) -> NavigationGraph {
        let (tca, resolver) = (analysis.model, analysis.resolver)
        let entries = entries(corpus: corpus, resolver: resolver, tca: tca)
        guard !entries.isEmpty else { return NavigationGraph() }
        let scheme = Self.onlyCustomScheme(in: corpus)
        return corpus.navigation.withAnalyzer { shared in
            var evaluator = URLHandlerEvaluator(analysis: analysis, shared: shared, defaultScheme: scheme)
            evaluator.declaredSchemes = corpus.declaredURLSchemes
            evaluator.associatedDomains = corpus.associatedDomains
            evaluator.notificationObservers = shared.notificationObservers
            evaluator.propertyObservers = shared.propertyObserversByName()
            var graph = NavigationGraph()
            for entry in entries {
                for outcome in evaluator.run(entry.statements, entry.context) {
                    switch outcome {
                    case .link(let link): graph.deepLinks.append(link)
                    case .diagnostic(let diagnostic): graph.diagnostics.append(diagnostic)
                    }
                }
            }
            return graph
        }
    }

    private struct Entry {
        var name: String?
        /// A function entry's signature: which calls of `name` reach it.
        var signature: FunctionSignatureSyntax?
        var statements: CodeBlockItemListSyntax
        var context: URLHandlerEvaluator.Context
    }

    /// Code that receives a URL and reads its parts, minus helpers another entry hands the URL to.
    private func entries(corpus: SourceCorpus, resolver: RouteResolver, tca: TCAModel) -> [Entry] {
        var entries: [Entry] = []
        func add(
            name: String?, signature: FunctionSignatureSyntax? = nil, names: [String], carriers: [String] = [],
            statements: CodeBlockItemListSyntax, file: ParsedFile, at node: some SyntaxProtocol, expected: String?
        ) {
            guard !names.isEmpty || !carriers.isEmpty else { return }
            let text = statements.trimmedText
            let reading = names.filter { name in
                // Every test reads the name in the text: most names bound around a handler's code are not there.
                // The whole URL compared with constants the app declares on `URL` (`url == .updateLink`, `switch url`).
                if text.containsUTF8("switch \(name) {") || text.containsUTF8("\(name) == .") || text.containsUTF8("\(name) == URL.") { return true }
                guard text.containsUTF8(name + ".") || text.containsUTF8("URLComponents(url: \(name)") else { return false }
                return [".host", ".scheme", ".pathComponents", ".lastPathComponent", ".queryItems", ".path"].contains { text.contains(name + $0) }
                    // Prefix tests on the URL's text (`url.absoluteString.hasPrefix("relay:")`), not a log line.
                    || text.contains(name + ".absoluteString") && (text.contains(".hasPrefix(") || text.contains(".starts(with:"))
                    || Self.passesWholeURL(name, in: statements)
                    || text.contains("URLComponents(url: \(name)")
            }
            // An activity or context is read through the URL it carries, wherever the URL goes next.
            let carriers = URLCarrier.withLocals(Set(carriers), in: statements)
            let carrying = URLCarrier.readsURL(statements, carriers: carriers) ? carriers : []
            guard !reading.isEmpty || !carrying.isEmpty else { return }
            let owner = SwiftTypeIndex.enclosingTypeName(of: node)
            var context = URLHandlerEvaluator.Context(
                file: file, scope: owner, feature: owner.flatMap { tca.features[$0] != nil ? $0 : nil }, expected: expected,
                urlNames: Set(reading), readsHost: URLHandlerEvaluator.readsHost(statements), line: file.line(of: node))
            for carrier in carrying.sorted() { context.carry(carrier) }
            context.steps = URLHandlerEvaluator.HandlerSteps(fileBytes: file.tree.totalLength.utf8Length)
            entries.append(Entry(name: name, signature: signature, statements: statements, context: context))
        }
        for name in resolver.functions.keys.sorted() {
            for function in resolver.functions[name]! {
                guard let body = function.decl.body else { continue }
                let clause = function.decl.signature.parameterClause
                let names = Self.urlParameters(clause), carriers = URLCarrier.parameters(clause)
                guard !names.isEmpty || !carriers.isEmpty else { continue }
                let expected = function.decl.signature.returnClause.flatMap { resolver.enumType($0.type.trimmedText, from: function.owner) }
                add(name: name, signature: function.decl.signature, names: names, carriers: carriers, statements: body.statements,
                    file: function.file, at: function.decl, expected: expected)
            }
        }
        // `init?(url: URL)` of an enum: it parses the URL into one of its cases, assigned to `self`.
        for name in resolver.types.types.keys.sorted() where resolver.types[name]!.kind == .enum {
            for (file, block) in resolver.types[name]!.memberBlocks {
                for member in block.members {
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
                    let names = Self.urlParameters(initializer.signature.parameterClause)
                    add(name: nil, names: names, statements: body.statements, file: file, at: initializer, expected: name)
                }
            }
        }
        for (file, call, closure) in Self.modifierClosures(named: "onOpenURL", in: corpus) {
            add(name: nil, names: Self.parameterNames(closure), statements: closure.statements, file: file, at: call, expected: nil)
        }
        // `.environment(\.openURL, OpenURLAction { url in … })`: links the app's views open, its own
        // among them (tapped in their text).
        for (file, call) in corpus.calls(named: "OpenURLAction") {
            guard call.calledExpression.is(DeclReferenceExprSyntax.self),
                  let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
            add(name: nil, names: Self.parameterNames(closure), statements: closure.statements, file: file, at: call, expected: nil)
        }
        // `.onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in … activity.webpageURL … }`
        for (file, call, closure) in Self.modifierClosures(named: "onContinueUserActivity", in: corpus) {
            add(name: nil, names: [], carriers: Self.parameterNames(closure), statements: closure.statements, file: file, at: call, expected: nil)
        }
        for feature in tca.sortedFeatures {
            for (file, block) in feature.type.memberBlocks {
                for switchCase in TCASyntax.nodes(SwitchCaseSyntax.self, in: block, skippingNestedTypes: true) {
                    guard case .case(let label) = switchCase.label else { continue }
                    let bound = TCASyntax.nodes(DeclReferenceExprSyntax.self, in: label, skippingNestedTypes: false).map(\.baseName.text)
                        + TCASyntax.nodes(IdentifierPatternSyntax.self, in: label, skippingNestedTypes: false).map(\.identifier.text)
                    add(name: nil, names: bound, statements: switchCase.statements, file: file, at: switchCase, expected: nil)
                }
            }
        }
        return Self.withoutHelpers(entries)
    }

    /// The entries minus the helpers another entry hands the URL to, which are evaluated from that
    /// entry with what it already knows. Helpers calling each other back (`route(_:)` parsing a
    /// nested link with `parseOwnScheme(_:)`, which calls `route(_:)` again) are not helpers of
    /// one another: the first declared of them that no entry outside them calls stands for them.
    /// A function calling itself again is not an entry (a media loader retrying a proxied URL).
    /// A call reaches the function entries of its name whose labels it gives
    /// (`scene(_:willConnectTo:options:)` calling `self.scene(scene, openURLContexts: contexts)`
    /// hands the URL on; it does not call itself).
    private static func withoutHelpers(_ entries: [Entry]) -> [Entry] {
        var byName: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            if let name = entry.name { byName[name, default: []].append(index) }
        }
        let callees: [Set<Int>] = entries.map { entry in
            var called: Set<Int> = []
            for call in TCASyntax.calls(in: entry.statements, skippingNestedTypes: true) {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
                for index in byName[name] ?? [] where entries[index].signature.map({ URLHandlerEvaluator.accepts($0, labelsOf: call) }) ?? true {
                    called.insert(index)
                }
            }
            return called
        }
        func reach(from start: Int) -> Set<Int> {
            var seen: Set<Int> = []
            var queue = Array(callees[start])
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                queue += callees[next]
            }
            return seen
        }
        let reachable = entries.indices.map(reach(from:))
        func place(_ index: Int) -> (path: String, offset: Int) {
            (entries[index].context.file.path, entries[index].statements.position.utf8Offset)
        }
        return entries.indices.filter { index in
            guard entries[index].name != nil else { return true }
            let inCycle = reachable[index].contains(index)
            // Called by an entry it does not lead back to: a helper of that entry.
            let calledFromOutside = entries.indices.contains { caller in
                caller != index && callees[caller].contains(index) && !reachable[index].contains(caller)
            }
            guard !calledFromOutside else { return false }
            guard inCycle else { return true }
            // The first declared of helpers calling each other back stands for them all; a function
            // calling only itself again (a loader retrying with another URL) reads no link of its own.
            let members = reachable[index].filter { reachable[$0].contains(index) }
            guard members.count > 1 else { return false }
            return members.allSatisfy { member in member == index || place(index) < place(member) }
        }.map { entries[$0] }
    }

    /// Whether `statements` hand `name.absoluteString` to a call (a parser taking the URL whole), not
    /// merely interpolate it into a log message.
    private static func passesWholeURL(_ name: String, in statements: CodeBlockItemListSyntax) -> Bool {
        statements.trimmedText.contains(name + ".absoluteString")
            && TCASyntax.nodes(MemberAccessExprSyntax.self, in: statements, skippingNestedTypes: true).contains { member in
                member.declName.baseName.text == "absoluteString" && member.base?.trimmedText == name
                    && member.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
            }
    }

    /// The closures handed to the view modifier `name` (`.onOpenURL { url in … }`), with their calls.
    private static func modifierClosures(named name: String, in corpus: SourceCorpus) -> [(ParsedFile, FunctionCallExprSyntax, ClosureExprSyntax)] {
        corpus.calls(named: name).compactMap { file, call in
            guard call.calledExpression.is(MemberAccessExprSyntax.self),
                  let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            else { return nil }
            return (file, call, closure)
        }
    }

    /// The names of a closure's parameters; `$0` when it names none.
    private static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        SyntaxHelpers.closureParameterNames(closure) ?? ["$0"]
    }

    /// The names of the parameters typed `URL` or `URLComponents`.
    private static func urlParameters(_ clause: FunctionParameterClauseSyntax) -> [String] {
        // Most functions take no URL: one look at the clause's bytes skips them.
        guard clause.trimmedText.contains("URL") else { return [] }
        // A `SyntaxCollection`'s own `filter` builds a new tree: filter an array of it instead.
        return Array(clause.parameters).filter {
            ["URL", "URLComponents", "Foundation.URL"].contains(SwiftTypeIndex.stripGenerics($0.type.trimmedText))
        }.map { ($0.secondName ?? $0.firstName).text }
    }

    /// The only custom URL scheme the corpus compares against or writes in a URL literal; failing
    /// any, the only one its property lists declare.
    /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` and `.` (RFC 3986).
    static func isScheme(_ text: Substring) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    static func onlyCustomScheme(in corpus: SourceCorpus) -> String? {
        var schemes = Set<String>()
        for file in corpus.files {
            for literal in file.syntax.stringLiterals {
                guard let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { continue }
                let text = segment.content.text
                // A URL's literal starts with its scheme (not a licence text quoting one).
                if let end = text.range(of: "://")?.lowerBound {
                    if Self.isScheme(text[..<end]) { schemes.insert(String(text[..<end])) }
                } else if let sequence = literal.parent?.as(SequenceExprSyntax.self),
                          sequence.elements.first?.trimmedText.hasSuffix(".scheme") == true {
                    schemes.insert(text)
                }
            }
        }
        let custom = schemes.filter { !["http", "https", "file", "ws", "wss", "mailto", "tel"].contains($0) && !$0.isEmpty }
        if !custom.isEmpty { return custom.count == 1 ? custom.first : nil }
        // The code names no scheme: the one the app's Info.plist declares, when it declares one.
        return corpus.declaredURLSchemes.count == 1 ? corpus.declaredURLSchemes.first : nil
    }
}
