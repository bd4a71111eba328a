import SwiftUI

/// Entry point for merchants: builds the dependency graph and hands back the checkout view.
public enum Checkout {
    @MainActor
    public static func makeView(service: some CheckoutServicing & Sendable, onCompletion: @escaping (CheckoutCompletion) -> Void) -> some View {
        let container = Container()
        let coordinator = CheckoutCoordinator()
        coordinator.onCompletion = onCompletion
        container.register(CheckoutCoordinator.self) { coordinator }
        container.register(CheckoutServicing.self) { service }
        return CheckoutSheet(container: container, coordinator: coordinator)
    }
}
