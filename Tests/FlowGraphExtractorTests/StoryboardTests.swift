import FlowGraph
import FlowGraphExtractor
import Foundation
import Testing

/// Storyboards (issue 16): scenes are nodes named by their class, segues are edges at their
/// `<segue>` line, and code joins them through `performSegue` and `instantiateViewController`.
struct StoryboardTests {
    /// A storyboard document around `scenes` (each a `<scene>`'s objects), `initial` its initial scene.
    static func storyboard(initial: String? = nil, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
                <scene sceneID="all">
                    <objects>
        \(scenes)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Extracts Swift `swift` with `storyboards` (`name` → marked XML) and expects exactly
    /// `expected` edges, each at its marker's file and line when it names one.
    @discardableResult
    func check(
        _ swift: String, storyboards: [String: String], launch: [String] = [], _ expected: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> NavigationGraph {
        var markers: [String: (String, Int)] = [:]
        let source = FixtureSource(swift)
        for (marker, line) in source.markerLines { markers[marker] = ("Fixture.swift", line) }
        var documents: [(path: String, text: String)] = []
        for (name, text) in storyboards.sorted(by: { $0.key < $1.key }) {
            let marked = FixtureSource(text)
            let path = "UI/\(name).storyboard"
            for (marker, line) in marked.markerLines { markers[marker] = (path, line) }
            documents.append((path, marked.text))
        }
        let corpus = SourceCorpus(sources: [("Fixture.swift", source.text)], storyboards: documents, launchStoryboards: launch)
        let graph = SourceExtractor().extract(from: corpus)
        var problems: [String] = []
        let found = graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" }
        var wanted: [String] = []
        for expectation in expected {
            let parts = expectation.components(separatedBy: " @")
            wanted.append(parts[0])
            guard parts.count == 2, let (file, line) = markers[parts[1]] else { continue }
            let sites = graph.edges.filter { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" == parts[0] }.map { "\($0.file):\($0.line)" }
            if !sites.isEmpty, !sites.contains("\(file):\(line)") { problems.append("\(parts[0]) found at \(sites), expected \(file):\(line)") }
        }
        for missing in Set(wanted).subtracting(found).sorted() { problems.append("missing edge \(missing)") }
        for extra in Set(found).subtracting(wanted).sorted() { problems.append("unexpected edge \(extra)") }
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
        let problem = GraphValidation.firstProblem(in: graph)
        #expect(problem == nil, "\(problem.map { "\($0.path): \($0.message)" } ?? "")", sourceLocation: sourceLocation)
        return graph
    }

    static let screens = """
        final class ListController: UIViewController {}
        final class DetailController: UIViewController {}
        final class ComposerController: UIViewController {}
        final class PlayerController: UIViewController {}
        final class TipController: UIViewController {}
        final class ReaderController: UIViewController {}
        """

    @Test func eachSegueKindMakesItsEdgeAtTheSegueLine() {
        check(Self.screens, storyboards: ["Main": Self.storyboard("""
            <viewController id="list" customClass="ListController" sceneMemberID="viewController">
                <view key="view" id="v1">
                    <subviews>
                        <button id="b1">
                            <connections>
                                  1️⃣<segue destination="detail" kind="show" id="s1"/>
                                  2️⃣<segue destination="composer" kind="presentation" id="s2"/>
                                  3️⃣<segue destination="player" kind="presentation" modalPresentationStyle="fullScreen" id="s3"/>
                                  4️⃣<segue destination="tip" kind="popoverPresentation" popoverAnchorView="b1" id="s4"/>
                                  5️⃣<segue destination="reader" kind="modal" id="s5"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            <viewController id="detail" customClass="DetailController" sceneMemberID="viewController">
                <navigationItem key="navigationItem" id="n1">
                    <barButtonItem key="rightBarButtonItem" id="bb1">
                        <connections>
                          6️⃣<segue destination="reader" kind="showDetail" id="s6"/>
                            <segue destination="list" kind="unwind" unwindAction="done:" id="s7"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            <viewController id="composer" customClass="ComposerController" sceneMemberID="viewController"/>
            <viewController id="player" customClass="PlayerController" sceneMemberID="viewController"/>
            <viewController id="tip" customClass="TipController" sceneMemberID="viewController"/>
            <viewController id="reader" customClass="ReaderController" modalPresentationStyle="overFullScreen" sceneMemberID="viewController"/>
            """)], [
                "ListController -push-> DetailController @1️⃣", "ListController -sheet-> ComposerController @2️⃣",
                "ListController -fullScreenCover-> PlayerController @3️⃣", "ListController -popover-> TipController @4️⃣",
                "ListController -fullScreenCover-> ReaderController @5️⃣", "DetailController -push-> ReaderController @6️⃣",
            ])
    }

    @Test func theLaunchStoryboardsTabBarShowsEachNavigationControllersRoot() {
        check("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class HomeTabs: UITabBarController {}
            final class FeedController: UIViewController {}
            final class InboxController: UIViewController {}
            final class ProfileController: UIViewController {}
            """, storyboards: ["Main": Self.storyboard(initial: "tabs", """
              1️⃣<tabBarController id="tabs" customClass="HomeTabs" sceneMemberID="viewController">
                <connections>
                  2️⃣<segue destination="feedNav" kind="relationship" relationship="viewControllers" id="t1"/>
                  3️⃣<segue destination="inbox" kind="relationship" relationship="viewControllers" id="t2"/>
                  4️⃣<segue destination="profileNav" kind="relationship" relationship="viewControllers" id="t3"/>
                </connections>
            </tabBarController>
            <navigationController id="feedNav" customClass="AppNavigationController" sceneMemberID="viewController">
                <connections>
                    <segue destination="feed" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
            </navigationController>
            <viewController id="feed" customClass="FeedController" sceneMemberID="viewController"/>
            <viewController id="inbox" customClass="InboxController" sceneMemberID="viewController"/>
            <navigationController id="profileNav" sceneMemberID="viewController">
                <connections>
                    <segue destination="profile" kind="relationship" relationship="rootViewController" id="r2"/>
                </connections>
            </navigationController>
            <viewController id="profile" customClass="ProfileController" sceneMemberID="viewController"/>
            """).replacingOccurrences(of: "<?xml", with: "<?xml")], launch: ["Main"], [
                "AppDelegate -child-> HomeTabs", "HomeTabs -tab-> FeedController @2️⃣",
                "HomeTabs -tab-> InboxController @3️⃣", "HomeTabs -tab-> ProfileController @4️⃣",
            ])
    }

    @Test func anEmbeddedNavigationControllerIsItsRootAndAReferenceIsTheOtherStoryboardsScene() {
        check("""
            final class ShellController: UIViewController {}
            final class MenuController: UIViewController {}
            final class AccountController: UIViewController {}
            final class BillingController: UIViewController {}
            """, storyboards: [
                "Main": Self.storyboard("""
                    <viewController id="shell" customClass="ShellController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <containerView id="c1">
                                    <connections>
                                      1️⃣<segue destination="menuNav" kind="embed" id="e1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                    <navigationController id="menuNav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="menu" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                    <tableViewController id="menu" customClass="MenuController" sceneMemberID="viewController">
                        <tableView key="view" id="t1">
                            <cells>
                                <tableViewCell id="cell1">
                                    <connections>
                                      2️⃣<segue destination="accountRef" kind="show" id="p1"/>
                                      3️⃣<segue destination="billingRef" kind="presentation" id="p2"/>
                                    </connections>
                                </tableViewCell>
                            </cells>
                        </tableView>
                    </tableViewController>
                    <viewControllerPlaceholder storyboardName="Account" id="accountRef" sceneMemberID="viewController"/>
                    <viewControllerPlaceholder storyboardName="Account" referencedIdentifier="billing" id="billingRef" sceneMemberID="viewController"/>
                    """),
                "Account": Self.storyboard(initial: "accountNav", """
                    <navigationController id="accountNav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="account" kind="relationship" relationship="rootViewController" id="r2"/>
                        </connections>
                    </navigationController>
                    <viewController id="account" customClass="AccountController" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="billing" id="bill" customClass="BillingController" sceneMemberID="viewController"/>
                    """),
            ], [
                "ShellController -child-> MenuController @1️⃣", "MenuController -push-> AccountController @2️⃣",
                "MenuController -sheet-> BillingController @3️⃣",
            ])
    }

    /// Manual segues (in the view controller's own connections) run only when code performs them.
    static let manualSegues = storyboard("""
        <viewController id="cart" customClass="CartController" sceneMemberID="viewController">
            <connections>
                <segue destination="pay" kind="show" identifier="toPayment" id="m1"/>
                <segue destination="help" kind="presentation" identifier="showHelp" id="m2"/>
                <segue destination="receipt" kind="show" identifier="toReceipt" id="m3"/>
                <segue destination="coupon" kind="popoverPresentation" identifier="coupon" id="m4"/>
                <segue destination="never" kind="show" identifier="unusedSegue" id="m5"/>
            </connections>
        </viewController>
        <viewController id="pay" customClass="PaymentController" sceneMemberID="viewController"/>
        <viewController id="help" customClass="HelpController" sceneMemberID="viewController"/>
        <viewController id="receipt" customClass="ReceiptController" sceneMemberID="viewController"/>
        <viewController id="coupon" customClass="CouponController" sceneMemberID="viewController"/>
        <viewController id="never" customClass="NeverController" sceneMemberID="viewController"/>
        """)

    @Test func performSegueResolvesLiteralsEnumRawValuesConstantsAndHelpers() {
        check("""
            enum CartSegue: String {
                case toReceipt
                case coupon = "coupon"
            }
            enum Segues { static let help = "showHelp" }
            extension UIViewController {
                func go(_ segue: CartSegue) { performSegue(withIdentifier: segue.rawValue, sender: self) }
            }
            final class CartController: UIViewController {
                func pay() { 1️⃣performSegue(withIdentifier: "toPayment", sender: nil) }
                func help() { 2️⃣self.performSegue(withIdentifier: Segues.help, sender: nil) }
                func finish() { 3️⃣go(.toReceipt) }
                func discount() {
                    let id = CartSegue.coupon.rawValue
                    4️⃣performSegue(withIdentifier: id, sender: nil)
                }
            }
            final class PaymentController: UIViewController {}
            final class HelpController: UIViewController {}
            final class ReceiptController: UIViewController {}
            final class CouponController: UIViewController {}
            final class NeverController: UIViewController {}
            """, storyboards: ["Shop": Self.manualSegues], [
                "CartController -push-> PaymentController @1️⃣", "CartController -sheet-> HelpController @2️⃣",
                "CartController -push-> ReceiptController @3️⃣", "CartController -popover-> CouponController @4️⃣",
            ])
    }

    @Test func aSegueNoSceneDeclaresIsADiagnosticNotAnEdge() {
        let graph = check("""
            final class CartController: UIViewController {
                func oops() { performSegue(withIdentifier: "toNowhere", sender: nil) }
                func dynamic(_ name: String) { performSegue(withIdentifier: name + "!", sender: nil) }
            }
            final class PaymentController: UIViewController {}
            """, storyboards: ["Shop": Self.manualSegues], [])
        let messages = graph.diagnostics.filter { $0.code == "unresolved-navigation" }.map(\.message)
        #expect(messages.contains { $0.contains("'toNowhere'") })
        #expect(messages.contains { $0.contains("known only at run time") })
        #expect(!messages.contains { $0.contains("does not read storyboards") })
    }

    /// A control of one screen sending an action another screen implements, up the responder
    /// chain (`addTarget(nil, action: #selector(Shell.showInbox), …)`): the segue that action
    /// performs in the other screen's scene moves from the screen with the control too.
    @Test func anActionSentUpTheResponderChainMovesFromTheScreenSendingIt() {
        check("""
            final class ShellController: UITabBarController {
                @objc func showInbox(_ sender: Any) {
                    1️⃣performSegue(withIdentifier: "openInbox", sender: sender)
                }
            }
            final class FeedController: UIViewController {
                func showFailure() {
                    let banner = UIButton()
                    2️⃣banner.addTarget(nil, action: #selector(ShellController.showInbox(_:)), for: .touchUpInside)
                    view.addSubview(banner)
                }
            }
            final class InboxController: UIViewController {}
            """, storyboards: ["Main": Self.storyboard("""
                <tabBarController id="shell" customClass="ShellController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inbox" kind="presentation" identifier="openInbox" id="s1"/>
                    </connections>
                </tabBarController>
                <viewController id="inbox" customClass="InboxController" sceneMemberID="viewController"/>
                <viewController id="feed" customClass="FeedController" sceneMemberID="viewController"/>
                """)], [
                "ShellController -sheet-> InboxController @1️⃣",
                "FeedController -sheet-> InboxController @2️⃣",
            ])
    }

    @Test func twoScenesOfOneClassAddTheirStoryboardIdentifiers() {
        check("""
            final class FormController: UIViewController {}
            """, storyboards: ["Forms": Self.storyboard("""
            <viewController id="f1" customClass="FormController" sceneMemberID="viewController">
                <navigationItem key="navigationItem" id="n1">
                    <barButtonItem key="rightBarButtonItem" id="bb1">
                        <connections>
                            <segue destination="f2" kind="show" id="s1"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            <viewController storyboardIdentifier="Second Step " id="f2" customClass="FormController" sceneMemberID="viewController">
                <navigationItem key="navigationItem" id="n2">
                    <barButtonItem key="rightBarButtonItem" id="bb2">
                        <connections>
                            <segue destination="plain" kind="show" id="s2"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            <viewController storyboardIdentifier="Done" id="plain" sceneMemberID="viewController"/>
            """)], ["FormController.f1 -push-> FormController.Second Step", "FormController.Second Step -push-> UIViewController"])
    }

    @Test func instantiatedScenesArePushedAndPresentedAsTheirClass() {
        check("""
            extension UIStoryboard {
                func screen(withID identifier: ScreenID) -> UIViewController {
                    return instantiateViewController(withIdentifier: identifier.rawValue)
                }
            }
            enum ScreenID: String { case settings = "SettingsScreen", about }
            final class HomeController: UIViewController {
                func openSettings() {
                    let next = storyboard!.instantiateViewController(withIdentifier: "SettingsScreen")
                    1️⃣navigationController?.pushViewController(next, animated: true)
                }
                func openWelcome() {
                    let welcome = UIStoryboard(name: "Welcome", bundle: nil).instantiateInitialViewController()!
                    2️⃣present(welcome, animated: true)
                }
                func openAbout() {
                    3️⃣present(UIStoryboard(name: "Main", bundle: nil).screen(withID: .about), animated: true)
                }
            }
            final class SettingsController: UIViewController {}
            final class WelcomeController: UIViewController {}
            final class AboutController: UIViewController {}
            """, storyboards: [
                "Main": Self.storyboard("""
                    <viewController id="home" customClass="HomeController" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="SettingsScreen" id="set" customClass="SettingsController" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="about" id="ab" customClass="AboutController" sceneMemberID="viewController"/>
                    """),
                "Welcome": Self.storyboard(initial: "wnav", """
                    <navigationController id="wnav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="w" kind="relationship" relationship="rootViewController" id="r"/>
                        </connections>
                    </navigationController>
                    <viewController id="w" customClass="WelcomeController" sceneMemberID="viewController"/>
                    """),
            ], [
                "HomeController -push-> SettingsController @1️⃣", "HomeController -sheet-> WelcomeController @2️⃣",
                "HomeController -sheet-> AboutController @3️⃣",
            ])
    }

    @Test func anInstantiatedSceneWithoutAClassIsTheStoryboardsNodeForIt() {
        let shop = Self.storyboard("""
            <viewController id="cart" customClass="CartController" sceneMemberID="viewController"/>
            4️⃣<viewController storyboardIdentifier="Order Summary " id="sum" sceneMemberID="viewController"/>
            <viewController id="spacer" sceneMemberID="viewController"/>
            <viewController storyboardIdentifier="ReceiptController" id="thx" sceneMemberID="viewController"/>
            """)
        let graph = check("""
            enum Page: String { case summary = "Order Summary ", receipt = "ReceiptController" }
            extension UIStoryboard {
                func page(_ page: Page) -> UIViewController { instantiateViewController(withIdentifier: page.rawValue) }
            }
            final class CartController: UIViewController {
                func review() {
                    let summary = storyboard!.instantiateViewController(withIdentifier: Page.summary.rawValue)
                    1️⃣navigationController?.pushViewController(summary, animated: true)
                }
                func finish() { 2️⃣present(storyboard!.page(.receipt), animated: true) }
            }
            """, storyboards: ["Shop": shop], [
                "CartController -push-> UIViewController.Order Summary @1️⃣", "CartController -sheet-> UIViewController.ReceiptController @2️⃣",
            ])
        let summary = graph.nodes.first { $0.id == "UIViewController.Order Summary" }
        #expect(summary?.file == "UI/Shop.storyboard" && summary?.line == FixtureSource(shop).markerLines["4️⃣"])
    }

    @Test func aMalformedStoryboardIsADiagnosticWithFileAndLineAndTheRestIsExtracted() {
        let broken = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="x" customClass="BrokenController" sceneMemberID="viewController">
                        </objects>
                    </scene>
            """
        let graph = check("""
            final class StartController: UIViewController {
                func next() { 1️⃣navigationController?.pushViewController(NextController(), animated: true) }
            }
            final class NextController: UIViewController {}
            """, storyboards: ["Broken": broken, "Fine": Self.storyboard("""
                <viewController id="s" customClass="StartController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="n" kind="presentation" identifier="never" id="q"/>
                    </connections>
                </viewController>
                <viewController id="n" customClass="NextController" sceneMemberID="viewController"/>
                """)], ["StartController -push-> NextController @1️⃣"])
        let diagnostic = graph.diagnostics.first { $0.file == "UI/Broken.storyboard" }
        #expect(diagnostic?.code == "parse-error")
        #expect((diagnostic?.line ?? 0) >= 7)
        #expect(diagnostic?.message.contains("UI/Broken.storyboard") == true)
    }

    @Test func theRecognizersOwnExample() {
        for example in StoryboardRecognizer.examples {
            let source = FixtureSource(example.source)
            let corpus = SourceCorpus(
                sources: [("Fixture.swift", source.text)], storyboards: [("Inbox.storyboard", StoryboardRecognizer.exampleStoryboard)])
            let graph = SourceExtractor().extract(from: corpus)
            let problems = EdgeExpectation.mismatches(example.edges, in: graph, markers: source.markerLines)
            #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
        }
    }

    @Test func discoveryReadsStoryboardsAndTheSceneManifestsLaunchStoryboard() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-storyboards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Base.lproj"), withIntermediateDirectories: true)
        try """
            @main
            final class Delegate: UIResponder, UIApplicationDelegate {}
            final class LobbyController: UIViewController {}
            """.write(to: root.appendingPathComponent("App/App.swift"), atomically: true, encoding: .utf8)
        try Self.storyboard(initial: "lobby", """
            <viewController id="lobby" customClass="LobbyController" sceneMemberID="viewController"/>
            """).write(to: root.appendingPathComponent("App/Base.lproj/Start.storyboard"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneStoryboardFile</key><string>Start</string>
            </dict></array></dict></dict>
            </dict></plist>
            """.write(to: root.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        let graph = SourceExtractor().extract(paths: [root.path], root: root.path)
        let edge = graph.edges.first { $0.from == "Delegate" && $0.to == "LobbyController" }
        #expect(edge?.kind == .child)
        #expect(edge?.file == "App/Base.lproj/Start.storyboard")
        #expect(edge?.line == 2)
    }

    /// Storyboards named through static members of `UIStoryboard` (`UIStoryboard.preferences`),
    /// declared in the app or in a module outside the analysed folders, instantiated by their
    /// initial scene or a scene identifier (iOS 13's `identifier:` label), the result cast to the
    /// navigation controller the scene is.
    static let namedStoryboards: [String: String] = [
        "Preferences": storyboard(initial: "prefsNav", """
            <navigationController id="prefsNav" sceneMemberID="viewController">
                <connections>
                    <segue destination="prefs" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
            </navigationController>
            <tableViewController id="prefs" customClass="PreferencesController" sceneMemberID="viewController"/>
            """),
        "Details": storyboard("""
            <navigationController storyboardIdentifier="DetailsNav" id="detailsNav" sceneMemberID="viewController">
                <connections>
                    <segue destination="details" kind="relationship" relationship="rootViewController" id="r2"/>
                </connections>
            </navigationController>
            <viewController id="details" customClass="DetailsController" sceneMemberID="viewController"/>
            """),
    ]

    static let storyboardMemberScreens = """
        final class BoardController: UIViewController {
            func openPreferences() {
                let navigation = UIStoryboard.preferences.instantiateInitialViewController() as! UINavigationController
                let preferences = navigation.topViewController as! PreferencesController
                preferences.title = "Preferences"
                1️⃣present(navigation, animated: true)
            }
            func openDetails() {
                let navigation = UIStoryboard.details.instantiateViewController(identifier: "DetailsNav") as! UINavigationController
                navigation.modalPresentationStyle = .formSheet
                2️⃣present(navigation, animated: true)
            }
        }
        final class PreferencesController: UITableViewController {}
        final class DetailsController: UIViewController {}
        """

    @Test func aStoryboardAStaticMemberOfUIStoryboardNamesIsOpened() {
        check(Self.storyboardMemberScreens + """
            extension UIStoryboard {
                static var preferences: UIStoryboard { UIStoryboard(name: "Preferences", bundle: nil) }
                static let details = UIStoryboard(name: "Details", bundle: nil)
            }
            """, storyboards: Self.namedStoryboards, [
                "BoardController -sheet-> PreferencesController @1️⃣", "BoardController -sheet-> DetailsController @2️⃣",
            ])
    }

    /// A storyboard's helper declared outside the analysed folders, handed a screen's type.
    @Test func aStoryboardsUndeclaredHelperHandedAScreensTypeGivesThatScreen() {
        check("""
            final class LibraryController: UIViewController {
                func openShelf() {
                    let shelf = UIStoryboard(name: "Books", bundle: nil).instantiateController(ofType: ShelfController.self)
                    1️⃣navigationController?.pushViewController(shelf, animated: true)
                }
                func openStats() {
                    2️⃣present(UIStoryboard.books.viewController(of: StatsController.self), animated: true)
                }
            }
            final class ShelfController: UIViewController {}
            final class StatsController: UIViewController {}
            """, storyboards: ["Books": Self.storyboard("""
                <viewController storyboardIdentifier="ShelfController" id="shelf" customClass="ShelfController" sceneMemberID="viewController"/>
                <viewController storyboardIdentifier="StatsController" id="stats" customClass="StatsController" sceneMemberID="viewController"/>
                """)], ["LibraryController -push-> ShelfController @1️⃣", "LibraryController -sheet-> StatsController @2️⃣"])
    }

    /// A split view whose columns the storyboard fills: showing the detail column pushes its
    /// screen over the master column's (seen through its navigation controller).
    @Test func showingAStoryboardSplitsColumnPushesOverTheColumnBefore() {
        check("""
            final class InboxSplit: UISplitViewController {
                func open() { 2️⃣showColumn(.secondary) }
            }
            final class FoldersController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    (splitViewController as? InboxSplit)?.open()
                }
            }
            final class ThreadController: UIViewController {}
            """, storyboards: ["Main": Self.storyboard(initial: "split", """
                <splitViewController id="split" customClass="InboxSplit" sceneMemberID="viewController">
                    <connections>
                      1️⃣<segue destination="foldersNav" kind="relationship" relationship="masterViewController" id="m1"/>
                      3️⃣<segue destination="thread" kind="relationship" relationship="detailViewController" id="d1"/>
                    </connections>
                </splitViewController>
                <navigationController id="foldersNav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="folders" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                </navigationController>
                <tableViewController id="folders" customClass="FoldersController" sceneMemberID="viewController"/>
                <viewController id="thread" customClass="ThreadController" sceneMemberID="viewController"/>
                """)], [
                "InboxSplit -child-> FoldersController @1️⃣", "InboxSplit -child-> ThreadController @3️⃣",
                "FoldersController -push-> ThreadController @2️⃣",
            ])
    }

    @Test func aStaticMemberOfUIStoryboardDeclaredOutsideTheAppNamesTheStoryboardOfItsName() {
        check(Self.storyboardMemberScreens, storyboards: Self.namedStoryboards, [
            "BoardController -sheet-> PreferencesController @1️⃣", "BoardController -sheet-> DetailsController @2️⃣",
        ])
    }
}

/// The cost of storyboards next to the whole extraction, on an app named by
/// `FLOWGRAPH_STORYBOARD_APP` (a folder); skipped without it.
struct StoryboardCostTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FLOWGRAPH_STORYBOARD_APP"] != nil))
    func parsingStoryboardsCostsLittleNextToTheExtraction() throws {
        let app = ProcessInfo.processInfo.environment["FLOWGRAPH_STORYBOARD_APP"]!
        let files = (FileManager.default.enumerator(atPath: app)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".storyboard") }
        let data = try files.map { try Data(contentsOf: URL(fileURLWithPath: app).appendingPathComponent($0)) }
        func best(_ work: () -> Void) -> Double {
            (0..<5).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                work()
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }.min()!
        }
        let parsing = best { for (file, bytes) in zip(files, data) { _ = StoryboardDocument.parse(bytes, path: file) } }
        let corpus = SourceCorpus.load(paths: [app], root: app)
        _ = SourceExtractor().extract(from: corpus)
        let recognizing = best { _ = StoryboardRecognizer().recognize(in: corpus) }
        let extraction = best { _ = SourceExtractor().extract(paths: [app], root: app) }
        print("storyboards: \(files.count) files, \(data.map(\.count).reduce(0, +)) bytes; parse \(parsing)s, recognise \(recognizing)s, whole extraction \(extraction)s, parse share \(parsing / extraction)")
        #expect(parsing < extraction / 10)
    }
}
