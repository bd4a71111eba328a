import SwiftUI

@MainActor
final class TabCoordinator: ObservableObject {
    @Published var selectedTab = 0

    let homeCoordinator = HomeCoordinator()
    let searchCoordinator = SearchCoordinator()
    let profileCoordinator = ProfileCoordinator()

    func resetCurrentTab() {
        switch selectedTab {
        case 0: homeCoordinator.popToRoot()
        case 1: searchCoordinator.popToRoot()
        case 2: profileCoordinator.popToRoot()
        default: break
        }
    }

    func resetAllTabs() {
        homeCoordinator.popToRoot()
        searchCoordinator.popToRoot()
        profileCoordinator.popToRoot()
        selectedTab = 0
    }

    /// Jumps to the Search tab and opens an exercise there.
    func openExercise(id: String) {
        selectedTab = 1
        searchCoordinator.popToRoot()
        searchCoordinator.navigate(to: .exercise(id: id))
    }
}
