import SwiftUI

/// State-driven navigation: `currentRoute` is the single source of truth for what is on screen,
/// `navigationStack` remembers where Back goes.
@MainActor
final class CheckoutCoordinator: ObservableObject, LogReporter {
    @Published var navigationStack: [CheckoutRoute] = []
    @Published private(set) var currentRoute: CheckoutRoute = .splash

    /// Called once the merchant should take over again (success, cancel or dismissal).
    var onCompletion: ((CheckoutCompletion) -> Void)?

    func navigate(to route: CheckoutRoute) {
        switch route {
        case .splash:
            navigationStack = []
            currentRoute = .splash
        case .paymentMethodsList:
            navigationStack = [route]
            currentRoute = route
        case .processing, .success, .failure:
            // The submitted form is not a place to come back to: swap it for the result.
            if !navigationStack.isEmpty {
                navigationStack.removeLast()
            }
            navigationStack.append(route)
            currentRoute = route
        case .savedCards, .vaultManagement, .paymentMethod, .billingAddress, .bankSelection, .webAuthorization:
            navigationStack.append(route)
            currentRoute = route
        }
        logNavigation(to: route)
    }

    func goBack() {
        guard !navigationStack.isEmpty else { return }
        navigationStack.removeLast()
        updateCurrentRoute()
    }

    func handlePaymentMethodSelection(_ method: PaymentMethod) {
        switch method.type {
        case .bankTransfer:
            navigate(to: .bankSelection(method))
        case .card, .wallet:
            navigate(to: .paymentMethod(method))
        }
    }

    func dismissCheckout(with completion: CheckoutCompletion) {
        onCompletion?(completion)
    }

    private func updateCurrentRoute() {
        currentRoute = navigationStack.last ?? .splash
    }

    private func logNavigation(to route: CheckoutRoute) {
        logger.debug("navigate → \(route.id), depth \(self.navigationStack.count)")
    }
}
