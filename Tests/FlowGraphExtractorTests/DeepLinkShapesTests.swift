import FlowGraph
import Foundation
import Testing
@testable import FlowGraphExtractor

/// Deep-link handlers written in shapes the recognisers' own examples do not show.
@Suite struct DeepLinkShapesTests {
    private func extract(_ text: String) -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Links.swift", text: text)]))
    }

    /// Files named `File1.swift`, `File2.swift`, … in order.
    private func extract(files: [String]) -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(sources: files.enumerated().map { (path: "File\($0.offset + 1).swift", text: $0.element) }))
    }

    /// Cut into one file per declaration, what the byte scan skips changes no deep link or diagnostic.
    private func expectSkippingChangesNothing(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let split = NavigationRelevanceTests.splitIntoDeclarations((path: "Links.swift", text: text))
        let skipping = SourceExtractor().extract(from: SourceCorpus(sources: split))
        let everything = SourceExtractor().extract(from: SourceCorpus(sources: split, parsesEveryFile: true))
        #expect(skipping.deepLinks == everything.deepLinks, sourceLocation: sourceLocation)
        #expect(skipping.diagnostics == everything.diagnostics, sourceLocation: sourceLocation)
    }

    private func links(_ graph: NavigationGraph) -> Set<String> {
        Set(graph.deepLinks.map { "\($0.pattern) => \($0.target) [\($0.handlerStack.joined(separator: ", "))] @\($0.line)" })
    }

    /// A screen only a deep link's handler shows is a node; a link to something that is no screen
    /// is a diagnostic: whatever extraction writes reads back as a valid graph.
    @Test func everyDeepLinkTargetIsANodeOrADiagnostic() throws {
        let graph = extract(files: ["""
            enum Place { case inbox, compose(to: String), filter(Filter) }
            enum Filter { case unread, flagged }
            enum PlaceParser {
                static func place(for url: URL) -> Place? {
                    guard url.scheme == "mailer" else { return nil }
                    switch url.host {
                    case "inbox": return .inbox
                    case "compose": return .compose(to: url.lastPathComponent)
                    default: return nil
                    }
                }
            }
            """, """
            final class MailCoordinator {
                private let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func open(_ url: URL) {
                    guard let place = PlaceParser.place(for: url) else { return }
                    show(place)
                }
                private func show(_ place: Place) {
                    switch place {
                    case .inbox: navigation.popToRootViewController(animated: false)
                    case .compose(let to): navigation.present(ComposerController(recipient: to), animated: true)
                    case .filter(let filter): apply(filter)
                    }
                }
                private func apply(_ filter: Filter) {}
            }
            final class ComposerController: UIViewController {
                init(recipient: String) { super.init(nibName: nil, bundle: nil) }
            }
            """])
        #expect(graph.deepLinks.map(\.target).contains("ComposerController"))
        #expect(graph.nodes.contains { $0.id == "ComposerController" })
        #expect(graph.diagnostics.contains { $0.code == "unresolved-deep-link" && $0.message.contains("'mailer://inbox'") })
        #expect(GraphValidation.firstProblem(in: graph) == nil)
        let read = try GraphReader.decodeJSON(Data(graph.jsonString().utf8), path: "graph.json")
        #expect(read.deepLinks == graph.deepLinks)
    }

    /// A parser converting the segment it reads (`Int(link.lastPathComponent)`) names that segment.
    /// A branch that only requires a segment to be there (`else if let host = url.host`, `guard let
    /// issue = path.last`) takes any value of it: the segment is a parameter of its pattern, and the
    /// link starts where the binding is written. The handler called with the URL is the method of
    /// that name taking a URL, not another type's taking text.
    @Test func aSegmentBoundWithoutCheckingItsValueIsAParameter() {
        let graph = extract("""
            import UIKit
            @main class GardenDelegate: UIResponder, UIApplicationDelegate {
                var stack: UINavigationController? { nil }
                func open(_ link: URL) {
                    guard link.scheme == "garden" else { return }
                    if link.host == "greenhouse" {
                        stack?.pushViewController(GreenhouseController(), animated: true)
                    } else if let bed = link.host {
                        Task { @MainActor in
                            stack?.pushViewController(BedController(name: bed.capitalized), animated: true)
                        }
                    }
                }
            }
            final class GardenScene: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: GreenhouseController())
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    if let link = URLContexts.first?.url, let delegate = UIApplication.shared.delegate as? GardenDelegate {
                        delegate.open(link)
                    }
                }
            }
            final class Catalog {
                func open(_ text: String) -> Bool { text.isEmpty }
            }
            final class GreenhouseController: UIViewController {}
            final class BedController: UIViewController {
                init(name: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """)
        let found = links(graph)
        #expect(found.contains("garden://greenhouse => GreenhouseController [GreenhouseController] @6"), "\(found)")
        #expect(found.contains("garden://:bed => BedController [BedController] @8"), "\(found)")
    }

    @Test func aConvertedSegmentIsAParameterOfThePattern() {
        let graph = extract("""
            enum ShopRoute: Hashable { case product(id: Int), review(rating: Double) }
            final class Shop: ObservableObject {
                @Published var path: [ShopRoute] = []
            }
            enum LinkParser {
                static func route(from link: URL) -> ShopRoute? {
                    guard link.scheme == "shop" else { return nil }
                    switch link.host {
                    case "product":
                        guard let id = Int(link.lastPathComponent) else { return nil }
                        return .product(id: id)
                    case "review":
                        return Double(link.lastPathComponent).map { .review(rating: $0) }
                    default: return nil
                    }
                }
            }
            """)
        #expect(graph.deepLinks.contains { $0.pattern == "shop://product/:id" && $0.target == "ShopRoute.product" }, "\(links(graph))")
    }

    /// Seed 000 as written in its text: the path components include the first segment, and the
    /// helper tests lengths and indices with `if`.
    @Test func pathComponentsWithoutHostAndIndexChecks() {
        let graph = extract("""
            enum AppRoute { case accounts(AccountsRoute), transfer(TransferRoute) }
            enum AccountsRoute { case list, detail(accountId: String), transactions(accountId: String) }
            enum TransferRoute { case home }
            struct DeepLinkParser {
              static func parse(_ url: URL) -> Result<AppRoute, DeepLinkError> {
                guard url.scheme == "bankapp" else { return .failure(.invalidScheme) }
                let components = url.pathComponents.filter { $0 != "/" }
                switch components.first {
                case "accounts":
                  return parseAccountsRoute(components)
                case "transfer":
                  return .success(.transfer(.home))
                default:
                  return .failure(.invalidPath)
                }
              }
              private static func parseAccountsRoute(_ components: [String]) -> Result<AppRoute, DeepLinkError> {
                guard components.count > 1 else { return .success(.accounts(.list)) }
                let accountId = components[1]
                if components.count > 2, components[2] == "transactions" {
                  return .success(.accounts(.transactions(accountId: accountId)))
                }
                return .success(.accounts(.detail(accountId: accountId)))
              }
            }
            """)
        #expect(links(graph) == [
            "bankapp://transfer => TransferRoute.home [] @11",
            "bankapp://accounts => AccountsRoute.list [] @9",
            "bankapp://accounts/:accountId/transactions => AccountsRoute.transactions [] @20",
            "bankapp://accounts/:accountId => AccountsRoute.detail [] @9",
        ])
    }

    /// Seed 002: `.onOpenURL` with `contains`/`last`, no scheme check, the scheme written elsewhere.
    @Test func onOpenURLClosureTakesTheOnlySchemeTheAppMentions() {
        let source = """
            enum AppRoute: Hashable { case article(id: String) }
            final class NavigationCoordinator: ObservableObject {
              func navigate(to route: AppRoute) {}
              func navigateToRoot() {}
            }
            struct DeepLinkingExample: View {
              @StateObject private var coordinator = NavigationCoordinator()
              let shareURL = URL(string: "myapp://article/welcome")
              var body: some View {
                NavigationStack { HomeView() }
                  .onOpenURL { url in
                    if url.pathComponents.contains("article"), let articleId = url.pathComponents.last {
                      coordinator.navigateToRoot()
                      coordinator.navigate(to: .article(id: articleId))
                    }
                  }
              }
            }
            """
        #expect(links(extract(source)) == ["myapp://article/:articleId => AppRoute.article [AppRoute.article] @12"])
        let withoutScheme = extract(source.replacingOccurrences(of: "myapp://article/welcome", with: "https://example.com"))
        #expect(withoutScheme.deepLinks.isEmpty)
        #expect(withoutScheme.diagnostics.map(\.code) == ["unresolved-deep-link"])
    }

    /// A helper enum whose case names collide with another route enum's is resolved by the handler's own type.
    @Test func handlerStackPrefersTheCoordinatorsOwnPush() {
        let graph = extract("""
            enum AppRoute { case cards(CardsRoute) }
            enum CardsRoute { case list, detail(cardId: String), settings(cardId: String) }
            enum AccountsRoute { case list, detail(accountId: String) }
            final class AccountsCoordinator { func push(_ route: AccountsRoute) {} }
            final class CardsCoordinator {
              func push(_ route: CardsRoute) {}
              func popToRoot() {}
              func handle(deepLink route: CardsRoute) {
                popToRoot()
                switch route {
                case .list: break
                case .detail(let id): push(.detail(cardId: id))
                case .settings(let id):
                  push(.detail(cardId: id))
                  push(.settings(cardId: id))
                }
              }
            }
            enum Parser {
              static func parse(_ url: URL) -> AppRoute? {
                guard url.scheme == "bank", url.host == "cards" else { return nil }
                let path = Array(url.pathComponents.dropFirst())
                switch path.count {
                case 2 where path[1] == "settings": return .cards(.settings(cardId: path[0]))
                default: return nil
                }
              }
            }
            """)
        #expect(links(graph) == ["bank://cards/:cardId/settings => CardsRoute.settings [CardsRoute.detail, CardsRoute.settings] @24"])
    }

    /// Seed 001: the handler dispatches through `open(_ route: AppRoute)`, whose cases navigate in
    /// feature coordinators; `AppRoute.deepLink` only adds the URL no handler reads.
    @Test func dispatchingRouteEnumsAreFollowedAndTheMappingDefersToTheHandler() {
        let graph = extract("""
            enum AppRoute: Hashable {
              case exercise(id: String), about
              var deepLink: URL? {
                switch self {
                case .exercise(let id): return URL(string: "construct://exercise?id=\\(id)")
                case .about: return URL(string: "construct://about")
                }
              }
            }
            final class SearchCoordinator: ObservableObject {
              enum Route: Hashable { case results, exercise(id: String) }
              @Published var path = NavigationPath()
              func navigate(to route: Route) { path.append(route) }
              func popToRoot() { path = NavigationPath() }
            }
            final class ProfileCoordinator: ObservableObject {
              enum Route: Hashable { case about }
              @Published var path = NavigationPath()
              func navigate(to route: Route) { path.append(route) }
              func showAbout() { navigate(to: .about) }
            }
            final class DeepLinkHandler {
              let search = SearchCoordinator()
              let profile = ProfileCoordinator()
              func handle(_ url: URL) {
                guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
                      components.scheme == "construct", let host = components.host else { return }
                switch host {
                case "exercise":
                  if let id = queryValue("id", in: components) { open(.exercise(id: id)) }
                default:
                  break
                }
              }
              private func queryValue(_ name: String, in components: URLComponents) -> String? {
                components.queryItems?.first(where: { $0.name == name })?.value
              }
              private func open(_ route: AppRoute) {
                switch route {
                case .exercise(let id):
                  search.popToRoot()
                  search.navigate(to: .exercise(id: id))
                case .about:
                  profile.showAbout()
                }
              }
            }
            """)
        #expect(links(graph) == [
            "construct://exercise?id=:id => SearchCoordinator.Route.exercise [SearchCoordinator.Route.exercise] @29",
            "construct://about => ProfileCoordinator.Route.about [ProfileCoordinator.Route.about] @6",
        ])
        #expect(graph.diagnostics.isEmpty)
    }

    /// TCA: a URL action that rebuilds the whole stack; the handler stack is the new stack.
    @Test func tcaHandlerReplacingTheStack() {
        let graph = extract("""
            @Reducer
            struct Inbox {
              @Reducer enum Path { case thread(ThreadFeature), message(MessageFeature) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case deepLink(URL), path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case let .deepLink(url):
                    guard url.scheme == "mail", url.host == "thread", let id = url.pathComponents.dropFirst().first else { return .none }
                    state.path.append(.thread(ThreadFeature.State(id: id)))
                    state.path = StackState([.thread(ThreadFeature.State(id: id)), .message(MessageFeature.State(threadID: id))])
                    return .none
                  case .path:
                    return .none
                  }
                }
              }
            }
            @Reducer struct ThreadFeature { struct State {} }
            @Reducer struct MessageFeature { struct State {} }
            """)
        #expect(links(graph) == ["mail://thread/:id => Inbox.Path.message [Inbox.Path.thread, Inbox.Path.message] @10"])
    }

    /// What a handler does before an `if` or a `switch` (a tab switch, a pop to root) is part of each branch's stack.
    @Test func navigationBeforeABranchCarriesIntoIt() {
        let graph = extract("""
            enum Route: Hashable { case feed, article(id: String) }
            final class Coordinator {
              var selectedTab = 0
              func push(_ route: Route) {}
              func popToRoot() {}
            }
            final class Links {
              let coordinator = Coordinator()
              func open(_ url: URL) {
                guard url.scheme == "news", url.host == "article" else { return }
                coordinator.selectedTab = 1
                coordinator.push(.feed)
                if let id = url.pathComponents.dropFirst().first {
                  coordinator.push(.article(id: id))
                }
              }
            }
            """)
        #expect(links(graph).contains("news://article/:id => Route.article [Route.feed, Route.article] @10"))
    }

    /// Targets the shared coordinator/SwiftUI model knows: a tab's root when the handler only
    /// switches tab, a view a coordinator helper presents through item state, a route pushed by
    /// a helper method, all reached through a receiver bound by `guard let`.
    @Test func tabRootsAndHelperPresentedViewsAreTargets() {
        let graph = extract("""
            struct Post: Identifiable { let id: String }
            final class HomeCoordinator: ObservableObject {
              enum Route: Hashable { case leaderboard }
              @Published var path = NavigationPath()
              @Published var shownPost: Post?
              func navigate(to route: Route) { path.append(route) }
              func showLeaderboard() { navigate(to: .leaderboard) }
              func present(_ post: Post) { shownPost = post }
              func popToRoot() { path = NavigationPath() }
            }
            final class Tabs: ObservableObject {
              @Published var selected = 0
              let home = HomeCoordinator()
            }
            struct HomeRoot: View {
              @ObservedObject var coordinator: HomeCoordinator
              var body: some View {
                NavigationStack(path: $coordinator.path) {
                  HomeView()
                    .navigationDestination(for: HomeCoordinator.Route.self) { _ in LeaderboardView() }
                }
                .sheet(item: $coordinator.shownPost) { post in PostView(post: post) }
              }
            }
            struct MainTabs: View {
              @EnvironmentObject var tabs: Tabs
              var body: some View {
                TabView(selection: $tabs.selected) {
                  HomeRoot(coordinator: tabs.home).tag(0)
                  SearchView().tag(1)
                }
              }
            }
            struct HomeView: View { var body: some View { Text("") } }
            struct SearchView: View { var body: some View { Text("") } }
            struct LeaderboardView: View { var body: some View { Text("") } }
            struct PostView: View { let post: Post; var body: some View { Text("") } }
            final class Links {
              weak var app: App?
              func handle(_ url: URL) {
                guard url.scheme == "fit", let tabs = app?.tabs else { return }
                switch url.host {
                case "search":
                  tabs.selected = 1
                case "leaderboard":
                  tabs.selected = 0
                  tabs.home.popToRoot()
                  tabs.home.showLeaderboard()
                case "post":
                  tabs.selected = 0
                  tabs.home.present(Post(id: ""))
                default:
                  break
                }
              }
            }
            final class App { let tabs = Tabs() }
            """)
        #expect(links(graph) == [
            "fit://search => SearchView [] @43",
            "fit://leaderboard => HomeCoordinator.Route.leaderboard [HomeCoordinator.Route.leaderboard] @45",
            "fit://post => PostView [PostView] @49",
        ])
        #expect(graph.diagnostics.isEmpty)
    }

    /// An enum that parses the URL in a failable initializer (`self = .order(…)`) and is handed to a
    /// router that dispatches on it: the links lead where the router goes, and the parsed enum is
    /// a deep-link value, not a screen.
    @Test func aFailableInitializerParsesTheURLIntoADeepLinkValue() {
        let graph = extract(files: [
            """
            enum Incoming {
                case order(number: String), help
                init?(link: URL) {
                    guard link.scheme == "market" else { return nil }
                    switch link.host {
                    case "order":
                        guard let number = link.pathComponents.dropFirst().first else { return nil }
                        self = .order(number: number)
                    case "help":
                        self = .help
                    default:
                        return nil
                    }
                }
            }
            """,
            """
            enum OrderScreen: Hashable { case detail(number: String), support }
            final class OrdersRouter: ObservableObject {
                @Published var stack: [OrderScreen] = []
            }
            extension OrdersRouter {
                func route(_ incoming: Incoming) {
                    stack.removeAll()
                    switch incoming {
                    case .order(let number): stack.append(.detail(number: number))
                    case .help: stack.append(.support)
                    }
                }
            }
            """,
            """
            struct MarketRoot: View {
                @StateObject var router = OrdersRouter()
                var body: some View {
                    NavigationStack(path: $router.stack) {
                        Text("")
                            .navigationDestination(for: OrderScreen.self) { _ in Text("") }
                    }
                    .onOpenURL { opened in
                        guard let incoming = Incoming(link: opened) else { return }
                        router.route(incoming)
                    }
                }
            }
            """,
        ])
        #expect(links(graph) == [
            "market://order/:number => OrderScreen.detail [OrderScreen.detail] @6",
            "market://help => OrderScreen.support [OrderScreen.support] @9",
        ])
        #expect(!graph.nodes.contains { $0.id.hasPrefix("Incoming.") }, "\(graph.nodes.map(\.id))")
    }

    /// A parser function returning the deep-link enum (in an extension, calling a helper) makes it
    /// no screen either; an enum the router takes that is parsed from no URL stays a route.
    @Test func aURLParsersResultIsNoScreen() {
        let graph = extract(files: [
            """
            enum Shortcut { case compose, inbox }
            extension Shortcut {
                static func from(_ url: URL) -> Shortcut? {
                    guard url.scheme == "mailer" else { return nil }
                    return match(url.host ?? "")
                }
                private static func match(_ host: String) -> Shortcut? {
                    host == "compose" ? .compose : nil
                }
            }
            """,
            """
            enum Folder: Hashable {
                case archive, trash
                init?(name: String) {
                    guard name == "archive" else { return nil }
                    self = .archive
                }
            }
            enum MailRoute: Hashable { case composer }
            final class MailRouter: ObservableObject {
                @Published var path = NavigationPath()
                func perform(_ shortcut: Shortcut) {
                    switch shortcut {
                    case .compose: path.append(MailRoute.composer)
                    case .inbox: path = NavigationPath()
                    }
                }
                func open(_ folder: Folder) { path.append(folder) }
            }
            """,
        ])
        let ids = Set(graph.nodes.map(\.id))
        #expect(!ids.contains { $0.hasPrefix("Shortcut.") }, "\(ids.sorted())")
        #expect(ids.isSuperset(of: ["Folder.archive", "Folder.trash"]), "\(ids.sorted())")
    }

    /// Handlers matching the whole path as one string (`switch components.path { case "/orders/recent": }`,
    /// `if path == "/help"`), the way universal-link handlers do; an API client doing the same gives nothing.
    @Test func theWholePathMatchedAsOneString() {
        let graph = extract(files: [
            """
            enum StoreRoute: Hashable { case recent, order(id: String), help }
            final class StoreNavigator: ObservableObject {
                @Published var path: [StoreRoute] = []
                func push(_ route: StoreRoute) { path.append(route) }
            }
            """,
            """
            final class LinkHandler {
                let navigator = StoreNavigator()
                func open(_ url: URL) {
                    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), parts.scheme == "store" else { return }
                    handle(parts)
                }
                private func handle(_ parts: URLComponents) {
                    let path = parts.path
                    if path == "/help" { navigator.push(.help) }
                    switch path {
                    case "/orders/recent":
                        navigator.push(.recent)
                    case "/order":
                        guard let id = parts.queryItems?.first(where: { $0.name == "id" })?.value else { return }
                        navigator.push(.order(id: id))
                    default:
                        break
                    }
                }
            }
            struct APIClient {
                func endpoint(for url: URL) -> String {
                    switch url.path {
                    case "/v2/users": return "users"
                    default: return ""
                    }
                }
            }
            """,
        ])
        #expect(links(graph) == [
            "store://help => StoreRoute.help [StoreRoute.help] @9",
            "store://orders/recent => StoreRoute.recent [StoreRoute.recent] @11",
            "store://order?id=:id => StoreRoute.order [StoreRoute.order] @13",
        ])
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
    }

    /// A guard accepting the custom scheme or a web domain (`host == "…" || scheme == "…"`) checks
    /// the scheme: the links are the custom-scheme ones, and the domain is no segment of them.
    /// A query item read through an inline `URLComponents(…)?.queryItems` chain is part of the pattern.
    @Test func aSchemeCheckedAsOneAlternativeOfTheGuard() {
        let graph = extract("""
            enum Screen: Hashable { case cart, coupon(code: String), product(sku: String) }
            final class Shop: ObservableObject {
                @Published var path: [Screen] = []
            }
            final class Links {
                let shop = Shop()
                func open(_ link: URL) {
                    guard link.host == "shop.example.com" || link.scheme == "shopper" else { return }
                    let parts = link.pathComponents.filter { $0 != "/" }
                    switch parts.first {
                    case "cart":
                        shop.path.append(.cart)
                    case "coupon":
                        guard let code = URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "code" }?.value else { return }
                        shop.path.append(.coupon(code: code))
                    case "product" where parts.count == 2:
                        shop.path.append(.product(sku: parts[1]))
                    default:
                        break
                    }
                }
            }
            """)
        #expect(links(graph) == [
            "shopper://cart => Screen.cart [Screen.cart] @11",
            "shopper://coupon?code=:code => Screen.coupon [Screen.coupon] @13",
            "shopper://product/:sku => Screen.product [Screen.product] @16",
        ])
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
    }

    /// URLs that arrive inside an activity or a scene's contexts: `scene(_:openURLContexts:)` handing
    /// `contexts.first?.url` to a helper, and `application(_:continue:restorationHandler:)` handing a
    /// universal link's `webpageURL` to the same helper, whose guard admits the web domain or the
    /// scheme. The web link is `https://<domain>/…`; a `scene(_:continue:)` continuing a Handoff
    /// activity that carries no URL gives nothing.
    @Test func urlsArrivingInActivitiesAndSceneContexts() {
        let source = """
            final class StoryViewController: UIViewController {
                init(slug: String) { super.init(nibName: nil, bundle: nil) }
            }
            final class NewsCoordinator {
                let navigation = UINavigationController()
                func showStory(slug: String) { navigation.pushViewController(StoryViewController(slug: slug), animated: true) }
                func open(_ link: URL) {
                    guard link.scheme == "news" || link.host == "news.example.org" else { return }
                    let segments = Array(link.pathComponents.dropFirst())
                    if segments.count == 2, segments[0] == "story" { showStory(slug: segments[1]) }
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = NewsCoordinator()
                func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                 restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                    guard let page = userActivity.webpageURL else { return false }
                    coordinator.open(page)
                    return true
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                let coordinator = NewsCoordinator()
                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    if let opened = contexts.first?.url { coordinator.open(opened) }
                }
                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                    guard userActivity.activityType == "org.example.news.reading",
                          let slug = userActivity.userInfo?["slug"] as? String else { return }
                    coordinator.showStory(slug: slug)
                }
            }
            """
        let graph = extract(source)
        #expect(links(graph) == [
            "news://story/:slug => StoryViewController [StoryViewController] @10",
            "https://news.example.org/story/:slug => StoryViewController [StoryViewController] @10",
        ])
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
        expectSkippingChangesNothing(source)
    }

    /// A scene whose handler takes one context into a local (`guard let opened = contexts.first`) and
    /// checks its URL in code it runs on the main queue: the local carries the URL (`opened.url.host`,
    /// `opened.url.absoluteString`), the checks in the closure are the handler's, a sequence's
    /// `starts(with:)` is a prefix test like `hasPrefix`, and each alternative of
    /// `text.starts(with: "atlas:") || text.hasPrefix("globe:")` is a link of its own.
    @Test func aSceneContextCheckedInCodeRunOnTheMainQueue() {
        let source = """
            final class MapViewController: UIViewController {}
            final class PinsViewController: UIViewController {}
            final class AtlasRouter {
                let stack = UINavigationController()
                func showMap() { stack.pushViewController(MapViewController(), animated: true) }
                func showPins() { stack.present(PinsViewController(), animated: true) }
            }
            final class AtlasScene: UIResponder, UIWindowSceneDelegate {
                let router = AtlasRouter()
                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    guard let opened = contexts.first else { return }
                    DispatchQueue.main.async {
                        let text = opened.url.absoluteString
                        if text.starts(with: "atlas:") || text.hasPrefix("globe:") {
                            self.router.showMap()
                        }
                        if opened.url.scheme == "atlas", opened.url.host == "pins" {
                            self.router.showPins()
                        }
                    }
                }
            }
            """
        let graph = extract(source)
        #expect(links(graph) == [
            "atlas:* => MapViewController [MapViewController] @14",
            "globe:* => MapViewController [MapViewController] @14",
            "atlas://pins => PinsViewController [PinsViewController] @17",
        ], "\(links(graph))")
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")
    }

    /// A handler comparing the whole URL with constants the app declares on `URL` in another file
    /// (`switch url { case .gardenUpdate: … }`, `url == .gardenScan`): each constant's text is the
    /// link, and the file declaring them is read though it names no navigation API.
    @Test func aURLComparedWithTheAppsURLConstants() {
        let graph = extract(files: [
            """
            import Foundation
            extension URL {
                static let gardenUpdate = URL(string: "https://garden.example.org/o/update")!
                static var gardenScan: URL { URL(string: "unused://")! }
                static let plantScan = URL(string: "garden://scan/plant")!
            }
            """,
            """
            import SwiftUI
            enum Bed: Hashable { case beds, tools }
            @main struct GardenApp: App {
                var body: some Scene { WindowGroup { GardenTabs() } }
            }
            struct GardenTabs: View {
                @State private var selected: Bed = .beds
                @State private var showsScanner = false
                var body: some View {
                    TabView(selection: $selected) {
                        BedsView().tag(Bed.beds)
                        ToolsView().tag(Bed.tools)
                    }
                    .onOpenURL { url in
                        switch url {
                        case .gardenUpdate: selected = .tools
                        default: break
                        }
                        if url == .plantScan { showsScanner = true }
                    }
                    .fullScreenCover(isPresented: $showsScanner) { ScannerView() }
                }
            }
            struct BedsView: View { var body: some View { Text("b") } }
            struct ToolsView: View { var body: some View { Text("t") } }
            struct ScannerView: View { var body: some View { Text("s") } }
            """,
        ])
        #expect(links(graph) == [
            "https://garden.example.org/o/update => ToolsView [] @16",
            "garden://scan/plant => ScannerView [ScannerView] @19",
        ], "\(links(graph))")
    }

    /// SwiftUI's `.onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`: the host a universal
    /// link's handler switches on is its domain, and raw `pathComponents` start with "/" (`parts[1]`
    /// is the first path segment). A web link whose handler never checks the domain is a diagnostic,
    /// not a link with the app's custom scheme; an activity of another type that carries no URL gives nothing.
    @Test func universalLinksContinuedInSwiftUI() {
        let source = """
            enum Dish: Hashable { case recipe(id: String), chef(name: String), pantry }
            @Observable final class Kitchen { var path: [Dish] = [] }
            @main struct CookApp: App {
                @State private var kitchen = Kitchen()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $kitchen.path) { Text("Home") }
                            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                                guard let link = activity.webpageURL else { return }
                                let parts = link.pathComponents
                                switch link.host {
                                case "cook.example.com":
                                    if parts.count == 3, parts[1] == "r" { kitchen.path.append(.recipe(id: parts[2])) }
                                default:
                                    break
                                }
                                if parts.count == 3, parts[1] == "chef" { kitchen.path.append(.chef(name: parts[2])) }
                            }
                            .onContinueUserActivity("com.example.cook.pantry") { activity in
                                if activity.userInfo?["open"] != nil { kitchen.path.append(.pantry) }
                            }
                            .onOpenURL { url in
                                if url.scheme == "cook", url.host == "pantry" { kitchen.path.append(.pantry) }
                            }
                    }
                }
            }
            """
        let graph = extract(source)
        #expect(links(graph) == [
            "https://cook.example.com/r/:id => Dish.recipe [Dish.recipe] @13",
            "cook://pantry => Dish.pantry [Dish.pantry] @23",
        ])
        #expect(graph.diagnostics.map(\.code) == ["unresolved-deep-link"], "\(graph.diagnostics)")
        #expect(graph.diagnostics.first?.message.contains("web domain of the deep link to 'Dish.chef'") == true, "\(graph.diagnostics)")
        expectSkippingChangesNothing(source)
    }

    /// A query item's value matched like a segment (`switch tab { case "history": }` through a
    /// variable, `if ….value == "dark"` on the read itself) is fixed in the pattern, so the links
    /// differ and do not conflict; an item only read stays a placeholder.
    @Test func aMatchedQueryValueIsFixedInThePattern() {
        let source = """
            enum Panel: Hashable { case history, downloads, settings(mode: String), item(id: String) }
            final class Browser: ObservableObject {
                @Published var stack: [Panel] = []
            }
            struct Opener {
                let browser: Browser
                func open(_ address: URL) {
                    guard address.scheme == "surf", address.host == "show",
                          let items = URLComponents(url: address, resolvingAgainstBaseURL: false) else { return }
                    let tab = items.queryItems?.first(where: { $0.name == "tab" })?.value
                    switch tab {
                    case "history": browser.stack = [.history]
                    case "downloads": browser.stack = [.downloads]
                    default: break
                    }
                }
                func configure(_ address: URL) {
                    guard address.scheme == "surf", address.host == "settings",
                          let items = URLComponents(url: address, resolvingAgainstBaseURL: false) else { return }
                    if items.queryItems?.first(where: { $0.name == "theme" })?.value == "dark" {
                        browser.stack.append(.settings(mode: "dark"))
                    }
                    if let id = items.queryItems?.first(where: { $0.name == "item" })?.value {
                        browser.stack.append(.item(id: id))
                    }
                }
            }
            """
        let graph = extract(source)
        #expect(links(graph) == [
            "surf://show?tab=history => Panel.history [Panel.history] @12",
            "surf://show?tab=downloads => Panel.downloads [Panel.downloads] @13",
            "surf://settings?theme=dark => Panel.settings [Panel.settings] @18",
            "surf://settings?item=:item => Panel.item [Panel.item] @18",
        ], "\(links(graph))")
        // Only the two settings links can match one URL (`?theme=dark&item=7`).
        let conflicts = DeepLinkAnalysis.conflicts(in: graph.deepLinks).map { [$0.winner.pattern, $0.shadowed.pattern] }
        #expect(conflicts == [["surf://settings?item=:item", "surf://settings?theme=dark"]])
        expectSkippingChangesNothing(source)
    }

    /// Prefix tests on the URL's text: `hasPrefix("atlas://settings/privacy")` fixes the scheme and
    /// the segments it spells out; `hasPrefix("relay:")`, a scheme whose rest string operations
    /// read (`dropFirst`), admits any URL of that scheme.
    @Test func prefixTestsOnTheWholeURLText() {
        let source = """
            enum Sheet: Hashable { case relay(address: String), privacy }
            final class Desk: ObservableObject {
                @Published var stack: [Sheet] = []
                func open(_ link: URL) {
                    let text = link.absoluteString
                    if text.hasPrefix("relay:") {
                        stack.append(.relay(address: String(text.dropFirst(6))))
                    } else if link.absoluteString.hasPrefix("atlas://settings/privacy") {
                        stack.append(.privacy)
                    }
                }
            }
            struct DeskView: View {
                @StateObject private var desk = Desk()
                var body: some View {
                    NavigationStack(path: $desk.stack) { Text("") }.onOpenURL { desk.open($0) }
                }
            }
            """
        let graph = extract(source)
        #expect(Set(graph.deepLinks.map { "\($0.pattern) => \($0.target)" }) == ["relay:* => Sheet.relay", "atlas://settings/privacy => Sheet.privacy"])
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-deep-link" }, "\(graph.diagnostics)")
    }

    /// A store method that pushes a route on the compact stack and, in a split view, swaps the
    /// detail column's content (`selectedNote = id`, shown by `if let id = store.selectedNote`): the
    /// same URL leads to the route on one layout and to the detail view on the other, a link each.
    @Test func aURLShowingDetailContentOnOneLayoutIsALinkPerLayout() {
        let source = """
            enum Leaf: Hashable { case note(id: Int) }
            @Observable final class Desk {
                var path: [Leaf] = []
                var detailPath: [Leaf] = []
                var selectedNote: Int?
                var lastRevealed: Int?
                var compact = true
                func show(note id: Int) {
                    detailPath.removeAll()
                    selectedNote = id
                    if compact { path.append(.note(id: id)) }
                }
                func open(_ url: URL) {
                    guard url.scheme == "jotter", url.host == "note",
                          let text = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "id" })?.value,
                          let id = Int(text) else { return }
                    reveal(note: id)
                }
                func reveal(note id: Int) {
                    lastRevealed = id
                    show(note: id)
                }
            }
            struct DeskRoot: View {
                @State private var desk = Desk()
                var body: some View {
                    if desk.compact {
                        NavigationStack(path: $desk.path) {
                            NoteList(desk: desk).navigationDestination(for: Leaf.self) { leaf in
                                switch leaf { case .note(let id): NoteView(id: id) }
                            }
                        }
                        .onOpenURL { desk.open($0) }
                    } else {
                        NavigationSplitView { NoteList(desk: desk) } detail: {
                            NavigationStack(path: $desk.detailPath) {
                                if let id = desk.selectedNote { NoteView(id: id) } else { Text("Pick a note") }
                            }
                        }
                        .onOpenURL { desk.open($0) }
                    }
                }
            }
            struct NoteList: View {
                let desk: Desk
                var body: some View { List { Button("First") { desk.show(note: 1) } } }
            }
            struct NoteView: View { let id: Int; var body: some View { Text("\\(id)") } }
            """
        let graph = extract(source)
        #expect(Set(graph.deepLinks.map { "\($0.pattern) => \($0.target)" }) == ["jotter://note?id=:id => Leaf.note", "jotter://note?id=:id => NoteView"], "\(graph.deepLinks)")
        // The detail content is the column's root: nothing is pushed to reach it.
        #expect(graph.deepLinks.first { $0.target == "NoteView" }?.handlerStack == [])
    }

    /// A URL or web page that launched the app arrives in `scene(_:willConnectTo:options:)`'s
    /// connection options (`urlContexts`, `userActivities`).
    @Test func aLaunchURLInTheSceneConnectionOptionsIsALink() {
        let source = """
            import UIKit
            final class OrdersViewController: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let navigation = UINavigationController()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if let launch = connectionOptions.urlContexts.first?.url, launch.scheme == "depot", launch.host == "orders" {
                        navigation.pushViewController(OrdersViewController(), animated: false)
                    }
                }
            }
            """
        let graph = extract(source)
        #expect(graph.deepLinks.map { "\($0.pattern) => \($0.target)" } == ["depot://orders => OrdersViewController"], "\(graph.deepLinks)")
    }

    /// The app delegate's `application(_:open:options:)`, its path read with `split(separator:)`.
    @Test func theAppDelegatesOpenURLMethodWithASplitPath() {
        let source = """
            import UIKit
            final class ProfileViewController: UIViewController { init(handle: String) { super.init(nibName: nil, bundle: nil) } }
            final class AboutViewController: UIViewController {}
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let navigation = UINavigationController()
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    guard url.scheme == "quill" else { return false }
                    let parts = url.path.split(separator: "/").map(String.init)
                    switch url.host {
                    case "profile":
                        guard let handle = parts.first else { return false }
                        navigation.pushViewController(ProfileViewController(handle: handle), animated: true)
                    case "about":
                        navigation.pushViewController(AboutViewController(), animated: true)
                    default:
                        return false
                    }
                    return true
                }
            }
            """
        let graph = extract(source)
        #expect(Set(graph.deepLinks.map { "\($0.pattern) => \($0.target)" }) == ["quill://about => AboutViewController", "quill://profile/:handle => ProfileViewController"], "\(graph.deepLinks)")
    }

    /// A handler that only stores the route it parsed in a published property (`incoming = .venue(…)`)
    /// reaches the view observing that property (`.onReceive(model.$incoming)`,
    /// `.onChange(of: model.incoming)`), which navigates with the value.
    @Test func aRouteHandedOnThroughAPublishedPropertyIsFollowedToItsObserver() {
        let source = """
            enum Spot: Hashable { case venue(id: String), map }
            final class Concierge: ObservableObject {
                @Published var path: [Spot] = []
                @Published var incoming: Spot?
                func receive(_ url: URL) {
                    guard url.scheme == "tour" else { return }
                    switch url.host {
                    case "venue": incoming = .venue(id: url.lastPathComponent)
                    case "map": incoming = .map
                    default: break
                    }
                }
            }
            struct TourView: View {
                @StateObject private var concierge = Concierge()
                var body: some View {
                    NavigationStack(path: $concierge.path) {
                        Text("Home").navigationDestination(for: Spot.self) { _ in Text("spot") }
                    }
                    .onOpenURL { concierge.receive($0) }
                    .onReceive(concierge.$incoming) { spot in
                        if let spot { concierge.path.append(spot) }
                    }
                }
            }
            """
        let graph = extract(source)
        #expect(Set(graph.deepLinks.map { "\($0.pattern) => \($0.target) \($0.handlerStack)" })
            == ["tour://venue/:id => Spot.venue [\"Spot.venue\"]", "tour://map => Spot.map [\"Spot.map\"]"], "\(graph.deepLinks)")
    }

    /// An `OpenURLAction` put in the environment handles the links the app's views open, its own
    /// scheme's among them (tapped in their text): each branch it recognises is a link.
    @Test func anOpenURLActionInTheEnvironmentHandlesTheAppsLinks() {
        let source = """
            enum Page: Hashable { case author(name: String) }
            @Observable final class Reader { var path: [Page] = [] }
            struct ArticleView: View {
                @State private var reader = Reader()
                var body: some View {
                    NavigationStack(path: $reader.path) {
                        Text("Written by [Ada](scroll://author/ada)")
                            .navigationDestination(for: Page.self) { _ in Text("author") }
                    }
                    .environment(\\.openURL, OpenURLAction { url in
                        guard url.scheme == "scroll", url.host == "author" else { return .systemAction }
                        reader.path.append(.author(name: url.lastPathComponent))
                        return .handled
                    })
                }
            }
            """
        let graph = extract(source)
        #expect(graph.deepLinks.map { "\($0.pattern) => \($0.target)" } == ["scroll://author/:name => Page.author"], "\(graph.deepLinks)")
    }

    /// A handler that checks only a custom scheme of its own (`url.scheme == "podcast"`, a
    /// `guard` or an `if`) and shows a screen: any URL of that scheme leads there. A check of the
    /// web scheme alone names no link.
    @Test func aBranchCheckingOnlyItsOwnSchemeTakesAnyURLOfIt() {
        let graph = extract("""
            import UIKit
            @main final class Tuner: UIResponder, UIApplicationDelegate {}
            final class Dial {
                let home = StationListViewController()
                func subscribe(to address: URL) {
                    home.present(SubscribeViewController(), animated: true)
                }
                func browse() {
                    home.present(BrowserViewController(), animated: true)
                }
            }
            final class TunerScene: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let dial = Dial()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = dial.home
                }
                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    guard let address = contexts.first?.url else { return }
                    if address.scheme == "podcast" {
                        dial.subscribe(to: address)
                    } else if address.scheme == "https" {
                        dial.browse()
                    }
                }
            }
            final class StationListViewController: UIViewController {}
            final class SubscribeViewController: UIViewController {}
            final class BrowserViewController: UIViewController {}
            """)
        #expect(graph.deepLinks.map { "\($0.pattern) => \($0.target)" } == ["podcast:* => SubscribeViewController"], "\(graph.deepLinks)")
    }

    /// A function taking a URL that checks a server (reads its host and scheme) and records the
    /// step it reached (`report(step: .lookup)`, `skipSteps(after: .handshake)`) shows nothing: a
    /// case handed to a method that does not navigate by its name, of an enum no view maps to
    /// screens, is data, not a deep link's route.
    @Test func anEnumCaseHandedToANonNavigatingMethodIsNoRoute() {
        let graph = extract("""
            import SwiftUI
            enum ProbeStep: String, CaseIterable { case lookup, handshake, reply }
            enum Links { static let help = URL(string: "probekit://help")! }
            @MainActor final class ReachabilityProbe {
                func run(for url: URL) async {
                    guard let host = url.host else { return }
                    let secure = url.scheme == "https"
                    report(step: .lookup)
                    guard !host.isEmpty else {
                        skipSteps(after: .lookup)
                        return
                    }
                    if secure { report(step: .handshake) }
                    report(step: .reply)
                }
                func report(step: ProbeStep) {}
                func skipSteps(after step: ProbeStep) {}
            }
            struct ProbeView: View {
                let probe = ReachabilityProbe()
                var body: some View { Button("Check") { Task { await probe.run(for: URL(string: "https://example.org")!) } } }
            }
            @main struct ProbeApp: App { var body: some Scene { WindowGroup { ProbeView() } } }
            """)
        #expect(graph.deepLinks.isEmpty, "\(graph.deepLinks)")
        #expect(!graph.nodes.contains { $0.id.hasPrefix("ProbeStep") }, "\(graph.nodes.map(\.id))")
    }

    /// A scene delegate whose launch (`scene(_:willConnectTo:options:)`, reading the launch URL)
    /// hands its connection options' URL contexts to its own `scene(_:openURLContexts:)`: the two
    /// share a base name, yet the launch does not call itself; the handler's links are found, the
    /// contexts carrying the URL into it.
    @Test func aLaunchHandingItsURLContextsToTheOpenHandlerIsFollowed() {
        let graph = extract("""
            import UIKit
            @main final class Almanac: UIResponder, UIApplicationDelegate {}
            final class AlmanacScene: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var pages: PageKeeper!
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    pages = PageKeeper(home: window?.rootViewController as? UINavigationController)
                    if connectionOptions.urlContexts.first?.url != nil {
                        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
                        return
                    }
                }
                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    guard let opened = contexts.first else { return }
                    let link = opened.url
                    if link.scheme == "almanac", link.host == "tides" {
                        pages.showTides()
                    }
                }
            }
            final class PageKeeper {
                let home: UINavigationController?
                init(home: UINavigationController?) { self.home = home }
                func showTides() { home?.pushViewController(TideTableViewController(), animated: true) }
            }
            final class TideTableViewController: UIViewController {}
            """)
        #expect(graph.deepLinks.map { "\($0.pattern) => \($0.target)" } == ["almanac://tides => TideTableViewController"], "\(graph.deepLinks)")
    }

    /// A route table's handler reaching a tab bar through a dispatcher, whose method finds its
    /// player through a helper the app adds to `NSObject` (`extension NSObject { func shell() }`)
    /// and pushes in the completion it hands the player: every UIKit class is an `NSObject`, so the
    /// helper is the tab bar's and the push is the link's.
    @Test func aHelperTheAppAddsToNSObjectIsEveryUIKitClasss() {
        let graph = extract("""
            import UIKit
            @main final class Marina: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = BerthTabs()
                    Routes.shared.addRoute("marina://berth/:id") { parameters in
                        Harbourmaster.shared.go(Harbourmaster.berthKey)
                        return true
                    }
                    return true
                }
            }
            protocol BerthShowing: AnyObject { func showBerth() }
            final class Harbourmaster {
                static let shared = Harbourmaster()
                static let berthKey = "berth"
                weak var shower: BerthShowing?
                func go(_ place: String) {
                    if place == Harbourmaster.berthKey { shower?.showBerth() }
                }
            }
            final class BerthTabs: UITabBarController, BerthShowing {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: QuayViewController())]
                    Harbourmaster.shared.shower = self
                }
                func showBerth() {
                    shell()?.tannoy()?.silence(completion: { [weak self] in
                        guard let stack = self?.selectedViewController as? UINavigationController else { return }
                        stack.pushViewController(BerthViewController(), animated: true)
                    })
                }
            }
            final class Tannoy { static let shared = Tannoy(); func silence(completion: (() -> Void)? = nil) { completion?() } }
            extension NSObject { func shell() -> Marina? { UIApplication.shared.delegate as? Marina } }
            extension Marina { func tannoy() -> Tannoy? { Tannoy.shared } }
            final class Routes { static let shared = Routes(); func addRoute(_ pattern: String, _ handler: @escaping ([String: Any]) -> Bool) {} }
            final class QuayViewController: UIViewController {}
            final class BerthViewController: UIViewController {}
            """)
        #expect(graph.deepLinks.map { "\($0.pattern) => \($0.target)" } == ["marina://berth/:id => BerthViewController"], "\(graph.deepLinks)")
    }

    /// A route table's handler pushing a screen onto the app's stack builds the stack a user would:
    /// its link's handler stack holds the pushed screen, as URL handlers' links do, so the
    /// `deeplinks` analysis finds it agreeing with the graph (it reported the handler as not found).
    @Test func aRouteTableLinksHandlerStackIsWhatItPushes() {
        let graph = extract("""
            import UIKit
            final class ShelfViewController: UIViewController {
                func openLedger() { navigationController?.pushViewController(LedgerViewController(), animated: true) }
            }
            final class LedgerViewController: UIViewController {}
            @main final class Bookshop: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let stack = UINavigationController(rootViewController: ShelfViewController())
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = stack
                    Router.shared.addRoute("bookshop://ledger") { _ in
                        self.stack.pushViewController(LedgerViewController(), animated: true)
                        return true
                    }
                    return true
                }
            }
            final class Router { static let shared = Router(); func addRoute(_ pattern: String, _ handler: @escaping ([String: Any]) -> Bool) {} }
            """)
        #expect(graph.deepLinks.map { "\($0.pattern) => \($0.target) \($0.handlerStack)" } == ["bookshop://ledger => LedgerViewController [\"LedgerViewController\"]"],
                "\(graph.deepLinks)")
        let results = DeepLinkAnalysis.analyze(GraphIndex(graph))
        #expect(results.map(\.status) == [.ok], "\(results.map { ($0.status, $0.expectedStack, $0.link.handlerStack) })")
    }

    /// A part of the URL read as a `String` enum (`Area(rawValue: host)`) is matched by that enum's
    /// cases: `case .ledger:` is the host `ledger`, `case .vault:` the literal the case is given;
    /// `.none` matches no link. The choice may be switched over where it is made, bound first,
    /// compared (`area == .till`) or matched (`if case .safe = area`).
    @Test func aURLPartReadAsAStringEnumIsMatchedByItsCases() {
        let graph = extract("""
            import UIKit
            enum Area: String { case ledger, vault = "strongroom", till, safe }
            enum Tab: String { case counter = "front" }
            final class CountingHouse {
                let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func receive(_ url: URL) {
                    guard url.scheme == "bank", let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
                    switch Area(rawValue: components.host ?? "") {
                    case .ledger: stack.pushViewController(LedgerController(), animated: true)
                    case .vault?: stack.present(VaultController(), animated: true)
                    case .none: return
                    default: break
                    }
                    let area = Area.init(rawValue: url.host ?? "")
                    if area == .till { stack.pushViewController(TillController(), animated: true) }
                    if case .safe = area { stack.pushViewController(SafeController(), animated: true) }
                    guard let tab = Tab(rawValue: url.lastPathComponent) else { return }
                    switch tab {
                    case .counter: stack.pushViewController(CounterController(), animated: true)
                    }
                }
            }
            final class LedgerController: UIViewController {}
            final class VaultController: UIViewController {}
            final class TillController: UIViewController {}
            final class SafeController: UIViewController {}
            final class CounterController: UIViewController {}
            """)
        #expect(Set(graph.deepLinks.map { "\($0.pattern) => \($0.target)" }) == [
            "bank://ledger => LedgerController", "bank://strongroom => VaultController", "bank://till => TillController",
            "bank://safe => SafeController", "bank://:param0/front => CounterController",
        ], "\(graph.deepLinks)")
    }

    /// A part of the URL compared with the literal written first (`"palette" == parts.host`) is
    /// recognised as when the literal comes second.
    @Test func aLiteralComparedFirstIsTheURLPartItEquals() {
        let graph = extract("""
            import UIKit
            final class Easel {
                let stack = UINavigationController()
                func open(_ url: URL) {
                    guard url.scheme == "sketch", let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
                    if "palette" == parts.host {
                        stack.pushViewController(PaletteViewController(), animated: true)
                    } else if parts.host == "brushes" && "round" == parts.path {
                        stack.pushViewController(BrushesViewController(), animated: true)
                    }
                }
            }
            final class PaletteViewController: UIViewController {}
            final class BrushesViewController: UIViewController {}
            """)
        #expect(Set(graph.deepLinks.map { "\($0.pattern) => \($0.target)" }) == [
            "sketch://palette => PaletteViewController", "sketch://brushes/round => BrushesViewController",
        ], "\(graph.deepLinks)")
    }
}

