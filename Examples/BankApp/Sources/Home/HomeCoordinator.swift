import OSLog
import SwiftUI

enum HomeRoute: Route {
    case dashboard
    case notifications
    case notificationDetail(notificationId: String)
    case insights

    var path: String {
        switch self {
        case .dashboard: return "home"
        case .notifications: return "home/notifications"
        case .notificationDetail(let notificationId): return "home/notifications/\(notificationId)"
        case .insights: return "home/insights"
        }
    }

    /// Maps a server-driven destination ("notifications", "insights") to a route.
    init?(serverPath: String) {
        switch serverPath {
        case "notifications": self = .notifications
        case "insights": self = .insights
        default: return nil
        }
    }
}

@MainActor
final class HomeCoordinator: ObservableObject {
    @Published var navigationStack: [NavigationItem] = []

    weak var parent: AppCoordinator?

    func push(_ route: HomeRoute) {
        Logger.navigation.debug("Push: \(route.path)")
        navigationStack.append(NavigationItem(route))
    }

    func pop() {
        guard !navigationStack.isEmpty else { return }
        navigationStack.removeLast()
    }

    func popToRoot() {
        navigationStack.removeAll()
    }

    // MARK: - Cross-feature

    func openAccount(accountId: String) {
        parent?.switchTab(.accounts)
        parent?.accountsCoordinator.popToRoot()
        parent?.accountsCoordinator.push(.detail(accountId: accountId))
    }

    func showCardsTab() {
        parent?.switchTab(.cards)
    }

    // MARK: - Deep links

    func handle(deepLink route: HomeRoute) {
        popToRoot()
        switch route {
        case .dashboard:
            break
        case .notifications:
            push(.notifications)
        case .notificationDetail(let notificationId):
            push(.notifications)
            push(.notificationDetail(notificationId: notificationId))
        case .insights:
            push(.insights)
        }
    }

    @ViewBuilder
    func build(_ route: HomeRoute) -> some View {
        switch route {
        case .dashboard:
            DashboardView(viewModel: DashboardViewModel(coordinator: self))
        case .notifications:
            NotificationsView(viewModel: NotificationsViewModel(coordinator: self))
        case .notificationDetail(let notificationId):
            NotificationDetailView(notificationId: notificationId)
        case .insights:
            SpendingInsightsView()
        }
    }
}

struct HomeCoordinatorView: View {
    @ObservedObject var coordinator: HomeCoordinator

    var body: some View {
        NavigationView {
            coordinator.build(.dashboard)
                .background(
                    HiddenNavigationLinks(stack: $coordinator.navigationStack) { (route: HomeRoute) in
                        coordinator.build(route)
                    }
                )
        }
        .navigationViewStyle(.stack)
    }
}
