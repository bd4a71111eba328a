import Testing

/// Navigation requested by storing a value in a shared model's property that a screen observes
/// (`.onChange(of: model.pending) { _, new in path.append(new) }`, `.onReceive(model.$pending)`,
/// `model.$pending.sink { … }`): storing the value runs the observer with it, so the move starts
/// where the value is stored, not at the observer; the case stored is the one shown.
struct ObservedPropertyShapesTests {
    /// A list asks the shared navigator for a place; the shell, observing the navigator's pending
    /// place, pushes it on its stack. Only the case asked for is pushed.
    @Test func aStoredRouteRunsTheObserverWithIt() {
        EdgeExpectation.check("""
            import SwiftUI

            enum Spot: Hashable { case shelf(Int), reader(Int), about }

            @Observable
            final class Steering {
                var awaiting: Spot?
                func request(_ spot: Spot) { awaiting = spot }
            }

            @main
            struct ArchiveApp: App {
                var body: some Scene { WindowGroup { ArchiveWindow() } }
            }

            struct ArchiveWindow: View {
                @State private var steering = Steering()
                @State private var trail: [Spot] = []
                var body: some View {
                    NavigationStack(path: $trail) {
                        ShelfList(steering: steering)
                            .navigationDestination(for: Spot.self) { spot in
                                switch spot {
                                case .shelf(let id): ShelfPage(id: id)
                                case .reader(let id): ReaderPage(id: id)
                                case .about: AboutPage()
                                }
                            }
                    }
                    .onChange(of: steering.awaiting) { _, fresh in
                        guard let fresh else { return }
                        trail.append(fresh)
                    }
                }
            }

            struct ShelfList: View {
                let steering: Steering
                var body: some View {
                    1️⃣Button("Open") { steering.request(.reader(7)) }
                }
            }
            struct ShelfPage: View { let id: Int; var body: some View { Text("") } }
            struct ReaderPage: View { let id: Int; var body: some View { Text("") } }
            struct AboutPage: View { var body: some View { Text("") } }
            """, [
                "ArchiveApp -child-> ShelfList",
                "ShelfList -push-> Spot.reader @1️⃣",
            ])
    }

    /// A coordinator subscribed to its model's published flag presents a sheet when the screen's
    /// button raises the flag: the sheet opens over that screen.
    @Test func aPublishedFlagRaisedByAScreenPresentsForIt() {
        EdgeExpectation.check("""
            import UIKit
            import Combine

            final class TipsModel: ObservableObject {
                @Published var wantsHelp = false
            }

            final class TipsCoordinator {
                let stack: UINavigationController
                let model = TipsModel()
                private var bag = Set<AnyCancellable>()
                init(stack: UINavigationController) {
                    self.stack = stack
                    model.$wantsHelp.sink { [weak self] asked in
                        guard asked else { return }
                        self?.stack.present(HelpController(), animated: true)
                    }.store(in: &bag)
                }
                func start() {
                    stack.setViewControllers([TipsController(model: model)], animated: false)
                }
            }

            @main
            final class TipsApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let coordinator = TipsCoordinator(stack: UINavigationController())
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = coordinator.stack
                    2️⃣coordinator.start()
                    return true
                }
            }

            final class TipsController: UIViewController {
                let model: TipsModel
                init(model: TipsModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
                @objc func helpTapped() {
                    1️⃣model.wantsHelp = true
                }
            }
            final class HelpController: UIViewController {}
            """, [
                "TipsApp -child-> TipsController @2️⃣",
                "TipsController -sheet-> HelpController @1️⃣",
            ])
    }

    /// A controller observing its own view model, whose state only the controller's hosted form
    /// changes: the observer's moves stay the controller's own (all the cases it handles), not
    /// the form's.
    @Test func aControllersOwnModelStateStaysItsOwn() {
        EdgeExpectation.check("""
            import UIKit
            import SwiftUI
            import Combine

            enum Phase { case editing, refused, accepted }

            final class EnrolModel: ObservableObject {
                @Published var phase = Phase.editing
                func submit(code: String) { phase = code.isEmpty ? .refused : .accepted }
            }

            final class EnrolController: UIViewController {
                private let model = EnrolModel()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let form = UIHostingController(rootView: EnrolForm(model: model))
                    addChild(form)
                    view.addSubview(form.view)
                    model.$phase.sink { [weak self] phase in
                        switch phase {
                        case .accepted: 1️⃣self?.navigationController?.pushViewController(BadgeController(), animated: true)
                        case .refused, .editing: break
                        }
                    }.store(in: &bag)
                }
            }

            struct EnrolForm: View {
                @ObservedObject var model: EnrolModel
                var body: some View { Button("Send") { model.submit(code: "") } }
            }
            final class BadgeController: UIViewController {}

            @main
            final class EnrolApp: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    2️⃣window?.rootViewController = UINavigationController(rootViewController: EnrolController())
                    return true
                }
            }
            """, [
                "EnrolApp -child-> EnrolController @2️⃣",
                "EnrolController -push-> BadgeController @1️⃣",
            ])
    }

    /// An observer turning a shared flag into its sheet (`sheet = $0 ? .pin : nil`): the sheet's
    /// own screen lowering the flag opens nothing, and the flag raised by a method no type of the
    /// app calls leaves the observer presenting on its own.
    @Test func aFlagLoweredByThePresentedScreenOpensNothing() {
        EdgeExpectation.check("""
            import SwiftUI

            final class PinGate: ObservableObject {
                @Published var isAsking = false
                func requestPin() { isAsking = true }
                func settle() { isAsking = false }
            }

            enum Overlay: Identifiable { case pin, credits; var id: Self { self } }

            @main
            struct VaultApp: App { var body: some Scene { WindowGroup { 1️⃣VaultHome() } } }

            struct VaultHome: View {
                @StateObject private var gate = PinGate()
                @State private var overlay: Overlay?
                var body: some View {
                    List { 2️⃣Button("Credits") { overlay = .credits } }
                        .sheet(item: $overlay) { shown in
                            switch shown {
                            case .pin: PinPad(gate: gate)
                            case .credits: Text("credits")
                            }
                        }
                        .onChange(of: gate.isAsking) {
                            3️⃣overlay = $0 ? .pin : nil
                        }
                }
            }

            struct PinPad: View {
                @ObservedObject var gate: PinGate
                var body: some View { Button("OK") { gate.settle() } }
            }
            """, [
                "VaultApp -child-> VaultHome @1️⃣",
                "VaultHome -sheet-> Overlay.credits @2️⃣",
                "VaultHome -sheet-> Overlay.pin @3️⃣",
            ])
    }

    /// An observer mirroring a shared flag into its own state (`showsQueue = raised`) that a
    /// `.sheet(isPresented:)` reads: the screen raising the flag presents the sheet.
    @Test func aMirroredFlagPresentsForTheScreenRaisingIt() {
        EdgeExpectation.check("""
            import SwiftUI

            @Observable
            final class Conductor {
                var wantsQueue = false
            }

            @main
            struct RadioApp: App {
                @State private var conductor = Conductor()
                var body: some Scene { WindowGroup { 1️⃣StationsRoot(conductor: conductor) } }
            }

            struct StationsRoot: View {
                let conductor: Conductor
                @State private var showsQueue = false
                var body: some View {
                    TabView {
                        2️⃣NowPlayingBar(conductor: conductor).tabItem { Text("Now") }
                    }
                    .onChange(of: conductor.wantsQueue) { _, raised in
                        showsQueue = raised
                    }
                    .sheet(isPresented: $showsQueue) { QueueSheet() }
                }
            }

            struct NowPlayingBar: View {
                let conductor: Conductor
                var body: some View {
                    3️⃣Button("Queue") { conductor.wantsQueue = true }
                }
            }
            struct QueueSheet: View { var body: some View { Text("") } }
            """, [
                "RadioApp -child-> StationsRoot @1️⃣",
                "StationsRoot -tab-> NowPlayingBar @2️⃣",
                "NowPlayingBar -sheet-> QueueSheet @3️⃣",
            ])
    }
}
