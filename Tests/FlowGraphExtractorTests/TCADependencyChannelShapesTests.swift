import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// A TCA dependency client that is an event channel (its live value keeps a subject that one
/// endpoint hands out and others send on): what a reducer shows on an action made from the
/// channel's stream starts where the sending endpoints are called, not where listening began.
@Suite struct TCADependencyChannelShapesTests {
    private func edges(_ sources: [(String, String)]) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: sources.map { (path: $0.0, text: $0.1) }))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    private static let client = ("Clients/Uploads.swift", """
        import Combine
        import Dependencies
        enum UploadEvent: Equatable { case needsReview(Int), rejected }
        struct UploadClient {
          var events: () -> AnyPublisher<UploadEvent, Never>
          var begin: (Int) -> Void
          var cancelAll: () -> Void
        }
        extension UploadClient: DependencyKey {
          static let liveValue: UploadClient = {
            let relay = PassthroughSubject<UploadEvent, Never>()
            return UploadClient(
              events: { relay.eraseToAnyPublisher() },
              begin: { id in
                Task { relay.send(id > 0 ? .needsReview(id) : .rejected) }
              },
              cancelAll: { }
            )
          }()
        }
        extension DependencyValues {
          var uploads: UploadClient {
            get { self[UploadClient.self] }
            set { self[UploadClient.self] = newValue }
          }
        }
        """)

    private static let app = ("App/GalleryApp.swift", """
        import SwiftUI
        import ComposableArchitecture
        @main struct GalleryApp: App {
          var body: some Scene {
            WindowGroup { BoardView(store: Store(initialState: Board.State()) { Board() }) }
          }
        }
        """)

    private static func board(listening listen: String) -> (String, String) {
        ("Features/Board/Board.swift", """
        import ComposableArchitecture
        import SwiftUI
        @Reducer
        struct Board {
          @ObservableState
          struct State {
            var banner = UploadBanner.State()
            @Presents var review: Review.State?
            @Presents var shelf: Shelf.State?
            @Presents var notice: AlertState<Action.Notice>?
          }
          enum Action {
            case appeared, shelfTapped
            case banner(UploadBanner.Action)
            case review(PresentationAction<Review.Action>)
            case shelf(PresentationAction<Shelf.Action>)
            case notice(PresentationAction<Notice>)
            case uploadChanged(UploadEvent)
            enum Notice { case ok }
          }
          @Dependency(\\.uploads) var uploads
          var body: some ReducerOf<Self> {
            Scope(state: \\.banner, action: \\.banner) { UploadBanner() }
            Reduce { state, action in
              switch action {
              case .appeared:
        \(listen)
              case .shelfTapped:
                state.shelf = Shelf.State()
                return .none
              case .uploadChanged(.needsReview):
                state.review = Review.State()
                return .none
              case .uploadChanged(.rejected):
                state.notice = AlertState { TextState("Rejected") }
                return .none
              default:
                return .none
              }
            }
            .ifLet(\\.$review, action: \\.review) { Review() }
            .ifLet(\\.$shelf, action: \\.shelf) { Shelf() }
          }
        }
        struct BoardView: View {
          @Bindable var store: StoreOf<Board>
          var body: some View {
            VStack {
              UploadBannerView(store: store.scope(state: \\.banner, action: \\.banner))
              Button("Shelf") { store.send(.shelfTapped) }
            }
            .onAppear { store.send(.appeared) }
            .sheet(item: $store.scope(state: \\.review, action: \\.review)) { ReviewView(store: $0) }
            .sheet(item: $store.scope(state: \\.shelf, action: \\.shelf)) { ShelfView(store: $0) }
            .alert($store.scope(state: \\.notice, action: \\.notice))
          }
        }
        """)
    }

    private static let others = ("Features/Others.swift", """
        import ComposableArchitecture
        import SwiftUI
        @Reducer
        struct UploadBanner {
          struct State {}
          enum Action { case uploadTapped }
          @Dependency(\\.uploads) var uploads
          var body: some ReducerOf<Self> {
            Reduce { _, action in
              switch action {
              case .uploadTapped:
                uploads.begin(1)
                return .none
              }
            }
          }
        }
        struct UploadBannerView: View {
          let store: StoreOf<UploadBanner>
          var body: some View { Button("Upload") { store.send(.uploadTapped) } }
        }
        @Reducer
        struct Shelf {
          struct State {}
          enum Action { case retryTapped, closeTapped }
          @Dependency(UploadClient.self) var uploader
          var body: some ReducerOf<Self> {
            Reduce { _, action in
              switch action {
              case .retryTapped:
                self.uploader.begin(2)
                return .none
              case .closeTapped:
                uploader.cancelAll()
                return .none
              }
            }
          }
        }
        struct ShelfView: View {
          let store: StoreOf<Shelf>
          var body: some View {
            Button("Retry") { store.send(.retryTapped) }
            Button("Close") { store.send(.closeTapped) }
          }
        }
        @Reducer struct Review { struct State {}; enum Action {} }
        struct ReviewView: View {
          let store: StoreOf<Review>
          var body: some View { Text("Review") }
        }
        """)

    /// `.publisher { client.events().map(Action.changed) }`: the sheet and the alert shown on the
    /// channel's events start at the screens whose buttons make the channel emit.
    @Test func publisherMappedIntoAnActionIsSentWhereItsSendingEndpointIsCalled() {
        let found = edges([Self.client, Self.app, Self.others, Self.board(listening: """
                return .publisher { uploads.events().receive(on: DispatchQueue.main).map(Action.uploadChanged) }
        """)])
        #expect(found.contains("Shelf -sheet-> Board.review"))
        #expect(found.contains("Shelf -alert-> Board.notice"))
        // The banner the board embeds calls it too; listening alone shows nothing.
        #expect(found.contains("UploadBanner -sheet-> Board.review"))
        #expect(!found.contains("Board -sheet-> Board.review"))
        #expect(found.contains("Board -sheet-> Board.shelf"))
    }

    /// `for await event in client.events().values { await send(.changed(event)) }` listens the same way.
    @Test func streamIteratedInARunEffectIsSentWhereItsSendingEndpointIsCalled() {
        let found = edges([Self.client, Self.app, Self.others, Self.board(listening: """
                return .run { send in
                  for await event in self.uploads.events().values { await send(.uploadChanged(event)) }
                }
        """)])
        #expect(found.contains("Shelf -sheet-> Board.review"))
        #expect(found.contains("Shelf -alert-> Board.notice"))
    }

    /// A stream no endpoint sends on (the live value hands out a framework's publisher) tells
    /// nothing more: what it shows starts where listening began.
    @Test func streamWithoutSendingEndpointsKeepsTheListenersOrigin() {
        let quiet = ("Clients/Uploads.swift", Self.client.1.replacingOccurrences(of: "relay.send(", with: "print("))
        let found = edges([quiet, Self.app, Self.others, Self.board(listening: """
                return .publisher { uploads.events().map(Action.uploadChanged) }
        """)])
        #expect(found.contains("Board -sheet-> Board.review"))
        #expect(!found.contains("Shelf -sheet-> Board.review"))
    }
}
