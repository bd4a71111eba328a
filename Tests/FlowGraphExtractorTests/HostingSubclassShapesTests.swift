import FlowGraph
import Testing
@testable import FlowGraphExtractor

/// App subclasses of `UIHostingController` (`ReaderController: UIHostingController<ReaderView>`)
/// built by their own initialisers and handed to an app's pushing helper, beside an overload of
/// the helper taking a SwiftUI view.
@Suite struct HostingSubclassShapesTests {
    private func edges(_ text: String) -> Set<String> {
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [(path: "Shelf.swift", text: text)]))
        return Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
    }

    private static let screens = """
        import SwiftUI
        import UIKit
        struct ChapterView: View { let number: Int; var body: some View { Text("\\(number)") } }
        struct GlossaryView: View { var body: some View { Text("terms") } }
        class ChapterController: UIHostingController<ChapterView> {
            convenience init(chapter: Int, from origin: UIViewController?) { self.init(number: chapter, origin: origin) }
            init(number: Int, origin: UIViewController?) { super.init(rootView: ChapterView(number: number)) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class FootnoteController<Note: View>: UIHostingController<FootnoteController.Frame> {
            init(note: Note) { super.init(rootView: Frame(note: note)) }
            struct Frame: View { let note: Note; var body: some View { note.padding() } }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    /// Built directly, through a convenience initialiser, and handed to a helper's parameter: the
    /// screen is the view the subclass hosts.
    @Test func aHostingSubclassShowsTheViewItHosts() {
        let found = edges(Self.screens + """

            final class ContentsController: UIViewController {
                func openFirst() { navigationController?.pushViewController(ChapterController(chapter: 1, from: self), animated: true) }
                func openSecond() {
                    let next = ChapterController(number: 2, origin: self)
                    show(next)
                }
                private func show(_ controller: UIViewController) { navigationController?.pushViewController(controller, animated: true) }
            }
            @main final class ReaderDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = UINavigationController(rootViewController: ContentsController())
                    return true
                }
            }
            """)
        #expect(found.contains("ContentsController -push-> ChapterView"), "\(found)")
        #expect(!found.contains { $0.contains("ChapterController") }, "\(found)")
    }

    /// `push(_ controller: UIViewController)` and `push<V: View>(_ view: V)` take the same labels:
    /// a controller goes to the one taking controllers, a view to the one hosting views.
    @Test func aControllerGoesToTheOverloadTakingControllers() {
        let found = edges(Self.screens + """

            final class Pager: ObservableObject {
                weak var host: UINavigationController?
                func push<V: View>(_ view: V, animated: Bool = true) {
                    host?.pushViewController(UIHostingController(rootView: view.environmentObject(self)), animated: animated)
                }
                func push(_ controller: UIViewController, animated: Bool = true) {
                    host?.pushViewController(controller, animated: animated)
                }
            }
            struct LibraryView: View {
                @EnvironmentObject var pager: Pager
                var body: some View {
                    Button("Chapter") { pager.push(ChapterController(chapter: 3, from: nil)) }
                    Button("Note") { pager.push(FootnoteController(note: Text("n"))) }
                    Button("Terms") { pager.push(GlossaryView()) }
                }
            }
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { LibraryView().environmentObject(Pager()) } }
            }
            """)
        #expect(found.contains("LibraryView -push-> ChapterView"), "\(found)")
        // A view goes to the other, which hosts it modified (`view.environmentObject(self)`).
        #expect(found.contains("LibraryView -push-> GlossaryView"), "\(found)")
        // A generic subclass hosts what it is given, not its wrapper.
        #expect(!found.contains { $0.contains("Frame") }, "\(found)")
    }

    /// A hosting subclass fixing the view parameter of an app's generic host, built with
    /// `.init(…)` (`LogbookController: PaintedHost<LogbookView>`, `PaintedHost<Content>: DecoratedHost<Content, Paint>
    /// where Content: View`, which wraps it for `UIHostingController`) hosts that view; a view an
    /// app's own `View` extension modifies (`Tides().painted()`) is that view.
    @Test func aViewFixedThroughAGenericHostOrModifiedByAnAppExtensionIsHosted() {
        EdgeExpectation.check("""
            import SwiftUI
            import UIKit
            struct Paint: ViewModifier { func body(content: Content) -> some View { content } }
            class DecoratedHost<Content: View, Decoration: ViewModifier>: UIHostingController<DecoratedHost.Wrapper> {
                init(rootView: Content, decoration: Decoration) { super.init(rootView: .init(content: rootView, decoration: decoration)) }
                struct Wrapper: View { let content: Content; let decoration: Decoration; var body: some View { content.modifier(decoration) } }
                required init?(coder: NSCoder) { fatalError() }
            }
            class PaintedHost<Content>: DecoratedHost<Content, Paint> where Content: View {
                init(rootView: Content) { super.init(rootView: rootView, decoration: Paint()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class LogbookController: PaintedHost<LogbookView> {
                init(entries: [String] = []) { super.init(rootView: .init(entries: entries)) }
                required init?(coder: NSCoder) { fatalError() }
            }
            struct LogbookView: View { let entries: [String]; var body: some View { Text("log") } }
            struct TidesView: View { var body: some View { Text("tides") } }
            extension View {
                func painted(strength: Int = 1) -> some View { modifier(Paint()) }
            }
            final class HarbourViewController: UIViewController {
                func openLog() {
                    let logbook = LogbookController()
                    1️⃣navigationController?.pushViewController(logbook, animated: true)
                }
                func openTides() {
                    let host = UIHostingController(rootView: TidesView().painted())
                    2️⃣navigationController?.pushViewController(host, animated: true)
                }
            }
            """, ["HarbourViewController -push-> LogbookView @1️⃣", "HarbourViewController -push-> TidesView @2️⃣"])
    }
}
