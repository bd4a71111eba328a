import Foundation

/// Turns `bankapp://` URLs into routes.
///
/// | URL                                      | Route               |
/// |------------------------------------------|---------------------|
/// | `bankapp://home`                         | Home dashboard      |
/// | `bankapp://accounts`                     | Accounts list       |
/// | `bankapp://accounts/ACC123`              | Account detail      |
/// | `bankapp://accounts/ACC123/transactions` | Transaction history |
/// | `bankapp://transfer`                     | Transfer home       |
/// | `bankapp://transfer/internal`            | Internal transfer   |
/// | `bankapp://transfer/beneficiaries`       | Beneficiary list    |
/// | `bankapp://cards`                        | Cards list          |
/// | `bankapp://cards/CARD123/settings`       | Card settings       |
/// | `bankapp://more/profile`                 | User profile        |
/// | `bankapp://more/security`                | Security settings   |
enum DeepLinkParser {
    static let scheme = "bankapp"

    static func parse(_ url: URL) -> Result<AppRoute, DeepLinkError> {
        guard url.scheme == scheme else {
            return .failure(.invalidScheme)
        }
        guard let host = url.host else {
            return .failure(.invalidPath)
        }
        let path = url.pathComponents.filter { $0 != "/" }

        switch host {
        case "home":
            return .success(.home(.dashboard))
        case "accounts":
            return parseAccountsRoute(path)
        case "transfer":
            return parseTransferRoute(path)
        case "cards":
            return parseCardsRoute(path)
        case "more":
            return parseMoreRoute(path)
        default:
            return .failure(.invalidPath)
        }
    }

    private static func parseAccountsRoute(_ path: [String]) -> Result<AppRoute, DeepLinkError> {
        switch path.count {
        case 0:
            return .success(.accounts(.list))
        case 1:
            return .success(.accounts(.detail(accountId: path[0])))
        case 2 where path[1] == "transactions":
            return .success(.accounts(.transactions(accountId: path[0])))
        default:
            return .failure(.invalidPath)
        }
    }

    private static func parseTransferRoute(_ path: [String]) -> Result<AppRoute, DeepLinkError> {
        switch path.first ?? "" {
        case "":
            return .success(.transfer(.home))
        case "internal":
            return .success(.transfer(.internalTransfer))
        case "beneficiaries":
            return .success(.transfer(.beneficiaries))
        default:
            return .failure(.invalidPath)
        }
    }

    private static func parseCardsRoute(_ path: [String]) -> Result<AppRoute, DeepLinkError> {
        switch path.count {
        case 0:
            return .success(.cards(.list))
        case 2 where path[1] == "settings":
            return .success(.cards(.settings(cardId: path[0])))
        case 1, 2:
            return .failure(.missingIdentifier)
        default:
            return .failure(.invalidPath)
        }
    }

    private static func parseMoreRoute(_ path: [String]) -> Result<AppRoute, DeepLinkError> {
        switch path.first ?? "" {
        case "profile":
            return .success(.more(.profile))
        case "security":
            return .success(.more(.security))
        default:
            return .failure(.invalidPath)
        }
    }
}
