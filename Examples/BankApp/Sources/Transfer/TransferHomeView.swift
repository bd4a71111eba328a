import SwiftUI

@MainActor
final class TransferHomeViewModel: ObservableObject {
    private weak var coordinator: TransferCoordinator?

    init(coordinator: TransferCoordinator) {
        self.coordinator = coordinator
    }

    func startInternalTransfer() {
        coordinator?.push(.internalTransfer)
    }

    func startExternalTransfer() {
        coordinator?.push(.externalTransfer)
    }

    func manageBeneficiaries() {
        coordinator?.push(.beneficiaries)
    }
}

struct TransferHomeView: View {
    @StateObject var viewModel: TransferHomeViewModel

    var body: some View {
        List {
            Button("Between my accounts", action: viewModel.startInternalTransfer)
            Button("To someone else", action: viewModel.startExternalTransfer)
            Button("Beneficiaries", action: viewModel.manageBeneficiaries)
        }
        .navigationTitle("Transfer")
    }
}
