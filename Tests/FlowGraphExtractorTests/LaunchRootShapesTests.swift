import FlowGraphExtractor
import Testing

/// What launching a UIKit app shows first: a root chosen by a condition, set inside an animation block.
struct LaunchRootShapesTests {
    /// `UIView.transition(with:duration:options:animations:)` runs its `animations` now: the
    /// window's new root is shown from the code calling it, either screen of a condition not
    /// known here.
    @Test func aRootSwappedInsideAWindowTransitionIsShown() {
        EdgeExpectation.check("""
            import UIKit
            final class Launcher {
                func swapRoot(of window: UIWindow, signedIn: Bool) {
                    UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: {
                        1️⃣window.rootViewController = signedIn ? DeskViewController() : WelcomeViewController()
                    })
                }
            }
            final class DeskViewController: UIViewController {}
            final class WelcomeViewController: UIViewController {}
            @main final class Workbench: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let launcher = Launcher()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    launcher.swapRoot(of: window, signedIn: UserDefaults.standard.bool(forKey: "token"))
                    return true
                }
            }
            """, ["Workbench -child-> WelcomeViewController @1️⃣", "Workbench -child-> DeskViewController @1️⃣"])
    }

    /// A launch that shows one root or another by a condition known only at run time shows
    /// either: the app hosts both.
    @Test func aRootChosenAtLaunchByAConditionShowsEither() {
        EdgeExpectation.check("""
            import UIKit
            final class MapViewController: UIViewController {}
            final class TourViewController: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    if UserDefaults.standard.bool(forKey: "toured") {
                        1️⃣window.rootViewController = UINavigationController(rootViewController: MapViewController())
                    } else {
                        2️⃣window.rootViewController = TourViewController()
                    }
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            @main final class Atlas: UIResponder, UIApplicationDelegate {}
            """, ["Atlas -child-> MapViewController @1️⃣", "Atlas -child-> TourViewController @2️⃣"])
    }

    /// A shared router whose `switch` over the style sets the window's root and returns: the
    /// push after the `switch` is for the other styles, never for the launch that asks for a root
    /// with no sender.
    @Test func aSwitchCaseThatReturnsEndsThePathThroughIt() {
        let marked = """
            import UIKit
            final class Conductor {
                enum Stop { case depot, platform }
                enum Manner { case base(UIWindow), onward }
                func build(_ stop: Stop) -> UIViewController {
                    switch stop {
                    case .depot: return DepotViewController()
                    case .platform: return PlatformViewController()
                    }
                }
                func travel(to stop: Stop, from sender: UIViewController?, manner: Manner = .onward) {
                    let next = build(stop)
                    switch manner {
                    case .base(let window):
                        1️⃣window.rootViewController = next
                        return
                    case .onward:
                        break
                    }
                    sender?.navigationController?.pushViewController(next, animated: true)
                }
            }
            final class DepotViewController: UIViewController {
                let conductor = Conductor()
                func board() { 2️⃣conductor.travel(to: .platform, from: self) }
            }
            final class PlatformViewController: UIViewController {}
            @main final class Railway: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let conductor = Conductor()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    conductor.travel(to: .depot, from: nil, manner: .base(window))
                    return true
                }
            }
            """
        EdgeExpectation.check(marked, ["Railway -child-> DepotViewController @1️⃣", "DepotViewController -push-> PlatformViewController @2️⃣"])
        // The launch's root comes from the root's line only, not also from the push after the `switch`.
        let source = FixtureSource(marked)
        let launch = SourceExtractor().extract(from: source.corpus()).edges.filter { $0.from == "Railway" }
        #expect(launch.map(\.line) == [source.markerLines["1️⃣"]])
    }

    /// A scene delegate hands the splash screen it shows first a closure that swaps the window's
    /// root when the splash is done: the swap is the splash screen's move, as a closure a
    /// coordinator hands a screen is.
    @Test func aClosureTheLauncherHandsItsFirstScreenRunsOnIt() {
        EdgeExpectation.check("""
            import UIKit
            final class SplashViewController: UIViewController {
                var onReady: (() -> Void)?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    onReady?()
                }
            }
            final class DashboardViewController: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let splash = SplashViewController()
                    1️⃣splash.onReady = { [weak self] in self?.showDashboard() }
                    2️⃣window.rootViewController = splash
                    window.makeKeyAndVisible()
                    self.window = window
                }
                private func showDashboard() {
                    window?.rootViewController = DashboardViewController()
                }
            }
            @main final class Pulse: UIResponder, UIApplicationDelegate {}
            """, ["Pulse -child-> SplashViewController @2️⃣", "SplashViewController -reset-> DashboardViewController @1️⃣"])
    }

    /// `defer { flow.start() }` in `didFinishLaunching`: the deferred block runs as the method
    /// returns, after the rest of it, so the coordinator it starts shows the first screen.
    @Test func aCoordinatorStartedInADeferBlockShowsItsFirstScreen() {
        EdgeExpectation.check("""
            import UIKit
            final class LedgerViewController: UIViewController {}
            final class LedgerFlow {
                let navigation = UINavigationController()
                func start() { navigation.pushViewController(LedgerViewController(), animated: false) }
            }
            @main final class Bookkeeper: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                lazy var flow: LedgerFlow = { LedgerFlow() }()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    1️⃣defer { flow.start() }
                    window = UIWindow()
                    window?.rootViewController = flow.navigation
                    return true
                }
            }
            """, ["Bookkeeper -child-> LedgerViewController @1️⃣"])
    }

    /// `navigation.clearing { … }` with `func clearing(animated: Bool = true, then done: @escaping
    /// Done)` and `typealias Done = () -> Void`: a parameter typed by an alias of a function type
    /// takes the trailing closure, which the helper calls once the stack is cleared.
    @Test func aTrailingClosureGoesToAParameterTypedByAFunctionAlias() {
        EdgeExpectation.check("""
            import UIKit
            typealias Done = () -> Void
            final class ShelfViewController: UIViewController {}
            extension UINavigationController {
                func clearing(animated: Bool = true, then done: @escaping Done) {
                    if let shown = presentedViewController {
                        shown.dismiss(animated: animated) { done() }
                    } else {
                        DispatchQueue.main.async { done() }
                    }
                }
            }
            final class ShelfFlow {
                let navigation = UINavigationController()
                func start() {
                    navigation.clearing { [unowned self] in
                        self.navigation.pushViewController(ShelfViewController(), animated: false)
                    }
                }
            }
            @main final class Reader: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = ShelfFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = flow.navigation
                    1️⃣flow.start()
                    return true
                }
            }
            """, ["Reader -child-> ShelfViewController @1️⃣"])
    }
}
