import Foundation

protocol AccountServicing {
    func accounts() async throws -> [Account]
    func account(id: String) async throws -> Account
    func transactions(accountId: String) async throws -> [Transaction]
    func transaction(id: String) async throws -> Transaction
    func statements(accountId: String) async throws -> [Statement]
}

struct AccountService: AccountServicing {
    var client = APIClient.shared

    func accounts() async throws -> [Account] {
        try await client.get("/v2/accounts")
    }

    func account(id: String) async throws -> Account {
        try await client.get("/v2/accounts/\(id)")
    }

    func transactions(accountId: String) async throws -> [Transaction] {
        try await client.get("/v2/accounts/\(accountId)/transactions")
    }

    func transaction(id: String) async throws -> Transaction {
        try await client.get("/v2/transactions/\(id)")
    }

    func statements(accountId: String) async throws -> [Statement] {
        try await client.get("/v2/accounts/\(accountId)/statements")
    }
}
