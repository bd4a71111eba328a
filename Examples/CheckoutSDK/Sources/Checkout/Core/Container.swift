import Foundation

protocol ContainerProtocol: AnyObject {
    func resolve<T>(_ type: T.Type) async throws -> T
}

enum ContainerError: Error {
    case unregistered(String)
}

/// A minimal async dependency container; registrations are factories keyed by type name.
final class Container: ContainerProtocol {
    private var factories: [String: () async throws -> Any] = [:]

    func register<T>(_ type: T.Type, factory: @escaping () async throws -> T) {
        factories[String(describing: type)] = factory
    }

    func resolve<T>(_ type: T.Type) async throws -> T {
        guard let factory = factories[String(describing: type)], let value = try await factory() as? T else {
            throw ContainerError.unregistered(String(describing: type))
        }
        return value
    }
}

protocol CheckoutServicing {
    func loadConfiguration() async throws -> [PaymentMethod]
    func vaultedCards() async throws -> [VaultedCard]
    func banks(for method: PaymentMethod) async throws -> [Bank]
    func authorize() async throws -> AuthorizationResponse
    func deleteVaultedCard(id: String) async throws
}
