import FlowGraphExtractor
import Testing

/// How a UIKit app says which application delegate it launches with, and what its first
/// controllers hold.
struct AppEntryShapesTests {
    /// No `@main`: the main file's `UIApplicationMain` names the delegate, through a top-level
    /// constant choosing between a test delegate (by string) and the app's own (`X.self`). The
    /// scene delegate's window root then hangs off that app, not off the test delegate.
    @Test func theDelegateTheMainFileLaunchesIsTheApp() {
        EdgeExpectation.check("""
            import UIKit
            let launchedDelegate = ProcessInfo.processInfo.arguments.contains("-probe") ? "ProbeDelegate" : NSStringFromClass(Quay.self)
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, launchedDelegate)
            final class Quay: UIResponder, UIApplicationDelegate {}
            final class ProbeDelegate: UIResponder, UIApplicationDelegate {}
            final class Moorings: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    1️⃣window.rootViewController = LedgerViewController()
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            final class LedgerViewController: UIViewController {}
            """, ["Quay -child-> LedgerViewController @1️⃣"])
    }

    /// The main file picks a test delegate when XCTest is loaded, both named as types: the other
    /// branch is the app, and the scene delegate's root hangs off it alone.
    @Test func theDelegateLaunchedWhenNoTestRunsIsTheApp() {
        EdgeExpectation.check("""
            import UIKit
            let underXCTest = NSClassFromString("XCTestCase") != nil
            let delegateName = underXCTest ? NSStringFromClass(HarnessDelegate.self) : NSStringFromClass(Wharf.self)
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateName)
            final class Wharf: UIResponder, UIApplicationDelegate {}
            final class HarnessDelegate: NSObject, UIApplicationDelegate {}
            final class Pier: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    1️⃣window.rootViewController = ManifestViewController()
                    self.window = window
                }
            }
            final class ManifestViewController: UIViewController {}
            """, ["Wharf -child-> ManifestViewController @1️⃣"])
    }

    /// A launch coordinator picks the window's root in the branches of an `if` into a constant
    /// declared without a value (one branch building it in a local of its own), then installs it
    /// through a function declared at the end of the method, whose parameter is named otherwise:
    /// either screen is a root of the app.
    @Test func aRootChosenInBranchesAndInstalledByALocalFunctionIsEachRoot() {
        EdgeExpectation.check("""
            import UIKit
            @main final class Tidewater: UIResponder, UIApplicationDelegate {}
            final class Estuary: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var pilot: HarbourPilot?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    let pilot = HarbourPilot(window: window, vault: Vault())
                    self.pilot = pilot
                    pilot.dock()
                    window.makeKeyAndVisible()
                }
            }
            final class Vault { var unlocked = false }
            final class HarbourPilot: NSObject {
                private weak var window: UIWindow?
                private let vault: Vault
                init(window: UIWindow?, vault: Vault) {
                    self.window = window
                    self.vault = vault
                    super.init()
                }
                func dock() {
                    guard let window else { return }
                    let first: UIViewController
                    if vault.unlocked {
                        first = BerthSplitController()
                    } else {
                        let gate = GateViewController()
                        gate.title = "Gate"
                        first = gate
                    }
                    moor(first, to: window)

                    func moor(_ controller: UIViewController, to window: UIWindow) {
                        1️⃣window.rootViewController = controller
                    }
                }
            }
            final class BerthSplitController: UISplitViewController {}
            final class GateViewController: UIViewController {}
            """, ["Tidewater -child-> BerthSplitController @1️⃣", "Tidewater -child-> GateViewController @1️⃣"])
    }

    /// A tab bar whose list of controllers each branch of a flag fills (one tab made inside its
    /// branch), wrapped per element by a helper of the app: every listed screen is a tab.
    @Test func aTabListFilledInEachBranchHoldsEveryListedScreen() {
        EdgeExpectation.check("""
            import UIKit
            enum Chrome {
                static func framed(_ controller: UIViewController, tint: Int = 0) -> UINavigationController {
                    UINavigationController(rootViewController: controller)
                }
            }
            final class DeckTabs: UITabBarController {
                var showsQueue = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var shown = [UIViewController]()
                    let stations = StationsViewController()
                    let charts = ChartsViewController()
                    if showsQueue {
                        let queue = QueueViewController()
                        shown = [stations, charts, queue]
                    } else {
                        shown = [stations, charts]
                    }
                    1️⃣viewControllers = shown.map { Chrome.framed($0) }
                }
            }
            final class StationsViewController: UIViewController {}
            final class ChartsViewController: UIViewController {}
            final class QueueViewController: UIViewController {}
            @main final class Radio: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    2️⃣window?.rootViewController = DeckTabs()
                    return true
                }
            }
            """, [
                "Radio -child-> DeckTabs @2️⃣",
                "DeckTabs -tab-> StationsViewController @1️⃣", "DeckTabs -tab-> ChartsViewController @1️⃣",
                "DeckTabs -tab-> QueueViewController @1️⃣",
            ])
    }

    /// A navigation controller kept in a stored property built around its first screen, later
    /// made the window's root: the app shows that screen. Two properties built around each other
    /// end the question instead of asking it forever (this crashed extraction).
    @Test func aStoredNavigationControllerShowsTheScreenItIsBuiltAround() {
        EdgeExpectation.check("""
            import UIKit
            @main final class Lighthouse: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = UINavigationController(rootViewController: BeaconViewController())
                var north: UIViewController!
                var south: UIViewController!
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if ProcessInfo.processInfo.arguments.contains("-mirror") {
                        north = UINavigationController(rootViewController: south)
                        south = UINavigationController(rootViewController: north)
                        window?.rootViewController = north
                    } else {
                        1️⃣window?.rootViewController = flow
                    }
                    return true
                }
            }
            final class BeaconViewController: UIViewController {}
            """, ["Lighthouse -child-> BeaconViewController @1️⃣"])
    }
}
