import FlowGraphExtractor
import Testing

/// UIKit apps whose routers hand scene factories to one director object (`director.present(Factory())`)
/// behind a protocol whose extension supplies the default arguments, the director building each
/// controller with the factory's `make()`; screens reach the routers through their models.
struct SceneDirectorShapesTests {
    static let director = """
        import UIKit
        public protocol Scene { func make() -> UIViewController }
        public protocol ResolvedScene {
            associatedtype Outcome
            func make(settling: Settler<Outcome>) -> UIViewController
        }
        public struct Settler<T> {}
        public struct Pledge<T> { static func pending() -> (Pledge<T>, Settler<T>) { (Pledge(), Settler()) } }
        public protocol SceneShowing {
            func root(_ scene: Scene)
            func push(_ scene: Scene, animated: Bool)
            func present(_ scene: Scene, animated: Bool)
            func present<S: ResolvedScene>(_ scene: S, animated: Bool) -> Pledge<S.Outcome>
        }
        public extension SceneShowing {
            func push(_ scene: Scene, animated: Bool = true) { push(scene, animated: animated) }
            func present(_ scene: Scene, animated: Bool = true) { present(scene, animated: animated) }
            func present<S: ResolvedScene>(_ scene: S, animated: Bool = true) -> Pledge<S.Outcome> { present(scene, animated: animated) }
        }
        public protocol SceneDirector: SceneShowing {}
        public final class WindowDirector: NSObject, SceneDirector {
            private(set) var window: UIWindow?
            private(set) var top: UIViewController?
            public init(window: UIWindow?) { self.window = window }
            func install(_ controller: UIViewController) { 1️⃣window?.rootViewController = controller; top = controller }
            func push(controller: UIViewController, animated: Bool = true) {
                (top as? UINavigationController)?.pushViewController(controller, animated: animated)
            }
            func present(controller: UIViewController, animated: Bool = true) { top?.present(controller, animated: animated) }
        }
        extension WindowDirector {
            public func root(_ scene: Scene) { install(scene.make()) }
            public func push(_ scene: Scene, animated: Bool) { push(controller: scene.make(), animated: animated) }
            public func present(_ scene: Scene, animated: Bool) { present(controller: scene.make(), animated: animated) }
            public func present<S: ResolvedScene>(_ scene: S, animated: Bool) -> Pledge<S.Outcome> {
                let (pledge, settler) = Pledge<S.Outcome>.pending()
                present(controller: scene.make(settling: settler), animated: animated)
                return pledge
            }
        }
        """

    /// The screens' moves are reported where their models call the routers, the roots where the
    /// director installs them. The router's `director.push(GateScene(…))` runs the protocol extension's defaulted method,
    /// which forwards to the director's own implementation; that builds the controller from the
    /// factory it was handed. A generic `present` of a resolved scene does the same. The root
    /// factory picks one of two scenes with `? :` through helpers building each.
    @Test func aDirectorBuildsTheControllerOfEachSceneARouterHandsIt() {
        EdgeExpectation.check(Self.director + "\n" + """
            @UIApplicationMain
            final class Harbour: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    guard NSClassFromString("XCTest") == nil else { return true }
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let director = WindowDirector(window: window)
                    director.root(EntryScene(director: director))
                    self.window = window
                    return true
                }
            }
            struct EntryScene: Scene {
                private let director: SceneDirector
                init(director: SceneDirector) { self.director = director }
                func make() -> UIViewController {
                    UserDefaults.standard.bool(forKey: "boarded") ?
                        quay() :
                        welcome()
                }
                private func quay() -> UIViewController {
                    let router = QuayRouter(director: director)
                    let scene = QuayScene(router: router)
                    let controller = scene.make()
                    return controller
                }
                private func welcome() -> UIViewController { WelcomeScene().make() }
            }
            protocol QuayRouting {
                func showGates()
                func showTides() -> Pledge<Void>
            }
            final class QuayRouter: QuayRouting {
                let director: SceneDirector
                init(director: SceneDirector) { self.director = director }
                func showGates() { director.push(GateScene()) }
                func showTides() -> Pledge<Void> { director.present(TideScene()) }
            }
            struct QuayScene: Scene {
                let router: QuayRouting
                func make() -> UIViewController { UINavigationController(rootViewController: QuayViewController(model: QuayModel(router: router))) }
            }
            final class QuayModel {
                let router: QuayRouting
                init(router: QuayRouting) { self.router = router }
                func gatesTapped() { 2️⃣router.showGates() }
                func tidesTapped() { 3️⃣_ = router.showTides() }
            }
            final class QuayViewController: UIViewController {
                let model: QuayModel
                init(model: QuayModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                @objc func gates() { model.gatesTapped() }
                @objc func tides() { model.tidesTapped() }
            }
            struct GateScene: Scene { func make() -> UIViewController { GateViewController() } }
            struct TideScene: ResolvedScene {
                func make(settling: Settler<Void>) -> UIViewController { TideViewController() }
            }
            struct WelcomeScene: Scene { func make() -> UIViewController { WelcomeViewController() } }
            final class GateViewController: UIViewController {}
            final class TideViewController: UIViewController {}
            final class WelcomeViewController: UIViewController {}
            """, [
                "Harbour -child-> QuayViewController @1️⃣", "Harbour -child-> WelcomeViewController @1️⃣",
                "QuayViewController -push-> GateViewController @2️⃣", "QuayViewController -sheet-> TideViewController @3️⃣",
            ])
    }

    /// A model chains a promise library's steps and hands it its own methods by name
    /// (`.then(showNoticeIfNeeded)`): each runs when the library gets there, so what it shows is
    /// shown from the screen starting the chain (reported at the branch that shows it).
    @Test func aMethodHandedByNameToAPromiseChainShowsFromTheScreen() {
        EdgeExpectation.check(Self.director + "\n" + """
            protocol LedgerRouting { func showNotice() -> Pledge<Void> }
            final class LedgerRouter: LedgerRouting {
                let director: SceneDirector
                init(director: SceneDirector) { self.director = director }
                func showNotice() -> Pledge<Void> { director.present(NoticeScene()) }
            }
            final class LedgerModel {
                let router: LedgerRouting
                init(router: LedgerRouting) { self.router = router }
                func start() {
                    firstly { self.reload() }
                        .then(showNoticeIfNeeded)
                        .catch { _ in }
                }
                private func reload() -> Pledge<Void> { Pledge() }
                private func showNoticeIfNeeded() -> Pledge<Void> {
                    guard UserDefaults.standard.bool(forKey: "notice") else { return Pledge() }
                    1️⃣return router.showNotice()
                }
            }
            final class LedgerViewController: UIViewController {
                let model: LedgerModel
                init(model: LedgerModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.start()
                }
            }
            struct NoticeScene: ResolvedScene {
                func make(settling: Settler<Void>) -> UIViewController { NoticeViewController() }
            }
            final class NoticeViewController: UIViewController {}
            """, ["LedgerViewController -sheet-> NoticeViewController @1️⃣"])
    }

    /// A coordinator shows a view as a sheet or pushes it, by a choice made at run time: the push goes
    /// through the protocol extension's defaulted `push(_ view:)` beside the base class's
    /// `push(_:animated:)`. Both moves are drawn.
    @Test func aViewShownAsASheetOrPushedIsBoth() {
        EdgeExpectation.check("""
            import SwiftUI
            import UIKit
            public protocol Steering: AnyObject {
                var rootViewController: UIViewController { get }
                func push(_ viewController: UIViewController, animated: Bool)
            }
            public extension Steering {
                func push(_ view: some View, animated: Bool = true) { push(UIHostingController(rootView: view), animated: animated) }
            }
            open class Helm: Steering {
                public let rootViewController: UIViewController
                let stack: UINavigationController
                public init(stack: UINavigationController) { self.stack = stack; rootViewController = stack }
                public func push(_ viewController: UIViewController, animated: Bool) { stack.pushViewController(viewController, animated: animated) }
            }
            protocol CabinModelDelegate: AnyObject { func cabinWantsCharts() }
            final class CabinHelm: Helm, CabinModelDelegate {
                func start() {
                    let model = CabinModel()
                    model.delegate = self
                    stack.setViewControllers([UIHostingController(rootView: CabinView(model: model))], animated: false)
                }
                func compact() -> Bool { UIScreen.main.bounds.width < 600 }
                func show(view: some View, asSheet: Bool) {
                    if asSheet { present(view) } else { push(view) }
                }
                func present(_ view: some View, animated: Bool = true) {
                    rootViewController.present(UIHostingController(rootView: view), animated: animated)
                }
                func cabinWantsCharts() { show(view: ChartsView(), asSheet: compact()) }
            }
            final class CabinModel: ObservableObject {
                weak var delegate: CabinModelDelegate?
                func chartsTapped() { delegate?.cabinWantsCharts() }
            }
            struct CabinView: View {
                @ObservedObject var model: CabinModel
                var body: some View { Button("Charts") { 1️⃣model.chartsTapped() } }
            }
            struct ChartsView: View { var body: some View { Text("charts") } }
            """, ["CabinView -sheet-> ChartsView @1️⃣", "CabinView -push-> ChartsView @1️⃣"])
    }

    /// A callback choosing its next screen with `? :` as a statement (`express ? showFast() : showSlow()`)
    /// shows either; a condition known where it runs picks one.
    @Test func aChoiceWrittenWithTheTernaryOperatorShowsEitherScreen() {
        EdgeExpectation.check("""
            import UIKit
            final class ParcelCoordinator {
                let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func start(express: Bool) {
                    let scales = ScalesViewController(onWeighed: { [weak self] in
                        1️⃣express ? self?.showCourier() : self?.showPostOffice()
                    })
                    let labels = LabelViewController(onPrinted: { [weak self] in
                        2️⃣true ? self?.showCourier() : self?.showPostOffice()
                    })
                    stack.setViewControllers([scales, labels], animated: false)
                }
                func showCourier() { stack.pushViewController(CourierViewController(), animated: true) }
                func showPostOffice() { stack.pushViewController(PostOfficeViewController(), animated: true) }
            }
            final class ScalesViewController: UIViewController {
                let onWeighed: () -> Void
                init(onWeighed: @escaping () -> Void) { self.onWeighed = onWeighed; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class LabelViewController: UIViewController {
                let onPrinted: () -> Void
                init(onPrinted: @escaping () -> Void) { self.onPrinted = onPrinted; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class CourierViewController: UIViewController {}
            final class PostOfficeViewController: UIViewController {}
            """, [
                "ScalesViewController -push-> CourierViewController @1️⃣", "ScalesViewController -push-> PostOfficeViewController @1️⃣",
                "LabelViewController -push-> CourierViewController @2️⃣",
            ])
    }
}
