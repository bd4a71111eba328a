import Foundation

struct Account: Identifiable, Hashable {
    let id: String
    let name: String
    let balance: Decimal
}

struct Transaction: Identifiable, Hashable {
    let id: String
    let accountId: String
    let merchant: String
    let amount: Decimal
    let date: Date
}

struct Statement: Identifiable, Hashable {
    let id: String
    let month: Date
}

struct Card: Identifiable, Hashable {
    let id: String
    let lastFour: String
    let isFrozen: Bool
}

struct Beneficiary: Identifiable, Hashable {
    let id: String
    let name: String
    let iban: String
}

struct TransferDraft: Hashable {
    var fromAccountId: String?
    var beneficiaryId: String?
    var amount: Decimal = 0
    var reference = ""
}

struct HelpArticle: Identifiable, Hashable {
    let id: String
    let title: String
    let relatedArticleIds: [String]
}

struct AppNotification: Identifiable, Hashable {
    let id: String
    let title: String
    let body: String
}

/// A marketing banner whose destination is chosen by the server.
struct PromoBanner: Identifiable, Decodable {
    let id: String
    let title: String
    let destination: String
}
