import FlowGraph
import FlowGraphExtractor
import Foundation
import Testing

/// Swift files written to hurt: each case is the smallest reproducer of a crash, hang or wrong
/// output fuzzing found (issue 17). Each must give a graph and diagnostics, quickly: the time
/// limits are hang guards, not benchmarks.
struct HostileSourceTests {
    /// A screen that navigates, so each case also shows the rest of the app is still read.
    static let home = """
        import SwiftUI
        struct Home: View { var body: some View { NavigationLink("x") { Detail() } } }
        struct Detail: View { var body: some View { Text("") } }

        """

    private func extract(_ text: String, path: String = "Hostile.swift") -> NavigationGraph {
        SourceExtractor().extract(from: SourceCorpus(sources: [("Home.swift", Self.home), (path, text)], parsesEveryFile: true))
    }

    /// The hostile file is skipped with a diagnostic naming it and the line where it went too deep.
    private func expectSkipped(_ graph: NavigationGraph, line: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let diagnostic = graph.diagnostics.first { $0.code == "too-deeply-nested" }
        #expect(diagnostic?.file == "Hostile.swift", sourceLocation: sourceLocation)
        #expect(diagnostic?.line == line, sourceLocation: sourceLocation)
        #expect(graph.edges.contains { $0.from == "Home" && $0.to == "Detail" }, sourceLocation: sourceLocation)
    }

    // Cause 1: SwiftParser's stack overflowed (signal 11) on these.

    @Test(.timeLimit(.minutes(1))) func deepGenericArgumentsAreSkipped() {
        expectSkipped(extract("\n" + "let x: " + String(repeating: "Array<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = []\n"), line: 2)
    }

    @Test(.timeLimit(.minutes(1))) func aLongElseIfChainIsSkipped() {
        let chain = (1..<20_000).map { " else if x == \($0) { }\n" }.joined()
        expectSkipped(extract("func f(_ x: Int) {\n if x == 0 { }\n" + chain + "}\n"), line: 2 + elseIfChainLimit + 1)
    }

    @Test(.timeLimit(.minutes(1))) func deepPoundIfIsSkipped() {
        expectSkipped(extract(String(repeating: "#if A\n", count: 20_000) + "let y = 1\n" + String(repeating: "#endif\n", count: 20_000)), line: 17)
    }

    @Test(.timeLimit(.minutes(1))) func unclosedBracketsAreSkipped() {
        expectSkipped(extract("let z = " + String(repeating: "(", count: 5_000) + "\n"), line: 1)
        expectSkipped(extract("let z = " + String(repeating: "[", count: 5_000) + "\n"), line: 1)
    }

    /// Cause 7: memory grew quadratically with the depth of nested interpolations (4,000: 785 MB).
    @Test(.timeLimit(.minutes(1))) func deeplyNestedInterpolationIsSkipped() {
        var literal = "1"
        for _ in 0..<4_000 { literal = "\"\\(" + literal + ")\"" }
        expectSkipped(extract("\nlet s = " + literal + "\n"), line: 2)
    }

    /// What real code nests, and a little more, is still parsed and analysed.
    @Test(.timeLimit(.minutes(1))) func nestingUpToTheLimitsIsParsed() {
        let chain = (1..<1_000).map { " else if x == \($0) { }\n" }.joined()
        let parens = String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)
        let graph = extract("func f(_ x: Int) {\n if x == 0 { }\n" + chain + "}\nlet p = " + parens + "\nlet a = [[[[[[[[[[1]]]]]]]]]]\n")
        #expect(!graph.diagnostics.contains { $0.code == "too-deeply-nested" || $0.code == "parse-error" })
    }

    /// Cause 2: SwiftParser's lookahead is exponential in nested array literals (26 levels: 18 s).
    @Test(.timeLimit(.minutes(1))) func nestedArrayLiteralsAreSkipped() {
        expectSkipped(extract("\n\nlet a = " + String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26) + "\n"), line: 3)
    }

    /// Found by `make fuzz` (seed 2024): with `\r` line endings the scan took a `//` comment to
    /// run to the end of the file, so nested `[` after it reached SwiftParser's exponential lookahead.
    @Test(.timeLimit(.minutes(1))) func nestingAfterACommentWithCarriageReturnsIsSkipped() {
        expectSkipped(extract("// a comment\rlet s = \"\\(I" + String(repeating: "[", count: 40) + "1)\"\r"), line: 2)
    }

    /// Found by `make fuzz` (seed 2024): SwiftParser's recovery from a call chain in a member list
    /// is quadratic (2,000 `.padding()` in a struct: over a minute). Chains past 100 calls are skipped.
    @Test(.timeLimit(.minutes(1))) func aVeryLongCallChainIsSkipped() {
        expectSkipped(extract("struct Contact {\n" + String(repeating: " .padding()", count: 2_000) + "\n}\n"), line: 2)
    }

    /// Found by a seeded fuzz run (seed 99, case 1,282): 300 calls spliced into a protocol
    /// requirement's name, before a class, took SwiftParser 7–11 s to recover from (quadratic;
    /// 200 calls 2.6 s).
    @Test(.timeLimit(.minutes(1))) func aCallChainInAProtocolRequirementIsSkipped() {
        let text = "protocol D: AnyObject {\n    func coordinator" + String(repeating: ".padding()", count: 200)
            + "DidFinish(_ c: Int)\n}\n@MainActor\nfinal class C: ObservableObject {\n    enum Step: Int {\n}\n"
        expectSkipped(extract(text), line: 2)
    }

    /// Found by a seeded fuzz run (seed 99, case 700): `#if` splitting a class's inheritance list,
    /// 150 levels deep around a 95 KB identifier, took SwiftParser 13–19 s (it reads what follows
    /// once per open level); past 16 levels a file is skipped.
    @Test(.timeLimit(.minutes(1))) func deepPoundIfInAnInheritanceListIsSkipped() {
        let text = "import UIKit\nfinal class AppDelegate: UIRe" + String(repeating: "#if A\n", count: 40)
            + "#if A" + String(repeating: "x", count: 95_000) + "\nsponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        expectSkipped(extract(text), line: 2 + Int(poundIfNestingLimit))
    }

    /// Found by `make fuzz` (seed 2024, cases 8,521 and 9,685): 150 nested `Array<` around a
    /// 70 KB identifier in an enum case took SwiftParser 8–12 s; past 16 levels a file is skipped.
    @Test(.timeLimit(.minutes(1))) func deepGenericsAroundALongIdentifierAreSkipped() {
        let text = "enum E {\n    case m" + String(repeating: "Array<", count: 40) + String(repeating: "x", count: 70_000) + "\n}\n"
        expectSkipped(extract(text), line: 2)
    }

    /// Found by `make fuzz` (seed 2024, case 46): 150 open `(` around a 92 KB identifier took
    /// SwiftParser 5–10 s (a string as long, 10 s): a long token deep inside brackets is skipped.
    @Test(.timeLimit(.minutes(1)), arguments: [false, true]) func aLongTokenInsideDeepBracketsIsSkipped(string: Bool) {
        let token = string ? "\"" + String(repeating: "x", count: 90_000) + "\"" : String(repeating: "x", count: 90_000)
        let text = "import SwiftUI\n\nextension Dex[x" + String(repeating: "(", count: 150) + token + "cimal {\n    var t: String { \"\" }\n}\n"
        expectSkipped(extract(text), line: 3)
    }

    /// Cause 3: each call of a long modifier chain re-read the chain (8,000 calls: 54 s); chains up
    /// to the scan's limit of 100 calls are analysed.
    @Test(.timeLimit(.minutes(1))) func aLongModifierChainIsLinear() {
        let text = "import SwiftUI\nstruct P: View { var body: some View { NavigationStack { Text(\"a\")"
            + String(repeating: ".padding()", count: 100)
            + ".sheet(isPresented: .constant(true)) { Detail() } } } }\n"
        let graph = extract(text)
        #expect(graph.edges.contains { $0.from == "Home" && $0.to == "Detail" })
    }

    /// Cause 4: ancestor chains were re-walked for every class (2,000 subclasses: 12.7 s; 43.7 s looping).
    @Test(.timeLimit(.minutes(1)), arguments: [false, true]) func aDeepClassHierarchyIsLinear(loops: Bool) {
        let count = 2_000
        var text = "import UIKit\nclass C0: \(loops ? "C\(count - 1)" : "UIViewController") {}\n"
        for index in 1..<count {
            text += "class C\(index): C\(index - 1) { func go() { navigationController?.pushViewController(C\((index + 1) % count)(), animated: true) } }\n"
        }
        let graph = extract(text, path: "Chain.swift")
        // `C1` is never built: its code runs on its subclasses, which override `go()`; `C2` is built.
        if !loops { #expect(graph.edges.contains { $0.from == "C2" && $0.to == "C3" }) }
    }

    /// Cause 6: `café` precomposed (NFC) and decomposed (NFD) are one name to Swift; the graph
    /// held a root matching no node byte for byte.
    @Test func identifiersAreNormalisedToNFC() throws {
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        let text = """
            import SwiftUI
            enum Route: Hashable { case \(nfd) }
            struct \(nfc)Home: View {
                @State var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("a") { path.append(.\(nfc)) }
                            .navigationDestination(for: Route.self) { _ in \(nfd)Home() }
                    }
                }
            }
            """
        let graph = extract(text)
        let ids = graph.nodes.map(\.id) + graph.edges.flatMap { [$0.from, $0.to] } + graph.features.map(\.root)
        #expect(ids.contains { $0.contains("caf") })
        #expect(ids.allSatisfy { Array($0.utf8) == Array($0.precomposedStringWithCanonicalMapping.utf8) })
        let nodes = Set(graph.nodes.map { Array($0.id.utf8) })
        #expect(graph.features.allSatisfy { nodes.contains(Array($0.root.utf8)) })
        #expect(graph.edges.allSatisfy { nodes.contains(Array($0.from.utf8)) && nodes.contains(Array($0.to.utf8)) })
    }
}

extension HostileSourceTests {
    /// Found by `make fuzz` (seed 2024, case 13,848): a coordinator whose only state is modal is
    /// rooted at the view binding it; when that view is a tab container, a feature of its own
    /// whose id sorts first, the root node is in that feature, which the route recogniser left
    /// out, so the JSON did not read back ("unknown feature 'Root'").
    @Test func aFeatureRootedInAnotherFeatureDeclaresBoth() throws {
        let text = """
            import SwiftUI
            struct Root: View {
                @StateObject private var router = Router()
                var body: some View {
                    TabView { Text("a") }
                        .sheet(item: $router.sheet) { sheet in Text("x") }
                }
            }
            final class Router: ObservableObject {
                @Published var sheet: Sheet?
                enum Sheet: Identifiable { case a, b; var id: Int { 0 } }
            }
            """
        let graph = extract(text)
        let root = try #require(graph.nodes.first { $0.id == "Root" })
        #expect(graph.features.contains { $0.id == root.feature })
        #expect(graph.features.contains { $0.id == "Router" && $0.root == "Root" })
        _ = try GraphReader.decodeJSON(Data(graph.jsonString().utf8), path: "graph.json")
    }

    /// Found by a seeded fuzz run (seed 99, case 69): a brace closing a TCA feature's `State` early
    /// left its path reducer with no `StackState`, so its cases were no nodes, yet a
    /// `NavigationLink(state: F.Path.State.detail(…))` became a push to `F.Path.detail`: an edge
    /// to no node. Such a link is unresolved navigation now.
    @Test func aLinkToAPathCaseNoStackHoldsIsNoEdge() throws {
        let text = """
            import ComposableArchitecture
            import SwiftUI
            @Reducer struct Feature {
              @Reducer enum Path { case detail(Detail) }
              @ObservableState struct State {}
              enum Action { case path(StackActionOf<Path>) }
            }
            @Reducer struct Detail { struct State {} }
            struct FeatureView: View {
              let store: StoreOf<Feature>
              var body: some View { NavigationLink(state: Feature.Path.State.detail(Detail.State())) { Text("") } }
            }
            """
        let graph = extract(text)
        #expect(!graph.edges.contains { $0.to == "Feature.Path.detail" })
        #expect(graph.diagnostics.contains { $0.code == "unresolved-navigation" && $0.file == "Hostile.swift" && $0.line == 11 })
        _ = try GraphReader.decodeJSON(Data(graph.jsonString().utf8), path: "graph.json")
    }

    /// The fuzzed file itself (`Tests/Fuzz/crashes/unreadable-output-seed2024-case13848.swift`).
    @Test func aFuzzedTabViewWritesAGraphThatReadsBack() throws {
        let url = FuzzTests.root.appendingPathComponent("Tests/Fuzz/crashes/unreadable-output-seed2024-case13848.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [("Fuzzed.swift", text)], parsesEveryFile: true))
        #expect(graph.nodes.contains { $0.id == "RootTabView" })
        _ = try GraphReader.decodeJSON(Data(graph.jsonString().utf8), path: "graph.json")
    }
}

extension HostileSourceTests {
    /// A view whose one method pushes `calls` times in a row. Each call was evaluated with every
    /// call around it, so the time grew with the square (1,000 calls 35 s, 2,000 calls 123 s in a
    /// debug build), until the evaluation budget cut it short halfway; the statements around a call
    /// are now evaluated once per block, and the method is read to its end in linear time.
    static func pushesInARow(_ calls: Int) -> String {
        """
        import SwiftUI
        enum Route: Hashable { case a }
        struct Pusher: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) { Button("go") { go() }.navigationDestination(for: Route.self) { _ in Text("") } }
            }
            func go() {

        """ + String(repeating: "        path.append(.a)\n", count: calls) + "    }\n}\n"
    }

    @Test(.timeLimit(.minutes(2))) func evaluationTimeIsLinearInTheFile() throws {
        let smallText = Self.pushesInARow(250), largeText = Self.pushesInARow(1_000)
        var small = Double.infinity, large = Double.infinity
        var smallGraph = NavigationGraph(), largeGraph = NavigationGraph()
        // Interleaved, best of two: other tests running alongside only add time.
        for _ in 0..<2 {
            var start = Date()
            smallGraph = extract(smallText, path: "Pushes.swift")
            small = min(small, Date().timeIntervalSince(start))
            start = Date()
            largeGraph = extract(largeText, path: "Pushes.swift")
            large = min(large, Date().timeIntervalSince(start))
        }
        // Four times the calls: four times the time when linear, sixteen times when quadratic.
        #expect(large / small < 8, "250 calls \(small) s, 1,000 calls \(large) s")
        for (graph, text) in [(smallGraph, smallText), (largeGraph, largeText)] {
            let lastCall = text.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.contains("path.append") }! + 1
            #expect(!graph.diagnostics.contains { $0.code == "evaluation-budget" })
            #expect(graph.edges.contains { $0.from == "Pusher" && $0.to == "Route.a" && $0.line == lastCall })
            #expect(graph.edges.contains { $0.from == "Home" && $0.to == "Detail" })
        }
    }

    /// A URL handler whose helpers each hand the URL to the next level from 30 places: 30⁵ paths,
    /// which ran for minutes. The handler's evaluation has a budget of its own and says where it
    /// stopped; what it recognised before is kept.
    @Test(.timeLimit(.minutes(1))) func aURLHandlerFanningOutThroughHelpersStops() throws {
        let levels = (1...5).map { level in
            "    func route\(level)(_ url: URL) { " + Array(repeating: "route\(level - 1)(url)", count: 30).joined(separator: "; ") + " }"
        }.joined(separator: "\n")
        let graph = extract("""
            import UIKit
            final class LinkRouter {
                let navigation = UINavigationController()
                func open(_ url: URL) {
                    guard url.scheme == "atlas" else { return }
                    if url.host == "basket" {
                        navigation.pushViewController(BasketViewController(), animated: true)
                        return
                    }
                    route5(url)
                }
                func route0(_ url: URL) { if url.host == "map" { navigation.pushViewController(MapViewController(), animated: true) } }
            \(levels)
            }
            final class BasketViewController: UIViewController {}
            final class MapViewController: UIViewController {}
            """, path: "LinkRouter.swift")
        let stopped = try #require(graph.diagnostics.first { $0.code == "evaluation-budget" })
        #expect(stopped.file == "LinkRouter.swift" && stopped.message.contains("URL handler"))
        #expect(graph.deepLinks.contains { $0.pattern == "atlas://basket" && $0.target == "BasketViewController" })
    }

    /// Coordinator helpers each calling the one below from 30 places: what `start()` does was 30⁵
    /// pushes long, built in memory (15 GB before it was stopped). Each operation a statement adds
    /// is paid for from the file's budget, which runs out in a fraction of a second.
    @Test(.timeLimit(.minutes(1))) func helpersMultiplyingOperationsRunOutOfBudget() throws {
        let levels = (1...5).map { level in
            "    func stage\(level)() { " + Array(repeating: "stage\(level - 1)()", count: 30).joined(separator: "; ") + " }"
        }.joined(separator: "\n")
        let graph = extract("""
            import UIKit
            final class TourCoordinator {
                let navigation = UINavigationController()
                func start() { stage5() }
                func stage0() { navigation.pushViewController(StopViewController(), animated: true) }
            \(levels)
            }
            final class StopViewController: UIViewController {}
            """, path: "Tour.swift")
        let stopped = try #require(graph.diagnostics.first { $0.code == "evaluation-budget" })
        #expect(stopped.file == "Tour.swift")
    }

    /// Views handing a route on to views they build 30 times each, five levels deep: each level's
    /// constructions were read once per path through the levels above.
    @Test(.timeLimit(.minutes(1))) func routesPassedThroughManyConstructionsAreFollowedOnce() {
        let levels = (1...5).map { level in
            "struct Shelf\(level): View { let route: Stop; var body: some View { VStack {\n"
                + Array(repeating: "Shelf\(level - 1)(route: route)", count: 30).joined(separator: "\n") + "\n} } }"
        }.joined(separator: "\n")
        let graph = extract("""
            import SwiftUI
            enum Stop: Hashable { case museum }
            struct Guide: View {
                var body: some View { NavigationStack { Shelf5(route: .museum).navigationDestination(for: Stop.self) { _ in Text("") } } }
            }
            struct Shelf0: View { let route: Stop; var body: some View { NavigationLink(value: route) { Text("go") } } }
            \(levels)
            """, path: "Guide.swift")
        #expect(graph.edges.contains { $0.to == "Stop.museum" && $0.kind == .push })
    }

    /// A controller method building one screen per local and pushing each
    /// (`let step3 = Step3ViewController(); push(step3)`), `pairs` times.
    static func localsPushedInARow(_ pairs: Int) -> String {
        """
        import UIKit
        final class WizardViewController: UIViewController {
            func walk() {

        """ + (0..<pairs).map { step in
            "        let step\(step) = StepViewController()\n        navigationController?.pushViewController(step\(step), animated: true)\n"
        }.joined() + "    }\n}\nfinal class StepViewController: UIViewController {}\n"
    }

    /// Each call site sees the locals declared before it; binding them again from the top of the
    /// method for every site cost the square of its length and ran out of budget halfway through a
    /// long method. What a block bound for one site carries on to the next.
    @Test(.timeLimit(.minutes(1))) func localsBeforeEachCallAreBoundOnce() throws {
        let text = Self.localsPushedInARow(800)
        let lastPush = text.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.contains("pushViewController") }! + 1
        let graph = extract(text, path: "Wizard.swift")
        #expect(!graph.diagnostics.contains { $0.code == "evaluation-budget" })
        #expect(graph.edges.contains { $0.from == "WizardViewController" && $0.to == "StepViewController" && $0.line == lastPush })
    }

    /// Real code stays far below the budget: a file of 30 pushes in a row is analysed to its end.
    @Test func ordinaryCodeIsNotCutShort() {
        let text = Self.pushesInARow(30)
        let lastCall = text.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.contains("path.append") }! + 1
        let graph = extract(text, path: "Pushes.swift")
        #expect(!graph.diagnostics.contains { $0.code == "evaluation-budget" })
        #expect(graph.edges.contains { $0.from == "Pusher" && $0.to == "Route.a" && $0.line == lastCall })
    }
}

/// ``LexicalSummary/Limits/poundIfNesting``, which is internal.
private let poundIfNestingLimit = 16

/// ``LexicalSummary/Limits/elseIfChain``, which is internal.
private let elseIfChainLimit = 1_000
