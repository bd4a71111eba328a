import Foundation

struct TransferConfirmation: Decodable {
    let transferId: String
}

struct TransferService {
    var client = APIClient.shared

    func beneficiaries() async throws -> [Beneficiary] {
        try await client.get("/v2/beneficiaries")
    }

    func addBeneficiary(name: String, iban: String) async throws -> Beneficiary {
        try await client.post("/v2/beneficiaries", body: ["name": name, "iban": iban])
    }

    func submit(_ draft: TransferDraft) async throws -> TransferConfirmation {
        try await client.post("/v2/transfers", body: [
            "from": draft.fromAccountId ?? "",
            "to": draft.beneficiaryId ?? "",
            "amount": "\(draft.amount)",
            "reference": draft.reference,
        ])
    }
}
