import SwiftUI

struct PaymentSuccessScreen: View {
    let result: CheckoutPaymentResult
    let coordinator: CheckoutCoordinator

    static func create(result: CheckoutPaymentResult, container: ContainerProtocol) async throws -> PaymentSuccessScreen {
        PaymentSuccessScreen(result: result, coordinator: try await container.resolve(CheckoutCoordinator.self))
    }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "checkmark.circle.fill").font(.system(size: 56)).foregroundStyle(.green)
            Text("Payment successful").font(.title3.bold())
            Text(Decimal(result.amount) / 100, format: .currency(code: result.currencyCode))
            Button("Done") {
                coordinator.dismissCheckout(with: .completed(result))
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct PaymentFailureScreen: View {
    let error: CheckoutPaymentError
    let coordinator: CheckoutCoordinator

    static func create(error: CheckoutPaymentError, container: ContainerProtocol) async throws -> PaymentFailureScreen {
        PaymentFailureScreen(error: error, coordinator: try await container.resolve(CheckoutCoordinator.self))
    }

    private var message: String {
        switch error {
        case .configurationFailed: return "Checkout is unavailable right now."
        case .declined(let reason): return "Your payment was declined: \(reason)"
        case .cancelled: return "The payment was cancelled."
        case .network: return "Check your connection and try again."
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "xmark.octagon.fill").font(.system(size: 56)).foregroundStyle(.red)
            Text(message).multilineTextAlignment(.center)
            Button("Try another payment method") {
                coordinator.navigate(to: .paymentMethodsList)
            }
            .buttonStyle(.borderedProminent)
            Button("Close") {
                coordinator.dismissCheckout(with: .cancelled)
            }
        }
        .padding()
    }
}
