import Foundation

/// A destination inside one feature. Conforming enums are wrapped in `NavigationItem`s.
protocol Route: Hashable {
    /// A short, log-friendly description of the destination.
    var path: String { get }
}

/// A type-erased route on a coordinator's stack. Every push gets a fresh `id`, so the same
/// route can appear more than once.
struct NavigationItem: Identifiable, Equatable {
    let id: UUID
    let route: AnyHashable

    init<R: Route>(_ route: R) {
        self.id = UUID()
        self.route = AnyHashable(route)
    }

    static func == (lhs: NavigationItem, rhs: NavigationItem) -> Bool {
        lhs.id == rhs.id
    }
}
