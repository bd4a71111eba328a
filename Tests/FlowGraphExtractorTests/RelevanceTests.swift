import FlowGraph
@testable import FlowGraphExtractor
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The byte scan that tells, before parsing, what a file mentions and declares.
struct LexicalSummaryTests {
    private func hashes(_ names: [String]) -> Set<UInt64> { Set(names.map(LexicalSummary.hash)) }

    @Test func declaresTypesExtendedTypesFunctionsAndGlobalsButNotLocals() {
        let summary = LexicalSummary("""
            final class Shop: Base { class func make() -> Shop { Shop() } }
            extension Outer.Inner where Element == Int { func helper() { let local = 1; var other = 2 } }
            enum Route: Hashable { case a }
            protocol Routing {}
            typealias Alias = Route
            let sharedRouter = Router()
            """)
        #expect(summary.declared == hashes(["Shop", "make", "Outer", "Inner", "helper", "Route", "Routing", "Alias", "sharedRouter"]))
        #expect(summary.mentioned.isSuperset(of: hashes(["Base", "Router", "Element", "Hashable", "local"])))
    }

    @Test func commentsAndStringTextAreNotCodeButInterpolationsAre() {
        let summary = LexicalSummary(##"""
            // NavigationStack in a comment
            /* nested /* sheet */ present */
            let a = "push \(router.open(.detail)) \("inner \(deep)")"
            let b = #"raw " \(notInterpolated) \#(raw)"#
            let c = """
                multi "line" \(multi)
                """
            """##)
        #expect(summary.isWellFormed)
        #expect(summary.mentioned.isSuperset(of: hashes(["router", "open", "detail", "deep", "raw", "multi"])))
        #expect(summary.mentioned.isDisjoint(with: hashes(["NavigationStack", "sheet", "present", "push", "inner", "notInterpolated", "line"])))
    }

    @Test func unclosedBracketsStringsAndCommentsAreNotWellFormed() {
        #expect(!LexicalSummary("struct Broken {\n  func f( {\n").isWellFormed)
        #expect(!LexicalSummary("let s = \"open\nlet t = 1").isWellFormed)
        #expect(!LexicalSummary("/* open").isWellFormed)
        #expect(!LexicalSummary("let x = [1, 2)").isWellFormed)
        #expect(LexicalSummary("let braces = \"{ [ (\"; func f() { g([1]) }").isWellFormed)
    }

    @Test func urlHandlersAreRecognisedByParameterTypeOrName() {
        #expect(LexicalSummary("func handle(_ url: URL) -> Bool { true }").handlesURLs)
        #expect(LexicalSummary("func route(_ c: URLComponents) {}").handlesURLs)
        #expect(LexicalSummary("func processDeepLink(_ s: String) {}").handlesURLs)
        #expect(!LexicalSummary("let data = try await URLSession.shared.data(from: URL(string: \"https://x\")!)").handlesURLs)
        #expect(!LexicalSummary("load(from: URL.documentsDirectory)").handlesURLs)
    }
}

/// Which files are parsed: what may navigate, and the declarations that reads.
struct NavigationRelevanceTests {
    private func relevant(_ files: [String: String]) -> Set<String> {
        let names = files.keys.sorted()
        let flags = NavigationRelevance.relevantFiles(names.map { LexicalSummary(files[$0]!) })
        return Set(zip(names, flags).filter(\.1).map(\.0))
    }

    @Test func navigationAPIRouteEnumsHelpersAndBaseTypesAreReadUnrelatedCodeIsNot() {
        let files = [
            "Router": "final class Router: ObservableObject { @Published var path: [Page] = []; func open(_ page: Page) { path.append(page) } }",
            "Page": "enum Page: Hashable { case detail(Item) }",
            "Item": "struct Item: Hashable { let id: Int }",
            "Helper": "extension Checkout { func finish() { owner.open(.detail(item)) } }",
            "Checkout": "final class Checkout { let owner: Owner; func pay() { finish() } }",
            "Caller": "struct Pay { let checkout: Checkout; func tap() { checkout.pay() } }",
            "Base": "class BaseScreen: UIViewController {}",
            "Screen": "final class FeedScreen: BaseScreen {}",
            "Service": "final class ItemService { var items: [Item] = []; func load() { items.append(Item(id: 1)) } }",
            "Formatter": "enum Money { static func format(_ value: Double) -> String { \"\\(value)\" } }",
        ]
        // `Helper` calls the router's `open`; `Checkout` and `Caller` reach it through `finish` and
        // `pay`. `Item` is read for `Page`; `Service` only uses `Item` and cannot navigate.
        #expect(relevant(files) == ["Router", "Page", "Item", "Helper", "Checkout", "Caller", "Base", "Screen"])
    }

    @Test func unrelatedFilesAreSkippedAndTheGraphIsTheSame() {
        var sources: [(path: String, text: String)] = [
            ("Feature.swift", """
                enum ShopRoute: Hashable { case cart, receipt }
                final class ShopCoordinator: ObservableObject {
                    @Published var path: [ShopRoute] = []
                    func showCart() { path.append(.cart) }
                }
                struct ShopRoot: View {
                    @StateObject var coordinator = ShopCoordinator()
                    var body: some View {
                        NavigationStack(path: $coordinator.path) {
                            ShopList(coordinator: coordinator).navigationDestination(for: ShopRoute.self) { route in
                                switch route {
                                case .cart: CartView()
                                case .receipt: ReceiptView()
                                }
                            }
                        }
                    }
                }
                """),
            ("ShopList.swift", "struct ShopList: View { let coordinator: ShopCoordinator; var body: some View { Button(\"Cart\") { coordinator.showCart() } } }"),
            ("Cart.swift", "struct CartView: View { var body: some View { Text(\"cart\") } }"),
            ("Receipt.swift", "struct ReceiptView: View { var body: some View { Text(\"receipt\") } }"),
        ]
        for index in 0..<20 {
            sources.append(("Model\(index).swift", "struct Model\(index): Codable { var items: [Int] = []; mutating func add() { items.append(\(index)) } }"))
        }
        let skipping = SourceCorpus(sources: sources)
        let everything = SourceCorpus(sources: sources, parsesEveryFile: true)
        #expect(Set(skipping.files.map(\.path)) == ["Cart.swift", "Feature.swift", "Receipt.swift", "ShopList.swift"])
        #expect(everything.files.count == 24)
        let graph = SourceExtractor().extract(from: skipping)
        #expect(graph == SourceExtractor().extract(from: everything))
        #expect(graph.edges.contains { $0.to == "ShopRoute.cart" })
    }

    @Test(arguments: ExamplesTests.examples)
    func examplesGiveTheSameGraphWhateverIsSkipped(_ name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples").appendingPathComponent(name).standardized.path
        let skipping = SourceExtractor().extract(from: SourceCorpus.load(paths: [folder], root: folder))
        let everything = SourceExtractor().extract(from: SourceCorpus.load(paths: [folder], root: folder, parsesEveryFile: true))
        #expect(ExamplesTests.differences(everything, skipping).isEmpty)
    }

    @Test(arguments: ["CoordinatorStackApp", "PathCoordinatorApp", "StateDrivenApp"])
    func fixtureAppsGiveTheSameGraphWhateverIsSkipped(_ name: String) throws {
        let skipping = try FixtureApp(name).graph
        let everything = try FixtureApp(name, parsesEveryFile: true).graph
        #expect(ExamplesTests.differences(everything, skipping).isEmpty)
    }

    /// Every recogniser example and every example app, cut into one file per top-level
    /// declaration (each with the file's imports), so that each link between declarations crosses
    /// files: skipping what the scan finds unrelated must give the same graph.
    @Test func declarationsSplitAcrossFilesGiveTheSameGraphWhateverIsSkipped() throws {
        var corpora: [(name: String, sources: [(path: String, text: String)])] = []
        for recognizer in SourceExtractor.standardRecognizers {
            for (index, example) in type(of: recognizer).examples.enumerated() {
                corpora.append(("\(type(of: recognizer).identifier) #\(index)", [("Example.swift", FixtureSource(example.source).text)]))
            }
        }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        for name in ExamplesTests.examples + ["LifeSignal"] {
            let folder = examples.appendingPathComponent(name)
            let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            corpora.append((name, try paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }))
        }
        var skippedSomewhere = 0
        for corpus in corpora {
            let split = corpus.sources.flatMap(Self.splitIntoDeclarations)
            let skipping = SourceCorpus(sources: split)
            let everything = SourceCorpus(sources: split, parsesEveryFile: true)
            skippedSomewhere += everything.files.count - skipping.files.count
            let expected = SourceExtractor().extract(from: everything), actual = SourceExtractor().extract(from: skipping)
            #expect(ExamplesTests.differences(expected, actual).isEmpty, "\(corpus.name): \(ExamplesTests.differences(expected, actual))")
            #expect(expected.deepLinks == actual.deepLinks, "\(corpus.name)")
        }
        #expect(skippedSomewhere > 0)
    }

    /// One file per top-level declaration of `source`, each starting with its imports; a type's
    /// methods go each to an extension in a file of its own.
    static func splitIntoDeclarations(_ source: (path: String, text: String)) -> [(path: String, text: String)] {
        let items = Parser.parse(source: source.text).statements
        let imports = items.filter { $0.item.is(ImportDeclSyntax.self) }.map(\.trimmedDescription).joined(separator: "\n")
        var pieces: [String] = []
        for item in items where !item.item.is(ImportDeclSyntax.self) {
            guard let type = item.item.asProtocol(DeclGroupSyntax.self), !type.is(ProtocolDeclSyntax.self), !type.is(ExtensionDeclSyntax.self),
                  let name = item.item.asProtocol(NamedDeclSyntax.self)?.name.text else {
                pieces.append(item.description)
                continue
            }
            let methods = type.memberBlock.members.filter { $0.decl.is(FunctionDeclSyntax.self) }
            let rest = type.memberBlock.members.filter { !$0.decl.is(FunctionDeclSyntax.self) }
            var fields = type
            fields.memberBlock.members = rest
            pieces.append(fields.description)
            pieces += methods.map { "extension \(name) {\n\($0.description)\n}" }
        }
        return pieces.enumerated().map { index, piece in ("\(source.path.dropLast(".swift".count))-\(index).swift", imports + "\n" + piece) }
    }

    /// Every name the extractor's code compares syntax with is either navigation API the
    /// vocabulary holds, or a word that matters only on what an app declares (which the links
    /// follow). A recogniser matching a new API name fails here until the name is classified.
    @Test func everyNameTheRecognisersMatchIsClassified() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FlowGraphExtractor").standardized
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        var names: Set<String> = []
        // The scan's own keywords and bytes are no names recognisers match.
        // Interface Builder XML and property lists are no Swift: their element and key names are not matched on syntax.
        let xmlReaders = ["StoryboardDocument.swift", "StoryboardCatalog.swift", "StoryboardRecognizer.swift"]
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("LexicalSummary.swift") && !xmlReaders.contains(where: file.hasSuffix) {
            let tree = Parser.parse(source: try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8))
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .stringSegment(let text) = token.tokenKind,
                      token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self)?.openingQuote.tokenKind == .stringQuote,
                      text.first.map({ $0.isLetter }) == true, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { continue }
                names.insert(text)
            }
        }
        let unclassified = names.subtracting(NavigationRelevance.vocabulary).subtracting(Self.contextualWords)
        #expect(unclassified.isEmpty, "classify in NavigationRelevance.vocabulary or contextualWords: \(unclassified.sorted())")
    }

    /// Names the recognisers match only on an app's own declarations or inside code an anchor
    /// already makes relevant: generic words, type names, wrapper calls, name fragments, text.
    static let contextualWords: Set<String> = [
        // Lifecycle modifiers of an app's window content (read only in the app's own code), and the
        // debug-build condition their code is read without.
        "task", "onAppear", "DEBUG",
        // Generic types a router written from its uses is never taken for (`InferredExternalTypes`).
        "StoreOf", "Shared", "AnyPublisher",
        // `#if os(iOS)` platform checks, read in files parsed for other reasons
        "os", "iOS",
        // argument labels of storyboard calls the vocabulary names (`UIStoryboard(name:)`,
        // `instantiateViewController(identifier:)`), and the file extension discovery looks for
        "name", "identifier", "storyboard",
        // collection and state verbs, on state an app declares
        "append", "removeLast", "removeAll", "removeFirst", "removeSubrange", "popLast", "contentsOf", "dropFirst", "first", "last", "reversed", "is",
        "count", "contains", "start", "send", "run", "perform", "async", "asyncAfter", "sync", "detached", "animate",
        "withAnimation", "withTransaction", "Task", "DispatchQueue", "toggle", "performWithoutAnimation", "transition",
        // name prefixes of an app router's methods that take away the route they are handed
        "pop", "close", "remove", "hide",
        // a route list's type, wrappers, action case and ways back, on lists the vocabulary's calls reach
        "Routes", "root", "routeAction", "goBack", "goBackTo", "goBackToRoot", "popTo", "popToRoot", "dismissAll",
        // the argument label a package's link and destination name their presentation with
        "style",
        // a setter's implicit parameter, in computed properties of types the links reach
        "newValue",
        // toolbar content an app declares, composed like its views into the view holding it
        "ToolbarContent", "CustomizableToolbarContent",
        // UIKit's class tree, read for downcasts in code an anchor already makes relevant
        "NSObject", "UIResponder", "UIImagePickerController",
        // parameter labels and members, inside calls an anchor names
        "item", "isPresented", "presenting", "destination", "content", "value", "for", "id", "label", "selection", "action", "state",
        "scope", "child", "ifLet", "then", "initialState", "isActive", "animated", "sender", "rootView", "withIdentifier", "rawValue", "allCases", "current",
        "presented", "string", "file", "url", "host", "scheme", "path", "pathComponents", "queryItems", "lastPathComponent",
        "body", "init", "self", "Self", "super", "main", "static", "class", "let", "some", "any", "x", "m", "viewDidLoad",
        "application", "scene", "entry", "success", "info", "detail", "param", "sidebar", "setViewController", "compact",
        "primary", "supplementary", "secondary", "get", "set", "modifier", "preferredStyle", "actionSheet", "store",
        // controls whose bodies are read only for views a relevant view's body chooses between
        "Button", "Link", "Toggle", "Menu",
        // a TCA reducer's injected clients (`@Dependency(\.uploads)`) and the `DependencyValues` keys they
        // name, read for event channels the reducer (an anchor) listens to
        "Dependency", "DependencyValues",
        // a `Result` passed as `.failure(…)` to a navigating helper, whose `get()` then throws
        "Result", "failure",
        // words of a flag choosing the test delegate in the `UIApplicationMain` call an anchor names
        "test", "tests", "testing",
        // `nil` handed to an operation for the controller it would present on (a value, not a name)
        "nil",
        // the declared result of an app's own navigating method (`-> Void`: a statement, no value kept)
        "Void",
        // the declared result of an app protocol's hosting requirement (`func render() -> some View`),
        // read on the protocols of objects a container (an anchor: it binds a stack) is handed
        "someView",
        // the labels of UIKit's tapped-row handlers, read on methods an anchor already makes relevant
        "didSelectRowAt", "didSelectItemAt",
        // a class constraint in the written type of a property an app declares (`(Archiving & AnyObject)?`),
        // and the existentials a property may be declared with (`var session: Any?`), whose calls stay unknown
        "AnyObject", "Any",
        // a device idiom a view's `if` tests around a presentation its store binds (an anchor)
        "ispad", "isipad", "pad", "isphone", "isiphone", "phone",
        // the modifier showing one of a view's stacked tabs, read in views an anchor shows (the app's
        // scene, a stack), and the environment values a relevant view reads (`@Environment(\.key)`)
        "opacity", "EnvironmentValues",
        // Calls that never return: a body branch making one is no view (read only in views an anchor keeps).
        "fatalError", "preconditionFailure",
        // a screen's own child controllers, read where it sets the stack of one (`viewControllers`
        // is vocabulary)
        "children", "childViewControllers",
        // the label telling a page view controller's `setViewControllers(_:direction:animated:)`
        // (vocabulary) from a navigation controller's
        "direction",
        // controls the app delegate (an anchor) adds to its window
        "addSubview", "window",
        // an overlay window's level, read where code sets `rootViewController` (vocabulary)
        "windowLevel",
        // a TCA stack action's case and a feature's action type and alert buttons, in reducers and
        // `AlertState` builders an anchor names
        "element", "Action", "ButtonState",
        // a deep-link handler's hand-off and checks, followed from the URL handler (an anchor): the
        // notification it posts and who observes it, the URL read whole or without regard to case,
        // the query items gathered in a dictionary, the project folder holding the Info.plist
        "addObserver", "selector", "forName", "sink", "onReceive", "publisher", "NotificationCenter", "Notification", "Name",
        // what a posted notification carries, read in observers an anchor (a navigating write) makes relevant
        "object",
        "center", "localizedCaseInsensitiveCompare", "caseInsensitiveCompare", "compare", "lowercased", "absoluteString",
        "reduce", "hasPrefix", "starts", "with", "uppercased", "Tests",
        // a router library's route table, read where its closure names a screen or a navigating
        // type (which the links follow), and the entitlements files discovery reads
        "register", "handle", "map", "addRoute", "entitlements",
        // a scene's connection options, read in the scene delegate's launch method (its
        // `UIWindowSceneDelegate` conformance is vocabulary)
        "ConnectionOptions", "urlContexts", "userActivities",
        // an optional's value handed to a closure's parameter (`credentialsRoute.map { route in … }`),
        // in views whose links an anchor names (`map` is above)
        "flatMap",
        // a view observing a property a deep-link handler stores a route in (the view navigates
        // with it, which its navigation API names)
        "onChange", "of",
        // framework controllers, presented by code that names `present`
        "UIAlertController", "UIPageViewController", "UISearchController", "UIPresentationController", "UITableViewController",
        "UICollectionViewController", "UIInputViewController",
        // UIKit views: a cell or control calling its delegate is part of the screen showing it
        // (read on app classes calling a screen's delegate callback, which an anchor names)
        "Cell", "UIControl", "UIButton", "UILabel", "UISwitch", "UISlider", "UIStepper", "UITextField", "UISegmentedControl",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
        // Combine's subjects and `@objc` entry points, read on types whose observers an anchor
        // (a navigating call) makes relevant
        "PassthroughSubject", "CurrentValueSubject", "objc",
        // layout containers, inside views an anchor names
        "ZStack", "VStack", "HStack", "tabViewStyle", "page",
        // a context menu's preview, whose snapshot of a view is no place users move from (read in views)
        "contextMenu", "preview",
        // an app's own property wrapper and what it hands out, and the written result of a content
        // closure an app's route value takes (`() -> some View`), read on types an app declares
        "propertyWrapper", "wrappedValue", "someView",
        // access modifiers, on properties an app declares; `weak`, a screen's reference back to the
        // coordinator showing it (no model the screen owns)
        "private", "fileprivate", "weak",
        // types whose use an anchor or an app's declaration brings
        "Array", "Dictionary", "Bool", "Int", "String", "Error", "URL", "URLComponents", "CaseIterable", "State", "Group", "ForEach",
        "EmptyView", "AnyView", "List", "ProgressView", "ContentUnavailableView", "ScrollView", "ScrollViewReader", "View",
        "ViewModifier", "Controller", "ViewController", "NavigationController", "TabBarController", "Screen", "Page",
        "Feature", "Preview", "PreviewProvider", "PreviewProvider_Previews", "XCTest", "Testing", "testable",
        // name fragments and prefixes matched inside other names
        "navigate", "navigation", "route", "screen", "stack", "history", "tab", "modal", "cover", "fullscreen", "dialog",
        "reset", "toroot", "poptoroot", "removeall", "switchtab", "selectedtab", "deeplink", "openurl", "handleurl",
        "push", "open", "Mock", "Stub", "Fake", "Spy", "Dummy", "UI", "NS", "SF", "MF", "PH", "AV", "CN", "EK", "MK", "GK", "SK", "QL", "PK", "AS",
        "CL", "WK", "In", "Out",
        // the device idiom and Mac builds, read in conditions of code an anchor already makes relevant
        "userInterfaceIdiom", "UIUserInterfaceIdiom", "phone", "pad", "isiOSAppOnMac", "isMacCatalystApp",
        // URL schemes, file names and text
        "http", "https", "mailto", "tel", "fb", "vk", "pdk", "ws", "wss", "swift", "plist", "Pods", "Carthage", "DerivedData",
        "CFBundleURLTypes", "CFBundleURLSchemes", "post",
    ]
}
