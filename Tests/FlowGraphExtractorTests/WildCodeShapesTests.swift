import FlowGraph
import FlowGraphExtractor
import Testing

/// Shapes found in open-source apps nobody on this team wrote, each written again here in other
/// names: the general rule each one needed.
struct WildCodeShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// `let item = buildItemScreen(id:)`: an app function's declared return type is what it builds,
    /// not a screen named after the function.
    @Test func aHelperReturningAControllerShowsItsDeclaredType() {
        check("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class ShelfCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func openItem() {
                    let item = buildItemScreen(id: 3)
                    navigation.pushViewController(item, animated: true)
                }
                func openNotes() {
                    navigation.pushViewController(makeNotesScreen(), animated: true)
                }
                private func buildItemScreen(id: Int) -> ItemViewController {
                    let screen = ItemViewController(id: id)
                    return screen
                }
                private func makeNotesScreen() -> NotesViewController? { nil }
            }
            final class ShelfViewController: UIViewController {
                weak var coordinator: ShelfCoordinator?
                func tapped() { 1️⃣coordinator?.openItem() }
                func notes() { 2️⃣coordinator?.openNotes() }
            }
            final class ItemViewController: UIViewController {
                init(id: Int) { super.init(nibName: nil, bundle: nil) }
            }
            final class NotesViewController: UIViewController {}
            """, ["ShelfViewController -push-> ItemViewController @1️⃣", "ShelfViewController -push-> NotesViewController @2️⃣"])
    }

    /// Clearing one stack of a store (`sidePath.removeAll()`) before appending to another leaves the
    /// second as it was: a push, not a reset.
    @Test func clearingAnotherStackBeforeAPushIsNoReset() {
        check("""
            enum Leaf: Hashable { case note(Int) }
            enum Side: Hashable { case attachment(Int) }
            @Observable final class Pathfinder {
                var path: [Leaf] = []
                var sidePath: [Side] = []
                func openNote(_ id: Int) {
                    sidePath.removeAll()
                    path.append(.note(id))
                }
                func restart(_ id: Int) {
                    path.removeAll()
                    path.append(.note(id))
                }
            }
            struct JotView: View {
                @State private var finder = Pathfinder()
                var body: some View {
                    NavigationStack(path: $finder.path) {
                        NotesView().navigationDestination(for: Leaf.self) { leaf in
                            switch leaf { case .note(let id): NoteView(id: id) }
                        }
                    }
                    .environment(finder)
                }
            }
            struct NotesView: View {
                @Environment(Pathfinder.self) private var finder
                var body: some View {
                    1️⃣Button("n") { finder.openNote(1) }
                    2️⃣Button("r") { finder.restart(1) }
                }
            }
            struct NoteView: View { let id: Int; var body: some View { Text("n") } }
            """, ["NotesView -push-> Leaf.note @1️⃣", "NotesView -reset-> Leaf.note @2️⃣"])
    }

    /// `Binding(get:set:)`, written inline or as a computed property, binds the property its getter
    /// reads: a sheet bound to it presents when code sets that property, and a stack given it is
    /// the store's stack.
    @Test func bindingsBuiltFromGettersBindWhatTheyRead() {
        check("""
            @Observable final class Navigator {
                var path = NavigationPath()
                var composing = false
                var showingProfile = false
                func compose() { composing = true }
                func profile() { showingProfile = true }
                func open(_ id: Int) { path.append(Place.article(id)) }
            }
            enum Place: Hashable { case article(Int) }
            struct ShellView: View {
                @Environment(Navigator.self) private var navigator
                private var composingBinding: Binding<Bool> {
                    Binding(get: { navigator.composing }, set: { navigator.composing = $0 })
                }
                private var pathBinding: Binding<NavigationPath> {
                    Binding(get: { self.navigator.path }, set: { navigator.path = $0 })
                }
                var body: some View {
                    NavigationStack(path: pathBinding) {
                        HeadlinesView().navigationDestination(for: Place.self) { place in
                            switch place { case .article(let id): ArticleView(id: id) }
                        }
                    }
                    .sheet(isPresented: composingBinding) { ComposerView() }
                    .sheet(isPresented: Binding(get: { navigator.showingProfile }, set: { navigator.showingProfile = $0 })) { ProfileView() }
                }
            }
            struct HeadlinesView: View {
                @Environment(Navigator.self) private var navigator
                var body: some View {
                    List {
                        1️⃣Button("Write") { navigator.compose() }
                        2️⃣Button("Me") { navigator.profile() }
                        3️⃣Button("Open") { navigator.open(1) }
                    }
                }
            }
            struct ArticleView: View { let id: Int; var body: some View { Text("a") } }
            struct ComposerView: View { var body: some View { Text("c") } }
            struct ProfileView: View { var body: some View { Text("p") } }
            """, [
                "HeadlinesView -sheet-> ComposerView @1️⃣", "HeadlinesView -sheet-> ProfileView @2️⃣",
                "HeadlinesView -push-> Place.article @3️⃣",
            ])
    }

    /// A `View` extension wrapping a modal modifier (`.styledSheet(item:content:)`), directly or
    /// through a `ViewModifier` it builds with its parameters, presents like the modifier it wraps.
    @Test func presentationHelpersOfTheAppBindLikeTheModifierTheyWrap() {
        check("""
            enum Panel: Identifiable, Hashable {
                case preferences, account
                var id: Self { self }
            }
            struct HomeScreen: View {
                @State private var panel: Panel?
                @State private var showsAbout = false
                var body: some View {
                    NavigationStack {
                        List {
                            1️⃣Button("Prefs") { panel = .preferences }
                            2️⃣Button("Account") { panel = .account }
                            Button("About") { showsAbout = true }
                        }
                    }
                    .styledSheet(item: $panel, content: panelView)
                    3️⃣.styledCover(isPresented: $showsAbout) { AboutScreen() }
                }
                @ViewBuilder
                func panelView(for panel: Panel) -> some View {
                    switch panel {
                    case .preferences: PreferencesScreen()
                    case .account: AccountScreen()
                    }
                }
            }
            struct PreferencesScreen: View { var body: some View { Text("p") } }
            struct AccountScreen: View { var body: some View { Text("a") } }
            struct AboutScreen: View { var body: some View { Text("b") } }
            extension View {
                func styledSheet<Item: Identifiable, Body: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Body) -> some View {
                    modifier(StyledItemSheet(item: item, build: content))
                }
                func styledCover<Body: View>(isPresented shown: Binding<Bool>, @ViewBuilder content: @escaping () -> Body) -> some View {
                    fullScreenCover(isPresented: shown) { content().padding() }
                }
            }
            struct StyledItemSheet<Item: Identifiable, Body: View>: ViewModifier {
                @Binding var item: Item?
                let build: (Item) -> Body
                func body(content: Content) -> some View {
                    content.sheet(item: $item) { value in
                        build(value).presentationDetents([.medium])
                    }
                }
            }
            """, [
                "HomeScreen -sheet-> Panel.preferences @1️⃣", "HomeScreen -sheet-> Panel.account @2️⃣",
                "HomeScreen -fullScreenCover-> AboutScreen @3️⃣",
            ])
    }

    /// A body choosing its layout inside a grouping container and modifiers
    /// (`Group { if regular { Split() } else { NavigationStack { List() } } }.tint(…)`) hosts each
    /// branch, as a bare `if` does; the stack in one branch does not make the whole view a stack.
    @Test func aBodyChoosingItsLayoutInsideAGroupHostsEachBranch() {
        check("""
            struct RootLayout: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    Group {
                        if sizeClass == .regular {
                            1️⃣WideLayout()
                        } else {
                            2️⃣NavigationStack {
                                PinListView()
                            }
                        }
                    }
                    .tint(.blue)
                }
            }
            struct WideLayout: View {
                var body: some View { HStack { PinListView(); PlaceholderView() } }
            }
            struct PinListView: View {
                var body: some View { List { 3️⃣NavigationLink("Pin") { PinView() } } }
            }
            struct PinView: View { var body: some View { Text("pin") } }
            struct PlaceholderView: View { var body: some View { Text("none") } }
            """, [
                "RootLayout -child-> WideLayout @1️⃣", "RootLayout -child-> PinListView @2️⃣", "PinListView -push-> PinView @3️⃣",
            ])
    }

    /// One controller class shown by several coordinators is one place per coordinator
    /// (`Coordinator.Controller`): its `coordinator` (a protocol several coordinators adopt, or a
    /// composition) is the coordinator that built it, whose own method, or a protocol extension's
    /// default written for it, runs; in a copy a coordinator builds without handing itself over,
    /// a property typed as another coordinator holds nothing.
    @Test func aControllerSeveralCoordinatorsShowIsOnePlacePerCoordinator() {
        check("""
            protocol Coordinator: AnyObject {
                var navigationController: UINavigationController { get set }
                var childCoordinators: [Coordinator] { get set }
                func start()
            }
            protocol ProviderPicking: AnyObject {
                func pickProvider(_ id: Int)
                func addProvider()
            }
            protocol ProviderAdding { func addFlow() }
            extension Coordinator where Self: ProviderAdding {
                func addProvider() { addFlow() }
            }
            final class BackupCoordinator: Coordinator, ProviderPicking, ProviderAdding {
                var navigationController: UINavigationController
                var childCoordinators: [Coordinator] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let picker = ProviderListViewController()
                    picker.coordinator = self
                    navigationController.pushViewController(picker, animated: true)
                }
                func pickProvider(_ id: Int) { navigationController.pushViewController(ScheduleViewController(), animated: true) }
                func addFlow() { navigationController.pushViewController(ProviderFormViewController(), animated: true) }
            }
            final class ImportCoordinator: Coordinator, ProviderPicking, ProviderAdding {
                var navigationController: UINavigationController
                var childCoordinators: [Coordinator] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let picker = ProviderListViewController()
                    picker.coordinator = self
                    navigationController.pushViewController(picker, animated: true)
                }
                func pickProvider(_ id: Int) { navigationController.pushViewController(FileBrowserViewController(), animated: true) }
                func addFlow() { navigationController.present(ProviderFormViewController(), animated: true) }
            }
            final class DemoCoordinator: Coordinator {
                var navigationController: UINavigationController
                var childCoordinators: [Coordinator] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.setViewControllers([ProviderListViewController()], animated: false) }
            }
            final class ProviderListViewController: UITableViewController {
                weak var coordinator: (Coordinator & ProviderPicking)?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    1️⃣coordinator?.pickProvider(indexPath.row)
                }
                func plusTapped() { 2️⃣coordinator?.addProvider() }
            }
            final class ScheduleViewController: UIViewController {}
            final class FileBrowserViewController: UIViewController {}
            final class ProviderFormViewController: UIViewController {}
            """, [
                "BackupCoordinator.ProviderListViewController -push-> ScheduleViewController @1️⃣",
                "ImportCoordinator.ProviderListViewController -push-> FileBrowserViewController @1️⃣",
                // Both coordinators show the form too: each its own.
                "BackupCoordinator.ProviderListViewController -push-> BackupCoordinator.ProviderFormViewController @2️⃣",
                "ImportCoordinator.ProviderListViewController -sheet-> ImportCoordinator.ProviderFormViewController @2️⃣",
            ])
    }

    /// A view holding a split view whose sidebar is a view of its own hosts the columns: the
    /// sidebar, and what the detail shows while nothing is selected; a generic screen built for
    /// one store type (`FeedList<Store>()`) is that screen, also in a destination switch.
    @Test func aSplitViewWithItsOwnSidebarViewHostsItsColumns() {
        check("""
            @Observable final class Store {
                var path = NavigationPath()
                var selected: Int?
                func open(_ id: Int) { path.append(Dest.item(id)) }
            }
            enum Dest: Hashable { case item(Int) }
            struct MainView: View {
                @Environment(Store.self) private var store
                private var pad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var body: some View {
                    if pad {
                        1️⃣SplitLayout()
                    } else {
                        2️⃣NavigationStack(path: Binding(get: { store.path }, set: { store.path = $0 })) {
                            FeedList<Store>()
                                .navigationDestination(for: Dest.self) { dest in
                                    switch dest {
                                    case .item(let id): ItemView<Store>(id: id)
                                    }
                                }
                        }
                    }
                }
            }
            struct SplitLayout: View {
                @Environment(Store.self) private var store
                var body: some View {
                    NavigationSplitView {
                        3️⃣FeedList<Store>()
                    } detail: {
                        if let id = store.selected {
                            ItemView<Store>(id: id)
                        } else {
                            4️⃣EmptyDetail()
                        }
                    }
                }
            }
            struct FeedList<S: Observable>: View {
                @Environment(Store.self) private var store
                var body: some View { List { 5️⃣Button("open") { store.open(1) } } }
            }
            struct ItemView<S: Observable>: View { let id: Int; var body: some View { Text("i") } }
            struct EmptyDetail: View { var body: some View { Text("none") } }
            """, [
                "MainView -child-> SplitLayout @1️⃣", "MainView -child-> FeedList @2️⃣",
                "SplitLayout -child-> FeedList @3️⃣", "SplitLayout -child-> EmptyDetail @4️⃣",
                "FeedList -push-> Dest.item @5️⃣",
            ])
    }

    /// A closure handed to an app function that calls it with one of its parameters
    /// (`afterDelay(target) { modal = $0 }`) runs with that value: each call of the method around
    /// it sets the case it passes. A function that only stores its closure runs nothing here.
    @Test func aClosureAnAppFunctionInvokesRunsWithWhatItPasses() {
        check("""
            func afterDelay<T>(_ value: T?, millis: Int = 50, then apply: @escaping (T?) -> Void) {
                Task {
                    apply(nil)
                    try await Task.sleep(for: .milliseconds(millis))
                    apply(value)
                }
            }
            final class Later {
                var pending: (() -> Void)?
                func remember(_ work: @escaping () -> Void) { pending = work }
            }
            struct HubScreen: View {
                enum Modal: Identifiable, Hashable {
                    case about, account, help
                    var id: Self { self }
                }
                @State private var modal: Modal?
                let later = Later()
                var body: some View {
                    List {
                        1️⃣Button("About") { show(.about) }
                        2️⃣Button("Account") { show(.account) }
                        Button("Help") { later.remember { modal = .help } }
                    }
                    .sheet(item: $modal) { modal in
                        switch modal {
                        case .about: AboutScreen()
                        case .account: AccountScreen()
                        case .help: HelpScreen()
                        }
                    }
                }
                private func show(_ target: Modal?) {
                    afterDelay(target) { modal = $0 }
                }
            }
            struct AboutScreen: View { var body: some View { Text("a") } }
            struct AccountScreen: View { var body: some View { Text("b") } }
            struct HelpScreen: View { var body: some View { Text("h") } }
            """, [
                "HubScreen -sheet-> HubScreen.Modal.about @1️⃣", "HubScreen -sheet-> HubScreen.Modal.account @2️⃣",
                // Set in a stored callback: the assignment itself, where it is written.
                "HubScreen -sheet-> HubScreen.Modal.help",
            ])
    }

    /// A service class that presents a login flow on the controller it is handed, through a
    /// static helper in an extension of a package's type and a call chain
    /// (`connector.connect(0, from: self).then { … }.catch { … }`): the chain's first call runs, the helper is
    /// found on the package type, and the child coordinator presented in its navigation controller
    /// before it starts is one sheet, not also a child.
    @Test func aServiceReachedThroughACallChainPresentsOnTheControllerItIsGiven() {
        check("""
            protocol Coordinator: AnyObject {
                var navigationController: UINavigationController { get set }
                func start()
            }
            extension ServerLogin {
                static func authenticate(from viewController: UIViewController) -> Promise<Credential> {
                    let navigationController = UINavigationController()
                    let login = ServerLoginCoordinator(navigationController: navigationController)
                    viewController.present(navigationController, animated: true)
                    login.start()
                    return login.pending
                }
            }
            final class AccountConnector {
                func connect(_ kind: Int, from viewController: UIViewController) -> Promise<Account> {
                    switch kind {
                    case 0: return connectServer(from: viewController)
                    default: return Promise(Failure())
                    }
                }
                func connectServer(from viewController: UIViewController) -> Promise<Account> {
                    ServerLogin.authenticate(from: viewController).then { credential in Account(credential) }
                }
            }
            final class ServerLoginCoordinator: Coordinator {
                var navigationController: UINavigationController
                let pending = Promise<Credential>.pending()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(ServerFormViewController(), animated: false) }
            }
            final class SettingsCoordinator: Coordinator {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let accounts = AccountsViewController()
                    accounts.coordinator = self
                    navigationController.pushViewController(accounts, animated: false)
                }
                func addAccount(from viewController: UIViewController) {
                    AccountConnector().connect(0, from: viewController).then { account in print(account) }.catch { error in print(error) }
                }
            }
            final class AccountsViewController: UIViewController {
                weak var coordinator: SettingsCoordinator?
                func plus() { 1️⃣coordinator?.addAccount(from: self) }
            }
            final class ServerFormViewController: UIViewController {}
            """, ["AccountsViewController -sheet-> ServerFormViewController @1️⃣"])
    }

    /// An app's own subclass of `UIAlertController` (a passcode prompt) is presented as an alert.
    @Test func anAlertControllerSubclassIsAnAlert() {
        check("""
            class BasePrompt: UIAlertController {}
            final class PasscodePrompt: BasePrompt {}
            final class VaultViewController: UIViewController {
                func lock() {
                    let prompt = PasscodePrompt(title: "Passcode", message: nil, preferredStyle: .alert)
                    1️⃣present(prompt, animated: true)
                }
            }
            """, ["VaultViewController -alert-> PasscodePrompt @1️⃣"])
    }

    /// Code in a superclass of screens that is never shown itself (a base folder browser) runs on
    /// each screen subclassing it, calling the coordinator that built that subclass, even where its
    /// `coordinator` is a protocol several coordinators adopt.
    @Test func aBaseControllersCodeRunsOnEachSubclassWithItsOwnCoordinator() {
        check("""
            protocol FolderPicking: AnyObject { func open(_ folder: Int) }
            class FolderBrowserViewController: UITableViewController {
                weak var coordinator: FolderPicking?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    1️⃣coordinator?.open(indexPath.row)
                }
            }
            final class ExportBrowserViewController: FolderBrowserViewController {}
            final class ImportBrowserViewController: FolderBrowserViewController {}
            final class ExportCoordinator: FolderPicking {
                let navigationController: UINavigationController
                var childCoordinators: [AnyObject] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let browser = ExportBrowserViewController()
                    browser.coordinator = self
                    navigationController.pushViewController(browser, animated: true)
                }
                func open(_ folder: Int) { navigationController.pushViewController(ExportSummaryViewController(), animated: true) }
            }
            final class ImportCoordinator: FolderPicking {
                let navigationController: UINavigationController
                var childCoordinators: [AnyObject] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let browser = ImportBrowserViewController()
                    browser.coordinator = self
                    navigationController.pushViewController(browser, animated: true)
                }
                func open(_ folder: Int) { navigationController.present(ImportPreviewViewController(), animated: true) }
            }
            final class ExportSummaryViewController: UIViewController {}
            final class ImportPreviewViewController: UIViewController {}
            """, [
                "ExportBrowserViewController -push-> ExportSummaryViewController @1️⃣",
                "ImportBrowserViewController -sheet-> ImportPreviewViewController @1️⃣",
            ])
    }

    /// A local declared with a framework controller's type and assigned later is that controller.
    @Test func aFrameworkControllerDeclaredThenAssignedIsPresented() {
        check("""
            final class ImportViewController: UIViewController {
                func pick() {
                    let picker: UIDocumentPickerViewController
                    picker = UIDocumentPickerViewController(forOpeningContentTypes: [.folder])
                    1️⃣present(picker, animated: true)
                }
            }
            """, ["ImportViewController -sheet-> ImportViewController.UIDocumentPickerViewController @1️⃣"])
    }

    /// A view's link builder (`func row(for topic: Topic) -> some View { NavigationLink(value: topic) }`)
    /// leads where each call passes: in the view itself, and through a closure property of a view it
    /// builds (`TopicList(rowContent: row(for:))` whose body calls `rowContent(.billing)`), from the
    /// screen that view is.
    @Test func aLinkBuilderLeadsWhereEachCallPasses() {
        check("""
            enum Topic: Hashable { case billing, privacy, about }
            struct HelpCenter: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        TopicList(rowContent: row(for:))
                            .navigationDestination(for: Topic.self) { topic in
                                switch topic {
                                case .billing: BillingHelp()
                                case .privacy: PrivacyHelp()
                                case .about: AboutHelp()
                                }
                            }
                            .toolbar { 3️⃣row(for: .about) }
                    }
                }
                func row(for topic: Topic) -> some View {
                    NavigationLink(value: topic) { Text("topic") }
                }
            }
            struct TopicList<Row: View>: View {
                let rowContent: (Topic) -> Row
                var body: some View {
                    List {
                        1️⃣rowContent(.billing)
                        2️⃣rowContent(.privacy)
                    }
                }
            }
            struct BillingHelp: View { var body: some View { Text("b") } }
            struct PrivacyHelp: View { var body: some View { Text("p") } }
            struct AboutHelp: View { var body: some View { Text("a") } }
            """, [
                // The list is the stack's root screen; the toolbar is the stack owner's.
                "TopicList -push-> Topic.billing @1️⃣", "TopicList -push-> Topic.privacy @2️⃣",
                "HelpCenter -push-> Topic.about @3️⃣",
            ])
    }

    /// A coordinator whose `start()` chooses its first screen (`if signedIn { feed } else { welcome }`)
    /// may show either: starting it leads to each. A call passing a trailing closure
    /// (`coordinator?.showFilters(current: 1) { … }`) reaches the method taking a closure last.
    @Test func aCoordinatorChoosingItsFirstScreenAndATrailingClosureCall() {
        check("""
            protocol Coordinator: AnyObject { func start() }
            final class RootCoordinator: Coordinator {
                let window: UIWindow
                let navigationController = UINavigationController()
                var childCoordinators: [Coordinator] = []
                var isSignedIn = false
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = navigationController
                    if isSignedIn {
                        navigationController.setViewControllers([FeedViewController()], animated: false)
                    } else {
                        navigationController.setViewControllers([WelcomeViewController()], animated: false)
                    }
                }
            }
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var root: RootCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    root = RootCoordinator(window: UIWindow())
                    1️⃣root?.start()
                    return true
                }
            }
            final class FeedViewController: UIViewController {
                var coordinator: FilterCoordinator?
                func filterTapped() { 2️⃣coordinator?.showFilters(current: 1) { value in print(value) } }
            }
            final class FilterCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showFilters(current: Int, onApply: @escaping (Int) -> Void) {
                    navigationController.present(FiltersViewController(), animated: true)
                }
            }
            final class WelcomeViewController: UIViewController {}
            final class FiltersViewController: UIViewController {}
            """, [
                "AppDelegate -child-> FeedViewController @1️⃣", "AppDelegate -child-> WelcomeViewController @1️⃣",
                "FeedViewController -sheet-> FiltersViewController @2️⃣",
            ])
    }

    /// A paged `TabView` (`.tabViewStyle(.page)`) is a pager inside one screen, not a tab bar (and no
    /// nested stack); a view's own builder called with a value (`destination(for: .billing)`) shows
    /// what its switch builds for it; a link's value read from a `ForEach` element's member
    /// (`item.owner`) is typed by that member.
    @Test func pagersBuildersAndElementMembers() {
        check("""
            enum Page: Hashable { case profile, billing }
            struct Item: Hashable, Identifiable { let id: Int; let owner: Owner }
            struct Owner: Hashable { let name: String }
            struct OnboardingPager: View {
                var body: some View {
                    NavigationStack {
                        TabView {
                            IntroPage()
                            PermissionsPage()
                        }
                        .tabViewStyle(.page(indexDisplayMode: .always))
                    }
                }
            }
            struct SettingsList: View {
                let items: [Item] = []
                var body: some View {
                    NavigationStack {
                        List {
                            1️⃣NavigationLink(destination: destination(for: .profile)) { Text("Profile") }
                            2️⃣NavigationLink(destination: destination(for: .billing)) { Text("Billing") }
                            ForEach(items) { item in
                                3️⃣NavigationLink(value: item.owner) { Text(item.owner.name) }
                            }
                        }
                        .navigationDestination(for: Owner.self) { owner in OwnerScreen(owner: owner) }
                    }
                }
                @ViewBuilder
                func destination(for page: Page) -> some View {
                    switch page {
                    case .profile: ProfileScreen()
                    case .billing: BillingScreen()
                    }
                }
            }
            struct IntroPage: View { var body: some View { Text("i") } }
            struct PermissionsPage: View { var body: some View { Text("p") } }
            struct ProfileScreen: View { var body: some View { Text("p") } }
            struct BillingScreen: View { var body: some View { Text("b") } }
            struct OwnerScreen: View { let owner: Owner; var body: some View { Text("o") } }
            """, [
                "SettingsList -push-> ProfileScreen @1️⃣", "SettingsList -push-> BillingScreen @2️⃣",
                "SettingsList -push-> OwnerScreen @3️⃣",
            ])
        let graph = SourceExtractor().extract(from: FixtureSource("""
            struct Pager: View {
                var body: some View {
                    NavigationStack { TabView { IntroPage() }.tabViewStyle(PageTabViewStyle()) }
                }
            }
            struct IntroPage: View { var body: some View { Text("i") } }
            """).corpus())
        #expect(!graph.diagnostics.contains { $0.code == "nested-navigation-stack" })
    }

    /// Three shapes that made screens unreachable: a tab enum a router switches over
    /// (`popToRoot(_ tab: AppTab)`) is no route enum, so the tab bar leads to the tabs' screens; a
    /// screen whose body is one other view (`HomeScreen { HomeContent() }`) navigates for that
    /// content; the root of the stack a presented route's view wraps is that route's screen.
    @Test func tabEnumsBareBodiesAndStacksInsidePresentedScreens() {
        check("""
            enum AppTab: String, CaseIterable, Hashable { case home, search }
            enum Route: Hashable { case detail(Int) }
            enum Sheet: Identifiable, Hashable { case compose; var id: Self { self } }
            @Observable final class Router {
                var selectedTab: AppTab = .home
                var homePath: [Route] = []
                var sheet: Sheet?
                func popToRoot(_ tab: AppTab) {
                    switch tab {
                    case .home: homePath = []
                    case .search: break
                    }
                }
                func show(_ route: Route) { homePath.append(route) }
                func present(_ sheet: Sheet) { self.sheet = sheet }
            }
            struct TabsRoot: View {
                @State private var router = Router()
                var body: some View {
                    TabView(selection: $router.selectedTab) {
                        1️⃣NavigationStack(path: $router.homePath) {
                            HomeScreen()
                                .navigationDestination(for: Route.self) { route in
                                    switch route { case .detail(let id): DetailScreen(id: id) }
                                }
                        }
                        .tag(AppTab.home)
                        2️⃣SearchScreen().tag(AppTab.search)
                    }
                    .sheet(item: $router.sheet) { sheet in
                        switch sheet { case .compose: ComposeScreen() }
                    }
                    .environment(router)
                }
            }
            struct HomeScreen: View {
                var body: some View { HomeContent() }
            }
            struct HomeContent: View {
                @Environment(Router.self) private var router
                var body: some View {
                    List {
                        3️⃣Button("d") { router.show(.detail(1)) }
                        4️⃣Button("c") { router.present(.compose) }
                    }
                }
            }
            struct ComposeScreen: View {
                var body: some View { NavigationStack { ComposeForm() } }
            }
            struct ComposeForm: View {
                var body: some View { Form { 5️⃣NavigationLink("Drafts") { DraftsScreen() } } }
            }
            struct DraftsScreen: View { var body: some View { Text("d") } }
            struct SearchScreen: View { var body: some View { Text("s") } }
            struct DetailScreen: View { let id: Int; var body: some View { Text("d") } }
            """, [
                "TabsRoot -tab-> HomeScreen @1️⃣", "TabsRoot -tab-> SearchScreen @2️⃣",
                "HomeScreen -push-> Route.detail @3️⃣", "HomeScreen -sheet-> Sheet.compose @4️⃣",
                "Sheet.compose -push-> DraftsScreen @5️⃣",
            ])
    }

    /// An array of enum values is a stack only when something says so (its name, a stack bound to
    /// it, a destination registered for its element, or a model class exposing it): a view's stored
    /// filters and a class's private bookkeeping are lists, and their cases no screens.
    @Test func arraysOfEnumValuesThatAreListsNotStacks() {
        let (_, graph) = extractFixture("""
            enum Filter: String, Hashable { case home, local, trending }
            enum Channel: String { case public, direct }
            struct FeedRoot: View {
                @AppStorage("pinned") private var pinnedFilters: [Filter] = []
                var body: some View { FilterBar(pinned: $pinnedFilters) }
            }
            struct FilterBar: View {
                @Binding var pinned: [Filter]
                var body: some View { Button("pin") { pinned.append(.local) } }
            }
            final class Streamer: ObservableObject {
                private var watched: [Channel] = []
                func watch(_ channels: [Channel]) { watched = channels }
            }
            struct StreamView: View {
                @StateObject var streamer = Streamer()
                var body: some View { Button("watch") { streamer.watch([.direct]) } }
            }
            """)
        #expect(!graph.nodes.contains { $0.id.hasPrefix("Filter.") || $0.id.hasPrefix("Channel.") }, "\(graph.nodes.map(\.id))")
    }

    /// A screen a stack's route shows when pushed, presented on its own by a flag-driven sheet
    /// (`.sheet(isPresented:) { PreferencesView() }` beside `case .preferences: PreferencesView()`),
    /// is that view in the sheet, not the pushed route.
    @Test func aViewARoutePushesIsItselfWhenASheetPresentsIt() {
        check("""
            enum Stop: Hashable { case preferences, about }
            @Observable final class Store {
                var path = NavigationPath()
                var showingPreferences = false
                func openPreferences() { showingPreferences = true }
            }
            struct Shell: View {
                @State private var store = Store()
                var body: some View {
                    NavigationStack(path: $store.path) {
                        HomeList()
                            .navigationDestination(for: Stop.self) { stop in
                                switch stop {
                                case .preferences: PreferencesView()
                                case .about: AboutView()
                                }
                            }
                    }
                    .sheet(isPresented: $store.showingPreferences) { PreferencesView() }
                    .environment(store)
                }
            }
            struct HomeList: View {
                @Environment(Store.self) private var store
                var body: some View {
                    List {
                        1️⃣Button("Preferences") { store.openPreferences() }
                        2️⃣NavigationLink(value: Stop.about) { Text("About") }
                    }
                }
            }
            struct PreferencesView: View { var body: some View { Text("p") } }
            struct AboutView: View { var body: some View { Text("a") } }
            """, ["HomeList -sheet-> PreferencesView @1️⃣", "HomeList -push-> Stop.about @2️⃣"])
    }

    private func extractFixture(_ source: String) -> (FixtureSource, NavigationGraph) {
        let fixture = FixtureSource(source)
        return (fixture, SourceExtractor().extract(from: fixture.corpus()))
    }

    /// A controller's coordinator typed as a protocol composition (`(Flow & Tagging)?`) is the app
    /// type conforming to every part; in each coordinator's copy of a shared controller it is that
    /// coordinator, also when read through `self?` inside a closure. The default the coordinator
    /// gets from a constrained protocol extension (`extension Flow where Self: Retagging`) runs.
    @Test func aCompositionTypedCoordinatorReachesItsConstrainedDefault() {
        check("""
            protocol Flow: AnyObject { var stack: UINavigationController { get } }
            protocol Tagging: AnyObject { func retag(_ tag: Int) }
            protocol Retagging {}
            extension Flow where Self: Retagging {
                func retag(_ tag: Int) {
                    let modal = UINavigationController(rootViewController: TagEditorController())
                    stack.present(modal, animated: true)
                }
            }
            final class PhotoFlow: Flow {
                let stack = UINavigationController()
                func begin() {
                    let tags = TagListController()
                    tags.coordinator = self
                    stack.pushViewController(tags, animated: false)
                }
            }
            extension PhotoFlow: Tagging, Retagging {}
            final class TagListController: UIViewController {
                weak var coordinator: (Flow & Tagging)?
                func longPressed() {
                    let menu = UIAlertAction(title: "Retag", style: .default) { [weak self] _ in
                        1️⃣self?.coordinator?.retag(1)
                    }
                    _ = menu
                }
            }
            final class TagEditorController: UIViewController {}
            """, ["TagListController -sheet-> TagEditorController @1️⃣"])
    }

    /// The same controller shown by two coordinators: each copy's `self?.coordinator` is its own
    /// builder, so each copy reaches its builder's constrained default.
    @Test func eachCopyOfASharedControllerCallsItsBuilderThroughSelf() {
        check("""
            protocol Flow: AnyObject { var stack: UINavigationController { get } }
            protocol Tagging: AnyObject { func retag(_ tag: Int) }
            protocol Retagging {}
            extension Flow where Self: Retagging {
                func retag(_ tag: Int) {
                    stack.present(UINavigationController(rootViewController: TagEditorController()), animated: true)
                }
            }
            final class PhotoFlow: Flow, Tagging, Retagging {
                let stack = UINavigationController()
                func begin() {
                    let tags = TagListController()
                    tags.coordinator = self
                    stack.pushViewController(tags, animated: false)
                }
            }
            final class AlbumFlow: Flow, Tagging, Retagging {
                let stack = UINavigationController()
                func begin() {
                    let tags = TagListController()
                    tags.coordinator = self
                    stack.pushViewController(tags, animated: false)
                }
            }
            final class TagListController: UIViewController {
                weak var coordinator: (Flow & Tagging)?
                func longPressed() {
                    1️⃣DispatchQueue.main.async { [weak self] in self?.coordinator?.retag(1) }
                }
            }
            final class TagEditorController: UIViewController {}
            """, ["PhotoFlow.TagListController -sheet-> TagEditorController @1️⃣", "AlbumFlow.TagListController -sheet-> TagEditorController @1️⃣"])
    }

    /// Moves a coordinator makes when a library calls back (a promise's `then`, a completion
    /// handler, a `catch`) are moves of the screen that asked: each callback may run.
    @Test func movesInALibrarysCallbacksAreTheCallersMoves() {
        check("""
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var flow: ImportCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    flow = ImportCoordinator(navigation: UINavigationController())
                    1️⃣flow?.start()
                    return true
                }
            }
            final class ImportCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let sources = SourcePickerController()
                    sources.owner = self
                    navigation.pushViewController(sources, animated: false)
                }
                func picked(_ name: String) {
                    Downloader.shared.fetch(name).then { file in
                        all(Spinner.hide(), Promise(file))
                    }.then { _, file in
                        self.inspect(file)
                    }.catch { error in
                        self.navigation.present(FailureController(), animated: true)
                    }
                }
                private func inspect(_ file: Data) {
                    switch Format(file) {
                    case .archive: navigation.pushViewController(ArchiveController(), animated: true)
                    default: navigation.pushViewController(PreviewController(), animated: true)
                    }
                }
            }
            final class SourcePickerController: UIViewController {
                weak var owner: ImportCoordinator?
                func choose() { 2️⃣owner?.picked("x") }
            }
            final class ArchiveController: UIViewController {}
            final class PreviewController: UIViewController {}
            final class FailureController: UIViewController {}
            """, [
                "AppDelegate -child-> SourcePickerController @1️⃣", "SourcePickerController -push-> ArchiveController",
                "SourcePickerController -push-> PreviewController", "SourcePickerController -sheet-> FailureController",
            ])
    }

    /// A controller only one UIKit coordinator builds is in that coordinator's feature, even when
    /// another coordinator's screen is the first to lead to it (a flow started in place).
    @Test func aControllerIsInTheFeatureOfTheCoordinatorBuildingIt() throws {
        let source = FixtureSource("""
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var flow: ShelfCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    flow = ShelfCoordinator(navigation: UINavigationController())
                    flow?.start()
                    return true
                }
            }
            final class ShelfCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let shelf = ShelfController()
                    shelf.owner = self
                    navigation.pushViewController(shelf, animated: false)
                }
                func lend() {
                    let child = LendingCoordinator(navigation: navigation)
                    child.start()
                }
                func lendAgain() {
                    // The flow started in place at its last step: the receipt is still the lending flow's.
                    let child = LendingCoordinator(navigation: navigation)
                    child.confirm()
                }
            }
            final class LendingCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let borrower = BorrowerController()
                    borrower.owner = self
                    navigation.pushViewController(borrower, animated: true)
                }
                func confirm() { navigation.pushViewController(makeReceipt(), animated: true) }
                private func makeReceipt() -> ReceiptController { ReceiptController() }
            }
            final class ShelfController: UIViewController {
                weak var owner: ShelfCoordinator?
                func lendTapped() { owner?.lend() }
                func repeatTapped() { owner?.lendAgain() }
            }
            final class BorrowerController: UIViewController {}
            final class ReceiptController: UIViewController {}
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let features = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.feature) })
        #expect(features["ShelfController"] == "ShelfCoordinator")
        #expect(features["BorrowerController"] == "LendingCoordinator")
        #expect(features["ReceiptController"] == "LendingCoordinator")
    }

    /// `NavigationLink(title, destination: reportView)` hands over a view-building method by name:
    /// the link leads to what its body builds, modifiers and all.
    @Test func aLinkToAViewBuildingMethodLeadsToWhatItBuilds() {
        check("""
            @main struct LedgerApp: App {
                var body: some Scene { WindowGroup { NavigationStack { LedgerView() } } }
            }
            struct LedgerView: View {
                var body: some View {
                    Form {
                        1️⃣NavigationLink("Report", destination: reportView)
                    }
                }
            }
            extension LedgerView {
                func reportView() -> some View {
                    ReportView(year: 2024)
                        .navigationTitle("Report")
                }
            }
            struct ReportView: View {
                let year: Int
                var body: some View { Text("\\(year)") }
            }
            """, ["LedgerApp -child-> LedgerView", "LedgerView -push-> ReportView @1️⃣"])
    }

    /// A view's route property with no value of its own (`let nextRoute: TripRoute?`) holds what its
    /// constructions pass (`TicketView(nextRoute: .seat)`): a link over it leads there.
    @Test func aLinkOverARoutePassedAtConstructionLeadsThere() {
        check("""
            @main struct TripApp: App {
                var body: some Scene { WindowGroup { TripsView() } }
            }
            enum TripRoute: Hashable { case ticket, seat, meal }
            struct TripsView: View {
                @State private var path: [TripRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("Ticket", value: TripRoute.ticket)
                            .navigationDestination(for: TripRoute.self) { route in
                                switch route {
                                case .ticket: TicketView(nextRoute: TripRoute.seat)
                                case .seat: SeatView()
                                case .meal: SeatView()
                                }
                            }
                    }
                }
            }
            struct TicketView: View {
                let nextRoute: TripRoute?
                var body: some View {
                    if let nextRoute {
                        1️⃣NavigationLink("Next", value: nextRoute)
                    }
                }
            }
            struct SeatView: View { var body: some View { Text("seat") } }
            """, ["TripApp -child-> TripsView", "TripsView -push-> TripRoute.ticket", "TripRoute.ticket -push-> TripRoute.seat @1️⃣"])
    }

    /// A row inside a list that carries a `.navigationDestination` or `.sheet` modifier is part of
    /// the screen (the modifier's receiver is not what it shows), and so is a row a view-building
    /// helper of the screen returns: their links are the screen's moves.
    @Test func rowsUnderADestinationModifierAndFromHelpersNavigateForTheScreen() {
        check("""
            @main struct AtlasApp: App {
                var body: some Scene { WindowGroup { RegionsView() } }
            }
            enum MapRoute: Hashable { case rivers, peaks }
            struct RegionsView: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            peaksLink(count: 3)
                            RiversRow()
                        }
                        .navigationDestination(for: MapRoute.self) { route in
                            switch route {
                            case .rivers: RiversView()
                            case .peaks: PeaksView()
                            }
                        }
                    }
                }
                func peaksLink(count: Int) -> some View {
                    if count > 0 {
                        MapLink(title: "Peaks", route: MapRoute.peaks)
                    }
                }
            }
            struct RiversRow: View {
                var body: some View {
                    MapLink(title: "Rivers", route: MapRoute.rivers)
                        .padding()
                }
            }
            struct MapLink<Target: Hashable>: View {
                private let title: String
                private let route: Target
                init(title: String, route: Target) {
                    self.title = title
                    self.route = route
                }
                var body: some View {
                    1️⃣NavigationLink(value: route) { Text(title) }
                }
            }
            struct RiversView: View { var body: some View { Text("r") } }
            struct PeaksView: View { var body: some View { Text("p") } }
            """, ["AtlasApp -child-> RegionsView", "RegionsView -push-> MapRoute.rivers @1️⃣", "RegionsView -push-> MapRoute.peaks @1️⃣"])
    }

    /// A URL-taking method the view's own `OpenURLAction` runs handles links tapped in the view's
    /// text: its moves are the view's moves (not only a deep link's).
    @Test func aViewsOpenURLActionHandlerMovesFromTheView() {
        check("""
            @main struct ForumApp: App {
                var body: some Scene { WindowGroup { ThreadView() } }
            }
            enum ForumRoute: Hashable { case thread(Int), profile(String) }
            @Observable final class ForumRouter {
                var path: [ForumRoute] = []
                func openThread(id: Int) { path.append(.thread(id)) }
            }
            struct ThreadView: View {
                @State private var router = ForumRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Text("Posts with [links](forum://thread/2)")
                            .environment(\\.openURL, OpenURLAction { url in
                                followForumLink(url) ? .handled : .systemAction
                            })
                            .navigationDestination(for: ForumRoute.self) { route in
                                switch route {
                                case .thread: Text("thread")
                                case .profile: Text("profile")
                                }
                            }
                    }
                }
                private func followForumLink(_ url: URL) -> Bool {
                    guard let id = Int(url.lastPathComponent) else { return false }
                    1️⃣router.openThread(id: id)
                    return true
                }
            }
            """, ["ForumApp -child-> ThreadView", "ThreadView -push-> ForumRoute.thread @1️⃣"])
    }

    /// Reactive UIKit: a screen's closure property (`var helpCommand = { … }`) runs where it is
    /// called; a top-level accessor (`func sharedApp() -> Kiosk`) has its declared type; a library
    /// action made in UIKit code (`CocoaAction { … }`) runs its closure on the tap; an app
    /// operator's `@autoclosure` argument (`.then(self.showPage())`) runs where the operator calls
    /// it; a local navigation controller given its first screen shows it once presented.
    @Test func reactiveUIKitCommandsPresentFromTheScreenBindingThem() {
        check("""
            import RxSwift
            import Action
            func sharedApp() -> KioskApp { UIApplication.shared.delegate as! KioskApp }
            extension Observable {
                func then(_ next: @escaping () -> Observable<Element>?) -> Observable<Element> { next() ?? .empty() }
                func then(_ next: @autoclosure @escaping () -> Observable<Element>) -> Observable<Element> {
                    flatMap { _ in next() }
                }
            }
            @main final class KioskApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    1️⃣window?.rootViewController = UINavigationController(rootViewController: LobbyController())
                    return true
                }
                func termsCommand() -> CocoaAction {
                    CocoaAction { _ in self.closeAll().then(self.showTerms()) }
                }
                func closeAll() -> Observable<Void> { .empty() }
                func showTerms() -> Observable<Void> {
                    Observable.create { observer in
                        let nav = UINavigationController()
                        nav.viewControllers = [TermsController()]
                        nav.modalPresentationStyle = .formSheet
                        self.window?.rootViewController?.present(nav, animated: true)
                        return Disposables.create()
                    }
                }
            }
            final class LobbyController: UIViewController {
                let termsButton = UIButton()
                var termsCommand = { () -> CocoaAction in
                    sharedApp().termsCommand()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    2️⃣termsButton.rx.action = termsCommand()
                }
            }
            final class TermsController: UIViewController {}
            """, ["KioskApp -child-> LobbyController @1️⃣", "LobbyController -sheet-> TermsController @2️⃣"])
    }

    /// A child coordinator started on a fresh navigation controller that a split view then shows
    /// in its detail column (`showDetailViewController(nav, sender:)`) is pushed, as on an iPhone:
    /// one push to its first screen, not also a child shown in place.
    @Test func aChildShownInTheDetailColumnIsAPushToItsRoot() {
        check("""
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let root = ShelfCoordinator()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    root.start()
                    window?.rootViewController = root.split
                    return true
                }
            }
            final class ShelfCoordinator {
                let split = UISplitViewController()
                let navigation = UINavigationController()
                func start() {
                    let shelf = ShelfController()
                    shelf.owner = self
                    navigation.pushViewController(shelf, animated: false)
                }
                func open(_ id: Int) {
                    let detailNavigation = UINavigationController()
                    let child = VolumeCoordinator(navigation: detailNavigation)
                    child.start()
                    split.showDetailViewController(detailNavigation, sender: nil)
                }
            }
            final class VolumeCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.pushViewController(VolumeController(), animated: false) }
            }
            final class ShelfController: UIViewController {
                weak var owner: ShelfCoordinator?
                func picked() { 1️⃣owner?.open(4) }
            }
            final class VolumeController: UIViewController {}
            """, ["AppDelegate -child-> ShelfController", "ShelfController -push-> VolumeController @1️⃣"])
    }

    /// A view model several screens hold runs on each of them — a row holding it navigating for
    /// the screen showing the row — even when one holder is a route's screen that also builds it.
    @Test func aSharedViewModelNavigatesForEveryScreenHoldingIt() {
        check("""
            @main struct QuayApp: App {
                @State private var harbor = Harbor()
                var body: some Scene {
                    WindowGroup {
                        @Bindable var harbor = harbor
                        NavigationStack(path: $harbor.path) {
                            DocksView(harbor: harbor)
                                .navigationDestination(for: Berth.self) { berth in
                                    switch berth {
                                    case .ship(let id): ShipView(harbor: harbor, id: id)
                                    }
                                }
                        }
                        .sheet(isPresented: $harbor.showingPermit) { PermitView() }
                    }
                }
            }
            enum Berth: Hashable { case ship(Int) }
            @Observable final class Harbor {
                var path: [Berth] = []
                var showingPermit = false
                func askPermit() { showingPermit = true }
            }
            @Observable final class MooringModel {
                var harbor: Harbor?
                func moor(_ id: Int) async {
                    do { try await Api.moor(id) } catch { 1️⃣harbor?.askPermit() }
                }
            }
            struct DocksView: View {
                let harbor: Harbor
                @State private var mooring = MooringModel()
                var body: some View {
                    List { ShipRow(mooring: mooring) }
                        .onAppear { mooring.harbor = harbor }
                }
            }
            struct ShipRow: View {
                let mooring: MooringModel
                var body: some View {
                    Button("Moor") { Task { await mooring.moor(1) } }
                }
            }
            struct ShipView: View {
                let harbor: Harbor
                let id: Int
                @State private var mooring: MooringModel
                init(harbor: Harbor, id: Int) {
                    self.harbor = harbor
                    self.id = id
                    _mooring = State(initialValue: MooringModel())
                }
                var body: some View {
                    Button("Moor") { Task { await mooring.moor(id) } }
                }
            }
            struct PermitView: View { var body: some View { Text("permit") } }
            """, [
                "QuayApp -child-> DocksView",
                "DocksView -sheet-> PermitView @1️⃣", "Berth.ship -sheet-> PermitView @1️⃣",
            ])
    }

    /// A sheet's content built by a static factory written with its module's name
    /// (`Onboarding.TourService.makeView { … }`) is what the factory returns.
    @Test func aModuleQualifiedFactoryShowsWhatItReturns() {
        check("""
            @main struct DeskApp: App {
                var body: some Scene { WindowGroup { DeskView() } }
            }
            struct DeskView: View {
                @State private var showsTour = false
                private let tours = TourCoordinator()
                var body: some View {
                    Text("desk")
                        1️⃣.sheet(isPresented: $showsTour) {
                            tours.makeTourView { showsTour = false }
                        }
                        .task { showsTour = tours.isDue }
                }
            }
            final class TourCoordinator {
                var isDue: Bool { true }
                func makeTourView(onClose: @escaping () -> Void) -> some View {
                    Onboarding.TourService.makeView { onClose() }
                }
            }
            enum TourService {
                static func makeView(onDone: @escaping () -> Void) -> some View {
                    let pages = 3
                    return TourView(pages: pages, onDone: onDone)
                }
            }
            struct TourView: View {
                let pages: Int
                let onDone: () -> Void
                var body: some View { Text("tour") }
            }
            """, ["DeskApp -child-> DeskView", "DeskView -sheet-> TourView @1️⃣"])
    }

    /// A coordinator whose `start()` only starts another (`ImportFlow` handing over to `SignInFlow`)
    /// shows first what that one shows: the screen starting it leads there, and nothing is drawn
    /// from the app, which never builds it.
    @Test func aCoordinatorThatOnlyStartsAnotherShowsWhatThatOneShows() {
        check("""
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let library = LibraryCoordinator(navigation: UINavigationController())
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    1️⃣library.start()
                    return true
                }
            }
            final class LibraryCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let shelf = ShelfController()
                    shelf.owner = self
                    navigation.pushViewController(shelf, animated: false)
                }
                func importBooks() {
                    let child = ImportFlow(navigation: navigation)
                    child.start()
                }
            }
            final class ImportFlow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let login = SignInFlow(navigation: navigation)
                    login.start()
                }
            }
            final class SignInFlow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.pushViewController(SignInController(), animated: true) }
            }
            final class ShelfController: UIViewController {
                weak var owner: LibraryCoordinator?
                func importTapped() { 2️⃣owner?.importBooks() }
            }
            final class SignInController: UIViewController {}
            """, ["AppDelegate -child-> ShelfController @1️⃣", "ShelfController -child-> SignInController @2️⃣"])
    }

    /// A child coordinator started in place whose `start()` replaces the whole stack it is handed
    /// (`stack.setViewControllers([receipt], animated: true)`) is a place of its own: the screen
    /// starting it hosts it, and it resets the stack to its screen, dropping the order form below.
    /// Presented on a stack of its own, the same reset only sets up that stack.
    @Test func aChildCoordinatorResettingTheStackItIsStartedOnIsAPlaceOfItsOwn() {
        check("""
            final class OrderCoordinator {
                let stack: UINavigationController
                var children: [AnyObject] = []
                init(stack: UINavigationController) { self.stack = stack }
                func start() {
                    let form = OrderFormController()
                    form.coordinator = self
                    stack.pushViewController(form, animated: false)
                }
                func orderPlaced(number: Int) {
                    let receipt = ReceiptFlow(number: number, stack: stack)
                    children.append(receipt)
                    receipt.start()
                }
                func showHelp() {
                    let modal = UINavigationController()
                    let help = ReceiptFlow(number: 0, stack: modal)
                    help.start()
                    stack.present(modal, animated: true)
                }
            }
            final class ReceiptFlow {
                let number: Int
                let stack: UINavigationController
                init(number: Int, stack: UINavigationController) {
                    self.number = number
                    self.stack = stack
                }
                func start() {
                    let receipt = ReceiptController(number: number)
                    3️⃣stack.setViewControllers([receipt], animated: true)
                }
            }
            final class OrderFormController: UIViewController {
                weak var coordinator: OrderCoordinator?
                @objc func submit() { 1️⃣coordinator?.orderPlaced(number: 7) }
                @objc func help() { 2️⃣coordinator?.showHelp() }
            }
            final class ReceiptController: UIViewController {
                init(number: Int) { super.init(nibName: nil, bundle: nil) }
            }
            """, [
                "OrderFormController -child-> ReceiptFlow @1️⃣",
                "ReceiptFlow -reset-> ReceiptController @3️⃣",
                "OrderFormController -sheet-> ReceiptController @2️⃣",
            ])
    }

    /// A coordinator whose `start()` only starts another but that later moves by itself (a service
    /// reporting success shows the result) is a place of its own: the screen starting it leads to
    /// it, it hosts what its child shows, and the move its callback makes, which no screen calls,
    /// starts from it. (One that only hands over stays out, see
    /// ``aCoordinatorThatOnlyStartsAnotherShowsWhatThatOneShows()``.)
    @Test func aCoordinatorThatOnlyStartsAnotherButMovesLaterIsAPlaceOfItsOwn() {
        check("""
            final class GarageCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let garage = GarageController()
                    garage.coordinator = self
                    navigation.pushViewController(garage, animated: false)
                }
                func connectCar() {
                    let pairing = PairingFlow(navigation: navigation)
                    pairing.start()
                }
            }
            protocol PairingServiceDelegate: AnyObject { func pairingSucceeded() }
            final class PairingService {
                weak var delegate: PairingServiceDelegate?
                func finish() { delegate?.pairingSucceeded() }
            }
            final class PairingFlow {
                let navigation: UINavigationController
                let service = PairingService()
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    service.delegate = self
                    let scan = ScanFlow(navigation: navigation)
                    2️⃣scan.start()
                }
            }
            extension PairingFlow: PairingServiceDelegate {
                func pairingSucceeded() { 3️⃣navigation.pushViewController(PairedController(), animated: true) }
            }
            final class ScanFlow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.pushViewController(ScanController(), animated: true) }
            }
            final class GarageController: UIViewController {
                weak var coordinator: GarageCoordinator?
                @objc func connect() { 1️⃣coordinator?.connectCar() }
            }
            final class ScanController: UIViewController {}
            final class PairedController: UIViewController {}
            """, [
                "GarageController -child-> PairingFlow @1️⃣", "PairingFlow -child-> ScanController @2️⃣",
                "PairingFlow -push-> PairedController @3️⃣",
            ])
    }

    /// A stack saved earlier and handed back with a screen appended
    /// (`var steps = saved; steps.append(form); nav.setViewControllers(steps, animated: true)`) swaps
    /// the top controller for that screen: a `replace`, from the screen whose action led there
    /// (through a subclass's override the base class's method calls). Appending to the controller's
    /// current `viewControllers` is not such a stack.
    @Test func aSavedStackSetBackWithAScreenAppendedReplacesTheTop() {
        check("""
            class PaywallCoordinator {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let paywall = PaywallController()
                    paywall.coordinator = self
                    nav.pushViewController(paywall, animated: true)
                }
                func subscribed() { Confirmation.show(on: nav).then { self.finish() } }
                func finish() { nav.dismiss(animated: true) }
            }
            final class EditorCoordinator {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let home = EditorHomeController()
                    home.coordinator = self
                    nav.pushViewController(home, animated: false)
                }
                func needsSubscription() {
                    let paywall = EditorPaywallCoordinator(nav: nav)
                    paywall.editor = self
                    paywall.start()
                }
                func continueExport(after steps: [UIViewController]) {
                    var restored = steps
                    restored.append(ExportController())
                    3️⃣nav.setViewControllers(restored, animated: true)
                }
                func openDrafts() {
                    var current = nav.viewControllers
                    current.append(DraftsController())
                    nav.setViewControllers(current, animated: true)
                }
            }
            final class EditorPaywallCoordinator: PaywallCoordinator {
                weak var editor: EditorCoordinator?
                private let savedSteps: [UIViewController]
                override init(nav: UINavigationController) {
                    savedSteps = nav.viewControllers
                    super.init(nav: nav)
                }
                override func finish() { editor?.continueExport(after: savedSteps) }
            }
            enum Confirmation { static func show(on: UIViewController) -> Promise<Void> { Promise(()) } }
            final class PaywallController: UIViewController {
                weak var coordinator: PaywallCoordinator?
                @objc func subscribe() { 2️⃣coordinator?.subscribed() }
            }
            final class EditorHomeController: UIViewController {
                weak var coordinator: EditorCoordinator?
                @objc func export() { 1️⃣coordinator?.needsSubscription() }
                @objc func drafts() { coordinator?.openDrafts() }
            }
            final class ExportController: UIViewController {}
            final class DraftsController: UIViewController {}
            """, [
                "EditorHomeController -child-> EditorPaywallCoordinator.PaywallController @1️⃣",
                "EditorPaywallCoordinator.PaywallController -replace-> ExportController @2️⃣",
            ])
    }

    /// Code a screen class holds runs on the screens subclassing it too, also when that class is
    /// shown itself: the base ticket list's checkout button is on the concert list as well. A method
    /// a subclass overrides without calling `super`'s runs the override there instead.
    @Test func aShownScreensCodeRunsOnItsSubclassesUnlessOverridden() {
        check("""
            final class BoxOfficeCoordinator {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let lobby = LobbyController()
                    lobby.coordinator = self
                    nav.pushViewController(lobby, animated: false)
                }
                func showTickets() {
                    let tickets = TicketsController()
                    tickets.coordinator = self
                    nav.pushViewController(tickets, animated: true)
                }
                func showConcerts() {
                    let concerts = ConcertTicketsController()
                    concerts.coordinator = self
                    nav.pushViewController(concerts, animated: true)
                }
                func showCheckout() { nav.pushViewController(CheckoutController(), animated: true) }
                func showHelp() { nav.present(HelpController(), animated: true) }
                func showSeats() { nav.pushViewController(SeatsController(), animated: true) }
            }
            final class LobbyController: UIViewController {
                weak var coordinator: BoxOfficeCoordinator?
                @objc func tickets() { 1️⃣coordinator?.showTickets() }
                @objc func concerts() { 2️⃣coordinator?.showConcerts() }
            }
            class TicketsController: UIViewController {
                weak var coordinator: BoxOfficeCoordinator?
                @objc func buy() { 3️⃣coordinator?.showCheckout() }
                func help(topic: String) { 4️⃣coordinator?.showHelp() }
                func pick(row: Int) { 5️⃣coordinator?.showSeats() }
            }
            final class ConcertTicketsController: TicketsController {
                override func help(topic: String) { print(topic) }
                override func pick(row: Int) { super.pick(row: row) }
            }
            final class CheckoutController: UIViewController {}
            final class HelpController: UIViewController {}
            final class SeatsController: UIViewController {}
            """, [
                "LobbyController -push-> TicketsController @1️⃣",
                "LobbyController -push-> ConcertTicketsController @2️⃣",
                "TicketsController -push-> CheckoutController @3️⃣",
                "ConcertTicketsController -push-> CheckoutController @3️⃣",
                "TicketsController -sheet-> HelpController @4️⃣",
                "TicketsController -push-> SeatsController @5️⃣",
                "ConcertTicketsController -push-> SeatsController @5️⃣",
            ])
    }

    /// A delegate typed as a protocol with a class constraint (`weak var delegate: (Archiving & AnyObject)?`)
    /// that several coordinators conform to holds the one that built its owner and handed itself
    /// over (`flow.delegate = self`): the callback runs that coordinator's method, not the others'.
    @Test func aClassConstrainedProtocolDelegateIsTheCoordinatorThatHandedItself() {
        check("""
            protocol Archiving { func showArchived() }
            final class LibraryCoordinator: Archiving {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let shelf = ShelfController()
                    shelf.owner = self
                    nav.pushViewController(shelf, animated: false)
                }
                func importBooks() {
                    let flow = ImportFlow(nav: nav)
                    flow.delegate = self
                    flow.start()
                }
                func showArchived() { nav.pushViewController(ArchiveController(), animated: true) }
            }
            final class StoreCoordinator: Archiving {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func showArchived() { nav.present(ReceiptController(), animated: true) }
            }
            protocol ImportServiceDelegate: AnyObject { func importFinished() }
            final class ImportService {
                weak var delegate: ImportServiceDelegate?
                func finish() { delegate?.importFinished() }
            }
            final class ImportFlow {
                let nav: UINavigationController
                let service = ImportService()
                weak var delegate: (Archiving & AnyObject)?
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    service.delegate = self
                    let scanner = ScannerFlow(nav: nav)
                    2️⃣scanner.start()
                }
            }
            extension ImportFlow: ImportServiceDelegate {
                func importFinished() { 3️⃣delegate?.showArchived() }
            }
            final class ScannerFlow {
                let nav: UINavigationController
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.pushViewController(ScannerController(), animated: true) }
            }
            final class ShelfController: UIViewController {
                weak var owner: LibraryCoordinator?
                @objc func importTapped() { 1️⃣owner?.importBooks() }
            }
            final class ScannerController: UIViewController {}
            final class ArchiveController: UIViewController {}
            final class ReceiptController: UIViewController {}
            """, [
                "ShelfController -child-> ImportFlow @1️⃣", "ImportFlow -child-> ScannerController @2️⃣",
                "ImportFlow -push-> ArchiveController @3️⃣",
            ])
    }

    /// A method taking a `URL` is a deep-link handler only when URL handling alone calls it: one a
    /// screen's own code calls (`showGuide(at: guideURL)` from a row's tap) makes that screen's
    /// moves, also through a second URL-taking helper. One the app delegate's `open url` or a
    /// scene's `openURLContexts` alone reaches stays the link's, not a move from the coordinator.
    @Test func aURLTakingMethodAScreenCallsMovesFromTheScreen() {
        check("""
            import UIKit
            import SafariServices
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let router = PantryRouter()
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    router.route(url)
                    return true
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                let router = PantryRouter()
                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    guard let first = contexts.first else { return }
                    router.reveal(first.url)
                }
            }
            final class PantryRouter {
                let stack = UINavigationController()
                func route(_ target: URL) { stack.pushViewController(ShelfViewController(), animated: true) }
                func reveal(_ target: URL) { stack.present(LabelViewController(), animated: true) }
            }
            final class AboutViewController: UITableViewController {
                private let guideURL = URL(string: "https://example.org/guide")!
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 { showGuide(at: guideURL) } else { openTerms(URL(string: "https://example.org/terms")!) }
                }
                private func showGuide(at address: URL) {
                    let browser = SFSafariViewController(url: address)
                    1️⃣present(browser, animated: true)
                }
                private func openTerms(_ address: URL) { reader(for: address) }
                private func reader(for address: URL) { 2️⃣present(LabelViewController(), animated: true) }
            }
            final class ShelfViewController: UIViewController {}
            final class LabelViewController: UIViewController {}
            """, [
                "AboutViewController -sheet-> AboutViewController.SFSafariViewController @1️⃣",
                "AboutViewController -sheet-> LabelViewController @2️⃣",
            ])
    }

    /// A framework view's delegate callback handed a URL (`textView(_:shouldInteractWith:in:interaction:)`,
    /// `webView(_:…)`) is handed a link the user tapped in the screen: no deep-link handler, so what
    /// it shows is shown from the screen, though nothing in the app calls it.
    @Test func aViewDelegateCallbackHandedALinkMovesFromTheScreen() {
        check("""
            import UIKit
            import SafariServices
            final class RecipeNotesViewController: UIViewController, UITextViewDelegate {
                private let notes = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    notes.delegate = self
                }
                func textView(_ textView: UITextView, shouldInteractWith target: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
                    let reader = SFSafariViewController(url: target)
                    1️⃣present(reader, animated: true)
                    return false
                }
            }
            """, [
                "RecipeNotesViewController -sheet-> RecipeNotesViewController.SFSafariViewController @1️⃣",
            ])
    }

    /// An alert controller a helper builds and returns keeps the style it was built with:
    /// `preferredStyle: .actionSheet` in the helper is a confirmation dialog where it is presented,
    /// as it is when built in place.
    @Test func anAlertAHelperBuildsKeepsItsStyle() {
        check("""
            import UIKit
            struct ClearConfirmation {
                static func ask(on presenter: UIViewController, done: @escaping () -> Void) {
                    let sheet = ClearConfirmation.makeSheet(title: "Clear?") { _ in done() }
                    presenter.present(sheet, animated: true)
                }
                private static func makeSheet(title: String, handler: @escaping (UIAlertAction) -> Void) -> UIAlertController {
                    let controller = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
                    controller.addAction(UIAlertAction(title: "Clear", style: .destructive, handler: handler))
                    return controller
                }
                static func warning() -> UIAlertController { UIAlertController(title: "No", message: nil, preferredStyle: .alert) }
            }
            final class InboxViewController: UIViewController {
                @objc func clearTapped() { 1️⃣ClearConfirmation.ask(on: self) { } }
                @objc func warn() { 2️⃣present(ClearConfirmation.warning(), animated: true) }
            }
            """, [
                "InboxViewController -confirmationDialog-> InboxViewController.UIAlertController @1️⃣",
                "InboxViewController -alert-> InboxViewController.UIAlertController @2️⃣",
            ])
    }

    /// A screen's static helper taking the presenting screen (`static func compose(on host:)` in an
    /// extension of the composer) runs while no composer is shown: its moves are each caller's. A
    /// controller presenting itself on another (`host.present(self, animated: true)` in a toast's
    /// initialiser) makes no move from itself.
    @Test func aScreensStaticHelperMovesFromItsCallers() {
        check("""
            import UIKit
            final class ComposerViewController: UIViewController {
                init(draft: String?) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class TemplatePickerViewController: UIViewController {}
            extension ComposerViewController {
                static func compose(on host: UIViewController, draft: String? = nil) {
                    let nav = UINavigationController(rootViewController: ComposerViewController(draft: draft))
                    host.present(nav, animated: true)
                }
                class func pickTemplate(from host: UIViewController) {
                    host.show(TemplatePickerViewController(), sender: nil)
                }
            }
            final class ToastViewController: UIViewController {
                init(on host: UIViewController) {
                    super.init(nibName: nil, bundle: nil)
                    host.present(self, animated: true)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class OutboxViewController: UIViewController {
                @objc func newTapped() { 1️⃣ComposerViewController.compose(on: self) }
                @objc func templatesTapped() { 2️⃣ComposerViewController.pickTemplate(from: self) }
                @objc func sentTapped() { _ = ToastViewController(on: self) }
            }
            """, [
                "OutboxViewController -sheet-> ComposerViewController @1️⃣",
                "OutboxViewController -push-> TemplatePickerViewController @2️⃣",
            ])
    }
}

