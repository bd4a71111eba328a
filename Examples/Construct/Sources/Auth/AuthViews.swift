import SwiftUI

struct WelcomeView: View {
    @ObservedObject var coordinator: AuthCoordinator

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Text("Construct").font(.largeTitle.bold())
            Text("Trust the process.").foregroundStyle(.secondary)
            Spacer()
            Button("Create account") {
                coordinator.startSignup()
            }
            .buttonStyle(.borderedProminent)
            Button("Log in") {
                coordinator.startAuthFlow()
            }
        }
        .padding()
        .sheet(isPresented: $coordinator.showingLogin) {
            LoginView(coordinator: coordinator)
        }
        .sheet(isPresented: $coordinator.showingSignup) {
            SignupView(coordinator: coordinator)
        }
    }
}

struct LoginView: View {
    @ObservedObject var coordinator: AuthCoordinator
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Email", text: $email).textContentType(.emailAddress)
            SecureField("Password", text: $password)
            Button("Log in") {
                Task { await coordinator.login(email: email, password: password) }
            }
            Button("New here? Create an account") {
                coordinator.switchToSignup()
            }
        }
    }
}

struct SignupView: View {
    @ObservedObject var coordinator: AuthCoordinator
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Email", text: $email).textContentType(.emailAddress)
            SecureField("Password", text: $password).textContentType(.newPassword)
            Button("Sign up") {
                Task { await coordinator.signUp(email: email, password: password) }
            }
            Button("I already have an account") {
                coordinator.switchToLogin()
            }
        }
    }
}
