import OSLog
import SwiftUI

@MainActor
final class DashboardViewModel: ObservableObject {
    @Published private(set) var accounts: [Account] = []
    @Published private(set) var banner: PromoBanner?
    @Published private(set) var unreadCount = 0

    private weak var coordinator: HomeCoordinator?
    private let client: APIClient

    init(coordinator: HomeCoordinator, client: APIClient = .shared) {
        self.coordinator = coordinator
        self.client = client
    }

    func load() async {
        accounts = (try? await client.get("/v2/accounts")) ?? []
        banner = try? await client.get("/v2/home/banner")
    }

    func showNotifications() {
        coordinator?.push(.notifications)
    }

    func showInsights() {
        coordinator?.push(.insights)
    }

    func showAccount(_ account: Account) {
        coordinator?.openAccount(accountId: account.id)
    }

    func showCards() {
        coordinator?.showCardsTab()
    }

    /// The banner's destination comes from the CMS, so the route is only known at run time.
    func openBanner(_ banner: PromoBanner) {
        guard let route = HomeRoute(serverPath: banner.destination) else {
            Logger.navigation.notice("Unknown banner destination \(banner.destination)")
            return
        }
        coordinator?.push(route)
    }
}

struct DashboardView: View {
    @StateObject var viewModel: DashboardViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                if let banner = viewModel.banner {
                    Button(banner.title) { viewModel.openBanner(banner) }
                        .buttonStyle(.borderedProminent)
                }
                ForEach(viewModel.accounts) { account in
                    Button {
                        viewModel.showAccount(account)
                    } label: {
                        HStack {
                            Text(account.name)
                            Spacer()
                            Text(account.balance.currencyText)
                        }
                    }
                }
                Button("My cards", action: viewModel.showCards)
                Button("Spending insights", action: viewModel.showInsights)
            }
            .padding()
        }
        .navigationTitle("Home")
        .toolbar {
            Button(action: viewModel.showNotifications) {
                Image(systemName: viewModel.unreadCount > 0 ? "bell.badge" : "bell")
            }
        }
        .task { await viewModel.load() }
    }
}
