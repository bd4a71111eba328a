import FlowGraph
import FlowGraphExtractor
import Testing

/// A screen's implementation of an app protocol's requirement runs when another type calls it on
/// a value of the protocol: the screen on top then is the caller's, so its moves start there. A
/// cell or a component the screen builds is part of the screen; a dispatcher keyed by constants
/// runs only the branch its key selects.
struct DelegateCallbackShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The chooser the canvas pushes tells its delegate what was chosen; the canvas then pushes
    /// the palette over the chooser: a move of the chooser's, not the canvas's.
    @Test func aDelegateCallbackMovesFromTheScreenCallingIt() {
        check("""
            import UIKit
            protocol SwatchChoosing: AnyObject {
                func swatchChooser(_ chooser: SwatchChooserController, didChoose hue: Double)
            }
            final class CanvasController: UIViewController, SwatchChoosing {
                func chooseSwatch() {
                    let chooser = SwatchChooserController()
                    chooser.delegate = self
                    1️⃣navigationController?.pushViewController(chooser, animated: true)
                }
                func swatchChooser(_ chooser: SwatchChooserController, didChoose hue: Double) {
                    navigationController?.pushViewController(PaletteController(hue: hue), animated: true)
                }
            }
            final class SwatchChooserController: UIViewController {
                weak var delegate: SwatchChoosing?
                func pick(_ hue: Double) {
                    2️⃣delegate?.swatchChooser(self, didChoose: hue)
                }
            }
            final class PaletteController: UIViewController {
                init(hue: Double) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """, [
                "CanvasController -push-> SwatchChooserController @1️⃣",
                "SwatchChooserController -push-> PaletteController @2️⃣",
            ])
    }

    /// A cell's delegate is the screen listing it, and a section helper the screen builds reports
    /// to it too: both are parts of that screen, which moves.
    @Test func aCellOrAComponentCallingItsScreenIsPartOfThatScreen() {
        check("""
            import UIKit
            protocol EpisodeRowDelegate: AnyObject {
                func episodeRowDidTapShow(_ row: EpisodeRow)
            }
            protocol ChapterSectionDelegate: AnyObject {
                func chapterSection(didOpen index: Int)
            }
            final class EpisodeRow: UITableViewCell {
                weak var delegate: EpisodeRowDelegate?
                @objc func showTapped() { delegate?.episodeRowDidTapShow(self) }
            }
            final class ChapterSection {
                weak var delegate: ChapterSectionDelegate?
                func select(_ index: Int) { delegate?.chapterSection(didOpen: index) }
            }
            final class QueueController: UITableViewController, EpisodeRowDelegate, ChapterSectionDelegate {
                lazy var chapters: ChapterSection = {
                    let section = ChapterSection()
                    section.delegate = self
                    return section
                }()
                func episodeRowDidTapShow(_ row: EpisodeRow) {
                    1️⃣navigationController?.pushViewController(ShowController(), animated: true)
                }
                func chapterSection(didOpen index: Int) {
                    2️⃣present(ChapterController(), animated: true)
                }
            }
            final class ShowController: UIViewController {}
            final class ChapterController: UIViewController {}
            """, [
                "QueueController -push-> ShowController @1️⃣",
                "QueueController -sheet-> ChapterController @2️⃣",
            ])
    }

    /// Screens ask a shared dispatcher to go to a place named by a constant; the dispatcher compares
    /// the key with each place (`==` in one, `case` labels in the other) and asks the tab bar, which
    /// conforms to the hosting protocol, to show it: each call reaches only its place.
    @Test func aDispatcherKeyedByConstantsRunsTheBranchItsKeySelects() {
        check("""
            import UIKit
            protocol PlaceHosting: AnyObject {
                func showReceipt(_ id: String)
                func showWallet()
                func showHelp()
            }
            enum Places {
                static let receipt = "receipt-page"
                static let wallet = "wallet-page"
            }
            final class PlaceDispatcher {
                static let shared = PlaceDispatcher()
                static let help = "help-page"
                weak var host: PlaceHosting?
                func register(_ host: PlaceHosting) { self.host = host }
                func go(to place: String, id: String = "") {
                    if place == Places.receipt {
                        host?.showReceipt(id)
                    } else if place == Places.wallet {
                        host?.showWallet()
                    }
                }
                func jump(_ place: String) {
                    switch place {
                    case Self.help: host?.showHelp()
                    case Places.wallet: host?.showWallet()
                    default: break
                    }
                }
            }
            final class ShellTabsController: UITabBarController, PlaceHosting {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    PlaceDispatcher.shared.register(self)
                }
                func showReceipt(_ id: String) {
                    (selectedViewController as? UINavigationController)?.pushViewController(ReceiptController(), animated: true)
                }
                func showWallet() {
                    present(WalletController(), animated: true)
                }
                func showHelp() {
                    present(HelpController(), animated: true)
                }
            }
            final class HistoryController: UIViewController {
                func openLatest() { 1️⃣PlaceDispatcher.shared.go(to: Places.receipt, id: "42") }
            }
            final class BalanceController: UIViewController {
                func openWallet() { 2️⃣PlaceDispatcher.shared.go(to: "wallet-page") }
                func needHelp() { 3️⃣PlaceDispatcher.shared.jump(PlaceDispatcher.help) }
            }
            final class ReceiptController: UIViewController {}
            final class WalletController: UIViewController {}
            final class HelpController: UIViewController {}
            """, [
                "HistoryController -push-> ReceiptController @1️⃣",
                "BalanceController -sheet-> WalletController @2️⃣",
                "BalanceController -sheet-> HelpController @3️⃣",
            ])
    }
}
