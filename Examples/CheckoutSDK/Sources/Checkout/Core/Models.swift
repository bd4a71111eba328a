import Foundation

enum PaymentMethodType: String, Hashable, Codable {
    case card
    case wallet
    case bankTransfer
}

struct PaymentMethod: Hashable, Identifiable, Codable {
    let id: String
    let type: PaymentMethodType
    let displayName: String
    var requiresBillingAddress = false

    static let card = PaymentMethod(id: "PAYMENT_CARD", type: .card, displayName: "Card")
}

struct PaymentMethodDisplayModel: Identifiable, Hashable {
    let id: String
    let title: String
    let iconName: String
}

struct VaultedCard: Identifiable, Hashable, Codable {
    let id: String
    let network: String
    let last4: String
}

struct Bank: Identifiable, Hashable, Codable {
    let id: String
    let name: String
}

struct CheckoutPaymentResult: Hashable {
    let paymentId: String
    let amount: Int
    let currencyCode: String
}

enum CheckoutPaymentError: Error, Hashable {
    case configurationFailed
    case declined(reason: String)
    case cancelled
    case network
}

enum RequiredAction: Hashable {
    case redirect(URL)
    case threeDSChallenge(URL)
    case collectBillingAddress(PaymentMethod)
}

enum CheckoutCompletion {
    case completed(CheckoutPaymentResult)
    case cancelled
}

struct AuthorizationResponse {
    let result: CheckoutPaymentResult
    let requiredAction: RequiredAction?
}
