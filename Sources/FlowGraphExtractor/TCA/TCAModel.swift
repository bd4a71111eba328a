import FlowGraph
import Foundation
import SwiftSyntax

/// The Composable Architecture as the corpus declares it: reducers, the navigation state their
/// `State` holds (`@Presents`, `StackState`, a selected tab) and the child features they scope to.
///
/// Node model (shared by every TCA recogniser, documented in `Examples/CONVENTIONS.md`):
/// - a feature reducer `X` is a feature with root node `X` (its own screen);
/// - a case of a destination or path reducer is a node `<Reducer>.<case>` (`X.Destination.add`,
///   the reducer qualified by enclosing types, never by its `State` enum) owned by the feature
///   whose state holds it; a non-enum `@Presents var alert` is a node `X.alert`;
/// - a case that hosts a child feature (`case add(AddFeature)`) enters that feature's own screen
///   through a `child` edge `X.Destination.add → AddFeature`, so a feature presented from several
///   places keeps one set of outgoing edges.
struct TCAModel {
    let types: SwiftTypeIndex
    /// Feature reducers by qualified name.
    var features: [String: FeatureInfo] = [:]
    /// Destination/path reducers (their `State` is an enum) by qualified name.
    var caseReducers: [String: CaseReducer] = [:]
    /// The kind views show a state-driven node with (`TCAStateSlots`), by node id.
    var stateKinds: [String: EdgeKind] = [:]
    /// For each feature embedded with `Scope` in another's screen (not shown by a case, a tab or a
    /// presentation of its own), the screen its navigation starts from.
    private(set) var hosts: [String: String] = [:]
    /// Presented cases a view switches its content over (`switch store.destination { case .some(.game): … }`).
    var contentSwitchedNodes: Set<String> = []
    /// `[parent, child]` pairs where a view of the parent presents or links to the child's view.
    var viewPresented: Set<[String]> = []
    /// Features some case, tab or presentation shows as a screen.
    private(set) var shownFeatures: Set<String> = []
    /// The calls that present their content, by name, with the kind they present with: SwiftUI's
    /// modifiers, `NavigationLink` and the app's helpers wrapping them.
    var presentingCalls: [String: EdgeKind] = [:]
    /// Where each feature's actions are sent from, by feature (`TCAActionSenders`).
    private(set) var senders: [String: [ActionSender]] = [:]
    /// For each feature, the action chains of its reducer's `case`s that push or present, with the
    /// nodes they show (`TCAActionOrigins`).
    private(set) var showingHandlers: [String: [(chains: [[String]], shown: [String])]] = [:]
    /// By destination or path case node, the views its view `switch` shows it with (`TCACaseViews`).
    private(set) var caseViews: [String: Set<String>] = [:]
    /// Every view some case is shown with.
    private(set) var caseViewNames: Set<String> = []
    /// By feature, the sends of its reducer that start it over (``readRestartingSends()``).
    private(set) var restartingSends: [String: Set<SyntaxIdentifier>] = [:]
    /// By a reducer's `send` call, what the `case` around it pushes or presents before it (`TCAActionOrigins`).
    private(set) var shownBeforeSending: [SyntaxIdentifier: [String]] = [:]
    /// The calls in each feature's reducer code, by feature and callee name (helper methods' callers).
    private(set) var reducerCalls: [String: [String: [FunctionCallExprSyntax]]] = [:]
    /// Features some type holds a store of (`StoreOf<X>`): those with a screen of their own.
    private(set) var viewedFeatures: Set<String> = []
    /// The types conforming to `Reducer` through a protocol of the app that refines it
    /// (`protocol AppFeature: Reducer`; `struct Home: AppFeature`).
    private var indirectReducers: Set<String> = []

    struct FeatureInfo {
        var name: String
        var type: SwiftTypeIndex.TypeInfo
        var slots: [Slot] = []
        var scopes: [ScopeChild] = []
        /// The tabs, when the feature is a tab container.
        var tabs: Tabs?
        /// The `State` methods that present their parameter (`TCASlotSetters`), by name.
        var slotSetters: [String: SlotSetter] = [:]
        var isTabContainer: Bool { tabs != nil }
    }

    /// A tab container's tabs: scoped children in tab order.
    struct Tabs {
        /// The state property holding the selected tab, when there is one.
        var property: String?
        /// Each tab: the enum case selecting it (when known) and the state name of its scoped child.
        var order: [(tab: String?, scope: String)]

        /// The scoped child's state name a tab enum case selects.
        func scope(selectedBy tab: String) -> String? { order.first { $0.tab == tab }?.scope }
        var scopes: Set<String> { Set(order.map(\.scope)) }
    }

    /// A navigation slot in a feature's state.
    struct Slot {
        /// `presents`: `@Presents` or an optional route enum; `flag`: a `Bool` a view presents with;
        /// `switched`: an enum a view switches its content over.
        enum Kind { case presents, stack, flag, switched }
        var kind: Kind
        var property: String
        var file: ParsedFile
        var line: Int
        /// The destination/path reducer for enum slots.
        var caseReducer: String?
        /// For a non-enum `@Presents`: its node id, the feature it hosts and the kind its type implies.
        var propertyNode: String?
        var hostedFeature: String?
        /// For a flag: the state property of the scoped child its view shows (`\.child` in
        /// `store.scope(state: \.child, …)`), whose actions the feature's `Scope` routes.
        var hostedState: String?
        var impliedKind: EdgeKind?
        /// For a flag: the links binding it whose label shows (`NavigationLink(isActive:) { Text("More") }`),
        /// which the user's tap activates without the reducer setting the flag, and the view code
        /// setting it through the store's binding (`store.isPickerShown = true` in a button's action).
        var tappedLinks: [(file: ParsedFile, link: Syntax)] = []
        /// For an optional route enum read from the views: the cases some view presents. The others
        /// (`case progress` a view shows as an overlay) are no screens, and setting them no move.
        var shownCases: Set<String>?
        /// For `switched`: the property names from the state to the enum (`destination`, `phase`).
        var chain: [String] = []
        /// For `switched`: the case the content starts on.
        var initialCase: String?
        /// For `switched`: the other cases it may start on (a store started on one of two).
        var otherInitialCases: [String] = []
        /// For `switched`: the reducer scopes into the enum case by case (`TCAScopedCases`).
        var scopedCaseByCase = false
        /// For a slot scoped case by case: the action case its `Scope` wraps the cases' actions in
        /// (`root` in `Scope(state: \.root, action: \.child.root)`).
        var scopeAction: String?
        /// For `stack`: whether it is a list of route wrappers (`[Route<Screen.State>]`, `TCARouteLists`),
        /// whose elements are pushed or presented.
        var isRouteList = false
        /// For a route list: the action case its routes' actions arrive in (`router`), nil when
        /// they arrive in the feature's own `routeAction` case.
        var routeActionCase: String?

        /// The state properties from the feature's state to the slot: `[path]`, or `[paths, inbox]`
        /// for a stack a value of the state holds (`var paths: Paths` with `var inbox = StackState<…>()`),
        /// whose actions arrive as `.paths(.inbox(…))`.
        var path: [String] { property.split(separator: ".").map(String.init) }

        /// The case of this slot's reducer an action chain of the feature names, with the chain up to
        /// and including it and what follows: `[path, element, detail, saved]` for a stack
        /// (`.path(.element(id:, action: .detail(.saved)))`), `[destination, presented, add, …]` for a
        /// presentation, `[router, routeAction, detail, …]` or `[routeAction, detail, …]` for a route list.
        func elementAction(_ chain: [String]) -> (prefix: [String], caseName: String, inner: [String])? {
            var prefix: [String]
            if isRouteList {
                if let routeActionCase, chain.starts(with: [routeActionCase, "routeAction"]) {
                    prefix = [routeActionCase, "routeAction"]
                } else if chain.first == "routeAction" {
                    prefix = ["routeAction"]
                } else {
                    return nil
                }
            } else {
                prefix = path + [kind == .stack ? "element" : "presented"]
                guard chain.starts(with: prefix) else { return nil }
            }
            guard chain.count > prefix.count else { return nil }
            let caseName = chain[prefix.count]
            prefix.append(caseName)
            return (prefix, caseName, Array(chain.dropFirst(prefix.count)))
        }
    }

    struct CaseReducer {
        var name: String
        var cases: [Case]
        func `case`(named name: String) -> Case? { cases.first { $0.name == name } }
    }

    struct Case {
        var name: String
        var nodeID: String
        var parameters: [String]
        var file: ParsedFile
        var line: Int
        var declaration: EnumCaseDeclSyntax
        var hostedFeature: String?
        /// The state property of the scoped child a view shows for this case (`\.child` in
        /// `store.scope(state: \.child, …)`); nil when the case carries its own state
        /// (`case add(AddFeature)`), whose actions arrive through the case rather than a `Scope`.
        var hostedState: String?
        /// `alert`/`confirmationDialog` when the case holds `AlertState`/`ConfirmationDialogState`.
        var impliedKind: EdgeKind?
        /// The further scoped children the case's content shows in place of the first, as its payload
        /// chooses (`switch kind { case .recent: RecentView(store: store.scope(…)); case .starred: … }`).
        var alternativeHosts: [ScopeChild] = []

        /// Every feature the case shows: the one it hosts and its alternatives.
        var hostedFeatures: [String] { [hostedFeature].compactMap { $0 } + alternativeHosts.map(\.feature) }
        /// The state properties of every scoped child the case shows.
        var hostedStates: [String] { [hostedState].compactMap { $0 } + alternativeHosts.map(\.stateName) }
    }

    /// A child feature embedded with `Scope(state: \.home, action: \.home) { HomeFeature() }`.
    struct ScopeChild {
        var stateName: String
        /// The action case the child's actions arrive in (`\.home` in `Scope(state: \.homeState, action: \.home)`).
        var actionName: String?
        var feature: String
        var file: ParsedFile
        var call: FunctionCallExprSyntax
    }

    init(corpus: SourceCorpus) {
        types = SwiftTypeIndex(corpus: corpus)
        indirectReducers = Set(Self.reducerProtocols.flatMap { corpus.model.conformers(of: $0) })
        let reducerNames = types.types.keys.sorted().filter { isReducer(types[$0]!) }
        // Everything below reads features: an app without reducers has none to read.
        guard !reducerNames.isEmpty else { return }
        for name in reducerNames {
            let info = types[name]!
            if info.kind == .enum {
                caseReducers[name] = CaseReducer(name: name, cases: [])
            } else if types["\(name).State"]?.kind == .enum {
                caseReducers[name] = CaseReducer(name: name, cases: [])
            } else {
                features[name] = FeatureInfo(name: name, type: info)
            }
        }
        mergeDomainHelpers()
        // Cases and slots refer to features, so they are read once every feature is known.
        for name in caseReducers.keys {
            caseReducers[name]!.cases = readCases(of: name)
        }
        for name in features.keys {
            readState(of: name)
            features[name]!.slotSetters = readSlotSetters(of: features[name]!)
            features[name]!.scopes = readScopes(of: name)
            readScopedCases(of: name)
            features[name]!.tabs = readTabs(of: name)
        }
        let storeHeld = readStoreHeldTypes()
        readCaseFeatures(in: corpus, storeHeld: storeHeld)
        viewedFeatures = storeHeld.filter { features[$0] != nil }
        readTabViews(in: corpus)
        // Each file's switches and their cases, which the views' slots and case views both read.
        let switches = corpus.files.map { TCASyntax.switchesAndCases(in: $0.tree) }
        readStateDrivenSlots(in: corpus, switches: switches)
        (hosts, shownFeatures) = embeddingHosts()
        for feature in features.values {
            let calls = feature.type.memberBlocks.flatMap { TCASyntax.calls(in: $0.block, skippingNestedTypes: true) }
            reducerCalls[feature.name] = Dictionary(grouping: calls) { Self.calleeName($0) ?? "" }
        }
        caseViews = readCaseViews(switches: switches)
        caseViewNames = caseViews.values.reduce(into: []) { $0.formUnion($1) }
        senders = readSenders(in: corpus, channels: DependencyChannels(corpus: corpus, types: types))
        restartingSends = readRestartingSends()
        (showingHandlers, shownBeforeSending) = readShowingHandlers()
    }

    /// The reducers whose store a property of some type holds (`StoreOf<X>`, `Store<X.State, X.Action>`).
    private func readStoreHeldTypes() -> Set<String> {
        var held = Set<String>()
        for name in types.types.keys.sorted() {
            for (_, _, binding) in types[name]!.properties {
                guard let type = binding.typeAnnotation?.type.trimmedText else { continue }
                for prefix in ["StoreOf<", "Store<"] {
                    guard let start = type.range(of: prefix) else { continue }
                    var argument = SwiftTypeIndex.stripGenerics(String(type[start.upperBound...].prefix { $0 != "," && $0 != ">" }).trimmed)
                    if argument.hasSuffix(".State") { argument.removeLast(".State".count) }
                    if let reducer = types.resolve(argument, from: name) { held.insert(reducer) }
                }
            }
        }
        return held
    }

    /// TCA's reducer protocol, by its current and its earlier name.
    private static let reducerProtocols = ["Reducer", "ReducerProtocol"]

    /// Whether `type` is a reducer: `@Reducer`, or conforming to `Reducer` directly or through a
    /// protocol of the app that refines it.
    func isReducer(_ type: SwiftTypeIndex.TypeInfo) -> Bool {
        guard type.kind == .struct || type.kind == .enum else { return false }
        if type.attributes.contains("Reducer") || indirectReducers.contains(type.qualifiedName) { return true }
        return type.inherited.contains { inherited in
            let base = SwiftTypeIndex.stripGenerics(inherited)
            return Self.reducerProtocols.contains(base) || base.hasSuffix(".Reducer")
        }
    }

    var sortedFeatures: [FeatureInfo] { features.keys.sorted().map { features[$0]! } }

    /// The feature reducer a type name written inside `scope` designates, `.State` suffix ignored.
    func feature(named written: String, from scope: String?) -> String? {
        var name = SwiftTypeIndex.stripGenerics(written)
        if name.hasSuffix(".State") { name.removeLast(".State".count) }
        guard let resolved = types.resolve(name, from: scope) else { return nil }
        return features[resolved] != nil ? resolved : nil
    }

    // MARK: - Reading declarations

    func readCases(of reducer: String) -> [Case] {
        let info = types[reducer]!
        let enumType = info.kind == .enum ? info : types["\(reducer).State"]!
        return enumType.enumCases.map { enumCase in
            let type = enumCase.associatedTypes.first ?? ""
            return Case(
                name: enumCase.name, nodeID: "\(reducer).\(enumCase.name)", parameters: enumCase.parameters,
                file: enumCase.file, line: enumCase.line, declaration: enumCase.declaration,
                hostedFeature: enumCase.associatedTypes.count == 1 ? feature(named: type, from: reducer) : nil,
                impliedKind: Self.impliedKind(ofType: type))
        }
    }

    static func impliedKind(ofType type: String) -> EdgeKind? {
        let base = SwiftTypeIndex.stripGenerics(type)
        if base.hasSuffix("AlertState") { return .alert }
        if base.hasSuffix("ConfirmationDialogState") || base.hasSuffix("ActionSheetState") { return .confirmationDialog }
        return nil
    }

    private mutating func readState(of feature: String) {
        guard let state = types["\(feature).State"] else { return }
        readState(state, into: feature, prefix: "")
    }

    /// The slots `state` declares, named from the feature's state by `prefix` (`paths.` for the
    /// stacks a value of the state holds, read one level down).
    private mutating func readState(_ state: SwiftTypeIndex.TypeInfo, into feature: String, prefix: String) {
        for (file, declaration, binding) in state.properties {
            guard let own = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let name = prefix + own
            if prefix.isEmpty, let holder = stackHolder(binding, in: state) {
                readState(holder, into: feature, prefix: name + ".")
                continue
            }
            let attributes = Set(declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText })
            let line = file.line(of: binding.pattern)
            if !prefix.isEmpty, Self.stackElement(in: binding) == nil { continue }
            if attributes.contains("Presents") || attributes.contains("PresentationState") {
                let typeText = binding.typeAnnotation?.type.trimmedText ?? ""
                var slot = Slot(kind: .presents, property: name, file: file, line: line)
                var base = SwiftTypeIndex.stripGenerics(typeText)
                if base.hasSuffix(".State") { base.removeLast(".State".count) }
                if let resolved = types.resolve(base, from: state.qualifiedName), caseReducers[resolved] != nil {
                    slot.caseReducer = resolved
                } else {
                    slot.propertyNode = "\(feature).\(name)"
                    slot.impliedKind = Self.impliedKind(ofType: typeText)
                    slot.hostedFeature = self.feature(named: typeText, from: state.qualifiedName)
                }
                features[feature]!.slots.append(slot)
            } else if let element = Self.routeListElement(in: binding),
                      let resolved = types.resolve(element, from: state.qualifiedName), caseReducers[resolved] != nil {
                var slot = Slot(kind: .stack, property: name, file: file, line: line, caseReducer: resolved)
                slot.isRouteList = true
                slot.routeActionCase = routeActionCase(of: name, in: features[feature]!)
                features[feature]!.slots.append(slot)
            } else if let element = Self.stackElement(in: binding) {
                if let resolved = types.resolve(element, from: state.qualifiedName), caseReducers[resolved] != nil {
                    features[feature]!.slots.append(Slot(kind: .stack, property: name, file: file, line: line, caseReducer: resolved))
                } else if let hosted = self.feature(named: element, from: state.qualifiedName) {
                    // `StackState<Detail.State>`: a stack of one feature's screens, as a non-enum `@Presents` holds one.
                    features[feature]!.slots.append(Slot(
                        kind: .stack, property: name, file: file, line: line, propertyNode: "\(feature).\(name)", hostedFeature: hosted))
                }
            }
        }
    }

    /// The app struct a state property holds whose own properties are stacks (`var paths = Paths()`,
    /// `var paths: Paths = .init()` with `struct Paths { var inbox = StackState<…>() }`): no feature's state.
    private func stackHolder(_ binding: PatternBindingSyntax, in state: SwiftTypeIndex.TypeInfo) -> SwiftTypeIndex.TypeInfo? {
        let written = binding.typeAnnotation?.type.trimmedText
            ?? binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText }
        guard let written, let name = types.resolve(written, from: state.qualifiedName), let holder = types[name],
              holder.kind == .struct, !name.hasSuffix(".State"),
              holder.properties.contains(where: { Self.stackElement(in: $0.binding) != nil }) else { return nil }
        return holder
    }

    /// `Path` from `StackState<Path.State>` in a property's type or initial value.
    private static func stackElement(in binding: PatternBindingSyntax) -> String? {
        let text = binding.trimmedText
        guard let start = text.range(of: "StackState<") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: ">") else { return nil }
        var element = String(rest[..<end]).trimmed
        if element.hasSuffix(".State") { element.removeLast(".State".count) }
        return element
    }

    /// The children the feature's reducer runs on parts of its state: `Scope`, and `ifLet` over an
    /// optional child state that is no presentation slot.
    private func readScopes(of feature: String) -> [ScopeChild] {
        let info = features[feature]!.type
        var children: [ScopeChild] = []
        for (file, block) in info.memberBlocks {
            for call in TCASyntax.calls(in: block, skippingNestedTypes: true) {
                // A scope inside another's closure scopes into that one's state, not this feature's.
                // `.ifLet(\.child, action: \.child) { Child() }` runs a child whose optional state is
                // plain (not `@Presents`: that one is a presentation slot) as a `Scope` runs one.
                let isScope = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Scope"
                let isOptionalChild = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "ifLet"
                guard isScope || isOptionalChild,
                      Self.enclosingScope(of: call) == nil,
                      let stateArgument = TCASyntax.scopedState(of: call),
                      let stateName = TCASyntax.keyPathNames(stateArgument).last,
                      !(isOptionalChild && features[feature]!.slots.contains { $0.property == stateName }),
                      let child = TCASyntax.scopedReducerType(of: call),
                      let childFeature = self.feature(named: child, from: feature)
                else { continue }
                let actionArgument = call.arguments.first(where: { $0.label?.text == "action" })?.expression
                let actionName = actionArgument.flatMap { TCASyntax.keyPathNames($0).last ?? TCASyntax.caseName($0) }
                children.append(ScopeChild(stateName: stateName, actionName: actionName, feature: childFeature, file: file, call: call))
            }
        }
        return children
    }

    /// A state property typed by an enum whose cases name at least two scoped children
    /// (`case home` for `\.home`, `\.homeTab` or `\.homeFeature`): the selected tab.
    private func readTabs(of feature: String) -> Tabs? {
        guard let state = types["\(feature).State"] else { return nil }
        let scoped = features[feature]!.scopes.map(\.stateName)
        guard Set(scoped).count >= 2 else { return nil }
        for (_, _, binding) in state.properties {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let written = binding.typeAnnotation?.type.trimmedText
                ?? binding.initializer?.value.as(MemberAccessExprSyntax.self)?.base?.trimmedText
            // An optional enum is a route that can be absent, never a selected tab.
            guard let written, !written.hasSuffix("?"), let enumName = types.resolve(written, from: state.qualifiedName),
                  let enumType = types[enumName], enumType.kind == .enum else { continue }
            let order = enumType.enumCases.compactMap { tab -> (tab: String?, scope: String)? in
                scoped.first { Self.tab(tab.name, names: $0) }.map { (tab.name, $0) }
            }
            if order.count >= 2 { return Tabs(property: name, order: order) }
        }
        return nil
    }

    private static func tab(_ tab: String, names scope: String) -> Bool {
        guard scope.hasPrefix(tab) else { return false }
        return ["", "Tab", "Feature", "State"].contains(String(scope.dropFirst(tab.count)))
    }

    /// Features without a selected-tab enum whose view puts two or more scoped children in a
    /// `TabView`: tab containers, in the view's order.
    private mutating func readTabViews(in corpus: SourceCorpus) {
        for (_, call) in corpus.calls(named: "TabView") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let feature = viewFeature(enclosing: call), features[feature]?.tabs == nil,
                  let content = call.trailingClosure else { continue }
            let order = tabScopes(shownBy: content, of: feature, inView: SwiftTypeIndex.enclosingTypeName(of: call))
            if order.count >= 2 { features[feature]!.tabs = Tabs(property: nil, order: order.map { (nil, $0) }) }
        }
    }
}

extension StringProtocol {
    var trimmed: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
