import Foundation

/// Opens `construct://` links: the host names the destination, query items carry identifiers.
@MainActor
final class DeepLinkHandler: ObservableObject {
    private weak var appCoordinator: AppCoordinator?

    init(appCoordinator: AppCoordinator) {
        self.appCoordinator = appCoordinator
    }

    func handle(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              components.scheme == "construct",
              let host = components.host else { return }

        switch host {
        case "home":
            open(.home)
        case "profile":
            handleProfileDeepLink(components)
        case "settings":
            open(.settings)
        case "post":
            if let id = queryValue("id", in: components) {
                open(.post(id: id))
            }
        case "exercise":
            if let id = queryValue("id", in: components) {
                open(.exercise(id: id))
            }
        default:
            break
        }
    }

    private func handleProfileDeepLink(_ components: URLComponents) {
        let userId = queryValue("id", in: components)
        open(.profile(userId: userId))
    }

    private func queryValue(_ name: String, in components: URLComponents) -> String? {
        components.queryItems?.first(where: { $0.name == name })?.value
    }

    private func open(_ route: AppRoute) {
        guard let tabs = appCoordinator?.tabCoordinator else { return }
        switch route {
        case .home:
            tabs.selectedTab = 0
            tabs.homeCoordinator.popToRoot()
        case .profile:
            // Other people's profiles are not deep-linkable yet; open our own.
            tabs.selectedTab = 2
            tabs.profileCoordinator.popToRoot()
        case .settings:
            tabs.selectedTab = 2
            tabs.profileCoordinator.popToRoot()
            tabs.profileCoordinator.showSettings()
        case .post(let id):
            tabs.selectedTab = 0
            tabs.homeCoordinator.popToRoot()
            tabs.homeCoordinator.presentPostDetail(Post(id: id, authorName: "", text: "", likeCount: 0))
        case .exercise(let id):
            tabs.selectedTab = 1
            tabs.searchCoordinator.popToRoot()
            tabs.searchCoordinator.navigate(to: .exercise(id: id))
        }
    }
}
