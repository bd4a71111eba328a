import Testing

/// Tab bars given a list of controllers built one `append` at a time.
struct AppendedTabShapesTests {
    /// `var controllers = [UIViewController]()`, then a hosting controller of a stored view, a
    /// controller in a local and one built in place appended: each is a tab, in order.
    @Test func eachControllerAppendedToTheListIsATab() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI
            struct VaultView: View { var body: some View { Text("v") } }
            struct SettingsPane: View { var body: some View { Text("s") } }
            final class LogViewController: UIViewController {}
            final class HubController: UITabBarController {
                let vaultView: VaultView
                init(vaultView: VaultView) { self.vaultView = vaultView; super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var controllers = [UIViewController]()
                    let vaultController = UIHostingController(rootView: vaultView)
                    vaultController.tabBarItem.image = nil
                    controllers.append(vaultController)
                    let logController = LogViewController()
                    controllers.append(logController)
                    controllers.append(UIHostingController(rootView: SettingsPane()))
                    1️⃣viewControllers = controllers
                }
            }
            @main final class Keeper: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    2️⃣window?.rootViewController = HubController(vaultView: VaultView())
                    return true
                }
            }
            """, [
                "Keeper -child-> HubController @2️⃣", "HubController -tab-> VaultView @1️⃣",
                "HubController -tab-> LogViewController @1️⃣", "HubController -tab-> SettingsPane @1️⃣",
            ])
    }

    /// Tabs of stored navigation controllers built empty, whose stacks the tab bar sets later
    /// (`atlasStack.viewControllers = [AtlasController()]`, `self.logStack.setViewControllers(…)`):
    /// each tab is the screen its stack starts with.
    @Test func aStoredStackFilledLaterIsTheTabOfItsFirstScreen() {
        EdgeExpectation.check("""
            import UIKit
            final class AtlasController: UIViewController {}
            final class LogController: UIViewController {}
            final class CompassController: UIViewController {}
            final class VoyageTabs: UITabBarController {
                private let atlasStack = UINavigationController()
                private let logStack = UINavigationController()
                private let compassStack = UINavigationController(rootViewController: CompassController())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣viewControllers = [atlasStack, logStack, compassStack]
                    atlasStack.viewControllers = [AtlasController()]
                    fillLog()
                }
                private func fillLog() {
                    self.logStack.setViewControllers([LogController()], animated: false)
                }
            }
            """, ["VoyageTabs -tab-> AtlasController @1️⃣", "VoyageTabs -tab-> LogController @1️⃣", "VoyageTabs -tab-> CompassController @1️⃣"])
    }
}
