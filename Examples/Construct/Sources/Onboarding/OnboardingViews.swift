import SwiftUI
import UserNotifications

struct OnboardingFlowView: View {
    @ObservedObject var coordinator: OnboardingCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            WelcomeStepView(coordinator: coordinator)
                .navigationDestination(for: OnboardingCoordinator.Step.self) { step in
                    switch step {
                    case .welcome:
                        WelcomeStepView(coordinator: coordinator)
                    case .permissions:
                        PermissionsStepView(coordinator: coordinator)
                    case .profile:
                        ProfileSetupStepView(coordinator: coordinator)
                    case .complete:
                        OnboardingCompleteView(coordinator: coordinator)
                    }
                }
        }
        .safeAreaInset(edge: .top) {
            ProgressView(value: coordinator.progress).padding(.horizontal)
        }
    }
}

struct WelcomeStepView: View {
    @ObservedObject var coordinator: OnboardingCoordinator

    var body: some View {
        VStack(spacing: 24) {
            Text("Build habits that last").font(.title.bold())
            Button("Get started") {
                coordinator.next()
            }
            .buttonStyle(.borderedProminent)
        }
        .navigationBarBackButtonHidden()
    }
}

struct PermissionsStepView: View {
    @ObservedObject var coordinator: OnboardingCoordinator

    var body: some View {
        VStack(spacing: 24) {
            Text("Reminders keep you on track.")
            Button("Allow notifications") {
                Task {
                    _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge])
                    coordinator.next()
                }
            }
            .buttonStyle(.borderedProminent)
            Button("Skip setup") {
                coordinator.complete()
            }
        }
        .toolbar {
            Button("Back") { coordinator.back() }
        }
        .navigationBarBackButtonHidden()
    }
}

struct ProfileSetupStepView: View {
    @ObservedObject var coordinator: OnboardingCoordinator
    @AppStorage("displayName") private var displayName = ""
    @State private var goals: [String] = []

    var body: some View {
        Form {
            TextField("What should we call you?", text: $displayName)
            Section("Goals") {
                ForEach(["Strength", "Endurance", "Mobility"], id: \.self) { goal in
                    Button(goal) { goals.append(goal) }
                }
            }
            Button("Continue") {
                coordinator.next()
            }
            .disabled(displayName.isEmpty)
        }
        .toolbar {
            Button("Back") { coordinator.back() }
        }
        .navigationBarBackButtonHidden()
    }
}

struct OnboardingCompleteView: View {
    @ObservedObject var coordinator: OnboardingCoordinator

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "checkmark.seal.fill").font(.system(size: 64))
            Text("You're ready.")
            Button("Start training") {
                coordinator.next()
            }
            .buttonStyle(.borderedProminent)
        }
        .navigationBarBackButtonHidden()
    }
}
