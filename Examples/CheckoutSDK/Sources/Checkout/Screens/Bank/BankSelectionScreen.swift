import SwiftUI

@MainActor
final class BankSelectionScreenViewModel: ObservableObject {
    @Published private(set) var banks: [Bank] = []
    @Published var query = ""

    let paymentMethod: PaymentMethod
    private let coordinator: CheckoutCoordinator
    private let service: CheckoutServicing

    init(paymentMethod: PaymentMethod, coordinator: CheckoutCoordinator, service: CheckoutServicing) {
        self.paymentMethod = paymentMethod
        self.coordinator = coordinator
        self.service = service
    }

    var filteredBanks: [Bank] {
        query.isEmpty ? banks : banks.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    func load() async {
        banks = (try? await service.banks(for: paymentMethod)) ?? []
    }

    func select(_ bank: Bank) {
        let redirect = URL(string: "https://pay.example.com/bank/\(bank.id)/authorize")!
        coordinator.navigate(to: .webAuthorization(url: redirect))
    }

    func back() {
        coordinator.goBack()
    }
}

struct BankSelectionScreen: View {
    @StateObject var viewModel: BankSelectionScreenViewModel

    static func create(paymentMethod: PaymentMethod, container: ContainerProtocol) async throws -> BankSelectionScreen {
        BankSelectionScreen(viewModel: BankSelectionScreenViewModel(
            paymentMethod: paymentMethod,
            coordinator: try await container.resolve(CheckoutCoordinator.self),
            service: try await container.resolve(CheckoutServicing.self)
        ))
    }

    var body: some View {
        VStack(alignment: .leading) {
            Button("Back", action: viewModel.back)
            TextField("Search banks", text: $viewModel.query).textFieldStyle(.roundedBorder)
            List(viewModel.filteredBanks) { bank in
                Button(bank.name) { viewModel.select(bank) }
            }
            .listStyle(.plain)
        }
        .padding()
        .task { await viewModel.load() }
    }
}
