import SwiftUI

@MainActor
final class TransferReviewViewModel: ObservableObject {
    @Published private(set) var isSubmitting = false
    @Published var errorMessage: String?

    let draft: TransferDraft
    private let service: TransferService
    private weak var coordinator: TransferCoordinator?

    init(draft: TransferDraft, service: TransferService, coordinator: TransferCoordinator) {
        self.draft = draft
        self.service = service
        self.coordinator = coordinator
    }

    func confirm() async {
        isSubmitting = true
        defer { isSubmitting = false }
        do {
            let confirmation = try await service.submit(draft)
            coordinator?.showReceipt(transferId: confirmation.transferId)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct TransferReviewView: View {
    @StateObject var viewModel: TransferReviewViewModel

    var body: some View {
        Form {
            LabeledContent("Amount", value: viewModel.draft.amount.currencyText)
            LabeledContent("Reference", value: viewModel.draft.reference)
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(.red)
            }
            Button("Confirm transfer") {
                Task { await viewModel.confirm() }
            }
            .disabled(viewModel.isSubmitting)
        }
        .navigationTitle("Review")
    }
}

@MainActor
final class TransferReceiptViewModel: ObservableObject {
    let transferId: String
    private weak var coordinator: TransferCoordinator?

    init(transferId: String, coordinator: TransferCoordinator) {
        self.transferId = transferId
        self.coordinator = coordinator
    }

    func done() {
        coordinator?.popToRoot()
    }

    func makeAnotherTransfer() {
        coordinator?.startNewTransfer()
    }
}

struct TransferReceiptView: View {
    @StateObject var viewModel: TransferReceiptViewModel

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "checkmark.seal.fill").font(.system(size: 64)).foregroundStyle(.green)
            Text("Transfer sent").font(.title2.bold())
            Text("Reference \(viewModel.transferId)").font(.footnote.monospaced())
            Button("Make another transfer", action: viewModel.makeAnotherTransfer)
            Button("Done", action: viewModel.done).buttonStyle(.borderedProminent)
        }
        .navigationBarBackButtonHidden()
        .navigationTitle("Receipt")
    }
}
