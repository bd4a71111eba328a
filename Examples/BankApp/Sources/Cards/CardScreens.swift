import SwiftUI

@MainActor
final class CardsListViewModel: ObservableObject {
    @Published private(set) var cards: [Card] = []
    private weak var coordinator: CardsCoordinator?

    init(coordinator: CardsCoordinator) {
        self.coordinator = coordinator
    }

    func load() async {
        cards = (try? await APIClient.shared.get("/v2/cards")) ?? []
    }

    func select(_ card: Card) {
        coordinator?.push(.detail(cardId: card.id))
    }
}

struct CardsListView: View {
    @StateObject var viewModel: CardsListViewModel

    var body: some View {
        List(viewModel.cards) { card in
            Button("•••• \(card.lastFour)") { viewModel.select(card) }
        }
        .navigationTitle("Cards")
        .task { await viewModel.load() }
    }
}

@MainActor
final class CardDetailViewModel: ObservableObject {
    let cardId: String
    private weak var coordinator: CardsCoordinator?

    init(cardId: String, coordinator: CardsCoordinator) {
        self.cardId = cardId
        self.coordinator = coordinator
    }

    func openSettings() {
        coordinator?.push(.settings(cardId: cardId))
    }

    func freeze() {
        coordinator?.present(.freeze(cardId: cardId), fullScreen: false)
    }
}

struct CardDetailView: View {
    @StateObject var viewModel: CardDetailViewModel

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.brandPrimary.gradient)
                .aspectRatio(1.586, contentMode: .fit)
            Button("Freeze card", action: viewModel.freeze)
            Button("Card settings", action: viewModel.openSettings)
        }
        .padding()
        .navigationTitle("Card")
    }
}

@MainActor
final class CardSettingsViewModel: ObservableObject {
    @Published var onlinePayments = true
    @Published var contactless = true

    let cardId: String
    private weak var coordinator: CardsCoordinator?

    init(cardId: String, coordinator: CardsCoordinator) {
        self.cardId = cardId
        self.coordinator = coordinator
    }

    func reportLostOrStolen() {
        coordinator?.present(.replacement(cardId: cardId), fullScreen: true)
    }
}

struct CardSettingsView: View {
    @StateObject var viewModel: CardSettingsViewModel

    var body: some View {
        Form {
            Toggle("Online payments", isOn: $viewModel.onlinePayments)
            Toggle("Contactless", isOn: $viewModel.contactless)
            Button("Report lost or stolen", role: .destructive, action: viewModel.reportLostOrStolen)
        }
        .navigationTitle("Settings")
    }
}

struct FreezeCardView: View {
    let cardId: String
    let onClose: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "snowflake").font(.largeTitle)
            Text("Freezing blocks new payments until you unfreeze the card.")
                .multilineTextAlignment(.center)
            Button("Freeze", action: onClose).buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle("Freeze card")
    }
}

struct ReplaceCardView: View {
    let cardId: String
    let onClose: () -> Void
    @State private var reason = "Lost"

    var body: some View {
        Form {
            Picker("Reason", selection: $reason) {
                Text("Lost").tag("Lost")
                Text("Stolen").tag("Stolen")
                Text("Damaged").tag("Damaged")
            }
            Button("Order replacement", action: onClose)
        }
        .navigationTitle("Replace card")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: onClose) }
        }
    }
}
