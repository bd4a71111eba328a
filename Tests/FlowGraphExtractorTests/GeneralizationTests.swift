import FlowGraph
import FlowGraphExtractor
import Testing

/// Shapes the seeds do not show but real apps use: Observation-era routers, routes that build their
/// own views, a path bound into a child view, view controllers pushing without a coordinator.
struct GeneralizationTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func observableRouterFromTheEnvironmentWithRoutesThatBuildTheirViews() {
        check("""
            @Observable final class Router {
                var path: [Destination] = []
                func show(_ destination: Destination) { path.append(destination) }
            }
            enum Destination: Hashable {
                case recipe(id: Int)
                case author(name: String)
                @ViewBuilder var view: some View {
                    switch self {
                    case .recipe(let id): RecipeScreen(id: id)
                    case .author(let name): AuthorScreen(name: name)
                    }
                }
            }
            struct RecipeScreen: View {
                @Environment(Router.self) private var router
                let id: Int
                var body: some View { 1️⃣Button("By") { router.show(.author(name: "x")) } }
            }
            struct AuthorScreen: View {
                let name: String
                var body: some View { Text(name) }
            }
            """, ["Destination.recipe -push-> Destination.author @1️⃣"])
    }

    @Test func aStackTheAppSceneHoldsBelongsToTheRouterItBindsWithItsFirstViewAsRoot() {
        let source = FixtureSource("""
            final class AppRouter: ObservableObject {
                @Published var path = NavigationPath()
                func go(_ page: Page) { path.append(page) }
            }
            enum Page: Hashable { case profile, about }
            @main
            struct ShopApp: App {
                @StateObject private var router = AppRouter()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $router.path) {
                            StartView().navigationDestination(for: Page.self) { page in
                                switch page {
                                case .profile: ProfileView()
                                case .about: AboutView()
                                }
                            }
                        }
                        .environmentObject(router)
                    }
                }
            }
            struct StartView: View {
                @EnvironmentObject var router: AppRouter
                var body: some View { 1️⃣Button("Me") { router.go(.profile) } }
            }
            struct ProfileView: View { var body: some View { Text("me") } }
            struct AboutView: View { var body: some View { Text("about") } }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        #expect(graph.features.first { $0.id == "AppRouter" }?.root == "StartView")
        let start = graph.nodes.first { $0.id == "StartView" }
        #expect(start?.feature == "AppRouter")
        #expect(start?.kind == .root)
        #expect(graph.features.first { $0.id == "ShopApp" }?.kind == .app)
        let problems = EdgeExpectation.mismatches(
            ["ShopApp -child-> StartView", "StartView -push-> Page.profile @1️⃣"], in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    @Test func aRouterViewHostsTheContentItsCreatorPassesIn() {
        check("""
            final class Navigator: ObservableObject {
                enum Destination: Hashable { case detail, settings }
                @Published var path: [Destination] = []
                @ViewBuilder func view(for destination: Destination) -> some View {
                    switch destination {
                    case .detail: DetailScreen()
                    case .settings: SettingsScreen()
                    }
                }
                func push(_ destination: Destination) { path.append(destination) }
            }
            struct NavigatorView<Root: View>: View {
                @StateObject private var navigator = Navigator()
                private let root: Root
                init(@ViewBuilder root: () -> Root) { self.root = root() }
                var body: some View {
                    NavigationStack(path: $navigator.path) {
                        root.navigationDestination(for: Navigator.Destination.self) { navigator.view(for: $0) }
                    }
                    .environmentObject(navigator)
                }
            }
            struct Card<Content: View>: View {
                let content: Content
                var body: some View { VStack { content }.padding() }
            }
            @main
            struct NotesApp: App {
                var body: some Scene { WindowGroup { 1️⃣NavigatorView { HomeScreen() } } }
            }
            struct HomeScreen: View {
                @EnvironmentObject var navigator: Navigator
                var body: some View {
                    Card(content: SettingsScreen())
                    2️⃣Button("Open") { navigator.push(.detail) }
                }
            }
            struct DetailScreen: View { var body: some View { Text("") } }
            struct SettingsScreen: View { var body: some View { Text("") } }
            """, [
                "NotesApp -child-> NavigatorView @1️⃣",
                "NavigatorView -child-> HomeScreen @1️⃣",
                "HomeScreen -push-> Navigator.Destination.detail @2️⃣",
            ])
    }

    @Test func aTabBarSubclassIsTheTabContainerAndEachTabsFirstScreenIsARoot() {
        let source = FixtureSource("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = TabsController()
                    return true
                }
            }
            final class TabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: LibraryViewController()), AccountViewController()]
                }
            }
            final class LibraryViewController: UIViewController {
                func open(_ id: Int) { navigationController?.pushViewController(BookViewController(), animated: true) }
            }
            final class AccountViewController: UIViewController {}
            final class BookViewController: UIViewController {}
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let kinds = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.kind) })
        #expect(kinds == [
            "AppDelegate": .app, "TabsController": .tabContainer, "LibraryViewController": .root,
            "AccountViewController": .root, "BookViewController": .screen,
        ])
        #expect(graph.nodes.first { $0.id == "BookViewController" }?.feature == "LibraryViewController")
        #expect(Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" }) == [
            "AppDelegate -child-> TabsController", "TabsController -tab-> LibraryViewController",
            "TabsController -tab-> AccountViewController", "LibraryViewController -push-> BookViewController",
        ])
    }

    @Test func aTabViewInTheAppSceneWithStacksBoundToARoutersPaths() {
        let source = FixtureSource("""
            enum Section: Hashable { case feed, inbox }
            enum FeedRoute: Hashable { case post(id: Int) }
            final class Navigation: ObservableObject {
                @Published var section: Section = .feed
                @Published var feedPath: [FeedRoute] = []
                @Published var inboxPath = NavigationPath()
            }
            @main
            struct SocialApp: App {
                @StateObject private var navigation = Navigation()
                var body: some Scene {
                    WindowGroup {
                        TabView(selection: $navigation.section) {
                            1️⃣NavigationStack(path: $navigation.feedPath) {
                                FeedView().navigationDestination(for: FeedRoute.self) { route in
                                    switch route { case .post(let id): PostView(id: id) }
                                }
                            }.tag(Section.feed)
                            3️⃣NavigationStack(path: $navigation.inboxPath) { InboxView() }.tag(Section.inbox)
                        }
                        .environmentObject(navigation)
                    }
                }
            }
            struct FeedView: View {
                @EnvironmentObject var navigation: Navigation
                var body: some View { 2️⃣Button("Open") { navigation.feedPath.append(.post(id: 1)) } }
            }
            struct PostView: View { let id: Int; var body: some View { Text("") } }
            struct InboxView: View { var body: some View { Text("") } }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let problems = EdgeExpectation.mismatches([
            "SocialApp -tab-> FeedView @1️⃣", "SocialApp -tab-> InboxView @3️⃣", "FeedView -push-> FeedRoute.post @2️⃣",
        ], in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
        // One router, a stack per tab: each tab is a feature, rooted at its first screen.
        #expect(graph.features.first { $0.id == "FeedView" }?.root == "FeedView")
        #expect(graph.nodes.first { $0.id == "FeedRoute.post" }?.feature == "FeedView")
        #expect(!graph.features.contains { $0.id == "Navigation" })
        #expect(graph.nodes.first { $0.id == "SocialApp" }?.kind == .app)
    }

    @Test func tabViewsEachHoldingAStackOfOneSharedModelAreFeaturesOfTheirOwn() {
        let source = FixtureSource("""
            enum InboxRoute: Hashable { case thread(Int) }
            enum ContactRoute: Hashable { case person(String), group(Int) }
            final class AppModel: ObservableObject {
                @Published var inboxPath: [InboxRoute] = []
                @Published var contactsPath = NavigationPath()
                func showPerson(_ name: String) { contactsPath.append(ContactRoute.person(name)) }
            }
            struct Shell: View {
                @EnvironmentObject private var model: AppModel
                var body: some View {
                    TabView {
                        InboxTab().tabItem { Text("Inbox") }
                        ContactsTab().tabItem { Text("Contacts") }
                    }
                }
            }
            struct InboxTab: View {
                @EnvironmentObject private var model: AppModel
                var body: some View {
                    NavigationStack(path: $model.inboxPath) {
                        ThreadList().navigationDestination(for: InboxRoute.self) { route in
                            switch route { case .thread(let id): ThreadScreen(id: id) }
                        }
                    }
                }
            }
            struct ContactsTab: View {
                @EnvironmentObject private var model: AppModel
                var body: some View {
                    NavigationStack(path: $model.contactsPath) {
                        ContactList().navigationDestination(for: ContactRoute.self) { route in
                            switch route {
                            case .person(let name): PersonScreen(name: name)
                            case .group(let id): GroupScreen(id: id)
                            }
                        }
                    }
                }
            }
            struct ThreadList: View {
                @EnvironmentObject private var model: AppModel
                var body: some View { 1️⃣Button("Open") { model.inboxPath.append(.thread(1)) } }
            }
            struct ContactList: View {
                @EnvironmentObject private var model: AppModel
                var body: some View { 2️⃣Button("Ann") { model.showPerson("ann") } }
            }
            struct ThreadScreen: View { let id: Int; var body: some View { Text("") } }
            struct PersonScreen: View { let name: String; var body: some View { Text("") } }
            struct GroupScreen: View { let id: Int; var body: some View { Text("") } }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let problems = EdgeExpectation.mismatches([
            "Shell -tab-> ThreadList", "Shell -tab-> ContactList",
            "ThreadList -push-> InboxRoute.thread @1️⃣", "ContactList -push-> ContactRoute.person @2️⃣",
        ], in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
        #expect(graph.nodes.first { $0.id == "InboxRoute.thread" }?.feature == "ThreadList")
        #expect(graph.nodes.first { $0.id == "ContactRoute.group" }?.feature == "ContactList")
        #expect(!graph.features.contains { $0.id == "AppModel" })
    }

    @Test func oneRouterWithAStackPerTabGivesAFeaturePerTab() {
        let source = FixtureSource("""
            enum LibraryRoute: Hashable { case album(Int), artist(String) }
            enum StoreRoute: Hashable { case product(Int) }
            enum GlobalSheet: Identifiable { case cart, account; var id: Self { self } }
            @Observable final class TabRouter {
                var libraryStack: [LibraryRoute] = []
                var storeStack: [StoreRoute] = []
                var sheet: GlobalSheet?
            }
            struct RootTabs: View {
                @State private var router = TabRouter()
                var body: some View {
                    TabView {
                        NavigationStack(path: $router.libraryStack) {
                            LibraryHome().navigationDestination(for: LibraryRoute.self) { route in
                                switch route {
                                case .album(let id): AlbumScreen(id: id)
                                case .artist(let name): ArtistScreen(name: name)
                                }
                            }
                        }
                        NavigationStack(path: $router.storeStack) {
                            StoreHome().navigationDestination(for: StoreRoute.self) { route in
                                switch route { case .product(let id): ProductScreen(id: id) }
                            }
                        }
                    }
                    .environment(router)
                    .sheet(item: $router.sheet) { sheet in
                        switch sheet {
                        case .cart: CartScreen()
                        case .account: AccountScreen()
                        }
                    }
                }
            }
            struct LibraryHome: View {
                @Environment(TabRouter.self) private var router
                var body: some View { Button("Album") { router.libraryStack.append(.album(1)) } }
            }
            struct StoreHome: View {
                @Environment(TabRouter.self) private var router
                var body: some View { Button("Cart") { router.sheet = .cart } }
            }
            struct AlbumScreen: View { let id: Int; var body: some View { Text("") } }
            struct ArtistScreen: View { let name: String; var body: some View { Text("") } }
            struct ProductScreen: View { let id: Int; var body: some View { Text("") } }
            struct CartScreen: View { var body: some View { Text("") } }
            struct AccountScreen: View { var body: some View { Text("") } }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let feature = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.feature) })
        #expect(feature["LibraryRoute.album"] == "LibraryHome" && feature["LibraryRoute.artist"] == "LibraryHome")
        #expect(feature["StoreRoute.product"] == "StoreHome" && feature["GlobalSheet.cart"] == "StoreHome")
        #expect(!graph.features.contains { $0.id == "TabRouter" })
        #expect(graph.edges.contains { $0.from == "StoreHome" && $0.kind == .sheet && $0.to == "GlobalSheet.cart" })
        #expect(Set(graph.nodes.map(\.feature)).isSubset(of: Set(graph.features.map(\.id))))
    }

    @Test(arguments: ["router = Router<LibraryDestination>()", "router: Router<LibraryDestination> = .init()"])
    func aGenericRouterSpecialisedWithItsDestinationType(declaration: String) {
        check("""
            @Observable final class Router<Destination: Hashable> {
                var path: [Destination] = []
                var sheet: Destination?
                func push(_ destination: Destination) { path.append(destination) }
                func present(_ destination: Destination) { sheet = destination }
            }
            enum LibraryDestination: Hashable, Identifiable {
                case book(id: Int)
                case filters
                var id: Self { self }
            }
            struct LibraryView: View {
                @State private var \(declaration)
                var body: some View {
                    NavigationStack(path: $router.path) {
                        1️⃣Button("Open") { router.push(.book(id: 1)) }
                        2️⃣Button("Filter") { router.present(.filters) }
                            .navigationDestination(for: LibraryDestination.self) { destination in
                                switch destination {
                                case .book(let id): BookView(id: id)
                                case .filters: FiltersView()
                                }
                            }
                            .sheet(item: $router.sheet) { _ in FiltersView() }
                    }
                }
            }
            struct BookView: View { let id: Int; var body: some View { Text("") } }
            struct FiltersView: View { var body: some View { Text("") } }
            """, [
                "LibraryView -push-> LibraryDestination.book @1️⃣",
                "LibraryView -sheet-> LibraryDestination.filters @2️⃣",
            ])
    }

    @Test func aPathBoundIntoAChildView() {
        check("""
            enum Screen: Hashable { case detail, more }
            struct Home: View {
                @State private var path: [Screen] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Listing(path: $path).navigationDestination(for: Screen.self) { screen in
                            switch screen {
                            case .detail: DetailScreen(path: $path)
                            case .more: MoreScreen()
                            }
                        }
                    }
                }
            }
            struct Listing: View {
                @Binding var path: [Screen]
                var body: some View { 1️⃣Button("Open") { path.append(.detail) } }
            }
            struct DetailScreen: View {
                @Binding var path: [Screen]
                var body: some View { 2️⃣Button("More") { path.append(Screen.more) } }
            }
            struct MoreScreen: View { var body: some View { Text("") } }
            """, ["Listing -push-> Screen.detail @1️⃣", "Screen.detail -push-> Screen.more @2️⃣"])
    }

    @Test func anAppsOwnShowMethodDoesWhatItsBodySaysNotUIKitsShow() {
        check("""
            final class Presenter {
                weak var host: UIViewController?
                func show(_ screen: UIViewController) {
                    screen.modalPresentationStyle = .formSheet
                    host?.present(screen, animated: true)
                }
            }
            final class GalleryController: UIViewController {
                let presenter = Presenter()
                @objc func openPhoto() { 1️⃣presenter.show(PhotoController()) }
                @objc func openAlbum() { 2️⃣show(AlbumController(), sender: self) }
            }
            final class PhotoController: UIViewController {}
            final class AlbumController: UIViewController {}
            """, ["GalleryController -sheet-> PhotoController @1️⃣", "GalleryController -push-> AlbumController @2️⃣"])
    }

    @Test func viewControllersPushingWithoutACoordinator() {
        check("""
            final class InboxViewController: UITableViewController {
                func open(_ id: Int) {
                    let thread = ThreadViewController(id: id)
                    1️⃣navigationController?.pushViewController(thread, animated: true)
                }
                func compose() {
                    let composer = ComposerViewController()
                    composer.modalPresentationStyle = .fullScreen
                    2️⃣present(composer, animated: true)
                }
                func share() {
                    3️⃣present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                }
            }
            final class ThreadViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
            final class ComposerViewController: UIViewController {}
            """, [
                "InboxViewController -push-> ThreadViewController @1️⃣", "InboxViewController -fullScreenCover-> ComposerViewController @2️⃣",
                // A framework's share sheet is a screen of the presenter's own.
                "InboxViewController -sheet-> InboxViewController.UIActivityViewController @3️⃣",
            ])
    }

    @Test func aDelegateCallbackReachesTheCoordinatorThatConformsToIt() {
        check("""
            protocol LoginDelegate: AnyObject { func loginDidFinish() }
            final class AuthCoordinator: LoginDelegate {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let login = LoginViewController()
                    login.delegate = self
                    navigationController.setViewControllers([login], animated: false)
                }
                func loginDidFinish() { navigationController.setViewControllers([HomeViewController()], animated: true) }
            }
            final class LoginViewController: UIViewController {
                weak var delegate: LoginDelegate?
                func submit() { 1️⃣delegate?.loginDidFinish() }
            }
            final class HomeViewController: UIViewController {}
            """, ["LoginViewController -reset-> HomeViewController @1️⃣"])
    }

    @Test func closuresACoordinatorGivesAViewModelRunOnTheScreensHoldingIt() {
        check("""
            final class CartModel {
                var proceed: (() -> Void)?
                func confirm() { proceed?() }
            }
            final class SummaryModel {
                let onDone: (Int) -> Void
                init(onDone: @escaping (Int) -> Void) { self.onDone = onDone }
            }
            final class CartViewController: UIViewController {
                let model: CartModel
                init(model: CartModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            }
            struct SummaryScreen: View {
                let model: SummaryModel
                var body: some View { Button("Done") { model.onDone(1) } }
            }
            final class ShopFlow {
                private let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func begin() {
                    let model = CartModel()
                    model.proceed = { [unowned self] in 1️⃣self.showSummary() }
                    nav.setViewControllers([CartViewController(model: model)], animated: false)
                }
                private func showSummary() {
                    let model = SummaryModel(onDone: { [weak self] _ in 2️⃣self?.nav.present(ReceiptViewController(), animated: true) })
                    nav.pushViewController(UIHostingController(rootView: SummaryScreen(model: model)), animated: true)
                }
            }
            final class ReceiptViewController: UIViewController {}
            """, ["CartViewController -push-> SummaryScreen @1️⃣", "SummaryScreen -sheet-> ReceiptViewController @2️⃣"])
    }

    @Test func aCoordinatorShowingModulesThroughARouterProtocol() {
        check("""
            protocol Module { func unwrap() -> UIViewController? }
            extension UIViewController: Module {
                func unwrap() -> UIViewController? { self }
            }
            protocol Navigating: Module {
                func show(_ module: Module?)
                func cover(_ module: Module?)
                func replaceRoot(with module: Module?)
            }
            final class NavigatorImpl: Navigating {
                private weak var host: UINavigationController?
                init(host: UINavigationController) { self.host = host }
                func unwrap() -> UIViewController? { host }
                func show(_ module: Module?) {
                    guard let screen = module?.unwrap() else { return }
                    host?.pushViewController(screen, animated: true)
                }
                func cover(_ module: Module?) {
                    if let screen = module?.unwrap() { host?.present(screen, animated: true) }
                }
                func replaceRoot(with module: Module?) {
                    guard let screen = module?.unwrap() else { return }
                    host?.setViewControllers([screen], animated: false)
                }
            }
            class FlowBase {
                var children: [FlowBase] = []
                var childCoordinators: [FlowBase] = []
                func begin() {}
            }
            final class CatalogController: UIViewController { var onPick: ((Int) -> Void)? }
            final class ItemController: UIViewController { var onReport: (() -> Void)? }
            final class ReportController: UIViewController {}
            final class Screens {
                func catalog() -> CatalogController { CatalogController() }
                func item(_ id: Int) -> ItemController { ItemController() }
            }
            final class CatalogFlow: FlowBase {
                private let navigator: Navigating
                private let screens = Screens()
                init(navigator: Navigating) { self.navigator = navigator }
                override func begin() {
                    let catalog = screens.catalog()
                    catalog.onPick = { [weak self] id in 1️⃣self?.openItem(id) }
                    navigator.replaceRoot(with: catalog)
                }
                private func openItem(_ id: Int) {
                    let item = screens.item(id)
                    item.onReport = { [weak self] in 2️⃣self?.navigator.cover(ReportController()) }
                    navigator.show(item)
                }
            }
            """, ["CatalogController -push-> ItemController @1️⃣", "ItemController -sheet-> ReportController @2️⃣"])
    }

    @Test func aCoordinatorsMethodHandedToAScreenRunsOnThatScreen() {
        check("""
            protocol Coordinator: AnyObject { func start() }
            final class ShopCoordinator: Coordinator {
                private let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let list = ProductListController()
                    list.onSelectProduct = 1️⃣showProduct
                    list.onRefresh = reload
                    navigation.setViewControllers([list], animated: false)
                }
                private func showProduct(_ id: Int) {
                    let detail = ProductDetailController(onBuy: 2️⃣self.showCheckout, onShare: self.reload)
                    navigation.pushViewController(detail, animated: true)
                }
                private func showCheckout() {
                    navigation.present(CheckoutController(), animated: true)
                }
                private func reload() { print("reload") }
            }
            final class ProductListController: UIViewController {
                var onSelectProduct: ((Int) -> Void)?
                var onRefresh: (() -> Void)?
            }
            final class ProductDetailController: UIViewController {
                let onBuy: () -> Void
                let onShare: () -> Void
                init(onBuy: @escaping () -> Void, onShare: @escaping () -> Void) {
                    self.onBuy = onBuy
                    self.onShare = onShare
                    super.init(nibName: nil, bundle: nil)
                }
            }
            final class CheckoutController: UIViewController {}
            """, ["ProductListController -push-> ProductDetailController @1️⃣", "ProductDetailController -sheet-> CheckoutController @2️⃣"])
    }

    @Test func aUIKitTabBarCoordinatorGivesTabsToItsChildrenRoots() {
        check("""
            protocol Coordinator: AnyObject { func start() }
            final class FeedCoordinator: Coordinator {
                let navigationController = UINavigationController()
                func start() { navigationController.pushViewController(FeedViewController(), animated: false) }
            }
            final class MainTabCoordinator: Coordinator {
                let tabBarController: UITabBarController
                var childCoordinators: [Coordinator] = []
                init(tabBarController: UITabBarController) { self.tabBarController = tabBarController }
                func start() {
                    let feed = FeedCoordinator()
                    feed.start()
                    childCoordinators.append(feed)
                    let settings = UINavigationController(rootViewController: SettingsViewController())
                    1️⃣tabBarController.viewControllers = [feed.navigationController, settings]
                }
            }
            final class FeedViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            """, ["MainTabCoordinator -tab-> FeedViewController @1️⃣", "MainTabCoordinator -tab-> SettingsViewController @1️⃣"])
    }

    @Test func viewControllersFromAStoryboardAreTheTypesTheyAreCastTo() {
        check("""
            final class SignUpFlow {
                let navigationController = UINavigationController()
                func start() {
                    let storyboard = UIStoryboard(name: "SignUp", bundle: nil)
                    let first = storyboard.instantiateViewController(withIdentifier: "Email") as! EmailViewController
                    first.flow = self
                    navigationController.pushViewController(first, animated: false)
                }
                func emailEntered() {
                    guard let next = UIStoryboard(name: "SignUp", bundle: nil).instantiateInitialViewController() as? PasswordViewController else { return }
                    navigationController.pushViewController(next, animated: true)
                }
            }
            final class EmailViewController: UIViewController {
                weak var flow: SignUpFlow?
                @IBAction func next(_ sender: Any) { 1️⃣flow?.emailEntered() }
            }
            final class PasswordViewController: UIViewController {}
            """, ["EmailViewController -push-> PasswordViewController @1️⃣"])
    }

    @Test func aControllerShowsWhatItsGuardOrIfLetCastsFromAStoryboard() {
        check("""
            final class OrdersTableController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    guard let detail = storyboard?.instantiateViewController(withIdentifier: "OrderDetail") as? OrderDetailController else { return }
                    detail.orderIndex = indexPath.row
                    1️⃣show(detail, sender: self)
                }
                @objc func filter() {
                    if tableView.indexPathForSelectedRow != nil, let picker = UIStoryboard(name: "Filters", bundle: .main).instantiateInitialViewController() as? FilterPickerController {
                        picker.modalPresentationStyle = .fullScreen
                        2️⃣present(picker, animated: true)
                    }
                }
            }
            final class OrderDetailController: UIViewController { var orderIndex = 0 }
            final class FilterPickerController: UIViewController {}
            """, ["OrdersTableController -push-> OrderDetailController @1️⃣", "OrdersTableController -fullScreenCover-> FilterPickerController @2️⃣"])
    }

    @Test func aRouteAnInitialiserBuildsFromRuntimeDataIsNotEveryCase() {
        let source = FixtureSource("""
            final class Wizard: ObservableObject {
                @Published var pages: [Page] = []
                func go(_ page: Page) {
                    switch page {
                    case .intro: pages = []
                    case .terms, .done: pages.append(page)
                    }
                }
            }
            enum Page: Hashable {
                case intro, terms, done
                init?(step: Int) {
                    switch step {
                    case 0: self = .intro
                    case 1: self = .terms
                    default: return nil
                    }
                }
            }
            struct WizardHost: View {
                @StateObject private var wizard = Wizard()
                let savedStep: Int
                var body: some View {
                    NavigationStack(path: $wizard.pages) {
                        Button("Resume") {
                            if let page = Page(step: savedStep) { 1️⃣wizard.go(page) }
                        }
                    }
                }
            }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        #expect(graph.edges.isEmpty, "\(FixtureApp.describe(graph))")
        #expect(graph.diagnostics.contains { $0.code == "unresolved-navigation" && $0.line == source.markerLines["1️⃣"] })
    }

    @Test func helpersAProtocolExtensionLendsNavigateTheConformersStack() {
        check("""
            protocol StackNavigating: AnyObject {
                associatedtype Destination: Hashable
                var stack: [Destination] { get set }
            }
            extension StackNavigating {
                func open(_ destination: Destination) { stack.append(destination) }
                func restart(at destination: Destination) { replaceStack(with: destination) }
            }
            extension StackNavigating {
                func replaceStack(with destination: Destination) { stack = [destination] }
            }
            @Observable final class LibraryNavigator: StackNavigating {
                enum Destination: Hashable { case shelf(String), book(id: Int), reader(id: Int) }
                var stack: [Destination] = []
            }
            struct LibraryScreen: View {
                @State private var navigator = LibraryNavigator()
                var body: some View {
                    NavigationStack(path: $navigator.stack) {
                        VStack {
                            1️⃣Button("Poetry") { navigator.open(.shelf("poetry")) }
                            2️⃣Button("Continue") { navigator.restart(at: .reader(id: 7)) }
                        }
                        .navigationDestination(for: LibraryNavigator.Destination.self) { destination in
                            switch destination {
                            case .shelf(let name): Text(name)
                            case .book(let id): Text("\\(id)")
                            case .reader(let id): Text("\\(id)")
                            }
                        }
                    }
                }
            }
            """, [
                "LibraryScreen -push-> LibraryNavigator.Destination.shelf @1️⃣",
                "LibraryScreen -reset-> LibraryNavigator.Destination.reader @2️⃣",
            ])
    }

    @Test func aRouterProtocolShowsTheControllerAModuleExposesAsItself() {
        check("""
            protocol Presentable { func toPresent() -> UIViewController? }
            protocol Showable { var screen: UIViewController { get } }
            extension UIViewController: Presentable, Showable {
                func toPresent() -> UIViewController? { return self }
                var screen: UIViewController { self }
            }
            protocol Routing: AnyObject {
                func push(_ module: Presentable?)
                func present(_ module: Showable)
            }
            final class NavigationRouting: Routing {
                private let root: UINavigationController
                init(root: UINavigationController) { self.root = root }
                func push(_ module: Presentable?) {
                    guard let controller = module?.toPresent() else { return }
                    root.pushViewController(controller, animated: true)
                }
                func present(_ module: Showable) { root.present(module.screen, animated: true) }
            }
            class FlowCoordinator {
                let routing: Routing
                init(routing: Routing) { self.routing = routing }
                func start() {}
            }
            final class ProfileFlow: FlowCoordinator {
                override func start() {
                    let profile = ProfileController()
                    1️⃣profile.onEdit = { [weak self] in self?.routing.push(EditProfileController()) }
                    2️⃣profile.onShare = { [weak self] in self?.routing.present(ShareController()) }
                    routing.push(profile)
                }
            }
            final class ProfileController: UIViewController {
                var onEdit: (() -> Void)?
                var onShare: (() -> Void)?
                @objc func edit() { onEdit?() }
                @objc func share() { onShare?() }
            }
            final class EditProfileController: UIViewController {}
            final class ShareController: UIViewController {}
            """, ["ProfileController -push-> EditProfileController @1️⃣", "ProfileController -sheet-> ShareController @2️⃣"])
    }

    @Test func aChildCoordinatorGivenANavigationControllerThatIsPresentedIsAModal() {
        check("""
            protocol FlowCoordinating: AnyObject { func start() }
            final class AccountFlow: FlowCoordinating {
                private let presenter: UINavigationController
                private var childFlows: [FlowCoordinating] = []
                init(presenter: UINavigationController) { self.presenter = presenter }
                func start() {
                    let account = AccountController()
                    account.delegate = self
                    presenter.pushViewController(account, animated: false)
                }
                func showLogin() {
                    let modalStack = UINavigationController()
                    modalStack.modalPresentationStyle = .fullScreen
                    let login = LoginFlow(presenter: modalStack)
                    childFlows.append(login)
                    login.start()
                    presenter.present(modalStack, animated: true)
                }
                func showAddresses() {
                    let addresses = AddressFlow(presenter: presenter)
                    childFlows.append(addresses)
                    addresses.start()
                }
            }
            extension AccountFlow: AccountControllerDelegate {
                func accountControllerWantsLogin() { showLogin() }
                func accountControllerWantsAddresses() { showAddresses() }
            }
            protocol AccountControllerDelegate: AnyObject {
                func accountControllerWantsLogin()
                func accountControllerWantsAddresses()
            }
            final class LoginFlow: FlowCoordinating {
                private let presenter: UINavigationController
                init(presenter: UINavigationController) { self.presenter = presenter }
                func start() { presenter.setViewControllers([LoginController()], animated: false) }
            }
            final class AddressFlow: FlowCoordinating {
                private let presenter: UINavigationController
                init(presenter: UINavigationController) { self.presenter = presenter }
                func start() { presenter.pushViewController(AddressListController(), animated: true) }
            }
            final class AccountController: UIViewController {
                weak var delegate: AccountControllerDelegate?
                @objc func login() { 1️⃣delegate?.accountControllerWantsLogin() }
                @objc func addresses() { 2️⃣delegate?.accountControllerWantsAddresses() }
            }
            final class LoginController: UIViewController {}
            final class AddressListController: UIViewController {}
            """, [
                "AccountController -fullScreenCover-> LoginController @1️⃣",
                "AccountController -child-> AddressListController @2️⃣",
            ])
    }

    @Test func settingATabBarsSelectedIndexSwitchesToThatTab() {
        check("""
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣setViewControllers([
                        UINavigationController(rootViewController: FeedScreen()),
                        UINavigationController(rootViewController: InboxScreen()),
                    ], animated: false)
                }
            }
            final class FeedScreen: UIViewController {
                @objc func openInbox() { 2️⃣tabBarController?.selectedIndex = 1 }
            }
            final class InboxScreen: UIViewController {
                @objc func back() { 3️⃣self.tabBarController?.selectedIndex = 0 }
            }
            """, ["MainTabs -tab-> FeedScreen @1️⃣", "MainTabs -tab-> InboxScreen @1️⃣",
                  "FeedScreen -tab-> InboxScreen @2️⃣", "InboxScreen -tab-> FeedScreen @3️⃣"])
    }

    @Test func aViewThatOnlyShowsTheContentItIsGivenIsSeenThrough() {
        check("""
            struct Deferred<Wrapped: View>: View {
                let make: () -> Wrapped
                init(_ make: @autoclosure @escaping () -> Wrapped) { self.make = make }
                var body: Wrapped { make() }
            }
            struct Catalog: View {
                var body: some View {
                    List {
                        1️⃣NavigationLink(destination: Deferred(ProductScreen(id: 1))) { Text("One") }
                        2️⃣NavigationLink { Deferred(CartScreen()) } label: { Text("Cart") }
                    }
                }
            }
            struct ProductScreen: View { let id: Int; var body: some View { Text("") } }
            struct CartScreen: View { var body: some View { Text("") } }
            """, ["Catalog -push-> ProductScreen @1️⃣", "Catalog -push-> CartScreen @2️⃣"])
    }

    @Test func aFactoryShowsTheScreenItBuilds() {
        check("""
            enum Screens {
                static func preferences() -> UIViewController { PreferencesController(style: .grouped) }
            }
            final class InboxController: UIViewController {
                private func thread(for id: String) -> ThreadController {
                    let thread = ThreadController()
                    thread.id = id
                    return thread
                }
                func open(_ id: String) { 1️⃣navigationController?.pushViewController(thread(for: id), animated: true) }
                func settings() { 2️⃣present(Screens.preferences(), animated: true) }
            }
            final class ThreadController: UIViewController { var id = "" }
            final class PreferencesController: UITableViewController {}
            """, ["InboxController -push-> ThreadController @1️⃣", "InboxController -sheet-> PreferencesController @2️⃣"])
    }

    @Test func aRouterSwitchingOverItsRoutesPresentationStyleTakesTheStyleOfEachRoute() {
        check("""
            enum Screen: Hashable, Identifiable {
                case article, login
                var id: Self { self }
                enum Presentation { case stack, modal }
                var presentation: Presentation {
                    switch self {
                    case .article: return .stack
                    default: return .modal
                    }
                }
            }
            final class Navigator: ObservableObject {
                @Published var stack: [Screen] = []
                @Published var modal: Screen?
                func show(_ screen: Screen) {
                    switch screen.presentation {
                    case .stack: stack.append(screen)
                    case .modal: modal = screen
                    }
                }
            }
            struct Feed: View {
                @EnvironmentObject var navigator: Navigator
                var body: some View {
                    VStack {
                        1️⃣Button("Read") { navigator.show(.article) }
                        2️⃣Button("Sign in") { navigator.show(.login) }
                    }
                    .sheet(item: $navigator.modal) { _ in Text("") }
                }
            }
            """, ["Feed -push-> Screen.article @1️⃣", "Feed -sheet-> Screen.login @2️⃣"])
    }

    @Test func stacksNoScreenCanObserveAreNotNavigation() {
        let graph = SourceExtractor().extract(from: FixtureSource("""
            final class Tokenizer {
                enum Context { case code, comment, string }
                private var contextStack: [Context] = [.code]
                func enter(_ context: Context) { contextStack.append(context) }
            }
            enum Edit { case insert(String), delete(Int) }
            final class UndoHistory {
                var history: [Edit] = []
                func record(_ edit: Edit) { history.append(edit) }
            }
            struct EditorView: View {
                let undo = UndoHistory()
                var body: some View { Button("Type") { undo.record(.insert("a")) } }
            }
            """).corpus())
        #expect(graph.nodes.allSatisfy { !$0.id.hasPrefix("Tokenizer") && !$0.id.hasPrefix("Edit.") }, "\(graph.nodes.map(\.id))")
        #expect(graph.edges.isEmpty, "\(graph.edges.map { "\($0.from) -> \($0.to)" })")
    }

    @Test func aViperModulesRouterShowsTheModuleAnotherRouterBuilds() {
        check("""
            protocol OrdersPresenting: AnyObject { func didSelect(_ id: String) }
            final class OrdersViewController: UIViewController {
                var presenter: OrdersPresenting!
                func select(_ id: String) { presenter.didSelect(id) }
            }
            final class OrdersPresenter: OrdersPresenting {
                let wireframe: OrdersWireframe
                init(wireframe: OrdersWireframe) { self.wireframe = wireframe }
                func didSelect(_ id: String) { 1️⃣wireframe.showOrder(id) }
            }
            final class OrdersWireframe {
                weak var viewController: UIViewController?
                func showOrder(_ id: String) {
                    let module = OrderWireframe.assemble(orderID: id)
                    viewController?.navigationController?.pushViewController(module, animated: true)
                }
            }
            final class OrderWireframe {
                static func assemble(orderID: String) -> UIViewController {
                    let view = OrderViewController()
                    view.orderID = orderID
                    return view
                }
            }
            final class OrderViewController: UIViewController { var orderID = "" }
            """, ["OrdersViewController -push-> OrderViewController @1️⃣"])
    }

    @Test func helpersInExtensionsOfUIKitAndOfTheAppsProtocolsRunOnTheControllerCallingThem() {
        check("""
            protocol CheckoutRouting {}
            extension CheckoutRouting where Self: UIViewController {
                func routeToCheckout() { navigationController?.pushViewController(CheckoutController(), animated: true) }
            }
            extension UIViewController {
                func presentHelp(topic: String) {
                    let help = HelpController()
                    help.topic = topic
                    present(help, animated: true)
                }
            }
            class BaseController: UIViewController {}
            final class CartController: BaseController, CheckoutRouting {
                func buy() { 1️⃣routeToCheckout() }
                func help() { 2️⃣presentHelp(topic: "cart") }
            }
            final class CheckoutController: UIViewController {}
            final class HelpController: UIViewController { var topic = "" }
            """, ["CartController -push-> CheckoutController @1️⃣", "CartController -sheet-> HelpController @2️⃣"])
    }

    @Test func screensKnownByWhatTheyInheritThroughTheAppsOwnTypes() {
        check("""
            protocol Page: View {}
            struct Start: Page {
                var body: some View { 1️⃣NavigationLink("Next") { Finish() } }
            }
            struct Finish: Page { var body: some View { Text("") } }
            class ThemedController: UIViewController {}
            class ListController: ThemedController {}
            final class OrdersController: ListController {
                func open() { 2️⃣navigationController?.pushViewController(ReceiptController(), animated: true) }
            }
            final class ReceiptController: ThemedController {}
            """, ["Start -push-> Finish @1️⃣", "OrdersController -push-> ReceiptController @2️⃣"])
    }

    @Test func aCoordinatorSubclassingAGenericBaseNavigatesWithTheStateItInherits() {
        check("""
            class FlowController<Step: Hashable>: ObservableObject {
                @Published var steps: [Step] = []
                @Published var overlay: Step?
                func push(_ step: Step) { steps.append(step) }
                func cover(_ step: Step) { overlay = step }
            }
            enum BookingStep: Hashable, Identifiable { case dates, guests, pay; var id: Self { self } }
            final class BookingFlow: FlowController<BookingStep> {
                func chooseGuests() { push(.guests) }
            }
            struct BookingRoot: View {
                @StateObject var flow = BookingFlow()
                var body: some View {
                    NavigationStack(path: $flow.steps) {
                        DatesScreen(flow: flow).navigationDestination(for: BookingStep.self) { step in
                            switch step {
                            case .dates: DatesScreen(flow: flow)
                            case .guests: GuestsScreen(flow: flow)
                            case .pay: PayScreen()
                            }
                        }
                    }
                    .fullScreenCover(item: $flow.overlay) { _ in PayScreen() }
                }
            }
            struct DatesScreen: View {
                let flow: BookingFlow
                var body: some View { 1️⃣Button("Next") { flow.chooseGuests() } }
            }
            struct GuestsScreen: View {
                let flow: BookingFlow
                var body: some View { 2️⃣Button("Pay") { flow.cover(.pay) } }
            }
            struct PayScreen: View { var body: some View { Text("") } }
            """, ["BookingStep.dates -push-> BookingStep.guests @1️⃣", "BookingStep.guests -fullScreenCover-> BookingStep.pay @2️⃣"])
    }

    @Test func aCaseNamedWithBackticksIsTheNameCodeUses() {
        check("""
            enum Section: Hashable { case `default`, `private` }
            final class Router: ObservableObject { @Published var path: [Section] = [] }
            struct Home: View {
                @StateObject var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        1️⃣Button("Go") { router.path.append(.default) }
                    }
                }
            }
            """, ["Home -push-> Section.default @1️⃣"])
    }
}
