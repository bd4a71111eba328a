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
}
