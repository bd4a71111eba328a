import FlowGraph
import FlowGraphExtractor
import Testing

/// Screens a DI container's factories build, configured on the way by helpers that hand back what
/// they are given: an operator the app declares returning its left operand, a method returning
/// `Self`. The configured value is the screen, and the closure's parameter is that screen.
struct ConfiguringHelperShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aScreenConfiguredByAnOperatorOrASelfReturningMethodIsTheScreen() {
        check("""
            import UIKit
            precedencegroup ConfigurationPrecedence { associativity: left }
            infix operator <~: ConfigurationPrecedence
            @discardableResult
            func <~ <Subject>(subject: Subject, configure: (Subject) -> Void) -> Subject {
                configure(subject)
                return subject
            }
            protocol Adjustable {}
            extension Adjustable where Self: AnyObject {
                @discardableResult
                func adjusted(_ body: (Self) -> Void) -> Self { body(self); return self }
            }
            extension UIViewController: Adjustable {}

            final class Assembly {}
            extension Assembly {
                func makeShelf() -> ShelfController { ShelfController() }
                func makeVolume(number: Int) -> UIViewController { VolumeController(number: number) }
            }
            final class LibraryFlow {
                private let stack: UINavigationController
                private let assembly: Assembly
                init(stack: UINavigationController, assembly: Assembly) {
                    self.stack = stack
                    self.assembly = assembly
                }
                func begin() {
                    let shelf = assembly.makeShelf() <~ { screen in
                        2️⃣screen.onPick = { [weak self] number in self?.openVolume(number) }
                    }
                    1️⃣stack.setViewControllers([shelf], animated: false)
                }
                private func openVolume(_ number: Int) {
                    let volume = assembly.makeVolume(number: number).adjusted { $0.title = "Volume" }
                    stack.pushViewController(volume, animated: true)
                }
            }
            final class ShelfController: UIViewController {
                var onPick: ((Int) -> Void)?
                func picked(_ number: Int) { onPick?(number) }
            }
            final class VolumeController: UIViewController {
                init(number: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var flow: LibraryFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let stack = UINavigationController()
                    flow = LibraryFlow(stack: stack, assembly: Assembly())
                    flow?.begin()
                    window?.rootViewController = stack
                    return true
                }
            }
            """, [
                "AppDelegate -child-> ShelfController @1️⃣",
                "ShelfController -push-> VolumeController @2️⃣",
            ])
    }
}
