import FlowGraph
import FlowGraphExtractor
import Testing

/// Presentations a `ViewModifier` writes bind as if written in each view applying it: they
/// decide the kind a coordinator's modal state is presented with.
struct ViewModifierPresentationTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aModifierAppliedThroughNestedViewHelpersDecidesTheModalKind() {
        let source = """
            final class LibraryRouter: ObservableObject {
                enum Overlay: Identifiable { case scanner, importer; var id: Self { self } }
                @Published var overlay: Overlay?
                func scan() { overlay = .scanner }
            }
            struct LibraryOverlays: ViewModifier {
                @ObservedObject var router: LibraryRouter
                func body(content: Content) -> some View {
                    content.fullScreenCover(item: $router.overlay) { overlay in
                        switch overlay {
                        case .scanner: ScannerScreen()
                        case .importer: ImporterScreen()
                        }
                    }
                }
            }
            extension View {
                func libraryOverlays(_ router: LibraryRouter) -> some View { modifier(LibraryOverlays(router: router)) }
            }
            extension View {
                func libraryChrome(_ router: LibraryRouter) -> some View { libraryOverlays(router).padding() }
            }
            struct LibraryScreen: View {
                @StateObject var router = LibraryRouter()
                var body: some View {
                    1️⃣Button("Scan") { router.scan() }
                        .libraryChrome(router)
                }
            }
            struct ScannerScreen: View { var body: some View { Text("") } }
            struct ImporterScreen: View { var body: some View { Text("") } }
            """
        check(source, ["LibraryScreen -fullScreenCover-> LibraryRouter.Overlay.scanner @1️⃣"])
        let graph = SourceExtractor().extract(from: FixtureSource(source).corpus())
        #expect(!graph.nodes.contains { $0.id == "LibraryOverlays" })
    }

    /// A modifier no view applies presents nothing: the state keeps the kind of the view binding it.
    @Test func aModifierNoViewAppliesDecidesNothing() {
        check("""
            final class Player: ObservableObject {
                @Published var showsQueue = false
                func openQueue() { showsQueue = true }
            }
            struct UnusedCover: ViewModifier {
                @ObservedObject var player: Player
                func body(content: Content) -> some View {
                    content.fullScreenCover(isPresented: $player.showsQueue) { QueueScreen() }
                }
            }
            struct NowPlaying: View {
                @StateObject var player = Player()
                var body: some View {
                    1️⃣Button("Queue") { player.openQueue() }
                        .sheet(isPresented: $player.showsQueue) { QueueScreen() }
                }
            }
            struct QueueScreen: View { var body: some View { Text("") } }
            """, ["NowPlaying -sheet-> QueueScreen @1️⃣"])
    }

    /// A modifier's own `@State` flag (`isBuying`, set when the reason bound to it changes) is
    /// presented over each view applying it, also through another modifier applying it; its content
    /// is the view the modifier's own builder (`content: storeScreen`) makes.
    @Test func aModifiersOwnStatePresentsOverEachViewApplyingIt() {
        check("""
            @main struct ShopApp: App { var body: some Scene { WindowGroup { NavigationStack { Catalog() } } } }
            struct UpsellReason: Hashable { let feature: String }
            struct UpsellModifier: ViewModifier {
                @Binding var reason: UpsellReason?
                @State private var isBuying = false
                func body(content: Content) -> some View {
                    content
                        1️⃣.sheet(isPresented: $isBuying, content: storeScreen)
                        .onChange(of: reason) { value in
                            guard value != nil else { return }
                            Task { isBuying = true }
                        }
                }
                private func storeScreen() -> some View {
                    reason.map { StoreScreen(feature: $0.feature) }
                }
            }
            struct EditorUpsell: ViewModifier {
                @Binding var reason: UpsellReason?
                func body(content: Content) -> some View {
                    content.modifier(UpsellModifier(reason: $reason))
                }
            }
            struct Catalog: View {
                @State private var reason: UpsellReason?
                var body: some View {
                    List { Button("Pro") { reason = UpsellReason(feature: "x") } }
                        .modifier(EditorUpsell(reason: $reason))
                }
            }
            struct StoreScreen: View { let feature: String; var body: some View { Text(feature) } }
            """, ["ShopApp -child-> Catalog", "Catalog -sheet-> StoreScreen @1️⃣"])
    }

    /// A wrapper modifier showing its content through modifiers applied on one platform only
    /// (`card()` `#if os(macOS) .frame(…) #endif`) still shows the content it is given.
    @Test func aPlatformOnlyModifierInTheContentChainKeepsTheContent() {
        check("""
            @main struct PhotoApp: App { var body: some Scene { WindowGroup { Gallery() } } }
            struct CardSheet<Card: View>: ViewModifier {
                @Binding var isShown: Bool
                let card: () -> Card
                func body(content: Content) -> some View {
                    content.sheet(isPresented: $isShown) {
                        card()
                        #if os(macOS)
                            .frame(minWidth: 300)
                        #endif
                            .presentationDetents([.medium])
                    }
                }
            }
            extension View {
                func cardSheet<Card: View>(isShown: Binding<Bool>, @ViewBuilder card: @escaping () -> Card) -> some View {
                    modifier(CardSheet(isShown: isShown, card: card))
                }
            }
            struct Gallery: View {
                @State private var showsInfo = false
                var body: some View {
                    Button("Info") { showsInfo = true }
                        1️⃣.cardSheet(isShown: $showsInfo, card: InfoCard.init)
                }
            }
            struct InfoCard: View { var body: some View { Text("") } }
            """, ["PhotoApp -child-> Gallery", "Gallery -sheet-> InfoCard @1️⃣"])
    }

    /// A modifier's popover showing the content it was given (`OptionsButton { options }`), given
    /// in turn to the container applying it (`Shell(content: …, options: optionsView)`), shows what
    /// the screen building the container passes; a wrapper's content may be its content property
    /// (`{ popover.clipShape(…) }` for `@ViewBuilder let popover: Popover`).
    @Test func givenContentIsFollowedToTheScreenGivingIt() {
        check("""
            @main struct TripApp: App { var body: some Scene { WindowGroup { NavigationStack { Planner() } } } }
            struct Planner: View {
                var body: some View {
                    Shell(content: { List { Text("") } }, options: optionsView)
                }
                func optionsView() -> some View { OptionsScreen() }
            }
            struct Shell<Content: View, Options: View>: View {
                @ViewBuilder let content: Content
                @ViewBuilder let options: Options
                var body: some View {
                    content.modifier(OptionsButton { options })
                }
            }
            struct OptionsButton<Options: View>: ViewModifier {
                @ViewBuilder let options: Options
                @State private var isShown = false
                func body(content: Content) -> some View {
                    content.toolbar {
                        Button("Options") { isShown = true }
                            1️⃣.roundedPopover(isPresented: $isShown, content: optionsPopover)
                    }
                }
                func optionsPopover() -> some View { options.padding() }
            }
            struct RoundedPopover<Popover: View>: ViewModifier {
                @Binding var isPresented: Bool
                @ViewBuilder let popover: Popover
                func body(content: Content) -> some View {
                    content.popover(isPresented: $isPresented) { popover.clipShape(.rect(cornerRadius: 8)) }
                }
            }
            extension View {
                func roundedPopover<P: View>(isPresented: Binding<Bool>, content: @escaping () -> P) -> some View {
                    modifier(RoundedPopover(isPresented: isPresented, popover: content))
                }
            }
            struct OptionsScreen: View { var body: some View { Text("") } }
            """, ["TripApp -child-> Planner", "Planner -popover-> OptionsScreen @1️⃣"])
    }
}
