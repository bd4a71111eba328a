import FlowGraph
import FlowGraphExtractor
import Testing

/// Type erasers: generic wrappers built from any value of a protocol, whose methods call closures
/// their initialiser made over that value.
struct TypeEraserShapesTests {
    /// A screen's events go through an erased hub (`Hub<GardenEvent>` built from a handler) to the
    /// handler, which sends destinations through an erased flow (`AnyFlow<GardenDestination>` built
    /// as `erased()`) to the flow showing them: each call runs the conformer whose method takes
    /// what the wrapper's generic arguments fix (not another flow's, `PondFlow`'s).
    @Test func callsThroughErasedWrappersRunTheConformerTheirArgumentsFix() {
        EdgeExpectation.check("""
            protocol Flow<Destination>: AnyObject {
                associatedtype Destination
                func go(to destination: Destination, context: AnyObject?)
            }
            extension Flow {
                func go(to destination: Destination) { go(to: destination, context: nil) }
                func erased() -> AnyFlow<Destination> { AnyFlow(self) }
            }
            final class AnyFlow<Destination>: Flow {
                private let doGo: (Destination, AnyObject?) -> Void
                init<F: Flow>(_ flow: F) where F.Destination == Destination {
                    doGo = { flow.go(to: $0, context: $1) }
                }
                func go(to destination: Destination, context: AnyObject?) { doGo(destination, context) }
            }
            protocol Handler: AnyObject {
                associatedtype Event
                func handle(_ event: Event)
            }
            class BaseHandler<Event>: Handler {
                func handle(_ event: Event) {}
            }
            final class Hub<Event>: ObservableObject {
                private var forward: ((Event) -> Void)?
                init<H: Handler>(handler: H) where H.Event == Event {
                    forward = { handler.handle($0) }
                }
                func dispatch(_ event: Event) { forward?(event) }
            }
            enum GardenDestination { case bed, shed }
            enum GardenEvent { case bedTapped, shedTapped }
            enum PondDestination { case fish }
            final class GardenHandler: BaseHandler<GardenEvent> {
                private let flow: AnyFlow<GardenDestination>
                init(flow: AnyFlow<GardenDestination>) { self.flow = flow }
                override func handle(_ event: GardenEvent) {
                    switch event {
                    case .bedTapped: flow.go(to: .bed)
                    case .shedTapped: flow.go(to: .shed)
                    }
                }
            }
            final class GardenFlow: Flow {
                private weak var navigation: UINavigationController?
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let hub = Hub(handler: GardenHandler(flow: erased()))
                    navigation?.setViewControllers([UIHostingController(rootView: GardenView(hub: hub))], animated: false)
                }
                func go(to destination: GardenDestination, context: AnyObject?) {
                    switch destination {
                    case .bed: navigation?.pushViewController(UIHostingController(rootView: BedView()), animated: true)
                    case .shed: navigation?.present(UIHostingController(rootView: ShedView()), animated: true)
                    }
                }
            }
            final class PondFlow: Flow {
                private weak var navigation: UINavigationController?
                func go(to destination: PondDestination, context: AnyObject?) {
                    navigation?.pushViewController(UIHostingController(rootView: FishView()), animated: true)
                }
            }
            struct GardenView: View {
                @ObservedObject var hub: Hub<GardenEvent>
                var body: some View {
                    Button("Bed") { 2️⃣hub.dispatch(.bedTapped) }
                    Button("Shed") { 3️⃣hub.dispatch(.shedTapped) }
                }
            }
            struct BedView: View { var body: some View { Text("b") } }
            struct ShedView: View { var body: some View { Text("s") } }
            struct FishView: View { var body: some View { Text("f") } }
            @main final class GardenDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var flow: GardenFlow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let navigation = UINavigationController()
                    window = UIWindow()
                    window?.rootViewController = navigation
                    flow = GardenFlow(navigation: navigation)
                    1️⃣flow?.start()
                    return true
                }
            }
            """, [
                "GardenDelegate -child-> GardenView @1️⃣",
                "GardenView -push-> BedView @2️⃣",
                "GardenView -sheet-> ShedView @3️⃣",
            ])
    }
}
