import FlowGraph
import FlowGraphExtractor
import Testing

/// Navigation requested through an event channel: a screen posts a notification or sends on a
/// shared Combine subject, and a screen, coordinator or the app observing it navigates. The move
/// starts where the post is written; an observer moves on its own only when nothing that moves
/// from its code posts.
struct EventChannelShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The basket screen posts `.checkoutRequested`, which the shell observes by selector and
    /// answers with the checkout sheet; `.sessionExpired` comes only from the token refresher, so
    /// the shell's login cover stays its own move.
    @Test func aPostedNotificationMovesFromThePostingScreen() {
        check("""
            import UIKit
            extension Notification.Name {
                static let checkoutRequested = Notification.Name("checkoutRequested")
                static let sessionExpired = Notification.Name("sessionExpired")
            }
            final class ShellController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(openCheckout), name: .checkoutRequested, object: nil)
                    NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) { [weak self] _ in
                        let login = LoginController()
                        login.modalPresentationStyle = .fullScreen
                        2️⃣self?.present(login, animated: true)
                    }
                }
                @objc private func openCheckout() {
                    present(CheckoutController(), animated: true)
                }
            }
            final class TokenRefresher {
                func refreshFailed() { NotificationCenter.default.post(name: .sessionExpired, object: nil) }
            }
            final class BasketController: UIViewController {
                @objc func checkoutTapped() {
                    1️⃣NotificationCenter.default.post(name: .checkoutRequested, object: self)
                }
            }
            final class CheckoutController: UIViewController {}
            final class LoginController: UIViewController {}
            """, [
                "BasketController -sheet-> CheckoutController @1️⃣",
                "ShellController -fullScreenCover-> LoginController @2️⃣",
            ])
    }

    /// A shared bus's subject: the map screen sends a venue id, the coordinator subscribed to it
    /// (through operators) pushes the venue. A screen's model subscribing to a subject only updates
    /// its own state: sending on that subject is no move.
    @Test func aSubjectsSubscriberNavigatesForTheSender() {
        check("""
            import UIKit
            import Combine
            final class Signals {
                static let shared = Signals()
                let venueOpened = PassthroughSubject<String, Never>()
                let listReloaded = PassthroughSubject<Void, Never>()
            }
            final class GuideCoordinator {
                let navigation: UINavigationController
                private var subscriptions = Set<AnyCancellable>()
                init(navigation: UINavigationController) {
                    self.navigation = navigation
                    Signals.shared.venueOpened
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] id in self?.showVenue(id) }
                        .store(in: &subscriptions)
                }
                func start() {
                    navigation.setViewControllers([MapController()], animated: false)
                }
                private func showVenue(_ id: String) {
                    navigation.pushViewController(VenueController(), animated: true)
                }
            }
            final class MapModel {
                var reloads = 0
                private var subscriptions = Set<AnyCancellable>()
                init() {
                    Signals.shared.listReloaded.sink { [weak self] in self?.reloads += 1 }.store(in: &subscriptions)
                }
            }
            final class MapController: UIViewController {
                let model = MapModel()
                func pinTapped(_ id: String) { 1️⃣Signals.shared.venueOpened.send(id) }
                func refresh() { Signals.shared.listReloaded.send(()) }
            }
            final class VenueController: UIViewController {}
            """, [
                "MapController -push-> VenueController @1️⃣",
            ])
    }
}
