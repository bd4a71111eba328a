import OSLog
import SwiftUI

enum CardsRoute: Route {
    case list
    case detail(cardId: String)
    case settings(cardId: String)
    case freeze(cardId: String)
    case replacement(cardId: String)

    var path: String {
        switch self {
        case .list: return "cards"
        case .detail(let cardId): return "cards/\(cardId)"
        case .settings(let cardId): return "cards/\(cardId)/settings"
        case .freeze(let cardId): return "cards/\(cardId)/freeze"
        case .replacement(let cardId): return "cards/\(cardId)/replace"
        }
    }
}

@MainActor
final class CardsCoordinator: ObservableObject {
    @Published var navigationStack: [NavigationItem] = []
    @Published var presentedSheet: NavigationItem?
    @Published var presentedFullScreen: NavigationItem?

    weak var parent: AppCoordinator?

    func push(_ route: CardsRoute) {
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

    func present(_ route: CardsRoute, fullScreen: Bool = false) {
        if fullScreen {
            presentedFullScreen = NavigationItem(route)
        } else {
            presentedSheet = NavigationItem(route)
        }
    }

    func dismiss() {
        presentedSheet = nil
        presentedFullScreen = nil
    }

    func handle(deepLink route: CardsRoute) {
        dismiss()
        popToRoot()
        switch route {
        case .list:
            break
        case .settings(let cardId):
            push(.detail(cardId: cardId))
            push(.settings(cardId: cardId))
        default:
            Logger.navigation.notice("No deep link handling for \(route.path)")
        }
    }

    @ViewBuilder
    func build(_ route: CardsRoute) -> some View {
        switch route {
        case .list:
            CardsListView(viewModel: CardsListViewModel(coordinator: self))
        case .detail(let cardId):
            CardDetailView(viewModel: CardDetailViewModel(cardId: cardId, coordinator: self))
        case .settings(let cardId):
            CardSettingsView(viewModel: CardSettingsViewModel(cardId: cardId, coordinator: self))
        case .freeze(let cardId):
            FreezeCardView(cardId: cardId, onClose: { [weak self] in self?.dismiss() })
        case .replacement(let cardId):
            ReplaceCardView(cardId: cardId, onClose: { [weak self] in self?.dismiss() })
        }
    }
}

struct CardsCoordinatorView: View {
    @ObservedObject var coordinator: CardsCoordinator

    var body: some View {
        NavigationView {
            coordinator.build(.list)
                .background(
                    HiddenNavigationLinks(stack: $coordinator.navigationStack) { (route: CardsRoute) in
                        coordinator.build(route)
                    }
                )
        }
        .navigationViewStyle(.stack)
        .sheet(item: $coordinator.presentedSheet) { item in
            if let route = item.route.base as? CardsRoute {
                NavigationView { coordinator.build(route) }
            }
        }
        .fullScreenCover(item: $coordinator.presentedFullScreen) { item in
            if let route = item.route.base as? CardsRoute {
                NavigationView { coordinator.build(route) }
            }
        }
    }
}
