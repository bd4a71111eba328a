import FlowGraph
import Foundation
import Testing
@testable import FlowGraphExtractor

/// Deep-link handlers as apps in the wild write them: the scheme compared with the bundle
/// identifier, query items gathered in a dictionary, the parsed result handed on through a
/// notification, a storyboard segue or a TCA action before anything navigates.
@Suite struct DeepLinkHandOffTests {
    private func extract(files: [String], storyboards: [(path: String, text: String)] = [], launch: [String] = []) -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(
            sources: files.enumerated().map { (path: "File\($0.offset + 1).swift", text: $0.element) },
            storyboards: storyboards, launchStoryboards: launch))
    }

    private func links(_ graph: NavigationGraph) -> Set<String> {
        Set(graph.deepLinks.map { "\($0.pattern) => \($0.target) [\($0.handlerStack.joined(separator: ", "))]" })
    }

    /// `scheme.caseInsensitiveCompare(Bundle.main.bundleIdentifier) == .orderedSame`: the app's
    /// links use its bundle identifier as the scheme; the query items read from a dictionary a
    /// helper builds (`items["note"]`) and a host compared after `lowercased()` are the pattern's.
    @Test func schemeIsTheBundleIdentifierAndQueryItemsComeFromADictionary() {
        let graph = extract(files: ["""
            enum Page: Hashable { case note(id: Int), trash }
            @Observable final class Pages {
                var stack: [Page] = []
                func receive(_ link: URL) {
                    guard let app = Bundle.main.bundleIdentifier, let scheme = link.scheme,
                          scheme.caseInsensitiveCompare(app) == .orderedSame,
                          let place = link.host?.lowercased() else { return }
                    let items = values(of: link)
                    switch place {
                    case "open":
                        if let text = items["note"], let number = Int(text) { reveal(number) }
                    case "bin":
                        stack.append(.trash)
                    default:
                        break
                    }
                }
                private func values(of link: URL) -> [String: String] {
                    var found: [String: String] = [:]
                    URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems?.forEach { found[$0.name] = $0.value }
                    return found
                }
                func reveal(_ number: Int) { stack.append(.note(id: number)) }
            }
            """, """
            struct Shell: View {
                @State var pages = Pages()
                var body: some View {
                    NavigationStack(path: $pages.stack) {
                        Text("home").navigationDestination(for: Page.self) { page in
                            switch page {
                            case .note(let id): NoteView(id: id)
                            case .trash: TrashView()
                            }
                        }
                    }
                    .onOpenURL { pages.receive($0) }
                }
            }
            struct NoteView: View { let id: Int; var body: some View { Text("") } }
            struct TrashView: View { var body: some View { Text("") } }
            """])
        #expect(links(graph) == [
            "$(PRODUCT_BUNDLE_IDENTIFIER)://open?note=:note => Page.note [Page.note]",
            "$(PRODUCT_BUNDLE_IDENTIFIER)://bin => Page.trash [Page.trash]",
        ])
    }

    /// The handler only posts notifications (inside `DispatchQueue.main.async`); the screens that
    /// observe them switch tab (`selectedIndex = Section.people.rawValue`), perform storyboard
    /// segues and dismiss what they present. The link leads where the observers navigate.
    @Test func aNotificationPostedByTheHandlerNavigatesInItsObservers() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="bar">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <tabBarController id="bar" customClass="HubTabBarController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav1" kind="relationship" relationship="viewControllers" id="t1"/>
                                <segue destination="nav2" kind="relationship" relationship="viewControllers" id="t2"/>
                                <segue destination="nav3" kind="presentation" identifier="presentMailbox" id="m1"/>
                            </connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <connections><segue destination="feed" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                        <navigationController id="nav2" sceneMemberID="viewController">
                            <connections><segue destination="people" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                        <navigationController id="nav3" sceneMemberID="viewController">
                            <connections><segue destination="mailbox" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="feed" customClass="FeedController" sceneMemberID="viewController"/>
                        <viewController id="people" customClass="PeopleController" sceneMemberID="viewController">
                            <connections><segue destination="awards" kind="show" identifier="showAwards" id="a1"/></connections>
                        </viewController>
                        <viewController id="awards" customClass="AwardsController" sceneMemberID="viewController"/>
                        <viewController id="mailbox" customClass="MailboxController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let graph = extract(files: ["""
            extension Notification.Name {
                static let revealAwards = Notification.Name("revealAwards")
                static let revealPeople = Notification.Name("revealPeople")
            }
            enum Signals { static let openMailbox = Notification.Name("openMailbox") }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url, url.scheme == "hub" else { return }
                    switch url.host {
                    case "awards":
                        DispatchQueue.main.async { NotificationCenter.default.post(name: .revealAwards, object: nil) }
                    case "people":
                        NotificationCenter.default.post(name: .revealPeople, object: nil)
                    case "mailbox":
                        NotificationCenter.default.post(name: Signals.openMailbox, object: nil, userInfo: ["url": url])
                    default:
                        break
                    }
                }
            }
            """, """
            final class HubTabBarController: UITabBarController {
                private enum Section: Int { case feed, people }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    NotificationCenter.default.addObserver(self, selector: #selector(HubTabBarController.toPeople(_:)), name: .revealAwards, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(toPeople(_:)), name: .revealPeople, object: nil)
                    NotificationCenter.default.addObserver(forName: Signals.openMailbox, object: nil, queue: .main) { _ in
                        self.performSegue(withIdentifier: "presentMailbox", sender: nil)
                    }
                }
                @objc func toPeople(_ note: Notification) { self.selectedIndex = Section.people.rawValue }
            }
            final class FeedController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(close), name: Signals.openMailbox, object: nil)
                }
                @objc func close() { self.presentedViewController?.dismiss(animated: true, completion: nil) }
            }
            final class PeopleController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(PeopleController.awards(_:)), name: .revealAwards, object: nil)
                }
                @objc func awards(_ note: Notification) {
                    UIView.performWithoutAnimation {
                        self.navigationController?.popViewController(animated: false)
                        self.performSegue(withIdentifier: "showAwards", sender: nil)
                    }
                }
            }
            final class AwardsController: UIViewController {}
            final class MailboxController: UIViewController {}
            """], storyboards: [(path: "Main.storyboard", text: storyboard)], launch: ["Main"])
        #expect(links(graph) == [
            "hub://awards => AwardsController [AwardsController]",
            "hub://people => PeopleController []",
            "hub://mailbox => MailboxController [MailboxController]",
        ])
        #expect(graph.deepLinks.allSatisfy { $0.file == "File1.swift" })
    }

    /// A TCA action carries the URL into the reducer, which hands it whole to a parser FlowGraph
    /// cannot read (a dependency's) and sends another action of its own that swaps the switched
    /// content: the link is any URL of the scheme the property list declares, or the code names.
    /// The handler posts from `DispatchQueue.main.async`; the screen pushing the page observes the
    /// notification before (in file order) the tab bar switching to its tab does: the link follows
    /// the tab switch, then the push, as a post runs them.
    @Test func aNotificationPostedLaterRunsTheTabSwitchingObserverFirst() {
        let graph = extract(files: ["""
            extension Notification.Name {
                static let showMembership = Notification.Name("showMembership")
            }
            final class ClubController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(membership(_:)), name: .showMembership, object: nil)
                }
                @objc func membership(_ note: Notification) {
                    navigationController?.pushViewController(MembershipController(), animated: false)
                }
            }
            final class MembershipController: UIViewController {}
            """, """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let tabs = ClubTabsController()
                    tabs.setViewControllers([UINavigationController(rootViewController: NewsController()),
                                             UINavigationController(rootViewController: ClubController())], animated: false)
                    window?.rootViewController = tabs
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url, url.scheme == "club" else { return }
                    if url.host == "membership" {
                        DispatchQueue.main.async { NotificationCenter.default.post(name: .showMembership, object: nil) }
                    }
                }
            }
            final class ClubTabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(toClub), name: .showMembership, object: nil)
                }
                @objc func toClub() { selectedIndex = 1 }
            }
            final class NewsController: UIViewController {}
            """])
        #expect(links(graph) == ["club://membership => MembershipController [MembershipController]"])
    }

    @Test func aURLAParserTakesWholeLeadsWhereTheReducerSendsItsOwnAction() {
        let graph = extract(files: ["""
            @Reducer
            struct Wallet {
                @ObservableState
                struct State {
                    var screen: Screen = .start
                    var start = Start.State()
                }
                enum Screen: Equatable { case start, payWarning }
                enum Action { case linkOpened(URL), show(Screen), start(Start.Action) }
                @Dependency(\\.payParser) var payParser
                var body: some Reducer<State, Action> {
                    Scope(state: \\.start, action: \\.start) { Start() }
                    Reduce { state, action in
                        switch action {
                        case let .show(screen):
                            state.screen = screen
                            return .none
                        case .linkOpened(let url):
                            guard url.scheme == "coin" else { return .none }
                            if let _ = payParser.read(url.absoluteString) {
                                return .send(.show(.payWarning))
                            }
                            return .none
                        case .start:
                            return .none
                        }
                    }
                }
            }
            @Reducer struct Start { struct State {}; enum Action {} }
            struct WalletView: View {
                let store: StoreOf<Wallet>
                var body: some View {
                    Group {
                        switch store.screen {
                        case .start: StartView(store: store.scope(state: \\.start, action: \\.start))
                        case .payWarning: Text("Scan it again in the app")
                        }
                    }
                    .onOpenURL { store.send(.linkOpened($0)) }
                }
            }
            struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("") } }
            """])
        #expect(links(graph) == ["coin:* => Wallet.Screen.payWarning [Wallet.Screen.payWarning]"])
    }

    /// Sources given without the app's Info.plist (it sits beside the `.xcodeproj`): the schemes
    /// the project's property lists declare are the links' when the handler checks none.
    @Test func theProjectsInfoPlistGivesTheSchemeWhenTheSourcesLeaveItOut() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("handoff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        let sources = project.appendingPathComponent("Modules/Reader")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Reader.xcodeproj"), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict>
            <key>CFBundleURLSchemes</key><array><string>tide</string></array>
            </dict></array></dict></plist>
            """.write(to: project.appendingPathComponent("Reader-Info.plist"), atomically: true, encoding: .utf8)
        try """
            enum Shelf: Hashable { case chapter(number: String) }
            @Observable final class Library {
                var path: [Shelf] = []
                func open(_ link: URL) {
                    guard link.host == "chapter" else { return }
                    path.append(.chapter(number: link.lastPathComponent))
                }
            }
            struct LibraryView: View {
                @State var library = Library()
                var body: some View {
                    NavigationStack(path: $library.path) {
                        Text("").navigationDestination(for: Shelf.self) { _ in Text("") }
                    }
                    .onOpenURL { library.open($0) }
                }
            }
            """.write(to: sources.appendingPathComponent("Library.swift"), atomically: true, encoding: .utf8)
        let graph = SourceExtractor().extract(paths: [sources.path], root: project.path)
        #expect(graph.deepLinks.map(\.pattern) == ["tide://chapter/:number"])
    }
}
