import FlowGraph
import Foundation

/// Every storyboard of the analysed app, with the names that tie it to the code: the node each
/// scene is, what a navigation controller or storyboard reference stands for, the scenes by
/// storyboard identifier and the segues by identifier.
public struct StoryboardCatalog: Sendable {
    /// The storyboards, one per name (a localised copy of a storyboard already read is left
    /// out), in path order.
    public let documents: [StoryboardDocument]
    /// The storyboards launching shows (`UIMainStoryboardFile`, a scene configuration's
    /// `UISceneStoryboardFile`), by name, sorted, unique.
    public let launchStoryboards: [String]
    /// The node id of each scene that is a screen, by document index and scene id.
    private let nodeIDs: [SceneRef: String]
    /// The scenes named apart from their class (`UIViewController.Register Confirm`), by node id.
    private let qualifiedScenes: [String: SceneRef]
    /// The names of the app's functions that instantiate a storyboard scene, found on first use.
    let instantiatingFunctions = BuiltOnce<Set<String>>()

    /// A scene of one of ``documents``.
    public struct SceneRef: Hashable, Sendable {
        public var document: Int
        public var id: String
    }

    public static let empty = StoryboardCatalog(documents: [], launchStoryboards: [])

    public init(documents: [StoryboardDocument], launchStoryboards: [String] = []) {
        var seen = Set<String>()
        let kept = documents.sorted { $0.path < $1.path }.filter { seen.insert($0.name).inserted }
        self.documents = kept
        self.launchStoryboards = Array(Set(launchStoryboards)).sorted()
        nodeIDs = Self.nameScenes(kept)
        // A name two scenes share (one storyboard identifier in two storyboards) places neither.
        let qualified = Dictionary(grouping: nodeIDs.filter { ref, id in
            kept[ref.document].scenes.first { $0.id == ref.id }?.className != id
        }, by: \.value)
        qualifiedScenes = qualified.compactMapValues { $0.count == 1 ? $0[0].key : nil }
    }

    public var isEmpty: Bool { documents.isEmpty }

    /// Names every scene that is a screen by its class; when scenes of several storyboards (or
    /// of one) share a class, each adds its storyboard identifier (or, without one, its object id):
    /// `UIViewController.Register Confirm`. Navigation controllers and references are no screens.
    private static func nameScenes(_ documents: [StoryboardDocument]) -> [SceneRef: String] {
        var byClass: [String: [(SceneRef, StoryboardDocument.Scene)]] = [:]
        for (index, document) in documents.enumerated() {
            for scene in document.scenes where !scene.isNavigationController && !scene.isReference {
                byClass[scene.className, default: []].append((SceneRef(document: index, id: scene.id), scene))
            }
        }
        var names: [SceneRef: String] = [:]
        for (className, scenes) in byClass {
            for (ref, scene) in scenes {
                let qualifier = scene.storyboardIdentifier?.trimmingCharacters(in: .whitespacesAndNewlines)
                names[ref] = scenes.count == 1 ? className : className + "." + (qualifier.flatMap { $0.isEmpty ? nil : $0 } ?? scene.id)
            }
        }
        return names
    }

    /// The scene of the node `nodeID` when the storyboard names it apart from its class (several
    /// scenes share the class): a node no type declares, which only the storyboard places.
    public func scene(qualifiedNode nodeID: String) -> SceneRef? {
        qualifiedScenes[nodeID]
    }

    /// The storyboard named `name` (`UIStoryboard(name:bundle:)`), by index.
    public func document(named name: String) -> Int? {
        documents.firstIndex { $0.name == name }
    }

    /// The one storyboard whose name is `name` but for case (`settings` for `Settings.storyboard`),
    /// or whose name is `name` followed by `Storyboard`; `nil` when none or several are.
    public func document(namedLike name: String) -> Int? {
        let wanted = name.lowercased()
        let matches = documents.indices.filter { index in
            let own = documents[index].name.lowercased()
            return own == wanted || own == wanted + "storyboard" || own + "storyboard" == wanted
        }
        return matches.count == 1 ? matches[0] : nil
    }

    public func scene(_ ref: SceneRef) -> StoryboardDocument.Scene? {
        documents[ref.document].scenes.first { $0.id == ref.id }
    }

    /// The initial scene of the storyboard at `document`.
    public func initialScene(of document: Int) -> SceneRef? {
        documents[document].initialSceneID.map { SceneRef(document: document, id: $0) }
    }

    /// The scene whose storyboard identifier is `identifier`, in the storyboard `document` when
    /// given, else in any storyboard when only one has it.
    public func scene(withIdentifier identifier: String, in document: Int?) -> SceneRef? {
        let candidates = (document.map { [$0] } ?? Array(documents.indices)).flatMap { index in
            documents[index].scenes.filter { $0.storyboardIdentifier == identifier }.map { SceneRef(document: index, id: $0.id) }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The scene a user sees when `ref` is shown: a navigation controller shows its root, a
    /// storyboard reference the scene it names; `nil` when that cannot be found.
    public func standIn(for ref: SceneRef) -> SceneRef? {
        var current = ref
        var visited = Set<SceneRef>()
        while visited.insert(current).inserted {
            guard let scene = scene(current) else { return nil }
            if scene.isReference {
                let document = scene.referencedStoryboard.map(self.document(named:)) ?? current.document
                guard let document else { return nil }
                guard let next = scene.referencedIdentifier.map({ self.scene(withIdentifier: $0, in: document) }) ?? initialScene(of: document) else {
                    return nil
                }
                current = next
            } else if scene.isNavigationController {
                guard let root = documents[current.document].segues.first(where: {
                    $0.sourceSceneID == current.id && $0.kind == "relationship" && $0.relationship == "rootViewController"
                }) else { return nil }
                current = SceneRef(document: current.document, id: root.destination)
            } else {
                return current
            }
        }
        return nil
    }

    /// The node a scene is, once navigation controllers and references are seen through.
    public func nodeID(for ref: SceneRef) -> String? {
        standIn(for: ref).flatMap { nodeIDs[$0] }
    }

    /// The scenes whose node is `nodeID`'s class or `nodeID` itself (`Class` or `Class.identifier`).
    public func scenes(ofClass className: String) -> [SceneRef] {
        nodeIDs.filter { ref, id in
            id == className || scene(ref)?.className == className
        }.keys.sorted { ($0.document, $0.id) < ($1.document, $1.id) }
    }

    /// The scenes a split view controller of class `className` is given for its columns in the
    /// storyboards, by column (`primary`, `supplementary`, `secondary`, `compact`), as shown (a
    /// navigation controller stands for its root).
    public func splitColumns(ofClass className: String) -> [String: SceneRef] {
        let columns = ["masterViewController": "primary", "supplementaryViewController": "supplementary",
                       "detailViewController": "secondary", "compactViewController": "compact"]
        var result: [String: SceneRef] = [:]
        for split in scenes(ofClass: className) {
            for segue in documents[split.document].segues where segue.sourceSceneID == split.id && segue.kind == "relationship" {
                guard let column = segue.relationship.flatMap({ columns[$0] }), result[column] == nil,
                      let shown = standIn(for: SceneRef(document: split.document, id: segue.destination)) else { continue }
                result[column] = shown
            }
        }
        return result
    }

    /// The segues with `identifier` whose scene is one of `sources`, in document order.
    public func segues(identifier: String, from sources: [SceneRef]) -> [(document: Int, segue: StoryboardDocument.Segue)] {
        sources.flatMap { source in
            documents[source.document].segues.filter { $0.sourceSceneID == source.id && $0.identifier == identifier }
                .map { (source.document, $0) }
        }
    }

    /// Every segue with `identifier` in any storyboard.
    public func segues(identifier: String) -> [(document: Int, segue: StoryboardDocument.Segue)] {
        documents.indices.flatMap { index in documents[index].segues.filter { $0.identifier == identifier }.map { (index, $0) } }
    }

    /// The edge kind a segue makes, or `nil` for one that is no edge of its own (unwind, a
    /// navigation controller's root): SPEC §2 by the segue's `kind` and presentation style.
    public func edgeKind(of segue: StoryboardDocument.Segue, in document: Int) -> EdgeKind? {
        switch segue.kind {
        case "show", "push", "showDetail", "custom", "replace":
            return .push
        case "presentation", "modal":
            let style = segue.modalPresentationStyle
                ?? scene(SceneRef(document: document, id: segue.destination))?.modalPresentationStyle
            switch style {
            case "fullScreen", "overFullScreen": return .fullScreenCover
            case "popover": return .popover
            default: return .sheet
            }
        case "popoverPresentation":
            return .popover
        case "embed":
            return .child
        case "relationship":
            switch segue.relationship {
            case "viewControllers": return .tab
            case "rootViewController": return nil
            default: return .child  // a split view's columns, shown in place
            }
        default:
            return nil  // unwind: back navigation
        }
    }
}

extension StoryboardCatalog {
    /// Reads the storyboards found by discovery (on all cores) and the launch storyboards the
    /// property lists name; storyboards that cannot be read give diagnostics.
    static func load(_ files: [SourceDiscovery.File], plists: [SourceDiscovery.File]) -> (catalog: StoryboardCatalog, diagnostics: [Diagnostic]) {
        guard !files.isEmpty else { return (.empty, []) }
        let read = ParallelMap.map(files) { StoryboardDocument.read(absolutePath: $0.absolutePath, relativePath: $0.relativePath) }
        let documents = read.compactMap { try? $0.get() }
        let diagnostics = read.compactMap { if case .failure(let failure) = $0 { failure.diagnostic } else { nil } }
        return (StoryboardCatalog(documents: documents, launchStoryboards: plists.flatMap(launchStoryboardNames)), diagnostics)
    }

    /// The storyboards an Info.plist launches with: `UIMainStoryboardFile` and each scene
    /// configuration's `UISceneStoryboardFile`. Anything unreadable names none (the URL scheme
    /// reader reports unreadable property lists).
    static func launchStoryboardNames(_ file: SourceDiscovery.File) -> [String] {
        guard let data = FileManager.default.contents(atPath: file.absolutePath),
              let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else { return [] }
        var names: [String] = []
        if let main = plist["UIMainStoryboardFile"] as? String { names.append(main) }
        let configurations = (plist["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for case let roles as [[String: Any]] in configurations.values {
            names += roles.compactMap { $0["UISceneStoryboardFile"] as? String }
        }
        return names.filter { !$0.isEmpty && !$0.contains("$(") }
    }
}
