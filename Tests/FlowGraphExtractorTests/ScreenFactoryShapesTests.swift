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

    /// Closures handed to a factory that keeps them for the screen it builds (through the screen's
    /// model) run on that screen; a factory that calls its closure at once runs it while building.
    @Test func closuresHandedToAScreenFactoryRunOnTheScreenItBuilds() {
        check("""
            final class SceneAssembly {
                func makeCatalog(onOpen: @escaping (Int) -> Void, onHelp: @escaping () -> Void) -> UIViewController {
                    let model = CatalogModel(onOpen: onOpen, onHelp: onHelp)
                    return CatalogController(model: model)
                }
                func makeItem(id: Int) -> UIViewController { ItemController(id: id) }
                func makeGate(unlock: () -> Void) -> UIViewController {
                    unlock()
                    return GateController()
                }
            }
            final class CatalogModel {
                let onOpen: (Int) -> Void
                let onHelp: () -> Void
                init(onOpen: @escaping (Int) -> Void, onHelp: @escaping () -> Void) { self.onOpen = onOpen; self.onHelp = onHelp }
            }
            final class CatalogController: UIViewController {
                let model: CatalogModel
                init(model: CatalogModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
                @objc func picked() { model.onOpen(3) }
                @objc func help() { model.onHelp() }
            }
            final class ItemController: UIViewController {
                init(id: Int) { super.init(nibName: nil, bundle: nil) }
            }
            final class HelpController: UIViewController {}
            final class GateController: UIViewController {}
            final class AuditController: UIViewController {}

            final class ShopCoordinator {
                let navigation: UINavigationController
                let assembly = SceneAssembly()
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let catalog = assembly.makeCatalog(onOpen: { [weak self] id in
                        1️⃣self?.openItem(id)
                    }, onHelp: { [weak self] in
                        2️⃣self?.navigation.present(HelpController(), animated: true)
                    })
                    navigation.setViewControllers([catalog], animated: false)
                }
                private func openItem(_ id: Int) {
                    navigation.pushViewController(assembly.makeItem(id: id), animated: true)
                }
                func audit() {
                    let gate = assembly.makeGate(unlock: { [weak self] in self?.navigation.present(AuditController(), animated: true) })
                    navigation.pushViewController(gate, animated: true)
                }
            }
            """, ["CatalogController -push-> ItemController @1️⃣", "CatalogController -sheet-> HelpController @2️⃣"])
    }

    /// A factory declared to return the base class of the app's coordinators builds one subclass:
    /// starting what it returns runs that subclass's own start.
    @Test func aCoordinatorFactoryDeclaredWithTheBaseClassBuildsItsSubclass() {
        check("""
            class Flow {
                let stack: UINavigationController
                private var running: [Flow] = []
                init(stack: UINavigationController) { self.stack = stack }
                func run() {}
                func launch(_ flow: Flow) {
                    running.append(flow)
                    flow.run()
                }
            }
            final class FlowMaker {
                func profile(stack: UINavigationController) -> Flow {
                    ProfileFlow(stack: stack)
                }
                func receipts(stack: UINavigationController) -> Flow {
                    return ReceiptsFlow(stack: stack)
                }
            }
            final class HomeController: UIViewController {
                var showProfile: (() -> Void)?
                var showReceipts: (() -> Void)?
                @objc func profileTapped() { showProfile?() }
                @objc func receiptsTapped() { showReceipts?() }
            }
            final class ProfileController: UIViewController {}
            final class ReceiptsController: UIViewController {}

            final class HomeFlow: Flow {
                let maker = FlowMaker()
                override func run() {
                    let home = HomeController()
                    home.showProfile = { [weak self] in 1️⃣self?.openProfile() }
                    home.showReceipts = { [weak self] in 2️⃣self?.openReceipts() }
                    stack.pushViewController(home, animated: false)
                }
                private func openProfile() {
                    launch(maker.profile(stack: stack))
                }
                private func openReceipts() {
                    let flow = maker.receipts(stack: stack)
                    launch(flow)
                }
            }
            final class ProfileFlow: Flow {
                override func run() { stack.pushViewController(ProfileController(), animated: true) }
            }
            final class ReceiptsFlow: Flow {
                override func run() { stack.pushViewController(ReceiptsController(), animated: true) }
            }
            """, ["HomeController -push-> ProfileController @1️⃣", "HomeController -push-> ReceiptsController @2️⃣"])
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

    /// A child coordinator started and shown by presenting the navigation controller it holds
    /// (through the base class's helper, or written out) presents its first screen: one sheet,
    /// not also a child hosted in place.
    @Test func presentingAChildCoordinatorsOwnNavigationControllerPresentsItsFirstScreen() {
        check("""
            class Coordinator {
                private var children: [Coordinator] = []
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {}
                func coordinate(to child: Coordinator) {
                    children.append(child)
                    child.start()
                }
                func presentModally(_ child: Coordinator) {
                    coordinate(to: child)
                    navigationController.present(child.navigationController, animated: true)
                }
            }
            final class InboxController: UIViewController {
                var compose: (() -> Void)?
                var filters: (() -> Void)?
                @objc func composeTapped() { compose?() }
                @objc func filtersTapped() { filters?() }
            }
            final class DraftController: UIViewController {}
            final class FilterListController: UIViewController {}
            final class InboxCoordinator: Coordinator {
                override func start() {
                    let inbox = InboxController()
                    inbox.compose = { [weak self] in 1️⃣self?.compose() }
                    inbox.filters = { [weak self] in 2️⃣self?.showFilters() }
                    navigationController.pushViewController(inbox, animated: false)
                }
                private func compose() {
                    presentModally(DraftCoordinator(navigationController: UINavigationController()))
                }
                private func showFilters() {
                    let filters = FiltersCoordinator(navigationController: UINavigationController())
                    filters.start()
                    navigationController.present(filters.navigationController, animated: true)
                }
            }
            final class DraftCoordinator: Coordinator {
                override func start() { navigationController.setViewControllers([DraftController()], animated: false) }
            }
            final class FiltersCoordinator: Coordinator {
                override func start() { navigationController.pushViewController(FilterListController(), animated: false) }
            }
            """, ["InboxController -sheet-> DraftController @1️⃣", "InboxController -sheet-> FilterListController @2️⃣"])
    }

    /// `coordinator.rootViewController` with `var rootViewController: UIViewController {
    /// ReceiptViewController(…) }`: a computed property declared wider than the one app class it
    /// builds gives that class, so pushing it pushes the receipt.
    @Test func aComputedPropertyDeclaredWiderIsTheClassItBuilds() {
        EdgeExpectation.check("""
            import UIKit
            protocol RootProviding: AnyObject { var rootViewController: UIViewController { get } }
            protocol ReceiptsDelegate: AnyObject { func didPickReceipt(in controller: UIViewController) }
            final class ReceiptsViewController: UIViewController {
                weak var delegate: ReceiptsDelegate?
                @objc func picked() { 1️⃣delegate?.didPickReceipt(in: self) }
            }
            final class ReceiptViewController: UIViewController { init(number: Int) { super.init(nibName: nil, bundle: nil) } }
            final class ReceiptFlow: RootProviding {
                var rootViewController: UIViewController { return ReceiptViewController(number: 7) }
            }
            final class LedgerCoordinator: ReceiptsDelegate {
                let navigationController = UINavigationController()
                func start() {
                    let receipts = ReceiptsViewController()
                    receipts.delegate = self
                    navigationController.pushViewController(receipts, animated: false)
                }
                func didPickReceipt(in controller: UIViewController) {
                    let flow = ReceiptFlow()
                    navigationController.pushViewController(flow.rootViewController, animated: true)
                }
            }
            """, ["ReceiptsViewController -push-> ReceiptViewController @1️⃣"])
    }

    /// A factory builds a SwiftUI screen into a `var`, sets a field, and returns it in the app's
    /// own hosting controller generic over what it hosts; the caller unwraps the optional result
    /// with `guard let`: the push shows the SwiftUI screen, not the hosting class.
    @Test func aGenericHostingSubclassAFactoryReturnsShowsTheViewItHosts() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI
            final class TintedHost<Root: View>: UIHostingController<Root> {
                var onClose: (() -> Void)?
            }
            struct PantryView: View {
                weak var router: KitchenRouter?
                var body: some View { Button("Stock") { 2️⃣router?.showStock() } }
            }
            struct StockView: View {
                var heading = ""
                var body: some View { Text(heading) }
            }
            final class StockModel: ObservableObject {}
            final class KitchenRouter {
                weak var navigationController: UINavigationController?
                var isOpen = true
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController?.setViewControllers([UIHostingController(rootView: PantryView(router: self))], animated: false)
                }
                func showStock() {
                    guard let controller = stockController() else { return }
                    navigationController?.pushViewController(controller, animated: true)
                }
                private func stockController() -> UIViewController? {
                    guard isOpen else { return nil }
                    var screen = StockView()
                    screen.heading = "Shelves"
                    let host = TintedHost(rootView: screen.environmentObject(StockModel()))
                    host.onClose = {}
                    return host
                }
            }
            @main final class Galley: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var router: KitchenRouter?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    let router = KitchenRouter(navigationController: navigation)
                    1️⃣router.start()
                    self.router = router
                    window?.rootViewController = navigation
                    return true
                }
            }
            """, ["Galley -child-> PantryView @1️⃣", "PantryView -push-> StockView @2️⃣"])
    }

    /// A SwiftUI screen built with a modifier chain into a local and handed to a generic helper
    /// that hosts and pushes whatever view it is given: the push shows that screen.
    @Test func aModifiedViewHandedToAGenericHostingHelperIsPushed() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI
            final class AtlasModel: ObservableObject {}
            struct LegendView: View { var body: some View { Text("Legend") } }
            struct AtlasView: View {
                weak var guide: AtlasGuide?
                var body: some View { Button("Legend") { 1️⃣guide?.openLegend() } }
            }
            final class AtlasGuide {
                weak var stack: UINavigationController?
                init(stack: UINavigationController) { self.stack = stack }
                func openLegend() {
                    let page = LegendView().environmentObject(AtlasModel()).tint(.orange)
                    show(page: page)
                }
                private func show<Page: View>(page: Page) {
                    let host = UIHostingController(rootView: page)
                    host.title = "Legend"
                    stack?.pushViewController(host, animated: true)
                }
            }
            """, ["AtlasView -push-> LegendView @1️⃣"])
    }

    /// Static factories of another type: one declared to return `UIViewController` that builds a
    /// view and the hosting controller around it shows what it returns; one handing the screen it
    /// builds in a local to a completion closure runs that closure with the screen.
    @Test func aStaticFactoryOfAnotherTypeShowsTheScreenItReturnsOrHandsOver() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI
            struct TideChart: View { var body: some View { Text("Tides") } }
            final class TideChartHost: UIHostingController<TideChart> {}
            final class BuoyController: UIViewController { init(code: String) { super.init(nibName: nil, bundle: nil) } }
            enum Screens {
                static func tides(for harbour: String, onClose: @escaping () -> Void) -> UIViewController {
                    let chart = TideChart()
                    let host = TideChartHost(rootView: chart)
                    return host
                }
                static func buoy(code: String, ready: (UIViewController) -> Void) {
                    let buoy = BuoyController(code: code)
                    ready(buoy)
                }
            }
            final class HarbourController: UIViewController {
                func showTides() {
                    let tides = Screens.tides(for: "north") { }
                    1️⃣present(tides, animated: true)
                }
                func showBuoy() {
                    Screens.buoy(code: "B7") { [weak self] controller in
                        2️⃣self?.navigationController?.pushViewController(controller, animated: true)
                    }
                }
            }
            """, ["HarbourController -sheet-> TideChart @1️⃣", "HarbourController -push-> BuoyController @2️⃣"])
    }
}
