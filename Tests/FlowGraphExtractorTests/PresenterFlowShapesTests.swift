import FlowGraph
import FlowGraphExtractor
import Testing

/// UIKit shapes where what a screen shows flows to the showing call through values: a controller
/// a screen hosts as its child, the step a chooser returns, a controller kept in a stored property.
struct PresenterFlowShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A wizard embedding a navigation controller (`children.first`) hosts each step a planner
    /// returns in it: one child edge per screen the planner's branches (and the helper it returns
    /// the result of) can give, followed through the local and the parameter that carry it.
    @Test func aStepAChooserReturnsIsHostedInTheEmbeddedStack() {
        check("""
            enum Stage { case address, review }
            final class StepPlanner {
                func upcoming(after index: Int) -> UIViewController {
                    if index == 0 { return NameStepViewController() }
                    if index == 1 { return build(.address) }
                    return build(.review)
                }
                private func build(_ stage: Stage) -> UIViewController {
                    switch stage {
                    case .address: return AddressStepViewController()
                    case .review: return ReviewStepViewController()
                    }
                }
            }
            final class WizardViewController: UIViewController {
                private let planner = StepPlanner()
                private var index = 0
                func embeddedStack() -> UINavigationController? {
                    return self.children.first as? UINavigationController
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣advance()
                }
                func advance() {
                    let upcoming = planner.upcoming(after: index)
                    2️⃣place(upcoming)
                }
                func place(_ step: UIViewController) {
                    embeddedStack()!.viewControllers = [step]
                    index += 1
                }
            }
            final class NameStepViewController: UIViewController {}
            final class AddressStepViewController: UIViewController {}
            final class ReviewStepViewController: UIViewController {}
            """, [
                "WizardViewController -child-> NameStepViewController @1️⃣",
                "WizardViewController -child-> AddressStepViewController @2️⃣",
                "WizardViewController -child-> ReviewStepViewController @2️⃣",
            ])
    }

    /// `addChild(destination)` of a controller a stored property holds, declared as a plain
    /// `UIViewController` and given its screen in another method: the screen hosts it in place.
    /// A `Progress`'s `addChild(_:withPendingUnitCount:)` is no controller hosting.
    @Test func addingAStoredControllerAsAChildHostsIt() {
        check("""
            final class SplashViewController: UIViewController {
                private var destination: UIViewController!
                private let progress = Progress(totalUnitCount: 2)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    destination = LibraryViewController()
                    progress.addChild(Progress(totalUnitCount: 1), withPendingUnitCount: 1)
                }
                func finishLoading() {
                    1️⃣addChild(destination)
                    view.addSubview(destination.view)
                    destination.didMove(toParent: self)
                }
            }
            final class LibraryViewController: UIViewController {}
            """, ["SplashViewController -child-> LibraryViewController @1️⃣"])
    }

    /// An app's own operator along a chain (`hideOverlays().andThen(showPage()).map { … }` with
    /// `andThen(_ next: @autoclosure …)` in an extension of a library type) runs what it is handed:
    /// the page a router presents is shown from the screen calling it.
    @Test func anAppOperatorInTheMiddleOfAChainRunsWhatItIsHanded() {
        check("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            extension ObservableType {
                func andThen(_ next: @autoclosure @escaping () -> Observable<Element>) -> Observable<Element> {
                    let deferred = Observable.deferred { next() }
                    return self.ignoreElements().asObservable().concat(deferred)
                }
            }
            final class OverlayRouter {
                static let shared = OverlayRouter()
                var window: UIWindow?
                func hideOverlays() -> Observable<Void> { .empty() }
                func openLicense() -> Observable<Void> {
                    return hideOverlays().andThen(showPage()).map { _ in }
                }
                func showPage() -> Observable<Void> {
                    return Observable.create { observer in
                        self.window?.rootViewController?.present(LicenseViewController(), animated: true)
                        return Disposables.create()
                    }
                }
            }
            final class ReaderViewController: UIViewController {
                func licenseTapped() {
                    _ = 1️⃣OverlayRouter.shared.openLicense().subscribe()
                }
            }
            final class LicenseViewController: UIViewController {}
            """, ["ReaderViewController -sheet-> LicenseViewController @1️⃣"])
    }

    /// `label.onLongPress { alert in present(alert, …) }`: the app function the closure is handed to
    /// calls it with an alert a helper builds (declared to return `UIAlertController`), so the
    /// presentation is that alert's. The closure's type is a typealias, not written with `->`.
    @Test func aClosureGivenAControllerByTheFunctionItIsHandedToPresentsIt() {
        check("""
            typealias AlertHandler = (UIAlertController) -> Void
            private func makeDetailsAlert(_ text: String) -> UIAlertController {
                let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                return alert
            }
            extension UIView {
                func revealOnHold(_ text: String, handler: @escaping AlertHandler) {
                    let hold = UILongPressGestureRecognizer()
                    hold.rx.event.subscribe(onNext: { _ in
                        handler(makeDetailsAlert(text))
                    })
                    addGestureRecognizer(hold)
                }
            }
            final class UploadViewController: UIViewController {
                let statusLabel = UILabel()
                func uploadFailed(_ reason: String) {
                    statusLabel.revealOnHold(reason) { [weak self] alert in
                        1️⃣self?.present(alert, animated: true, completion: nil)
                    }
                }
            }
            """, ["UploadViewController -alert-> UploadViewController.UIAlertController @1️⃣"])
    }

    /// `host.askForCode()` on a local typed only `UIViewController`: the one helper an extension of
    /// that framework type declares under the name runs, presenting on the screen that asked.
    @Test func aFrameworkExtensionHelperCalledOnAnUntypedControllerRuns() {
        check("""
            extension UIViewController {
                func askForCode() -> Observable<Void> {
                    return Observable.deferred {
                        let prompt = self.codePrompt()
                        self.present(prompt, animated: true) { }
                        return .empty()
                    }
                }
                func codePrompt() -> UIAlertController {
                    return UIAlertController(title: "Code", message: nil, preferredStyle: .alert)
                }
            }
            final class PromptRouter {
                static let shared = PromptRouter()
                var root: UIViewController?
                func showCodePrompt() -> Observable<Void> {
                    let host: UIViewController = root?.presentedViewController ?? root!
                    return host.askForCode()
                }
            }
            final class SupportViewController: UIViewController {
                func codeTapped() {
                    _ = 1️⃣PromptRouter.shared.showCodePrompt().subscribe()
                }
            }
            """, ["SupportViewController -alert-> SupportViewController.UIAlertController @1️⃣"])
    }

    /// Code outside a container (`if let stack = container.innerStack() { stack.viewControllers = [x] }`,
    /// `innerStack()` returning the container's own child) sets what the container hosts: a child
    /// edge from the container, beside the presentation of the container itself.
    @Test func aStackAContainerEmbedsSetUpFromOutsideIsItsChild() {
        check("""
            final class SheetContainerViewController: UIViewController {
                func innerStack() -> UINavigationController? {
                    loadViewIfNeeded()
                    return children.first as? UINavigationController
                }
            }
            final class SignUpViewController: UIViewController {}
            final class BoardViewController: UIViewController {
                func signUpTapped() {
                    let container = SheetContainerViewController()
                    if let stack = container.innerStack() {
                        1️⃣stack.viewControllers = [SignUpViewController()]
                    }
                    2️⃣present(container, animated: true)
                }
            }
            """, [
                "SheetContainerViewController -child-> SignUpViewController @1️⃣",
                "BoardViewController -sheet-> SheetContainerViewController @2️⃣",
            ])
    }

    /// A child coordinator calling back through a general-typed property narrowed by a cast
    /// (`if let browsing = owner as? ItemBrowsing { browsing.browse(…) }`, `weak var owner: Flow?`)
    /// reaches what its builders handed it (`labels.owner = self`): each conforming builder's
    /// method runs, and a conformer that never builds it does not.
    @Test func aCallbackThroughAParentPropertyNarrowedByACastReachesTheBuildersThatHandedThemselves() {
        check("""
            protocol Flow: AnyObject { func start() }
            protocol ItemBrowsing: AnyObject { func browse(_ shelf: String) }
            final class ShelfFlow: Flow, ItemBrowsing {
                let stack = UINavigationController()
                func start() { stack.pushViewController(ShelfController(), animated: false) }
                func browse(_ shelf: String) { stack.pushViewController(ShelfController(), animated: true) }
                func addLabel() {
                    let modal = UINavigationController()
                    let labels = LabelFlow(stack: modal)
                    labels.owner = self
                    stack.present(modal, animated: true)
                    labels.start()
                }
            }
            final class BasketFlow: Flow, ItemBrowsing {
                let stack = UINavigationController()
                func start() { stack.pushViewController(BasketController(), animated: false) }
                func browse(_ shelf: String) { stack.pushViewController(BasketPickController(), animated: true) }
                func addLabel() {
                    let modal = UINavigationController()
                    let labels = LabelFlow(stack: modal)
                    labels.owner = self
                    stack.present(modal, animated: true)
                    labels.start()
                }
            }
            final class ArchiveFlow: Flow, ItemBrowsing {
                let stack = UINavigationController()
                func start() { stack.pushViewController(ArchiveController(), animated: false) }
                func browse(_ shelf: String) { stack.pushViewController(ArchiveShelfController(), animated: true) }
            }
            final class LabelFlow: Flow {
                weak var owner: Flow?
                let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func start() {
                    let screen = NewLabelController()
                    screen.flow = self
                    stack.pushViewController(screen, animated: false)
                }
                func saved(_ name: String) {
                    stack.dismiss(animated: true)
                    if let browsing = owner as? ItemBrowsing {
                        1️⃣browsing.browse(name)
                    }
                }
            }
            final class NewLabelController: UIViewController {
                weak var flow: LabelFlow?
                @objc func save() { flow?.saved("x") }
            }
            final class ShelfController: UIViewController {}
            final class BasketController: UIViewController {}
            final class BasketPickController: UIViewController {}
            final class ArchiveController: UIViewController {}
            final class ArchiveShelfController: UIViewController {}
            """, [
                "NewLabelController -push-> ShelfController @1️⃣",
                "NewLabelController -push-> BasketPickController @1️⃣",
            ])
    }

    /// A coordinator whose `start()` fills the columns of a split view it holds in a property
    /// (`lazy var split: UISplitViewController`) is the place hosting them: a `child` edge to the
    /// first screen of its own stack and to each screen given as a column.
    @Test func aCoordinatorFillingTheColumnsOfItsSplitViewPropertyHostsThem() {
        check("""
            protocol Routing: AnyObject { func start() }
            final class MailRouter: Routing {
                let stack = UINavigationController()
                lazy var split: UISplitViewController = {
                    let split = UISplitViewController()
                    split.preferredDisplayMode = .oneBesideSecondary
                    return split
                }()
                func start() {
                    let inbox = InboxController()
                    inbox.router = self
                    1️⃣stack.viewControllers = [inbox]
                    2️⃣split.viewControllers = [stack, PlaceholderController()]
                }
                func open() { stack.pushViewController(MessageController(), animated: true) }
            }
            final class InboxController: UIViewController {
                weak var router: MailRouter?
                @objc func tap() { router?.open() }
            }
            final class PlaceholderController: UIViewController {}
            final class MessageController: UIViewController {}
            """, [
                "MailRouter -child-> InboxController @1️⃣",
                "MailRouter -child-> PlaceholderController @2️⃣",
                "InboxController -push-> MessageController",
            ])
    }
}

extension PresenterFlowShapesTests {
    /// A navigation controller subclass whose initialiser hands its superclass the first screen
    /// (`init() { super.init(rootViewController: Lobby()) }`) shows that screen wherever it is
    /// given: as a split view column and as a presented modal. `showDetailViewController` on the
    /// split view the coordinator holds replaces the detail column's screen; on a screen it is a push.
    @Test func aNavigationSubclassBuildingItsOwnRootShowsThatScreen() {
        check("""
            final class ShopFlow {
                let menu = UINavigationController()
                private lazy var board: UISplitViewController = UISplitViewController()
                func start() {
                    let shelf = ShelfScreen()
                    shelf.flow = self
                    menu.viewControllers = [shelf]
                    1️⃣board.viewControllers = [menu, LobbyStack()]
                }
                func closeItem() { board.showDetailViewController(LobbyStack(), sender: nil) }
            }
            final class ShelfScreen: UIViewController {
                weak var flow: ShopFlow?
                @objc func help() { 3️⃣present(HelpStack(), animated: true) }
                @objc func remove() { 2️⃣flow?.closeItem() }
                @objc func open() { 4️⃣showDetailViewController(ItemScreen(), sender: self) }
            }
            final class ItemScreen: UIViewController {}
            final class LobbyScreen: UIViewController {}
            final class HelpScreen: UIViewController {}
            class ThemedStack: UINavigationController {}
            final class LobbyStack: ThemedStack {
                init() { super.init(rootViewController: LobbyScreen()) }
                required init?(coder: NSCoder) { nil }
            }
            final class HelpStack: UINavigationController {
                init() { super.init(rootViewController: HelpScreen()) }
                required init?(coder: NSCoder) { nil }
            }
            """, [
                "ShopFlow -child-> ShelfScreen",
                "ShopFlow -child-> LobbyScreen @1️⃣",
                "ShelfScreen -replace-> LobbyScreen @2️⃣",
                "ShelfScreen -sheet-> HelpScreen @3️⃣",
                "ShelfScreen -push-> ItemScreen @4️⃣",
            ])
    }

    /// A service presenting on the controller it is handed, through a method of its own named like
    /// a closure wrapper (`perform(_:from:)`, handed no closure), a function declared inside the
    /// method that calls it, and a call whose result is dropped (`_ = reveal(…)`).
    @Test func aServiceHelperNamedLikeAWrapperALocalFunctionAndADroppedResultStillPresent() {
        check("""
            final class LedgerViewController: UIViewController {
                @objc func exportTapped() {
                    1️⃣Exporter.shared.start(["march"], from: self)
                }
            }
            final class Exporter {
                static let shared = Exporter()
                func start(_ months: [String], from host: UIViewController) {
                    perform(months, from: host)
                }
                private func perform(_ months: [String], from host: UIViewController) {
                    func confirm() {
                        let sheet = ExportOptionsViewController()
                        _ = reveal(sheet, on: host)
                    }
                    confirm()
                }
                private func reveal(_ screen: UIViewController, on host: UIViewController) -> Bool {
                    host.present(screen, animated: true)
                    return true
                }
            }
            final class ExportOptionsViewController: UIViewController {}
            """, [
                "LedgerViewController -sheet-> ExportOptionsViewController @1️⃣",
            ])
    }

    /// Static helpers in a caseless enum or a struct used as a namespace navigate for the screen
    /// they are handed, as a service class's would — also through a protocol extension the
    /// screen conforms to.
    @Test func staticHelpersOfANamespaceEnumOrStructNavigateForTheirCaller() {
        check("""
            enum Navigator {
                static func showProfile(of user: String, from screen: UIViewController) {
                    let profile = ProfileScreen()
                    screen.navigationController?.pushViewController(profile, animated: true)
                }
            }
            struct AlertFactory {
                static func confirmLogout(on host: UIViewController) {
                    let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
                    host.present(alert, animated: true)
                }
            }
            protocol UserListing: UIViewController {}
            extension UserListing {
                func openUser(_ name: String) { Navigator.showProfile(of: name, from: self) }
            }
            final class FollowersScreen: UIViewController, UserListing {
                @objc func rowTapped() { openUser("ann") }
                @objc func logoutTapped() { AlertFactory.confirmLogout(on: self) }
            }
            final class ProfileScreen: UIViewController {}
            """, [
                "FollowersScreen -push-> ProfileScreen",
                "FollowersScreen -alert-> FollowersScreen.UIAlertController",
            ])
    }

    /// Value flow through locals: a local given a case in each branch of an `if` holds one of
    /// those cases, so a helper switching over it takes only their paths (no popover here); and a
    /// local made by a closure called on the spot holds what the closure returns (the wrapper
    /// around the screen, presented as a sheet).
    @Test func aLocalSetInEveryBranchAndOneMadeByAClosureCarryTheirValues() {
        check("""
            final class Presenter {
                enum Style { case push, sheet, popover }
                func show(_ screen: UIViewController, from host: UIViewController, style: Style) {
                    switch style {
                    case .push:
                        host.navigationController?.pushViewController(screen, animated: true)
                    case .sheet:
                        let wrapper: UINavigationController = {
                            if screen is ArticleScreen {
                                return TintedNavigationController(rootViewController: screen)
                            } else {
                                return UINavigationController(rootViewController: screen)
                            }
                        }()
                        host.present(wrapper, animated: true)
                    case .popover:
                        screen.modalPresentationStyle = .popover
                        host.present(screen, animated: true)
                    }
                }
            }
            final class TintedNavigationController: UINavigationController {}
            final class ReadingListScreen: UIViewController {
                let presenter = Presenter()
                @objc func openArticle() {
                    let style: Presenter.Style
                    if traitCollection.horizontalSizeClass == .compact {
                        style = .push
                    } else {
                        style = .sheet
                    }
                    presenter.show(ArticleScreen(), from: self, style: style)
                }
            }
            final class ArticleScreen: UIViewController {}
            """, [
                "ReadingListScreen -push-> ArticleScreen",
                "ReadingListScreen -sheet-> ArticleScreen",
            ])
    }

    /// Swift 5.9's `if` and `switch` expressions as a local's value: the local holds the value of
    /// the branch that runs (a screen of each branch, a branch that fails holding none), and a
    /// style chosen the same way takes only the helper's paths for the cases it can hold.
    @Test func aLocalGivenAnIfOrSwitchExpressionHoldsEachBranchsValue() {
        check("""
            final class Presenter {
                enum Style { case push, sheet, popover }
                func show(_ screen: UIViewController, from host: UIViewController, style: Style) {
                    switch style {
                    case .push: host.navigationController?.pushViewController(screen, animated: true)
                    case .sheet: host.present(screen, animated: true)
                    case .popover:
                        screen.modalPresentationStyle = .popover
                        host.present(screen, animated: true)
                    }
                }
            }
            final class ShelfScreen: UIViewController {
                var prefersClassic = false
                let presenter = Presenter()
                func openBook(_ format: Int) {
                    let reader: UIViewController = if prefersClassic {
                        ClassicReaderScreen()
                    } else {
                        ReaderScreen()
                    }
                    navigationController?.pushViewController(reader, animated: true)
                    let extra = switch format {
                    case 0: NotesScreen()
                    case 1: fatalError("unsupported")
                    default: NotesScreen()
                    }
                    let style: Presenter.Style = if format > 2 { .push } else { .sheet }
                    presenter.show(extra, from: self, style: style)
                }
            }
            final class ClassicReaderScreen: UIViewController {}
            final class ReaderScreen: UIViewController {}
            final class NotesScreen: UIViewController {}
            """, [
                "ShelfScreen -push-> ClassicReaderScreen",
                "ShelfScreen -push-> ReaderScreen",
                "ShelfScreen -push-> NotesScreen",
                "ShelfScreen -sheet-> NotesScreen",
            ])
    }

    /// A flow object built on the controller a screen hands it (`PrintFlow(presenter: self)`,
    /// directly or through a shared service) whose `start()` presents on that controller covers the
    /// screen with what it presents, in the style it sets (an alert it opens with when it cannot
    /// start is no place it shows); one pushing on the screen's stack is hosted in place, as before.
    @Test func aFlowStartedOnTheHandedControllerPresentsOverTheScreen() {
        check("""
            final class Printing {
                static let shared = Printing()
                private var running: [AnyObject] = []
                func run(on host: UIViewController) {
                    let job = PrintFlow(presenter: host)
                    running.append(job)
                    job.start()
                }
            }
            final class PrintFlow {
                private let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                func start() {
                    do {
                        try Printer.connect()
                    } catch {
                        report(error, on: presenter)
                        return
                    }
                    let picker = PrinterPickerViewController()
                    picker.modalPresentationStyle = .fullScreen
                    presenter.present(picker, animated: true)
                }
            }
            final class ShareFlow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.pushViewController(ShareTargetsViewController(), animated: true) }
            }
            final class ReceiptViewController: UIViewController {
                @objc func printTapped() {
                    1️⃣Printing.shared.run(on: self)
                }
                @objc func previewTapped() {
                    let flow = PrintFlow(presenter: self)
                    2️⃣flow.start()
                }
                @objc func shareTapped() {
                    let flow = ShareFlow(navigation: navigationController!)
                    3️⃣flow.start()
                }
            }
            enum Printer { static func connect() throws {} }
            extension PrintFlow {
                func report(_ error: Error, on host: UIViewController) {
                    let alert = UIAlertController(title: "No printer", message: error.localizedDescription, preferredStyle: .alert)
                    host.present(alert, animated: true)
                }
            }
            final class PrinterPickerViewController: UIViewController {}
            final class ShareTargetsViewController: UIViewController {}
            """, [
                "ReceiptViewController -fullScreenCover-> PrinterPickerViewController @1️⃣",
                "ReceiptViewController -fullScreenCover-> PrinterPickerViewController @2️⃣",
                "ReceiptViewController -child-> ShareTargetsViewController @3️⃣",
            ])
    }

    /// A screen a coordinator's method builds into a local (`let card = EditorPage(…)`) is that
    /// method's: not the content of the views calling some function of the same name (`card()`),
    /// whose screens would otherwise make its moves.
    @Test func aScreenBuiltIntoAMethodsLocalIsNoViewBuildersContent() {
        check("""
            final class EditorCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let card = EditorPage(coordinator: self)
                    navigation.setViewControllers([UIHostingController(rootView: card)], animated: false)
                }
                func showPreview() { navigation.pushViewController(UIHostingController(rootView: PreviewPage()), animated: true) }
            }
            struct EditorPage: View {
                let coordinator: EditorCoordinator
                var body: some View { Button("Preview") { 2️⃣coordinator.showPreview() } }
            }
            struct PreviewPage: View { var body: some View { Text("p") } }
            struct GalleryPage: View {
                var body: some View { VStack { card(); card() } }
                func card() -> some View { Text("c") }
            }
            struct ShelfPage: View {
                var body: some View { List { card() } }
                func card() -> some View { Text("s") }
            }
            @main final class StudioDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var coordinator: EditorCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    window = UIWindow()
                    window?.rootViewController = navigation
                    coordinator = EditorCoordinator(navigation: navigation)
                    1️⃣coordinator?.start()
                    return true
                }
            }
            """, [
                "StudioDelegate -child-> EditorPage @1️⃣",
                "EditorPage -push-> PreviewPage @2️⃣",
            ])
    }

    /// A child coordinator built on a fresh navigation controller (`ItemCoordinator(navigation:
    /// modal)`) whose own method sets its stack (`child.navigate(to: .detail)`) fills that
    /// controller, and presenting it presents that screen: no reset of the presenter's stack.
    @Test func aChildFillingAFreshContainerIsPresentedWithIt() {
        check("""
            enum ItemRoute { case detail, edit }
            final class ItemCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {}
                func navigate(to route: ItemRoute) {
                    switch route {
                    case .detail: navigation.setViewControllers([ItemDetailViewController()], animated: false)
                    case .edit: navigation.setViewControllers([ItemEditViewController()], animated: false)
                    }
                }
            }
            final class ListCoordinator {
                let navigation: UINavigationController
                var children: [AnyObject] = []
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.setViewControllers([ListViewController(coordinator: self)], animated: false) }
                func showItem() {
                    let modal = UINavigationController()
                    let child = ItemCoordinator(navigation: modal)
                    children.append(child)
                    child.start()
                    child.navigate(to: .detail)
                    navigation.present(modal, animated: true)
                }
            }
            final class ListViewController: UIViewController {
                let coordinator: ListCoordinator
                init(coordinator: ListCoordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tapped() { 2️⃣coordinator.showItem() }
            }
            final class ItemDetailViewController: UIViewController {}
            final class ItemEditViewController: UIViewController {}
            @main final class ShopDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var coordinator: ListCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    window = UIWindow()
                    window?.rootViewController = navigation
                    coordinator = ListCoordinator(navigation: navigation)
                    1️⃣coordinator?.start()
                    return true
                }
            }
            """, [
                "ShopDelegate -child-> ListViewController @1️⃣",
                "ListViewController -sheet-> ItemDetailViewController @2️⃣",
            ])
    }
}
