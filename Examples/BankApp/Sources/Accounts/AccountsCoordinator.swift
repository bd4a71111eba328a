import OSLog
import SwiftUI

enum AccountsRoute: Route {
    case list
    case detail(accountId: String)
    case transactions(accountId: String)
    case transactionDetail(transactionId: String)
    case statements(accountId: String)
    case dispute(transactionId: String)
    case quickAction
    case openAccount

    var path: String {
        switch self {
        case .list: return "accounts"
        case .detail(let accountId): return "accounts/\(accountId)"
        case .transactions(let accountId): return "accounts/\(accountId)/transactions"
        case .transactionDetail(let transactionId): return "transactions/\(transactionId)"
        case .statements(let accountId): return "accounts/\(accountId)/statements"
        case .dispute(let transactionId): return "transactions/\(transactionId)/dispute"
        case .quickAction: return "accounts/quick-action"
        case .openAccount: return "accounts/open"
        }
    }
}

@MainActor
final class AccountsCoordinator: ObservableObject {
    /// Stack of pushed views (programmatic navigation).
    @Published var navigationStack: [NavigationItem] = []
    /// Currently presented sheet.
    @Published var presentedSheet: NavigationItem?
    /// Currently presented full-screen cover.
    @Published var presentedFullScreen: NavigationItem?

    weak var parent: AppCoordinator?

    private let accountService: AccountServicing

    init(accountService: AccountServicing = AccountService()) {
        self.accountService = accountService
    }

    // MARK: - Navigation

    func push(_ route: AccountsRoute) {
        Logger.navigation.debug("Push: \(route.path)")
        navigationStack.append(NavigationItem(route))
    }

    func pop() {
        guard !navigationStack.isEmpty else {
            Logger.navigation.warning("Pop called on empty stack")
            return
        }
        navigationStack.removeLast()
    }

    func popToRoot() {
        navigationStack.removeAll()
    }

    func present(_ route: AccountsRoute, fullScreen: Bool = false) {
        let item = NavigationItem(route)
        if fullScreen {
            presentedFullScreen = item
        } else {
            presentedSheet = item
        }
    }

    func dismiss() {
        presentedSheet = nil
        presentedFullScreen = nil
    }

    // MARK: - Cross-feature

    func navigateToTransfer(fromAccountId: String) {
        parent?.switchTab(.transfer)
        parent?.transferCoordinator.push(.internalTransferWithAccount(fromAccountId: fromAccountId))
    }

    // MARK: - Deep links

    func handle(deepLink route: AccountsRoute) {
        dismiss()
        popToRoot()

        switch route {
        case .list:
            break
        case .detail(let accountId):
            push(.detail(accountId: accountId))
        case .transactions(let accountId):
            push(.detail(accountId: accountId))
            push(.transactions(accountId: accountId))
        default:
            Logger.navigation.notice("No deep link handling for \(route.path)")
        }
    }

    // MARK: - Views

    @ViewBuilder
    func build(_ route: AccountsRoute) -> some View {
        switch route {
        case .list:
            AccountsListView(viewModel: AccountsListViewModel(service: accountService, coordinator: self))
        case .detail(let accountId):
            AccountDetailView(viewModel: AccountDetailViewModel(accountId: accountId, service: accountService, coordinator: self))
        case .transactions(let accountId):
            TransactionHistoryView(viewModel: TransactionHistoryViewModel(accountId: accountId, service: accountService, coordinator: self))
        case .transactionDetail(let transactionId):
            TransactionDetailView(viewModel: TransactionDetailViewModel(transactionId: transactionId, service: accountService, coordinator: self))
        case .statements(let accountId):
            StatementsView(viewModel: StatementsViewModel(accountId: accountId, service: accountService))
        case .dispute(let transactionId):
            DisputeTransactionView(transactionId: transactionId, onClose: { [weak self] in self?.dismiss() })
        case .quickAction:
            QuickActionSheet(onClose: { [weak self] in self?.dismiss() })
        case .openAccount:
            OpenAccountView(onFinish: { [weak self] in self?.dismiss() })
        }
    }
}
