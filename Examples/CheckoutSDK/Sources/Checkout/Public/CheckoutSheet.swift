import SwiftUI

/// The checkout UI a merchant presents. Shows exactly the screen of `coordinator.currentRoute`.
@available(iOS 15.0, *)
public struct CheckoutSheet: View {
    @StateObject private var coordinator: CheckoutCoordinator
    @Environment(\.designTokens) private var tokens
    private let container: ContainerProtocol

    init(container: ContainerProtocol, coordinator: CheckoutCoordinator) {
        self.container = container
        _coordinator = StateObject(wrappedValue: coordinator)
    }

    public var body: some View {
        VStack(spacing: 0) {
            currentScreen
                .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
        }
        .background(tokens?.colorBackground ?? .white)
        .environmentObject(coordinator)
        .animation(.easeInOut(duration: 0.4), value: coordinator.currentRoute.id)
    }

    @ViewBuilder
    private var currentScreen: some View {
        switch coordinator.currentRoute {
        case .splash:
            AsyncViewBuilder { try await SplashScreen.create(container: container) }
        case .paymentMethodsList:
            AsyncViewBuilder { try await PaymentMethodsListScreen.create(container: container) }
        case .savedCards:
            AsyncViewBuilder { try await SavedCardsScreen.create(container: container) }
        case .vaultManagement:
            AsyncViewBuilder { try await VaultManagementScreen.create(container: container) }
        case .paymentMethod(let method):
            AsyncViewBuilder { try await PaymentMethodScreen.create(paymentMethod: method, container: container) }
        case .billingAddress(let method):
            AsyncViewBuilder { try await BillingAddressScreen.create(paymentMethod: method, container: container) }
        case .bankSelection(let method):
            AsyncViewBuilder { try await BankSelectionScreen.create(paymentMethod: method, container: container) }
        case .webAuthorization(let url):
            AsyncViewBuilder { try await WebAuthorizationScreen.create(url: url, container: container) }
        case .processing:
            AsyncViewBuilder { try await ProcessingScreen.create(container: container) }
        case .success(let result):
            AsyncViewBuilder { try await PaymentSuccessScreen.create(result: result, container: container) }
        case .failure(let error):
            AsyncViewBuilder { try await PaymentFailureScreen.create(error: error, container: container) }
        }
    }
}

/// Builds a screen whose dependencies resolve asynchronously, showing progress meanwhile.
private struct AsyncViewBuilder<Content: View>: View {
    @State private var content: Content?
    @State private var isLoading = true
    @State private var error: Error?
    private let asyncContent: () async throws -> Content

    init(_ asyncContent: @escaping () async throws -> Content) {
        self.asyncContent = asyncContent
    }

    var body: some View {
        Group {
            if let content {
                content
            } else if let error {
                Text(error.localizedDescription).foregroundStyle(.red)
            } else if isLoading {
                ProgressView("Loading…")
            }
        }
        .task {
            do {
                content = try await asyncContent()
            } catch {
                self.error = error
            }
            isLoading = false
        }
    }
}

struct DesignTokens {
    var colorBackground: Color
    var colorPrimary: Color
}

private struct DesignTokensKey: EnvironmentKey {
    static let defaultValue: DesignTokens? = nil
}

extension EnvironmentValues {
    var designTokens: DesignTokens? {
        get { self[DesignTokensKey.self] }
        set { self[DesignTokensKey.self] = newValue }
    }
}
