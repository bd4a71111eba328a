import OSLog
import SwiftUI

enum TransferRoute: Route {
    case home
    case internalTransfer
    case internalTransferWithAccount(fromAccountId: String)
    case externalTransfer
    case beneficiaries
    case addBeneficiary
    case review(draft: TransferDraft)
    case receipt(transferId: String)

    var path: String {
        switch self {
        case .home: return "transfer"
        case .internalTransfer: return "transfer/internal"
        case .internalTransferWithAccount(let fromAccountId): return "transfer/internal?from=\(fromAccountId)"
        case .externalTransfer: return "transfer/external"
        case .beneficiaries: return "transfer/beneficiaries"
        case .addBeneficiary: return "transfer/beneficiaries/new"
        case .review: return "transfer/review"
        case .receipt(let transferId): return "transfer/receipt/\(transferId)"
        }
    }
}

@MainActor
final class TransferCoordinator: ObservableObject {
    @Published var navigationStack: [NavigationItem] = []
    @Published var presentedSheet: NavigationItem?
    @Published var presentedFullScreen: NavigationItem?

    weak var parent: AppCoordinator?

    private let transferService = TransferService()

    func push(_ route: TransferRoute) {
        Logger.navigation.debug("Push: \(route.path)")
        navigationStack.append(NavigationItem(route))
    }

    func pop() {
        guard !navigationStack.isEmpty else { return }
        navigationStack.removeLast()
    }

    func popToRoot() {
        navigationStack.removeAll()
    }

    func present(_ route: TransferRoute, fullScreen: Bool = false) {
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

    /// Replaces the review screen with the receipt so Back does not resubmit.
    func showReceipt(transferId: String) {
        pop()
        push(.receipt(transferId: transferId))
    }

    func startNewTransfer() {
        popToRoot()
        push(.internalTransfer)
    }

    func handle(deepLink route: TransferRoute) {
        dismiss()
        popToRoot()
        switch route {
        case .home:
            break
        case .internalTransfer:
            push(.internalTransfer)
        case .beneficiaries:
            push(.beneficiaries)
        default:
            Logger.navigation.notice("No deep link handling for \(route.path)")
        }
    }

    @ViewBuilder
    func build(_ route: TransferRoute) -> some View {
        switch route {
        case .home:
            TransferHomeView(viewModel: TransferHomeViewModel(coordinator: self))
        case .internalTransfer:
            InternalTransferView(viewModel: InternalTransferViewModel(fromAccountId: nil, coordinator: self))
        case .internalTransferWithAccount(let fromAccountId):
            InternalTransferView(viewModel: InternalTransferViewModel(fromAccountId: fromAccountId, coordinator: self))
        case .externalTransfer:
            ExternalTransferView(viewModel: ExternalTransferViewModel(coordinator: self))
        case .beneficiaries:
            BeneficiaryListView(viewModel: BeneficiaryListViewModel(service: transferService, coordinator: self))
        case .addBeneficiary:
            AddBeneficiaryView(service: transferService, onDone: { [weak self] in self?.dismiss() })
        case .review(let draft):
            TransferReviewView(viewModel: TransferReviewViewModel(draft: draft, service: transferService, coordinator: self))
        case .receipt(let transferId):
            TransferReceiptView(viewModel: TransferReceiptViewModel(transferId: transferId, coordinator: self))
        }
    }
}

struct TransferCoordinatorView: View {
    @ObservedObject var coordinator: TransferCoordinator

    var body: some View {
        NavigationView {
            coordinator.build(.home)
                .background(
                    HiddenNavigationLinks(stack: $coordinator.navigationStack) { (route: TransferRoute) in
                        coordinator.build(route)
                    }
                )
        }
        .navigationViewStyle(.stack)
        .sheet(item: $coordinator.presentedSheet) { item in
            if let route = item.route.base as? TransferRoute {
                NavigationView { coordinator.build(route) }
            }
        }
        .fullScreenCover(item: $coordinator.presentedFullScreen) { item in
            if let route = item.route.base as? TransferRoute {
                NavigationView { coordinator.build(route) }
            }
        }
    }
}
