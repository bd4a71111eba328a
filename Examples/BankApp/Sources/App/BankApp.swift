import SwiftUI

@main
struct BankApp: App {
    @StateObject private var appCoordinator = AppCoordinator()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            MainTabView(coordinator: appCoordinator)
                .onOpenURL { url in
                    appCoordinator.handle(deepLink: url)
                }
                .onChange(of: scenePhase) { phase in
                    if phase == .active {
                        appCoordinator.resumePendingDeepLink()
                    }
                }
        }
    }
}
