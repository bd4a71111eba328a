import FlowGraph
import FlowGraphExtractor
import Testing

/// A model keeping its modals as a stack of layers, each built around a route, that item
/// presentations show (`.sheet(item:)`, `.fullScreenCover(item:)` handing the layer to a view
/// holding it): appending a layer presents its route, as a sheet or a cover as the Boolean the layer
/// was built with and the presentations' items say; a method pushing when the model shows a stack
/// and presenting otherwise moves once, by the push.
struct PresentedLayerShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func appendingALayerPresentsItsRouteAsTheItemPresentationShowingItSays() {
        check("""
            enum Pane: Hashable { case player(id: Int), queue, lyrics, equalizer }
            extension Pane {
                @ViewBuilder var content: some View {
                    switch self {
                    case .player(let id): PlayerPane(id: id)
                    case .queue: QueuePane()
                    case .lyrics: LyricsPane()
                    case .equalizer: EqualizerPane()
                    }
                }
            }
            final class Card: Identifiable {
                let pane: Pane
                let isCover: Bool
                init(pane: Pane, isCover: Bool) {
                    self.pane = pane
                    self.isCover = isCover
                }
            }
            @Observable final class Deck {
                var cards: [Card] = []
                var trail: [Pane] = []
                var showsStack = true
                func show(_ pane: Pane) {
                    if showsStack { trail.append(pane) } else { present(pane) }
                }
                func present(_ pane: Pane) { place(pane, cover: false) }
                func cover(_ pane: Pane) { place(pane, cover: true) }
                private func place(_ pane: Pane, cover: Bool) {
                    cards.append(Card(pane: pane, isCover: cover))
                }
            }
            struct CardHost: View {
                let card: Card
                var body: some View { card.pane.content }
            }
            struct StudioRoot: View {
                @State private var deck = Deck()
                var body: some View {
                    NavigationStack(path: $deck.trail) {
                        LibraryPane()
                            .navigationDestination(for: Pane.self) { $0.content }
                    }
                    .sheet(item: Binding(get: { deck.cards.last(where: { !$0.isCover }) }, set: { _ in })) { card in CardHost(card: card) }
                    .fullScreenCover(item: Binding(get: { deck.cards.last(where: { $0.isCover }) }, set: { _ in })) { card in CardHost(card: card) }
                    .environment(deck)
                }
            }
            struct LibraryPane: View {
                @Environment(Deck.self) var deck
                var body: some View {
                    List {
                        1️⃣Button("Play") { deck.show(.player(id: 1)) }
                        2️⃣Button("Queue") { deck.present(.queue) }
                    }
                }
            }
            struct PlayerPane: View {
                @Environment(Deck.self) var deck
                let id: Int
                var body: some View {
                    3️⃣Button("Lyrics") { deck.cover(.lyrics) }
                }
            }
            struct QueuePane: View { var body: some View { Text("Queue") } }
            struct LyricsPane: View { var body: some View { Text("Lyrics") } }
            struct EqualizerPane: View { var body: some View { Text("EQ") } }
            """, [
                "LibraryPane -push-> Pane.player @1️⃣", "LibraryPane -sheet-> Pane.queue @2️⃣",
                "Pane.player -fullScreenCover-> Pane.lyrics @3️⃣",
            ])
    }

    /// A route stored into the entry a stack shows — its top entry, or its root entry when nothing
    /// is pushed — replaces the screen there; presenting it instead serves screens without a stack.
    @Test func aRouteStoredIntoTheShownEntryReplacesItsScreen() {
        check("""
            enum Leaf: Hashable { case draft(id: Int), preview, published }
            @Observable final class Sheetlet: Identifiable {
                private(set) var leaf: Leaf
                init(leaf: Leaf) { self.leaf = leaf }
                func turn(to leaf: Leaf) { self.leaf = leaf }
            }
            @Observable final class Binder {
                var root = Sheetlet(leaf: .draft(id: 0))
                var pages: [Sheetlet] = []
                var overlays: [Sheetlet] = []
                var stacked = true
                func open(_ leaf: Leaf) { pages.append(Sheetlet(leaf: leaf)) }
                func turn(to leaf: Leaf) {
                    if stacked {
                        if pages.isEmpty { root.turn(to: leaf) } else { pages.last?.turn(to: leaf) }
                    } else {
                        overlays.append(Sheetlet(leaf: leaf))
                    }
                }
            }
            struct LeafView: View {
                let sheetlet: Sheetlet
                var body: some View {
                    switch sheetlet.leaf {
                    case .draft(let id): DraftScreen(id: id)
                    case .preview: PreviewScreen()
                    case .published: PublishedScreen()
                    }
                }
            }
            struct BinderRoot: View {
                @State private var binder = Binder()
                var body: some View {
                    NavigationStack(path: $binder.pages) {
                        LeafView(sheetlet: binder.root)
                            .navigationDestination(for: Sheetlet.self) { sheetlet in LeafView(sheetlet: sheetlet) }
                    }
                    .sheet(item: Binding(get: { binder.overlays.last }, set: { _ in })) { sheetlet in LeafView(sheetlet: sheetlet) }
                    .environment(binder)
                }
            }
            struct DraftScreen: View {
                @Environment(Binder.self) var binder
                let id: Int
                var body: some View {
                    1️⃣Button("Preview") { binder.open(.preview) }
                }
            }
            struct PreviewScreen: View {
                @Environment(Binder.self) var binder
                var body: some View {
                    2️⃣Button("Publish") { binder.turn(to: .published) }
                }
            }
            struct PublishedScreen: View { var body: some View { Text("Done") } }
            """, [
                "Leaf.draft -push-> Leaf.preview @1️⃣", "Leaf.preview -replace-> Leaf.published @2️⃣",
            ])
    }
}
