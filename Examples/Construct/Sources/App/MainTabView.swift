import SwiftUI

struct MainTabView: View {
    @EnvironmentObject private var tabCoordinator: TabCoordinator

    var body: some View {
        TabView(selection: $tabCoordinator.selectedTab) {
            HomeRootView(coordinator: tabCoordinator.homeCoordinator)
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(0)

            SearchRootView(coordinator: tabCoordinator.searchCoordinator)
                .tabItem {
                    Label("Search", systemImage: "magnifyingglass")
                }
                .tag(1)

            ProfileRootView(coordinator: tabCoordinator.profileCoordinator)
                .tabItem {
                    Label("Profile", systemImage: "person")
                }
                .tag(2)
        }
    }
}
