import SwiftUI

@MainActor
final class AppCoordinator: ObservableObject {
    @Published private(set) var isAuthenticated = false
    @Published private(set) var needsOnboarding = false

    let authCoordinator: AuthCoordinator
    let onboardingCoordinator = OnboardingCoordinator()
    let tabCoordinator = TabCoordinator()
    private(set) lazy var deepLinkHandler = DeepLinkHandler(appCoordinator: self)

    private let authService: AuthServiceProtocol

    init(authService: AuthServiceProtocol = AuthService()) {
        self.authService = authService
        self.authCoordinator = AuthCoordinator(authService: authService)
        authCoordinator.delegate = self
        onboardingCoordinator.delegate = self
        tabCoordinator.profileCoordinator.delegate = self
        checkAuthentication()
    }

    private func checkAuthentication() {
        isAuthenticated = authService.isAuthenticated
        needsOnboarding = !UserDefaults.standard.bool(forKey: "onboardingComplete")
    }

    func logout() {
        authService.logout()
        tabCoordinator.resetAllTabs()
        isAuthenticated = false
    }
}

extension AppCoordinator: AuthCoordinatorDelegate {
    func authCoordinatorDidAuthenticate(_ coordinator: AuthCoordinator, isNewUser: Bool) {
        needsOnboarding = isNewUser
        isAuthenticated = true
    }
}

extension AppCoordinator: OnboardingCoordinatorDelegate {
    func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator) {
        UserDefaults.standard.set(true, forKey: "onboardingComplete")
        needsOnboarding = false
    }
}

extension AppCoordinator: ProfileCoordinatorDelegate {
    func profileCoordinatorDidLogout(_ coordinator: ProfileCoordinator) {
        logout()
    }

    func profileCoordinator(_ coordinator: ProfileCoordinator, didUpdateProfile profile: Profile) {
        tabCoordinator.homeCoordinator.refreshFeed()
    }
}
