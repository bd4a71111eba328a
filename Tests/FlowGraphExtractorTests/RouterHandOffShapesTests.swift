import Testing

/// Routers of the app's own that queue the routes they are asked for and hand them to a delegate
/// switching over the route type (`dispatcher.present(.quay)`, then `switch errand.errand` in the
/// coordinator's delegate method): each request shows the case it names, not every case; the
/// coordinator's start shows what the routes it computes name; child coordinators' callbacks run on
/// the screens they show; a coordinator started and handed to a presenting helper is presented.
struct RouterHandOffShapesTests {
    /// The route travels through the router's queue and a wrapper to the delegate's `switch`; a
    /// recording conformer of the delegate protocol (a test's) does not hide the coordinator's; a
    /// route handed to `dismiss` shows nothing; the route nobody asks for (`.ledger`) is no move.
    @Test func aRouteHandedToAQueueingRouterShowsOnlyItsCase() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI

            public protocol Errand: Hashable {}

            public struct Ticket<E: Errand> {
                public enum Action { case open(E), close(E) }
                public let action: Action
            }

            public protocol DispatcherHandler<E>: AnyObject {
                associatedtype E: Errand
                func dispatcher(_ dispatcher: Dispatcher<E>, open errand: Opening<E>, done: @escaping () -> Void)
            }

            public struct Opening<E: Errand> { public let errand: E }

            public final class Dispatcher<E: Errand> {
                private unowned let handler: any DispatcherHandler<E>
                private var tickets: [Ticket<E>] = []
                public init(_ handler: some DispatcherHandler<E>) { self.handler = handler }

                public func present(_ errand: E, animated: Bool = true) {
                    tickets.append(Ticket(action: .open(errand)))
                    work()
                }

                public func dismiss(_ errand: E, animated: Bool = true) {
                    tickets.append(Ticket(action: .close(errand)))
                    work()
                }

                private func work() {
                    guard let ticket = tickets.first else { return }
                    tickets.removeFirst()
                    switch ticket.action {
                    case let .open(errand):
                        handler.dispatcher(self, open: Opening(errand: errand)) { [weak self] in self?.work() }
                    case .close:
                        work()
                    }
                }
            }

            final class ErrandLog<E: Errand>: DispatcherHandler {
                var opened: [E] = []
                func dispatcher(_ dispatcher: Dispatcher<E>, open errand: Opening<E>, done: @escaping () -> Void) {
                    opened.append(errand.errand)
                    done()
                }
            }

            enum Berth: Errand { case gate, quay, customs, ledger }

            final class HarborFlow: @preconcurrency DispatcherHandler {
                let host = UINavigationController()
                private var dispatcher: Dispatcher<Berth>!
                private var cleared = false

                init() { dispatcher = Dispatcher(self) }

                func start() {
                    for berth in upcoming() {
                        dispatcher.present(berth, animated: false)
                    }
                }

                private func upcoming() -> [Berth] {
                    guard cleared else { return [.gate] }
                    var berths: [Berth] = []
                    berths.append(.quay)
                    return berths
                }

                func dispatcher(_ dispatcher: Dispatcher<Berth>, open errand: Opening<Berth>, done: @escaping () -> Void) {
                    switch errand.errand {
                    case .gate: openGate()
                    case .quay: openQuay()
                    case .customs: openCustoms()
                    case .ledger: host.present(LedgerController(), animated: true)
                    }
                    done()
                }

                private func openGate() {
                    let gate = GateFlow(host: host)
                    gate.onCleared = { [weak self] in
                        self?.cleared = true
                        4️⃣self?.dispatcher.present(.quay)
                    }
                    2️⃣gate.start()
                }

                private func openQuay() {
                    let quay = QuayController()
                    quay.onCustoms = { [weak self] in
                        5️⃣self?.dispatcher.present(.customs)
                    }
                    quay.onLeave = { [weak self] in
                        self?.dispatcher.dismiss(.quay)
                    }
                    3️⃣host.pushViewController(quay, animated: true)
                }

                private func openCustoms() {
                    host.present(CustomsController(), animated: true)
                }
            }

            final class GateFlow {
                let host: UINavigationController
                var onCleared: (() -> Void)?
                init(host: UINavigationController) { self.host = host }
                func start() {
                    let gate = UIHostingController(rootView: GateView(clear: { [weak self] in self?.onCleared?() }))
                    host.setViewControllers([gate], animated: false)
                }
            }

            struct GateView: View {
                let clear: () -> Void
                var body: some View { Button("Clear", action: clear) }
            }

            final class QuayController: UIViewController {
                var onCustoms: (() -> Void)?
                var onLeave: (() -> Void)?
            }
            final class CustomsController: UIViewController {}
            final class LedgerController: UIViewController {}

            @main
            final class HarborApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = HarborFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.host
                    1️⃣flow.start()
                    return true
                }
            }
            """, [
                "HarborApp -child-> HarborFlow @1️⃣", "HarborFlow -child-> GateView @2️⃣",
                "HarborFlow -child-> QuayController @3️⃣", "GateView -push-> QuayController @4️⃣",
                "QuayController -sheet-> CustomsController @5️⃣",
            ])
    }

    /// A coordinator's own `addChild(_:)` keeps a child coordinator (no view controller hosted),
    /// and a started child handed to a helper that presents it is presented: a sheet from the
    /// screen whose callback asked for it.
    @Test func aChildCoordinatorHandedToAPresentingHelperIsASheet() {
        EdgeExpectation.check("""
            import UIKit

            class Steward {
                private(set) var wards: [Steward] = []
                func addChild(_ ward: Steward) { wards.append(ward) }
            }

            protocol Modal: Steward {
                var shownController: UIViewController { get }
            }

            protocol HostsModals: Steward {
                var anchor: UIViewController { get }
            }

            extension HostsModals {
                func showModally(_ ward: some Modal, animated: Bool) {
                    addChild(ward)
                    anchor.present(ward.shownController, animated: animated)
                }
            }

            final class AtlasFlow: Steward, HostsModals {
                let stack = UINavigationController()
                var anchor: UIViewController { stack }

                func start() {
                    let atlas = AtlasController()
                    atlas.onLegend = { [weak self] in 2️⃣self?.openLegend() }
                    stack.setViewControllers([atlas], animated: false)
                }

                private func openLegend() {
                    let legend = LegendFlow()
                    addChild(legend)
                    legend.start()
                    showModally(legend, animated: true)
                }
            }

            final class LegendFlow: Steward, Modal {
                let stack = UINavigationController()
                var shownController: UIViewController { stack }
                func start() {
                    stack.setViewControllers([LegendController()], animated: false)
                }
            }

            final class AtlasController: UIViewController {
                var onLegend: (() -> Void)?
            }
            final class LegendController: UIViewController {}

            @main
            final class AtlasApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = AtlasFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.stack
                    1️⃣flow.start()
                    return true
                }
            }
            """, [
                "AtlasApp -child-> AtlasController @1️⃣", "AtlasController -sheet-> LegendController @2️⃣",
            ])
    }

    /// A flow's screen read through a computed property returning the stored controller
    /// (`var rootViewController: UIViewController { controller }`) is that controller, and an app
    /// container keeping its own stack (its own `pushViewController` and `setViewControllers`)
    /// wraps what it is given as a navigation controller does: the window shows the flow's screen.
    @Test func aFlowsRootReadThroughAGetterOnAnAppContainerIsItsScreen() {
        EdgeExpectation.check("""
            import UIKit

            final class PierController: UIViewController {
                private(set) var docked: [UIViewController] = []
                func pushViewController(_ controller: UIViewController, animated: Bool) {
                    docked.append(controller)
                    addChild(controller)
                }
                func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
                    docked = controllers
                }
            }

            final class BeaconFlow {
                private let controller = BeaconController()
                var rootViewController: UIViewController { controller }
            }

            final class LighthouseFlow {
                private let pier = PierController()
                var rootViewController: UIViewController { pier }

                func start() {
                    let beacon = BeaconFlow()
                    pier.pushViewController(beacon.rootViewController, animated: false)
                }
            }

            final class BeaconController: UIViewController {}

            @main
            final class LighthouseApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = LighthouseFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.rootViewController
                    1️⃣flow.start()
                    return true
                }
            }
            """, ["LighthouseApp -child-> BeaconController @1️⃣"])
    }

    /// A coordinator whose start shows a screen on one path and a child coordinator on another is
    /// a place hosting both, and the moves it makes later by itself (a service's callback) start
    /// from it.
    @Test func aCoordinatorChoosingItsFirstPlaceHostsEachAndMovesByItself() {
        EdgeExpectation.check("""
            import UIKit

            protocol TideServiceDelegate: AnyObject { func tideTurned() }
            final class TideService {
                weak var delegate: TideServiceDelegate?
                func report() { delegate?.tideTurned() }
            }

            final class MarinaFlow {
                let stack = UINavigationController()
                let service = TideService()
                var moored = false

                func start() {
                    service.delegate = self
                    if moored {
                        2️⃣stack.pushViewController(BerthController(), animated: false)
                    } else {
                        let mooring = MooringFlow(stack: stack)
                        3️⃣mooring.start()
                    }
                }
            }

            extension MarinaFlow: TideServiceDelegate {
                func tideTurned() {
                    4️⃣stack.present(TideAlertController(), animated: true)
                }
            }

            final class MooringFlow {
                let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func start() { stack.setViewControllers([MooringController()], animated: false) }
            }

            final class BerthController: UIViewController {}
            final class MooringController: UIViewController {}
            final class TideAlertController: UIViewController {}

            @main
            final class MarinaApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = MarinaFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.stack
                    1️⃣flow.start()
                    return true
                }
            }
            """, [
                "MarinaApp -child-> MarinaFlow @1️⃣", "MarinaFlow -child-> BerthController @2️⃣",
                "MarinaFlow -child-> MooringController @3️⃣", "MarinaFlow -sheet-> TideAlertController @4️⃣",
            ])
    }

    /// Routes a chooser returns through its own calls (`replan()` calling `plan()` back) are those
    /// it names itself: the calls are not followed round, and extraction ends.
    @Test func aRouteChooserCallingItselfBackEnds() {
        EdgeExpectation.check("""
            import UIKit
            enum Tack: Hashable { case windward, leeward }
            final class Helm<T: Hashable> {
                weak var crew: Crew?
                func steer(_ tack: T) { crew?.helm(turnedTo: Heading(tack: tack)) }
            }
            struct Heading<T> { let tack: T }
            protocol Crew: AnyObject { func helm(turnedTo heading: Heading<Tack>) }
            final class SailFlow: Crew {
                let stack = UINavigationController()
                let helm = Helm<Tack>()
                var becalmed = false
                func start() {
                    helm.crew = self
                    for tack in plan() { helm.steer(tack) }
                }
                func plan() -> [Tack] {
                    if becalmed { return replan() }
                    return [.windward]
                }
                func replan() -> [Tack] { return plan() }
                func helm(turnedTo heading: Heading<Tack>) {
                    switch heading.tack {
                    case .windward: stack.setViewControllers([WindwardController()], animated: false)
                    case .leeward: stack.setViewControllers([LeewardController()], animated: false)
                    }
                }
            }
            final class WindwardController: UIViewController {}
            final class LeewardController: UIViewController {}
            @main
            final class SailApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = SailFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.stack
                    1️⃣flow.start()
                    return true
                }
            }
            """, ["SailApp -child-> WindwardController @1️⃣"])
    }

    /// A coordinator's own `present(_:animated:…)` helper presents as UIKit's does (a sheet); only
    /// a separate router object's methods under UIKit names run as the app wrote them.
    @Test func aCoordinatorsOwnPresentHelperIsASheet() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI

            final class ShelfCoordinator {
                let stack = UINavigationController()

                func start() {
                    let list = ShelfListController()
                    list.onAdd = { [weak self] in
                        2️⃣self?.present(AddBookView(), tag: 7)
                    }
                    stack.setViewControllers([list], animated: false)
                }

                func present(_ view: some View, tag: Int? = nil) {
                    present(UIHostingController(rootView: view), animated: true, tag: tag)
                }

                func present(_ controller: UIViewController, animated: Bool, tag: Int?) {
                    if let tag, stack.presentedViewController?.view.tag == tag {
                        stack.dismiss(animated: false)
                    }
                    stack.present(controller, animated: animated)
                }
            }

            final class ShelfListController: UIViewController {
                var onAdd: (() -> Void)?
            }

            struct AddBookView: View {
                var body: some View { Text("Add") }
            }

            @main
            final class ShelfApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let coordinator = ShelfCoordinator()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = coordinator.stack
                    1️⃣coordinator.start()
                    return true
                }
            }
            """, ["ShelfApp -child-> ShelfListController @1️⃣", "ShelfListController -sheet-> AddBookView @2️⃣"])
    }

    /// A flow calling a closure property with a value (`onChart?(.tides)`) that its parent filled
    /// (`desk.onChart = { chart in self?.open(chart) }`) runs the parent's closure with that value,
    /// where the call runs: each call shows the case it passes, from the screen whose callback
    /// makes it; the case nobody passes (`.depths`) is no move.
    @Test func aClosurePropertyCalledWithARouteRunsTheAssignedClosureWithIt() {
        EdgeExpectation.check("""
            import UIKit

            enum Chart: Hashable { case tides, winds, depths }

            class Flow {
                var childCoordinators: [Flow] = []
            }

            final class ChartDesk: Flow {
                private let screen = ChartDeskController()
                var rootViewController: UIViewController { screen }
                var onChart: ((Chart) -> Void)?

                override init() {
                    super.init()
                    screen.onPick = { [weak self] index in
                        if index == 0 {
                            2️⃣self?.onChart?(.tides)
                        } else {
                            3️⃣self?.onChart?(.winds)
                        }
                    }
                }
            }

            final class NavigatorFlow: Flow {
                let stack = UINavigationController()

                func start() {
                    let desk = ChartDesk()
                    desk.onChart = { [weak self] chart in
                        self?.open(chart)
                    }
                    stack.setViewControllers([desk.rootViewController], animated: false)
                }

                private func open(_ chart: Chart) {
                    switch chart {
                    case .tides: stack.pushViewController(TidesController(), animated: true)
                    case .winds: stack.present(WindsController(), animated: true)
                    case .depths: stack.pushViewController(DepthsController(), animated: true)
                    }
                }
            }

            final class ChartDeskController: UIViewController {
                var onPick: ((Int) -> Void)?
            }
            final class TidesController: UIViewController {}
            final class WindsController: UIViewController {}
            final class DepthsController: UIViewController {}

            @main
            final class NavigatorApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = NavigatorFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.stack
                    1️⃣flow.start()
                    return true
                }
            }
            """, [
                "NavigatorApp -child-> ChartDeskController @1️⃣", "ChartDeskController -push-> TidesController @2️⃣",
                "ChartDeskController -sheet-> WindsController @3️⃣",
            ])
    }

    /// A child coordinator whose start only builds its screen into a property, for the parent to
    /// present (`controller = TicketController()`), shows that screen: presented by the parent's
    /// helper, it is a sheet to it.
    @Test func aCoordinatorBuildingItsScreenForItsParentShowsIt() {
        EdgeExpectation.check("""
            import UIKit

            class Keeper {
                private(set) var childCoordinators: [Keeper] = []
                func keep(_ child: Keeper) { childCoordinators.append(child) }
            }

            protocol Showable: Keeper {
                var shownController: UIViewController { get }
            }

            final class TicketFlow: Keeper, Showable {
                private var controller: TicketController?
                var shownController: UIViewController { controller ?? UIViewController() }

                func start() {
                    controller = TicketController()
                }
            }

            final class LobbyFlow: Keeper {
                let stack = UINavigationController()

                func start() {
                    let lobby = LobbyController()
                    lobby.onTicket = { [weak self] in 2️⃣self?.buyTicket() }
                    stack.setViewControllers([lobby], animated: false)
                }

                private func buyTicket() {
                    let ticket = TicketFlow()
                    ticket.start()
                    reveal(ticket)
                }

                private func reveal(_ child: some Showable) {
                    keep(child)
                    stack.present(child.shownController, animated: true)
                }
            }

            final class LobbyController: UIViewController {
                var onTicket: (() -> Void)?
            }
            final class TicketController: UIViewController {}

            @main
            final class CinemaApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = LobbyFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.stack
                    1️⃣flow.start()
                    return true
                }
            }
            """, ["CinemaApp -child-> LobbyController @1️⃣", "LobbyController -sheet-> TicketController @2️⃣"])
    }

    /// The same without a value: a flow calling its closure property (`onHelp?()`) from its
    /// screen's callback runs what the parent assigned, from that screen.
    @Test func aClosurePropertyCalledWithoutAValueRunsTheAssignedClosure() {
        EdgeExpectation.check("""
            import UIKit

            class Flow {
                var childCoordinators: [Flow] = []
            }

            final class LogbookDesk: Flow {
                private let screen = LogbookController()
                var rootViewController: UIViewController { screen }
                var onHelp: (() -> Void)?

                override init() {
                    super.init()
                    screen.onHelpTapped = { [weak self] in
                        2️⃣self?.onHelp?()
                    }
                }
            }

            final class CaptainFlow: Flow {
                let stack = UINavigationController()

                func start() {
                    let desk = LogbookDesk()
                    desk.onHelp = { [weak self] in
                        self?.stack.present(HelpController(), animated: true)
                    }
                    stack.setViewControllers([desk.rootViewController], animated: false)
                }
            }

            final class LogbookController: UIViewController {
                var onHelpTapped: (() -> Void)?
            }
            final class HelpController: UIViewController {}

            @main
            final class CaptainApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let flow = CaptainFlow()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = flow.stack
                    1️⃣flow.start()
                    return true
                }
            }
            """, ["CaptainApp -child-> LogbookController @1️⃣", "LogbookController -sheet-> HelpController @2️⃣"])
    }
}
