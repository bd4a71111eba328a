import FlowGraph
import FlowGraphExtractor
import Testing

/// A view model holding a wireframe builds the values its screen lists, each keeping a closure
/// that navigates; the screen runs the closure when the user taps the row showing the value.
struct KeptClosureShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// Closures handed to a value's initialiser, and to a value's factory that keeps its
    /// `@escaping` parameter, move from the screens holding the model; a factory that calls its
    /// closure at once runs it with the call, and a model no screen holds moves from nowhere.
    @Test func closuresAModelKeepsInTheValuesItBuildsRunOnItsScreens() {
        check("""
            protocol AtlasWireframe: AnyObject {
                func openRegion(code: String)
                func openHarbor(name: String)
            }
            struct AtlasEntry {
                let caption: String
                let onChoose: () -> Void
            }
            struct Harbor {
                let name: String
                func entry(decorated: Bool, onChoose: @escaping () -> Void) -> AtlasEntry {
                    AtlasEntry(caption: decorated ? "⚓︎ " + name : name, onChoose: onChoose)
                }
                func visitNow(then finish: () -> Void) { finish() }
            }
            final class AtlasModel: ObservableObject {
                @Published private(set) var entries: [AtlasEntry] = []
                private let wireframe: AtlasWireframe
                init(wireframe: AtlasWireframe) { self.wireframe = wireframe }

                func refresh(harbors: [Harbor]) {
                    var built = [AtlasEntry(caption: "North", onChoose: { [weak self] in
                        1️⃣self?.wireframe.openRegion(code: "N")
                    })]
                    for harbor in harbors {
                        built.append(harbor.entry(decorated: true, onChoose: {
                            2️⃣self.wireframe.openHarbor(name: harbor.name)
                        }))
                    }
                    harbors.first?.visitNow(then: { self.wireframe.openRegion(code: "V") })
                    entries = built
                }
            }
            final class LogbookModel {
                let wireframe: AtlasWireframe
                init(wireframe: AtlasWireframe) { self.wireframe = wireframe }
                func note() -> AtlasEntry {
                    AtlasEntry(caption: "log", onChoose: { self.wireframe.openRegion(code: "L") })
                }
            }
            struct AtlasScreen: View {
                @ObservedObject var model: AtlasModel
                var body: some View {
                    List(model.entries, id: \\.caption) { entry in
                        Text(entry.caption).onTapGesture { entry.onChoose() }
                    }
                }
            }
            struct RegionScreen: View { let code: String; var body: some View { Text(code) } }
            struct HarborScreen: View { let name: String; var body: some View { Text(name) } }
            final class AtlasNavigator: AtlasWireframe {
                private let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func begin() {
                    let model = AtlasModel(wireframe: self)
                    stack.setViewControllers([UIHostingController(rootView: AtlasScreen(model: model))], animated: false)
                }
                func openRegion(code: String) {
                    stack.pushViewController(UIHostingController(rootView: RegionScreen(code: code)), animated: true)
                }
                func openHarbor(name: String) {
                    stack.pushViewController(UIHostingController(rootView: HarborScreen(name: name)), animated: true)
                }
            }
            """, [
                "AtlasScreen -push-> RegionScreen @1️⃣", "AtlasScreen -push-> HarborScreen @2️⃣",
            ])
    }
}
