import FlowGraph
import SwiftSyntax

/// TCA tree navigation: `@Presents` (or the older `@PresentationState`) properties.
///
/// - `@Presents var destination: Destination.State?` over a destination reducer (`@Reducer enum
///   Destination { case add(AddFeature) }`, or a struct whose `State` is an enum) gives one node
///   per case, `X.Destination.add`, owned by the feature; a case hosting a feature enters that
///   feature's screen by a `child` edge.
/// - `@Presents var alert: AlertState<Action.Alert>?` (any non-enum presented state) gives one node `X.alert`.
/// - `state.destination = .add(…)` in the feature's reducer is an edge from the screen handling
///   the action (see `TCAModel.origins(of:in:)`) to the case's node. Its kind is the view's modifier
///   (`TCAViewPresentations`); failing that, the presented type's (`AlertState` → `alert`); failing
///   that, `sheet`, with a note saying so. A value that names no case is `unresolved-navigation`.
///   A case a view links to (a push), set from a screen another case of the same slot shows, is a
///   `replace` (the slot holds one case at a time); a flag set from its own content is no edge.
public struct TCAPresentationRecognizer: NavigationRecognizing {
    public static let identifier = "tca-presents"

    public static let examples: [RecognizerExample] = [
        RecognizerExample(
            """
            @Reducer
            struct SyncUpsList {
              @Reducer
              enum Destination {
                case add(SyncUpForm)
                case alert(AlertState<SyncUpsList.Action.Alert>)
              }
              @ObservableState
              struct State {
                @Presents var destination: Destination.State?
              }
              enum Action {
                case addSyncUpButtonTapped
                case destination(PresentationAction<Destination.Action>)
                case deleteFailed
                enum Alert { case ok }
              }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .addSyncUpButtonTapped:
                    1️⃣state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID())))
                    return .none
                  case .deleteFailed:
                    2️⃣state.destination = .alert(AlertState { TextState("Failed") })
                    return .none
                  case .destination(.presented(.add(.delegate(.cancel)))):
                    state.destination = nil
                    return .none
                  case .destination:
                    return .none
                  }
                }
                .ifLet(\\.$destination, action: \\.destination)
              }
            }
            @Reducer struct SyncUpForm { struct State {} }
            struct SyncUpsListView: View {
              @Bindable var store: StoreOf<SyncUpsList>
              var body: some View {
                List {}
                  .sheet(item: $store.scope(state: \\.destination?.add, action: \\.destination.add)) { store in
                    SyncUpFormView(store: store)
                  }
              }
            }
            """,
            edges: [
                "SyncUpsList -sheet-> SyncUpsList.Destination.add @1️⃣",
                "SyncUpsList -alert-> SyncUpsList.Destination.alert @2️⃣",
                "SyncUpsList.Destination.add -child-> SyncUpForm",
            ]),
        // Older syntax: `ReducerProtocol`, `@PresentationState`, a struct destination, `.fullScreenCover(store:)`.
        RecognizerExample(
            """
            struct Inventory: ReducerProtocol {
              struct State: Equatable {
                @PresentationState var destination: Destination.State?
                @PresentationState var alert: AlertState<Action.Alert>?
              }
              enum Action: Equatable {
                case addTapped, deleteTapped
                case destination(PresentationAction<Destination.Action>)
                case alert(PresentationAction<Alert>)
                enum Alert: Equatable { case confirm }
              }
              struct Destination: ReducerProtocol {
                enum State: Equatable { case editItem(ItemForm.State) }
                enum Action: Equatable { case editItem(ItemForm.Action) }
                var body: some ReducerProtocol<State, Action> {
                  Scope(state: /State.editItem, action: /Action.editItem) { ItemForm() }
                }
              }
              func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
                switch action {
                case .addTapped:
                  1️⃣state.destination = Destination.State.editItem(ItemForm.State())
                  return .none
                case .deleteTapped:
                  2️⃣state.alert = AlertState { TextState("Delete?") }
                  return .none
                default:
                  return .none
                }
              }
            }
            struct ItemForm: ReducerProtocol { struct State: Equatable {} }
            struct InventoryView: View {
              let store: StoreOf<Inventory>
              var body: some View {
                List {}
                  .fullScreenCover(
                    store: store.scope(state: \\.$destination, action: { .destination($0) }),
                    state: /Inventory.Destination.State.editItem,
                    action: Inventory.Destination.Action.editItem
                  ) { ItemFormView(store: $0) }
              }
            }
            """,
            edges: [
                "Inventory -fullScreenCover-> Inventory.Destination.editItem @1️⃣",
                "Inventory -alert-> Inventory.alert @2️⃣",
                "Inventory.Destination.editItem -child-> ItemForm",
            ]),
        // A `destination` case and property that are not a presentation.
        RecognizerExample(
            """
            enum Route { case destination(String), home }
            struct TripPlanner {
              struct State { var destination: String? }
              mutating func pick(_ state: inout State) {
                state.destination = "Lisbon"
              }
            }
            """),
    ]

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let model = corpus.tca.model
        let views = TCAViewPresentations(model: model, corpus: corpus)
        var graph = NavigationGraph()
        var declared = Set<String>()
        // Parents may present in a scoped child's slots (`state.home.destination = .settings(…)`).
        var parents: [String: [TCAModel.FeatureInfo]] = [:]
        for parent in model.sortedFeatures {
            for child in Set(parent.scopes.map(\.feature)).sorted() { parents[child, default: []].append(parent) }
        }
        for feature in model.sortedFeatures {
            let (ownMoves, unresolved) = corpus.tca.moves(of: feature)
            let moves = ownMoves + (parents[feature.name] ?? []).flatMap { parent in
                corpus.tca.moves(of: parent).moves.filter { move in feature.slots.contains { $0.owns(move.to) } }
            }
            graph.diagnostics += unresolved
            for slot in feature.slots where slot.kind == .switched {
                graph.merge(TCASlotNodes.nodes(of: slot, in: feature, model: model, declared: &declared) { _ in (.replace, nil) })
                for initial in (slot.initialCase.map { [$0] } ?? []) + slot.otherInitialCases {
                    guard let node = slot.caseReducer.flatMap({ model.caseReducers[$0] })?.case(named: initial) else { continue }
                    graph.edges.append(Edge(
                        from: feature.name, to: node.nodeID, kind: .child, trigger: "initial \(slot.property) .\(initial)",
                        file: slot.file.path, line: slot.line))
                }
                for move in moves where move.kind == .replace && slot.owns(move.to) {
                    graph.edges.append(Edge(
                        from: move.from, to: move.to, kind: .replace, trigger: Trigger.text(for: move.trigger),
                        file: move.file.path, line: move.file.line(of: move.trigger)))
                }
            }
            for slot in feature.slots where slot.kind == .presents || slot.kind == .flag {
                graph.merge(TCASlotNodes.nodes(of: slot, in: feature, model: model, declared: &declared) { node in
                    if let kind = views.kinds[node] ?? slot.impliedKind ?? model.impliedKind(ofCaseNode: node, in: slot) {
                        return (kind, nil)
                    }
                    return (.sheet, "no view presents '\(node)' with .sheet/.fullScreenCover/.popover/.navigationDestination over its scoped store; assumed a sheet")
                })
                // A flag set from its own content (`isShown.toggle()` on a close button) dismisses it or
                // changes nothing: no edge.
                for move in moves where move.kind == .present && slot.owns(move.to) && !(slot.kind == .flag && move.from == move.to) {
                    var kind = views.kinds[move.to] ?? slot.impliedKind ?? model.impliedKind(ofCaseNode: move.to, in: slot) ?? .sheet
                    // A slot a view links to holds one case at a time: set from a screen another of its
                    // cases shows, the link's screen is swapped, not stacked.
                    if kind == .push, move.from != move.to, model.isInside(move.from, slot: slot, of: feature.name) { kind = .replace }
                    // An alert's button dismisses it: the alert its action leads to is shown by the screen under it.
                    if move.from == move.to, kind == .alert || kind == .confirmationDialog { continue }
                    graph.edges.append(Edge(
                        from: move.from, to: move.to, kind: kind, trigger: Trigger.text(for: move.trigger),
                        file: move.file.path, line: move.file.line(of: move.trigger)))
                }
            }
        }
        graph.merge(TCAViewLocalPresentations.graph(model: model, corpus: corpus))
        return graph
    }
}

extension TCAModel {
    /// `alert`/`confirmationDialog` for a case holding `AlertState`/`ConfirmationDialogState`.
    func impliedKind(ofCaseNode node: String, in slot: Slot) -> EdgeKind? {
        slot.caseReducer.flatMap { caseReducers[$0] }?.cases.first { $0.nodeID == node }?.impliedKind
    }
}

extension TCAModel {
    /// Whether `node` is a screen one of the slot's values shows: a case of it, or a screen of a
    /// feature a case hosts (its embedded children and what they present or stack included).
    /// The screens of `holder`, whose state holds the slot, are under it, even when a case reaches
    /// `holder` again (a detail showing its list's detail).
    func isInside(_ node: String, slot: Slot, of holder: String) -> Bool {
        if slot.owns(node) { return true }
        let hosted = [slot.hostedFeature].compactMap { $0 }
            + (slot.caseReducer.flatMap { caseReducers[$0] }?.cases.flatMap(\.hostedFeatures) ?? [])
        guard !hosted.isEmpty, let owner = feature(owning: node), owner != holder else { return false }
        var reached = Set(hosted)
        var pending = hosted
        while let name = pending.popLast(), let info = features[name] {
            let children = info.scopes.map(\.feature) + info.slots.flatMap { slot in
                [slot.hostedFeature].compactMap { $0 } + (slot.caseReducer.flatMap { caseReducers[$0] }?.cases.flatMap(\.hostedFeatures) ?? [])
            }
            for child in children where reached.insert(child).inserted { pending.append(child) }
        }
        return reached.contains(owner)
    }

    /// The feature whose screen `node` is, or whose state holds it.
    private func feature(owning node: String) -> String? {
        if features[node] != nil { return node }
        return sortedFeatures.first { $0.slots.contains { $0.owns(node) } }?.name
    }
}

extension TCAModel.Slot {
    /// Whether `node` is one this slot shows.
    func owns(_ node: String) -> Bool {
        if let propertyNode { return node == propertyNode }
        guard let caseReducer else { return false }
        return node.hasPrefix(caseReducer + ".") && !node.dropFirst(caseReducer.count + 1).contains(".")
    }
}

/// The nodes a presentation or stack slot declares, and the `child` edges into the features its cases host.
enum TCASlotNodes {
    /// - Parameter kindOf: the kind a node is shown with and, when that kind was assumed, a note to report.
    static func nodes(
        of slot: TCAModel.Slot, in feature: TCAModel.FeatureInfo, model: TCAModel, declared: inout Set<String>,
        kindOf: (String) -> (EdgeKind, String?) = { _ in (.push, nil) }
    ) -> NavigationGraph {
        var graph = NavigationGraph()
        if let node = slot.propertyNode {
            guard declared.insert(node).inserted else { return graph }
            graph.nodes.append(Node(id: node, feature: feature.name, file: slot.file.path, line: slot.line))
            if let hosted = slot.hostedFeature {
                graph.edges.append(Edge(
                    from: node, to: hosted, kind: .child, trigger: "@Presents var \(slot.property)",
                    file: slot.file.path, line: slot.line))
            }
            if let note = kindOf(node).1 {
                graph.diagnostics.append(Diagnostic(severity: .note, code: "assumed-presentation-kind", message: note, file: slot.file.path, line: slot.line))
            }
            return graph
        }
        guard let reducer = slot.caseReducer.flatMap({ model.caseReducers[$0] }) else { return graph }
        for item in reducer.cases where slot.shownCases?.contains(item.name) != false && declared.insert(item.nodeID).inserted {
            graph.nodes.append(Node(
                id: item.nodeID, feature: feature.name, parameters: item.parameters, file: item.file.path, line: item.line))
            for hosted in item.hostedFeatures {
                graph.edges.append(Edge(
                    from: item.nodeID, to: hosted, kind: .child, trigger: Trigger.text(for: item.declaration),
                    file: item.file.path, line: item.line))
            }
            if let note = kindOf(item.nodeID).1 {
                graph.diagnostics.append(Diagnostic(severity: .note, code: "assumed-presentation-kind", message: note, file: item.file.path, line: item.line))
            }
        }
        return graph
    }
}
