import Foundation

protocol AuthServiceProtocol {
    var isAuthenticated: Bool { get }
    func login(email: String, password: String) async throws
    func signUp(email: String, password: String) async throws
    func logout()
}

final class AuthService: AuthServiceProtocol {
    private let keychain = KeychainStore(service: "com.construct.auth")

    var isAuthenticated: Bool {
        keychain.string(for: "token") != nil
    }

    func login(email: String, password: String) async throws {
        keychain.set("token-\(email.hashValue)", for: "token")
    }

    func signUp(email: String, password: String) async throws {
        try await login(email: email, password: password)
    }

    func logout() {
        keychain.remove("token")
    }
}

final class KeychainStore {
    private let service: String
    private var storage: [String: String] = [:]

    init(service: String) {
        self.service = service
    }

    func string(for key: String) -> String? { storage[key] }
    func set(_ value: String, for key: String) { storage[key] = value }
    func remove(_ key: String) { storage[key] = nil }
}

protocol PurchaseServiceProtocol {
    func requiresPaymentMethod() async throws -> Bool
    func products() async throws -> [Product]
}

struct PurchaseService: PurchaseServiceProtocol {
    func requiresPaymentMethod() async throws -> Bool {
        UserDefaults.standard.string(forKey: "defaultPaymentMethod") == nil
    }

    func products() async throws -> [Product] {
        [Product(id: "pro.monthly", title: "Construct Pro — Monthly", price: 9.99),
         Product(id: "pro.yearly", title: "Construct Pro — Yearly", price: 79.99)]
    }
}
