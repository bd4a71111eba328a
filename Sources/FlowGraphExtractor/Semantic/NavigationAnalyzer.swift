import FlowGraph
import SwiftSyntax

/// Computes the ``NavigationModel`` of a corpus. Passes run in the order of ``run()``; each
/// reads only what the passes before it produced.
final class NavigationAnalyzer {
    struct ModalBinding {
        var viewType: String
        var owner: String
        var property: String
        var kind: EdgeKind
        var isFlag: Bool
        /// What the presentation shows: its content closure, or an initialiser passed for it
        /// (`content: SettingsScreen.init`).
        var content: ExprSyntax?
        var call: FunctionCallExprSyntax
        var fileIndex: Int
        /// The one case of an optional enum `property` the presentation is bound to
        /// (`.sheet(item: $model.destination.edit)`), presented with this binding's `kind`.
        var route: RouteRef? = nil
    }

    struct TabContainer {
        var view: String
        var selectionOwner: String?
        var tabs: [(key: String, roots: [String], site: Syntax, fileIndex: Int)]
    }

    struct Scope {
        var type: String?
        var locals: [String: AbstractValue] = [:]
        /// Enum types of parameters whose value is not known, for `switch` over them.
        var localEnums: [String: String] = [:]
        /// How local view controllers given a `modalPresentationStyle` are presented
        /// (`.fullScreen` → `fullScreenCover`, `.popover` → `popover`).
        var modalStyles: [String: EdgeKind] = [:]
        /// Local navigation controllers given to a child coordinator, by local name: presenting
        /// one presents that coordinator's root.
        var hostedCoordinators: [String: String] = [:]
        /// Locals built around local wrapping controllers (`let router = Router(navigationController: nav)`):
        /// handing one to a child coordinator hands it those controllers.
        var controllersHeld: [String: [String]] = [:]
        /// Local split view controllers, once given a column (each then holds the screen it shows
        /// first), and whether that is its compact column, which an iPhone shows over the others.
        var splitViews: [String: Bool] = [:]
        /// Locals a navigating helper of the type built (`let tabs = makeTabBar()`), by local name:
        /// showing one does what the helper does.
        var builtByHelpers: [String: FunctionCallExprSyntax] = [:]
        /// Locals and parameters holding one of several screens (what a step chooser returns, see
        /// ``returnedScreens(of:scope:depth:)``): showing one shows any of them.
        var screenChoices: [String: [String]] = [:]
        /// Locals copying a stack of controllers saved earlier (`var stack = savedStack`, not the
        /// controller's current `viewControllers`), with the screens appended to them since, by
        /// local name: setting one as the stack goes back to that stack and shows those screens on it.
        var savedStacks: [String: [String]] = [:]
        /// Local arrays of controllers made empty and appended to (`var tabs = [UIViewController]()`,
        /// then `tabs.append(home)`), by name: the screens appended so far, in order.
        var listedControllers: [String: [String]] = [:]
        /// Stored properties of `type` known here to hold a narrower type: in one coordinator's
        /// copy of a shared screen, its `coordinator` or `delegate` is that coordinator.
        var propertyTypes: [String: String] = [:]
        /// `View.property` values being followed to the views' constructions (see
        /// ``passedRoutes(_:of:expected:scope:)``), so that views passing a value around end.
        var followedProperties: Set<String> = []
        /// Functions declared inside the body being evaluated (`func ask() { … }` before `ask()`),
        /// by name: calling one runs its body with the enclosing scope it captures.
        var localFunctions: [String: FunctionDeclSyntax] = [:]
        /// Constants of the body holding a closure (`let completion: () -> Void = { … }`), by name:
        /// calling one, or handing it to an app function that calls it, runs its statements.
        var localClosures: [String: ClosureExprSyntax] = [:]
        /// Locals holding what a call returned, by name (`let showHelp = hideAll().then(showHelp())`):
        /// a closure declared after it that returns the local runs the call's work then, as an
        /// observable chain runs when it is subscribed (see ``deferredWork(returning:scope:depth:)``).
        var callResults: [String: FunctionCallExprSyntax] = [:]
        /// The screen each of the owner's own presented containers was just given
        /// (`flow.setViewControllers([login])` before `host.present(flow, …)`), by property name.
        var filledContainers: [String: String] = [:]
        /// The type of the instance built in the flow being followed, while its own code runs:
        /// its Boolean flags start from their declared values (see ``instanceFlag(_:scope:)``).
        var freshInstance: String?
        /// Whether the code runs on a row or item the user picked (`tableView(_:didSelectRowAt:)`):
        /// a value read from it may be any case, each one a move, not one known only at run time.
        var userPicksValues = false
        /// Code running without user input, as a release build does: a `#if DEBUG` clause (a UI-test
        /// launch route, a debug-only shortcut) makes no move users see.
        var releaseBuildOnly = false
        /// The device layouts the code being evaluated runs in, as Boolean parameters given a
        /// layout condition (``layoutFlags``) tell.
        var layouts = DeviceLayouts.all
        /// Boolean parameters whose argument is a layout condition (`pushOntoDetailStack: !isSidebar`),
        /// by name: their value on each of ``DeviceLayouts/each``.
        var layoutFlags: [String: [Bool?]] = [:]
        /// What the notifications an observer runs for carry as their `object`, by the name of the
        /// observer's parameter (`note` in `.onReceive(publisher) { note in … note.object … }`).
        var deliveredObjects: [String: AbstractValue] = [:]
        /// The routes a generic router is handling, while its methods run (see ``RoutesInFlight``).
        var routesInFlight: RoutesInFlight?
        /// The method's own generic parameters its call fixes, by name: `S` is `Welcome` in
        /// `func push<S: Scene>(scene _: S.Type)` called with `scene: Welcome.self`, so `S(…)` builds one.
        var typeArguments: [String: String] = [:]
        /// What the generic parameters of the type whose method runs stand for on the value it
        /// runs on (`Destination` is `GardenDestination` on an `AnyFlow<GardenDestination>`).
        var ownerTypeArguments: [String: String] = [:]
        /// Closures the call hands for function-typed parameters, by parameter name
        /// (`makeCoordinator: { Send(navigationController: $0) }`): calling one gives what it builds.
        var factoryClosures: [String: ClosureExprSyntax] = [:]
    }

    /// Route cases handed to a generic router's method taking its own generic parameter
    /// (`finder.go(.shelf)` on a `Finder<Stop>`): the router keeps them out of sight (a queue, a
    /// pending request) until it hands them to the code switching over that route type, so a
    /// `switch` over that type whose subject is otherwise unknown runs the handed cases, and none
    /// when the router was called with no route of that type (`finder.reset()`).
    struct RoutesInFlight {
        var enumName: String
        var routes: [RouteRef]
    }

    /// A block (or `if` conditions) enclosing call sites of a type.
    struct BlockKey: Hashable {
        var type: String
        var binder: SyntaxIdentifier
    }

    /// The scope a block (or `if` conditions) was entered with, and what the block's statements
    /// before `next` (ending at `boundEnd`) bound into it.
    struct LocalScopeProgress {
        var entry: Scope
        var next: CodeBlockItemListSyntax.Index?
        var boundEnd: AbsolutePosition
        var scope: Scope
    }

    /// What ``scanCallSites()`` learns once per block for every call site in it.
    struct SiteScan {
        /// What each block (or `if` conditions) around call sites bound so far (see ``localScope(before:in:)``).
        var localScopes: [BlockKey: LocalScopeProgress] = [:]
        /// How far each block's statements were evaluated (see ``prefix(before:in:run:)``).
        var statementRuns: [BlockKey: StatementRun] = [:]
    }

    /// A block's statements evaluated in order up to `next` as a caller's code: each one's
    /// operations, and the clears, pops and tab switches pending before each.
    struct StatementRun {
        /// Each statement's place in the block, by its id.
        let offsets: [SyntaxIdentifier: Int]
        var scope: Scope
        var next: CodeBlockItemListSyntax.Index
        var operations: [[NavigationOperation]] = []
        var prefixes: [[NavigationOperation]] = [[]]

        init(_ list: CodeBlockItemListSyntax, scope: Scope) {
            var offsets: [SyntaxIdentifier: Int] = [:]
            for (offset, item) in list.enumerated() { offsets[item.id] = offset }
            (self.offsets, self.scope, next) = (offsets, scope, list.startIndex)
        }
    }

    typealias Alternatives = [[NavigationOperation]]

    static let maximumAlternatives = 24
    static let maximumDepth = 8

    let model: SemanticModel
    let typeNames: [String]
    /// Reducers of The Composable Architecture and views driven by their stores (see
    /// ``isComposableArchitecture(_:)``), decided once: every pass asks.
    let composableTypes: Set<String>
    /// View controllers of the app that are navigation containers in disguise (see ``isNavigationWrapper(_:)``).
    let navigationWrappers: Set<String>
    var index: [String: TypeSyntaxIndex] = [:]
    var bindings: [ModalBinding] = []
    /// `owner.property` of every `TabView(selection:)` binding.
    var tabSelections: Set<String> = []
    var roles: [String: [String: StateRole]] = [:]
    var owners: Set<String> = []
    var uikitCoordinators: Set<String> = []
    var routeEnums: [String: String] = [:]
    var routeScreens: [String: Set<String>] = [:]
    var handledCases: [String: Set<String>] = [:]
    /// Route enums some destination switch maps to screens (the others are not checked for unhandled cases).
    var mappedEnums: Set<String> = []
    /// By route case carrying another route enum (`Dest.reddit` for `case reddit(Reddit)`), the
    /// enum it carries, whose own cases are the screens (see ``mapDestinations()``).
    var nestedRouteEnums: [String: String] = [:]
    var relevantNames: Set<String> = []
    var memo: [String: Alternatives] = [:]
    /// What the blocks around call sites bound and do, kept while call sites are scanned; `nil` in
    /// the other passes, whose state is still being decided.
    var siteScan: SiteScan?
    /// What the constructions of a view pass for a property, by `View.property|expected enum`
    /// (``passedRoutes(_:of:expected:scope:)``).
    var passedRouteMemo: [String: [RouteRef]?] = [:]
    var active: Set<String> = []
    var screensCache: [String: [String]] = [:]
    /// The class each app factory method builds, by method (``builtResultType(of:labels:in:)``).
    var builtResultMemo: [String: String?] = [:]
    var screensInProgress: Set<String> = []
    var featureRoots: [String: String] = [:]
    var featureKinds: [String: FeatureKind] = [:]
    var featureSites: [String: (Int, Int)] = [:]
    var tabContainers: [TabContainer] = []
    var appTypes: [String] = []
    var flowEnums: [String: String] = [:]
    /// The feature a route enum's cases are in when it is not its owner's: one router holding a
    /// stack per tab (`homePath`, `searchPath`) gives each tab's enum the feature of that tab's root.
    var enumFeatures: [String: String] = [:]
    /// Flows whose steps' screens call the advancing method: their edges come from those calls.
    var flowsWithCallSites: Set<String> = []
    /// Stack roots and detail columns chosen by a model's optional properties (``collectContentChoices()``).
    var contentChoices: [ContentChoice] = []
    /// Views that host a coordinator (build it for themselves, or switch over its current route):
    /// they stand for its root.
    var hostedOwner: [String: String] = [:]
    var uikitStarts: [(String, Alternatives)] = []
    /// What each UIKit coordinator's `start()` may show first, one per branch (`if signedIn { feed }
    /// else { welcome }`); its feature root is the first of them.
    var coordinatorEntries: [String: [String]] = [:]
    /// Screens by the types of their stored properties, for ``holders(of:)``.
    var holdersIndex: [String: [String]]?
    /// Who calls what, for ``callers(of:)`` and ``typesCalling(methodAround:on:)``, built on first use.
    var callIndex: CallIndex?
    /// The types of the values each type calls a method on, by `Caller.method` (see
    /// ``calls(_:on:in:)``).
    var receiverTypesMemo: [String: Set<String>] = [:]
    /// By name, whether a function taking a `URL` is called outside URL handling (see ``isInDeepLinkHandler(_:)``).
    var calledOutsideURLHandling: [String: Bool] = [:]
    /// Screens' implementations of app protocols' requirements, by screen and method name, with
    /// those protocols (see ``runsAtDelegateCallers(_:in:)``); decided once.
    lazy var delegateCallbacks: [String: [String: [String]]] = findDelegateCallbacks()
    /// Whether each such implementation runs at its callers, by `Screen.method:offset`.
    var delegateCallbackMemo: [String: Bool] = [:]
    /// Who observes each event channel, which observers' statements observe what, and who posts
    /// (see ``runsAtEventPosters(_:in:)``); decided once.
    lazy var eventObservers: [String: [EventObserver]] = findEventObservers()
    lazy var observedChannels: [SyntaxIdentifier: [String]] = findObservedChannels()
    lazy var eventPosters: [String: Set<String>] = findEventPosters()
    lazy var observingTypes: Set<String> = Set(eventObservers.values.joined().compactMap(\.owner))
    /// Whether each method of an observing type runs only from its observers, by its declaration's id.
    var observerOnlyMethods: [SyntaxIdentifier: Bool] = [:]
    /// Closures the types store into members, by member name (see ``evaluateAssignedClosures(_:name:base:scope:depth:)``); gathered once.
    lazy var closureAssignments: [String: [ClosureAssignment]] = findClosureAssignments()
    /// Those stored into each property of a type, by `Type.property`, as they are asked about.
    var assignedClosuresByProperty: [String: [ClosureAssignment]] = [:]
    /// The calls each type makes on itself, by type and callee name, in source order (see
    /// ``callsOnItself(_:in:)``); gathered on first use.
    var selfCalls: [String: [String: [TypeSyntaxIndex.Site<FunctionCallExprSyntax>]]] = [:]
    /// The app's operators and methods that hand back what they configure (see
    /// ``configuredValue(_:)``); decided once, so that apps without any pay nothing on each value.
    lazy var configuringHelpers: ConfiguringHelpers = findConfiguringHelpers()
    /// The notification observers of the app, by notification (``NotificationObservers/index(_:)``),
    /// read by event channels and the deep-link handlers; found once.
    lazy var notificationObservers: [String: [NotificationObservers.Observer]] = NotificationObservers.index(model.corpus, wrappers: notificationWrappers)
    /// The app's functions posting or observing the notification their argument names; found once.
    lazy var notificationWrappers: NotificationWrappers = NotificationWrappers.find(model.corpus)
    /// The methods app types declare, by name, built on first use (see
    /// ``requiringProtocol(of:labels:)``).
    var appMethodsByName: [String: [MethodDeclaration]]?
    /// The stored properties each type presents itself (`host.present(self.flow, …)`), found on
    /// first use (see ``presentedProperties(of:)``).
    var presentedPropertiesIndex: [String: Set<String>] = [:]
    /// Types whose state screens can observe, for ``isObservedState(_:of:)``.
    lazy var observableTypes: Set<String> = Self.observableTypes(in: model)
    /// Enums a URL parser returns (deep-link values, not screens), for ``findRouteEnums()`` and
    /// the deep-link targets; decided once.
    lazy var urlParsedEnums: Set<String> = findURLParsedEnums()
    /// The app's `View` extension methods that wrap a modal modifier, by name; decided once.
    /// View controller types UIKit coordinators build, with those coordinators; decided once the
    /// coordinators are known.
    lazy var coordinatorsBuilding: [String: [String]] = findCoordinatorBuiltScreens()
    /// Those several coordinators show, each copy a node of its own (see ``instanceNode(_:shownBy:)``).
    lazy var coordinatorsShowing: [String: [String]] = coordinatorsBuilding.filter { $0.value.count > 1 }
    /// The one view whose stack shows each view first (see ``findStackHosts()``).
    lazy var stackHosts: [String: String] = findStackHosts()
    /// `owner.property` of every `NavigationStack(path:)` binding, read from syntax.
    lazy var stackPaths: Set<String> = Set(typeNames.filter { isView($0) || isApp($0) }.flatMap { name in
        (index[name]?.calls ?? []).compactMap { site -> String? in
            guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, Self.stackContainers.contains(callee.name),
                  let path = SyntaxHelpers.argument(site.node, "path"), let (owner, property) = boundProperty(path, in: name) else { return nil }
            return owner + "." + property
        }
    })
    /// `owner.property` of every binding a view hands a control as its value other than a stack's
    /// path (`.searchable(text:, tokens: $model.searchTokens)`), read from syntax.
    lazy var controlBoundProperties: Set<String> = Set(typeNames.filter(isView).flatMap { name in
        (index[name]?.calls ?? []).flatMap { site -> [String] in
            guard let callee = SyntaxHelpers.callee(site.node), !Self.stackContainers.contains(callee.name),
                  Self.modalModifiers[callee.name] == nil else { return [] }
            return site.node.arguments.compactMap { argument -> String? in
                guard let label = argument.label?.text, label != "path", SyntaxHelpers.unwrap(argument.expression).trimmedText.hasPrefix("$"),
                      let (owner, property) = boundProperty(argument.expression, in: name) else { return nil }
                return owner + "." + property
            }
        }
    })
    /// The `switch`es in views that draw data rather than choose screens (see ``findDataSwitches()``).
    lazy var dataSwitches: Set<SyntaxIdentifier> = findDataSwitches()
    /// The types `navigationDestination(for: T.self)` registers anywhere (last name component).
    lazy var destinationTypes: Set<String> = Set(model.corpus.files.indices.flatMap { fileIndex in
        model.file(fileIndex).syntax.calls(named: "navigationDestination").compactMap(SyntaxHelpers.registeredDestinationType).map(TypeText.lastComponent)
    })
    lazy var presentationWrappers: [String: [PresentationWrapper]] = findPresentationWrappers()
    /// Where each app view is built with arguments, for ``passedRoutes(_:of:expected:scope:)``.
    lazy var viewConstructions: [String: [ViewConstruction]] = findViewConstructions()
    /// By owner, its computed properties whose setter writes one of its stacks (see ``findStackAliases()``),
    /// built on first use: after ``classifyState()``, which every reader follows.
    lazy var stackAliases: [String: [String: String]] = findStackAliases()
    /// The screens `navigationDestination(for: T.self)` registers for each value type `T` that is
    /// no route enum, for ``valueDestinations(ofType:from:)``, built on first use (after routes are mapped).
    var valueRegistrations: [(typeName: String, context: String, nodes: [String], content: ExprSyntax)]?
    /// The app's modifiers and `View` extension methods wrapping a link (see ``wrappedLinkValue(_:)``); found once.
    lazy var linkWrappers: LinkWrappers = findLinkWrappers()
    /// The type erasers' closures forwarding to the value they wrap (see ``findErasedForwardings()``).
    lazy var erasedForwardings: [String: [String: ErasedForwarding]] = findErasedForwardings()
    /// The app's `NavigationLink` initialiser each list of argument labels runs, with the position of
    /// the parameter it makes the link's value, or nil for none (see ``appDeclaredLinkValue(_:)``).
    var appLinkInitialisers: [String: (initialiser: MethodDeclaration, valuePosition: Int)?] = [:]
    /// The presentations showing values of each app type as items (see ``itemPresentations(of:)``), found on first use.
    var itemPresentationsIndex: [String: [ItemPresentation]]?
    /// The next split-view column of each view a column shows, for ``nextColumnScreens(after:in:)``, built on first use.
    var splitColumnsAfter: [String: [(column: ClosureExprSyntax, context: String)]]?
    /// Answers of ``companions(of:)``, kept once the owners are known (from ``mapDestinations()`` on).
    var companionsCache: [String: [String]] = [:]
    /// ``superclasses(of:)`` by class, so deep hierarchies are walked once.
    var superclassChains: [String: [String]] = [:]
    /// ``wrappingControllerBase(of:)`` by class.
    var wrappingBases: [String: String?] = [:]
    /// Answers of ``carriesContent(_:)``.
    var contentCarriers: [String: Bool] = [:]
    /// What each construction of a content-carrying type carries (see ``carriedContent(of:expected:scope:depth:)``).
    var carriedByConstruction: [SyntaxIdentifier: CarriedContent?] = [:]
    /// Answers of ``isTransparentWrapper(_:)``.
    var transparentWrappers: [String: Bool] = [:]
    /// Components and their embedders, for ``sourceScreens(of:)``, built on first use.
    var embedding: EmbeddingIndex?
    /// Views that exist only for previews, for ``isPreviewOnly(_:)``, found on first ask.
    var previewOnlyViews: [String: Bool] = [:]
    /// Hosting objects and containers, learnt on first use (see ``findPresentableContainerMoves()``).
    var presentables = PresentableContainerIndex()
    var fileOfRoot: [SyntaxIdentifier: Int] = [:]
    var edges: [EdgeDraft] = []
    /// Whether the app reads the device idiom (see ``readsDeviceIdiom``), found on first ask.
    var deviceIdiomRead: Bool?
    /// The layouts code runs in after the exits before each block item (see ``layouts(around:)``).
    var layoutsAfterItems: [SyntaxIdentifier: DeviceLayouts] = [:]
    /// What each condition list evaluates to per layout (see ``layouts(where:hold:)``).
    var layoutConditionValues: [SyntaxIdentifier: [Bool?]] = [:]
    /// The layouts each view is shown in (see ``shownLayouts(of:)``).
    var viewLayouts: [String: DeviceLayouts] = [:]
    var diagnostics: [(Diagnostic, NavigationSource)] = []
    /// The evaluation each file may still cause (see ``metered(_:at:otherwise:_:)``).
    var budget: EvaluationBudget

    init(model: SemanticModel) {
        self.model = model
        typeNames = model.types.keys.sorted()
        budget = EvaluationBudget(fileSizes: model.corpus.files.map { $0.tree.totalLength.utf8Length })
        composableTypes = Set(model.types.values.filter(Self.isComposableArchitecture).map(\.name))
        navigationWrappers = Set(model.types.values.filter(Self.isNavigationWrapper).map(\.name))
    }

    func run() {
        // Syntax first: every later pass reads these indices instead of walking trees again.
        for (fileIndex, file) in model.corpus.files.enumerated() { fileOfRoot[Syntax(file.tree).id] = fileIndex }
        for note in model.inferredTypeNotes { fileOfRoot[note.root] = note.fileIndex }
        let model = model
        let built = ParallelMap.map(typeNames) { TypeSyntaxIndex.build(for: model.types[$0]!, in: model.corpus) }
        index = Dictionary(uniqueKeysWithValues: zip(typeNames, built))
        // Modal bindings decide the kind of presentation state, so they precede the roles.
        collectModalBindings()
        collectLayeredTabSelections()
        classifyState()
        findPhaseState()
        findRouteEnums()
        findFlows()
        companionsCache = [:]  // the owners are all known now
        mapDestinations()
        collectContentChoices()
        findRelevantMethods()
        // UIKit roots first: a SwiftUI view hosting a UIKit coordinator stands for its root.
        findUIKitRoots()
        findHosts()
        findStacksAndTabs()
        findUIKitChildren()
        findModalOwnerRoots()
        // Screens were resolved while roots were still being found: resolve them again.
        screensCache = [:]
        carriedByConstruction = [:]
        scanCallSites()
        findSplitColumnMoves()
        findEmbeddedStackRoots()
        findPagesReturnedToPagers()
        findPresentableContainerMoves()
        findStepSuccessions()
        // Flows whose screens call `next()` got their edges there; the rest chain their steps.
        findFlowEdges()
        dropMovesOfOtherLayouts()
        reportLint()
        for note in model.inferredTypeNotes {
            diagnose(.route, severity: .note, code: "inferred-external-type", message: note.message, fileIndex: note.fileIndex, line: note.line)
        }
    }

    // MARK: - Lookups

    func type(_ name: String) -> TypeDeclaration? { model.types[name] }

    func isView(_ name: String) -> Bool {
        guard let declaration = type(name) else { return false }
        return declaration.isView && !declaration.isPreview && !composableTypes.contains(name)
    }

    /// A `ViewModifier`: what it writes around its content belongs to the views applying it.
    func isViewModifier(_ name: String) -> Bool {
        type(name)?.conforms(to: "ViewModifier") == true
    }

    /// The app the sources launch: a SwiftUI `App`, or a UIKit application delegate.
    func isApp(_ name: String) -> Bool { model.applicationEntries.contains(name) }

    func isScreenType(_ name: String) -> Bool {
        guard let declaration = type(name) else { return false }
        return (declaration.isView || declaration.isViewController) && !declaration.isPreview && !composableTypes.contains(name)
            && !navigationWrappers.contains(name)
    }

    /// A view controller of the app that holds a `UINavigationController` and pushes onto it in its
    /// own methods (`func pushViewController(_ vc: …) { child.pushViewController(vc, …) }`): a
    /// navigation container the app's coordinators use, not a screen; what is pushed through it is
    /// pushed from where its methods are called.
    static func isNavigationWrapper(_ declaration: TypeDeclaration) -> Bool {
        guard declaration.kind == .class, declaration.isViewController, !declaration.inherited.contains("UINavigationController") else { return false }
        let held = declaration.properties.filter { property in
            guard property.getter == nil else { return false }
            if let written = property.type { return TypeText.base(written) == "UINavigationController" }
            return property.initializer?.trimmedDescription.hasPrefix("UINavigationController(") == true
        }.map(\.name)
        guard !held.isEmpty else { return false }
        return declaration.methods.contains { method in
            guard let body = method.body?.trimmedDescription else { return false }
            return held.contains { body.contains($0 + ".pushViewController(") }
        }
    }

    /// A reducer of The Composable Architecture or a view driven by its store: the TCA recognisers
    /// read those (`Sources/FlowGraphExtractor/TCA`), so this model leaves them alone. TCA's store
    /// is `StoreOf<Feature>` or `Store<State, Action>`: a `Store<AppState>` with one argument is
    /// another library's (a Redux-style app store), and its views are this model's.
    static func isComposableArchitecture(_ declaration: TypeDeclaration) -> Bool {
        if declaration.attributes.contains("Reducer") || declaration.conforms(to: "Reducer") { return true }
        return declaration.properties.contains { property in
            guard let written = property.type else { return false }
            let base = TypeText.base(written)
            return base.hasPrefix("StoreOf<") || base.hasPrefix("Store<") && TypeText.genericArguments(base).count == 2
        }
    }

    func location(_ fileIndex: Int, _ node: some SyntaxProtocol) -> (file: String, line: Int) {
        let file = model.file(fileIndex)
        return (file.path, file.line(of: node))
    }

    func diagnose(_ source: NavigationSource, severity: Severity, code: String, message: String, fileIndex: Int, line: Int) {
        diagnostics.append((Diagnostic(severity: severity, code: code, message: message, file: model.file(fileIndex).path, line: line), source))
    }
}
