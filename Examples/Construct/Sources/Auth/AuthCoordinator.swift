import SwiftUI

protocol AuthCoordinatorDelegate: AnyObject {
    @MainActor func authCoordinatorDidAuthenticate(_ coordinator: AuthCoordinator, isNewUser: Bool)
}

@MainActor
final class AuthCoordinator: ObservableObject {
    @Published var showingLogin = false
    @Published var showingSignup = false
    @Published private(set) var errorMessage: String?

    weak var delegate: AuthCoordinatorDelegate?
    private let authService: AuthServiceProtocol

    init(authService: AuthServiceProtocol) {
        self.authService = authService
    }

    func startAuthFlow() {
        showingLogin = true
    }

    func startSignup() {
        showingSignup = true
    }

    func switchToSignup() {
        showingLogin = false
        showingSignup = true
    }

    func switchToLogin() {
        showingSignup = false
        showingLogin = true
    }

    func login(email: String, password: String) async {
        do {
            try await authService.login(email: email, password: password)
            completeAuth(isNewUser: false)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func signUp(email: String, password: String) async {
        do {
            try await authService.signUp(email: email, password: password)
            completeAuth(isNewUser: true)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    private func completeAuth(isNewUser: Bool) {
        showingLogin = false
        showingSignup = false
        delegate?.authCoordinatorDidAuthenticate(self, isNewUser: isNewUser)
    }
}
