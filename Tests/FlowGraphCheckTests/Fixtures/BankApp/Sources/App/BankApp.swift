import SwiftUI

@main
struct BankApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView {
                AccountsRoot()
            }
        }
    }
}
