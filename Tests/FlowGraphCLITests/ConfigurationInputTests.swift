import FlowGraphTestSupport
import Foundation
import Testing

/// Every command reads `.flowgraph.yml` at the analysed root (SPEC §5), not only `check`.
@Suite("Configuration applies to every command")
struct ConfigurationInputTests {
    private func app() throws -> URL {
        let dir = try CommandRunner.temporaryDirectory()
        try """
            enum HomeRoute: Hashable { case feed, settings }
            final class HomeCoordinator: ObservableObject {
                @Published var path: [HomeRoute] = []
                func showSettings() { path.append(.settings) }
            }
            """.write(to: dir.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        try """
            declared:
              nodes:
                - {id: LegacyWebView, feature: HomeCoordinator}
              edges:
                - {from: settings, to: LegacyWebView, kind: sheet}
            """.write(to: dir.appendingPathComponent(".flowgraph.yml"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test(arguments: [["extract"], ["render", "-f", "mermaid"], ["analyze", "-f", "json"]])
    func declaredElementsAppear(command: [String]) throws {
        let dir = try app()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CommandRunner.flowgraph(command + [dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("LegacyWebView"))
    }

    @Test func aBrokenConfigurationIsAnErrorNamingItsLine() throws {
        let dir = try app()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "entyr: HomeRoute.feed\n".write(to: dir.appendingPathComponent(".flowgraph.yml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.flowgraph(["path", "feed", "settings", dir.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(".flowgraph.yml:1:1: unknown key 'entyr'"))
        #expect(result.stderr.contains("did you mean 'entry'?"))
    }
}
