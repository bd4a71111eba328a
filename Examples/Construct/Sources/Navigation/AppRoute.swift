import Foundation

/// App-wide destinations that can be shared as links.
enum AppRoute: Hashable {
    case home
    case profile(userId: String?)
    case settings
    case post(id: String)
    case exercise(id: String)

    var deepLink: URL? {
        switch self {
        case .home:
            return URL(string: "construct://home")
        case .profile(let userId):
            if let id = userId {
                return URL(string: "construct://profile?id=\(id)")
            }
            return URL(string: "construct://profile")
        case .settings:
            return URL(string: "construct://settings")
        case .post(let id):
            return URL(string: "construct://post?id=\(id)")
        case .exercise(let id):
            return URL(string: "construct://exercise?id=\(id)")
        }
    }
}
