import FlowGraph
import SwiftSyntax

/// A route case: `AccountsRoute.detail`.
struct RouteRef: Hashable, Comparable, Sendable {
    var enumName: String
    var caseName: String
    var nodeID: String { enumName + "." + caseName }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.nodeID < rhs.nodeID }
}

/// What the abstract evaluation knows about a value.
enum AbstractValue: Sendable {
    case routes([RouteRef])
    case instance(String)
    case bool(Bool)
    case literal(String)
    /// A route value carrying the screens its content closure builds (see ``CarriedContent``).
    case content(CarriedContent)
    case unknown
}

/// Where a navigation operation leads.
enum NavigationTarget: Hashable, Sendable {
    case route(RouteRef)
    /// A screen that is a type (a view, a view controller).
    case view(String)
    /// Whatever the view bound to `owner.property` shows (Bool- or item-driven modal state).
    case modalState(owner: String, property: String)
    /// The root of a (UIKit) coordinator, once known (`child.navigationController` in a tab list).
    case coordinatorRoot(String)
    /// A view's own node, shown as the content of a stack or column (``ContentChoice``), even
    /// when a route also shows that view.
    case node(String)

    /// A text naming the target, distinct for distinct targets (string interpolation of the
    /// enum itself goes through reflection, which was slow enough to show in profiles).
    var key: String {
        switch self {
        case .route(let route): "route:" + route.enumName + "|" + route.caseName
        case .view(let name): "view:" + name
        case .modalState(let owner, let property): "modal:" + owner + "|" + property
        case .coordinatorRoot(let name): "coordinator:" + name
        case .node(let name): "node:" + name
        }
    }
}

/// One primitive change to navigation state, found in a method body or at a call site.
struct NavigationOperation: Sendable {
    enum Kind: Hashable, Sendable {
        case append(NavigationTarget)
        case setStack([NavigationTarget])
        case clear
        case pop
        case present(NavigationTarget, EdgeKind)
        case dismiss
        case setCurrent(NavigationTarget)
        case selectTab(owner: String, key: String)
        /// A tab bar controller given its tabs (`tabBarController.viewControllers = [...]`).
        case showTabs([NavigationTarget])
        /// A split view controller its owner holds in a stored property given its columns
        /// (`split.viewControllers = [sidebar, detail]` in a coordinator's `start()`).
        case showColumns([NavigationTarget])
        case startChild(String)
        case flow(owner: String, forward: Bool)
        /// `performSegue(withIdentifier:sender:)`: where it leads is written in a storyboard,
        /// which FlowGraph does not read.
        case segue(identifier: String)
        case unresolved(String)
        /// A Boolean stored property of the instance being followed is set, or may have been set
        /// (`nil`: by a callback stored for later), a record settled when the instance's evaluation
        /// returns (see ``NavigationAnalyzer/settlingFlags(_:initially:)``).
        case setsFlag(String, Bool?)
        /// The code that follows runs only while the instance's flag holds this value (a record, as above).
        case testsFlag(String, Bool)
    }

    var kind: Kind
    /// The owner whose state changes.
    var owner: String
    /// The owner's stack property a stack operation changes (`path`, `detailPath`), when known:
    /// clearing one stack does not make a push onto another a reset.
    var stack: String? = nil
    /// Whether the operation is UIKit's (`pushViewController`, `present(_:animated:)`, window root).
    var uikit = false
    /// Where the operation is written.
    var fileIndex: Int
    var line: Int
    var site: Syntax?
    /// The statement of the innermost branch (of an `if`, `switch` or `do`/`catch`) the operation
    /// is in: conditional navigation reports each branch at its own line.
    var branchSite: Syntax?
    /// The cases of a current route the operation runs under, when it is written in a `switch`
    /// over that route (`switch step { case .email: step = .password }` runs only on `.email`).
    var onlyWhile: RouteCondition?
    /// The navigation controller, a stored property of `owner`, that the owner both fills and
    /// presents itself (see ``NavigationAnalyzer/ownPresentedContainer(_:scope:)``): the first
    /// screen shown in it comes up with it, the later ones are pushed onto it.
    var flowContainer: String? = nil
    /// A presentation of `flowContainer` written as one branch, whose other branch pushes the same
    /// screen onto it: it comes up with the container the first time, and is pushed onto it after.
    var pushesOnceShown = false
    /// The device layouts the operation's code runs in (see ``NavigationAnalyzer/layouts(around:)``).
    var layouts = DeviceLayouts.all
    /// The view whose body shows the target as its content (``ContentChoice``): the move is made
    /// only where that view is shown.
    var host: String? = nil

    /// What tells two operations apart: the same identity is the same move written at the same place.
    struct Identity: Hashable {
        var kind: Kind
        var owner: String
        var stack: String?
        var site: SyntaxIdentifier?
        var branchSite: SyntaxIdentifier?
        var flowContainer: String?
        var pushesOnceShown: Bool
        var uikit: Bool
        var onlyWhile: String?
        var layouts: DeviceLayouts
        var host: String?
    }

    var identity: Identity {
        Identity(kind: kind, owner: owner, stack: stack, site: site?.id, branchSite: branchSite?.id,
                 flowContainer: flowContainer, pushesOnceShown: pushesOnceShown, uikit: uikit,
                 onlyWhile: onlyWhile.map { $0.enumName + ":" + $0.caseNames.sorted().joined(separator: ",") },
                 layouts: layouts, host: host)
    }
}

/// The current route is one of `caseNames` of `enumName`.
struct RouteCondition: Sendable {
    var enumName: String
    var caseNames: Set<String>

    /// Whether code under this condition can run on `node`: any node outside the enum (where the
    /// route is not known), or one of its cases.
    func admits(_ node: String) -> Bool {
        guard node.hasPrefix(enumName + ".") else { return true }
        return caseNames.contains(String(node.dropFirst(enumName.count + 1)))
    }
}

/// The role a property plays in its owner's navigation state.
enum StateRole: Equatable, Sendable {
    case stack(element: String?)
    case modalItem(EdgeKind, element: String?)
    case modalFlag(EdgeKind)
    case current(element: String)
    case selectedTab
}

/// Which recogniser an extracted edge or diagnostic belongs to.
public enum NavigationSource: String, Sendable, CaseIterable {
    case coordinator, presentation, link, tab, flow, uikit, route, lint
}

/// An edge found by the model, tagged with the recogniser that reports it.
struct EdgeDraft: Sendable {
    var edge: Edge
    var source: NavigationSource
    /// The device layouts the move is made in (see ``NavigationAnalyzer/dropMovesOfOtherLayouts()``).
    var layouts = DeviceLayouts.all
    /// The view that must be shown for the move to be made (see ``NavigationOperation/host``).
    var host: String? = nil
}

extension Array where Element: Equatable {
    /// The elements in order, each kept the first time it appears.
    func keepingFirstOfEach() -> [Element] {
        reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
