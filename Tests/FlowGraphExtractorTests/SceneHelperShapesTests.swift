import Testing

/// UIKit coordinators built on generic scene helpers, learnt from a wallet app whose coordinators
/// write `push(scene: Receive.self, viewModel: model) { step in … }`: the helper builds the scene
/// from its metatype, pushes it (as the stack's root when the stack is empty) and subscribes the
/// closure to the scene's events; scenes inherit from a type alias of a class and a protocol.
/// Written again in other names.
struct SceneHelperShapesTests {
    private static let launch = """
        import UIKit
        import Combine
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let flow = GardenFlow(navigation: UINavigationController())
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = flow.navigation
                flow.begin()
                return true
            }
        }
        class Page: UIViewController {
            let taps = PassthroughSubject<Int, Never>()
            required init(seed: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        final class Beds: Page {}
        final class Seeds: Page {}

        """

    /// `open(Beds.self, seed: 1)` with `func open<P: Page>(_ page: P.Type, …) { let shown = P(seed:
    /// seed); navigation.pushViewController(shown, …) }`: the call fixes the helper's generic
    /// parameter, so `P(…)` builds a `Beds`.
    @Test func aMetatypeHandedToAGenericHelperIsTheScreenItBuilds() {
        EdgeExpectation.check(Self.launch + """
            final class GardenFlow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func begin() { open(Beds.self, seed: 1) }
                private func open<P: Page>(_ page: P.Type, seed: Int) {
                    let shown = P(seed: seed)
                    navigation.pushViewController(shown, animated: true)
                }
            }
            """, ["AppDelegate -child-> Beds"])
    }

    /// `open(Beds.self) { tap in … }` where the helper hands the closure on to one that subscribes
    /// it to the page's events (`page.taps.sink { handler($0) }`): the closure runs later, while
    /// `Beds` is on top, so its moves are `Beds`'s.
    @Test func aClosureAHelperKeepsWithTheScreenItShowsRunsOnThatScreen() {
        EdgeExpectation.check(Self.launch + """
            final class GardenFlow {
                let navigation: UINavigationController
                var bag = Set<AnyCancellable>()
                init(navigation: UINavigationController) { self.navigation = navigation }
                func begin() {
                    open(Beds.self, seed: 1) { [unowned self] tap in
                        2️⃣self.showSeeds()
                    }
                }
                func showSeeds() { open(Seeds.self, seed: 2) { _ in } }
                private func open<P: Page>(_ page: P.Type, seed: Int, onTap: @escaping (Int) -> Void) {
                    let shown = P(seed: seed)
                    navigation.pushViewController(shown, animated: true)
                    listen(to: shown, handler: onTap)
                }
                private func listen(to page: Page, handler: @escaping (Int) -> Void) {
                    page.taps.sink { handler($0) }.store(in: &bag)
                }
            }
            """, ["AppDelegate -child-> Beds", "Beds -push-> Seeds @2️⃣"])
    }

    /// `if viewControllers.isEmpty { setViewControllers([page], …) } else { pushViewController(page, …) }`
    /// is one move: the push, which an empty stack takes as its first screen — no `reset` besides.
    @Test func aHelperSettingTheRootOfAnEmptyStackElsePushingIsOnePush() {
        EdgeExpectation.check(Self.launch + """
            extension UINavigationController {
                func place(_ page: UIViewController) {
                    if viewControllers.isEmpty {
                        setViewControllers([page], animated: false)
                    } else {
                        pushViewController(page, animated: true)
                    }
                }
            }
            final class GardenFlow {
                let navigation: UINavigationController
                var bag = Set<AnyCancellable>()
                init(navigation: UINavigationController) { self.navigation = navigation }
                func begin() {
                    show(Beds(seed: 1)) { [unowned self] _ in 2️⃣self.show(Seeds(seed: 2)) { _ in } }
                }
                private func show(_ page: Page, onTap: @escaping (Int) -> Void) {
                    navigation.place(page)
                    page.taps.sink { onTap($0) }.store(in: &bag)
                }
            }
            """, ["AppDelegate -child-> Beds", "Beds -push-> Seeds @2️⃣"])
    }

    /// `final class Orders: Screen<OrdersModel>` with `typealias Screen<M> = ModelController<M> &
    /// Titled`: the class inherits from what the alias stands for, a view controller.
    @Test func aClassInheritingFromATypeAliasOfAControllerIsAScreen() {
        EdgeExpectation.check("""
            import UIKit
            protocol Titled { static var title: String { get } }
            class ModelController<Model>: UIViewController {}
            typealias Screen<Model> = ModelController<Model> & Titled
            struct OrdersModel {}
            final class Orders: Screen<OrdersModel> { static let title = "Orders" }
            final class Counter: UIViewController {
                func showOrders() {
                    1️⃣present(Orders(), animated: true)
                }
            }
            """, ["Counter -sheet-> Orders @1️⃣"])
    }

    /// A helper showing its screen only on some paths (`if vault.token == nil { host.present(signIn) }
    /// else { vault.fetch { done($0) } }`) calls the closure it keeps on the others too, with
    /// nothing shown: its moves are also those of the screen that started the work.
    @Test func aClosureKeptByAHelperShowingAScreenOnlySometimesRunsOnTheCaller() {
        EdgeExpectation.check("""
            import UIKit
            final class Vault {
                var token: String?
                func fetch(_ done: @escaping (String) -> Void) { DispatchQueue.main.async { done("token") } }
            }
            final class SignInViewController: UIViewController { var onDone: ((String) -> Void)? }
            final class ReceiptViewController: UIViewController {}
            final class Checkout {
                let vault = Vault()
                let host: UIViewController
                init(host: UIViewController) { self.host = host }
                func run() {
                    ensureSignedIn { _ in
                        self.host.present(ReceiptViewController(), animated: true)
                    }
                }
                private func ensureSignedIn(then done: @escaping (String) -> Void) {
                    if vault.token == nil {
                        let signIn = SignInViewController()
                        signIn.onDone = { token in done(token) }
                        1️⃣host.present(signIn, animated: true)
                    } else {
                        vault.fetch { token in done(token) }
                    }
                }
            }
            final class ShopViewController: UIViewController {
                func buy() { Checkout(host: self).run() }
            }
            """, ["ShopViewController -sheet-> SignInViewController @1️⃣", "ShopViewController -sheet-> ReceiptViewController"])
    }

    /// `presentFlow(build: { PaymentFlow(navigation: $0) })` with a helper that calls the factory
    /// with a new navigation controller, starts what it returns and presents that controller: the
    /// factory's result is the child coordinator, so its first screen is presented.
    @Test func aCoordinatorAFactoryClosureBuildsIsStartedAndPresented() {
        EdgeExpectation.check("""
            import UIKit
            protocol Flow: AnyObject {
                var navigation: UINavigationController { get }
                func start()
            }
            extension Flow {
                func presentFlow<F: Flow>(build: (UINavigationController) -> F) {
                    let modal = UINavigationController()
                    let child = build(modal)
                    child.start()
                    navigation.present(modal, animated: true)
                }
            }
            final class TicketsViewController: UIViewController { var onBuy: (() -> Void)? }
            final class PaymentViewController: UIViewController {}
            final class PaymentFlow: Flow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.pushViewController(PaymentViewController(), animated: false) }
            }
            final class TicketsFlow: Flow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let tickets = TicketsViewController()
                    tickets.onBuy = { [unowned self] in self.buy() }
                    navigation.pushViewController(tickets, animated: false)
                }
                func buy() {
                    presentFlow(build: { PaymentFlow(navigation: $0) })
                }
            }
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = TicketsFlow(navigation: UINavigationController())
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = flow.navigation
                    flow.start()
                    return true
                }
            }
            """, ["AppDelegate -child-> TicketsViewController", "TicketsViewController -sheet-> PaymentViewController"])
    }
}
