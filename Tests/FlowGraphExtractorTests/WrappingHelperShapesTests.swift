import FlowGraphExtractor
import Testing

/// Screens handed to an app helper that wraps them in a navigation controller before they are
/// presented: the screen handed in is what is shown, as the helper styles it.
struct WrappingHelperShapesTests {
    /// `present(Kit.sheetStack(for: composer), …)` and a local holding `Kit.stack(for: picker)`:
    /// class methods of another type returning an app navigation controller whose initialiser
    /// passes its own parameter to `super.init(rootViewController:)`. One helper makes the
    /// controller full screen before returning it.
    @Test func aScreenWrappedByAHelperIsPresentedAsTheHelperStylesIt() {
        EdgeExpectation.check("""
            import UIKit
            final class TintedStack: UINavigationController {
                init(rootViewController: UIViewController, accent: Int) {
                    super.init(rootViewController: rootViewController)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Kit {
                class func stack(for screen: UIViewController, accent: Int = 0) -> TintedStack {
                    TintedStack(rootViewController: screen, accent: accent)
                }
                class func sheetStack(for screen: UIViewController, accent: Int = 0) -> TintedStack {
                    let stack = TintedStack(rootViewController: screen, accent: accent)
                    stack.modalPresentationStyle = .fullScreen
                    return stack
                }
            }
            final class JournalViewController: UIViewController {
                func compose() {
                    let composer = ComposerViewController()
                    1️⃣present(Kit.sheetStack(for: composer), animated: true, completion: nil)
                }
                func pickMood() {
                    let picker = MoodPickerViewController()
                    let wrapped = Kit.stack(for: picker)
                    2️⃣present(wrapped, animated: true, completion: nil)
                }
            }
            final class ComposerViewController: UIViewController {}
            final class MoodPickerViewController: UIViewController {}
            """, [
                "JournalViewController -fullScreenCover-> ComposerViewController @1️⃣",
                "JournalViewController -sheet-> MoodPickerViewController @2️⃣",
            ])
    }

    /// A factory building a hosting subclass that gives itself its root (`super.init(rootView:
    /// RulesView())`) makes a screen, the view it hosts; only a navigation controller is none.
    @Test func aFactoryBuildingAHostingSubclassMakesItsView() {
        EdgeExpectation.check("""
            import SwiftUI
            import UIKit
            struct CharterView: View { var body: some View { Text("charter") } }
            final class CharterController: UIHostingController<CharterView> {
                init(clubID: Int) { super.init(rootView: CharterView()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            enum Screen { case charter(Int), roster }
            final class Navigator {
                func build(_ screen: Screen) -> UIViewController? {
                    let made: UIViewController?
                    switch screen {
                    case .charter(let id):
                        let controller = CharterController(clubID: id)
                        made = controller
                    case .roster:
                        made = nil
                    }
                    return made
                }
                func show(_ screen: Screen, from source: UIViewController) {
                    guard let next = build(screen) else { return }
                    source.navigationController?.pushViewController(next, animated: true)
                }
            }
            final class ClubViewController: UIViewController {
                let navigator = Navigator()
                func showCharter() {
                    2️⃣navigator.show(.charter(4), from: self)
                }
            }
            """, ["ClubViewController -push-> CharterView @2️⃣"])
    }

    /// A lazy property built by a closure called where it is written, wrapping another lazy
    /// property's screen through a helper: presenting the property shows that screen.
    @Test func aLazyPropertyBuiltByAClosureShowsWhatItWraps() {
        EdgeExpectation.check("""
            import UIKit
            enum Frames {
                static func framed(for controller: UIViewController, tint: Int = 0) -> UINavigationController {
                    UINavigationController(rootViewController: controller)
                }
            }
            final class PlayerViewController: UIViewController {
                private lazy var queueController = QueueViewController(origin: 1)
                lazy var queueSheet: UIViewController = {
                    let controller = Frames.framed(for: queueController, tint: 2)
                    controller.modalPresentationStyle = .pageSheet
                    return controller
                }()
                func pulledUp() {
                    1️⃣present(queueSheet, animated: true, completion: nil)
                }
            }
            final class QueueViewController: UIViewController {
                init(origin: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """, ["PlayerViewController -sheet-> QueueViewController @1️⃣"])
    }

    /// A navigation controller subclass built empty that fills its own stack while it is made —
    /// `setViewControllers([…])` in its initialiser, or in a method of its own the initialiser
    /// calls, from a local it builds first — is presented as the screen it starts with.
    @Test func aNavigationSubclassFillingItsOwnStackInItsInitialiserShowsItsFirstScreen() {
        let source = FixtureSource("""
            import UIKit
            final class KilnStartController: UIViewController {}
            final class GlazeStepController: UIViewController { init(tone: Int) { super.init(nibName: nil, bundle: nil) } }
            final class KilnFlow: UINavigationController {
                init(batch: Int) {
                    super.init(nibName: nil, bundle: nil)
                    setViewControllers([KilnStartController()], animated: false)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class GlazeFlow: UINavigationController {
                private let tone: Int
                init(tone: Int) {
                    self.tone = tone
                    super.init(nibName: nil, bundle: nil)
                    beginGlazing()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func beginGlazing() {
                    let first = GlazeStepController(tone: tone)
                    self.viewControllers = [first]
                }
            }
            final class StudioController: UIViewController {
                func fire() { 1️⃣present(KilnFlow(batch: 2), animated: true) }
                func glaze() { 2️⃣present(GlazeFlow(tone: 4), animated: true) }
            }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let sheets = Set(graph.edges.filter { $0.from == "StudioController" }.map { "\($0.kind.rawValue) \($0.to) @\($0.line)" })
        #expect(sheets == ["sheet KilnStartController @\(source.markerLines["1️⃣"]!)", "sheet GlazeStepController @\(source.markerLines["2️⃣"]!)"], "\(graph.edges)")
    }
}
