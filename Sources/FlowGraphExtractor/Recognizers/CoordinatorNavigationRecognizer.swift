import FlowGraph

/// Navigation through coordinator state: stacks (`[Route]`, `[NavigationItem]`, `NavigationPath`),
/// item- and Bool-driven modal state, a current route, the selected tab; reached through named
/// helpers, `coordinator?.`, `parent?.`, environment objects and stored properties, across files.
///
/// Each call a screen (view, view model, view controller) makes is evaluated through the helpers
/// it reaches; a pop or clear before a push makes a replace or reset, a tab switch before a push
/// into another tab a cross-tab move, and each branch of conditional code its own edge.
/// An app phase under any name is a current route: a view whose body only switches over an enum
/// property, showing one app screen per case (or a step flow: the property set from itself),
/// while code sets that property; code in a case of that switch runs on that case's route.
public struct CoordinatorNavigationRecognizer: NavigationRecognizing {
    public static let identifier = "coordinator-navigation"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .coordinator)
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            enum Mode { case onboarding, main }
            final class AppState: ObservableObject {
                @Published var mode: Mode = .onboarding
                func finishOnboarding() { mode = .main }
            }
            struct Root: View {
                @EnvironmentObject var state: AppState
                var body: some View {
                    switch state.mode {
                    case .onboarding: Onboarding()
                    case .main: MainScreen()
                    }
                }
            }
            struct Onboarding: View {
                @EnvironmentObject var state: AppState
                var body: some View { 1️⃣Button("Start") { state.finishOnboarding() } }
            }
            struct MainScreen: View { var body: some View { Text("") } }
            """, edges: ["Mode.onboarding -replace-> Mode.main @1️⃣"]),
        // A step flow is a phase whose last step may show plain content: the model sets the step
        // from itself, and the case a call sits in is the step it moves from (also a method
        // handed over as a closure: `done: signup.next`).
        RecognizerExample("""
            final class Signup: ObservableObject {
                enum Step { case email, password, welcome }
                @Published var step: Step = .email
                func next() {
                    switch step {
                    case .email: 1️⃣step = .password
                    case .password: 2️⃣step = .welcome
                    case .welcome: break
                    }
                }
            }
            struct SignupView: View {
                @StateObject var signup = Signup()
                var body: some View {
                    switch signup.step {
                    case .email: EmailForm(done: signup.next)
                    case .password: PasswordForm(done: { signup.next() })
                    case .welcome: Text("Welcome")
                    }
                }
            }
            struct EmailForm: View { let done: () -> Void; var body: some View { Button("Next", action: done) } }
            struct PasswordForm: View { let done: () -> Void; var body: some View { Button("Next", action: done) } }
            """, edges: ["Signup.Step.email -replace-> Signup.Step.password @1️⃣", "Signup.Step.password -replace-> Signup.Step.welcome @2️⃣"]),
        // A `ViewModifier`'s presentation binds in the view applying it, deciding the modal's kind.
        RecognizerExample("""
            final class Studio: ObservableObject {
                enum Panel: Identifiable { case mixer; var id: Self { self } }
                @Published var panel: Panel?
                func openMixer() { panel = .mixer }
            }
            struct StudioPanels: ViewModifier {
                @ObservedObject var studio: Studio
                func body(content: Content) -> some View {
                    content.fullScreenCover(item: $studio.panel) { _ in MixerScreen() }
                }
            }
            struct StudioScreen: View {
                @StateObject var studio = Studio()
                var body: some View { 1️⃣Button("Mix") { studio.openMixer() }.modifier(StudioPanels(studio: studio)) }
            }
            struct MixerScreen: View { var body: some View { Text("") } }
            """, edges: ["StudioScreen -fullScreenCover-> Studio.Panel.mixer @1️⃣"]),
        // Loading state is content, not a phase: a case binds a payload or shows no app screen.
        RecognizerExample("""
            enum Load { case loading, ready([String]) }
            final class Model: ObservableObject {
                @Published var load: Load = .loading
                func finish() { load = .ready([]) }
            }
            struct ListScreen: View {
                @StateObject var model = Model()
                var body: some View {
                    switch model.load {
                    case .loading: ProgressView()
                    case .ready(let rows): Rows(rows: rows)
                    }
                }
            }
            struct Rows: View { let rows: [String]; var body: some View { Text("") } }
            """),
        // A stack of routes, a helper calling a helper in an extension, a view model holding the router.
        RecognizerExample("""
            enum Page: Hashable { case feed, post(id: Int), author(String) }
            final class Router: ObservableObject {
                @Published var pages: [Page] = []
                func go(to page: Page) { pages.append(page) }
            }
            extension Router {
                func openPost(_ id: Int) { go(to: .post(id: id)) }
            }
            struct Screens {
                let router: Router
                @ViewBuilder func view(for page: Page) -> some View {
                    switch page {
                    case .feed: FeedView(model: FeedModel(router: router))
                    case .post: PostView()
                    case .author: AuthorView()
                    }
                }
            }
            final class FeedModel {
                weak var router: Router?
                func tapped(_ id: Int) {
                    1️⃣router?.openPost(id)
                }
            }
            """, edges: ["Page.feed -push-> Page.post @1️⃣"]),
        // `present(_:fullScreen:)`-style helper: the Bool argument decides the kind.
        RecognizerExample("""
            enum Modal: Identifiable { case compose, camera; var id: Int { 0 } }
            final class HomeFlow: ObservableObject {
                @Published var sheetModal: Modal?
                @Published var coverModal: Modal?
                func show(_ modal: Modal, covering: Bool = false) {
                    if covering { coverModal = modal } else { sheetModal = modal }
                }
            }
            struct HomeView: View {
                @EnvironmentObject var flow: HomeFlow
                var body: some View {
                    VStack {
                        1️⃣Button("New") { flow.show(.compose) }
                        2️⃣Button("Camera") { flow.show(.camera, covering: true) }
                    }
                }
            }
            """, edges: ["HomeView -sheet-> Modal.compose @1️⃣", "HomeView -fullScreenCover-> Modal.camera @2️⃣"]),
        // State-driven current route: the switch resets, replaces or appends per route.
        RecognizerExample("""
            enum Step: Hashable { case start, list, item(Int) }
            @MainActor final class Machine: ObservableObject {
                @Published var history: [Step] = []
                @Published var currentRoute: Step = .start
                func move(to step: Step) {
                    switch step {
                    case .start: history = []; currentRoute = .start
                    case .list: history = [step]; currentRoute = step
                    case .item: history.append(step); currentRoute = step
                    }
                }
            }
            struct Host: View {
                @StateObject var machine = Machine()
                var body: some View {
                    switch machine.currentRoute {
                    case .start: StartView()
                    case .list: ListScreen()
                    case .item: ItemScreen()
                    }
                }
            }
            struct ListScreen: View {
                @EnvironmentObject var machine: Machine
                var body: some View {
                    1️⃣Button("Open") { machine.move(to: .item(1)) }
                    2️⃣Button("Restart") { machine.move(to: .start) }
                }
            }
            """, edges: ["Step.list -push-> Step.item @1️⃣", "Step.list -reset-> Step.start @2️⃣"]),
        // Conditional navigation in a helper: one edge per branch, each at its branch's line.
        RecognizerExample("""
            enum Stop: Hashable { case cart, pay, done, failed }
            final class Shop: ObservableObject {
                @Published var path = NavigationPath()
                func next(_ stop: Stop) { path.append(stop) }
                func checkout(balance: Int) {
                    Task {
                        1️⃣if balance > 0 { next(.done) } else { next(.failed) }
                    }
                }
            }
            struct Root: View {
                @StateObject var shop = Shop()
                var body: some View {
                    NavigationStack(path: $shop.path) {
                        CartView(shop: shop).navigationDestination(for: Stop.self) { stop in
                            switch stop {
                            case .cart: CartView(shop: shop)
                            case .pay: PayView(shop: shop)
                            case .done: DoneView()
                            case .failed: FailedView()
                            }
                        }
                    }
                }
            }
            struct PayView: View {
                @ObservedObject var shop: Shop
                var body: some View { Button("Pay") { shop.checkout(balance: 10) } }
            }
            """, edges: ["Stop.pay -push-> Stop.done @1️⃣", "Stop.pay -push-> Stop.failed @1️⃣"]),
        // A switch of tab then a push into that tab's coordinator: one cross-tab move.
        RecognizerExample("""
            enum Section: Hashable { case news, search }
            enum SearchRoute: Hashable { case results(query: String) }
            enum NewsRoute: Hashable { case article }
            final class SearchCoordinator: ObservableObject {
                @Published var stack: [SearchRoute] = []
                func push(_ route: SearchRoute) { stack.append(route) }
            }
            final class NewsCoordinator: ObservableObject {
                @Published var stack: [NewsRoute] = []
                weak var shell: Shell?
                func push(_ route: NewsRoute) { stack.append(route) }
                func searchFor(_ text: String) {
                    shell?.select(.search)
                    shell?.search.push(.results(query: text))
                }
            }
            final class Shell: ObservableObject {
                @Published var selectedTab: Section = .news
                let search = SearchCoordinator()
                func select(_ section: Section) { selectedTab = section }
            }
            struct ArticleView: View {
                let coordinator: NewsCoordinator
                var body: some View { 1️⃣Button("Related") { coordinator.searchFor("x") } }
            }
            struct NewsScreens {
                func build(_ route: NewsRoute) -> some View { switch route { case .article: ArticleView(coordinator: NewsCoordinator()) } }
            }
            """, edges: ["NewsRoute.article -crossTab-> SearchRoute.results @1️⃣"]),
        // Look-alikes: an unrelated array's append, an alert wrapper's present, a `case destination`
        // of a non-navigation enum.
        RecognizerExample("""
            enum Field { case source, destination }
            final class AlertPresenter { func present(_ error: Error) { print(error) } }
            final class TransferModel: ObservableObject {
                @Published var items: [String] = []
                @Published var focused: Field = .source
                let alerts = AlertPresenter()
                func add(_ text: String) { items.append(text) }
                func fail(_ error: Error) {
                    alerts.present(error)
                    focused = .destination
                }
            }
            """),
    ]
}
