/// What a feature is: the unit of code that owns some navigation state.
public enum FeatureKind: String, Codable, Sendable, CaseIterable, Comparable {
    /// The `@main` app.
    case app
    /// A tab bar container (`TabView`, `UITabBarController`, a TCA tab reducer).
    case tabContainer
    /// A coordinator or router class that owns a stack and/or modal state.
    case coordinator
    /// A step-by-step flow coordinator (`Step` enums driven by `next()`/`back()`).
    case flow
    /// A reducer of The Composable Architecture.
    case reducer
    /// A view that owns a `NavigationStack`/`NavigationView` itself.
    case view

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a node is: one destination a user can be on (SPEC §2).
public enum NodeKind: String, Codable, Sendable, CaseIterable, Comparable {
    case app
    case tabContainer
    case root
    case screen

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One way of moving between two nodes, with its effect on the stack (SPEC §2).
public enum EdgeKind: String, Codable, Sendable, CaseIterable, Comparable {
    case push
    case sheet
    case fullScreenCover
    case popover
    case alert
    case confirmationDialog
    case replace
    case reset
    case tab
    case crossTab
    case child

    /// Whether the edge presents a modal layer (a new stack inside).
    public var isModal: Bool {
        switch self {
        case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: true
        default: false
        }
    }

    /// The tie-breaking cost used by shortest paths (SPEC §3): push, replace, reset, tab 1;
    /// crossTab and modal kinds 2; child 0.
    public var cost: Int {
        switch self {
        case .push, .replace, .reset, .tab: 1
        case .crossTab: 2
        case .child: 0
        case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How serious a diagnostic is.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
