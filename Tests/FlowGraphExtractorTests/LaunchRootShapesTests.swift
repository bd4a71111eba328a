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
}
