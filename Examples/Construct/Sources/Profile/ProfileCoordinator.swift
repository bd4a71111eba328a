import SwiftUI

protocol ProfileCoordinatorDelegate: AnyObject {
    @MainActor func profileCoordinatorDidLogout(_ coordinator: ProfileCoordinator)
    @MainActor func profileCoordinator(_ coordinator: ProfileCoordinator, didUpdateProfile profile: Profile)
}

@MainActor
final class ProfileCoordinator: SwiftUICoordinator {
    enum Route: Hashable {
        case settings
        case editProfile
        case changePassword
    }

    @Published var path = NavigationPath()
    weak var delegate: ProfileCoordinatorDelegate?

    func navigate(to route: Route) {
        path.append(route)
    }

    func showSettings() {
        navigate(to: .settings)
    }

    func showEditProfile() {
        navigate(to: .editProfile)
    }

    func logout() {
        delegate?.profileCoordinatorDidLogout(self)
    }

    func saveProfile(_ profile: Profile) {
        delegate?.profileCoordinator(self, didUpdateProfile: profile)
        pop()
    }
}

struct ProfileRootView: View {
    @ObservedObject var coordinator: ProfileCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            ProfileView(coordinator: coordinator)
                .navigationDestination(for: ProfileCoordinator.Route.self) { route in
                    switch route {
                    case .settings:
                        SettingsView(coordinator: coordinator)
                    case .editProfile:
                        EditProfileView(coordinator: coordinator)
                    case .changePassword:
                        ChangePasswordView(coordinator: coordinator)
                    }
                }
        }
    }
}
