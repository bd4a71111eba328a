import SwiftUI

struct HomeTab: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            HomeView()
                .navigationDestination(for: AppRoute.self) { route in
                    destinationView(for: route)
                }
        }
    }

    @ViewBuilder
    private func destinationView(for route: AppRoute) -> some View {
        switch route {
        case .profile(let user):
            ProfileView(user: user)
        case .settings:
            SettingsView()
        case .article(let id):
            ArticleDetailView(articleId: id)
        case .editProfile(let user):
            EditProfileView(user: user)
        case .comments(let articleId):
            CommentsView(articleId: articleId)
        case .tag(let name):
            TagFeedView(tag: name)
        }
    }
}
