import Foundation

/// Canned responses so the checkout can be exercised without a backend.
struct DemoCheckoutService: CheckoutServicing, Sendable {
    func loadConfiguration() async throws -> [PaymentMethod] {
        try await Task.sleep(nanoseconds: 300_000_000)
        return [
            .card,
            PaymentMethod(id: "APPLE_PAY", type: .wallet, displayName: "Apple Pay"),
            PaymentMethod(id: "IDEAL", type: .bankTransfer, displayName: "iDEAL"),
        ]
    }

    func vaultedCards() async throws -> [VaultedCard] {
        [VaultedCard(id: "vc_1", network: "Visa", last4: "4242")]
    }

    func banks(for method: PaymentMethod) async throws -> [Bank] {
        [Bank(id: "abn", name: "ABN AMRO"), Bank(id: "ing", name: "ING"), Bank(id: "rabo", name: "Rabobank")]
    }

    func authorize() async throws -> AuthorizationResponse {
        try await Task.sleep(nanoseconds: 800_000_000)
        return AuthorizationResponse(
            result: CheckoutPaymentResult(paymentId: "pay_\(Int.random(in: 1000...9999))", amount: 5_350, currencyCode: "GBP"),
            requiredAction: nil
        )
    }

    func deleteVaultedCard(id: String) async throws {}
}
