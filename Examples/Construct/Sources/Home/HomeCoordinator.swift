import SwiftUI

@MainActor
final class HomeCoordinator: SwiftUICoordinator {
    enum Route: Hashable {
        case challenge(id: String)
        case leaderboard
    }

    @Published var path = NavigationPath()
    @Published var showingCreatePost = false
    @Published var showingPostDetail: Post?
    @Published var showingWorkoutRecorder = false
    @Published private(set) var feedVersion = 0

    func navigate(to route: Route) {
        path.append(route)
    }

    func showLeaderboard() {
        navigate(to: .leaderboard)
    }

    func presentCreatePost() {
        showingCreatePost = true
    }

    func presentPostDetail(_ post: Post) {
        showingPostDetail = post
    }

    func startWorkout() {
        showingWorkoutRecorder = true
    }

    func dismissModal() {
        showingCreatePost = false
        showingPostDetail = nil
        showingWorkoutRecorder = false
    }

    func refreshFeed() {
        feedVersion += 1
    }
}

/// Owns nothing but the way out of the composer.
@MainActor
final class CreatePostCoordinator {
    private weak var parent: HomeCoordinator?

    init(parent: HomeCoordinator) {
        self.parent = parent
    }

    func finish() {
        parent?.dismissModal()
        parent?.refreshFeed()
    }

    func cancel() {
        parent?.dismissModal()
    }
}

struct HomeRootView: View {
    @ObservedObject var coordinator: HomeCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            HomeView(coordinator: coordinator)
                .navigationDestination(for: HomeCoordinator.Route.self) { route in
                    switch route {
                    case .challenge(let id):
                        ChallengeView(challengeId: id, coordinator: coordinator)
                    case .leaderboard:
                        LeaderboardView()
                    }
                }
        }
    }
}
