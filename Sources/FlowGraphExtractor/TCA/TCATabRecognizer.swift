import FlowGraph
import SwiftSyntax

/// TCA tabs: a reducer whose state holds a selected-tab enum whose cases name at least two child
/// features scoped with `Scope(state: \.home, action: \.home)` (or `\.homeTab`, `\.homeFeature`)
/// is a tab container; so is one whose view puts two or more scoped children in a `TabView`.
/// It gets a `tab` edge to each tab's feature, and `state.selectedTab = .profile` in a reducer is a
/// `tab` edge from the screen handling that action to the tab's feature.
public struct TCATabRecognizer: NavigationRecognizing {
    public static let identifier = "tca-tabs"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            @Reducer
            struct AppFeature {
              enum Tab { case inbox, settings }
              @ObservableState
              struct State {
                var selectedTab: Tab = .inbox
                var inbox = InboxFeature.State()
                var settings = SettingsFeature.State()
              }
              enum Action {
                case inbox(InboxFeature.Action)
                case settings(SettingsFeature.Action)
                case tabSelected(Tab)
              }
              var body: some ReducerOf<Self> {
                2️⃣Scope(state: \\.settings, action: \\.settings) { SettingsFeature() }
                1️⃣Scope(state: \\.inbox, action: \\.inbox) { InboxFeature() }
                Reduce { state, action in
                  switch action {
                  case .inbox(.delegate(.openSettings)):
                    3️⃣state.selectedTab = .settings
                    return .none
                  case let .tabSelected(tab):
                    state.selectedTab = tab
                    return .none
                  default:
                    return .none
                  }
                }
              }
            }
            @Reducer struct InboxFeature { struct State {}; enum Action {} }
            @Reducer struct SettingsFeature { struct State {}; enum Action {} }
            """,
            edges: [
                "AppFeature -tab-> InboxFeature @1️⃣", "AppFeature -tab-> SettingsFeature @2️⃣",
                "InboxFeature -tab-> SettingsFeature @3️⃣",
            ]),
        // Two scoped children and an enum that is not a tab selection.
        RecognizerExample(
            """
            @Reducer
            struct Dashboard {
              enum Mode { case compact, expanded }
              struct State {
                var mode: Mode = .compact
                var header = Header.State()
                var footer = Footer.State()
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.header, action: \\.header) { Header() }
                Scope(state: \\.footer, action: \\.footer) { Footer() }
              }
            }
            @Reducer struct Header { struct State {} }
            @Reducer struct Footer { struct State {} }
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let model = corpus.tca.model
        var graph = NavigationGraph()
        for feature in model.sortedFeatures {
            guard let tabs = feature.tabs else { continue }
            for (_, name) in tabs.order {
                guard let scope = feature.scopes.first(where: { $0.stateName == name }) else { continue }
                graph.edges.append(Edge(
                    from: feature.name, to: scope.feature, kind: .tab, trigger: Trigger.text(for: scope.call),
                    file: scope.file.path, line: scope.file.line(of: scope.call)))
            }
            for move in corpus.tca.moves(of: feature).moves where move.kind == .tab {
                graph.edges.append(Edge(
                    from: move.from, to: move.to, kind: .tab, trigger: Trigger.text(for: move.trigger),
                    file: move.file.path, line: move.file.line(of: move.trigger)))
            }
        }
        return graph
    }
}
