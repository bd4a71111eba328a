import FlowGraph
import FlowGraphExtractor
import Testing

/// UIKit apps routing through one shared object (Mastodon's `SceneCoordinator`, MVVM-C's
/// `SceneCoordinator.transition(to:type:)`): screens name a scene and a transition, the router
/// builds the scene's view controller in a `switch` and shows it as the transition says.
struct SceneRouterShapesTests {
    static let app = """
        import UIKit
        import SafariServices

        final class AppNavigator {
            enum Destination {
                case article(id: String)
                case author(name: String)
                case editor
                case web(URL)
            }
            enum Style { case push, sheet, fullScreen }

            private weak var window: UIWindow?
            init(window: UIWindow) { self.window = window }

            func install() {
                1️⃣window?.rootViewController = UINavigationController(rootViewController: FeedController(navigator: self))
            }

            func navigate(to destination: Destination, from source: UIViewController, style: Style) {
                guard let controller = makeController(for: destination) else { return }
                switch style {
                case .push:
                    source.navigationController?.pushViewController(controller, animated: true)
                case .sheet:
                    source.present(UINavigationController(rootViewController: controller), animated: true)
                case .fullScreen:
                    controller.modalPresentationStyle = .fullScreen
                    source.present(controller, animated: true)
                }
            }

            private func makeController(for destination: Destination) -> UIViewController? {
                var controller: UIViewController?
                switch destination {
                case .article(let id):
                    let article = ArticleController(navigator: self)
                    article.articleID = id
                    controller = article
                case .author(let name):
                    controller = AuthorController(name: name)
                case .editor:
                    controller = EditorController()
                case .web(let url):
                    controller = SFSafariViewController(url: url)
                }
                return controller
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var navigator: AppNavigator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let navigator = AppNavigator(window: window)
                self.navigator = navigator
                navigator.install()
                window.makeKeyAndVisible()
            }
        }

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}

        final class FeedController: UIViewController {
            private let navigator: AppNavigator
            init(navigator: AppNavigator) { self.navigator = navigator; super.init(nibName: nil, bundle: nil) }
            func didSelectArticle(_ id: String) {
                2️⃣navigator.navigate(to: .article(id: id), from: self, style: .push)
            }
            @objc func compose() {
                3️⃣navigator.navigate(to: .editor, from: self, style: .sheet)
            }
        }

        final class ArticleController: UIViewController {
            let navigator: AppNavigator
            var articleID = ""
            init(navigator: AppNavigator) { self.navigator = navigator; super.init(nibName: nil, bundle: nil) }
            func openAuthor() {
                4️⃣navigator.navigate(to: .author(name: "x"), from: self, style: .fullScreen)
            }
            func openLink(_ url: URL) {
                navigator.navigate(to: .web(url), from: self, style: .sheet)
            }
        }
        final class AuthorController: UIViewController {
            init(name: String) { super.init(nibName: nil, bundle: nil) }
        }
        final class EditorController: UIViewController {}
        """

    @Test func eachCallShowsTheScreenItsSceneBuildsTheWayItsTransitionSays() {
        let source = FixtureSource(Self.app)
        let graph = SourceExtractor().extract(from: source.corpus())
        let problems = EdgeExpectation.mismatches([
            "AppDelegate -child-> FeedController @1️⃣",
            "FeedController -push-> ArticleController @2️⃣",
            "FeedController -sheet-> EditorController @3️⃣",
            "ArticleController -fullScreenCover-> AuthorController @4️⃣",
        ], in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    @Test func theRoutersOwnCodeIsNoMoveOfTheScreensHoldingItAndNoGuess() {
        let graph = SourceExtractor().extract(from: FixtureSource(Self.app).corpus())
        // `install()` runs at launch, from the scene delegate: no screen holding the router resets to the feed.
        #expect(!graph.edges.contains { $0.kind == .reset })
        // The router's switch is followed from each call with its arguments; a framework screen is no unknown.
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.message))")
    }

    /// A window's director that every screen holds, showing sheets over the split view for the
    /// screens that ask it.
    static let director = """
        import UIKit

        final class WorkspaceSplit: UISplitViewController {
            var director: WindowDirector!
            @objc func openPreferences() {
                1️⃣director.showPreferences()
            }
        }

        final class InboxController: UITableViewController {
            var director: WindowDirector!
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                director.showAttachment()
            }
        }

        final class MessageController: UIViewController {
            weak var director: WindowDirector?
            func reply() {
                director?.showComposer()
            }
            func finishEditing(then done: @escaping () -> Void) { done() }
        }

        final class ComposerController: UIViewController {}

        final class AttachmentController: UIViewController {}
        final class PreferencesController: UIViewController {}

        final class WindowDirector {
            let split: WorkspaceSplit
            var inbox: InboxController!
            var message: MessageController!

            init(split: WorkspaceSplit) { self.split = split }

            func install() {
                inbox = InboxController()
                inbox.director = self
                message = MessageController()
                message.director = self
                split.setViewController(inbox, for: .supplementary)
                split.setViewController(message, for: .secondary)
            }

            func showAttachment() {
                let attachment = AttachmentController()
                split.dismiss(animated: true) {
                    2️⃣self.split.present(attachment, animated: true)
                }
            }

            func showComposer() {
                message.finishEditing {
                    3️⃣self.split.present(ComposerController(), animated: true)
                }
            }

            func showPreferences() {
                let preferences = UINavigationController(rootViewController: PreferencesController())
                split.present(preferences, animated: true)
            }
        }
        """

    /// A panel whose delegate asks a shared router to open a place, the router picking the
    /// controller in a `switch` that assigns a declared local.
    static let placeRouter = """
        import UIKit

        protocol FilterPanelDelegate: AnyObject {
            func filterPanel(_ panel: FilterPanelController, pickedTopic topic: String)
        }

        final class FilterPanelController: UITableViewController {
            weak var delegate: FilterPanelDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                delegate?.filterPanel(self, pickedTopic: "swift")
            }
        }

        enum Place { case topic, account, about }

        final class PlaceRouter {
            weak var stack: UINavigationController?
            func open(_ place: Place) {
                let next: UIViewController
                switch place {
                case .topic:
                    next = TopicController()
                case .account:
                    next = AccountController()
                case .about:
                    guard let stack else { return }
                    next = AboutController(stack: stack)
                }
                stack?.pushViewController(next, animated: true)
            }
        }

        final class FilterFlow {
            let panel = FilterPanelController()
            let router: PlaceRouter
            init(router: PlaceRouter) { self.router = router }
            func begin() { panel.delegate = self }
        }

        extension FilterFlow: FilterPanelDelegate {
            func filterPanel(_ panel: FilterPanelController, pickedTopic topic: String) {
                3️⃣router.open(.topic)
            }
        }

        final class DiscoverController: UIViewController {
            let flow: FilterFlow
            let router: PlaceRouter
            init(router: PlaceRouter) {
                self.router = router
                flow = FilterFlow(router: router)
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                4️⃣addChild(flow.panel)
                flow.begin()
            }
            @objc func showAccount() {
                5️⃣router.open(.account)
            }
        }

        final class TopicController: UIViewController {}
        final class AccountController: UIViewController {}
        final class AboutController: UIViewController {
            init(stack: UINavigationController) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """

    @Test func aHeldDirectorsMethodShowsFromTheScreensCallingItOnly() {
        let source = FixtureSource(Self.director)
        let graph = SourceExtractor().extract(from: source.corpus())
        let problems = EdgeExpectation.mismatches([
            "WorkspaceSplit -sheet-> PreferencesController @1️⃣",
            "InboxController -sheet-> AttachmentController @2️⃣",
            "MessageController -sheet-> ComposerController @3️⃣",
        ], in: graph, markers: source.markerLines)
        // (The screens holding the director without calling those methods show nothing: any such
        // edge is unexpected above; a transition's completion is part of the method, and so is a
        // closure the method hands over.)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    @Test func aLocalEachCaseOfASwitchAssignsHoldsTheCaseTheCallNames() {
        let source = FixtureSource(Self.placeRouter)
        let graph = SourceExtractor().extract(from: source.corpus())
        let problems = EdgeExpectation.mismatches([
            "FilterPanelController -push-> TopicController @3️⃣",
            "DiscoverController -child-> FilterPanelController @4️⃣",
            "DiscoverController -push-> AccountController @5️⃣",
        ], in: graph, markers: source.markerLines)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
        // Only the case each call names: no move to the other places, and no guess.
        #expect(!graph.edges.contains { $0.to == "AboutController" })
        #expect(!graph.edges.contains { $0.from == "DiscoverController" && $0.to == "TopicController" })
        #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics.map(\.message))")
    }

    /// One coordinator implementing two delegate protocols whose methods share a name and labels,
    /// told apart by the type of the controller each passes.
    @Test func aDelegateOverloadIsChosenByTheTypeOfTheControllerPassed() {
        let source = FixtureSource("""
            import UIKit

            enum MenuItem { case account, storage }
            enum CreditsItem { case licenses }

            protocol MenuControllerDelegate: AnyObject {
                func didPick(_ controller: UIViewController, item: MenuItem)
            }
            protocol CreditsControllerDelegate: AnyObject {
                func didPick(_ controller: CreditsController, item: CreditsItem)
            }

            final class MenuController: UITableViewController {
                weak var delegate: MenuControllerDelegate?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    delegate?.didPick(self, item: .account)
                }
            }
            final class CreditsController: UITableViewController {
                weak var delegate: CreditsControllerDelegate?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    delegate?.didPick(self, item: .licenses)
                }
            }
            final class AccountController: UIViewController {}
            final class LicensesController: UIViewController {}

            final class MenuCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let menu = MenuController()
                    menu.delegate = self
                    navigation.setViewControllers([menu], animated: false)
                }
            }
            extension MenuCoordinator: MenuControllerDelegate {
                func didPick(_ controller: UIViewController, item: MenuItem) {
                    switch item {
                    case .account:
                        navigation.pushViewController(AccountController(), animated: true)
                    case .storage:
                        let credits = CreditsController()
                        credits.delegate = self
                        navigation.pushViewController(credits, animated: true)
                    }
                }
            }
            extension MenuCoordinator: CreditsControllerDelegate {
                func didPick(_ controller: CreditsController, item: CreditsItem) {
                    navigation.pushViewController(LicensesController(), animated: true)
                }
            }
            """)
        let graph = SourceExtractor().extract(from: source.corpus())
        let fromCredits = graph.edges.filter { $0.from == "CreditsController" }.map(\.to)
        #expect(fromCredits == ["LicensesController"], "\(fromCredits)")
        let fromMenu = Set(graph.edges.filter { $0.from == "MenuController" }.map(\.to))
        #expect(fromMenu == ["AccountController"], "\(fromMenu)")
    }
}
