import FlowGraph
import FlowGraphExtractor
import FlowGraphTestSupport
import Foundation
import Testing

/// Every example app's extracted deep links equal, exactly, the `deepLinks` of its hand-written
/// `expected.json`: pattern, target, handler stack, file and line.
struct ExampleDeepLinkTests {
    /// Every folder under `Examples/` that has an `expected.json`.
    static let examples: [String] = {
        let folder = Repository.root.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).appendingPathComponent("expected.json").path)
        }.sorted()
    }()

    @Test func everyExampleAppIsCovered() {
        #expect(Set(Self.examples).isSuperset(of: ["BankApp", "CheckoutSDK", "Construct", "LifeSignal", "NavigationStackApp"]))
    }

    @Test(arguments: examples)
    func deepLinksEqualExpected(_ name: String) throws {
        let folder = Repository.example(name)
        let expected = try GraphReader.read(path: folder.appendingPathComponent("expected.json").path).normalized()
        let actual = SourceExtractor().extract(paths: [folder.path], root: folder.path).normalized()
        let missing = Self.lines(expected.deepLinks).subtracting(Self.lines(actual.deepLinks))
        let extra = Self.lines(actual.deepLinks).subtracting(Self.lines(expected.deepLinks))
        #expect(missing.isEmpty && extra.isEmpty,
                "\(name):\n\((missing.sorted().map { "- " + $0 } + extra.sorted().map { "+ " + $0 }).joined(separator: "\n"))")
        #expect(actual.deepLinks.count == Self.lines(actual.deepLinks).count, "\(name): duplicate deep links")
    }

    private static func lines(_ links: [DeepLink]) -> Set<String> {
        Set(links.map { "\($0.pattern) => \($0.target) \($0.handlerStack) \($0.file):\($0.line)" })
    }
}
