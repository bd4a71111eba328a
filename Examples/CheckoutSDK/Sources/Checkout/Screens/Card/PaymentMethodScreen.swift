import SwiftUI

@MainActor
final class PaymentMethodScreenViewModel: ObservableObject {
    @Published var cardNumber = ""
    @Published var expiry = ""
    @Published var cvv = ""
    @Published var cardholderName = ""

    let paymentMethod: PaymentMethod
    private let coordinator: CheckoutCoordinator

    init(paymentMethod: PaymentMethod, coordinator: CheckoutCoordinator) {
        self.paymentMethod = paymentMethod
        self.coordinator = coordinator
    }

    var isValid: Bool {
        cardNumber.count >= 12 && expiry.count == 5 && (3...4).contains(cvv.count)
    }

    func submit() {
        guard isValid else { return }
        if paymentMethod.requiresBillingAddress {
            coordinator.navigate(to: .billingAddress(paymentMethod))
        } else {
            coordinator.navigate(to: .processing)
        }
    }

    func applyScan(number: String, expiry: String) {
        cardNumber = number
        self.expiry = expiry
    }

    func back() {
        coordinator.goBack()
    }
}

struct PaymentMethodScreen: View {
    @StateObject var viewModel: PaymentMethodScreenViewModel
    @State private var isScanningCard = false
    @State private var showsCVVHelp = false

    static func create(paymentMethod: PaymentMethod, container: ContainerProtocol) async throws -> PaymentMethodScreen {
        PaymentMethodScreen(viewModel: PaymentMethodScreenViewModel(
            paymentMethod: paymentMethod,
            coordinator: try await container.resolve(CheckoutCoordinator.self)
        ))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Back", action: viewModel.back)
                Spacer()
                Button {
                    isScanningCard = true
                } label: {
                    Label("Scan card", systemImage: "camera.viewfinder")
                }
            }
            TextField("Card number", text: $viewModel.cardNumber).keyboardType(.numberPad)
            HStack {
                TextField("MM/YY", text: $viewModel.expiry)
                TextField("CVV", text: $viewModel.cvv)
                Button {
                    showsCVVHelp = true
                } label: {
                    Image(systemName: "questionmark.circle")
                }
                .popover(isPresented: $showsCVVHelp) {
                    CVVHelpView()
                }
            }
            TextField("Name on card", text: $viewModel.cardholderName)
            Button("Pay", action: viewModel.submit)
                .buttonStyle(.borderedProminent)
                .disabled(!viewModel.isValid)
        }
        .textFieldStyle(.roundedBorder)
        .padding()
        .sheet(isPresented: $isScanningCard) {
            CardScannerView { number, expiry in
                viewModel.applyScan(number: number, expiry: expiry)
                isScanningCard = false
            }
        }
    }
}

struct CardScannerView: View {
    let onScan: (String, String) -> Void

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            RoundedRectangle(cornerRadius: 12)
                .stroke(.white, lineWidth: 2)
                .aspectRatio(1.586, contentMode: .fit)
                .padding(32)
        }
    }
}

struct CVVHelpView: View {
    var body: some View {
        Text("The 3 or 4 digits on the back of your card.")
            .padding()
            .frame(idealWidth: 220)
    }
}

#Preview("Scanner sheet") {
    Text("Card form")
        .sheet(isPresented: .constant(true)) {
            CardScannerView { _, _ in }
        }
}
