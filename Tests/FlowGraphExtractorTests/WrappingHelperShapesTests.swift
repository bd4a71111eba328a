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
}
