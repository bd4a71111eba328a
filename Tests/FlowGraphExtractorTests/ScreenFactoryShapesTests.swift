import FlowGraph
import FlowGraphExtractor
import Testing

/// UIKit coordinators that get their screens and child coordinators from factory objects declared
/// with wide results (`-> UIViewController`, `-> BaseFlow`), handing the factories the closures
/// the screens call back, and closures that build what they show in locals first.
struct ScreenFactoryShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A closure handed to a screen that builds and configures the next screen in a local before
    /// showing it: the local holds that screen.
    @Test func aHandedClosureShowsTheScreenItKeepsInALocal() {
        check("""
            final class LedgerController: UIViewController {
                var openEntry: ((Int) -> Void)?
                @objc func tapped() { openEntry?(7) }
            }
            final class EntryController: UIViewController {
                init(number: Int) { super.init(nibName: nil, bundle: nil) }
            }
            final class LedgerCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let ledger = LedgerController()
                    ledger.openEntry = { [weak self] number in
                        guard let self else { return }
                        let entry = EntryController(number: number)
                        entry.title = "Entry"
                        1️⃣self.navigation.pushViewController(entry, animated: true)
                    }
                    navigation.pushViewController(ledger, animated: false)
                }
            }
            """, ["LedgerController -push-> EntryController @1️⃣"])
    }
}
