import Testing

/// Tab bars built from an enum's cases (`panes.map { $0.makeRoot() }`): each case's own method
/// returns its tab's screen.
struct CaseTabShapesTests {
    /// The tabs a model hands over are values of the one enum declaring the method the map calls;
    /// which ones, only the run knows, so every case is a tab, each the screen its `switch self`
    /// case builds (also through a private helper of the enum and a local).
    @Test func aTabPerCaseOfTheEnumWhoseMethodBuildsEachTab() {
        EdgeExpectation.check("""
            import UIKit
            final class Services {}
            enum Pane: Int {
                case today, history, profile
                func makeRoot(using services: Services) -> UIViewController {
                    let root = build(services)
                    root.tabBarItem = UITabBarItem(title: nil, image: nil, tag: rawValue)
                    return root
                }
                private func build(_ services: Services) -> UIViewController {
                    switch self {
                    case .today:
                        let screen = TodayViewController()
                        return UINavigationController(rootViewController: screen)
                    case .history:
                        return UINavigationController(rootViewController: HistoryViewController())
                    case .profile:
                        let screen = ProfileViewController()
                        return UINavigationController(rootViewController: screen)
                    }
                }
            }
            final class PaneModel { var onPanes: (([Pane]) -> Void)? }
            final class TodayViewController: UIViewController {}
            final class HistoryViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            final class ShellController: UITabBarController {
                let model = PaneModel()
                let services = Services()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.onPanes = { [weak self] panes in
                        guard let self else { return }
                        1️⃣self.viewControllers = panes.map { pane in pane.makeRoot(using: self.services) }
                    }
                }
            }
            @main final class Planner: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    2️⃣window?.rootViewController = ShellController()
                    return true
                }
            }
            """, [
                "Planner -child-> ShellController @2️⃣", "ShellController -tab-> TodayViewController @1️⃣",
                "ShellController -tab-> HistoryViewController @1️⃣", "ShellController -tab-> ProfileViewController @1️⃣",
            ])
    }
}
