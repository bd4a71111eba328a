import OSLog
import SwiftUI

enum MoreRoute: Route {
    case menu
    case profile
    case security
    case changePasscode
    case support
    case helpArticle(articleId: String)

    var path: String {
        switch self {
        case .menu: return "more"
        case .profile: return "more/profile"
        case .security: return "more/security"
        case .changePasscode: return "more/security/passcode"
        case .support: return "more/support"
        case .helpArticle(let articleId): return "more/support/\(articleId)"
        }
    }
}

@MainActor
final class MoreCoordinator: ObservableObject {
    @Published var navigationStack: [NavigationItem] = []
    @Published var presentedFullScreen: NavigationItem?

    weak var parent: AppCoordinator?

    func push(_ route: MoreRoute) {
        navigationStack.append(NavigationItem(route))
    }

    func pop() {
        guard !navigationStack.isEmpty else { return }
        navigationStack.removeLast()
    }

    func popToRoot() {
        navigationStack.removeAll()
    }

    func present(_ route: MoreRoute, fullScreen: Bool = false) {
        guard fullScreen else {
            Logger.navigation.fault("More presents full-screen only: \(route.path)")
            return
        }
        presentedFullScreen = NavigationItem(route)
    }

    func dismiss() {
        presentedFullScreen = nil
    }

    func handle(deepLink route: MoreRoute) {
        dismiss()
        popToRoot()
        switch route {
        case .menu:
            break
        case .profile:
            push(.profile)
        case .security:
            push(.security)
        default:
            Logger.navigation.notice("No deep link handling for \(route.path)")
        }
    }

    @ViewBuilder
    func build(_ route: MoreRoute) -> some View {
        switch route {
        case .menu:
            MoreMenuView(viewModel: MoreMenuViewModel(coordinator: self))
        case .profile:
            ProfileView()
        case .security:
            SecurityView(viewModel: SecurityViewModel(coordinator: self))
        case .changePasscode:
            ChangePasscodeView(onFinish: { [weak self] in self?.dismiss() })
        case .support:
            SupportView(viewModel: SupportViewModel(coordinator: self))
        case .helpArticle(let articleId):
            HelpArticleView(viewModel: HelpArticleViewModel(articleId: articleId, coordinator: self))
        }
    }
}

struct MoreCoordinatorView: View {
    @ObservedObject var coordinator: MoreCoordinator

    var body: some View {
        NavigationView {
            coordinator.build(.menu)
                .background(
                    HiddenNavigationLinks(stack: $coordinator.navigationStack) { (route: MoreRoute) in
                        coordinator.build(route)
                    }
                )
        }
        .navigationViewStyle(.stack)
        .fullScreenCover(item: $coordinator.presentedFullScreen) { item in
            if let route = item.route.base as? MoreRoute {
                coordinator.build(route)
            }
        }
    }
}
