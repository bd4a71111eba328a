import SwiftUI

@MainActor
final class AccountsListViewModel: ObservableObject {
    @Published private(set) var accounts: [Account] = []
    @Published private(set) var isLoading = false

    private let service: AccountServicing
    private weak var coordinator: AccountsCoordinator?

    init(service: AccountServicing, coordinator: AccountsCoordinator) {
        self.service = service
        self.coordinator = coordinator
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        accounts = (try? await service.accounts()) ?? []
    }

    func showAccountDetail(_ account: Account) {
        coordinator?.push(.detail(accountId: account.id))
    }

    func showQuickActions() {
        coordinator?.present(.quickAction, fullScreen: false)
    }

    func openNewAccount() {
        coordinator?.present(.openAccount, fullScreen: true)
    }
}

struct AccountsListView: View {
    @StateObject var viewModel: AccountsListViewModel

    var body: some View {
        List(viewModel.accounts) { account in
            Button {
                viewModel.showAccountDetail(account)
            } label: {
                HStack {
                    Text(account.name)
                    Spacer()
                    Text(account.balance.currencyText).monospacedDigit()
                }
            }
        }
        .overlay { if viewModel.isLoading { ProgressView() } }
        .navigationTitle("Accounts")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Button("Quick actions", action: viewModel.showQuickActions)
                    Button("Open a new account", action: viewModel.openNewAccount)
                } label: {
                    Image(systemName: "plus.circle")
                }
            }
        }
        .task { await viewModel.load() }
        .refreshable { await viewModel.load() }
    }
}
