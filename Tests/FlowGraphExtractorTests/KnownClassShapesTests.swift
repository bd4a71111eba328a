import Testing

/// What the class of a value decides: a downcast that cannot pass or always passes, and a
/// `rootViewController` set on an object that is no window.
struct KnownClassShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A shared wayfinder pushes onto the sender when the sender is itself a navigation
    /// controller, and otherwise presents or pushes as asked: a screen sending itself is no
    /// navigation controller, so only the style it asks for moves; a navigation controller
    /// sending itself always pushes.
    @Test func aDowncastOfTheSendersKnownClassTakesOneBranch() {
        check("""
            import UIKit
            final class Wayfinder {
                enum Place { case book, author, shelf }
                enum Style { case stacked, floating }
                func go(to place: Place, from origin: UIViewController?, style: Style = .stacked) {
                    let controller: UIViewController
                    switch place {
                    case .book: controller = BookViewController()
                    case .author: controller = AuthorViewController()
                    case .shelf: controller = ShelfViewController()
                    }
                    display(controller, from: origin, style: style)
                }
                private func display(_ controller: UIViewController, from origin: UIViewController?, style: Style) {
                    guard let origin = origin else { return }
                    if let stack = origin as? UINavigationController {
                        stack.pushViewController(controller, animated: false)
                        return
                    }
                    switch style {
                    case .stacked: origin.navigationController?.pushViewController(controller, animated: true)
                    case .floating: origin.present(controller, animated: true)
                    }
                }
            }
            class PlainScreen: UIViewController { let wayfinder = Wayfinder() }
            final class LibraryViewController: PlainScreen {
                func openBook() { 1️⃣wayfinder.go(to: .book, from: self, style: .floating) }
                func openAuthor() { 2️⃣wayfinder.go(to: .author, from: self) }
            }
            final class ReadingListController: UINavigationController {
                let wayfinder = Wayfinder()
                func openShelf() { 3️⃣wayfinder.go(to: .shelf, from: self, style: .floating) }
            }
            final class BookViewController: UIViewController {}
            final class AuthorViewController: UIViewController {}
            final class ShelfViewController: UIViewController {}
            @main final class Reader: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    4️⃣window?.rootViewController = LibraryViewController()
                    return true
                }
            }
            """, [
                "LibraryViewController -sheet-> BookViewController @1️⃣", "LibraryViewController -push-> AuthorViewController @2️⃣",
                "ReadingListController -push-> ShelfViewController @3️⃣", "Reader -child-> LibraryViewController @4️⃣",
            ])
    }

    /// An ad banner of a package told which controller presents it (`banner.rootViewController = self`)
    /// is no window: the screen stays, nothing replaces it.
    @Test func aRootViewControllerSetOnSomethingElseThanAWindowShowsNothing() {
        check("""
            import UIKit
            class HeadlinesViewController: UIViewController {
                lazy var banner: AdBannerView = {
                    let frame = AdBannerView()
                    frame.rootViewController = self
                    return frame
                }()
                var promo: AdBannerView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    promo.rootViewController = self
                }
                func openStory() { 1️⃣navigationController?.pushViewController(StoryViewController(), animated: true) }
            }
            final class StoryViewController: UIViewController {}
            @main final class Newsstand: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    2️⃣window.rootViewController = UINavigationController(rootViewController: HeadlinesViewController())
                    self.window = window
                    return true
                }
            }
            """, [
                "HeadlinesViewController -push-> StoryViewController @1️⃣", "Newsstand -child-> HeadlinesViewController @2️⃣",
            ])
    }

    /// A caller passing `nil` for the sender: no downcast of it passes, so the push meant for a
    /// navigation controller sender never runs from there; the window's root is replaced.
    @Test func aDowncastOfNilNeverPasses() {
        check("""
            import UIKit
            final class Dispatcher {
                static let shared = Dispatcher()
                var window: UIWindow?
                enum Place { case gate, lounge }
                func show(_ place: Place, sender: UIViewController?) {
                    let next: UIViewController
                    switch place {
                    case .gate: next = GateViewController()
                    case .lounge: next = LoungeViewController()
                    }
                    if let stack = sender as? UINavigationController {
                        stack.pushViewController(next, animated: true)
                        return
                    }
                    window?.rootViewController = next
                }
            }
            final class ExitViewController: UIViewController {
                func leave() { 1️⃣Dispatcher.shared.show(.gate, sender: nil) }
            }
            final class GateViewController: UIViewController {}
            final class LoungeViewController: UIViewController {}
            @main final class Terminal: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    2️⃣window?.rootViewController = ExitViewController()
                    return true
                }
            }
            """, ["Terminal -child-> ExitViewController @2️⃣", "ExitViewController -reset-> GateViewController @1️⃣"])
    }
}
