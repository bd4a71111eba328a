import SwiftUI

/// A merchant app that embeds the checkout, used for manual testing of the SDK.
@main
struct CheckoutDemoApp: App {
    var body: some Scene {
        WindowGroup {
            CartView(service: DemoCheckoutService())
        }
    }
}
