import SwiftUI

struct ProfileView: View {
    let coordinator: ProfileCoordinator
    @State private var showingStore = false
    @AppStorage("displayName") private var displayName = ""

    var body: some View {
        List {
            Section {
                Text(displayName.isEmpty ? "Athlete" : displayName).font(.title2.bold())
                ShareLink(item: AppRoute.profile(userId: nil).deepLink!)
            }
            Button("Edit profile") {
                coordinator.showEditProfile()
            }
            Button("Settings") {
                coordinator.showSettings()
            }
            Button("Upgrade to Pro") {
                showingStore = true
            }
            Button("Logout", role: .destructive) {
                coordinator.logout()
            }
        }
        .navigationTitle("Profile")
        .sheet(isPresented: $showingStore) {
            PurchaseFlowView()
        }
    }
}

struct SettingsView: View {
    let coordinator: ProfileCoordinator
    @AppStorage("units") private var units = "kg"

    var body: some View {
        Form {
            Picker("Units", selection: $units) {
                Text("Kilograms").tag("kg")
                Text("Pounds").tag("lb")
            }
            Button("Change password") {
                coordinator.navigate(to: .changePassword)
            }
        }
        .navigationTitle("Settings")
    }
}

struct EditProfileView: View {
    let coordinator: ProfileCoordinator
    @State private var profile = Profile(displayName: "", bio: "")

    var body: some View {
        Form {
            TextField("Name", text: $profile.displayName)
            TextField("Bio", text: $profile.bio, axis: .vertical)
            Button("Save") {
                coordinator.saveProfile(profile)
            }
        }
        .navigationTitle("Edit profile")
    }
}

struct ChangePasswordView: View {
    let coordinator: ProfileCoordinator
    @State private var current = ""
    @State private var new = ""

    var body: some View {
        Form {
            SecureField("Current password", text: $current)
            SecureField("New password", text: $new)
            Button("Update") {
                coordinator.pop()
            }
        }
        .navigationTitle("Password")
    }
}
