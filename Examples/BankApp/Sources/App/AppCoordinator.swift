import OSLog
import SwiftUI

/// Owns the tab selection and one coordinator per tab; routes deep links to the right tab.
@MainActor
final class AppCoordinator: ObservableObject {
    @Published var selectedTab: MainTab = .home
    @Published private(set) var pendingDeepLink: URL?

    let homeCoordinator = HomeCoordinator()
    let accountsCoordinator = AccountsCoordinator()
    let transferCoordinator = TransferCoordinator()
    let cardsCoordinator = CardsCoordinator()
    let moreCoordinator = MoreCoordinator()

    private let session: SessionStore

    init(session: SessionStore = .shared) {
        self.session = session
        homeCoordinator.parent = self
        accountsCoordinator.parent = self
        transferCoordinator.parent = self
        cardsCoordinator.parent = self
        moreCoordinator.parent = self
    }

    func switchTab(_ tab: MainTab) {
        guard selectedTab != tab else { return }
        selectedTab = tab
    }

    // MARK: - Deep links

    func handle(deepLink url: URL) {
        guard session.isAuthenticated else {
            Logger.navigation.info("Deferring deep link until unlock: \(url.absoluteString)")
            pendingDeepLink = url
            return
        }
        switch DeepLinkParser.parse(url) {
        case .success(let route):
            handle(route: route)
        case .failure(let error):
            Logger.navigation.error("Rejected deep link \(url.absoluteString): \(String(describing: error))")
        }
    }

    func resumePendingDeepLink() {
        guard session.isAuthenticated, let url = pendingDeepLink else { return }
        pendingDeepLink = nil
        handle(deepLink: url)
    }

    func handle(route: AppRoute) {
        switch route {
        case .home(let homeRoute):
            switchTab(.home)
            homeCoordinator.handle(deepLink: homeRoute)
        case .accounts(let accountsRoute):
            switchTab(.accounts)
            accountsCoordinator.handle(deepLink: accountsRoute)
        case .transfer(let transferRoute):
            switchTab(.transfer)
            transferCoordinator.handle(deepLink: transferRoute)
        case .cards(let cardsRoute):
            switchTab(.cards)
            cardsCoordinator.handle(deepLink: cardsRoute)
        case .more(let moreRoute):
            switchTab(.more)
            moreCoordinator.handle(deepLink: moreRoute)
        }
    }
}
