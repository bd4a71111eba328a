import Foundation

/// Every screen of the checkout. Exactly one is visible at a time (`CheckoutCoordinator.currentRoute`).
enum CheckoutRoute: Hashable, Identifiable {
    case splash
    case paymentMethodsList
    case savedCards
    case vaultManagement
    case paymentMethod(PaymentMethod)
    case billingAddress(PaymentMethod)
    case bankSelection(PaymentMethod)
    case webAuthorization(url: URL)
    case processing
    case success(CheckoutPaymentResult)
    case failure(CheckoutPaymentError)

    var id: String {
        switch self {
        case .splash: return "splash"
        case .paymentMethodsList: return "payment-methods-list"
        case .savedCards: return "saved-cards"
        case .vaultManagement: return "vault-management"
        case .paymentMethod(let method): return "payment-method-\(method.id)"
        case .billingAddress(let method): return "billing-address-\(method.id)"
        case .bankSelection(let method): return "bank-selection-\(method.id)"
        case .webAuthorization(let url): return "web-authorization-\(url.absoluteString)"
        case .processing: return "processing"
        case .success: return "success"
        case .failure: return "failure"
        }
    }

    /// The screen a server-side `requiredAction` asks for, if any.
    init?(requiredAction: RequiredAction?) {
        switch requiredAction {
        case .redirect(let url)?, .threeDSChallenge(let url)?:
            self = .webAuthorization(url: url)
        case .collectBillingAddress(let method)?:
            self = .billingAddress(method)
        case nil:
            return nil
        }
    }
}
