import FlowGraph
import FlowGraphExtractor
import Testing

/// Service code that shows screens on the controller a screen hands it: operations the queue runs,
/// completion handlers, the results and conditions navigation hides in, and what a build includes.
struct ServiceFlowShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A screen starts an operation through a service; the queue runs its `main()`, which shows a
    /// first screen by presenting the operation's own navigation controller on the screen it was
    /// handed and, in the completion handler of that step, pushes the next screen onto it: the same
    /// `show(_:)` presents or pushes, by what the flow showed before.
    @Test func anOperationPresentsItsFlowOnTheHandedScreenThenPushesOntoIt() {
        check("""
            final class CatalogViewController: UIViewController {
                @objc func buyTapped() {
                    _ = Checkout.shared.buy("sku", presentingViewController: self) { _ in }
                }
            }
            final class Checkout {
                static let shared = Checkout()
                private let queue = OperationQueue()
                func buy(_ sku: String, presentingViewController: UIViewController?, completion: @escaping (Bool) -> Void) -> Int {
                    var login: LoginTask?
                    if !sku.isEmpty {
                        login = self.login(presentingViewController: presentingViewController)
                    }
                    return login == nil ? 0 : 1
                }
                func login(presentingViewController: UIViewController?) -> LoginTask {
                    let task = LoginTask(presentingViewController: presentingViewController)
                    queue.addOperation(task)
                    return task
                }
            }
            class LoginTask: Operation {
                private weak var presentingViewController: UIViewController?
                private lazy var flow = UINavigationController()
                init(presentingViewController: UIViewController?) {
                    self.presentingViewController = presentingViewController
                    super.init()
                }
                override func main() {
                    askForPassword { accepted in
                        guard accepted else { return }
                        self.showTerms()
                    }
                }
                private func askForPassword(completion: @escaping (Bool) -> Void) {
                    let prompt = PasswordViewController()
                    if !self.show(prompt) { return }
                    completion(true)
                }
                private func showTerms() {
                    let terms = TermsViewController()
                    _ = self.show(terms)
                }
                private func show(_ screen: UIViewController) -> Bool {
                    guard let host = self.presentingViewController else { return false }
                    if self.flow.viewControllers.isEmpty {
                        self.flow.setViewControllers([screen], animated: false)
                        host.present(self.flow, animated: true)
                    } else {
                        self.flow.pushViewController(screen, animated: true)
                    }
                    return true
                }
            }
            final class PasswordViewController: UIViewController {}
            final class TermsViewController: UIViewController {}
            """, [
                "CatalogViewController -sheet-> PasswordViewController",
                "PasswordViewController -push-> TermsViewController",
            ])
    }

    /// In a helper a screen calls, a navigating call tested by a condition (`if !open(…)`,
    /// `guard reply(…) else`) runs, and so does one whose result is stored (`opened = forward(…)`).
    @Test func callsInConditionsAndStoredResultsRunInAHelper() {
        check("""
            final class InboxViewController: UIViewController {
                @objc func composeTapped() {
                    Mailer.shared.start(from: self)
                }
            }
            final class Mailer {
                static let shared = Mailer()
                private var opened = false
                func start(from host: UIViewController) {
                    if !open(from: host) { print("busy") }
                    guard reply(from: host) else { return }
                    opened = forward(from: host)
                }
                private func open(from host: UIViewController) -> Bool {
                    host.present(DraftViewController(), animated: true)
                    return true
                }
                private func reply(from host: UIViewController) -> Bool {
                    host.present(ReplyViewController(), animated: true)
                    return true
                }
                private func forward(from host: UIViewController) -> Bool {
                    host.present(ForwardViewController(), animated: true)
                    return true
                }
            }
            final class DraftViewController: UIViewController {}
            final class ReplyViewController: UIViewController {}
            final class ForwardViewController: UIViewController {}
            """, [
                "InboxViewController -sheet-> DraftViewController",
                "InboxViewController -sheet-> ReplyViewController",
                "InboxViewController -sheet-> ForwardViewController",
            ])
    }

    /// Each clause of an `#if` block in a helper is a build of the app: what either shows is a move
    /// of the screen calling it.
    @Test func eachCompilationClauseOfAHelperIsAnAlternative() {
        check("""
            final class ReceiptViewController: UIViewController {
                @objc func doneTapped() {
                    Farewell.shared.show(on: self)
                }
            }
            final class Farewell {
                static let shared = Farewell()
                func show(on host: UIViewController) {
                    #if DEBUG
                    host.present(DiagnosticsViewController(), animated: true)
                    #else
                    host.present(RatingViewController(), animated: true)
                    #endif
                }
            }
            final class DiagnosticsViewController: UIViewController {}
            final class RatingViewController: UIViewController {}
            """, [
                "ReceiptViewController -sheet-> DiagnosticsViewController",
                "ReceiptViewController -sheet-> RatingViewController",
            ])
    }

    /// `try result.get()` of a `Result` passed as `.failure(…)` throws: what follows it in the
    /// `do` block does not run for that caller, and runs for a caller passing a result not known.
    @Test func aFailedResultStopsWhatFollowsItsGet() {
        check("""
            enum SyncError: Error { case cancelled }
            final class SyncViewController: UIViewController {
                @objc func cancelTapped() {
                    Syncer.shared.complete(.failure(SyncError.cancelled), on: self)
                }
            }
            final class UploadViewController: UIViewController {
                @objc func uploadTapped() {
                    Syncer.shared.upload(on: self)
                }
            }
            final class Syncer {
                static let shared = Syncer()
                func upload(on host: UIViewController) {
                    complete(fetch(), on: host)
                }
                func fetch() -> Result<Int, Error> { .success(1) }
                func complete(_ result: Result<Int, Error>, on host: UIViewController) {
                    do {
                        let count = try result.get()
                        print(count)
                        host.present(SummaryViewController(), animated: true)
                    } catch {
                        print(error)
                    }
                }
            }
            final class SummaryViewController: UIViewController {}
            """, [
                "UploadViewController -sheet-> SummaryViewController",
            ])
    }

    /// Completion handlers nested ten deep in a helper are the helper's own code: followed to the end
    /// however deep they nest (only calls into other functions count towards the depth limit).
    @Test func deeplyNestedCompletionHandlersAreFollowed() {
        check("""
            final class VaultViewController: UIViewController {
                @objc func unlockTapped() {
                    Unlocker.shared.unlock(from: self)
                }
            }
            final class Unlocker {
                static let shared = Unlocker()
                func step(_ done: @escaping () -> Void) { done() }
                func unlock(from host: UIViewController) {
                    step { self.step { self.step { self.step { self.step {
                        self.step { self.step { self.step { self.step { self.step {
                            host.present(SecretsViewController(), animated: true)
                        } } } } }
                    } } } } }
                }
            }
            final class SecretsViewController: UIViewController {}
            """, [
                "VaultViewController -sheet-> SecretsViewController",
            ])
    }

    /// An operation built with `nil` for the controller it presents on (a background refresh)
    /// shows nothing: its initialiser keeps the `nil`, and `guard let host = self.host` exits. And
    /// `super.main()` is the superclass's, not the one navigating operation's of that name.
    @Test func anOperationHandedNoControllerShowsNothing() {
        check("""
            class BaseJob: Operation {
                override func main() { print("started") }
            }
            final class ExportJob: BaseJob {
                private weak var host: UIViewController?
                private lazy var navigationController = UINavigationController()
                init(host: UIViewController?) {
                    self.host = host
                    super.init()
                }
                override func main() {
                    super.main()
                    DispatchQueue.main.async {
                        guard let host = self.host else { return }
                        self.navigationController.setViewControllers([ExportProgressViewController()], animated: false)
                        host.present(self.navigationController, animated: true)
                    }
                }
            }
            final class TidyJob: BaseJob {
                override func main() {
                    super.main()
                }
            }
            final class Jobs {
                static let shared = Jobs()
                private let queue = OperationQueue()
                func export(from host: UIViewController?) {
                    let job = ExportJob(host: host)
                    queue.addOperation(job)
                }
                func tidy() {
                    let job = TidyJob()
                    queue.addOperation(job)
                }
            }
            final class ArchiveViewController: UIViewController {
                @objc func exportTapped() { Jobs.shared.export(from: self) }
            }
            final class DashboardViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Jobs.shared.export(from: nil)
                    Jobs.shared.tidy()
                }
            }
            final class ExportProgressViewController: UIViewController {}
            """, [
                "ArchiveViewController -sheet-> ExportProgressViewController",
            ])
    }

    /// An operation's Boolean property starts as declared (`var offersTour = false`): a step
    /// guarded by it runs only after the code that sets it, here the sign-in form's callback, so a
    /// stored session skips the tour and the operation's flow comes up with the upgrade screen.
    @Test func aFlagAnOperationSetsDecidesWhichStepsItsFlowShows() {
        check("""
            final class ShelfController: UIViewController {
                let queue = OperationQueue()
                func syncTapped() {
                    queue.addOperation(SyncJob(host: self))
                }
            }
            final class SyncJob: Operation {
                private var offersTour = false
                private weak var host: UIViewController?
                private let flow = UINavigationController()
                init(host: UIViewController) {
                    self.host = host
                }
                override func main() {
                    signIn { _ in
                        self.wrapUp()
                    }
                }
                private func signIn(done: @escaping (Bool) -> Void) {
                    if Session.stored != nil {
                        done(true)
                    } else {
                        let form = SignInFormController()
                        form.onSignedIn = { success in
                            self.offersTour = true
                            done(success)
                        }
                        reveal(form)
                    }
                }
                private func wrapUp() {
                    offerTourIfNeeded { _ in
                        self.reveal(UpgradeController())
                    }
                }
                private func offerTourIfNeeded(then next: @escaping (Bool) -> Void) {
                    guard self.offersTour else { return next(false) }
                    let tour = TourController()
                    tour.onDone = { next(true) }
                    reveal(tour)
                }
                private func reveal(_ screen: UIViewController) {
                    if flow.viewControllers.isEmpty {
                        flow.setViewControllers([screen], animated: false)
                        host?.present(flow, animated: true)
                    } else {
                        flow.pushViewController(screen, animated: true)
                    }
                }
            }
            final class SignInFormController: UIViewController {}
            final class TourController: UIViewController {}
            final class UpgradeController: UIViewController {}
            """, [
                "ShelfController -sheet-> SignInFormController",
                "SignInFormController -push-> TourController",
                "TourController -push-> UpgradeController",
                "ShelfController -sheet-> UpgradeController",
            ])
    }

    /// A navigating helper whose result is kept (`let receipt = charge(…)`, declared `-> Int`) runs
    /// as a call statement would: what it presents, it presents on the screen handed down to it.
    @Test func aNavigatingHelperWhoseResultIsKeptRuns() {
        check("""
            final class ShopViewController: UIViewController {
                @objc func buyTapped() {
                    Store.shared.buy(sku: "a", presenter: self)
                }
            }
            final class Store {
                static let shared = Store()
                func buy(sku: String, presenter: UIViewController) {
                    let receipt = charge(sku, presenter: presenter)
                    print(receipt)
                }
                private func charge(_ sku: String, presenter: UIViewController) -> Int {
                    presenter.present(PaymentSheetController(), animated: true)
                    return 1
                }
            }
            final class PaymentSheetController: UIViewController {}
            """, [
                "ShopViewController -sheet-> PaymentSheetController",
            ])
    }

    /// An alert action built first in a constant (`let move = UIAlertAction(…) { _ in host.present(…) }`)
    /// and added after (`alert.addAction(move)`) runs its closure on the user's tap, as one written
    /// inside `addAction(…)` does: in a helper the screens call, its move is theirs.
    @Test func anAlertActionKeptInAConstantRunsItsClosure() {
        check("""
            import UIKit
            final class TrashViewController: UIViewController {}
            final class Confirmations {
                static let shared = Confirmations()
                func askToTrash(on host: UIViewController) {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    let moveAction = UIAlertAction(title: "Move to Trash", style: .destructive) { _ in
                        1️⃣host.present(TrashViewController(), animated: true)
                    }
                    alert.addAction(moveAction)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    host.present(alert, animated: true)
                }
            }
            final class AlbumViewController: UIViewController {
                @objc func deleteTapped() { Confirmations.shared.askToTrash(on: self) }
            }
            """, [
                "AlbumViewController -alert-> AlbumViewController.UIAlertController",
                "AlbumViewController -sheet-> TrashViewController @1️⃣",
            ])
    }

    /// A `var` declared without a value and given one later (`var shown: UIViewController?` …
    /// `shown = builder(self)`) holds what the value is, as a `let` bound to it would: a screen
    /// the handed closure builds, pushed where the helper pushes it.
    @Test func aVariableGivenTheBuiltScreenLaterHoldsIt() {
        check("""
            import UIKit
            final class Shelf {
                weak var stack: UINavigationController?
                @discardableResult
                func show(building builder: (Shelf) -> UIViewController?, animated: Bool) -> UIViewController? {
                    var shown: UIViewController?
                    if let stack {
                        shown = builder(self)
                        if let shown { stack.pushViewController(shown, animated: animated) }
                    }
                    return shown
                }
            }
            final class CatalogViewController: UIViewController {
                let shelf = Shelf()
                @objc func bookTapped() {
                    1️⃣shelf.show(building: { _ in BookViewController() }, animated: true)
                }
            }
            final class BookViewController: UIViewController {}
            """, ["CatalogViewController -push-> BookViewController @1️⃣"])
    }

    /// A method called on a property whose declared type the app neither declares nor extends
    /// (`var beacon: Beacon?` from a binary SDK, `beacon?.start()`) is that type's: not the app's one
    /// coordinator `start()` of the same name, which a receiver of unknown type would otherwise run.
    @Test func aCallOnAPropertyOfAnSDKTypeRunsNoAppMethod() {
        check("""
            import UIKit
            import BeaconKit
            final class Tracker {
                var beacon: Beacon?
                func resume() {
                    self.beacon = Beacon()
                    self.beacon?.start()
                }
            }
            final class StatusViewController: UITableViewController {
                var tracker: Tracker? {
                    didSet { tracker?.resume() }
                }
            }
            final class LockViewController: UIViewController {}
            final class LockCoordinator {
                private let host: UIViewController
                init(host: UIViewController) { self.host = host }
                func start() { host.present(LockViewController(), animated: true) }
            }
            """, [])
    }

    /// An alert button's closure runs later, on the tap: a pop or dismissal alone there is no step
    /// before what the code around it does next (`addAction(restart)` then a push is no `reset`).
    @Test func anAlertButtonsPopIsNoStepBeforeTheNextMove() {
        check("""
            import UIKit
            final class LoginChecker {
                func fail(in navigationController: UINavigationController) {
                    let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
                    let restartAction = UIAlertAction(title: "Restart", style: .cancel) { _ in
                        navigationController.popToRootViewController(animated: true)
                    }
                    alert.addAction(restartAction)
                    2️⃣navigationController.pushViewController(ErrorScreenViewController(), animated: true)
                }
            }
            final class ErrorScreenViewController: UIViewController {}
            final class SiteViewController: UIViewController {
                let checker = LoginChecker()
                @objc func check() { if let nav = navigationController { 1️⃣checker.fail(in: nav) } }
            }
            """, ["SiteViewController -push-> ErrorScreenViewController @1️⃣", "SiteViewController -push-> ErrorScreenViewController @2️⃣"])
    }
}

