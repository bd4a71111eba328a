import FlowGraph
import FlowGraphExtractor
import Foundation
import Testing

/// A deep-link handler that never checks `url.scheme` takes the scheme the app's Info.plist declares.
struct DeclaredURLSchemeTests {
    static let handler = """
        enum Route: Hashable { case settings, product(id: String) }
        final class Router: ObservableObject {
            @Published var path: [Route] = []
            func handle(_ url: URL) {
                switch url.host {
                case "settings": path = [.settings]
                case "product": path = [.product(id: url.lastPathComponent)]
                default: break
                }
            }
        }
        struct Home: View {
            @StateObject private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("").navigationDestination(for: Route.self) { route in
                        switch route {
                        case .settings: SettingsView()
                        case .product(let id): ProductView(id: id)
                        }
                    }
                }
                .onOpenURL { router.handle($0) }
            }
        }
        struct SettingsView: View { var body: some View { Text("") } }
        struct ProductView: View { let id: String; var body: some View { Text(id) } }
        """

    static func infoPlist(schemes: [String]) -> Data {
        let strings = schemes.map { "<string>\($0)</string>" }.joined()
        return Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleURLTypes</key><array><dict>
            <key>CFBundleURLName</key><string>com.example.shop</string>
            <key>CFBundleURLSchemes</key><array>\(strings)</array>
            </dict></array>
            </dict></plist>
            """.utf8)
    }

    func extract(handler: String = handler, plist: Data) throws -> NavigationGraph {
        let folder = try RobustnessTests.Folder()
        try folder.write("App/Router.swift", Data(handler.utf8))
        try folder.write("App/Info.plist", plist)
        return folder.extract()
    }

    @Test func theOnlyDeclaredSchemeNamesTheLinks() throws {
        let graph = try extract(plist: Self.infoPlist(schemes: ["shop", "$(PRODUCT_BUNDLE_IDENTIFIER)"]))
        #expect(graph.deepLinks.map(\.pattern) == ["shop://product/:id", "shop://settings"])
        #expect(graph.deepLinks.map(\.target) == ["Route.product", "Route.settings"])
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-deep-link" })
    }

    /// A handler that checks no scheme answers to every scheme the app declares: a link for each.
    @Test func twoDeclaredSchemesGiveALinkForEach() throws {
        let graph = try extract(plist: Self.infoPlist(schemes: ["shop", "shopbeta"]))
        #expect(Set(graph.deepLinks.map(\.pattern)) == ["shop://product/:id", "shop://settings", "shopbeta://product/:id", "shopbeta://settings"])
        #expect(!graph.diagnostics.contains { $0.code == "unresolved-deep-link" })
    }

    @Test func signInSDKsCallbackSchemesAreNotTheAppsLinks() throws {
        let schemes = ["fb1234567", "com.googleusercontent.apps.42-abc", "shop", "msauth.com.example.shop", "db-x1y2z3"]
        let graph = try extract(plist: Self.infoPlist(schemes: schemes))
        #expect(graph.deepLinks.map(\.pattern) == ["shop://product/:id", "shop://settings"])
        // Only the prescribed shapes are an SDK's: `fbshop` or `vkontakte` is an app's own scheme,
        // so with `shop` it makes two, each with its links.
        for lookAlike in ["fbshop", "vkontakte", "pdk", "fb"] {
            let patterns = Set(try extract(plist: Self.infoPlist(schemes: ["shop", lookAlike])).deepLinks.map(\.pattern))
            #expect(patterns.contains("\(lookAlike)://settings") && patterns.contains("shop://settings"), "\(lookAlike)")
        }
    }

    @Test func theSchemeTheCodeChecksWinsOverTheDeclaredOne() throws {
        let checked = Self.handler.replacingOccurrences(
            of: "switch url.host {", with: "guard url.scheme == \"store\" else { return }\n        switch url.host {")
        let graph = try extract(handler: checked, plist: Self.infoPlist(schemes: ["shop"]))
        #expect(graph.deepLinks.map(\.pattern) == ["store://product/:id", "store://settings"])
    }

    /// An Info.plist Xcode preprocesses (`INFOPLIST_PREPROCESS`, `#ifdef BETA … #endif` lines
    /// between its keys) is read with the directives left out: its schemes are the app's.
    @Test func aPreprocessedPropertyListIsReadWithoutItsDirectives() throws {
        let text = String(decoding: Self.infoPlist(schemes: ["shop"]), as: UTF8.self)
            .replacingOccurrences(of: "<key>CFBundleURLTypes</key>", with: """
                #ifdef ALLOW_HTTP
                <key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/></dict>
                #endif
                <key>CFBundleURLTypes</key>
                """)
        let graph = try extract(plist: Data(text.utf8))
        #expect(graph.deepLinks.map(\.pattern) == ["shop://product/:id", "shop://settings"])
        #expect(!graph.diagnostics.contains { $0.code == "unreadable-file" })
    }

    @Test func aPropertyListThatDoesNotReadIsAWarningNamingIt() throws {
        let graph = try extract(plist: Data("<plist><dict><key>oops".utf8))
        #expect(graph.diagnostics.contains { $0.code == "unreadable-file" && $0.file == "App/Info.plist" && $0.severity == .warning })
        #expect(graph.nodes.contains { $0.id == "Route.settings" })
    }
}
