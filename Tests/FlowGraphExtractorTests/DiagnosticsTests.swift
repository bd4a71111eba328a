import FlowGraph
import FlowGraphExtractor
import Testing

/// Diagnostics for the `check` rules and for what cannot be resolved.
struct DiagnosticsTests {
    func diagnostics(_ source: String) -> (FixtureSource, [Diagnostic]) {
        let fixture = FixtureSource(source)
        return (fixture, SourceExtractor().extract(from: fixture.corpus()).diagnostics)
    }

    @Test func aStoryboardSegueIsUnresolvedNavigationNamingTheSegue() {
        let (fixture, found) = diagnostics("""
            final class InboxViewController: UIViewController {
                @objc func compose() {
                    1️⃣performSegue(withIdentifier: "showComposer", sender: self)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            }
            """)
        let segues = found.filter { $0.code == "unresolved-navigation" }
        #expect(segues.count == 1)
        #expect(segues.first?.line == fixture.markerLines["1️⃣"])
        #expect(segues.first?.message.contains("storyboard segue 'showComposer'") == true)
    }

    @Test func nestedStacksAndStacksWrappingTabsAreWarnings() {
        let (fixture, found) = diagnostics("""
            struct Outer: View {
                var body: some View {
                    NavigationStack {
                        1️⃣NavigationStack { Text("x") }
                    }
                }
            }
            struct Wrapper: View {
                var body: some View {
                    NavigationView {
                        2️⃣TabView { Text("a") }
                    }
                }
            }
            struct Shell: View {
                var body: some View {
                    3️⃣NavigationStack { Outer() }
                }
            }
            struct Modal: View {
                @State var shown = false
                var body: some View {
                    NavigationStack {
                        Text("x").sheet(isPresented: $shown) { NavigationStack { Text("y") } }
                    }
                }
            }
            """)
        let nested = found.filter { $0.code == "nested-navigation-stack" }
        #expect(nested.allSatisfy { $0.severity == .warning })
        #expect(Set(nested.map(\.line)) == Set(["1️⃣", "2️⃣", "3️⃣"].compactMap { fixture.markerLines[$0] }))
    }

    @Test func navigationViewIsANote() {
        let (fixture, found) = diagnostics("""
            struct Old: View {
                var body: some View { 1️⃣NavigationView { Text("x") } }
            }
            """)
        #expect(found.contains { $0.code == "navigation-view" && $0.severity == .note && $0.line == fixture.markerLines["1️⃣"] })
    }

    @Test func aLinkToSomethingUnknownIsUnresolved() {
        let (fixture, found) = diagnostics("""
            struct Menu: View {
                let makeDestination: () -> AnyView
                var body: some View { 1️⃣NavigationLink(destination: makeDestination()) { Text("x") } }
            }
            """)
        #expect(found.contains { $0.code == "unresolved-navigation" && $0.severity == .warning && $0.line == fixture.markerLines["1️⃣"] })
    }

    @Test func aRouteFromARuntimeValueIsUnresolvedWithTheExpression() {
        let (fixture, found) = diagnostics("""
            enum Route: Hashable { case a, b }
            final class Nav: ObservableObject {
                @Published var path = NavigationPath()
                func go(_ route: Route) { path.append(route) }
            }
            struct Screen: View {
                @EnvironmentObject var nav: Nav
                let next: Route
                var body: some View { 1️⃣Button("Go") { nav.go(next) } }
            }
            """)
        let unresolved = found.first { $0.code == "unresolved-navigation" }
        #expect(unresolved?.line == fixture.markerLines["1️⃣"])
        #expect(unresolved?.message.contains("nav.go(next)") == true)
    }

    @Test func routeCasesNoDestinationMapsAreNotes() {
        let (fixture, found) = diagnostics("""
            enum Page: Hashable {
                case home
                1️⃣case orphan
            }
            struct Root: View {
                @State var path: [Page] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        HomePage().navigationDestination(for: Page.self) { page in
                            switch page {
                            case .home: HomePage()
                            case .orphan: EmptyView()
                            }
                        }
                    }
                }
            }
            struct HomePage: View { var body: some View { Text("") } }
            """)
        #expect(found.filter { $0.code == "unhandled-route" }.map(\.line) == [fixture.markerLines["1️⃣"]])
    }
}
