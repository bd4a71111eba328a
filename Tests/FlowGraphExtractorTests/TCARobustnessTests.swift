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
}
