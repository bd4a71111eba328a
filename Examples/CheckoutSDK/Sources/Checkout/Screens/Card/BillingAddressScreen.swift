import SwiftUI

@MainActor
final class BillingAddressScreenViewModel: ObservableObject {
    @Published var line1 = ""
    @Published var city = ""
    @Published var postalCode = ""
    @Published var countryCode = Locale.current.region?.identifier ?? "GB"

    let paymentMethod: PaymentMethod
    private let coordinator: CheckoutCoordinator

    init(paymentMethod: PaymentMethod, coordinator: CheckoutCoordinator) {
        self.paymentMethod = paymentMethod
        self.coordinator = coordinator
    }

    func submit() {
        coordinator.navigate(to: .processing)
    }

    func back() {
        coordinator.goBack()
    }
}

struct BillingAddressScreen: View {
    @StateObject var viewModel: BillingAddressScreenViewModel

    static func create(paymentMethod: PaymentMethod, container: ContainerProtocol) async throws -> BillingAddressScreen {
        BillingAddressScreen(viewModel: BillingAddressScreenViewModel(
            paymentMethod: paymentMethod,
            coordinator: try await container.resolve(CheckoutCoordinator.self)
        ))
    }

    var body: some View {
        VStack(spacing: 12) {
            Button("Back", action: viewModel.back).frame(maxWidth: .infinity, alignment: .leading)
            TextField("Address", text: $viewModel.line1)
            TextField("City", text: $viewModel.city)
            TextField("Postcode", text: $viewModel.postalCode)
            TextField("Country", text: $viewModel.countryCode)
            Button("Continue", action: viewModel.submit).buttonStyle(.borderedProminent)
        }
        .textFieldStyle(.roundedBorder)
        .padding()
    }
}
