import FlowGraph
import FlowGraphExtractor
import Foundation
import Testing

/// A universal-link handler that never checks `url.host` takes the domains the app's entitlements
/// claim (`applinks:` entries of `com.apple.developer.associated-domains`).
struct AssociatedDomainsTests {
    static let handler = """
        import UIKit
        final class TripsViewController: UIViewController {}
        final class TicketViewController: UIViewController { init(code: String) { super.init(nibName: nil, bundle: nil) } }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let navigation = UINavigationController(rootViewController: TripsViewController())
            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                guard let page = userActivity.webpageURL else { return }
                let parts = page.pathComponents
                if parts.count == 3, parts[1] == "ticket" {
                    navigation.pushViewController(TicketViewController(code: parts[2]), animated: true)
                }
            }
        }
        """

    static func entitlements(_ entries: [String]) -> Data {
        let strings = entries.map { "<string>\($0)</string>" }.joined()
        return Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.associated-domains</key><array>\(strings)</array>
            <key>aps-environment</key><string>development</string>
            </dict></plist>
            """.utf8)
    }

    func extract(entitlements: Data?) throws -> NavigationGraph {
        let folder = try RobustnessTests.Folder()
        try folder.write("Rail/SceneDelegate.swift", Data(Self.handler.utf8))
        if let entitlements { try folder.write("Rail/Rail.entitlements", entitlements) }
        return folder.extract()
    }

    @Test func eachClaimedDomainNamesTheLinks() throws {
        let graph = try extract(entitlements: Self.entitlements([
            "applinks:rail.example.org", "webcredentials:rail.example.org", "applinks:beta.rail.example.org?mode=developer",
            "applinks:$(LINK_DOMAIN)",
        ]))
        #expect(Set(graph.deepLinks.map(\.pattern)) == ["https://rail.example.org/ticket/:code", "https://beta.rail.example.org/ticket/:code"])
        #expect(graph.deepLinks.allSatisfy { $0.target == "TicketViewController" })
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-deep-link" })
    }

    @Test func withoutEntitlementsTheDomainIsUnresolved() throws {
        let graph = try extract(entitlements: nil)
        #expect(graph.deepLinks.isEmpty)
        #expect(graph.diagnostics.contains { $0.code == "unresolved-deep-link" && $0.message.contains("web domain") })
    }

    @Test func entitlementsThatDoNotReadAreAWarningNamingThem() throws {
        let graph = try extract(entitlements: Data("<plist><dict><key>oops".utf8))
        #expect(graph.diagnostics.contains { $0.code == "unreadable-file" && $0.file == "Rail/Rail.entitlements" && $0.severity == .warning })
    }
}
