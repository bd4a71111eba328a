import SwiftUI

@MainActor
final class VaultManagementScreenViewModel: ObservableObject {
    @Published private(set) var cards: [VaultedCard] = []
    private let coordinator: CheckoutCoordinator
    private let service: CheckoutServicing

    init(coordinator: CheckoutCoordinator, service: CheckoutServicing) {
        self.coordinator = coordinator
        self.service = service
    }

    func load() async {
        cards = (try? await service.vaultedCards()) ?? []
    }

    func delete(_ card: VaultedCard) async {
        try? await service.deleteVaultedCard(id: card.id)
        cards.removeAll { $0.id == card.id }
    }

    func addCard() {
        coordinator.navigate(to: .paymentMethod(.card))
    }

    func done() {
        coordinator.goBack()
    }
}

struct VaultManagementScreen: View {
    @StateObject var viewModel: VaultManagementScreenViewModel

    static func create(container: ContainerProtocol) async throws -> VaultManagementScreen {
        VaultManagementScreen(viewModel: VaultManagementScreenViewModel(
            coordinator: try await container.resolve(CheckoutCoordinator.self),
            service: try await container.resolve(CheckoutServicing.self)
        ))
    }

    var body: some View {
        List {
            ForEach(viewModel.cards) { card in
                HStack {
                    Text("\(card.network) •••• \(card.last4)")
                    Spacer()
                    Button(role: .destructive) {
                        Task { await viewModel.delete(card) }
                    } label: {
                        Image(systemName: "trash")
                    }
                }
            }
            Button("Add a card", action: viewModel.addCard)
            Button("Done", action: viewModel.done)
        }
        .task { await viewModel.load() }
    }
}
