import Testing

/// UIKit coordinators hosting SwiftUI screens, reached through an app-wide router: screens' models
/// ask the router for a place (`hub.open(.receipt)`), the router sends it on a Combine subject, and
/// the coordinator subscribed to it presents the screen through its own helpers. The router comes
/// from a dependency container by key path, the coordinator keeps its container in an enum, and a
/// screen may keep a `weak` reference back to the coordinator showing it.
struct InjectedRouterShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The app's pieces every test shares: the places, the router and the container registering it,
    /// the screens, and the scene delegate starting the coordinator.
    static let common = """
        import UIKit
        import SwiftUI
        import Combine

        enum Errand: Hashable {
            case receipt
            case refund(String)
        }
        final class Dispatcher {
            static let shared = Dispatcher()
            let errands = PassthroughSubject<Errand, Never>()
            func open(_ errand: Errand) { errands.send(errand) }
        }
        final class Depot {
            static let shared = Depot()
            var dispatcher: Factory<Dispatcher> { self { Dispatcher() } }
        }
        struct ReceiptPage: View { var body: some View { Text("Receipt") } }
        struct RefundPage: View { let id: String; var body: some View { Text(id) } }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let counter = CounterFlow()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = counter.rootViewController
                counter.begin()
            }
        }
        @main final class Shop: UIResponder, UIApplicationDelegate {}

        """

    /// The coordinator's and the screen's model's `dispatcher` are resolved from the container by
    /// key path (`resolve(\\Depot.dispatcher)`, `@Injected(\\Depot.dispatcher)`): the member's
    /// `Factory<Dispatcher>` says they hold the one `Dispatcher`, so the model's request reaches the
    /// coordinator's subscription.
    @Test func aRouterResolvedByContainerKeyPathDeliversToTheCoordinator() {
        check(Self.common + """
            final class CounterFlow {
                let navigation = UINavigationController()
                let dispatcher = resolve(\\Depot.dispatcher)
                var rootViewController: UIViewController { navigation }
                var bag = Set<AnyCancellable>()
                func begin() {
                    navigation.setViewControllers([UIHostingController(rootView: TillPage())], animated: false)
                    dispatcher.errands.sink { [weak self] errand in
                        guard let self else { return }
                        switch errand {
                        case .receipt: navigation.present(UIHostingController(rootView: ReceiptPage()), animated: true)
                        case .refund(let id): navigation.present(UIHostingController(rootView: RefundPage(id: id)), animated: true)
                        }
                    }
                    .store(in: &bag)
                }
            }
            final class TillModel: ObservableObject {
                @Injected(\\Depot.dispatcher) private var dispatcher
                func printReceipt() { 1️⃣dispatcher.open(.receipt) }
            }
            struct TillPage: View {
                @StateObject var model = TillModel()
                var body: some View { Button("Receipt") { model.printReceipt() } }
            }
            """, [
            "Shop -child-> TillPage",
            "TillPage -sheet-> ReceiptPage",
        ])
    }

    /// A base coordinator keeping its navigation or split controller in an enum of its own
    /// (`case stack(UINavigationController)`) drives that container: it and its subclass are
    /// coordinators, whose subscriptions navigate for the screens sending. The hosting controller
    /// its subclass hands to the `UIViewController` parameter of `show(first:)` shows its SwiftUI page.
    @Test func aCoordinatorKeepingItsContainerInAnEnumIsACoordinator() {
        check(Self.common + """
            enum Frame {
                case stack(UINavigationController)
                case columns(UISplitViewController)
                var controller: UIViewController {
                    switch self {
                    case .stack(let navigation): navigation
                    case .columns(let split): split
                    }
                }
            }
            class FlowBase {
                private let frame: Frame
                var rootViewController: UIViewController { frame.controller }
                init() { frame = .stack(UINavigationController()) }
                func show(first controller: UIViewController) {
                    switch frame {
                    case .stack(let navigation): navigation.setViewControllers([controller], animated: true)
                    case .columns(let split): split.setViewController(controller, for: .primary)
                    }
                }
            }
            final class CounterFlow: FlowBase {
                let dispatcher = Dispatcher.shared
                var bag = Set<AnyCancellable>()
                func begin() {
                    show(first: UIHostingController(rootView: TillPage()))
                    dispatcher.errands.sink { [weak self] errand in
                        guard let self, case .receipt = errand else { return }
                        rootViewController.present(UIHostingController(rootView: ReceiptPage()), animated: true)
                    }
                    .store(in: &bag)
                }
            }
            struct TillPage: View {
                var body: some View { Button("Receipt") { 1️⃣Dispatcher.shared.open(.receipt) } }
            }
            """, [
            "Shop -child-> TillPage",
            "TillPage -sheet-> ReceiptPage @1️⃣",
        ])
    }

    /// Two helpers named alike: `present(_ page: some View)` wraps the page in a hosting controller
    /// and hands it to `present(_ controller: UIViewController, …)`. The hosting controller (whose
    /// value is the page it shows) fits the overload taking a controller, which presents it.
    @Test func aHostingControllerGoesToTheOverloadTakingAControllerAndShowsItsPage() {
        check(Self.common + """
            final class CounterFlow {
                let navigation = UINavigationController()
                let dispatcher = Dispatcher.shared
                var rootViewController: UIViewController { navigation }
                var bag = Set<AnyCancellable>()
                func begin() {
                    navigation.setViewControllers([UIHostingController(rootView: TillPage())], animated: false)
                    dispatcher.errands.sink { [weak self] errand in
                        guard let self else { return }
                        switch errand {
                        case .receipt: present(ReceiptPage())
                        case .refund(let id): present(UIHostingController(rootView: RefundPage(id: id)), animated: false)
                        }
                    }
                    .store(in: &bag)
                }
                func present(_ page: some View) {
                    let host = UIHostingController(rootView: page)
                    present(host)
                }
                func present(_ controller: UIViewController, animated: Bool = true) {
                    navigation.present(controller, animated: animated)
                }
            }
            struct TillPage: View {
                var body: some View {
                    Button("Receipt") { 1️⃣Dispatcher.shared.open(.receipt) }
                    Button("Refund") { 2️⃣Dispatcher.shared.open(.refund("r1")) }
                }
            }
            """, [
            "Shop -child-> TillPage",
            "TillPage -sheet-> ReceiptPage @1️⃣",
            "TillPage -sheet-> RefundPage @2️⃣",
        ])
    }

    /// `if let tag { … dismiss … return }` on a parameter the caller left at its default `nil`
    /// never runs: the helper only presents, a sheet, not a dismissal followed by a presentation.
    @Test func anOptionalParameterLeftAtNilSkipsTheBranchUnwrappingIt() {
        check(Self.common + """
            final class CounterFlow {
                let navigation = UINavigationController()
                let dispatcher = Dispatcher.shared
                var rootViewController: UIViewController { navigation }
                var bag = Set<AnyCancellable>()
                func begin() {
                    navigation.setViewControllers([UIHostingController(rootView: TillPage())], animated: false)
                    dispatcher.errands.sink { [weak self] errand in
                        guard let self, case .receipt = errand else { return }
                        reveal(ReceiptController())
                    }
                    .store(in: &bag)
                }
                func reveal(_ controller: UIViewController, tag: Int? = nil) {
                    if let tag {
                        controller.view.tag = tag
                        if navigation.presentedViewController?.view.tag == tag {
                            navigation.dismiss(animated: true)
                            return
                        }
                    }
                    navigation.present(controller, animated: true)
                }
            }
            final class ReceiptController: UIViewController {}
            struct TillPage: View {
                var body: some View { Button("Receipt") { 1️⃣Dispatcher.shared.open(.receipt) } }
            }
            """, [
            "Shop -child-> TillPage",
            "TillPage -sheet-> ReceiptController @1️⃣",
        ])
    }

    /// The till keeps a `weak` reference to the coordinator that shows it (to hand it a delegate):
    /// that makes the coordinator no model of the till, and its subscription still navigates for
    /// the screens sending.
    @Test func aScreensWeakReferenceToItsCoordinatorLeavesTheCoordinatorNavigating() {
        check(Self.common + """
            final class CounterFlow {
                let navigation = UINavigationController()
                let dispatcher = Dispatcher.shared
                var rootViewController: UIViewController { navigation }
                var bag = Set<AnyCancellable>()
                func begin() {
                    navigation.setViewControllers([UIHostingController(rootView: TillPage(flow: self))], animated: false)
                    dispatcher.errands.sink { [weak self] errand in
                        guard let self, case .receipt = errand else { return }
                        navigation.present(UIHostingController(rootView: ReceiptPage()), animated: true)
                    }
                    .store(in: &bag)
                }
            }
            struct TillPage: View {
                weak var flow: CounterFlow?
                var body: some View { Button("Receipt") { 1️⃣Dispatcher.shared.open(.receipt) } }
            }
            """, [
            "Shop -child-> TillPage",
            "TillPage -sheet-> ReceiptPage @1️⃣",
        ])
    }
}
