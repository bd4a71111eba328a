import FlowGraph
import SwiftSyntax

/// Storyboards: each scene is a node named by its view controller's class (the id the code uses
/// for that class, so storyboard and code edges join); segues a control triggers are edges at the
/// `<segue>` line — `show`/`push`/`showDetail` → push, `presentation`/`modal` → sheet (full
/// screen styles → fullScreenCover), `popoverPresentation` → popover, `embed` → child, a tab bar
/// controller's `viewControllers` → tab; a navigation controller or a storyboard reference stands
/// for the scene it shows; unwind segues are back navigation. The launch storyboard's initial
/// scene is what the app shows first (`child`). A segue of the view controller itself only runs
/// when code performs it: `performSegue(withIdentifier:)` (a literal, an enum's `rawValue`, a
/// constant, or an app helper wrapping it) is the segue with that identifier in the calling
/// class's scene, at the call's line.
public struct StoryboardRecognizer: NavigationRecognizing {
    public static let identifier = "storyboard"

    public init() {}

    /// Examples run by the tests with the storyboard ``exampleStoryboard``.
    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            final class InboxViewController: UIViewController {
                enum Segue: String { case compose = "composeMessage" }
                func write() { 1️⃣performSegue(withIdentifier: Segue.compose.rawValue, sender: nil) }
            }
            final class MessageViewController: UIViewController {}
            final class ComposeViewController: UIViewController {}
            """, edges: [
                "InboxViewController -push-> MessageViewController",
                "InboxViewController -sheet-> ComposeViewController @1️⃣",
            ]),
    ]

    /// The storyboard the ``examples`` read.
    public static let exampleStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="inbox" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                            <tableView key="view" id="t1">
                                <prototypes>
                                    <tableViewCell id="c1">
                                        <connections>
                                            <segue destination="message" kind="show" identifier="openMessage" id="g1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <connections>
                                <segue destination="compose" kind="presentation" identifier="composeMessage" id="g2"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="message" customClass="MessageViewController" sceneMemberID="viewController"/>
                        <viewController id="compose" customClass="ComposeViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        let catalog = corpus.storyboards
        guard !catalog.isEmpty else { return NavigationGraph() }
        var builder = StoryboardGraphBuilder(corpus: corpus)
        builder.addSegueEdges()
        builder.addLaunchEdges()
        builder.addPerformedSegues()
        return builder.graph()
    }
}

/// Collects the storyboard edges of a corpus and the nodes they name.
struct StoryboardGraphBuilder {
    let corpus: SourceCorpus
    let catalog: StoryboardCatalog
    let identifiers: StoryboardIdentifiers
    var edges: [Edge] = []
    var diagnostics: [Diagnostic] = []
    /// Where each storyboard-made node's scene is, for nodes the code does not know.
    var sceneSites: [String: (file: String, line: Int, isTabBar: Bool)] = [:]
    var appNode: String?

    init(corpus: SourceCorpus) {
        self.corpus = corpus
        catalog = corpus.storyboards
        identifiers = StoryboardIdentifiers(model: corpus.model)
    }

    /// The node of a scene, remembering where the scene is.
    mutating func node(_ ref: StoryboardCatalog.SceneRef) -> String? {
        guard let shown = catalog.standIn(for: ref), let id = catalog.nodeID(for: shown), let scene = catalog.scene(shown) else { return nil }
        if sceneSites[id] == nil {
            sceneSites[id] = (catalog.documents[shown.document].path, scene.line, scene.element == "tabBarController")
        }
        return id
    }

    /// `segue(show, identifier: "openMessage")`, `segue(relationship: viewControllers)`: the element
    /// on the edge's line, shortened.
    static func trigger(_ segue: StoryboardDocument.Segue) -> String {
        var parts = [segue.relationship.map { "relationship: " + $0 } ?? segue.kind]
        if let identifier = segue.identifier { parts.append("identifier: \"" + identifier + "\"") }
        return "segue(" + parts.joined(separator: ", ") + ")"
    }

    /// Segues that run without code: those a control triggers, and the containers' relationships.
    mutating func addSegueEdges() {
        for (index, document) in catalog.documents.enumerated() {
            for segue in document.segues where !segue.isManual {
                guard let kind = catalog.edgeKind(of: segue, in: index) else { continue }
                let source = StoryboardCatalog.SceneRef(document: index, id: segue.sourceSceneID)
                // A navigation controller's own relationships are seen through; its root stands in its place.
                guard catalog.scene(source)?.isNavigationController == false, let from = node(source) else { continue }
                guard let to = node(StoryboardCatalog.SceneRef(document: index, id: segue.destination)) else {
                    unresolvedDestination(segue, in: document)
                    continue
                }
                edges.append(Edge(from: from, to: to, kind: kind, trigger: Self.trigger(segue), file: document.path, line: segue.line))
            }
        }
    }

    mutating func unresolvedDestination(_ segue: StoryboardDocument.Segue, in document: StoryboardDocument) {
        diagnostics.append(Diagnostic(
            severity: .warning, code: "unresolved-navigation",
            message: "the segue \(Self.trigger(segue)) in '\(document.path)' leads to '\(segue.destination)', a scene (or storyboard reference) FlowGraph cannot find; check that the referenced storyboard is among the analysed paths",
            file: document.path, line: segue.line))
    }

    /// The app shows the launch storyboard's initial scene.
    mutating func addLaunchEdges() {
        guard let app = Self.appType(in: corpus.model) else { return }
        for name in catalog.launchStoryboards {
            guard let document = catalog.document(named: name), let initial = catalog.initialScene(of: document),
                  let shown = node(initial) else { continue }
            appNode = app
            edges.append(Edge(
                from: app, to: shown, kind: .child, trigger: "initialViewController(\(name).storyboard)",
                file: catalog.documents[document].path, line: catalog.documents[document].documentLine))
        }
    }

    /// The application delegate the app launches with.
    static func appType(in model: SemanticModel) -> String? {
        model.applicationEntries.filter { model.types[$0]?.conforms(to: "UIApplicationDelegate") == true }.sorted().first
    }

    /// `performSegue(withIdentifier:sender:)` calls, directly or through an app helper that
    /// passes its parameter on.
    mutating func addPerformedSegues() {
        for (file, call) in corpus.calls(named: "performSegue") {
            guard SyntaxHelpers.labels(call).first == "withIdentifier", let argument = call.arguments.first?.expression else { continue }
            let function = StoryboardIdentifiers.enclosingFunction(of: call)
            // An override that forwards to `super` performs what its callers perform.
            if let function, function.name.text == "performSegue",
               function.signature.parameterClause.parameters.first?.firstName.text == "withIdentifier" { continue }
            let context = StoryboardIdentifiers.enclosingTypeName(of: call).flatMap { corpus.model.lookup($0) ?? $0 }
            switch identifiers.value(of: argument, in: function, context: context) {
            case .strings(let values):
                perform(values, from: context, file: file, call: call)
            case .parameter(let index, let rawValue):
                guard let function else { continue }
                performThroughHelper(function, parameter: index, rawValue: rawValue)
            case .unknown:
                diagnose(call, file: file, "cannot tell which segue '\(Trigger.text(for: call))' performs: its identifier is known only at run time; declare the edge in .flowgraph.yml if it matters")
            }
        }
    }

    /// The calls of `helper` each perform the segue their argument names.
    mutating func performThroughHelper(_ helper: FunctionDeclSyntax, parameter: Int, rawValue: Bool) {
        let parameters = Array(helper.signature.parameterClause.parameters)
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let parameterType = parameters[parameter].type.trimmedText
        for (file, call) in corpus.calls(named: helper.name.text) {
            let callLabels = SyntaxHelpers.labels(call)
            guard callLabels.count > parameter, Array(labels.prefix(callLabels.count)) == callLabels,
                  StoryboardIdentifiers.enclosingFunction(of: call)?.id != helper.id else { continue }
            let argument = Array(call.arguments)[parameter].expression
            let context = StoryboardIdentifiers.enclosingTypeName(of: call).flatMap { corpus.model.lookup($0) ?? $0 }
            let caller = StoryboardIdentifiers.enclosingFunction(of: call)
            switch identifiers.value(of: argument, in: caller, context: context, expectedEnum: rawValue ? parameterType : nil) {
            case .strings(let values):
                perform(values, from: context, file: file, call: call)
            default:
                diagnose(call, file: file, "cannot tell which segue '\(Trigger.text(for: call))' performs: its identifier is known only at run time; declare the edge in .flowgraph.yml if it matters")
            }
        }
    }

    /// The segues `identifiers` name in the scene of `className`, performed at `call`.
    mutating func perform(_ values: [String], from className: String?, file: ParsedFile, call: FunctionCallExprSyntax) {
        let sources = className.map(catalog.scenes(ofClass:)) ?? []
        for identifier in values {
            var segues = catalog.segues(identifier: identifier, from: sources)
            if segues.isEmpty, sources.isEmpty {
                // Code outside any scene's class (a helper object): a segue only one scene has.
                let anywhere = catalog.segues(identifier: identifier)
                if anywhere.count == 1 { segues = anywhere }
            }
            guard !segues.isEmpty else {
                diagnose(call, file: file, "'\(Trigger.text(for: call))' performs segue '\(identifier)', which no storyboard scene of '\(className ?? "?")' declares; check the identifier")
                continue
            }
            for (index, segue) in segues {
                guard let kind = catalog.edgeKind(of: segue, in: index) else { continue }
                guard let from = node(StoryboardCatalog.SceneRef(document: index, id: segue.sourceSceneID)),
                      let to = node(StoryboardCatalog.SceneRef(document: index, id: segue.destination)) else {
                    unresolvedDestination(segue, in: catalog.documents[index])
                    continue
                }
                edges.append(Edge(from: from, to: to, kind: kind, trigger: Trigger.text(for: call), file: file.path, line: file.line(of: call)))
            }
        }
    }

    mutating func diagnose(_ call: FunctionCallExprSyntax, file: ParsedFile, _ message: String) {
        diagnostics.append(Diagnostic(severity: .warning, code: "unresolved-navigation", message: message, file: file.path, line: file.line(of: call)))
    }

    /// The edges with their nodes: a node the code knows keeps the code's description; the others
    /// are placed in features by their stacks (a push stays in its source's feature; any other
    /// edge, or none, starts one), the Swift class declaration as their site when there is one.
    func graph() -> NavigationGraph {
        let navigation = corpus.navigation, model = corpus.model
        var result = NavigationGraph(edges: edges, diagnostics: diagnostics)
        let ids = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
        var pushedFrom: [String: String] = [:]
        for edge in edges.sorted(by: { ($0.to, $0.from) < ($1.to, $1.from) }) where edge.kind == .push && pushedFrom[edge.to] == nil {
            pushedFrom[edge.to] = edge.from
        }
        let entered = Set(edges.filter { $0.kind != .push }.map(\.to))
        func feature(of id: String) -> String {
            var current = id, visited: Set<String> = []
            while !entered.contains(current), let source = pushedFrom[current], visited.insert(current).inserted { current = source }
            if let known = navigation.nodes[current] { return known.feature }
            return current
        }
        // What the code describes comes with its features and their roots, which no storyboard
        // edge may name (see NavigationModel.declarations(closing:)).
        let described = navigation.declarations(closing: ids)
        result.nodes = described.nodes
        var features = Dictionary(uniqueKeysWithValues: described.features.map { ($0.id, $0) })
        for id in ids where navigation.nodes[id] == nil {
            let site = sceneSites[id]
            let declaration = model.types[id]
            let file = declaration.map { model.file($0.fileIndex).path } ?? site?.file ?? ""
            let line = declaration?.line ?? site?.line ?? 0
            let kind: NodeKind = id == appNode ? .app : site?.isTabBar == true ? .tabContainer : .screen
            let owner = id == appNode ? id : feature(of: id)
            result.nodes.append(Node(id: id, feature: owner, kind: owner == id && kind == .screen ? .root : kind, file: file, line: line))
            if owner == id {
                let featureKind: FeatureKind = kind == .app ? .app : kind == .tabContainer ? .tabContainer : .view
                features[id] = Feature(id: id, kind: featureKind, root: id, file: file, line: line)
            }
        }
        result.features = features.keys.sorted().map { features[$0]! }
        return result
    }
}
