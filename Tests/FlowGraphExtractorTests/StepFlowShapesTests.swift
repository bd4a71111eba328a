import FlowGraph
import FlowGraphExtractor
import Testing

/// Step flows a view shows by switching over the step: the case a call sits in is the step it
/// moves from, and the case of the model's own `switch step` that runs there decides the next.
struct StepFlowShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    @Test func aCallInACaseOfTheBodySwitchMovesFromThatCaseThroughTheMatchingBranch() {
        check("""
            enum Stage { case cart, shipping, payment }
            final class CheckoutWizard: ObservableObject {
                @Published var stage: Stage = .cart
            }
            extension CheckoutWizard {
                func advance() {
                    switch stage {
                    case .cart: 1️⃣stage = .shipping
                    case .shipping: 2️⃣stage = .payment
                    default: return
                    }
                }
            }
            struct CheckoutScreen: View {
                @ObservedObject var wizard: CheckoutWizard
                var body: some View {
                    switch wizard.stage {
                    case .cart: CartPage(onDone: { wizard.advance() })
                    case .shipping: ShippingPage(onDone: { wizard.advance() })
                    case .payment: PaymentPage()
                    }
                }
            }
            struct CartPage: View { let onDone: () -> Void; var body: some View { Button("Go", action: onDone) } }
            struct ShippingPage: View { let onDone: () -> Void; var body: some View { Button("Go", action: onDone) } }
            struct PaymentPage: View { var body: some View { Text("") } }
            """, ["Stage.cart -replace-> Stage.shipping @1️⃣", "Stage.shipping -replace-> Stage.payment @2️⃣"])
    }

    @Test func aRawValueIncrementMovesEachStepToItsSuccessorFromTheCaseItIsCalledIn() {
        check("""
            final class Tour: ObservableObject {
                enum Slide: Int, CaseIterable { case welcome, sync, finish }
                @Published var slide: Slide = .welcome
                func jumpToEnd() { slide = .finish }
            }
            extension Tour {
                func forward() { slide = Slide(rawValue: slide.rawValue + 1) ?? slide }
            }
            struct TourScreen: View {
                @StateObject private var tour = Tour()
                var body: some View {
                    switch tour.slide {
                    case .welcome: WelcomeSlide(proceed: { 1️⃣tour.forward() })
                    case .sync: SyncSlide(proceed: { 2️⃣tour.forward() })
                    case .finish: FinishSlide()
                    }
                }
            }
            struct WelcomeSlide: View { var proceed: () -> Void; var body: some View { Button("Next", action: proceed) } }
            struct SyncSlide: View { var proceed: () -> Void; var body: some View { Button("Next", action: proceed) } }
            struct FinishSlide: View { var body: some View { Text("") } }
            """, ["Tour.Slide.welcome -replace-> Tour.Slide.sync @1️⃣", "Tour.Slide.sync -replace-> Tour.Slide.finish @2️⃣"])
    }

    /// A `switch` over a value that is no current route (a parameter) leaves a call where it was.
    @Test func aSwitchOverAParameterDoesNotPlaceTheCall() {
        check("""
            enum Mode { case list, grid }
            final class Library: ObservableObject {
                @Published var phase: Phase = .browsing
                enum Phase { case browsing, reading }
                func open() { phase = .reading }
            }
            struct LibraryRoot: View {
                @StateObject var library = Library()
                var body: some View {
                    switch library.phase {
                    case .browsing: Shelf(library: library, mode: .grid)
                    case .reading: Reader()
                    }
                }
            }
            struct Shelf: View {
                @ObservedObject var library: Library
                let mode: Mode
                var body: some View {
                    switch mode {
                    case .list: 1️⃣Button("Open") { library.open() }
                    case .grid: 2️⃣Button("Open") { library.open() }
                    }
                }
            }
            struct Reader: View { var body: some View { Text("") } }
            """, ["Library.Phase.browsing -replace-> Library.Phase.reading @1️⃣", "Library.Phase.browsing -replace-> Library.Phase.reading @2️⃣"])
    }

    /// A case showing plain content (`Text`, a `VStack`) is still a step when the model steps
    /// the property through its cases.
    @Test func aStepShowingPlainContentIsStillAStepOfTheFlow() {
        check("""
            struct EnrollView: View {
                @StateObject private var enrollment = Enrollment()
                var body: some View {
                    switch enrollment.page {
                    case .terms: TermsPage(accept: { enrollment.proceed() })
                    case .identity: IdentityPage(submit: { enrollment.proceed() })
                    case .finished: VStack { Text("All done") }
                    }
                }
            }
            final class Enrollment: ObservableObject {
                enum Page { case terms, identity, finished }
                @Published private(set) var page: Page = .terms
            }
            extension Enrollment {
                func proceed() {
                    switch self.page {
                    case .terms: 1️⃣self.page = .identity
                    case .identity: 2️⃣self.page = .finished
                    case .finished: break
                    }
                }
            }
            struct TermsPage: View { let accept: () -> Void; var body: some View { Button("Accept", action: accept) } }
            struct IdentityPage: View { let submit: () -> Void; var body: some View { Button("Submit", action: submit) } }
            """, ["Enrollment.Page.terms -replace-> Enrollment.Page.identity @1️⃣", "Enrollment.Page.identity -replace-> Enrollment.Page.finished @2️⃣"])
    }

    /// Loading state set from what a load returns is content, even when one case shows a screen.
    @Test func loadingStateSetFromALoadIsNoStepFlow() {
        check("""
            final class FeedLoader: ObservableObject {
                enum Status { case idle, loading, loaded }
                @Published var status: Status = .idle
                func reload() async {
                    status = .loading
                    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
                    status = .loaded
                }
            }
            struct FeedScreen: View {
                @StateObject var loader = FeedLoader()
                var body: some View {
                    switch loader.status {
                    case .idle: Button("Load") { Task { await loader.reload() } }
                    case .loading: ProgressView()
                    case .loaded: FeedList()
                    }
                }
            }
            struct FeedList: View { var body: some View { Text("") } }
            """, ["FeedScreen -child-> FeedList"])
    }

    /// A method handed over as a closure (`action: model.next`) is called where the closure runs.
    @Test func aMethodHandedOverAsAClosureIsCalledWhereTheClosureRuns() {
        check("""
            struct QuizView: View {
                @ObservedObject var quiz: QuizModel
                var body: some View {
                    switch quiz.round {
                    case .warmup: WarmupCard(onFinish: quiz.moveOn)
                    case .main: MainCard().onTapGesture(perform: quiz.moveOn)
                    case .results: ResultsCard()
                    }
                }
            }
            final class QuizModel: ObservableObject {
                enum Round { case warmup, main, results }
                @Published var round: Round = .warmup
            }
            extension QuizModel {
                func moveOn() { advanceRound() }
            }
            extension QuizModel {
                func advanceRound() {
                    switch round {
                    case .warmup: 1️⃣round = .main
                    case .main: 2️⃣round = .results
                    case .results: break
                    }
                }
            }
            struct WarmupCard: View { var onFinish: () -> Void; var body: some View { Button("Done", action: onFinish) } }
            struct MainCard: View { var body: some View { Text("") } }
            struct ResultsCard: View { var body: some View { Text("") } }
            """, ["QuizModel.Round.warmup -replace-> QuizModel.Round.main @1️⃣", "QuizModel.Round.main -replace-> QuizModel.Round.results @2️⃣"])
        check("""
            enum Screen: Hashable { case inbox, message }
            final class Navigator: ObservableObject { @Published var stack: [Screen] = [] }
            extension Navigator {
                func openMessage() { show(.message) }
                func show(_ screen: Screen) { stack.append(screen) }
            }
            struct InboxScreen: View {
                @EnvironmentObject var navigator: Navigator
                var body: some View {
                    NavigationStack(path: $navigator.stack) {
                        1️⃣Button("Open", action: navigator.openMessage)
                            .navigationDestination(for: Screen.self) { _ in MessageScreen() }
                    }
                }
            }
            struct MessageScreen: View { var body: some View { Text("") } }
            """, ["InboxScreen -push-> Screen.message @1️⃣"])
    }

    /// A method taking an argument, handed over as a closure, gets it only at run time: where it
    /// leads is a diagnostic, not a guess.
    @Test func aHandedOverMethodWhoseArgumentDecidesIsADiagnostic() {
        let source = FixtureSource("""
            enum Screen: Hashable { case inbox, message(Int) }
            final class Navigator: ObservableObject {
                @Published var stack: [Screen] = []
                func show(_ screen: Screen) { stack.append(screen) }
            }
            struct InboxScreen: View {
                @EnvironmentObject var navigator: Navigator
                var body: some View {
                    NavigationStack(path: $navigator.stack) {
                        1️⃣Rows(onPick: navigator.show)
                            .navigationDestination(for: Screen.self) { _ in MessageScreen() }
                    }
                }
            }
            struct Rows: View { var onPick: (Screen) -> Void; var body: some View { Text("") } }
            struct MessageScreen: View { var body: some View { Text("") } }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        #expect(!graph.edges.contains { $0.from == "InboxScreen" })
        #expect(graph.diagnostics.contains { $0.code == "unresolved-navigation" && $0.line == source.markerLines["1️⃣"] })
    }

    /// A method of a model that changes no navigation state (a pager's `next`) handed to a button
    /// is no move.
    @Test func aNonNavigatingMethodHandedOverIsNoEdge() {
        check("""
            enum Tab: Hashable { case photos, albums }
            final class Gallery: ObservableObject {
                @Published var selected: Tab = .photos
                @Published var stack: [Tab] = []
                func open(_ tab: Tab) { stack.append(tab) }
            }
            final class Pager: ObservableObject {
                @Published var index = 0
                func next() { index += 1 }
            }
            struct PhotosScreen: View {
                @StateObject var pager = Pager()
                @EnvironmentObject var gallery: Gallery
                var body: some View { Button("More", action: pager.next) }
            }
            """, [])
    }
}
