import FlowGraph

/// Small fixed graphs for the rendering tests.
enum Fixtures {
    /// Every node kind and every edge kind, four features, and tabs whose source order (Settings
    /// before Accounts) differs from id order.
    static let allKinds: NavigationGraph = {
        let features = [
            Feature(id: "BankApp", kind: .app, root: "BankApp", file: "App.swift", line: 1),
            Feature(id: "MainTabView", kind: .tabContainer, root: "MainTabView", file: "MainTabView.swift", line: 1),
            Feature(id: "AccountsCoordinator", kind: .coordinator, root: "AccountsRoute.list", file: "Accounts.swift", line: 1),
            Feature(id: "SettingsCoordinator", kind: .coordinator, root: "SettingsRoute.home", file: "Settings.swift", line: 1),
        ]
        func node(_ id: String, _ feature: String, _ kind: NodeKind = .screen, _ parameters: [String] = [], line: Int) -> Node {
            Node(id: id, feature: feature, kind: kind, parameters: parameters, file: "\(feature).swift", line: line)
        }
        let nodes = [
            node("BankApp", "BankApp", .app, line: 3),
            node("MainTabView", "MainTabView", .tabContainer, line: 2),
            node("AccountsRoute.list", "AccountsCoordinator", .root, line: 4),
            node("AccountsRoute.detail", "AccountsCoordinator", .screen, ["accountId: String"], line: 5),
            node("AccountsRoute.transactions", "AccountsCoordinator", .screen, ["accountId: String", "range: DateRange"], line: 6),
            node("AccountsRoute.filter", "AccountsCoordinator", line: 7),
            node("AccountsRoute.deleteConfirm", "AccountsCoordinator", line: 8),
            node("AccountsRoute.error", "AccountsCoordinator", line: 9),
            node("SettingsRoute.home", "SettingsCoordinator", .root, line: 4),
            node("SettingsRoute.profile", "SettingsCoordinator", line: 5),
            node("SettingsRoute.editor", "SettingsCoordinator", line: 6),
            node("SettingsRoute.avatar", "SettingsCoordinator", line: 7),
        ]
        func edge(_ from: String, _ to: String, _ kind: EdgeKind, _ trigger: String, line: Int) -> Edge {
            Edge(from: from, to: to, kind: kind, trigger: trigger, file: "Flows.swift", line: line)
        }
        let edges = [
            edge("BankApp", "MainTabView", .child, "WindowGroup { MainTabView() }", line: 5),
            edge("MainTabView", "SettingsRoute.home", .tab, "SettingsView().tag(0)", line: 10),
            edge("MainTabView", "AccountsRoute.list", .tab, "AccountsView().tag(1)", line: 11),
            edge("AccountsRoute.list", "AccountsRoute.detail", .push, "path.append(.detail(accountId:))", line: 20),
            edge("AccountsRoute.detail", "AccountsRoute.transactions", .sheet, ".sheet(item: $transactions)", line: 21),
            edge("AccountsRoute.transactions", "AccountsRoute.filter", .popover, ".popover(isPresented: $showFilter)", line: 22),
            edge("AccountsRoute.detail", "AccountsRoute.deleteConfirm", .confirmationDialog, ".confirmationDialog(\"Delete?\")", line: 23),
            edge("AccountsRoute.detail", "AccountsRoute.error", .alert, ".alert(item: $error)", line: 24),
            edge("AccountsRoute.error", "SettingsRoute.home", .tab, "selectedTab = .settings", line: 25),
            edge("SettingsRoute.home", "SettingsRoute.profile", .push, "NavigationLink(value: .profile)", line: 30),
            edge("SettingsRoute.profile", "SettingsRoute.editor", .fullScreenCover, ".fullScreenCover(isPresented: $editing)", line: 31),
            edge("SettingsRoute.profile", "SettingsRoute.avatar", .replace, "currentRoute = .avatar", line: 32),
            edge("SettingsRoute.avatar", "SettingsRoute.home", .reset, "path = [.home]", line: 33),
            edge("SettingsRoute.profile", "AccountsRoute.detail", .crossTab, "router.switchTab(.accounts, push: .detail)", line: 34),
        ]
        let deepLinks = [DeepLink(pattern: "bankapp://accounts/:accountId", target: "AccountsRoute.detail", file: "App.swift", line: 9)]
        return NavigationGraph(features: features, nodes: nodes, edges: edges, deepLinks: deepLinks)
    }()

    /// Names, parameters, triggers, paths and URLs an attacker (or an unlucky app) could write.
    static let hostileStrings = [
        "Evil\"Route.<script>alert(1)</script>",
        "Back\\slash.case\\N",
        "Cdata]]>.end",
        "Comment-->.x<!--",
        "Multi\nLine.case",
        "RTL.\u{202E}גדול",
        "Emoji.🚀🎉",
        "Amp&amp;.lt&lt;",
        "Mermaid.end\"] --> x[\"y",
        "Fence.```|#;",
    ]

    /// A graph built from ``hostileStrings``: a feature, nodes with hostile parameters, a chain of
    /// edges with hostile triggers and source paths, and a deep link with a hostile URL.
    static let hostile: NavigationGraph = {
        let feature = "Feature<script>\"&"
        let nodes = hostileStrings.enumerated().map { i, id in
            Node(id: id, feature: feature, kind: i == 0 ? .root : .screen, parameters: ["x: \(hostileStrings[(i + 1) % hostileStrings.count])"],
                 file: "a b/<img src=x onerror=alert(1)>.swift", line: i + 1)
        }
        let edges = zip(hostileStrings, hostileStrings.dropFirst()).enumerated().map { i, pair in
            Edge(from: pair.0, to: pair.1, kind: EdgeKind.allCases[i % EdgeKind.allCases.count],
                 trigger: "go(\"</script><!-- \(pair.1) -->\")\\n", file: "<svg onload=alert(1)>.swift", line: i + 1)
        }
        return NavigationGraph(
            features: [Feature(id: feature, kind: .app, root: hostileStrings[0], file: "F.swift", line: 1)],
            nodes: nodes, edges: edges,
            deepLinks: [DeepLink(pattern: "evil://x?\"><script>alert(1)</script>", target: hostileStrings[2], file: "F.swift", line: 1)]
        )
    }()
}
