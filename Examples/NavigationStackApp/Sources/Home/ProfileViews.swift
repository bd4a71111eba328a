import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    let user: User

    var body: some View {
        VStack(spacing: 16) {
            Text(user.name).font(.title)
            Text(user.bio).foregroundStyle(.secondary)

            Button("Edit Profile") {
                coordinator.navigate(to: .editProfile(user: user))
            }

            Button("Back to Home") {
                coordinator.navigateToRoot()
            }
        }
        .navigationTitle("Profile")
    }
}

struct EditProfileView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @State private var user: User

    init(user: User) {
        _user = State(initialValue: user)
    }

    var body: some View {
        Form {
            Section {
                Button("Take a new photo") {
                    coordinator.presentFullScreen(.camera)
                }
            }
            TextField("Name", text: $user.name)
            TextField("Bio", text: $user.bio, axis: .vertical)
        }
        .navigationTitle("Edit Profile")
        .toolbar {
            Button("Save") {
                coordinator.navigateBack()
            }
        }
    }
}

struct SettingsView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @AppStorage("autoplayVideos") private var autoplayVideos = true

    var body: some View {
        Form {
            Toggle("Autoplay videos", isOn: $autoplayVideos)
            Button("Replay the introduction") {
                coordinator.presentFullScreen(.onboarding)
            }
        }
        .navigationTitle("Settings")
    }
}
