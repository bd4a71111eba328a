import FlowGraphExtractor
import Testing

/// UIKit coordinators written with functions nested in their methods: the first screen chosen
/// per branch and built by a nested factory, a navigation controller made and presented in a
/// local named like the coordinator's own, a split view showing a coordinator's stack.
struct NestedFunctionShapesTests {
    /// A coordinator's `start` picks its first screen in a `switch`, each case calling a function
    /// declared at the end of `start` (one building the screen into a local named like the one
    /// the cases assign, one returning it as its only expression), then makes it the stack:
    /// either screen is where the app opens.
    @Test func aFirstScreenBuiltByANestedFactoryPerCaseIsEachOpening() {
        EdgeExpectation.check("""
            import UIKit
            enum Shelf { case archive, current }
            final class LedgerCoordinator {
                let navigation: UINavigationController
                private let shelf: Shelf
                init(navigation: UINavigationController, shelf: Shelf) {
                    self.navigation = navigation
                    self.shelf = shelf
                }
                func start() {
                    let opening: UIViewController
                    switch shelf {
                    case .archive:
                        opening = makeArchive(titled: "Archive")
                    case .current:
                        opening = makeCurrent()
                    }
                    navigation.setViewControllers([opening], animated: false)

                    func makeArchive(titled title: String) -> ArchiveViewController {
                        let opening = ArchiveViewController()
                        opening.title = title
                        return opening
                    }

                    func makeCurrent() -> CurrentViewController {
                        CurrentViewController()
                    }
                }
            }
            final class ArchiveViewController: UIViewController {}
            final class CurrentViewController: UIViewController {}
            @main final class Counting: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var ledger: LedgerCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    let ledger = LedgerCoordinator(navigation: navigation, shelf: .current)
                    1️⃣ledger.start()
                    self.ledger = ledger
                    window?.rootViewController = navigation
                    return true
                }
            }
            """, ["Counting -child-> ArchiveViewController @1️⃣", "Counting -child-> CurrentViewController @1️⃣"])
    }

    /// A split view controller starts a coordinator on a new navigation controller and shows it
    /// in its detail column; the coordinator opens with one of two screens, and elsewhere presents
    /// navigation controllers it makes in locals named like its own stored one. Its stack is not
    /// one it presents itself: the split view shows either first screen in place of its detail.
    @Test func aSplitViewShowsEitherScreenACoordinatorItStartsOpensWith() {
        EdgeExpectation.check("""
            import UIKit
            protocol Flow: AnyObject {
                var stack: UINavigationController? { get }
                func begin()
            }
            final class ReadingFlow: Flow {
                weak var stack: UINavigationController?
                private let unread: Bool
                init(stack: UINavigationController, unread: Bool) {
                    self.stack = stack
                    self.unread = unread
                }
                func begin() {
                    let first: UIViewController
                    if unread {
                        first = InboxViewController()
                    } else {
                        let shelf = ShelfViewController()
                        first = shelf
                    }
                    stack?.setViewControllers([first], animated: false)
                }
                func showCover() {
                    let stack = UINavigationController(rootViewController: CoverViewController())
                    self.stack?.present(stack, animated: true)
                }
            }
            final class InboxViewController: UIViewController {}
            final class ShelfViewController: UIViewController {}
            final class CoverViewController: UIViewController {}
            final class ReaderSplitViewController: UISplitViewController {
                private var reading: ReadingFlow?
                func open(unread: Bool) {
                    let stack = UINavigationController()
                    let flow = ReadingFlow(stack: stack, unread: unread)
                    1️⃣flow.begin()
                    reading = flow
                    showDetailViewController(stack, sender: nil)
                }
            }
            """, [
                "ReaderSplitViewController -reset-> InboxViewController @1️⃣", "ReaderSplitViewController -reset-> ShelfViewController @1️⃣",
            ])
    }
}
