import Foundation

/// Destinations pushed on the Home tab's stack.
enum AppRoute: Hashable {
    case profile(user: User)
    case settings
    case article(id: String)
    case editProfile(user: User)
    case comments(articleId: String)
    case tag(name: String)
}
