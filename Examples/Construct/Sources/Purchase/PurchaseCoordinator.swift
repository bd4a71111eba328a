import SwiftUI

@MainActor
final class PurchaseCoordinator: SwiftUICoordinator {
    enum Route: Hashable {
        case addPaymentMethod
        case confirmPurchase(Product)
        case error(message: String)
    }

    @Published var path = NavigationPath()
    private let purchaseService: PurchaseServiceProtocol

    init(purchaseService: PurchaseServiceProtocol = PurchaseService()) {
        self.purchaseService = purchaseService
    }

    func navigate(to route: Route) {
        path.append(route)
    }

    func startPurchase(for product: Product) {
        Task {
            do {
                if try await purchaseService.requiresPaymentMethod() {
                    navigate(to: .addPaymentMethod)
                } else {
                    navigate(to: .confirmPurchase(product))
                }
            } catch {
                navigate(to: .error(message: error.localizedDescription))
            }
        }
    }

    func products() async -> [Product] {
        (try? await purchaseService.products()) ?? []
    }
}

struct PurchaseFlowView: View {
    @StateObject private var coordinator = PurchaseCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            ProductListView(coordinator: coordinator)
                .navigationDestination(for: PurchaseCoordinator.Route.self) { route in
                    switch route {
                    case .addPaymentMethod:
                        AddPaymentMethodView(coordinator: coordinator)
                    case .confirmPurchase(let product):
                        ConfirmPurchaseView(product: product)
                    case .error(let message):
                        PurchaseErrorView(message: message, coordinator: coordinator)
                    }
                }
        }
    }
}
