import FlowGraph
import FlowGraphTestSupport
import Foundation
import Testing

@testable import FlowGraphCheck

@Suite struct ConfigurationTests {
    @Test func readsEveryKey() throws {
        let configuration = try ConfigurationLoader.parse("""
            include: ["Sources/**"]
            exclude: "**/Generated/**"
            entry: Home
            urlSchemes: [bankapp]
            deploymentTarget: "iOS 16.4"
            rules:
              max-depth: {severity: error, stack: 6}
              orphan-destination: false
            declared:
              nodes:
                - {id: Promo, feature: Feature}
              edges:
                - {from: Home, to: Promo, kind: sheet}
              deepLinks:
                - {pattern: "bankapp://promo", target: Promo, handlerStack: [Promo]}
            """, path: ".flowgraph.yml")
        #expect(configuration.include == ["Sources/**"])
        #expect(configuration.exclude == ["**/Generated/**"])
        #expect(configuration.entry == "Home")
        #expect(configuration.urlSchemes == ["bankapp"])
        #expect(configuration.deploymentTarget == 16)
        #expect(configuration.settings(forRule: "max-depth")?.severity == .error)
        #expect(configuration.settings(forRule: "max-depth")?.option("stack")?.value == "6")
        #expect(configuration.settings(forRule: "max-depth")?.option("stack")?.line == 7)
        #expect(configuration.settings(forRule: "max-depth")?.option("stack")?.column == 32)
        #expect(configuration.settings(forRule: "orphan-destination")?.enabled == false)
        #expect(configuration.declared.edges.map(\.kind) == [.sheet])
        #expect(configuration.declared.deepLinks.first?.handlerStack == ["Promo"])
    }

    @Test(arguments: [
        ("entyr: Home", "x.yml:1:1: unknown key 'entyr' in the configuration; did you mean 'entry'?"),
        ("rules:\n  orphan-destination:\n    severty: error", "x.yml:3:5: unknown option 'severty' for rule 'orphan-destination'; did you mean 'severity'? (it has no options; keys are 'enabled' and 'severity')"),
        ("rules:\n  orphan-destinaton: false", "x.yml:2:3: unknown rule 'orphan-destinaton'; did you mean 'orphan-destination'?"),
        ("declared:\n  edges:\n    - {from: A, to: B, kind: pushh}", "x.yml:3:30: declared.edges[0].kind: unknown edge kind 'pushh'; did you mean 'push'? (expected one of: push, sheet, fullScreenCover, popover, alert, confirmationDialog, replace, reset, tab, crossTab, child)"),
        ("declared:\n  edges:\n    - {from: A, kind: push}", "x.yml:3:7: declared.edges[0]: missing required member 'to'"),
        ("rules:\n  orphan-destination: {severity: fatal}", "x.yml:2:34: unknown severity 'fatal'; use note, warning or error"),
        ("include: [a\n", "x.yml:2:1: not valid YAML: did not find expected ',' or ']'"),
    ])
    func rejectsMistakesNamingFileLineAndFix(_ text: String, _ message: String) {
        do {
            let configuration = try ConfigurationLoader.parse(text, path: "x.yml")
            try RuleRegistry.validate(configuration)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect((error as? FlowGraphError)?.errorDescription == message)
        }
    }

    @Test func ruleOptionsMustBeIntegers() throws {
        let configuration = try ConfigurationLoader.parse("rules:\n  orphan-destination: {severity: error}", path: "x.yml")
        try RuleRegistry.validate(configuration)
        #expect(configuration.rules.first?.severity == .error)
    }

    @Test func globsMatchAcrossAndWithinFolders() {
        #expect(Glob("Sources/**").matches("Sources/App/Home.swift"))
        #expect(Glob("**/Generated/**").matches("Sources/Generated/Routes.swift"))
        #expect(Glob("**/*.swift").matches("Home.swift"))
        #expect(Glob("Sources/*.swift").matches("Sources/Home.swift"))
        #expect(!Glob("Sources/*.swift").matches("Sources/App/Home.swift"))
        #expect(Glob("Sources/H?me*.swift").matches("Sources/HomeView.swift"))
        #expect(!Glob("Tests/**").matches("Sources/Tests.swift"))
        let configuration = Configuration(include: ["Sources/**"], exclude: ["**/Generated/**"])
        #expect(configuration.includes(relativePath: "Sources/App.swift"))
        #expect(!configuration.includes(relativePath: "Sources/Generated/R.swift"))
        #expect(!configuration.includes(relativePath: "Scripts/x.swift"))
    }

    @Test func applyMergesDeclaredElementsResolvingSuffixes() throws {
        let graph = GraphBuilder().edge("AccountsRoute.list", "AccountsRoute.detail", .push).build()
        let configuration = try ConfigurationLoader.parse("""
            declared:
              nodes:
                - {id: Promo, feature: Feature}
                - {id: AccountsRoute.list, feature: Feature, kind: root}
              edges:
                - {from: detail, to: Promo, kind: sheet}
              deepLinks:
                - {pattern: "bank://promo", target: Promo, handlerStack: [list, Promo]}
            """, path: "c.yml")
        let merged = try configuration.apply(to: graph)
        #expect(merged.nodes.map(\.id) == ["AccountsRoute.detail", "AccountsRoute.list", "Promo"])
        #expect(merged.nodes.first { $0.id == "AccountsRoute.list" }?.kind == .screen, "the code's node wins")
        #expect(merged.edges.contains { $0.from == "AccountsRoute.detail" && $0.to == "Promo" && $0.kind == .sheet })
        #expect(merged.deepLinks.first?.handlerStack == ["AccountsRoute.list", "Promo"])
        #expect(GraphValidation.firstProblem(in: merged) == nil)
    }

    @Test func applyRejectsUnknownNodesWithSuggestions() throws {
        let graph = GraphBuilder().edge("AccountsRoute.list", "AccountsRoute.detail", .push).build()
        let configuration = try ConfigurationLoader.parse("declared:\n  edges:\n    - {from: list, to: detial, kind: push}", path: "c.yml")
        #expect(throws: FlowGraphError.invalidGraph(
            path: "c.yml", location: "declared.edges[0].to",
            message: "unknown node 'detial'; did you mean 'AccountsRoute.detail'? (declare new nodes under 'declared.nodes')")
        ) { try configuration.apply(to: graph) }
    }

    @Test func deploymentTargetFromConfigurationOrManifest() throws {
        #expect(DeploymentTarget.iOSMajorVersion(inManifest: "platforms: [.macOS(.v13), .iOS(.v16)]") == 16)
        #expect(DeploymentTarget.iOSMajorVersion(inManifest: "platforms: [.iOS(\"15.4\")]") == 15)
        #expect(DeploymentTarget.iOSMajorVersion(inManifest: "platforms: [.macOS(.v13)]") == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "platforms: [.iOS(.v17)]".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(DeploymentTarget.iOSMajorVersion(configuration: Configuration(), root: folder.path) == 17)
        #expect(DeploymentTarget.iOSMajorVersion(configuration: Configuration(deploymentTarget: 15), root: folder.path) == 15)
    }

    @Test func starterConfigurationParsesToTheDefaults() throws {
        let text = StarterConfiguration.text()
        let configuration = try ConfigurationLoader.parse(text, path: "starter.yml")
        #expect(configuration == Configuration(path: "starter.yml"))
        for identifier in RuleRegistry.identifiers {
            #expect(text.contains("#   \(identifier):"))
        }
        // Uncommenting every commented-out setting must give a valid configuration too.
        let setting = try Regex(#"^# (\s*([a-z][A-Za-z-]*:( |$)|- ))"#)
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.firstMatch(of: setting) != nil ? String(line.dropFirst(2)) : String(line) }
            .joined(separator: "\n")
        let full = try ConfigurationLoader.parse(uncommented, path: "starter.yml")
        try RuleRegistry.validate(full)
        #expect(full.rules.map(\.identifier) == RuleRegistry.identifiers)
        #expect(full.declared.edges.count == 1)
    }
}

@Suite struct ConfigurationEntryTests {
    @Test func entryBecomesTheOnlyAppNode() throws {
        let graph = GraphBuilder().node("App", kind: .app).edge("App", "Home", .child).edge("Onboarding", "Home", .push).build()
        let merged = try Configuration(entry: "Onboarding").apply(to: graph)
        #expect(merged.nodes.filter { $0.kind == .app }.map(\.id) == ["Onboarding"])
        #expect(merged.nodes.first { $0.id == "App" }?.kind == .root)
        #expect(GraphIndex(merged).entryPoints().map { GraphIndex(merged).ids[$0] } == ["Onboarding"])
        #expect(throws: FlowGraphError.self) { try Configuration(entry: "Nowhere").apply(to: graph) }
    }
}
