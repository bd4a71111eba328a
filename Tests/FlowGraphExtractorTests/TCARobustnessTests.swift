import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// Damaged, recursive and self-referential code ends, without crashing, in a graph.
@Suite struct TCARobustnessTests {
    private func extract(_ text: String) -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Odd.swift", text: text)]))
    }

    @Test func recursiveFeaturesAndDispatchersTerminate() {
        let graph = extract("""
            @Reducer
            struct Nested {
              @Reducer enum Destination { case child(Nested) }
              @ObservableState struct State { @Presents var destination: Destination.State? }
              enum Action { case childTapped, openURL(URL), destination(PresentationAction<Destination.Action>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .childTapped, .destination(.presented(.child(.childTapped))):
                    state.destination = .child(Nested.State())
                    return .none
                  default:
                    return .none
                  }
                }
              }
            }
            indirect enum Route { case loop(Route), leaf }
            final class Router {
              func open(_ route: Route) {
                switch route {
                case .loop: open(.loop(.leaf))
                case .leaf: open(.leaf)
                }
              }
              func handle(_ url: URL) {
                guard url.scheme == "odd" else { return }
                switch url.host {
                case "loop": open(.loop(.loop(.leaf)))
                default: handle(url)
                }
              }
            }
            """)
        #expect(graph.edges.contains { $0.from == "Nested.Destination.child" && $0.to == "Nested" && $0.kind == .child })
        #expect(graph.edges.contains { $0.from == "Nested.Destination.child" && $0.to == "Nested.Destination.child" })
    }

    @Test func damagedSourceStillGivesWhatCanBeRead() {
        let graph = extract("""
            @Reducer
            struct Broken {
              @Reducer enum Destination { case edit(Editor) }
              @ObservableState struct State { @Presents var destination: Destination.State? }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .editTapped:
                    state.destination = .edit(Editor.State(
                    return .none
                  }
                }
              }
            }
            @Reducer struct Editor { struct State {} }
            extension Missing.Type.Somewhere { @Reducer enum Path { case x(Nothing) } }
            """)
        #expect(graph.features.map(\.id).contains("Broken"))
        #expect(graph.nodes.map(\.id).contains("Broken.Destination.edit"))
    }

    /// Reducer helpers and view helpers that each call the level below from many places: placing a
    /// state change's origin follows every helper once, not once per path through them (24 callers
    /// over 6 levels are 24⁶ paths, which took minutes per file).
    @Test(.timeLimit(.minutes(1))) func helpersCalledFromManyPlacesAreFollowedOnce() {
        func levels(_ prefix: String, call: String, kind: String) -> String {
            (1...6).map { level in
                let calls = Array(repeating: "\(prefix)\(level - 1)(\(call))", count: 24).joined(separator: "; ")
                return "  \(kind) \(prefix)\(level)(\(call == "" ? "" : "_ state: inout State")) \(call == "" ? "-> some View" : "") { \(call == "" ? "VStack { " + calls.replacingOccurrences(of: "; ", with: " ") + " }" : calls) }"
            }.joined(separator: "\n")
        }
        let graph = extract("""
            @Reducer struct Catalog {
              @Reducer enum Path { case item(Item) }
              @ObservableState struct State { var path = StackState<Path.State>() }
              enum Action { case browse, open, path(StackActionOf<Path>) }
              var body: some ReducerOf<Self> {
                Reduce { state, action in
                  switch action {
                  case .browse: step6(&state); return .none
                  case .open: state.path.append(.item(Item.State())); return .none
                  default: return .none
                  }
                }
              }
              func step0(_ state: inout State) { state.path.append(.item(Item.State())) }
            \(levels("step", call: "&state", kind: "func"))
            }
            @Reducer struct Item { @ObservableState struct State {}; enum Action {} }
            struct CatalogView: View {
              @Bindable var store: StoreOf<Catalog>
              var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) { row6() } destination: { _ in Text("item") }
              }
              func row0() -> some View { Button("Open") { store.send(.open) } }
            \(levels("row", call: "", kind: "@ViewBuilder func"))
            }
            """)
        #expect(graph.edges.contains { $0.from == "Catalog" && $0.to == "Catalog.Path.item" && $0.kind == .push })
    }
}
