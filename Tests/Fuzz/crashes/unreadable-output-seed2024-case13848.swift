import SwiftUI

enum AppTab: Hashable {
    case home
    case discover
    case inbox
}

/// The tab bar. Every tab owns its own `NavigationStack`; modals shown by the coordinator
/// sit above all of them.
struct RootTabView: View {
    @StateObject private var coordinator = NavigationCoordinator()
    @State private var selectedTab: AppTab = .home

    var body: some View {
        TabView(selection: $selectedTab) {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.home)

            DiscoverTab()
                .tabItem { Label("Discover", systemImage: "safari") }
                .tag(AppTab.discover)

            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppTab.inbox)
        }
        .environmentObject(coordinator)
        .sheet(item: $coordinator.presentedSheet) { sheet in
            sheetView(for: sheet)
        }
        .fullScreenCover(item: $coordinator.presentedFullScreen) { destination in
            fullScreenView(for: destination)
        }
        .onOpenURL { url in
            handleDeepLink(url)
        }
    }

    @ViewBuilder
    private func sheetView(for sheet: NavigationCoordinator.SheetDestination) -> some View {
        switch sheet {
        case .createPost:
            CreatePostView()
        case .filter:
            FeedFilterView()
        case .share(let content):
            ShareView(content: content)
        }
    }

    @ViewBuilder
    private fuand the app-wide modals.
@MainActor
final class NavigationCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var presentedSheet: SheetDestination?
    @Published var presentedFullScreen: FullScreenDestination?

    enum SheetDestination: Identifiable {
        case createPost
        case filter
        case share(content: String)

        var id: String {
            switch self {
            case .createPost: return "createPost"
            case .filter: return "filter"
            case .share(let content): return "share-\(content)"
            }
        }
    }

    enum FullScreenDestination: Identifiable {
        case onboarding
        case camera

        var id: String {
            switch self {
            case .onboarding: return "onboarding"
            case .camera: return "camera"
            }
        }
    }

    // MARK: - Stack

    func navigate(to route: AppRoute) {
        path.append(route)
    }

    func navigateBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func navigateToRoot() {
        path.removeLast(path.count)
    }

    // MARK: - Modals

    func presentSheet(_ sheet: SheetDestination) {
        presentedSheet = sheet
    }

    func presentFullScreen(_ destination: FullScreenDestination) {
        presentedFullScreen = destination
    }

    func dismissModal() {
        presentedSheet = nil
        presentedFullScreen = nil
    }
}
nc fullScreenView(for destination: NavigationCoordinator.FullScreenDestination) -> some View {
        switch destination {
        case .onboarding:
            OnboardingView()
        case .camera:
            CameraView()
        }
    }

    /// Handles `pulse://` links, e.g. `pulse://article/123`.
    private func handleDeepLink(_ url: URL) {
        guard url.scheme == "pulse" else { return }
        let parts = url.pathComponents.filter { $0 != "/" }

        switch url.host {
        case "article":
            guard let articleId = parts.first else { return }
            selectedTab = .home
            coordinator.navigateToRoot()
            coordinator.navigate(to: .article(id: articleId))
        case "tag":
            guard let name = parts.first else { return }
            selectedTab = .home
            coordinator.navigateToRoot()
            coordinator.navigate(to: .tag(name: name))
        case "settings":
            selectedTab = .home
            coordinator.navigateToRoot()
            coordinator.navigate(to: .settings)
        case "compose":
            coordinator.presentSheet(.createPost)
        case "camera":
            coordinator.presentFullScreen(.camera)
        case "discover":
            selectedTab = .discover
        default:
            break
        }
    }
}
