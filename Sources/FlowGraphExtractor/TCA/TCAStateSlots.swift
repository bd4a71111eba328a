import FlowGraph
import SwiftSyntax

/// Navigation state a TCA feature holds without `@Presents`/`StackState`, read from what its views
/// do with it:
/// - a `Bool` property a view binds to a presentation (`.sheet(isPresented: $store.isHelpShown)`,
///   `NavigationLink(isActive:)`, or an app helper wrapping one) is a node `X.isHelpShown` shown with
///   that kind, entered by `state.isHelpShown = true` or `.toggle()`;
/// - an optional plain enum (`var route: Route?`) whose cases a view binds to presentations
///   (`.navigationDestination(isPresented: store.binding(for: .settings))`) gives a node per case,
///   entered by `state.route = .settings`;
/// - a non-optional enum a view `switch`es on to swap its content (`switch store.phase { case .home:
///   HomeView(store: store.scope(…)) }`) gives a node per case; assigning it is a `replace`, also when
///   the case arrives as an action's payload (`case let .phaseChanged(phase): state.phase = phase`
///   with `.send(.phaseChanged(.home))` elsewhere), and resetting the whole state (`state = .initial`)
///   replaces it with the case the new value holds; its initial case is the feature's `child`.
///
/// A presentation helper is a function of the app taking a `Binding` whose body presents, directly,
/// through another helper, or through a `ViewModifier` it applies (`modifier(CardSheet(isPresented:))`).
extension TCAModel {
    static func presentationHelpers(in corpus: SourceCorpus, types: SwiftTypeIndex) -> [String: EdgeKind] {
        var functions: [String: [FunctionDeclSyntax]] = [:]
        for file in corpus.files {
            for function in file.syntax.functions
            where function.signature.parameterClause.parameters.contains(where: { $0.type.trimmedText.contains("Binding") }) {
                functions[function.name.text, default: []].append(function)
            }
        }
        var known: [String: EdgeKind] = [:]
        // Helpers calling helpers: a few rounds reach the fixed point of any realistic nesting.
        for _ in 0..<3 {
            var changed = false
            for name in functions.keys.sorted() where known[name] == nil && TCAViewPresentations.modifierKinds[name] == nil {
                let kinds = Set(functions[name]!.compactMap { function in
                    function.body.flatMap { body in
                        TCASyntax.calls(in: body, skippingNestedTypes: true).lazy.compactMap { call in
                            directPresentationKind(call, helpers: known)
                                ?? modifierTypeKind(call, types: types, helpers: known)
                        }.first
                    }
                })
                if kinds.count == 1 {
                    known[name] = kinds.first!
                    changed = true
                }
            }
            if !changed { break }
        }
        return known
    }

    /// The callee's simple name: `sheet` in `.sheet(…)`, `NavigationLink` in `NavigationLink<A, B>(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    static func directPresentationKind(_ call: FunctionCallExprSyntax, helpers: [String: EdgeKind]) -> EdgeKind? {
        guard let name = calleeName(call) else { return nil }
        if name == "NavigationLink" { return .push }
        return TCAViewPresentations.modifierKinds[name] ?? helpers[name]
    }

    /// The kind a `ViewModifier` (or view) constructed by `call` presents with in its own code.
    private static func modifierTypeKind(_ call: FunctionCallExprSyntax, types: SwiftTypeIndex, helpers: [String: EdgeKind]) -> EdgeKind? {
        let constructed = call.arguments.first.flatMap { $0.expression.as(FunctionCallExprSyntax.self) } ?? call
        guard let name = calleeName(constructed), name.first?.isUppercase == true,
              let typeName = types.uniqueType(named: name), let type = types[typeName],
              type.inherited.contains(where: { $0 == "ViewModifier" || $0 == "View" })
        else { return nil }
        for (_, block) in type.memberBlocks {
            for inner in TCASyntax.calls(in: block, skippingNestedTypes: true) {
                if let kind = directPresentationKind(inner, helpers: helpers) { return kind }
            }
        }
        return nil
    }

    /// Bool and optional-enum slots bound by views, and enums views switch over (see above);
    /// `switches` are each file's (``TCASyntax/switchesAndCases(in:)``).
    mutating func readStateDrivenSlots(in corpus: SourceCorpus, switches: [TCASyntax.SwitchSites]) {
        let helpers = Self.presentationHelpers(in: corpus, types: types)
        let names = Set(TCAViewPresentations.modifierKinds.keys).union(helpers.keys).union(["NavigationLink"])
        presentingCalls = helpers.merging(TCAViewPresentations.modifierKinds) { helper, _ in helper }
        presentingCalls["NavigationLink"] = .push
        let tappableHelpers = Self.tappableLinkHelpers(in: corpus)
        var flags: [String: [String: Slot]] = [:]
        var routes: [String: [String: Slot]] = [:]
        var padOnlyKinds: [String: EdgeKind] = [:]
        let routeOwners = optionalEnumOwners()
        for (file, sites) in zip(corpus.files, switches) {
            let calls = names.sorted().flatMap { file.syntax.calls(named: $0) }.sorted { $0.position < $1.position }
            for call in calls {
                guard let kind = Self.directPresentationKind(call, helpers: helpers) else { continue }
                guard let feature = viewFeature(enclosing: call), let state = types["\(feature).State"] else {
                    // A view without a store handed a feature's route as a binding (`@Binding var route: Settings.Route?`).
                    guard let owner = routeOwner(handedTo: call, owners: routeOwners), let state = types["\(owner).State"] else { continue }
                    for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                        bindRoute(argument.expression, call: call, kind: kind, feature: owner, state: state, into: &routes, padOnly: &padOnlyKinds)
                    }
                    continue
                }
                for child in presentedFeatures(in: call, of: feature) { viewPresented.insert([feature, child]) }
                let tapped = Self.isTappableLink(call, helpers: tappableHelpers) ? file : nil
                for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                    bindFlag(argument.expression, label: argument.label?.text, call: call, tapped: tapped, kind: kind, feature: feature, state: state, into: &flags)
                    bindRoute(argument.expression, call: call, kind: kind, feature: feature, state: state, into: &routes, padOnly: &padOnlyKinds)
                    bindChildRoute(argument.expression, call: call, kind: kind, feature: feature, into: &routes, padOnly: &padOnlyKinds)
                }
            }
            for switchExpr in sites.switches {
                readSwitchedContent(switchExpr, file: file)
            }
        }
        if !flags.isEmpty { bindViewSetFlags(in: corpus, into: &flags) }
        for (feature, slots) in flags {
            features[feature]!.slots += slots.keys.sorted().map { slots[$0]! }
        }
        for (feature, slots) in routes {
            features[feature]!.slots += slots.keys.sorted().map { slots[$0]! }
        }
        // A case an iPad layout presents one way and the phone's another is shown the phone's way.
        for (node, kind) in padOnlyKinds where stateKinds[node] == nil { stateKinds[node] = kind }
    }

    /// View code setting a flag through the store's binding (`store.isPickerShown = true` in a
    /// button's action, with `BindableAction`): the user's tap presents it, as a tapped link does.
    private func bindViewSetFlags(in corpus: SourceCorpus, into flags: inout [String: [String: Slot]]) {
        for file in corpus.files where file.text.contains("store.") {
            for sequence in TCASyntax.nodes(SequenceExprSyntax.self, in: file.tree, skippingNestedTypes: false) {
                guard let (left, right) = TCASyntax.assignment(sequence),
                      right.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false),
                      let member = left.as(MemberAccessExprSyntax.self),
                      member.base?.trimmedText.lowercased().hasSuffix("store") == true,
                      let feature = viewFeature(enclosing: sequence),
                      flags[feature]?[member.declName.baseName.text] != nil else { continue }
                flags[feature]![member.declName.baseName.text]!.tappedLinks.append((file, Syntax(sequence)))
            }
        }
    }

    /// The state property a binding argument reads: `$store.isShown`, `store.isShown`, `\.isShown`.
    static func boundProperties(_ expression: ExprSyntax) -> [String] {
        var found: [String] = []
        for member in TCASyntax.nodes(MemberAccessExprSyntax.self, in: expression, skippingNestedTypes: false) {
            guard let base = member.base?.trimmedText, base.lowercased().hasSuffix("store") else { continue }
            found.append(member.declName.baseName.text)
        }
        if let keyPath = TCASyntax.keyPathNames(expression).last { found.append(keyPath) }
        return found
    }

    /// Binds the flag `expression` reads to the presentation `call`; `tapped` is the view's file when
    /// the call is a link the user can tap. A plain optional value bound as the presented item
    /// (`.sheet(item: $store.selectedGame) { GameDetailView(game: $0) }`) is such a slot too,
    /// shown while it holds a value.
    private func bindFlag(
        _ expression: ExprSyntax, label: String?, call: FunctionCallExprSyntax, tapped: ParsedFile?, kind: EdgeKind, feature: String,
        state: SwiftTypeIndex.TypeInfo, into flags: inout [String: [String: Slot]]
    ) {
        for name in Self.boundProperties(expression) {
            if flags[feature]?[name] != nil {
                if let tapped { flags[feature]![name]!.tappedLinks.append((tapped, Syntax(call))) }
                continue
            }
            guard let (file, declaration, binding) = state.properties.first(where: {
                $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }), Self.isBool(binding) || label == "item" && isPlainOptional(binding, in: state), !Self.isPresented(declaration) else { continue }
            var slot = Slot(kind: .flag, property: name, file: file, line: file.line(of: binding.pattern))
            slot.propertyNode = "\(feature).\(name)"
            slot.impliedKind = kind
            let hosted = hostedChild(shownBy: call, in: feature)
            (slot.hostedFeature, slot.hostedState) = (hosted?.feature, hosted?.stateName)
            if let tapped { slot.tappedLinks.append((tapped, Syntax(call))) }
            flags[feature, default: [:]][name] = slot
        }
    }

    /// Binds the optional route enum case `expression` names to the presentation `call`; the kind of a
    /// call only an iPad layout makes goes to `padOnly`.
    private mutating func bindRoute(
        _ expression: ExprSyntax, call: FunctionCallExprSyntax, kind: EdgeKind, feature: String,
        state: SwiftTypeIndex.TypeInfo, into routes: inout [String: [String: Slot]], padOnly: inout [String: EdgeKind]
    ) {
        let caseNames = Self.namedCases(in: expression)
        guard !caseNames.isEmpty else { return }
        for (file, declaration, binding) in state.properties where !Self.isPresented(declaration) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let written = binding.typeAnnotation?.type.trimmedText, written.hasSuffix("?"),
                  let enumName = types.resolve(written, from: state.qualifiedName), let enumType = types[enumName],
                  enumType.kind == .enum, !isReducer(enumType),
                  caseReducers[enumName] == nil || routes[feature]?[name] != nil,
                  let caseName = caseNames.first(where: { candidate in enumType.enumCases.contains { $0.name == candidate } })
            else { continue }
            if routes[feature]?[name] == nil {
                caseReducers[enumName] = CaseReducer(name: enumName, cases: readCases(of: enumName))
                var slot = Slot(kind: .presents, property: name, file: file, line: file.line(of: binding.pattern), caseReducer: enumName)
                slot.shownCases = []
                routes[feature, default: [:]][name] = slot
            }
            routes[feature]![name]!.shownCases?.insert(caseName)
            let index = caseReducers[enumName]!.cases.firstIndex { $0.name == caseName }!
            let shown = presentedChildren(in: call, of: feature)
            if caseReducers[enumName]!.cases[index].hostedFeature == nil, let hosted = shown.first {
                caseReducers[enumName]!.cases[index].hostedFeature = hosted.feature
                caseReducers[enumName]!.cases[index].hostedState = hosted.stateName
                var seen: Set<String> = [hosted.stateName]
                caseReducers[enumName]!.cases[index].alternativeHosts = shown.dropFirst().filter { seen.insert($0.stateName).inserted }
            } else if caseReducers[enumName]!.cases[index].hostedFeature == nil, let hosted = unscopedChild(shownBy: call, in: feature) {
                caseReducers[enumName]!.cases[index].hostedFeature = hosted.feature
                caseReducers[enumName]!.cases[index].hostedState = hosted.state
            }
            let node = caseReducers[enumName]!.cases[index].nodeID
            if TCADeviceIdiom.runsOnlyOnPad(call) {
                padOnly[node] = padOnly[node] ?? kind
            } else {
                stateKinds[node] = stateKinds[node] ?? kind
            }
            return
        }
    }

    /// The feature whose state holds each plain enum as an optional property, for enums only one
    /// feature holds so.
    private func optionalEnumOwners() -> [String: String] {
        var owners: [String: Set<String>] = [:]
        for feature in features.keys {
            guard let state = types["\(feature).State"] else { continue }
            for (_, _, binding) in state.properties {
                guard let written = binding.typeAnnotation?.type.trimmedText, written.hasSuffix("?"),
                      let enumName = types.resolve(written, from: state.qualifiedName), types[enumName]?.kind == .enum
                else { continue }
                owners[enumName, default: []].insert(feature)
            }
        }
        return owners.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The feature whose route the view around `call` is handed as a binding: a property
    /// `@Binding var route: X.Route?` (or `Binding<X.Route?>`) of an enum `owners` knows.
    private func routeOwner(handedTo call: FunctionCallExprSyntax, owners: [String: String]) -> String? {
        guard let viewName = SwiftTypeIndex.enclosingTypeName(of: call),
              let view = types[viewName] ?? types.uniqueType(named: viewName).flatMap({ types[$0] })
        else { return nil }
        for (_, declaration, binding) in view.properties {
            guard var written = binding.typeAnnotation?.type.trimmedText else { continue }
            if written.hasPrefix("Binding<"), written.hasSuffix(">") {
                written = String(written.dropFirst("Binding<".count).dropLast())
            } else if !declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Binding" }) {
                continue
            }
            guard written.hasSuffix("?"), let enumName = types.resolve(written, from: view.qualifiedName),
                  let owner = owners[enumName] else { continue }
            return owner
        }
        return nil
    }

    /// A parent's view presenting a route its scoped child holds
    /// (`.sheet(item: $store.child.route.sending(\.child.routeChanged).detail)`): the child's route,
    /// its cases the child's nodes.
    private mutating func bindChildRoute(
        _ expression: ExprSyntax, call: FunctionCallExprSyntax, kind: EdgeKind, feature: String,
        into routes: inout [String: [String: Slot]], padOnly: inout [String: EdgeKind]
    ) {
        for property in Self.boundProperties(expression) {
            guard let child = features[feature]?.scopes.first(where: { $0.stateName == property }),
                  let childState = types["\(child.feature).State"]
            else { continue }
            bindRoute(expression, call: call, kind: kind, feature: child.feature, state: childState, into: &routes, padOnly: &padOnly)
        }
    }

    /// The names a presentation's argument may name a route case by, written without its type:
    /// `.settings` (`store.binding(for: .settings)`), a key path's components (swift-navigation's
    /// `NavigationLink(unwrapping: $store.route, case: \.settings)`) and the members chained on a
    /// binding (`$store.route.sending(\.routeChanged).settings`). Which of them are cases of a route
    /// enum the caller decides.
    static func namedCases(in expression: ExprSyntax) -> [String] {
        let members = TCASyntax.nodes(MemberAccessExprSyntax.self, in: expression, skippingNestedTypes: false)
        let keyPaths = TCASyntax.nodes(KeyPathExprSyntax.self, in: expression, skippingNestedTypes: false)
        return members.filter { $0.base == nil }.map(\.declName.baseName.text)
            + keyPaths.flatMap { TCASyntax.keyPathNames(ExprSyntax($0)) }
            + members.filter { $0.base != nil }.map(\.declName.baseName.text)
    }

    /// The scoped child a presentation's content shows through `store.scope(state: \.child, …)`.
    private func hostedChild(shownBy call: FunctionCallExprSyntax, in feature: String) -> ScopeChild? {
        presentedChildren(in: call, of: feature).first
    }

    /// The child features a presentation's (or link's) content shows through scoped stores.
    private func presentedFeatures(in call: FunctionCallExprSyntax, of feature: String) -> [String] {
        presentedChildren(in: call, of: feature).map(\.feature)
    }

    /// The scoped children a presentation's (or link's) content shows through scoped stores, also
    /// inside the view's own helper methods the content calls (`.sheet(…) { detailsContent() }`).
    private func presentedChildren(in call: FunctionCallExprSyntax, of feature: String) -> [ScopeChild] {
        contentScopes(of: call).compactMap { state in
            TCASyntax.keyPathNames(state).last.flatMap { name in features[feature]?.scopes.first { $0.stateName == name } }
        }
    }

    /// The child a presentation's content shows through a scoped store of a state no `Scope` runs
    /// (a recursive child the reducer runs itself: `var detail: Box<Detail.State?>`), by the type
    /// its state property declares.
    private func unscopedChild(shownBy call: FunctionCallExprSyntax, in feature: String) -> (feature: String, state: String)? {
        guard let state = types["\(feature).State"] else { return nil }
        for keyPath in contentScopes(of: call) {
            guard let name = TCASyntax.keyPathNames(keyPath).first,
                  let written = state.properties.first(where: {
                      $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                  })?.binding.typeAnnotation?.type.trimmedText,
                  let range = written.range(of: ".State")
            else { continue }
            let typeName = written[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if let child = self.feature(named: String(typeName.reversed()), from: state.qualifiedName) { return (child, name) }
        }
        return nil
    }

    /// The state key paths of the scoped stores a presentation's (or link's) content shows: in its
    /// closures, its value arguments (`NavigationLink(destination: ChildView(store: store.scope(…)))`)
    /// and the view's own helper methods they call.
    private func contentScopes(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        var closures: [ClosureExprSyntax] = call.trailingClosure.map { [$0] } ?? []
        closures += call.additionalTrailingClosures.map(\.closure)
        var contents = closures.map(Syntax.init)
        contents += call.arguments.map { Syntax($0.expression) }
        let view = SwiftTypeIndex.enclosingTypeName(of: call).flatMap { types.resolve($0, from: nil) }
        var followed: Set<SyntaxIdentifier> = []
        var next = 0
        while next < contents.count {
            let content = contents[next]
            next += 1
            for inner in TCASyntax.calls(in: content, skippingNestedTypes: false) {
                if Self.calleeName(inner) != "scope" {
                    if let view, let helper = viewHelper(called: inner, in: view), followed.insert(helper.id).inserted {
                        contents.append(Syntax(helper))
                    }
                    continue
                }
                if let state = TCASyntax.scopedState(of: inner) { found.append(state) }
            }
        }
        return found
    }

    /// The body of `view`'s own method without parameters that `call` calls (`detailsContent()`,
    /// `self.detailsContent()`), declared in the view or an extension of it.
    private func viewHelper(called call: FunctionCallExprSyntax, in view: String) -> CodeBlockSyntax? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, let (base, name) = SyntaxHelpers.callee(call),
              base == nil || base?.trimmedText == "self", let info = types[view]
        else { return nil }
        for (_, block) in info.memberBlocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                      function.signature.parameterClause.parameters.isEmpty
                else { continue }
                return function.body
            }
        }
        return nil
    }

    /// The app's helpers taking a `Binding` whose body shows a tappable `NavigationLink`
    /// (`NavigationLink(isActive: isActive, destination: destination, label: { self })`).
    static func tappableLinkHelpers(in corpus: SourceCorpus) -> Set<String> {
        var names: Set<String> = []
        for file in corpus.files {
            for function in file.syntax.functions
            where function.signature.parameterClause.parameters.contains(where: { $0.type.trimmedText.contains("Binding") }) {
                guard let body = function.body else { continue }
                if TCASyntax.calls(in: body, skippingNestedTypes: true).contains(where: { isTappableLink($0, helpers: []) }) {
                    names.insert(function.name.text)
                }
            }
        }
        return names
    }

    /// Whether the user can tap `call` to activate it: a `NavigationLink` whose label shows more than
    /// `EmptyView()`, or a call of a helper showing one.
    static func isTappableLink(_ call: FunctionCallExprSyntax, helpers: Set<String>) -> Bool {
        guard let name = calleeName(call) else { return false }
        guard name == "NavigationLink" else { return helpers.contains(name) }
        guard let label = linkLabel(call) else { return false }
        let shown = TCASyntax.calls(in: label, skippingNestedTypes: false)
        return !(shown.count == 1 && calleeName(shown[0]) == "EmptyView")
    }

    /// A link's label: `label:` (also as a trailing closure), a title, or the trailing closure after `destination:`.
    private static func linkLabel(_ link: FunctionCallExprSyntax) -> Syntax? {
        if let label = link.arguments.first(where: { $0.label?.text == "label" }) { return Syntax(label.expression) }
        if let label = link.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return Syntax(label.closure) }
        if let title = link.arguments.first, title.label == nil { return Syntax(title.expression) }
        if link.arguments.contains(where: { $0.label?.text == "destination" }) { return link.trailingClosure.map(Syntax.init) }
        return nil
    }

    /// Whether a state property is an optional of a type that is no enum (`var selectedGame: Game?`):
    /// an optional enum's cases are routes (``bindRoute(_:call:kind:feature:state:into:padOnly:)``).
    private func isPlainOptional(_ binding: PatternBindingSyntax, in state: SwiftTypeIndex.TypeInfo) -> Bool {
        guard let written = binding.typeAnnotation?.type.trimmedText, written.hasSuffix("?") else { return false }
        return types.resolve(written, from: state.qualifiedName).flatMap { types[$0]?.kind } != .enum
    }

    private static func isBool(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type.trimmedText { return type == "Bool" }
        return binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
    }

    private static func isPresented(_ declaration: VariableDeclSyntax) -> Bool {
        declaration.attributes.contains {
            let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedText
            return name == "Presents" || name == "PresentationState"
        }
    }

    /// `switch store.phase { case .home: HomeView(store: store.scope(state: \.home, …)) … }` in a view of `X`.
    private mutating func readSwitchedContent(_ switchExpr: SwitchExprSyntax, file: ParsedFile) {
        var chain: [String] = []
        var subject = switchExpr.subject
        while let member = subject.as(MemberAccessExprSyntax.self), let base = member.base {
            chain.insert(member.declName.baseName.text, at: 0)
            subject = base
        }
        guard !chain.isEmpty, subject.trimmedText.lowercased().hasSuffix("store"),
              let feature = viewFeature(enclosing: switchExpr)
        else { return }
        if chain.count == 1, let slot = features[feature]!.slots.first(where: { $0.kind == .presents && $0.property == chain[0] }) {
            readSwitchedPresentation(switchExpr, slot: slot)
            return
        }
        guard !features[feature]!.slots.contains(where: { $0.kind == .switched && $0.chain == chain }),
              let (owner, binding) = property(chain: chain, from: "\(feature).State"),
              let written = binding.typeAnnotation?.type.trimmedText, !written.hasSuffix("?"),
              let enumName = types.resolve(written, from: owner), let enumType = types[enumName],
              enumType.kind == .enum, !isReducer(enumType), caseReducers[enumName] == nil
        else { return }
        var cases = readCases(of: enumName)
        var hosting = 0
        for switchCase in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            for name in TCASyntax.labelExpressions(switchCase).compactMap(TCASyntax.caseName) {
                guard let index = cases.firstIndex(where: { $0.name == name }) else { continue }
                for scope in TCASyntax.calls(in: switchCase.statements, skippingNestedTypes: false) where Self.calleeName(scope) == "scope" {
                    guard let state = TCASyntax.scopedState(of: scope),
                          let stateName = TCASyntax.keyPathNames(state).last,
                          let child = features[feature]!.scopes.first(where: { $0.stateName == stateName })
                    else { continue }
                    cases[index].hostedFeature = child.feature
                    cases[index].hostedState = child.stateName
                    hosting += 1
                    break
                }
            }
        }
        // Content swapped by the switch: at least one case shows a child feature's screen.
        guard hosting > 0 else { return }
        caseReducers[enumName] = CaseReducer(name: enumName, cases: cases)
        let (file, line) = (types[owner]!.file, types[owner]!.line)
        var slot = Slot(kind: .switched, property: chain.last!, file: file, line: line, caseReducer: enumName)
        slot.chain = chain
        slot.initialCase = initialCase(of: binding, in: owner)
        features[feature]!.slots.append(slot)
    }

    /// `switch store.destination { case .none: HomeView(…); case .some(.game): GameView(…) }`: the
    /// presented cases the view shows in place of its content, each a `replace`.
    private mutating func readSwitchedPresentation(_ switchExpr: SwitchExprSyntax, slot: Slot) {
        guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }) else { return }
        for switchCase in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            for pattern in TCASyntax.labelExpressions(switchCase) {
                // `.some(.game)` or, through the optional's pattern matching, `.game`.
                let unwrapped = TCASyntax.caseName(pattern) == "some" ? TCASyntax.arguments(pattern).first?.expression : pattern
                guard let name = unwrapped.flatMap(TCASyntax.caseName), let node = reducer.case(named: name)?.nodeID else { continue }
                contentSwitchedNodes.insert(node)
            }
        }
    }

    /// The declaration of the property `chain` names, starting in `type`, and the type declaring it.
    private func property(chain: [String], from type: String) -> (owner: String, binding: PatternBindingSyntax)? {
        var owner = type
        for (index, name) in chain.enumerated() {
            guard let binding = types[owner]?.properties.first(where: {
                $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            })?.binding else { return nil }
            if index == chain.count - 1 { return (owner, binding) }
            let written = binding.typeAnnotation?.type.trimmedText
                ?? binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText }
            guard let written, let next = types.resolve(written, from: owner) else { return nil }
            owner = next
        }
        return nil
    }

    /// `var phase: Phase = .splash`, or a computed property whose getter reads one.
    func initialCase(of binding: PatternBindingSyntax, in owner: String) -> String? {
        if let value = binding.initializer?.value { return TCASyntax.caseName(value) }
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = valueSetByInitializer(name, in: owner) {
            return TCASyntax.caseName(value)
        }
        guard let accessors = binding.accessorBlock else { return nil }
        for reference in TCASyntax.nodes(DeclReferenceExprSyntax.self, in: accessors, skippingNestedTypes: false) {
            let stored = types[owner]?.properties.first {
                $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == reference.baseName.text
            }
            if let value = stored?.binding.initializer?.value, let name = TCASyntax.caseName(value) { return name }
        }
        return nil
    }
}

extension TCAModel {
    /// The value the type's initialiser gives the property `name`: its parameter's default
    /// (`init(phase: Phase = .intro)`), or the first case it assigns (`self.phase = .intro(…)`).
    private func valueSetByInitializer(_ name: String, in owner: String) -> ExprSyntax? {
        for (_, block) in types[owner]?.memberBlocks ?? [] {
            for initializer in block.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
                let parameter = initializer.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                if let value = parameter?.defaultValue?.value { return value }
                guard let body = initializer.body else { continue }
                for sequence in TCASyntax.nodes(SequenceExprSyntax.self, in: body, skippingNestedTypes: true) {
                    guard let (left, right) = TCASyntax.assignment(sequence), TCASyntax.caseName(right) != nil else { continue }
                    let assigned = left.as(MemberAccessExprSyntax.self).flatMap { member in
                        member.base?.is(DeclReferenceExprSyntax.self) == true && member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
                    } ?? left.as(DeclReferenceExprSyntax.self)?.baseName.text
                    if assigned == name { return right }
                }
            }
        }
        return nil
    }

    /// Whether `left` is the switched property's chain as written on `state` (`state.a.phase`).
    static func assigns(_ left: ExprSyntax, chain: [String]) -> Bool {
        var names: [String] = []
        var current = left
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        return names.count >= chain.count && Array(names.suffix(chain.count)) == chain
    }

    /// `state.phase = phase` where `phase` is bound by `case let .phaseChanged(phase)`: a move to each
    /// case the feature's code sends in that action (`.send(.phaseChanged(.home))`), from the sender's screen.
    func payloadMoves(of variable: String, assignedBy node: some SyntaxProtocol, slot: Slot, in feature: FeatureInfo) -> [TCAMove] {
        guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }) else { return [] }
        var carrier: String?
        search: for switchCase in TCASyntax.enclosingSwitchCases(of: node) {
            for pattern in TCASyntax.labelExpressions(switchCase) {
                if let name = Self.caseCarrying(variable, in: pattern) {
                    carrier = name
                    break search
                }
            }
        }
        guard let carrier else { return [] }
        var moves: [TCAMove] = []
        for (file, block) in feature.type.memberBlocks {
            for call in TCASyntax.calls(in: block, skippingNestedTypes: true) {
                guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == carrier,
                      call.arguments.count == 1, let name = TCASyntax.caseName(call.arguments.first!.expression),
                      let target = reducer.case(named: name)?.nodeID,
                      !Syntax(call).hasAncestor(SwitchCaseLabelSyntax.self)
                else { continue }
                for from in origins(of: call, in: feature) {
                    moves.append(TCAMove(kind: .replace, from: from, to: target, file: file, trigger: Syntax(call)))
                }
            }
        }
        return moves
    }

    /// `state = .initial` (or `State()`): the whole state starts over, and each switched slot shows the
    /// case the new value holds, its initial case where the value leaves it at its default: a `replace`.
    func resetMoves(
        _ sequence: SequenceExprSyntax, in feature: FeatureInfo, file: ParsedFile, origins: (SequenceExprSyntax, FeatureInfo) -> [String]
    ) -> [TCAMove] {
        guard let (left, right) = TCASyntax.assignment(sequence),
              left.as(DeclReferenceExprSyntax.self)?.baseName.text == "state"
        else { return [] }
        var moves: [TCAMove] = []
        for slot in feature.slots where slot.kind == .switched && (Self.isWholeState(slot) || !handsOnCase(of: slot, after: sequence)) {
            // A reducer enum's whole state takes the case assigned (`state = .main(…)`), or each one a
            // helper of the reducer may return (`state = tabState(for: tab)`).
            let held = Self.isWholeState(slot)
                ? wholeStateCases(right, in: feature, depth: 0)
                : caseHeld(by: right, of: "\(feature.name).State", along: slot.chain[...], default: slot.initialCase, depth: 0).map { [$0] } ?? []
            for name in held {
                guard let target = slot.caseReducer.flatMap({ caseReducers[$0] })?.case(named: name)?.nodeID else { continue }
                for from in origins(sequence, feature) {
                    moves.append(TCAMove(kind: .replace, from: from, to: target, file: file, trigger: Syntax(sequence)))
                }
            }
        }
        return moves
    }

    /// The cases `value` may make a reducer enum's whole state: the case it builds, or those the
    /// reducer's own method it calls returns.
    private func wholeStateCases(_ value: ExprSyntax, in feature: FeatureInfo, depth: Int) -> [String] {
        if let name = TCASyntax.caseName(value) { return [name] }
        guard depth < 3, let call = value.as(FunctionCallExprSyntax.self), let name = Self.calleeName(call),
              call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
        else { return [] }
        for (_, block) in feature.type.memberBlocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body else { continue }
                return ReturnCollector.values(in: body.statements).flatMap { wholeStateCases($0, in: feature, depth: depth + 1) }
            }
        }
        return []
    }

    /// Whether the `case` handling the action around `reset` names a case of `slot`'s enum as a call's
    /// argument (`.send(.updateDestination(.home))`): the content goes there, not back to its start.
    private func handsOnCase(of slot: Slot, after reset: SequenceExprSyntax) -> Bool {
        guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }),
              let handler = TCASyntax.enclosingSwitchCases(of: reset).first(where: { !TCASyntax.labelExpressions($0).isEmpty })
        else { return false }
        return TCASyntax.calls(in: handler, skippingNestedTypes: true).contains { call in
            call.arguments.contains { argument in
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
                return reducer.case(named: member.declName.baseName.text) != nil
            }
        }
    }

    /// The case the property at the end of `chain` holds in `value`, a value of `type`: a construction
    /// (`.init(destination: .init())`, `State(…)`) naming each property on the way or leaving it at
    /// `initial`, or a static property of the type returning one (`static var initial: Self { .init() }`).
    private func caseHeld(by value: ExprSyntax, of type: String, along chain: ArraySlice<String>, default initial: String?, depth: Int) -> String? {
        guard depth < 4, let property = chain.first else { return nil }
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init",
           let returned = staticValue(named: member.declName.baseName.text, in: type) {
            return caseHeld(by: returned, of: type, along: chain, default: initial, depth: depth + 1)
        }
        guard let construction = value.as(FunctionCallExprSyntax.self), TCASyntax.caseName(value) == nil || Self.calleeName(construction) == "init"
        else { return nil }
        guard let argument = construction.arguments.first(where: { $0.label?.text == property })?.expression else { return initial }
        if chain.count == 1 { return TCASyntax.caseName(argument) }
        guard let written = types[type]?.properties.first(where: {
                  $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
              })?.binding.typeAnnotation?.type.trimmedText,
              let next = types.resolve(written, from: type)
        else { return nil }
        return caseHeld(by: argument, of: next, along: chain.dropFirst(), default: initial, depth: depth + 1)
    }

    /// What a static property of `type` returns: its initializer or its getter's last expression.
    private func staticValue(named name: String, in type: String) -> ExprSyntax? {
        guard let (_, declaration, binding) = types[type]?.properties.first(where: {
            $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }), declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return nil }
        if let value = binding.initializer?.value { return value }
        guard case .getter(let body)? = binding.accessorBlock?.accessors, let last = body.last?.item else { return nil }
        return last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
    }

    /// The case whose payload binds `variable` in a pattern: `.changed(phase)`, `.changed(let phase)`.
    static func caseCarrying(_ variable: String, in pattern: ExprSyntax) -> String? {
        guard let call = pattern.as(FunctionCallExprSyntax.self) else { return nil }
        for argument in call.arguments {
            let expression = argument.expression
            let bound = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? expression.as(PatternExprSyntax.self).flatMap { pattern in
                    (pattern.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern.pattern)
                        .as(IdentifierPatternSyntax.self)?.identifier.text
                }
            if bound == variable { return TCASyntax.caseName(pattern) }
            if let inner = caseCarrying(variable, in: expression) { return inner }
        }
        return nil
    }
}

extension Syntax {
    func hasAncestor<T: SyntaxProtocol>(_ type: T.Type) -> Bool {
        var current = parent
        while let syntax = current {
            if syntax.is(type) { return true }
            current = syntax.parent
        }
        return false
    }
}
