import SwiftUI

struct MainTabView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        TabView(selection: $coordinator.selectedTab) {
            HomeCoordinatorView(coordinator: coordinator.homeCoordinator)
                .tabItem { Label(MainTab.home.title, systemImage: MainTab.home.systemImage) }
                .tag(MainTab.home)

            AccountsCoordinatorView(coordinator: coordinator.accountsCoordinator)
                .tabItem { Label(MainTab.accounts.title, systemImage: MainTab.accounts.systemImage) }
                .tag(MainTab.accounts)

            TransferCoordinatorView(coordinator: coordinator.transferCoordinator)
                .tabItem { Label(MainTab.transfer.title, systemImage: MainTab.transfer.systemImage) }
                .tag(MainTab.transfer)

            CardsCoordinatorView(coordinator: coordinator.cardsCoordinator)
                .tabItem { Label(MainTab.cards.title, systemImage: MainTab.cards.systemImage) }
                .tag(MainTab.cards)

            MoreCoordinatorView(coordinator: coordinator.moreCoordinator)
                .tabItem { Label(MainTab.more.title, systemImage: MainTab.more.systemImage) }
                .tag(MainTab.more)
        }
        .tint(.brandPrimary)
    }
}
