import SwiftUI

@MainActor
final class TransactionHistoryViewModel: ObservableObject {
    @Published private(set) var transactions: [Transaction] = []
    @Published var searchText = ""

    let accountId: String
    private let service: AccountServicing
    private weak var coordinator: AccountsCoordinator?

    init(accountId: String, service: AccountServicing, coordinator: AccountsCoordinator) {
        self.accountId = accountId
        self.service = service
        self.coordinator = coordinator
    }

    var filtered: [Transaction] {
        guard !searchText.isEmpty else { return transactions }
        return transactions.filter { $0.merchant.localizedCaseInsensitiveContains(searchText) }
    }

    func load() async {
        transactions = (try? await service.transactions(accountId: accountId)) ?? []
    }

    func showTransactionDetail(_ transaction: Transaction) {
        coordinator?.push(.transactionDetail(transactionId: transaction.id))
    }
}

struct TransactionHistoryView: View {
    @StateObject var viewModel: TransactionHistoryViewModel

    var body: some View {
        List(viewModel.filtered) { transaction in
            Button {
                viewModel.showTransactionDetail(transaction)
            } label: {
                TransactionRow(transaction: transaction)
            }
        }
        .searchable(text: $viewModel.searchText)
        .navigationTitle("Transactions")
        .task { await viewModel.load() }
    }
}

@MainActor
final class TransactionDetailViewModel: ObservableObject {
    @Published private(set) var transaction: Transaction?

    let transactionId: String
    private let service: AccountServicing
    private weak var coordinator: AccountsCoordinator?

    init(transactionId: String, service: AccountServicing, coordinator: AccountsCoordinator) {
        self.transactionId = transactionId
        self.service = service
        self.coordinator = coordinator
    }

    func load() async {
        transaction = try? await service.transaction(id: transactionId)
    }

    func reportProblem() {
        coordinator?.present(.dispute(transactionId: transactionId))
    }
}

struct TransactionDetailView: View {
    @StateObject var viewModel: TransactionDetailViewModel

    var body: some View {
        Form {
            if let transaction = viewModel.transaction {
                LabeledContent("Merchant", value: transaction.merchant)
                LabeledContent("Amount", value: transaction.amount.currencyText)
                LabeledContent("Date") { Text(transaction.date, style: .date) }
            }
            Button("Report a problem", role: .destructive, action: viewModel.reportProblem)
        }
        .navigationTitle("Transaction")
        .task { await viewModel.load() }
    }
}

struct DisputeTransactionView: View {
    let transactionId: String
    let onClose: () -> Void
    @State private var reason = ""

    var body: some View {
        Form {
            Section("What went wrong?") {
                TextEditor(text: $reason).frame(minHeight: 120)
            }
        }
        .navigationTitle("Dispute")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: onClose) }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send", action: onClose).disabled(reason.isEmpty)
            }
        }
    }
}
