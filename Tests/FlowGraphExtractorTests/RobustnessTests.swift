import FlowGraph
import FlowGraphExtractor
import Foundation
import Testing

/// Any input gives a graph and diagnostics: never a crash or a hang.
struct RobustnessTests {
    /// A temporary folder removed when the test ends.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("flowgraph-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func write(_ name: String, _ data: Data) throws {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        func extract() -> NavigationGraph { SourceExtractor().extract(paths: [url.path], root: url.path) }
    }

    @Test func aFileThatDoesNotParseIsADiagnosticAndTheRestIsStillRead() throws {
        let folder = try Folder()
        try folder.write("Broken.swift", Data("struct Broken: View { var body: some View { NavigationStack { ( } \n func".utf8))
        try folder.write("Fine.swift", Data("struct Fine: View { var body: some View { NavigationLink(\"x\") { OtherView() } } }\nstruct OtherView: View { var body: some View { Text(\"\") } }".utf8))
        let graph = folder.extract()
        #expect(graph.diagnostics.contains { $0.code == "parse-error" && $0.file == "Broken.swift" })
        #expect(graph.edges.contains { $0.from == "Fine" && $0.to == "OtherView" })
    }

    /// Found on mastodon-ios: a closure destructuring the tuple a helper passes as one value
    /// (`combined.awaitEach { name, code in … }` with `transform(value)`) named more parameters than
    /// the call passes, and reading the second crashed extraction.
    @Test func aClosureNamingMoreParametersThanItIsPassedIsRead() throws {
        let folder = try Folder()
        try folder.write("Login.swift", Data("""
            import UIKit
            extension Publisher {
                func awaitEach<T>(_ transform: @escaping (Output) async -> T) -> AnyPublisher<T, Never> {
                    flatMap { value in Future { promise in Task { promise(.success(await transform(value))) } } }.eraseToAnyPublisher()
                }
            }
            final class Login: UIViewController {
                @objc func signIn() {
                    _ = Publishers.CombineLatest(nameField.publisher, codeField.publisher).awaitEach { name, code in
                        self.present(UIAlertController(title: name, message: code, preferredStyle: .alert), animated: true)
                    }
                }
            }
            """.utf8))
        let graph = folder.extract()
        #expect(graph.edges.contains { $0.from == "Login" && $0.to == "Login.UIAlertController" && $0.kind == .alert })
    }

    @Test func testCodeIsNotTheAppsNavigation() throws {
        let folder = try Folder()
        try folder.write("App/Home.swift", Data("""
            struct Home: View { var body: some View { NavigationLink("Go") { Detail() } } }
            struct Detail: View { var body: some View { Text("") } }
            """.utf8))
        try folder.write("AppTests/HomeTests.swift", Data("""
            import XCTest
            @testable import App
            final class SpyScreen: UIViewController {
                func go() { navigationController?.pushViewController(Detail2(), animated: true) }
            }
            final class Detail2: UIViewController {}
            """.utf8))
        try folder.write("AppTests/RouteTests.swift", Data("""
            import Testing
            struct Probe: View { var body: some View { NavigationLink("x") { Detail() } } }
            """.utf8))
        let graph = folder.extract()
        #expect(graph.edges.map { "\($0.from)->\($0.to)" } == ["Home->Detail"])
        #expect(!graph.nodes.contains { $0.file.hasPrefix("AppTests") })
    }

    @Test func emptyFilesGiveNothing() throws {
        let folder = try Folder()
        try folder.write("Empty.swift", Data())
        try folder.write("Blank.swift", Data("\n\n   \n".utf8))
        let graph = folder.extract()
        #expect(graph.edges.isEmpty && graph.nodes.isEmpty && graph.diagnostics.isEmpty)
    }

    @Test func bytesThatAreNotUTF8AreADiagnostic() throws {
        let folder = try Folder()
        try folder.write("Latin1.swift", Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0xE9, 0xFF, 0xFE, 0x0A]))
        let graph = folder.extract()
        #expect(graph.diagnostics.contains { $0.code == "not-utf8" && $0.file == "Latin1.swift" })
    }

    @Test func aSymlinkLoopEnds() throws {
        let folder = try Folder()
        try folder.write("Sub/A.swift", Data("struct A {}".utf8))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Sub/Loop"), withDestinationURL: folder.url)
        let (files, _) = SourceDiscovery().swiftFiles(in: [folder.url.path], root: folder.url.path)
        #expect(files.map(\.relativePath) == ["Sub/A.swift"])
        _ = folder.extract()
    }

    /// A hang guard, not a benchmark (speed is measured by Scripts/bench-extract.sh).
    @Test(.timeLimit(.minutes(5))) func aHugeFileIsReadWithoutHanging() throws {
        let folder = try Folder()
        var text = "enum Big: Hashable {\n"
        for i in 0..<3_000 { text += "    case c\(i)\n" }
        text += "}\nfinal class BigRouter: ObservableObject {\n    @Published var path: [Big] = []\n"
        for i in 0..<3_000 { text += "    func go\(i)() { if Bool.random() { path.append(.c\(i)) } else { go\((i + 1) % 3_000)() } }\n" }
        text += "}\n"
        try folder.write("Big.swift", Data(text.utf8))
        let graph = folder.extract()
        #expect(graph.nodes.count >= 3_000)
    }

    @Test(.timeLimit(.minutes(5))) func mutuallyRecursiveHelpersAndDeepBranchingStayBounded() {
        var text = "enum R: Hashable { case a, b }\nfinal class C: ObservableObject {\n    @Published var path: [R] = []\n"
        for i in 0..<40 {
            text += "    func h\(i)() { if Bool.random() { h\(i + 1)() } else { h\(i + 1)(); path.append(.a) }; h\(i)() }\n"
        }
        text += "    func h40() { path.append(.b); h0() }\n}\n"
        text += "struct V: View { let c: C\n var body: some View { Button(\"x\") { c.h0() } } }\n"
        let graph = SourceExtractor().extract(from: SourceCorpus(sources: [("Loop.swift", text)]))
        #expect(graph.edges.contains { $0.from == "V" && $0.to == "R.a" })
    }
}

/// The progress callback the CLI draws its `Reading n/m files…` line from.
struct ProgressTests {
    final class Counts: @unchecked Sendable {
        var seen: [(Int, Int)] = []
    }

    @Test func progressCountsEveryFileOnceInOrder() throws {
        let folder = try RobustnessTests.Folder()
        for index in 0..<25 { try folder.write("F\(index).swift", Data("struct F\(index) {}".utf8)) }
        for index in 0..<5 { try folder.write("S\(index).swift", Data("struct S\(index): View { var body: some View { NavigationStack { F\(index)() } } }".utf8)) }
        let counts = Counts()
        _ = SourceCorpus.load(paths: [folder.url.path], root: folder.url.path) { done, total in counts.seen.append((done, total)) }
        // Skipped files count at once; each parsed one after it.
        let done = counts.seen.map(\.0)
        #expect(done.last == 30)
        #expect(zip(done, done.dropFirst()).allSatisfy { $0 < $1 })
        #expect(done.count > 5)
        #expect(counts.seen.allSatisfy { $0.1 == 30 })
    }
}
