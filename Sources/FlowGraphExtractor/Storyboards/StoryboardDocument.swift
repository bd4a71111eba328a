import FlowGraph
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One Interface Builder storyboard: its scenes and segues, as read from the XML.
///
/// Only what navigation needs is kept: each scene's view controller (its element, `customClass`,
/// `storyboardIdentifier`, presentation style), the storyboard's initial scene, references to
/// other storyboards (`viewControllerPlaceholder`), and every segue with the scene that owns it.
public struct StoryboardDocument: Sendable {
    /// The path relative to the analysed root, as it appears in the graph.
    public let path: String
    /// The file name without `.storyboard`: what `UIStoryboard(name:bundle:)` and Info.plist name.
    public var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
    /// The `id` of the initial view controller, when the storyboard has one.
    public var initialSceneID: String?
    /// The line of the `<document>` element, where the initial view controller is declared.
    public var documentLine = 1
    /// The view controllers, in document order.
    public var scenes: [Scene] = []
    /// The segues, in document order.
    public var segues: [Segue] = []

    /// A view controller a scene holds (or a reference to another storyboard's).
    public struct Scene: Sendable, Equatable {
        /// The scene's object `id` (`BYZ-38-t0r`), which segues name as their `destination`.
        public var id: String
        /// The XML element: `viewController`, `tableViewController`, `navigationController`,
        /// `tabBarController`, `viewControllerPlaceholder`, …
        public var element: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        public var modalPresentationStyle: String?
        /// For a storyboard reference: the storyboard it names (`nil` for this one) and the scene
        /// identifier in it (`nil` for its initial scene).
        public var referencedStoryboard: String?
        public var referencedIdentifier: String?
        public var line: Int

        /// The class UIKit instantiates: `customClass`, else the element's own UIKit class.
        public var className: String {
            if let customClass, !customClass.isEmpty { return customClass }
            return Self.defaultClasses[element] ?? "UIViewController"
        }

        /// Whether the scene is a navigation controller, whose root stands in its place.
        public var isNavigationController: Bool { element == "navigationController" }
        /// Whether the scene is a reference to a scene of a storyboard (`viewControllerPlaceholder`).
        public var isReference: Bool { element == "viewControllerPlaceholder" }

        static let defaultClasses = [
            "viewController": "UIViewController", "tableViewController": "UITableViewController",
            "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
            "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
            "pageViewController": "UIPageViewController", "avPlayerViewController": "AVPlayerViewController",
            "hostingController": "UIHostingController", "glkViewController": "GLKViewController",
        ]
    }

    /// A `<segue>`: from the scene that owns it to the scene `destination` names.
    public struct Segue: Sendable, Equatable {
        /// The `id` of the scene whose view controller holds the segue.
        public var sourceSceneID: String
        public var destination: String
        /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `relationship`, `embed`,
        /// `unwind`, `custom`, and the deprecated `push`, `modal`.
        public var kind: String
        public var identifier: String?
        /// For `relationship` segues: `viewControllers`, `rootViewController`, `masterViewController`, …
        public var relationship: String?
        public var modalPresentationStyle: String?
        /// Whether the segue belongs to the view controller itself (in its `<connections>`), not to a
        /// control in its view: such a segue only runs when code performs it by identifier.
        public var isManual: Bool
        public var line: Int
    }

    /// Why a storyboard could not be read: it is not well-formed XML.
    public struct ReadError: Error, Sendable {
        public var line: Int
        public var message: String
    }

    public init(path: String) {
        self.path = path
    }

    /// Parses the storyboard `data` at `path` with a streaming parser (see README: Foundation's
    /// `XMLParser`, through FoundationXML on Linux).
    /// - Complexity: O(bytes); memory holds the scenes and segues only.
    public static func parse(_ data: Data, path: String) -> Result<StoryboardDocument, ReadError> {
        let parser = XMLParser(data: data)
        let reader = StoryboardReader(path: path)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        // FoundationXML's `parse()` can report success after an error (libxml2 recovers), so the
        // error itself decides.
        let succeeded = parser.parse()
        if !succeeded || parser.parserError != nil || reader.errorLine != nil {
            let code = reader.errorCode ?? (parser.parserError as NSError?)?.code ?? 0
            return .failure(ReadError(line: max(1, reader.errorLine ?? parser.lineNumber), message: Self.describe(xmlError: code)))
        }
        return .success(reader.document)
    }

    /// A reader's words for the libxml2 error codes malformed storyboards give (merge conflicts,
    /// truncated files, hand edits); others by number.
    static func describe(xmlError code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends too early"
        case 9, 38, 39, 40, 41: "a tag or attribute is malformed"
        case 64: "it has no XML declaration where one is expected"
        case 73, 76: "an element is not closed where its parent ends"
        case 111: "it has text outside the root element"
        default: "XML error \(code)"
        }
    }

    /// Reads and parses the storyboard at `absolutePath`; a file that cannot be read or is not
    /// well-formed gives a diagnostic naming the file and line instead.
    static func read(absolutePath: String, relativePath: String) -> Result<StoryboardDocument, StoryboardFailure> {
        guard let data = FileManager.default.contents(atPath: absolutePath) else {
            return .failure(StoryboardFailure(diagnostic: Diagnostic(
                severity: .error, code: "unreadable-file",
                message: "cannot read '\(relativePath)': check that it exists and is readable", file: relativePath)))
        }
        return parse(data, path: relativePath).mapError { StoryboardFailure(diagnostic: $0.diagnostic(path: relativePath)) }
    }
}

extension StoryboardDocument.ReadError {
    /// The diagnostic for this error in the storyboard at `path`.
    func diagnostic(path: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, code: "parse-error",
            message: "'\(path)' is not well-formed storyboard XML near line \(line) (\(message)); its scenes and segues are ignored",
            file: path, line: line)
    }
}

/// A diagnostic as an `Error`, for `Result`.
struct StoryboardFailure: Error {
    let diagnostic: Diagnostic
}

/// The `XMLParser` delegate that collects a storyboard's scenes and segues as elements stream by.
private final class StoryboardReader: NSObject, XMLParserDelegate {
    var document: StoryboardDocument
    var errorLine: Int?
    var errorCode: Int?
    /// The names of the open elements.
    private var stack: [String] = []
    /// The open view controllers that are scenes, with the depth of their element.
    private var sceneStack: [(id: String, depth: Int)] = []

    init(path: String) {
        document = StoryboardDocument(path: path)
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let depth = stack.count
        defer { stack.append(element) }
        let line = parser.lineNumber
        if element == "document" {
            document.initialSceneID = attributes["initialViewController"]
            document.documentLine = line
            return
        }
        if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
            sceneStack.append((id, depth))
            document.scenes.append(StoryboardDocument.Scene(
                id: id, element: element, customClass: attributes["customClass"],
                storyboardIdentifier: attributes["storyboardIdentifier"],
                modalPresentationStyle: attributes["modalPresentationStyle"],
                referencedStoryboard: attributes["storyboardName"], referencedIdentifier: attributes["referencedIdentifier"],
                line: line))
            return
        }
        // Segues without a destination are variants of their parent (`key="commit"`) or references.
        guard element == "segue", let destination = attributes["destination"], let kind = attributes["kind"],
              let scene = sceneStack.last else { return }
        let isManual = stack.last == "connections" && depth == scene.depth + 2
        document.segues.append(StoryboardDocument.Segue(
            sourceSceneID: scene.id, destination: destination, kind: kind, identifier: attributes["identifier"],
            relationship: attributes["relationship"], modalPresentationStyle: attributes["modalPresentationStyle"],
            isManual: isManual && kind != "relationship" && kind != "embed", line: line))
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if let scene = sceneStack.last, scene.depth == stack.count { sceneStack.removeLast() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorLine == nil {
            errorLine = parser.lineNumber
            errorCode = (parseError as NSError).code
        }
    }
}
