enum AccountsRoute: Hashable {
    case detail(accountId: String)
    case transactions(accountId: String)
    case statements
    case statement(id: String)
    case pdf(id: String)
    case legacy
    case archive
    // flowgraph:disable:next orphan-destination unreachable-screen
    case beta
}
