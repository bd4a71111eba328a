import FlowGraph
import FlowGraphExtractor
import Testing

/// SwiftUI screens asking the app's shell to present something by posting: the shell observes
/// (`.onReceive(NotificationCenter.default.publisher(for:))`, a subject's `sink`) and sets its own
/// presentation state, often to what the post carries. The move starts where the post is written.
struct PostedPayloadShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// An observer that only sets a flag its cover is bound to: posting presents the cover.
    @Test func anObserverSettingPresentationStateMovesFromThePoster() {
        check("""
            extension Notification.Name {
                static let askForPin = Notification.Name("askForPin")
            }
            struct Shell: View {
                @State private var asksForPin = false
                var body: some View {
                    NavigationStack {
                        NavigationLink("Vault") { VaultScreen() }
                    }
                    .fullScreenCover(isPresented: $asksForPin) { PinPad() }
                    .onReceive(NotificationCenter.default.publisher(for: .askForPin)) { _ in
                        asksForPin = true
                    }
                }
            }
            struct VaultScreen: View {
                var body: some View {
                    Button("Lock") { 1️⃣NotificationCenter.default.post(name: .askForPin, object: nil) }
                }
            }
            struct PinPad: View { var body: some View { Text("PIN") } }
            """, [
            "Shell -push-> VaultScreen",
            "VaultScreen -fullScreenCover-> PinPad @1️⃣",
        ])
    }

    /// The notification's `object` chooses the sheet (`note.object as? Overlay`); posted directly or
    /// through the app's top-level helper, whose parameter carries it.
    @Test func theObjectANotificationCarriesIsWhatItsObserverPresents() {
        check("""
            enum Overlay: Identifiable {
                case share(String)
                case feedback
                case about
                var id: String { "\\(self)" }
            }
            extension Notification.Name {
                static let showOverlay = Notification.Name("showOverlay")
            }
            func showOverlay(_ overlay: Overlay) {
                NotificationCenter.default.post(name: .showOverlay, object: overlay)
            }
            struct Shell: View {
                @State private var overlay: Overlay?
                var body: some View {
                    NavigationStack {
                        NavigationLink("Article") { ArticleScreen() }
                    }
                    .sheet(item: $overlay) { shown in
                        switch shown {
                        case .share(let text): ShareScreen(text: text)
                        case .feedback: FeedbackScreen()
                        case .about: AboutScreen()
                        }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .showOverlay)) { note in
                        guard let requested = note.object as? Overlay else { return }
                        overlay = requested
                    }
                }
            }
            struct ArticleScreen: View {
                var body: some View {
                    Button("Share") { 1️⃣showOverlay(.share("text")) }
                    Button("Feedback") { 2️⃣NotificationCenter.default.post(name: .showOverlay, object: Overlay.feedback) }
                }
            }
            struct ShareScreen: View { let text: String; var body: some View { Text(text) } }
            struct FeedbackScreen: View { var body: some View { Text("Feedback") } }
            struct AboutScreen: View { var body: some View { Text("About") } }
            """, [
            "Shell -push-> ArticleScreen",
            "ArticleScreen -sheet-> Overlay.share @1️⃣",
            "ArticleScreen -sheet-> Overlay.feedback @2️⃣",
        ])
    }

    /// A subject's subscriber handed the value sent (`.sink { self.overlay = $0 }`) presents it.
    @Test func theValueSentOnASubjectIsWhatItsSubscriberPresents() {
        check("""
            import Combine
            enum Overlay: Identifiable {
                case share
                case about
                var id: Self { self }
            }
            final class Requests {
                static let shared = Requests()
                let overlay = PassthroughSubject<Overlay, Never>()
            }
            struct Shell: View {
                @State private var overlay: Overlay?
                var body: some View {
                    NavigationStack {
                        NavigationLink("Article") { ArticleScreen() }
                    }
                    .sheet(item: $overlay) { shown in
                        switch shown {
                        case .share: ShareScreen()
                        case .about: AboutScreen()
                        }
                    }
                    .onReceive(Requests.shared.overlay) { self.overlay = $0 }
                }
            }
            struct ArticleScreen: View {
                var body: some View {
                    Button("Share") { 1️⃣Requests.shared.overlay.send(.share) }
                }
            }
            struct ShareScreen: View { var body: some View { Text("Share") } }
            struct AboutScreen: View { var body: some View { Text("About") } }
            """, [
            "Shell -push-> ArticleScreen",
            "ArticleScreen -sheet-> Overlay.share @1️⃣",
        ])
    }

    /// The app's top-level helper runs where it is called; one handed an error to handle
    /// (re-authenticating when a session expired) is failure plumbing, no move of each screen calling it.
    @Test func aTopLevelHelperNavigatesForItsCallersUnlessItHandlesAnError() {
        check("""
            enum Place: Hashable { case inbox, signIn }
            final class Router: ObservableObject {
                static let shared = Router()
                @Published var path: [Place] = []
                func go(_ place: Place) { path.append(place) }
            }
            func openInbox(unread: Bool) {
                if unread { Router.shared.go(.inbox) }
            }
            func recover(from error: Error) {
                if (error as NSError).code == 401 { Router.shared.go(.signIn) }
            }
            struct Home: View {
                @ObservedObject var router = Router.shared
                var body: some View {
                    NavigationStack(path: $router.path) {
                        VStack {
                            Button("Inbox") { 1️⃣openInbox(unread: true) }
                            Button("Reload") {
                                do { try reload() } catch { recover(from: error) }
                            }
                        }
                        .navigationDestination(for: Place.self) { place in
                            switch place {
                            case .inbox: InboxScreen()
                            case .signIn: SignInScreen()
                            }
                        }
                    }
                }
                func reload() throws {}
            }
            struct InboxScreen: View { var body: some View { Text("Inbox") } }
            struct SignInScreen: View { var body: some View { Text("Sign in") } }
            """, [
            "Home -push-> Place.inbox @1️⃣",
        ])
    }

    /// A typed event bus of the app's own: `emit<E>` posts the notification named by the event's
    /// type and `events<E>` publishes it, each call naming the event by a static member
    /// (`emit(.openPanel(.tips))`, `.onReceive(events(.openPanel)) { panel in … }`).
    @Test func aTypedBusOfTheAppsOwnDeliversWhatEachCallNames() {
        check("""
            import Combine
            enum Panel: Identifiable {
                case tips
                case credits
                var id: Self { self }
            }
            protocol BusEvent {
                associatedtype Payload
                var payload: Payload { get }
            }
            extension BusEvent {
                static var notificationName: Notification.Name { Notification.Name(String(describing: Self.self)) }
            }
            struct OpenPanel: BusEvent { var payload: Panel }
            struct Outgoing<E: BusEvent> { let event: E }
            struct Subscription<E: BusEvent> {}
            extension Outgoing {
                static func openPanel(_ panel: Panel) -> Outgoing<OpenPanel> { .init(event: OpenPanel(payload: panel)) }
            }
            extension Subscription {
                static var openPanel: Subscription<OpenPanel> { .init() }
            }
            func emit<E: BusEvent>(_ outgoing: Outgoing<E>) {
                DispatchQueue.main.async {
                    NotificationCenter.default.post(name: E.notificationName, object: outgoing.event.payload)
                }
            }
            func events<E: BusEvent>(_ subscription: Subscription<E>) -> AnyPublisher<E.Payload, Never> {
                NotificationCenter.default.publisher(for: E.notificationName)
                    .map { $0.object as! E.Payload }
                    .eraseToAnyPublisher()
            }
            struct Shell: View {
                @State private var panel: Panel?
                var body: some View {
                    NavigationStack {
                        NavigationLink("Guide") { GuideScreen() }
                    }
                    .sheet(item: $panel) { shown in
                        switch shown {
                        case .tips: TipsScreen()
                        case .credits: CreditsScreen()
                        }
                    }
                    .onReceive(events(.openPanel)) { requested in
                        panel = requested
                    }
                }
            }
            struct GuideScreen: View {
                var body: some View {
                    Button("Tips") { 1️⃣emit(.openPanel(.tips)) }
                }
            }
            struct TipsScreen: View { var body: some View { Text("Tips") } }
            struct CreditsScreen: View { var body: some View { Text("Credits") } }
            """, [
            "Shell -push-> GuideScreen",
            "GuideScreen -sheet-> Panel.tips @1️⃣",
        ])
    }

    /// A post written in the app's top-level helper is made by the screens calling the helper: the
    /// observer raising the flag moves for them, not on its own.
    @Test func aPostInATopLevelHelperIsMadeByItsCallers() {
        check("""
            extension Notification.Name {
                static let askForPin = Notification.Name("askForPin")
            }
            func requestPin() {
                NotificationCenter.default.post(name: .askForPin, object: nil)
            }
            struct Shell: View {
                @State private var asksForPin = false
                var body: some View {
                    NavigationStack {
                        NavigationLink("Vault") { VaultScreen() }
                    }
                    .fullScreenCover(isPresented: $asksForPin) { PinPad() }
                    .onReceive(NotificationCenter.default.publisher(for: .askForPin)) { _ in asksForPin = true }
                }
            }
            struct VaultScreen: View {
                var body: some View { Button("Lock") { 1️⃣requestPin() } }
            }
            struct PinPad: View { var body: some View { Text("PIN") } }
            """, [
            "Shell -push-> VaultScreen",
            "VaultScreen -fullScreenCover-> PinPad @1️⃣",
        ])
    }
}
