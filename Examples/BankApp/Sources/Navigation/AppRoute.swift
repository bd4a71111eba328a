import Foundation

/// A fully qualified destination: the tab plus the route inside that tab's coordinator.
enum AppRoute: Equatable {
    case home(HomeRoute)
    case accounts(AccountsRoute)
    case transfer(TransferRoute)
    case cards(CardsRoute)
    case more(MoreRoute)
}

enum DeepLinkError: Error, Equatable {
    case invalidScheme
    case invalidPath
    case missingIdentifier
}
