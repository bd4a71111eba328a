import SwiftUI

@main
struct ConstructApp: App {
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(appCoordinator)
                .environmentObject(appCoordinator.tabCoordinator)
                .onOpenURL { url in
                    appCoordinator.deepLinkHandler.handle(url)
                }
        }
    }
}

/// The auth gate: signed-out users see the welcome screen, new users the onboarding flow.
struct ContentView: View {
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        if !coordinator.isAuthenticated {
            WelcomeView(coordinator: coordinator.authCoordinator)
        } else if coordinator.needsOnboarding {
            OnboardingFlowView(coordinator: coordinator.onboardingCoordinator)
        } else {
            MainTabView()
        }
    }
}
