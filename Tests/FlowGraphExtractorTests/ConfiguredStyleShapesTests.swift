import Testing

/// Presentation styles set inside configuring helpers (`x &> { $0.modalPresentationStyle = … }`,
/// `x.then { c in c.modalPresentationStyle = … }`) decide how the configured controller is presented.
struct ConfiguredStyleShapesTests {
    @Test func styleSetInAConfiguringClosureDecidesThePresentation() {
        EdgeExpectation.check("""
            import UIKit
            infix operator <~: AdditionPrecedence
            func <~ <Value>(value: Value, configure: (inout Value) -> Void) -> Value {
                var copy = value
                configure(&copy)
                return copy
            }
            protocol Configurable {}
            extension Configurable {
                func then(_ block: (Self) -> Void) -> Self { block(self); return self }
            }
            extension UIViewController: Configurable {}
            final class GalleryController: UIViewController {
                var onPick: (() -> Void)?
                var onInfo: (() -> Void)?
                var onShare: (() -> Void)?
            }
            final class SlideshowController: UIViewController {}
            final class InfoController: UIViewController {}
            final class ShareController: UIViewController {}
            final class GalleryFlow {
                private let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func begin() {
                    let gallery = GalleryController()
                    2️⃣gallery.onPick = { [weak self] in self?.playSlideshow() }
                    3️⃣gallery.onInfo = { [weak self] in self?.showInfo() }
                    4️⃣gallery.onShare = { [weak self] in self?.share() }
                    1️⃣stack.setViewControllers([gallery], animated: false)
                }
                private func playSlideshow() {
                    let wrapped = UINavigationController(rootViewController: SlideshowController()) <~ {
                        $0.modalPresentationStyle = .overFullScreen
                    }
                    stack.present(wrapped, animated: true)
                }
                private func showInfo() {
                    let info = InfoController().then { controller in
                        controller.modalPresentationStyle = .popover
                    }
                    stack.present(info, animated: true)
                }
                private func share() {
                    let sharing = ShareController() <~ { $0.title = "share" }
                    stack.present(sharing, animated: true)
                }
            }
            @main final class Photos: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var flow: GalleryFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let stack = UINavigationController()
                    flow = GalleryFlow(stack: stack)
                    flow?.begin()
                    window = UIWindow()
                    window?.rootViewController = stack
                    return true
                }
            }
            """, [
                "Photos -child-> GalleryController @1️⃣", "GalleryController -fullScreenCover-> SlideshowController @2️⃣",
                "GalleryController -popover-> InfoController @3️⃣", "GalleryController -sheet-> ShareController @4️⃣",
            ])
    }
}
