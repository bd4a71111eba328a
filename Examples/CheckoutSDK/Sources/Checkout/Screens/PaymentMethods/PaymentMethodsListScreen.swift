import SwiftUI

@MainActor
final class PaymentMethodsListScreenViewModel: ObservableObject {
    @Published private(set) var displayModels: [PaymentMethodDisplayModel] = []
    @Published private(set) var hasVaultedCards = false

    private let coordinator: CheckoutCoordinator
    private let service: CheckoutServicing
    private var methods: [PaymentMethod] = []

    init(coordinator: CheckoutCoordinator, service: CheckoutServicing) {
        self.coordinator = coordinator
        self.service = service
    }

    static func create(container: ContainerProtocol) async throws -> PaymentMethodsListScreenViewModel {
        PaymentMethodsListScreenViewModel(
            coordinator: try await container.resolve(CheckoutCoordinator.self),
            service: try await container.resolve(CheckoutServicing.self)
        )
    }

    func load() async {
        methods = (try? await service.loadConfiguration()) ?? []
        displayModels = methods.map { PaymentMethodDisplayModel(id: $0.id, title: $0.displayName, iconName: $0.type.rawValue) }
        hasVaultedCards = !((try? await service.vaultedCards()) ?? []).isEmpty
    }

    func handlePaymentMethodSelection(_ displayModel: PaymentMethodDisplayModel) {
        if let method = findMatchingPaymentMethod(for: displayModel) {
            coordinator.handlePaymentMethodSelection(method)
        }
    }

    func showSavedCards() {
        coordinator.navigate(to: .savedCards)
    }

    func manageSavedCards() {
        coordinator.navigate(to: .vaultManagement)
    }

    func cancel() {
        coordinator.dismissCheckout(with: .cancelled)
    }

    private func findMatchingPaymentMethod(for displayModel: PaymentMethodDisplayModel) -> PaymentMethod? {
        methods.first { $0.id == displayModel.id }
    }
}

struct PaymentMethodsListScreen: View {
    @StateObject var viewModel: PaymentMethodsListScreenViewModel

    static func create(container: ContainerProtocol) async throws -> PaymentMethodsListScreen {
        PaymentMethodsListScreen(viewModel: try await PaymentMethodsListScreenViewModel.create(container: container))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Choose a payment method").font(.headline)
                Spacer()
                Button("Cancel", action: viewModel.cancel)
            }
            if viewModel.hasVaultedCards {
                Button("Pay with a saved card", action: viewModel.showSavedCards)
                Button("Manage saved cards", action: viewModel.manageSavedCards).font(.footnote)
            }
            ForEach(viewModel.displayModels) { model in
                Button {
                    viewModel.handlePaymentMethodSelection(model)
                } label: {
                    Label(model.title, systemImage: model.iconName)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .buttonStyle(.bordered)
            }
        }
        .padding()
        .task { await viewModel.load() }
    }
}
