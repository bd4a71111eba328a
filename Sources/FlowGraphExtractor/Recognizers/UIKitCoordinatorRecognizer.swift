import FlowGraph

/// UIKit coordinators: a class holding a `UINavigationController` (and usually
/// `childCoordinators`) whose `start()` shows its root; `pushViewController` → push,
/// `present(_:animated:)` → sheet, or full screen when `modalPresentationStyle = .fullScreen`; a
/// framework controller presented (`UIAlertController` → alert, or confirmation dialog for an action
/// sheet; `SFSafariViewController`, `UIActivityViewController`, … → sheet) is the node `<Presenter>.<Class>`;
/// `setViewControllers`/window root → reset, a child coordinator's `start()` → `child`, a tab bar
/// controller given its tabs (`viewControllers = [child.navigationController, …]`) → `tab` edges
/// from the coordinator to each tab's root; a `UITabBarController` subclass giving itself its
/// tabs in `viewDidLoad`, `loadView` or `init` is a tab container with `tab` edges to them.
/// The `@main` application delegate is the app: launching (its `didFinishLaunching`, a scene
/// delegate's `scene(_:willConnectTo:options:)`) shows the window's root or a started
/// coordinator's root through `child` edges; a plain `UITabBarController` it builds makes the
/// app the tab bar, with `tab` edges to each tab's root.
/// Calls from view controllers (`coordinator?.showX()`, delegates) and closures the coordinator
/// hands to them run on those controllers. A scene router (`present(scene:from:transition:)`)
/// shows, for each call, the controller its `switch` builds for that scene, the way the
/// transition argument says; `tabBarController?.selectedIndex = N` switches to the Nth tab.
/// A storyboard controller is the type it is cast to (`… as! DetailViewController`).
public struct UIKitCoordinatorRecognizer: NavigationRecognizing {
    public static let identifier = "uikit-coordinator"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .uikit)
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            final class SceneRouter {
                enum Scene { case detail(id: Int), compose }
                enum Transition { case push, modal }
                func show(_ scene: Scene, from sender: UIViewController, transition: Transition) {
                    guard let controller = controller(for: scene) else { return }
                    switch transition {
                    case .push: sender.navigationController?.pushViewController(controller, animated: true)
                    case .modal: sender.present(UINavigationController(rootViewController: controller), animated: true)
                    }
                }
                private func controller(for scene: Scene) -> UIViewController? {
                    switch scene {
                    case .detail(let id): return DetailController(id: id)
                    case .compose: return ComposeController()
                    }
                }
            }
            final class TimelineController: UIViewController {
                let router: SceneRouter
                init(router: SceneRouter) { self.router = router; super.init(nibName: nil, bundle: nil) }
                func select(_ id: Int) { 1️⃣router.show(.detail(id: id), from: self, transition: .push) }
                func write() { 2️⃣router.show(.compose, from: self, transition: .modal) }
            }
            final class DetailController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
            final class ComposeController: UIViewController {}
            """, edges: ["TimelineController -push-> DetailController @1️⃣", "TimelineController -sheet-> ComposeController @2️⃣"]),
        RecognizerExample("""
            protocol Coordinating: AnyObject { func start() }
            final class ShopCoordinator: Coordinating {
                let nav: UINavigationController
                var childCoordinators: [Coordinating] = []
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let list = ProductListViewController()
                    list.coordinator = self
                    list.onHelp = { [weak self] in
                        3️⃣self?.showHelp()
                    }
                    nav.setViewControllers([list], animated: false)
                }
                func showProduct(id: Int) {
                    nav.pushViewController(ProductViewController(id: id), animated: true)
                }
                func showHelp() {
                    let help = HelpViewController()
                    help.modalPresentationStyle = .fullScreen
                    nav.present(help, animated: true)
                }
                func showCheckout() {
                    let child = CheckoutCoordinator(nav: nav)
                    childCoordinators.append(child)
                    child.start()
                }
            }
            final class CheckoutCoordinator: Coordinating {
                let nav: UINavigationController
                var childCoordinators: [Coordinating] = []
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.pushViewController(CartViewController(), animated: true) }
            }
            final class ProductListViewController: UIViewController {
                weak var coordinator: ShopCoordinator?
                var onHelp: (() -> Void)?
                func didSelect(_ id: Int) { 1️⃣coordinator?.showProduct(id: id) }
                func checkout() { 2️⃣coordinator?.showCheckout() }
                func oops() { 4️⃣present(UIAlertController(title: "x", message: nil, preferredStyle: .alert), animated: true) }
            }
            final class ProductViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
            final class HelpViewController: UIViewController {}
            final class CartViewController: UIViewController {}
            """, edges: [
                "ProductListViewController -push-> ProductViewController @1️⃣",
                "ProductListViewController -child-> CartViewController @2️⃣",
                "ProductListViewController -fullScreenCover-> HelpViewController @3️⃣",
                "ProductListViewController -alert-> ProductListViewController.UIAlertController @4️⃣",
            ]),
        // A tab bar controller that sets up its own tabs, each in a navigation controller or not.
        RecognizerExample("""
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = UINavigationController(rootViewController: FeedViewController())
                    feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
                    1️⃣setViewControllers([feed, InboxViewController()], animated: false)
                }
            }
            final class FeedViewController: UIViewController {}
            final class InboxViewController: UIViewController {}
            """, edges: [
                "RootTabs -tab-> FeedViewController @1️⃣",
                "RootTabs -tab-> InboxViewController @1️⃣",
            ]),
        // The app delegate starts a coordinator; the scene delegate gives the window its root.
        RecognizerExample("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var coordinator: OnboardingCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator = OnboardingCoordinator(nav: UINavigationController())
                    1️⃣coordinator?.start()
                    return true
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    2️⃣window?.rootViewController = ShellViewController()
                }
            }
            final class OnboardingCoordinator {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.setViewControllers([IntroViewController()], animated: false) }
            }
            final class IntroViewController: UIViewController {}
            final class ShellViewController: UIViewController {}
            """, edges: [
                "AppDelegate -child-> IntroViewController @1️⃣",
                "AppDelegate -child-> ShellViewController @2️⃣",
            ]),
        // An application delegate that is not `@main` (a test double) is not the app.
        RecognizerExample("""
            final class TestAppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = StubViewController()
                    return true
                }
            }
            final class StubViewController: UIViewController {}
            """),
        // A framework controller the app presents (an alert, an action sheet, a browser) is a screen
        // of the presenter's own, `<Presenter>.<Class>`: each screen's alert is its own place.
        RecognizerExample("""
            final class ErrorsViewController: UIViewController {
                func show(_ error: Error) {
                    let alert = UIAlertController(title: "Error", message: "\\(error)", preferredStyle: .alert)
                    1️⃣present(alert, animated: true)
                }
                func confirm() {
                    let choices = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    2️⃣present(choices, animated: true)
                }
                func help() { 3️⃣present(SFSafariViewController(url: URL(string: "https://example.com")!), animated: true) }
            }
            """, edges: [
                "ErrorsViewController -alert-> ErrorsViewController.UIAlertController @1️⃣",
                "ErrorsViewController -confirmationDialog-> ErrorsViewController.UIAlertController @2️⃣",
                "ErrorsViewController -sheet-> ErrorsViewController.SFSafariViewController @3️⃣",
            ]),
    ]
}
