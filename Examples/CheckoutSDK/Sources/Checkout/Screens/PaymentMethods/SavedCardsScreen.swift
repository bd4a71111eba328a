import SwiftUI

@MainActor
final class SavedCardsScreenViewModel: ObservableObject {
    @Published private(set) var cards: [VaultedCard] = []
    @Published var selectedCardId: String?

    private let coordinator: CheckoutCoordinator
    private let service: CheckoutServicing

    init(coordinator: CheckoutCoordinator, service: CheckoutServicing) {
        self.coordinator = coordinator
        self.service = service
    }

    func load() async {
        cards = (try? await service.vaultedCards()) ?? []
        selectedCardId = cards.first?.id
    }

    func payWithSelectedCard() {
        guard selectedCardId != nil else { return }
        coordinator.navigate(to: .processing)
    }

    func back() {
        coordinator.goBack()
    }
}

struct SavedCardsScreen: View {
    @StateObject var viewModel: SavedCardsScreenViewModel

    static func create(container: ContainerProtocol) async throws -> SavedCardsScreen {
        SavedCardsScreen(viewModel: SavedCardsScreenViewModel(
            coordinator: try await container.resolve(CheckoutCoordinator.self),
            service: try await container.resolve(CheckoutServicing.self)
        ))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("Back", action: viewModel.back)
            Picker("Card", selection: $viewModel.selectedCardId) {
                ForEach(viewModel.cards) { card in
                    Text("\(card.network) •••• \(card.last4)").tag(Optional(card.id))
                }
            }
            .pickerStyle(.inline)
            Button("Pay", action: viewModel.payWithSelectedCard).buttonStyle(.borderedProminent)
        }
        .padding()
        .task { await viewModel.load() }
    }
}
