import FlowGraph
import SwiftSyntax

/// Where a TCA feature's actions are sent from, so that a move made on an action starts at the
/// screen whose UI sends it (SPEC §2) rather than at the reducer that handles it:
/// - a view of the feature sends it (`store.send(.moreTapped)`) from its screen, or from inside the
///   content of a presentation it binds to a flag, a `@Presents` slot or a route case
///   (`.sheet(isPresented: $store.isMenuShown) { menuContent() }`, through the view's own helper
///   functions), or from the content a `switch` over a switched slot shows for one case;
/// - an alert's button (`ButtonState(action: .retry)` in `extension AlertState where Action == X.Action`)
///   sends it from the feature's alert;
/// - the feature's reducer sends it (`return .send(.resolved(…))`, `await send(…)` in an effect)
///   from wherever the action it is handling came from.
struct ActionSender {
    /// The action's case names from the feature's `Action` down: `[home, settingsTapped]` for `.home(.settingsTapped)`.
    var chain: [String]
    /// Whether the innermost case carries a value that is not a literal case (`.delegate(.start(mode))`):
    /// the action may be any case below the chain.
    var isOpen: Bool
    var origin: Origin
    /// Whether the action is made from each value of a stream by its case used as a function
    /// (`.map(Action.changed)`): it may be any case below the chain, whatever its length.
    var isMapped = false
    /// The call sending it (`send`, or the alert's `ButtonState`), and its file.
    var file: ParsedFile
    var call: FunctionCallExprSyntax

    /// Whether the action sent may be one a `case` pattern with `pattern`'s chain matches. An open
    /// chain names at least a case and one below it, so that forwarding (`.send(.child(action))`)
    /// is not taken for every action of the child.
    func mayMatch(_ pattern: [String]) -> Bool {
        chain.starts(with: pattern) || ((isOpen && chain.count >= 2) || isMapped) && pattern.starts(with: chain)
    }

    enum Origin {
        /// A view sends it from the feature's screen, or from the presentation node named; `view`
        /// is the view type it is written in (nil for an alert's button).
        case view(node: String?, view: String?)
        /// The feature's reducer sends it while handling the action of the `switch` case around `call`.
        case reducer(call: FunctionCallExprSyntax)
        /// The feature's effect sends it when a dependency channel it listens to emits, which
        /// `call`, in `feature`'s reducer, makes it do (see ``DependencyChannels``).
        case posted(feature: String, call: FunctionCallExprSyntax)
    }
}

extension TCAModel {
    /// How deep origins follow actions sent by reducers, and helper functions to their callers.
    static let senderDepth = 8

    /// `[path, element, detail, saveTapped]` for `.path(.element(id: _, action: .detail(.saveTapped)))`:
    /// the case names an action value or pattern is made of, down to the first that is not a case.
    static func actionChain(_ expression: ExprSyntax) -> [String] {
        actionValue(expression).chain
    }

    /// `actionChain(_:)`, and whether its innermost case carries a value that is not a literal case.
    /// `dropping` leading typed levels (`Action.loaded(…)`: one) are read whatever their base.
    static func actionValue(_ expression: ExprSyntax, dropping typed: Int = 0) -> (chain: [String], isOpen: Bool) {
        var chain: [String] = []
        var current: ExprSyntax? = expression
        while let expression = current, let name = TCASyntax.caseName(expression), chain.count < typed || isBaseless(expression) {
            chain.append(name)
            current = TCASyntax.wrappedAction(in: expression)
        }
        return (chain, current != nil)
    }

    /// The values an argument may take: both branches of `c ? .help : .reveal` (however nested), else the argument itself.
    static func alternatives(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let (_, then, otherwise) = SyntaxHelpers.ternaryBranches(SyntaxHelpers.unwrap(expression)) else { return [expression] }
        return alternatives(then) + alternatives(otherwise)
    }

    /// `.name` or `.name(…)`: a case written without its type.
    private static func isBaseless(_ expression: ExprSyntax) -> Bool {
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        return callee.as(MemberAccessExprSyntax.self)?.base == nil
    }

    // MARK: - Reading the senders

    /// Every literal `send(.action)` of a view or reducer (each branch of `send(c ? .a : .b)`), and every
    /// alert button of a feature.
    func readSenders(in corpus: SourceCorpus, channels: DependencyChannels) -> [String: [ActionSender]] {
        var found: [String: [ActionSender]] = [:]
        var helpers: [HelperKey: [String?]] = [:]
        for (file, call) in corpus.calls(named: "send") {
            guard let argument = call.arguments.first, argument.label == nil else { continue }
            let values = Self.alternatives(argument.expression).map { Self.actionValue($0) }.filter { !$0.chain.isEmpty }
            guard !values.isEmpty else { continue }
            if let feature = reducerFeature(enclosing: call) {
                let origins = reducerOrigins(of: call, in: feature, channels: channels)
                for (chain, isOpen) in values {
                    for origin in origins {
                        // What a channel emits is data: the action sent with it may be any case below.
                        let isPosted = if case .posted = origin { isOpen } else { false }
                        found[feature, default: []].append(ActionSender(
                            chain: chain, isOpen: isOpen, origin: origin, isMapped: isPosted, file: file, call: call))
                    }
                }
            } else if let feature = viewFeature(enclosing: call) {
                let places = viewPlaces(of: Syntax(call), feature: feature, corpus: corpus, depth: 0, helpers: &helpers)
                let view = SwiftTypeIndex.enclosingTypeName(of: call).map(TypeText.lastComponent)
                for (chain, isOpen) in values {
                    for node in places {
                        found[feature, default: []].append(ActionSender(
                            chain: chain, isOpen: isOpen, origin: .view(node: node, view: view), file: file, call: call))
                    }
                }
            }
        }
        for feature in features.keys.sorted() {
            for value in returnedActions(of: feature) {
                let (chain, isOpen) = Self.actionValue(value.expression, dropping: 1)
                let isMapped = value.expression.is(MemberAccessExprSyntax.self) && value.expression.parent?.is(LabeledExprSyntax.self) == true
                for origin in reducerOrigins(of: value.site, in: feature, channels: channels) {
                    found[feature, default: []].append(ActionSender(
                        chain: chain, isOpen: isOpen, origin: origin, isMapped: isMapped, file: value.file, call: value.site))
                }
            }
        }
        for (file, button) in corpus.calls(named: "ButtonState") {
            guard let action = button.arguments.first(where: { $0.label?.text == "action" })?.expression,
                  let (feature, node) = alertPresenting(button)
            else { continue }
            let (chain, isOpen) = Self.actionValue(action)
            if !chain.isEmpty {
                found[feature, default: []].append(ActionSender(
                    chain: chain, isOpen: isOpen, origin: .view(node: node, view: nil), file: file, call: button))
            }
        }
        return found
    }

    /// Where an action `feature`'s reducer sends at `site` comes from: the calls that make a
    /// dependency channel the effect listens to emit, else the action the reducer is handling.
    private func reducerOrigins(of site: FunctionCallExprSyntax, in feature: String, channels: DependencyChannels) -> [ActionSender.Origin] {
        guard let posters = channelSenders(of: site, in: feature, channels: channels) else { return [.reducer(call: site)] }
        return posters.map { .posted(feature: $0.feature, call: $0.call) }
    }

    /// Actions a feature's reducer builds by type (`Action.loaded(…)`, `Root.Action.done` in an
    /// effect's `.map { … }`), which its effects send; each with a call site inside it, for origins.
    private func returnedActions(of feature: String) -> [(expression: ExprSyntax, site: FunctionCallExprSyntax, file: ParsedFile)] {
        let names: Set<String> = ["Action", "Self.Action", "\(feature).Action", "\(TypeText.lastComponent(feature)).Action"]
        var found: [(ExprSyntax, FunctionCallExprSyntax, ParsedFile)] = []
        for (file, block) in features[feature]!.type.memberBlocks {
            for member in TCASyntax.nodes(MemberAccessExprSyntax.self, in: block, skippingNestedTypes: true) {
                guard let base = member.base?.trimmedText, names.contains(base),
                      !Syntax(member).hasAncestor(SwitchCaseLabelSyntax.self)
                else { continue }
                let call = member.parent?.as(FunctionCallExprSyntax.self)
                let expression = call.map(ExprSyntax.init) ?? ExprSyntax(member)
                // Origins are read from the enclosing cases: any call at the expression's place will do.
                guard let site = call ?? Syntax(member).ancestorCall else { continue }
                found.append((expression, site, file))
            }
        }
        return found
    }

    /// The feature whose reducer code (its declaration or an extension) encloses `node`.
    private func reducerFeature(enclosing node: some SyntaxProtocol) -> String? {
        guard let written = SwiftTypeIndex.enclosingTypeName(of: node) else { return nil }
        let name = types[written] != nil ? written : types.uniqueType(named: written)
        return name.flatMap { features[$0] != nil ? $0 : nil }
    }

    /// A view helper function of a feature, whose places ``helperPlaces(_:feature:corpus:depth:helpers:)``
    /// finds once.
    private struct HelperKey: Hashable {
        var function: SyntaxIdentifier
        var feature: String
    }

    /// The places of `feature`'s views a view's `node` is shown in: the presentation nodes whose
    /// content holds it (nil: the screen itself), following the view's helper functions to their callers.
    private func viewPlaces(of node: Syntax, feature: String, corpus: SourceCorpus, depth: Int, helpers: inout [HelperKey: [String?]]) -> [String?] {
        var current = node.parent
        while let syntax = current, !syntax.isTypeDeclaration {
            if let closure = syntax.as(ClosureExprSyntax.self), let presented = presentedNode(holding: closure, feature: feature) {
                return [presented]
            }
            if let argument = syntax.as(LabeledExprSyntax.self), let presented = dismissedNode(boundBy: argument, feature: feature) {
                return [presented]
            }
            if let switchCase = syntax.as(SwitchCaseSyntax.self), let shown = switchedNodes(showing: switchCase, feature: feature) {
                return shown
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return helperPlaces(function, feature: feature, corpus: corpus, depth: depth, helpers: &helpers)
            }
            current = syntax.parent
        }
        return [nil]
    }

    /// The places a view's helper function (`func menuContent() -> some View`) is called in, each
    /// helper followed once (`helpers`): helpers calling helpers from many places each would
    /// otherwise cost the product of their callers' numbers.
    private func helperPlaces(
        _ function: FunctionDeclSyntax, feature: String, corpus: SourceCorpus, depth: Int, helpers: inout [HelperKey: [String?]]
    ) -> [String?] {
        guard depth < Self.senderDepth, let owner = SwiftTypeIndex.enclosingTypeName(of: function) else { return [nil] }
        let key = HelperKey(function: function.id, feature: feature)
        if let known = helpers[key] { return known }
        // While it is being followed, a call back into the helper shows it on the screen itself.
        helpers[key] = [nil]
        let callers = corpus.calls(named: function.name.text).map(\.call).filter { call in
            SwiftTypeIndex.enclosingTypeName(of: call) == owner && !Syntax(call).isDescendant(of: Syntax(function))
        }
        var places: [String?] = callers.isEmpty ? [nil] : []
        for caller in callers {
            for place in viewPlaces(of: Syntax(caller), feature: feature, corpus: corpus, depth: depth + 1, helpers: &helpers) where !places.contains(place) {
                places.append(place)
            }
        }
        helpers[key] = places
        return places
    }

    /// The node a presentation shows when `closure` is its content: the flag, `@Presents` property
    /// or route case its other arguments bind (`$store.isMenuShown`, `$store.scope(state: \.alert, …)`,
    /// `store.binding(for: .settings)`).
    private func presentedNode(holding closure: ClosureExprSyntax, feature: String) -> String? {
        var current = closure.parent
        while let syntax = current, !syntax.is(FunctionCallExprSyntax.self) {
            guard syntax.is(LabeledExprSyntax.self) || syntax.is(LabeledExprListSyntax.self)
                || syntax.is(MultipleTrailingClosureElementSyntax.self) || syntax.is(MultipleTrailingClosureElementListSyntax.self)
            else { return nil }
            current = syntax.parent
        }
        return current?.as(FunctionCallExprSyntax.self).flatMap { presentedNode(by: $0, feature: feature) }
    }

    /// The node a modal presentation shows when `argument` is its binding
    /// (`.sheet(isPresented: Binding(get: { store.isShown }, set: { store.send(.shownChanged($0)) }))`):
    /// SwiftUI writes that binding only to dismiss it, so a send there comes from the presentation.
    private func dismissedNode(boundBy argument: LabeledExprSyntax, feature: String) -> String? {
        guard !argument.expression.is(ClosureExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let kind = Self.calleeName(call).flatMap({ presentingCalls[$0] }), kind != .push
        else { return nil }
        return presentedNode(by: call, feature: feature)
    }

    /// The node a presenting call binds through its arguments other than its content.
    private func presentedNode(by call: FunctionCallExprSyntax, feature: String) -> String? {
        guard let name = Self.calleeName(call), presentingCalls[name] != nil, let info = features[feature] else { return nil }
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            for property in Self.boundProperties(argument.expression) {
                if let slot = info.slots.first(where: { $0.property == property && $0.propertyNode != nil }) {
                    return slot.propertyNode
                }
            }
            let caseNames = TCASyntax.nodes(MemberAccessExprSyntax.self, in: argument.expression, skippingNestedTypes: false)
                .filter { $0.base == nil }.map(\.declName.baseName.text)
            let keyPaths = TCASyntax.nodes(KeyPathExprSyntax.self, in: argument.expression, skippingNestedTypes: false)
                .map { TCASyntax.keyPathNames(ExprSyntax($0)) }
            for slot in info.slots where slot.kind == .presents {
                guard let reducer = slot.caseReducer.flatMap({ caseReducers[$0] }) else { continue }
                // A route enum read from the views is named as the views name it (`case: \.detail`).
                let named = keyPaths.first { $0.first == slot.property && $0.count > 1 }.map { [$0[1]] }
                    ?? (slot.shownCases.map { shown in Self.namedCases(in: argument.expression).filter(shown.contains) } ?? caseNames)
                if let item = named.lazy.compactMap(reducer.case(named:)).first { return item.nodeID }
            }
        }
        return nil
    }

    /// The nodes of a switched slot whose content a view's `switch` case shows.
    private func switchedNodes(showing switchCase: SwitchCaseSyntax, feature: String) -> [String?]? {
        guard let switchExpr = Syntax(switchCase).parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
        var chain: [String] = []
        var subject = switchExpr.subject
        while let member = subject.as(MemberAccessExprSyntax.self), let base = member.base {
            chain.insert(member.declName.baseName.text, at: 0)
            subject = base
        }
        guard let slot = features[feature]?.slots.first(where: { $0.kind == .switched && $0.chain == chain }),
              let reducer = slot.caseReducer.flatMap({ caseReducers[$0] })
        else { return nil }
        let nodes = TCASyntax.labelExpressions(switchCase).compactMap(TCASyntax.caseName).compactMap { reducer.case(named: $0)?.nodeID }
        return nodes.isEmpty ? nil : nodes
    }

    /// The feature and alert node an alert button belongs to: the `AlertState`/`ConfirmationDialogState`
    /// extension `where Action == X.Action` it is built in, shown by X's one property of that type
    /// over its own actions (`@Presents var alert: AlertState<Action>?`).
    private func alertPresenting(_ button: FunctionCallExprSyntax) -> (feature: String, node: String)? {
        var current = Syntax(button).parent
        while let syntax = current, !syntax.is(ExtensionDeclSyntax.self) { current = syntax.parent }
        guard let extensionDecl = current?.as(ExtensionDeclSyntax.self),
              let requirement = extensionDecl.genericWhereClause?.requirements.first?.requirement.as(SameTypeRequirementSyntax.self),
              requirement.leftType.trimmedText == "Action"
        else { return nil }
        let extended = extensionDecl.extendedType.trimmedText
        var actionType = requirement.rightType.trimmedText
        guard actionType.hasSuffix(".Action") else { return nil }
        actionType.removeLast(".Action".count)
        guard let feature = self.feature(named: actionType, from: nil), let info = features[feature] else { return nil }
        let nodes = info.slots.compactMap { slot -> String? in
            guard slot.kind == .presents, let node = slot.propertyNode,
                  let (_, _, binding) = types["\(feature).State"]?.properties.first(where: {
                      $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == slot.property
                  }),
                  let written = binding.typeAnnotation?.type.trimmedText
            else { return nil }
            let compact = written.filter { !$0.isWhitespace }
            return compact == "\(extended)<Action>?" || compact == "\(extended)<\(feature).Action>?" ? node : nil
        }
        return nodes.count == 1 ? (feature, nodes[0]) : nil
    }
}
