import FlowGraphExtractor
import Testing

/// A generic view model every screen holds with a handler of its own (`Store<H: Handling>`
/// calling `handler.handle(action, in: self)`): what a screen's actions do is its handler's.
struct GenericViewModelShapesTests {
    /// Two screens hold the same generic store class with different handlers, whose action
    /// types are the ones their implementations of the protocol's requirement take. Only the
    /// screen whose handler routes to the journal shows it, from the action it dispatches.
    @Test func aScreenNavigatesWithTheHandlerItsStoreIsMadeWith() {
        EdgeExpectation.check("""
            import UIKit

            protocol Handling {
                associatedtype Action
                func handle(_ action: Action, in store: Store<Self>)
            }

            final class Store<H: Handling> {
                let handler: H
                init(handler: H) { self.handler = handler }
                func dispatch(_ action: H.Action) {
                    handler.handle(action, in: self)
                }
            }

            protocol JournalRouting: AnyObject {
                func showJournal()
            }

            enum DiagnosticsAction { case openJournal, clear }

            struct DiagnosticsHandler: Handling {
                unowned let router: JournalRouting
                func handle(_ action: DiagnosticsAction, in store: Store<DiagnosticsHandler>) {
                    switch action {
                    case .openJournal: router.showJournal()
                    case .clear: break
                    }
                }
            }

            enum PaletteAction { case pick(Int) }

            struct PaletteHandler: Handling {
                func handle(_ action: PaletteAction, in store: Store<PaletteHandler>) {
                    switch action {
                    case .pick: break
                    }
                }
            }

            final class PaletteViewController: UIViewController {
                private let store: Store<PaletteHandler>
                init(store: Store<PaletteHandler>) {
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                func tapped() { store.dispatch(.pick(1)) }
            }

            final class DiagnosticsViewController: UIViewController {
                private let store: Store<DiagnosticsHandler>
                init(store: Store<DiagnosticsHandler>) {
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                func tapped() { 1️⃣store.dispatch(.openJournal) }
            }

            final class JournalViewController: UIViewController {}

            final class PreferencesCoordinator: JournalRouting {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let diagnostics = DiagnosticsViewController(store: Store(handler: DiagnosticsHandler(router: self)))
                    let palette = PaletteViewController(store: Store(handler: PaletteHandler()))
                    navigationController.setViewControllers([diagnostics], animated: false)
                    navigationController.pushViewController(palette, animated: true)
                }
                func showJournal() {
                    navigationController.pushViewController(JournalViewController(), animated: true)
                }
            }

            @main final class Clinic: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var preferences: PreferencesCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    let preferences = PreferencesCoordinator(navigationController: navigation)
                    2️⃣preferences.start()
                    self.preferences = preferences
                    window?.rootViewController = navigation
                    return true
                }
            }
            """, ["Clinic -child-> DiagnosticsViewController @2️⃣", "DiagnosticsViewController -push-> JournalViewController @1️⃣"])
    }

    /// The handler's action type nested in it under the associated type's name, two screens
    /// each dispatching to a handler that shows a screen of its own.
    @Test func eachScreenShowsWhatItsOwnHandlerShows() {
        EdgeExpectation.check("""
            import UIKit
            protocol Reducing {
                associatedtype Event
                func reduce(_ event: Event)
            }
            final class Model<R: Reducing> {
                private let reducer: R
                init(reducer: R) { self.reducer = reducer }
                func emit(_ event: R.Event) { reducer.reduce(event) }
            }
            protocol Wayfinding: AnyObject {
                func showMap()
                func showTimetable()
            }
            struct StationReducer: Reducing {
                enum Event { case mapTapped, refresh }
                weak var wayfinder: Wayfinding?
                func reduce(_ event: Event) {
                    switch event {
                    case .mapTapped: wayfinder?.showMap()
                    case .refresh: break
                    }
                }
            }
            struct LineReducer: Reducing {
                enum Event { case timetableTapped }
                weak var wayfinder: Wayfinding?
                func reduce(_ event: Event) {
                    switch event {
                    case .timetableTapped: wayfinder?.showTimetable()
                    }
                }
            }
            final class StationViewController: UIViewController {
                var model: Model<StationReducer>!
                func mapButtonTapped() { 1️⃣model.emit(.mapTapped) }
            }
            final class LineViewController: UIViewController {
                var model: Model<LineReducer>!
                func timetableButtonTapped() { 2️⃣model.emit(.timetableTapped) }
            }
            final class MapViewController: UIViewController {}
            final class TimetableViewController: UIViewController {}
            final class TransitCoordinator: Wayfinding {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showMap() { navigationController.pushViewController(MapViewController(), animated: true) }
                func showTimetable() { navigationController.pushViewController(TimetableViewController(), animated: true) }
            }
            """, [
                "StationViewController -push-> MapViewController @1️⃣",
                "LineViewController -push-> TimetableViewController @2️⃣",
            ])
    }

    /// One handler always navigates, whatever the action; the other never does. The screen
    /// holding the quiet one moves nowhere, though both hold the same generic model class.
    @Test func aScreenWhoseHandlerNeverNavigatesMovesNowhere() {
        EdgeExpectation.check("""
            import UIKit
            protocol Reducing {
                associatedtype Event
                func reduce(_ event: Event)
            }
            final class Model<R: Reducing> {
                private let reducer: R
                init(reducer: R) { self.reducer = reducer }
                func emit(_ event: R.Event) { 1️⃣reducer.reduce(event) }
            }
            protocol Wayfinding: AnyObject {
                func showMap()
            }
            struct KioskReducer: Reducing {
                weak var wayfinder: Wayfinding?
                func reduce(_ event: Int) { wayfinder?.showMap() }
            }
            struct ClockReducer: Reducing {
                func reduce(_ event: String) {}
            }
            final class KioskViewController: UIViewController {
                var model: Model<KioskReducer>!
                func tapped() { model.emit(1) }
            }
            final class ClockViewController: UIViewController {
                var model: Model<ClockReducer>!
                func tapped() { model.emit("tick") }
            }
            final class MapViewController: UIViewController {}
            final class PlatformCoordinator: Wayfinding {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showMap() { navigationController.pushViewController(MapViewController(), animated: true) }
            }
            """, ["KioskViewController -push-> MapViewController @1️⃣"])
    }
}
