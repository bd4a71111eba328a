import FlowGraph

/// A deterministic navigation graph shaped like a large app, for tests and benchmarks at
/// 100–1,000+ screens: an `App` hosting a tab bar of five features, then features of 4 to 40
/// screens (route-enum ids of realistic length), each a tree of pushes and modals from its root
/// with hubs near the root, plus extra moves until `edges` is reached: ten in twelve inside a
/// feature, one in twelve to another feature (mostly its root), and one in twelve a repeat of an existing move from
/// another line (the same button in several places), which pictures draw as one arrow.
///
/// ```swift
/// let graph = GeneratedApp.graph(nodes: 1_000, edges: 3_000)
/// ```
public enum GeneratedApp {
    /// The graph of `nodes` screens (at least 3) and about `edges` edges (at least one per
    /// screen but the app's), the same for the same arguments and `seed`.
    ///
    /// - Complexity: O(`nodes` + `edges`).
    public static func graph(nodes: Int, edges: Int, seed: UInt64 = 1) -> NavigationGraph {
        var random = SplitMix(seed: seed)
        var graph = NavigationGraph()
        graph.features = [
            Feature(id: "App", kind: .app, root: "App", file: "App.swift", line: 1),
            Feature(id: "MainTabView", kind: .tabContainer, root: "MainTabView", file: "MainTabView.swift", line: 1),
        ]
        graph.nodes = [
            Node(id: "App", feature: "App", kind: .app, file: "App.swift", line: 1),
            Node(id: "MainTabView", feature: "MainTabView", kind: .tabContainer, file: "MainTabView.swift", line: 1),
        ]
        graph.edges = [Edge(from: "App", to: "MainTabView", kind: .child, trigger: "MainTabView()", file: "App.swift", line: 5)]
        var featureScreens: [[String]] = []
        var remaining = max(1, nodes - 2)
        while remaining > 0 {
            let f = featureScreens.count
            let size = min(remaining, 4 + random.next(37))
            remaining -= size
            let name = "\(Self.areas[f % Self.areas.count])\(f / Self.areas.count == 0 ? "" : String(f / Self.areas.count))"
            let route = "\(name)Route"
            let file = "Features/\(name)/\(name)Coordinator.swift"
            graph.features.append(Feature(id: "\(name)Coordinator", kind: .coordinator, root: "\(route).home", file: file, line: 1))
            var screens: [String] = []
            for s in 0..<size {
                let id = s == 0 ? "\(route).home" : "\(route).\(Self.screens[(s - 1 + f) % Self.screens.count])\(s > Self.screens.count ? String(s) : "")"
                let parameters = s % 4 == 1 ? ["id: \(name).ID"] : []
                graph.nodes.append(Node(id: id, feature: "\(name)Coordinator", kind: s == 0 ? .root : .screen, parameters: parameters, file: file, line: 10 + s))
                if s == 0 {
                    let kind: EdgeKind = f < 5 ? .tab : .push
                    let from = f < 5 ? "MainTabView" : featureScreens[random.next(f)][0]
                    graph.edges.append(Edge(from: from, to: id, kind: kind, trigger: "show(.\(name.lowercased()))", file: "MainTabView.swift", line: 10 + f))
                } else {
                    // Parents near the root are likelier: screens branch out from a few hubs.
                    let parent = screens[random.next(min(s, 1 + random.next(s)))]
                    let kind = Self.treeKinds[random.next(Self.treeKinds.count)]
                    graph.edges.append(Edge(from: parent, to: id, kind: kind, trigger: "coordinator.show(.\(id.split(separator: ".").last ?? ""))", file: file, line: 100 + s))
                }
                screens.append(id)
            }
            featureScreens.append(screens)
        }
        var line = 1_000
        while graph.edges.count < edges {
            line += 1
            let roll = random.next(12)
            if roll == 0 {
                var repeated = graph.edges[2 + random.next(graph.edges.count - 2)]
                repeated.line = line
                graph.edges.append(repeated)
                continue
            }
            let f = random.next(featureScreens.count)
            let from = featureScreens[f][random.next(featureScreens[f].count)]
            let inside = roll >= 2
            let g = inside ? f : random.next(featureScreens.count)
            let to = featureScreens[g][inside ? random.next(featureScreens[g].count) : (random.next(3) == 0 ? random.next(featureScreens[g].count) : 0)]
            guard from != to else { continue }
            let kind = inside ? Self.extraKinds[random.next(Self.extraKinds.count)] : (random.next(4) == 0 ? .crossTab : .push)
            graph.edges.append(Edge(from: from, to: to, kind: kind, trigger: "router.go(.\(to.split(separator: ".").last ?? ""))", file: "Features/Router.swift", line: line))
        }
        return graph.normalized()
    }

    private static let areas = [
        "Accounts", "Payments", "Cards", "Insights", "Profile", "Onboarding", "Settings", "Support", "Transfers", "Savings",
        "Investments", "Notifications", "Security", "Rewards", "Statements", "Loans", "Budget", "Contacts", "Documents", "Help",
    ]
    private static let screens = [
        "detail", "list", "edit", "confirm", "success", "filter", "search", "history", "settings", "share", "export",
        "limits", "verifyIdentity", "termsAndConditions", "chooseAccount", "addRecipient", "scheduleTransfer", "receipt", "help",
        "notificationPreferences", "changePasscode", "linkedDevices", "statementDetail",
    ]
    private static let treeKinds: [EdgeKind] = [.push, .push, .push, .push, .sheet, .sheet, .fullScreenCover, .alert, .confirmationDialog, .popover]
    private static let extraKinds: [EdgeKind] = [.push, .push, .replace, .sheet, .reset, .alert]
}

/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast generator whose sequence is the same on
/// every platform, so generated graphs are reproducible.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A value in `0..<bound` (`bound` > 0).
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
