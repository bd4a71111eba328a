import Foundation

/// The five tabs of the tab bar, in display order.
enum MainTab: String, Hashable, CaseIterable {
    case home
    case accounts
    case transfer
    case cards
    case more

    var title: String {
        rawValue.capitalized
    }

    var systemImage: String {
        switch self {
        case .home: return "house"
        case .accounts: return "building.columns"
        case .transfer: return "arrow.left.arrow.right"
        case .cards: return "creditcard"
        case .more: return "ellipsis"
        }
    }
}
