/// Which files of an app can change its navigation graph, decided from their ``LexicalSummary``s
/// before anything is parsed: most of a real app (models, services, formatters, plain views) never
/// navigates, and parsing it was most of the extraction time.
///
/// A file is relevant when it may navigate or the analysis reads its declarations:
/// - it may navigate when it names an API navigation is made of (``vocabulary``), handles URLs, or
///   mentions a type, function or global variable declared by a file that may navigate (a helper
///   calling a router's method, a subclass of a base coordinator, a view model reaching the router
///   through a type it declares);
/// - its declarations are read when it declares (or extends) a name a relevant file mentions: a
///   route enum, the destination view a switch builds, a base type, a protocol's conformer.
///
/// Both closures follow every name, not just those that resolve, so they over-approximate what
/// the analysis reads: a skipped file holds nothing that would change the graph.
enum NavigationRelevance {
    /// Names of SwiftUI, UIKit and TCA API that navigation is made of, or that holds navigation
    /// state: a file naming one is read whatever else it mentions. Generic words the recognisers
    /// also match (`append`, `start`, `path`, `removeLast`) matter only on state or types an app
    /// declares, which the links reach.
    static let vocabulary: [String] = [
        // SwiftUI structure and presentation
        "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "NavigationPath", "navigationDestination",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector",
        "TabView", "Tab", "TabSection", "tabItem", "tag", "App", "WindowGroup", "Window", "DocumentGroup",
        "dismiss", "Environment", "EnvironmentObject", "onOpenURL", "onContinueUserActivity", "openURL", "OpenURLAction",
        // Observable navigation state
        "ObservableObject", "Published", "Observable", "StateObject", "ObservedObject", "Bindable", "Binding",
        // UIKit
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController", "UIHostingController",
        "UIApplicationDelegate", "UIApplicationMain", "UIWindowSceneDelegate", "UIWindow",
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController", "setViewControllers",
        "viewControllers", "present", "show", "showDetailViewController", "showColumn", "performSegue", "modalPresentationStyle",
        "addChild", "addChildViewController",
        "UIStoryboard", "instantiateViewController", "instantiateInitialViewController",
        "rootViewController", "navigationController", "tabBarController", "selectedIndex", "selectedViewController",
        "childCoordinators", "makeCoordinator", "makeUIViewController", "makeUIView", "loadView",
        "didFinishLaunchingWithOptions", "willConnectTo",
        // URLs arriving in activities and scene contexts (universal links, `scene(_:openURLContexts:)`)
        "NSUserActivity", "UIOpenURLContext", "webpageURL",
        // The Composable Architecture
        "Reducer", "ReducerProtocol", "Store", "StackState", "StackAction", "PresentationState", "PresentationAction",
        "Presents", "AlertState", "ConfirmationDialogState", "ActionSheetState", "Scope",
        // Navigation packages (FlowStacks, NavigationBackport, TCACoordinators)
        "FlowStack", "FlowLink", "flowDestination", "FlowNavigator", "FlowPath", "FlowPathNavigator",
        "NBNavigationStack", "NBNavigationLink", "nbNavigationDestination", "NBNavigationPath", "PathNavigator",
        "forEachRoute", "presentSheet", "presentCover",
    ]

    private static let vocabularyHashes: [UInt64] = vocabulary.map(LexicalSummary.hash)

    /// Whether a file names navigation API, handles URLs or declares an operator (which can hand
    /// back the screen it is given): where the closure starts.
    static func isAnchor(_ summary: LexicalSummary) -> Bool {
        summary.handlesURLs || summary.declaresOperator || vocabularyHashes.contains { summary.mentioned.contains($0) }
    }

    /// For each summary, whether its file is relevant (see the type's documentation).
    /// - Complexity: O(total mentioned names) to link files, then linear in the links.
    static func relevantFiles(_ summaries: [LexicalSummary]) -> [Bool] {
        var declarers: [UInt64: [Int]] = [:]
        for (file, summary) in summaries.enumerated() {
            for name in summary.declared { declarers[name, default: []].append(file) }
        }
        // Only names some file declares can link two files.
        let links = summaries.map { summary in summary.mentioned.filter { declarers[$0] != nil } }
        var mentioners: [UInt64: [Int]] = [:]
        for (file, names) in links.enumerated() {
            for name in names { mentioners[name, default: []].append(file) }
        }
        // Files that can navigate: anchors, and what reaches them through a name they declare.
        var relevant = summaries.map(isAnchor)
        var pending = relevant.indices.filter { relevant[$0] }
        var followed: Set<UInt64> = []
        while let file = pending.popLast() {
            for name in summaries[file].declared where followed.insert(name).inserted {
                for other in mentioners[name] ?? [] where !relevant[other] {
                    relevant[other] = true
                    pending.append(other)
                }
            }
        }
        // Files whose declarations those read: route enums, destination views, base types, extensions.
        pending = relevant.indices.filter { relevant[$0] }
        followed = []
        while let file = pending.popLast() {
            for name in links[file] where followed.insert(name).inserted {
                for other in declarers[name] ?? [] where !relevant[other] {
                    relevant[other] = true
                    pending.append(other)
                }
            }
        }
        return relevant
    }
}
