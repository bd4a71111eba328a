import SwiftUI

@MainActor
final class AccountDetailViewModel: ObservableObject {
    @Published private(set) var account: Account?
    @Published private(set) var recent: [Transaction] = []

    let accountId: String
    private let service: AccountServicing
    private weak var coordinator: AccountsCoordinator?

    init(accountId: String, service: AccountServicing, coordinator: AccountsCoordinator) {
        self.accountId = accountId
        self.service = service
        self.coordinator = coordinator
    }

    func load() async {
        async let account = service.account(id: accountId)
        async let recent = service.transactions(accountId: accountId)
        self.account = try? await account
        self.recent = Array(((try? await recent) ?? []).prefix(5))
    }

    func showAllTransactions() {
        coordinator?.push(.transactions(accountId: accountId))
    }

    func showStatements() {
        coordinator?.push(.statements(accountId: accountId))
    }

    func initiateTransfer() {
        coordinator?.navigateToTransfer(fromAccountId: accountId)
    }
}

struct AccountDetailView: View {
    @StateObject var viewModel: AccountDetailViewModel

    var body: some View {
        List {
            Section {
                Text(viewModel.account?.balance.currencyText ?? "—")
                    .font(.largeTitle.bold())
                Button("Transfer money", action: viewModel.initiateTransfer)
            }
            Section("Recent activity") {
                ForEach(viewModel.recent) { transaction in
                    TransactionRow(transaction: transaction)
                }
                Button("View all transactions", action: viewModel.showAllTransactions)
            }
            Section {
                Button("Statements", action: viewModel.showStatements)
            }
        }
        .navigationTitle(viewModel.account?.name ?? "Account")
        .task { await viewModel.load() }
    }
}

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(transaction.merchant)
                Text(transaction.date, style: .date).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount.currencyText).monospacedDigit()
        }
    }
}
