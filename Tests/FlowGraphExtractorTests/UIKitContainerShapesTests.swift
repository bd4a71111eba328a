import FlowGraph
import FlowGraphExtractor
import Testing

/// UIKit containers as apps build them without a coordinator: tab bars and navigation controllers
/// made at launch, app subclasses of navigation controllers, controllers handed to a child
/// coordinator inside another object, presentation styles.
struct UIKitContainerShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aPlainTabBarBuiltAtLaunchByAHelperMakesTheAppTheTabBar() {
        check("""
            @main
            final class Launcher: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = rootTabs()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            extension Launcher {
                private func rootTabs() -> UITabBarController {
                    let tabs = UITabBarController()
                    fill(tabs)
                    return tabs
                }
                private func fill(_ tabs: UITabBarController) {
                    let feed = UINavigationController(rootViewController: FeedController())
                    1️⃣tabs.setViewControllers([feed, SearchController()], animated: false)
                }
            }
            final class FeedController: UIViewController {
                @objc func search() { 2️⃣tabBarController?.selectedIndex = 1 }
            }
            final class SearchController: UIViewController {}
            """, [
                "Launcher -tab-> FeedController @1️⃣", "Launcher -tab-> SearchController @1️⃣",
                "FeedController -tab-> SearchController @2️⃣",
            ])
    }

    @Test func aPlainTabBarASceneDelegateBuildsInlineMakesTheAppTheTabBar() {
        check("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class WindowDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let bar = UITabBarController()
                    1️⃣bar.viewControllers = [
                        UINavigationController(rootViewController: InboxController()),
                        ArchiveController(),
                    ]
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = bar
                }
            }
            final class InboxController: UIViewController {}
            final class ArchiveController: UIViewController {
                @objc func back() { 2️⃣tabBarController?.selectedIndex = 0 }
            }
            """, [
                "AppDelegate -tab-> InboxController @1️⃣", "AppDelegate -tab-> ArchiveController @1️⃣",
                "ArchiveController -tab-> InboxController @2️⃣",
            ])
    }

    @Test func aNavigationControllerGivenControllersAtLaunchIsAStackNotATabBar() {
        check("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let stack = UINavigationController()
                    stack.viewControllers = [OverviewController()]
                    1️⃣window?.rootViewController = stack
                    return true
                }
            }
            final class OverviewController: UIViewController {}
            """, ["AppDelegate -child-> OverviewController @1️⃣"])
    }

    @Test func aNavigationControllerStoredInAPropertyAtLaunchShowsItsRoot() {
        check("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class MainScene: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var rootStack: UINavigationController?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    self.rootStack = UINavigationController(rootViewController: WelcomeController())
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    1️⃣window?.rootViewController = rootStack
                }
            }
            final class WelcomeController: UIViewController {
                @objc func next() { 2️⃣navigationController?.pushViewController(TermsController(), animated: true) }
            }
            final class TermsController: UIViewController {}
            """, ["AppDelegate -child-> WelcomeController @1️⃣", "WelcomeController -push-> TermsController @2️⃣"])
    }

    @Test func anAppSubclassOfANavigationControllerWrapsTheScreenItIsGiven() {
        check("""
            class BrandedNavigation: UINavigationController {}
            final class ModalNavigation: BrandedNavigation {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            final class TitledNavigationController: UIViewController {
                init(title: String) { super.init(nibName: nil, bundle: nil) }
            }
            final class CartController: UIViewController {
                @objc func checkout() { 1️⃣present(ModalNavigation(rootViewController: PaymentController()), animated: true) }
                @objc func address() {
                    let wrapper = BrandedNavigation(rootViewController: AddressController())
                    wrapper.modalPresentationStyle = .fullScreen
                    2️⃣present(wrapper, animated: true)
                }
                @objc func titled() { 3️⃣present(TitledNavigationController(title: "x"), animated: true) }
            }
            final class PaymentController: UIViewController {}
            final class AddressController: UIViewController {}
            """, [
                "CartController -sheet-> PaymentController @1️⃣", "CartController -fullScreenCover-> AddressController @2️⃣",
                "CartController -sheet-> TitledNavigationController @3️⃣",
            ])
    }

    @Test func aChildCoordinatorGivenANavigationControllerInsideAnotherObjectThatIsPresentedIsAModal() {
        check("""
            protocol Flow: AnyObject { func start() }
            protocol Navigating: AnyObject {
                var stack: UINavigationController { get }
                func setRoot(_ controller: UIViewController)
            }
            final class StackNavigator: Navigating {
                let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func setRoot(_ controller: UIViewController) { stack.setViewControllers([controller], animated: false) }
            }
            final class OrdersFlow: Flow {
                private let navigator: Navigating
                private var flows: [Flow] = []
                init(navigator: Navigating) { self.navigator = navigator }
                func start() { navigator.setRoot(OrdersController(flow: self)) }
            }
            extension OrdersFlow {
                func startReturn() {
                    let modalStack = UINavigationController()
                    let modalNavigator = StackNavigator(stack: modalStack)
                    let returns = ReturnFlow(navigator: modalNavigator)
                    flows.append(returns)
                    returns.start()
                    navigator.stack.present(modalStack, animated: true)
                }
                func startHelp() {
                    let help = HelpFlow(navigator: StackNavigator(stack: navigator.stack))
                    flows.append(help)
                    help.start()
                }
            }
            final class ReturnFlow: Flow {
                private let navigator: Navigating
                init(navigator: Navigating) { self.navigator = navigator }
                func start() { navigator.setRoot(ReturnController()) }
            }
            final class HelpFlow: Flow {
                private let navigator: Navigating
                init(navigator: Navigating) { self.navigator = navigator }
                func start() { navigator.setRoot(HelpController()) }
            }
            final class OrdersController: UIViewController {
                private weak var flow: OrdersFlow?
                init(flow: OrdersFlow) { self.flow = flow; super.init(nibName: nil, bundle: nil) }
                @objc func returnItem() { 1️⃣flow?.startReturn() }
                @objc func help() { 2️⃣flow?.startHelp() }
            }
            final class ReturnController: UIViewController {}
            final class HelpController: UIViewController {}
            """, [
                "OrdersController -sheet-> ReturnController @1️⃣",
                // In place, `setRoot` replaces the orders stack: the help flow is hosted there and resets it.
                "OrdersController -child-> HelpFlow @2️⃣",
                "HelpFlow -reset-> HelpController",
            ])
    }

    @Test func aPopoverPresentationStyleGivesAPopover() {
        check("""
            final class ReaderController: UIViewController {
                @objc func fonts(_ sender: UIBarButtonItem) { 1️⃣showAnchored(FontPicker(), from: sender) }
                @objc func share() {
                    let sheet = ShareOptions()
                    sheet.modalPresentationStyle = .formSheet
                    2️⃣present(sheet, animated: true)
                }
                @objc func zoom() {
                    let viewer = ImageViewer()
                    viewer.modalPresentationStyle = .overFullScreen
                    3️⃣present(viewer, animated: true)
                }
            }
            extension UIViewController {
                func showAnchored(_ controller: UIViewController, from item: UIBarButtonItem) {
                    controller.modalPresentationStyle = .popover
                    controller.popoverPresentationController?.barButtonItem = item
                    present(controller, animated: true)
                }
            }
            final class FontPicker: UIViewController {}
            final class ShareOptions: UIViewController {}
            final class ImageViewer: UIViewController {}
            """, [
                "ReaderController -popover-> FontPicker @1️⃣", "ReaderController -sheet-> ShareOptions @2️⃣",
                "ReaderController -fullScreenCover-> ImageViewer @3️⃣",
            ])
    }

    @Test func aSplitViewShowsItsPrimaryColumnAndTheDetailItsListShows() {
        check("""
            @main
            final class Delegate: UIResponder, UIApplicationDelegate {}
            final class Scenes: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let columns = UISplitViewController(style: .doubleColumn)
                    columns.setViewController(UINavigationController(rootViewController: Mailboxes()), for: .primary)
                    columns.setViewController(Placeholder(), for: .secondary)
                    window = UIWindow(windowScene: windowScene)
                    1️⃣window?.rootViewController = columns
                }
            }
            final class Mailboxes: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    2️⃣showDetailViewController(UINavigationController(rootViewController: MessageController()), sender: self)
                }
            }
            final class MessageController: UIViewController {}
            final class Placeholder: UIViewController {}
            """, ["Delegate -child-> Mailboxes @1️⃣", "Mailboxes -push-> MessageController @2️⃣"])
    }

    @Test func aSplitViewsCompactColumnIsWhatAnIPhoneShows() {
        check("""
            @main
            final class Launch: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let split = MainSplit(style: .tripleColumn)
                    split.setViewController(PhoneTabsHome(), for: .compact)
                    split.setViewController(Sidebar(), for: .primary)
                    window = UIWindow()
                    1️⃣window?.rootViewController = split
                    return true
                }
            }
            final class MainSplit: UISplitViewController {}
            final class PhoneTabsHome: UIViewController {}
            final class Sidebar: UIViewController {}
            """, ["Launch -child-> PhoneTabsHome @1️⃣"])
    }

    @Test func aSplitViewGivenItsViewControllersShowsTheFirst() {
        check("""
            @main
            final class Launch: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let split = UISplitViewController()
                    split.viewControllers = [UINavigationController(rootViewController: Folders()), Editor()]
                    window = UIWindow()
                    1️⃣window?.rootViewController = split
                    return true
                }
            }
            final class Folders: UIViewController {}
            final class Editor: UIViewController {}
            """, ["Launch -child-> Folders @1️⃣"])
    }

    @Test func aTabBarAHelperBuildsIntoALocalFromTabsAnotherHelperReturns() {
        check("""
            @main
            final class Launch: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let root = buildRoot()
                    window = UIWindow()
                    window?.rootViewController = root
                    return true
                }
                private func buildRoot() -> UITabBarController {
                    let bar = UITabBarController()
                    1️⃣bar.setViewControllers(tabControllers(), animated: false)
                    return bar
                }
                private func tabControllers() -> [UIViewController] {
                    let home = UINavigationController(rootViewController: TodayController())
                    let stats = StatsController()
                    return [home, stats]
                }
            }
            final class TodayController: UIViewController {}
            final class StatsController: UIViewController {}
            """, ["Launch -tab-> TodayController @1️⃣", "Launch -tab-> StatsController @1️⃣"])
    }

    /// A tab bar controller subclass giving itself its tabs as `[a, b].map { Wrapper(rootViewController: $0) }`:
    /// each tab is the screen the wrapper is built around.
    @Test func tabsWrappedByMappingTheirScreensAreThoseScreens() {
        check("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class WindowDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = ShellTabsController()
                }
            }
            final class ShellTabsController: UITabBarController {
                let agenda = AgendaController()
                let contacts = ContactsController()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    1️⃣viewControllers = [agenda, contacts].map { StyledNavigationController(rootViewController: $0) }
                }
                required init?(coder: NSCoder) { nil }
            }
            final class StyledNavigationController: UINavigationController {}
            final class AgendaController: UIViewController {}
            final class ContactsController: UIViewController {}
            """, [
                "AppDelegate -child-> ShellTabsController",
                "ShellTabsController -tab-> AgendaController @1️⃣", "ShellTabsController -tab-> ContactsController @1️⃣",
            ])
    }

    /// Buttons the app delegate adds to its window float above every screen: what their actions
    /// show is shown from the app — a handler closure, and a command whose closure returns a chain
    /// built before it (`let openChat = closeOverlays().followed(by: showChat())`), whose work runs
    /// when the command's caller takes it. A presenting method no window control calls is no move.
    @Test func aButtonTheAppDelegateAddsToItsWindowShowsWhatItsActionShowsFromTheApp() {
        check("""
            @main
            final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private let feedbackButton = FloatingButton()
                private let chatButton = FloatingButton()
                private let reachability = Reachability()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    1️⃣window?.rootViewController = CatalogController()
                    installFloatingButtons()
                    return true
                }
                private func installFloatingButtons() {
                    2️⃣feedbackButton.onTap = { [weak self] in
                        self?.window?.rootViewController?.present(FeedbackController(), animated: true)
                    }
                    3️⃣chatButton.command = chatCommand()
                    self.window?.addSubview(feedbackButton)
                    window?.addSubview(chatButton)
                }
                func chatCommand() -> Command {
                    return Command { [unowned self] in
                        let openChat = self.closeOverlays().followed(by: self.showChat())
                        return self.reachability.isOnline.flatMap { online -> Future<Void, Never> in
                            if online { return openChat }
                            return Future { _ in }
                        }
                    }
                }
                func closeOverlays() -> Future<Void, Never> {
                    return Future { done in
                        self.window?.rootViewController?.dismiss(animated: true)
                        done(.success(()))
                    }
                }
                func showChat() -> Future<Void, Never> {
                    return Future { done in
                        self.window?.rootViewController?.present(ChatController(), animated: true)
                        done(.success(()))
                    }
                }
                func openSupport() {
                    window?.rootViewController?.present(SupportController(), animated: true)
                }
            }
            extension Future {
                func followed(by next: @autoclosure @escaping () -> Future<Output, Failure>) -> Future<Output, Failure> {
                    let deferred = Deferred { next() }
                    return self.append(deferred)
                }
            }
            final class FloatingButton: UIButton {
                var onTap: (() -> Void)?
                var command: Command?
            }
            final class CatalogController: UIViewController {}
            final class FeedbackController: UIViewController {}
            final class ChatController: UIViewController {}
            final class SupportController: UIViewController {}
            """, [
                "ShopAppDelegate -child-> CatalogController @1️⃣",
                "ShopAppDelegate -sheet-> FeedbackController @2️⃣",
                "ShopAppDelegate -sheet-> ChatController @3️⃣",
                "ShopAppDelegate -replace-> ChatController @3️⃣",
            ])
    }

    /// A settings list hands the row the user tapped to its delegate, which switches over it: the
    /// row is whichever the user picks, so each case's push is a move from the list (not a value
    /// known only at run time).
    @Test func aRowTheUserPicksTakesEachCaseTheDelegateSwitchesOver() {
        check("""
            enum PreferenceRow { case profile, reminders, credits }
            protocol PreferencesListDelegate: AnyObject {
                func preferencesList(_ list: PreferencesListController, picked row: PreferenceRow)
            }
            final class PreferencesListController: UITableViewController {
                weak var delegate: PreferencesListDelegate?
                private let rows: [PreferenceRow] = [.profile, .reminders, .credits]
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let row = rows[indexPath.row]
                    delegate?.preferencesList(self, picked: row)
                }
            }
            final class PreferencesCoordinator: PreferencesListDelegate {
                let navigation = UINavigationController()
                func start() {
                    let list = PreferencesListController()
                    list.delegate = self
                    navigation.setViewControllers([list], animated: false)
                }
                func preferencesList(_ list: PreferencesListController, picked row: PreferenceRow) {
                    switch row {
                    case .profile: navigation.pushViewController(ProfileEditorController(), animated: true)
                    case .reminders: navigation.pushViewController(RemindersController(), animated: true)
                    case .credits: navigation.pushViewController(CreditsController(), animated: true)
                    }
                }
            }
            final class ProfileEditorController: UIViewController {}
            final class RemindersController: UIViewController {}
            final class CreditsController: UIViewController {}
            """, [
                "PreferencesListController -push-> ProfileEditorController",
                "PreferencesListController -push-> RemindersController",
                "PreferencesListController -push-> CreditsController",
            ])
    }

    /// A column-style split view (iOS 14) whose screens bring the next column forward: on an
    /// iPhone the collapsed split pushes that column's screen over the one before, whoever asks
    /// (here a coordinator-like object the columns share); going back to the primary is no move.
    @Test func showingASplitColumnPushesItsScreenOverTheColumnBefore() {
        check("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    1️⃣window?.rootViewController = LibrarySplit(style: .tripleColumn)
                    return true
                }
            }
            final class LibrarySplit: UISplitViewController {
                let selection = ShelfSelection()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    selection.split = self
                    setViewController(ShelvesController(selection: selection), for: .primary)
                    setViewController(BooksController(selection: selection), for: .supplementary)
                    setViewController(PageController(), for: .secondary)
                }
            }
            final class ShelfSelection {
                weak var split: LibrarySplit?
                func pickShelf() { 2️⃣split?.showColumn(.supplementary) }
                func pickBook() { 3️⃣split?.showColumn(.secondary) }
                func backToShelves() { split?.showColumn(.primary) }
            }
            final class ShelvesController: UITableViewController {
                let selection: ShelfSelection
                init(selection: ShelfSelection) { self.selection = selection; super.init(style: .plain) }
                required init?(coder: NSCoder) { nil }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selection.pickShelf() }
            }
            final class BooksController: UITableViewController {
                let selection: ShelfSelection
                init(selection: ShelfSelection) { self.selection = selection; super.init(style: .plain) }
                required init?(coder: NSCoder) { nil }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selection.pickBook() }
                func close() { selection.backToShelves() }
            }
            final class PageController: UIViewController {}
            """, [
                "AppDelegate -child-> LibrarySplit @1️⃣",
                "ShelvesController -push-> BooksController @2️⃣",
                "BooksController -push-> PageController @3️⃣",
            ])
    }

    /// A local made by a closure called on the spot that returns a screen per row, and a hosted
    /// SwiftUI root wrapped in its own `NavigationStack`.
    @Test func aClosureReturningAScreenPerRowAndAHostedStackShowTheirScreens() {
        check("""
            final class OptionsController: UITableViewController {
                enum Row: Int { case log, usage, credits }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let next: UIViewController? = {
                        switch Row(rawValue: indexPath.row) {
                        case .log: return LogController()
                        case .usage: return UIHostingController(rootView: UsageView())
                        case .credits: return UIHostingController(rootView: NavigationStack { CreditsView() })
                        default: return nil
                        }
                    }()
                    if let next {
                        1️⃣navigationController?.pushViewController(next, animated: true)
                    }
                }
                @objc func help() {
                    let host = UIHostingController(rootView: NavigationStack { HelpView() })
                    2️⃣present(host, animated: true)
                }
            }
            final class LogController: UIViewController {}
            struct UsageView: View { var body: some View { Text("usage") } }
            struct CreditsView: View { var body: some View { Text("credits") } }
            struct HelpView: View { var body: some View { Text("help") } }
            """, [
                "OptionsController -push-> LogController @1️⃣",
                "OptionsController -push-> UsageView @1️⃣",
                "OptionsController -push-> CreditsView @1️⃣",
                "OptionsController -sheet-> HelpView @2️⃣",
            ])
    }

    /// A containment helper in an extension of `UIViewController` (`adopt(_:)` calling `addChild`)
    /// hosts what each screen hands it: a local, a stored container the screen fills first, or a
    /// navigation controller built around a factory's screen.
    @Test func aContainmentHelperOnEveryControllerHostsWhatEachScreenHandsIt() {
        check("""
            extension UIViewController {
                func adopt(_ child: UIViewController, into frame: CGRect? = nil) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            final class PlayerShell: UIViewController {
                override func viewDidLoad() {
                    let controls = ControlsPanel()
                    2️⃣adopt(controls)
                }
            }
            final class LibraryShell: UIViewController {
                private var browser: UINavigationController!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if browser == nil {
                        browser = UINavigationController(rootViewController: ShelfList())
                        3️⃣adopt(browser)
                    }
                }
            }
            final class StoreShell: UIViewController {
                override func viewDidLoad() {
                    4️⃣adopt(UINavigationController(rootViewController: makeCatalogue()))
                }
                private func makeCatalogue() -> CatalogueList { CatalogueList() }
            }
            final class ControlsPanel: UIViewController {}
            final class ShelfList: UIViewController {}
            final class CatalogueList: UIViewController {}
            """, [
                "PlayerShell -child-> ControlsPanel @2️⃣",
                "LibraryShell -child-> ShelfList @3️⃣",
                "StoreShell -child-> CatalogueList @4️⃣",
            ])
    }

    /// A pager's data source (a view model the pager holds) lists the pages in its own
    /// `viewControllers`: they are pages the pager shows in place, not a navigation stack pushed
    /// one over the other.
    @Test func pagesADataSourceListsAreChildrenOfThePagerNotAStack() {
        check("""
            final class GalleryPager: SwipePagerViewController {
                let model = GalleryModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = model
                }
            }
            final class GalleryModel: NSObject, SwipePagerDataSource {
                var viewControllers: [UIViewController]
                override init() {
                    let recent = RecentPhotos()
                    let albums = AlbumGrid()
                    1️⃣self.viewControllers = [recent, albums, SharedAlbums()]
                    super.init()
                }
                func page(at index: Int) -> UIViewController? { viewControllers[index] }
            }
            final class RecentPhotos: UIViewController {}
            final class AlbumGrid: UIViewController {}
            final class SharedAlbums: UIViewController {}
            """, [
                "GalleryPager -child-> RecentPhotos @1️⃣", "GalleryPager -child-> AlbumGrid @1️⃣",
                "GalleryPager -child-> SharedAlbums @1️⃣",
            ])
    }

    /// A pager library asks its subclass for the pages through an override returning
    /// `[UIViewController]`: every page it may return is a child of the screen.
    @Test func pagesAPagerOverrideReturnsAreChildrenOfTheScreen() {
        check("""
            final class RecipeController: StripPagerViewController {
                var showsWine = false
                override func pages(for strip: StripPagerViewController) -> [UIViewController] {
                    var pages: [UIViewController] = [1️⃣IngredientsPage()]
                    2️⃣pages.append(makeSteps())
                    if showsWine {
                        let wine = WinePairingPage()
                        3️⃣pages.append(wine)
                    }
                    return pages
                }
                private func makeSteps() -> UIViewController {
                    let steps = StepsPage()
                    return steps
                }
                func notAPager() -> [UIViewController] { [UnlistedPage()] }
            }
            final class IngredientsPage: UIViewController {}
            final class StepsPage: UIViewController {}
            final class WinePairingPage: UIViewController {}
            final class UnlistedPage: UIViewController {}
            """, [
                "RecipeController -child-> IngredientsPage @1️⃣", "RecipeController -child-> StepsPage @2️⃣",
                "RecipeController -child-> WinePairingPage @3️⃣",
            ])
    }

    /// A base controller the app never shows itself (no construction, no storyboard scene) runs its
    /// code on each screen subclassing it: the moves start at the subclasses, and the base is no node.
    @Test func aBaseControllerNeverShownItselfMovesFromEachSubclass() {
        check("""
            class ScanningController: UIViewController {
                @objc func scan() {
                    let camera = UIImagePickerController()
                    1️⃣present(camera, animated: true)
                }
                @objc func help() {
                    2️⃣navigationController?.pushViewController(HelpPage(), animated: true)
                }
            }
            final class ReceiptScanner: ScanningController {}
            final class TicketScanner: ScanningController {
                @objc override func help() {
                    3️⃣present(TicketHelp(), animated: true)
                }
            }
            final class Wallet: UIViewController {
                @objc func receipts() { 4️⃣navigationController?.pushViewController(ReceiptScanner(), animated: true) }
                @objc func tickets() { 5️⃣navigationController?.pushViewController(TicketScanner(), animated: true) }
            }
            final class HelpPage: UIViewController {}
            final class TicketHelp: UIViewController {}
            """, [
                "Wallet -push-> ReceiptScanner @4️⃣", "Wallet -push-> TicketScanner @5️⃣",
                "ReceiptScanner -sheet-> ReceiptScanner.UIImagePickerController @1️⃣",
                "TicketScanner -sheet-> TicketScanner.UIImagePickerController @1️⃣",
                "ReceiptScanner -push-> HelpPage @2️⃣",
                "TicketScanner -sheet-> TicketHelp @3️⃣",
            ])
    }

    /// A helper every controller gets (`extension UIViewController`) is also a method of screens
    /// built on a controller no source declares: UIKit's `UITableViewController`, or a library's
    /// chat controller, even one the app extends itself.
    @Test func helpersOnEveryControllerReachScreensBuiltOnUndeclaredControllers() {
        check("""
            extension UIViewController {
                func open(_ screen: UIViewController) {
                    navigationController?.pushViewController(screen, animated: true)
                }
            }
            extension ChatInputViewController {
                func styleInput() {}
            }
            final class Preferences: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    1️⃣open(Licenses())
                }
            }
            final class Conversation: ChatInputViewController {
                @objc func tapAvatar() { 2️⃣open(Profile()) }
            }
            final class Composer: DraftingViewController {
                @objc func attach() { 3️⃣open(Attachments()) }
            }
            final class Licenses: UIViewController {}
            final class Profile: UIViewController {}
            final class Attachments: UIViewController {}
            """, [
                "Preferences -push-> Licenses @1️⃣", "Conversation -push-> Profile @2️⃣", "Composer -push-> Attachments @3️⃣",
            ])
    }

    /// `hud.dismiss(animated:)` on an app object that is no controller (a progress overlay) does
    /// what its own method does: an alert shown after it is an alert, not a screen replaced.
    @Test func dismissingAnOverlayObjectIsNoDismissalOfTheScreen() {
        check("""
            final class Spinner {
                func dismiss(animated: Bool) -> Promise<Void> { Promise(()) }
            }
            final class Upload: UIViewController {
                let spinner = Spinner()
                func failed(_ error: Error) {
                    spinner.dismiss(animated: true).then {
                        let alert = UIAlertController(title: "Failed", message: nil, preferredStyle: .alert)
                        1️⃣self.present(alert, animated: true)
                    }
                }
            }
            """, ["Upload -alert-> Upload.UIAlertController @1️⃣"])
    }

    /// A helper raising a window of its own above the app's (`windowLevel = .statusBar`) and
    /// rooting a controller there covers the app until it goes; the app's own window root is still
    /// a reset of what it shows.
    @Test func aControllerRootedInARaisedWindowOfItsOwnCoversTheApp() {
        check("""
            @main
            final class Entry: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    1️⃣window?.rootViewController = UINavigationController(rootViewController: InboxController())
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            final class Banner {
                private var panel: UIWindow?
                func present(over scene: UIWindowScene) {
                    let panel = UIWindow(windowScene: scene)
                    panel.windowLevel = .statusBar
                    panel.rootViewController = ReceiptController()
                    panel.isHidden = false
                    self.panel = panel
                }
            }
            final class InboxController: UIViewController {
                @objc func paid() {
                    guard let scene = view.window?.windowScene else { return }
                    2️⃣Banner().present(over: scene)
                }
            }
            final class ReceiptController: UIViewController {}
            """, [
                "Entry -child-> InboxController @1️⃣",
                "InboxController -fullScreenCover-> ReceiptController @2️⃣",
            ])
    }

    /// A page view controller showing a page (`setViewControllers(_:direction:animated:)`) hosts
    /// it as a child, also a page hosting SwiftUI content: turning pages is no new navigation stack.
    @Test func aPageViewControllerHostsThePageItShows() {
        check("""
            final class GalleryPager: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣setViewControllers([PhotoPageController()], direction: .forward, animated: false)
                }
                @objc func showCredits() {
                    3️⃣setViewControllers([CreditsHost()], direction: .forward, animated: true)
                }
            }
            final class PhotoPageController: UIViewController {}
            final class CreditsHost: UIHostingController<CreditsView> {
                init() { super.init(rootView: CreditsView()) }
            }
            struct CreditsView: View {
                var body: some View { Text("Credits") }
            }
            final class AlbumController: UIViewController {
                @objc func open() { 2️⃣navigationController?.pushViewController(GalleryPager(), animated: true) }
            }
            """, ["GalleryPager -child-> PhotoPageController @1️⃣", "AlbumController -push-> GalleryPager @2️⃣",
                  "GalleryPager -child-> CreditsView @3️⃣"])
    }

    /// `final class StackHost: UIViewController` holding a `UINavigationController` that its own
    /// `pushViewController(_:animated:)` and `pushFlow(_:)` push onto: a navigation container the
    /// coordinators use, not a screen, so what goes through it is pushed from the screen whose
    /// callback asked for it.
    @Test func aViewControllerWrappingANavigationControllerIsNoScreen() {
        EdgeExpectation.check("""
            import UIKit
            protocol Providing: AnyObject { var rootViewController: UIViewController { get } }
            final class StackHost: UIViewController {
                private let inner = UINavigationController()
                func pushFlow(_ flow: Providing, animated: Bool) { pushViewController(flow.rootViewController, animated: animated) }
                func pushViewController(_ controller: UIViewController, animated: Bool) { inner.pushViewController(controller, animated: animated) }
            }
            protocol AlbumsDelegate: AnyObject { func didOpenAlbum(in controller: UIViewController) }
            final class AlbumsViewController: UIViewController {
                weak var delegate: AlbumsDelegate?
                @objc func opened() { 1️⃣delegate?.didOpenAlbum(in: self) }
            }
            final class AlbumViewController: UIViewController {}
            final class AlbumFlow: Providing {
                var rootViewController: UIViewController { return AlbumViewController() }
            }
            final class GalleryCoordinator: AlbumsDelegate {
                let navigationController = StackHost()
                func showAlbums() {
                    let albums = AlbumsViewController()
                    albums.delegate = self
                    navigationController.pushViewController(albums, animated: true)
                }
                func didOpenAlbum(in controller: UIViewController) { openAlbum() }
                func openAlbum() { navigationController.pushFlow(AlbumFlow(), animated: true) }
            }
            """, ["AlbumsViewController -push-> AlbumViewController @1️⃣"])
    }

    /// `title = R.string.localizable.about()`: a call on a member chain starting at a type the
    /// sources do not declare (a generated resource accessor) is no call of the coordinator method
    /// that happens to share its name.
    @Test func aCallOnAnUndeclaredTypesMemberIsNoAppMethod() {
        EdgeExpectation.check("""
            import UIKit
            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = R.string.localizable.about()
                }
            }
            final class SettingsViewController: UIViewController {
                weak var flow: SettingsFlow?
                @objc func aboutTapped() { 1️⃣flow?.about() }
            }
            final class SettingsFlow {
                let navigation = UINavigationController()
                func start() {
                    let settings = SettingsViewController()
                    settings.flow = self
                    navigation.pushViewController(settings, animated: false)
                }
                func about() { navigation.pushViewController(AboutViewController(), animated: true) }
            }
            """, ["SettingsViewController -push-> AboutViewController @1️⃣"])
    }

    /// A class holding a navigation wrapper of the app (`let stage = StageHost()`) is a coordinator,
    /// as one holding a `UINavigationController` is: the screen it shows and is the delegate of does
    /// not run the coordinator's `start()` as its own move (no `Plays -push-> Plays`).
    @Test func aClassHoldingANavigationWrapperIsACoordinator() {
        EdgeExpectation.check("""
            import UIKit
            final class StageHost: UIViewController {
                private let inner = UINavigationController()
                func pushViewController(_ controller: UIViewController, animated: Bool) { inner.pushViewController(controller, animated: animated) }
            }
            protocol PlaysDelegate: AnyObject { func didPickPlay(in controller: UIViewController) }
            final class PlaysViewController: UIViewController {
                weak var delegate: PlaysDelegate?
                @objc func picked() { 1️⃣delegate?.didPickPlay(in: self) }
            }
            final class PlayViewController: UIViewController {}
            final class TheatreCoordinator: PlaysDelegate {
                let stage = StageHost()
                func start() {
                    let plays = PlaysViewController()
                    plays.delegate = self
                    stage.pushViewController(plays, animated: false)
                }
                func didPickPlay(in controller: UIViewController) { stage.pushViewController(PlayViewController(), animated: true) }
            }
            """, ["PlaysViewController -push-> PlayViewController @1️⃣"])
    }
}
