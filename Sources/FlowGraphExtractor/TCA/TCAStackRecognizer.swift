import FlowGraph
import SwiftSyntax

/// TCA stack navigation: `var path = StackState<Path.State>()` over a path reducer (`@Reducer enum
/// Path { case detail(DetailFeature) }` or a struct whose `State` is an enum).
///
/// Each path case is a node `X.Path.detail` owned by the feature, entering the feature it hosts by a
/// `child` edge. `state.path.append(.detail(…))` in the reducer is a `push` from the screen handling
/// the action — a parent reacting to `.path(.element(id:, action: .detail(.delegate(…))))` pushes
/// from `X.Path.detail` — and `NavigationLink(state: X.Path.State.detail(…))` in a view is a `push`
/// from the screen whose store the view holds, as is `NavigationLink(state: DetailFeature.State(…))`
/// when one path case hosts `DetailFeature`. `state.path = StackState([.a(…), .b(…)])` is a
/// `reset` to the first case and pushes along the rest (SPEC §2: `navigationStack = [route]` resets);
/// `append(contentsOf:)` pushes along its elements. The `NavigationStack(path:) { } destination: { }`
/// view only maps cases to views; it creates no edge.
public struct TCAStackRecognizer: NavigationRecognizing {
    public static let identifier = "tca-stack"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            @Reducer
            struct AppFeature {
              @Reducer
              enum Path {
                case detail(SyncUpDetail)
                case meeting(Meeting, syncUp: SyncUp)
                case record(RecordMeeting)
              }
              @ObservableState
              struct State {
                var path = StackState<Path.State>()
                var syncUpsList = SyncUpsList.State()
              }
              enum Action {
                case path(StackActionOf<Path>)
                case syncUpsList(SyncUpsList.Action)
              }
              var body: some ReducerOf<Self> {
                Scope(state: \\.syncUpsList, action: \\.syncUpsList) { SyncUpsList() }
                Reduce { state, action in
                  switch action {
                  case let .path(.element(id: _, action: .detail(.delegate(delegateAction)))):
                    switch delegateAction {
                    case .startMeeting(let syncUp):
                      1️⃣state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
                      return .none
                    }
                  case .path, .syncUpsList:
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer struct SyncUpDetail { struct State {} }
            @Reducer struct RecordMeeting { struct State {} }
            @Reducer struct SyncUpsList { struct State {} }
            struct SyncUpsListView: View {
              let store: StoreOf<SyncUpsList>
              var body: some View {
                ForEach(store.syncUps) { syncUp in
                  2️⃣NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
                    CardView(syncUp: syncUp)
                  }
                }
              }
            }
            """,
            edges: [
                "AppFeature.Path.detail -push-> AppFeature.Path.record @1️⃣",
                "SyncUpsList -push-> AppFeature.Path.detail @2️⃣",
                "AppFeature.Path.detail -child-> SyncUpDetail",
                "AppFeature.Path.record -child-> RecordMeeting",
            ]),
        // Older syntax: a struct path reducer over `ReducerProtocol`, a `reduce(into:action:)` method.
        RecognizerExample(
            """
            struct Root: ReducerProtocol {
              struct State: Equatable { var path = StackState<Path.State>() }
              enum Action { case path(StackAction<Path.State, Path.Action>), rowTapped }
              struct Path: ReducerProtocol {
                enum State: Equatable { case screenB(ScreenB.State) }
                enum Action { case screenB(ScreenB.Action) }
                var body: some ReducerProtocol<State, Action> {
                  Scope(state: /State.screenB, action: /Action.screenB) { ScreenB() }
                }
              }
              func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
                switch action {
                case .rowTapped:
                  1️⃣state.path.append(.screenB(ScreenB.State()))
                  return .none
                case .path:
                  return .none
                }
              }
            }
            struct ScreenB: ReducerProtocol { struct State: Equatable {} }
            """,
            edges: ["Root -push-> Root.Path.screenB @1️⃣", "Root.Path.screenB -child-> ScreenB"]),
        // A stack replaced in one assignment, as notification and deep-link handlers do.
        RecognizerExample(
            """
            @Reducer
            struct Inbox {
              @Reducer enum Path { case thread(ThreadFeature), message(MessageFeature) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case notificationTapped(Message.ID), path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case let .notificationTapped(id):
                    1️⃣state.path = StackState([.thread(ThreadFeature.State(id: id)), .message(MessageFeature.State(id: id))])
                    return .none
                  case .path:
                    state.path = StackState()
                    return .none
                  }
                }
                .forEach(\\.path, action: \\.path)
              }
            }
            @Reducer struct ThreadFeature { struct State {} }
            @Reducer struct MessageFeature { struct State {} }
            """,
            edges: [
                "Inbox -reset-> Inbox.Path.thread @1️⃣", "Inbox.Path.thread -push-> Inbox.Path.message @1️⃣",
                "Inbox.Path.thread -child-> ThreadFeature", "Inbox.Path.message -child-> MessageFeature",
            ]),
        // The tutorial's link: the state of the feature a path case hosts.
        RecognizerExample(
            """
            @Reducer
            struct Contacts {
              @Reducer enum Path { case detail(ContactDetail) }
              @ObservableState struct State { var path = StackState<Path.State>(); var names: [String] = [] }
              enum Action { case path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> { Reduce { _, _ in .none }.forEach(\\.path, action: \\.path) }
            }
            @Reducer struct ContactDetail { @ObservableState struct State { let name: String } }
            struct ContactsView: View {
              @Bindable var store: StoreOf<Contacts>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                  List(store.names, id: \\.self) { name in
                    1️⃣NavigationLink(state: ContactDetail.State(name: name)) { Text(name) }
                  }
                } destination: { store in
                  ContactDetailView(store: store)
                }
              }
            }
            """,
            edges: ["Contacts -push-> Contacts.Path.detail @1️⃣", "Contacts.Path.detail -child-> ContactDetail"]),
        // An array that is not a `StackState`: appending is not navigation.
        RecognizerExample(
            """
            @Reducer
            struct Logbook {
              struct State { var path: [String] = [] }
              enum Action { case log }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  state.path.append("entry")
                  return .none
                }
              }
            }
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let model = corpus.tca.model
        var graph = NavigationGraph()
        var declared = Set<String>()
        var stackSlots: [TCAModel.Slot] = []
        for feature in model.sortedFeatures {
            let moves = corpus.tca.moves(of: feature).moves
            for slot in feature.slots where slot.kind == .stack {
                stackSlots.append(slot)
                graph.merge(TCASlotNodes.nodes(of: slot, in: feature, model: model, declared: &declared))
                for move in moves where slot.owns(move.to) {
                    // A route list's presentations are its own (`presentSheet`); other stacks only push and reset.
                    let kind: EdgeKind? = switch move.kind {
                    case .push: .push
                    case .reset: .reset
                    case .present: slot.isRouteList ? move.shownAs : nil
                    default: nil
                    }
                    guard let kind else { continue }
                    graph.edges.append(Edge(
                        from: move.from, to: move.to, kind: kind, trigger: Trigger.text(for: move.trigger),
                        file: move.file.path, line: move.file.line(of: move.trigger)))
                }
            }
            // A route list's first route is the coordinator's content.
            for root in model.rootRoutes(of: feature) {
                graph.edges.append(Edge(
                    from: feature.name, to: root.node, kind: .child, trigger: Trigger.text(for: root.syntax),
                    file: root.file.path, line: root.file.line(of: root.syntax)))
            }
        }
        graph.merge(navigationLinks(in: corpus, model: model, stackSlots: stackSlots))
        return graph
    }

    /// `NavigationLink(state: X.Path.State.detail(…))`: a push from the view's screen.
    private func navigationLinks(in corpus: SourceCorpus, model: TCAModel, stackSlots: [TCAModel.Slot]) -> NavigationGraph {
        var graph = NavigationGraph()
        for (file, call) in corpus.calls(named: "NavigationLink") {
            guard call.calledExpression.is(DeclReferenceExprSyntax.self),
                  let state = call.arguments.first(where: { $0.label?.text == "state" })?.expression
            else { continue }
            let line = file.line(of: call)
            guard let from = model.viewFeature(enclosing: call) else {
                graph.diagnostics.append(Diagnostic(
                    severity: .warning, code: "unresolved-navigation",
                    message: "cannot tell which feature's screen shows '\(Trigger.text(for: call))': its view holds no `StoreOf<Feature>`",
                    file: file.path, line: line))
                continue
            }
            // The view's own feature's stacks first: another feature may stack the same screens.
            let ownSlots = model.features[from]?.slots.filter { $0.kind == .stack } ?? []
            guard let to = Self.pathCase(state, model: model, stackSlots: ownSlots) ?? Self.pathCase(state, model: model, stackSlots: stackSlots) else {
                graph.diagnostics.append(Diagnostic(
                    severity: .warning, code: "unresolved-navigation",
                    message: "cannot tell which path case '\(Trigger.text(for: call))' pushes; write it as `Feature.Path.State.caseName(…)`",
                    file: file.path, line: line))
                continue
            }
            graph.edges.append(Edge(from: from, to: to, kind: .push, trigger: Trigger.text(for: call), file: file.path, line: line))
        }
        return graph
    }

    /// The path node a `NavigationLink(state:)` value names: by its written type, else the only stack with that case.
    /// Only the cases of `stackSlots` are nodes: a path reducer no state holds a stack of shows nothing.
    private static func pathCase(_ value: ExprSyntax, model: TCAModel, stackSlots: [TCAModel.Slot]) -> String? {
        let pathCases = stackSlots.compactMap { $0.caseReducer.flatMap { model.caseReducers[$0] } }.flatMap(\.cases)
        // `NavigationLink(state: Detail.State(…))`: the only path case hosting the `Detail` feature.
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "State", let base = member.base?.trimmedText,
           let feature = model.feature(named: base, from: nil) {
            if let stack = stackSlots.first(where: { $0.hostedFeature == feature && $0.propertyNode != nil }) { return stack.propertyNode }
            let hosting = Set(pathCases.filter { $0.hostedFeature == feature }.map(\.nodeID))
            return hosting.count == 1 ? hosting.first : nil
        }
        guard let name = TCASyntax.caseName(value) else { return nil }
        let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        if var written = callee.as(MemberAccessExprSyntax.self)?.base?.trimmedText, !written.isEmpty {
            if written.hasSuffix(".State") { written.removeLast(".State".count) }
            guard let reducer = model.types.resolve(written, from: nil), stackSlots.contains(where: { $0.caseReducer == reducer }) else { return nil }
            return model.caseReducers[reducer]?.case(named: name)?.nodeID
        }
        let matches = Set(pathCases.filter { $0.name == name }.map(\.nodeID))
        return matches.count == 1 ? matches.first : nil
    }
}
