import SwiftUI

@MainActor
final class InternalTransferViewModel: ObservableObject {
    @Published var draft: TransferDraft

    private weak var coordinator: TransferCoordinator?

    init(fromAccountId: String?, coordinator: TransferCoordinator) {
        self.draft = TransferDraft(fromAccountId: fromAccountId)
        self.coordinator = coordinator
    }

    var canContinue: Bool {
        draft.fromAccountId != nil && draft.amount > 0
    }

    func continueToReview() {
        coordinator?.push(.review(draft: draft))
    }
}

struct InternalTransferView: View {
    @StateObject var viewModel: InternalTransferViewModel

    var body: some View {
        Form {
            TextField("Amount", value: $viewModel.draft.amount, format: .number)
                .keyboardType(.decimalPad)
            TextField("Reference", text: $viewModel.draft.reference)
            Button("Continue", action: viewModel.continueToReview)
                .disabled(!viewModel.canContinue)
        }
        .navigationTitle("Internal transfer")
    }
}

@MainActor
final class ExternalTransferViewModel: ObservableObject {
    @Published var draft = TransferDraft()

    private weak var coordinator: TransferCoordinator?

    init(coordinator: TransferCoordinator) {
        self.coordinator = coordinator
    }

    func addBeneficiary() {
        coordinator?.present(.addBeneficiary, fullScreen: false)
    }

    func continueToReview() {
        coordinator?.push(.review(draft: draft))
    }
}

struct ExternalTransferView: View {
    @StateObject var viewModel: ExternalTransferViewModel

    var body: some View {
        Form {
            Section {
                Button("New beneficiary…", action: viewModel.addBeneficiary)
            }
            TextField("Amount", value: $viewModel.draft.amount, format: .number)
            TextField("Reference", text: $viewModel.draft.reference)
            Button("Continue", action: viewModel.continueToReview)
        }
        .navigationTitle("Send money")
    }
}
