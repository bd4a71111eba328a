import SwiftSyntax

/// Components: views that only ever appear inside other views (a row in a list, a card in a
/// grid). A component is no screen of its own: what it does, the screens showing it do.
extension NavigationAnalyzer {
    /// The calls whose content is a destination or a presented screen, whatever it is wrapped in.
    static let presentingCalls: Set<String> = [
        "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover", "inspector",
        "UIHostingController", "present", "pushViewController", "show", "setViewControllers",
    ]

    /// The calls whose direct content is a root: stacks, tabs, windows.
    static let hostingCalls: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Tab", "WindowGroup", "Window", "DocumentGroup",
    ]

    /// The calls whose content is shown as a destination, a root or a presented screen; a view
    /// constructed anywhere else in another view's body is embedded there.
    static let showingCalls = presentingCalls.union(hostingCalls)

    /// The nodes a navigation written in `typeName` starts from: its screens, or for a component
    /// the screens of the views embedding it.
    func sourceScreens(of typeName: String) -> [String] {
        var seen: Set<String> = []
        let screens = sourceScreens(of: typeName, seen: &seen)
        // A view rooting a stack that routes also show (see `directlyShownScreens`) navigates from each.
        guard !screens.contains(typeName), featureRoots.values.contains(typeName) else { return screens }
        return ([typeName] + screens).sorted()
    }

    private func sourceScreens(of typeName: String, seen: inout Set<String>) -> [String] {
        if isViewModifier(typeName) {
            // A modifier's content is part of each view applying it.
            guard seen.insert(typeName).inserted else { return [] }
            return Array(Set(applyingViews(of: typeName).flatMap { sourceScreens(of: $0, seen: &seen) })).sorted()
        }
        let own = screens(of: typeName)
        guard own == [typeName], isView(typeName), featureRoots[typeName] == nil else { return own }
        // Met again: through a cycle of embedding (a row whose share card renders the row) it is no
        // screen of its own, and through a diamond its screens are already counted.
        guard seen.insert(typeName).inserted else { return [] }
        let embedding = embeddingIndex()
        // A view pushed or presented somewhere and part of other views elsewhere is in both places.
        let isDestination = embedding.destinations.contains(typeName)
        guard !embedding.shown.contains(typeName) || isDestination, let embedders = embedding.embedders[typeName] else { return own }
        let metAgain = embedders.contains(where: seen.contains)
        var result: Set<String> = isDestination ? Set(own) : []
        for embedder in embedders.sorted() { result.formUnion(sourceScreens(of: embedder, seen: &seen)) }
        // Embedded only where the walk has been: the screens are counted there, not this view.
        if result.isEmpty { return metAgain ? [] : own }
        return result.sorted()
    }

    /// The nodes a component built by `call` in `caller` navigates for: the caller's, when the
    /// caller is a view; when it is a view builder of another type (`func extraRows() -> some View`
    /// of a model conforming to the app's protocol), those of the views using that builder.
    func constructionOrigins(_ call: FunctionCallExprSyntax, caller: String) -> [String] {
        if isView(caller) { return sourceScreens(of: caller) }
        guard let helper = Self.returningHelper(of: call) ?? Self.enclosingFunctionName(call),
              let uses = builderCalls(helper, declaredBy: SyntaxHelpers.enclosingFunction(call)) else { return [] }
        return Array(Set(uses.flatMap { sourceScreens(of: $0.0) })).sorted()
    }

    /// A view that only shows the content it is given (`LazyView(Detail())`, `Card { Row() }`),
    /// perhaps in a plain navigation stack of its own (`StackShell { Inbox() }` whose body is
    /// `NavigationStack { content }`): generic over that content, it makes no other navigation.
    /// A destination, sheet or tab written through it is its content. (A stack bound to a path, or
    /// content given the app's own modifiers, `content.withRouter()`, makes a place of its own.)
    func isTransparentWrapper(_ view: String) -> Bool {
        if let known = transparentWrappers[view] { return known }
        let navigationNames = Set(Self.modalModifiers.keys).union(["NavigationLink", "navigationDestination"])
        let contents = Set(injectedContentProperties(of: view))
        let answer = isView(view) && !contents.isEmpty
            && index[view].map { syntax in
                let stacks = syntax.calls.filter { site in SyntaxHelpers.callee(site.node).map { Self.stackContainers.contains($0.name) } == true }
                // `sheet()` calling the content property named `sheet` shows the content; it is no modifier.
                let navigates = !syntax.calledNames.isDisjoint(with: navigationNames) && syntax.calls.contains { site in
                    guard let callee = SyntaxHelpers.callee(site.node), navigationNames.contains(callee.name) else { return false }
                    return callee.base != nil || !contents.contains(callee.name)
                }
                return !navigates
                    && (stacks.isEmpty || stacks.allSatisfy { $0.node.arguments.isEmpty } && syntax.calledNames.isDisjoint(with: model.viewExtensionModifiers))
            } == true
        transparentWrappers[view] = answer
        return answer
    }

    /// Whether `view` is a reused component: several other views embed it, and nothing anywhere
    /// shows it as a destination, a root or a presented screen. (A view one other view chooses
    /// in a `ZStack { switch … }` is that view's content, which may be the app's whole session.)
    func isOnlyEmbedded(_ view: String) -> Bool {
        let embedding = embeddingIndex()
        return (embedding.embedders[view]?.count ?? 0) > 1 && !embedding.shown.contains(view)
    }

    /// Which views each view embeds, and which views are shown somewhere (so are screens).
    /// - Complexity: one pass over the calls of every type, built on first use.
    private func embeddingIndex() -> EmbeddingIndex {
        if let built = embedding { return built }
        var built = EmbeddingIndex()
        // A view that puts the content it is given in its own stack (`RouterView { Home() }`) shows it,
        // as an app method handing what it is given to a presenting call (`path.push(Detail())`) does.
        let forwarding = forwardingPresenters()
        let showing = Self.showingCalls.union(typeNames.filter(isStackHost).compactMap { type($0)?.simpleName }).union(forwarding)
        let presenting = Self.presentingCalls.union(forwarding)
        let drawing = dataSwitches
        // Where each view builder is used, found once however many views it builds.
        var builderUses: [String: (embeddedIn: Set<String>, shownToo: Bool)?] = [:]
        func uses(of helper: String, in context: String, embedding: Bool, at call: FunctionCallExprSyntax) -> (embeddedIn: Set<String>, shownToo: Bool)? {
            let function = embedding ? nil : SyntaxHelpers.enclosingFunction(call)
            let key = embedding ? context + "." + helper : helper + (function.map { Self.labelSignature($0) } ?? "")
            if let known = builderUses[key] { return known }
            let sites = embedding ? helperUses(helper, in: context).map { $0.map { (context, Syntax($0)) } } : builderCalls(helper, declaredBy: function)
            let found = sites.map { sites in
                let embedded = sites.map { ($0.0, Self.isEmbedded($0.1, showing: showing, drawing: drawing)) }
                return (Set(embedded.filter(\.1).map(\.0)), embedded.contains { !$0.1 })
            }
            builderUses[key] = .some(found)
            return found
        }
        // A tab's screen stacked with the others (see ``selectionLayers(in:)``) is shown, as a `TabView`'s is.
        let layeredTabs = Set(typeNames.filter(isView).flatMap(selectionLayers).compactMap { Self.baseConstruction($0.content)?.id })
        // The choice each view's body comes down to, also through a builder of its own (see ``bodyChoice(of:)``):
        // the views it chooses between are shown, not parts of the builder's users.
        var choices: [String: ExprSyntax?] = [:]
        func choosesInBuilder(_ call: FunctionCallExprSyntax, in context: String) -> Bool {
            let choice = choices[context] ?? { let found = isView(context) ? bodyChoice(of: context) : nil; choices[context] = found; return found }()
            guard let choice, choice.root.id == call.root.id else { return false }
            return choice.position <= call.position && call.endPosition <= choice.endPosition
        }
        func record(_ call: FunctionCallExprSyntax, in context: String, embedding: Bool) {
            // Most calls construct no view: that is told first, the walk up to the member looking for a preview after.
            guard let constructed = constructedType(ExprSyntax(call), from: context), constructed != context, isView(constructed),
                  !Self.isContextMenuPreview(call) else { return }
            if embedding && !layeredTabs.contains(call.id) && Self.isEmbedded(call, showing: showing, drawing: drawing) {
                built.embedders[constructed, default: []].insert(context)
            } else if let helper = Self.returningHelper(of: call), !choosesInBuilder(call, in: context),
                      let used = uses(of: helper, in: context, embedding: embedding, at: call) {
                // Built by a view builder (`func remotesLink() -> some View { Row(…) }` in the view, or
                // `func shortcutsView() -> some View` of a model the views ask): where the views use
                // it tells whether it is content or a destination.
                if !used.embeddedIn.isEmpty { built.embedders[constructed, default: []].formUnion(used.embeddedIn) }
                if used.shownToo { built.shown.insert(constructed) }
            } else {
                built.shown.insert(constructed)
                if Self.isInsideAny(of: presenting, call) { built.destinations.insert(constructed) }
            }
        }
        // What a preview provider builds is shown only on the canvas, never to users.
        for name in typeNames where !isPreviewOnly(name) && type(name)?.isPreview != true {
            guard let syntax = index[name] else { continue }
            // What a `ViewModifier` builds around its content is embedded like a view's rows.
            for site in syntax.calls { record(site.node, in: name, embedding: isView(name) || isViewModifier(name)) }
        }
        for external in model.externalExtensions {
            for call in model.file(external.fileIndex).syntax.sites(in: external.block).calls {
                record(call, in: external.extendedType, embedding: false)
            }
        }
        embedding = built
        return built
    }

    /// The UIKit calls that show the controller they are handed.
    static let controllerShowingCalls: Set<String> = ["pushViewController", "present", "show", "showDetailViewController"]

    /// The names of the app's methods (returning nothing) that push or present a parameter: hand
    /// it, or a controller hosting it (`let host = UIHostingController(rootView: page.padding())`),
    /// to a UIKit call showing it (`func show(_ page: some View) { stack?.pushViewController(host, animated: true) }`).
    private func forwardingPresenters() -> Set<String> {
        var names: Set<String> = []
        let declarations = typeNames.compactMap { type($0) }.flatMap(\.methods) + model.externalTypes.values.flatMap(\.methods)
        for method in declarations where method.name != "init" && method.returnType == nil && !method.parameters.isEmpty {
            guard !names.contains(method.name), let body = method.body else { continue }
            var carriers = Set(method.parameters.map(\.name))
            for item in body {
                for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(value)?.name == "UIHostingController",
                          let root = value.arguments.first, Self.startsWith(root.expression, any: carriers) else { continue }
                    carriers.insert(name)
                }
            }
            let presents = TCASyntax.calls(in: body, skippingNestedTypes: true).contains { call in
                guard let name = SyntaxHelpers.callee(call)?.name, Self.controllerShowingCalls.contains(name),
                      let shown = call.arguments.first else { return false }
                return Self.startsWith(shown.expression, any: carriers)
            }
            if presents { names.insert(method.name) }
        }
        return names
    }

    /// Whether `expression` is one of `names`, possibly modified (`page.environmentObject(model)`).
    private static func startsWith(_ expression: ExprSyntax, any names: Set<String>) -> Bool {
        var current = SyntaxHelpers.unwrap(expression)
        while let call = current.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.callee(call)?.base {
            current = SyntaxHelpers.unwrap(base)
        }
        return SyntaxHelpers.identifier(current).map(names.contains) ?? false
    }

    /// The name of the function or computed property (other than `body`) whose result is the
    /// construction `node`, written bare or with modifiers, or chosen by its `if` or `switch`;
    /// `nil` when it is in some other call's content.
    private static func returningHelper(of node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        while let parent = child.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id { return nil }
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            // A property building the view (`var remotesLink: some View { Row(…) }`); a local of a
            // method (`let view = LoginView(store: store)`) holds it for what the method does next.
            if let binding = parent.as(PatternBindingSyntax.self) {
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                return name == "body" || Self.isLocalBinding(binding) ? nil : name
            }
            if parent.is(MemberBlockItemSyntax.self) { return nil }
            child = parent
        }
        return nil
    }

    /// Where the type `context` refers to its helper `name` (`remotesLink(with: x)`, `header`),
    /// its own declaration and code for another platform aside; `nil` when it never does.
    func helperUses(_ name: String, in context: String) -> [DeclReferenceExprSyntax]? {
        var uses: [DeclReferenceExprSyntax] = []
        for member in type(context)?.members ?? [] {
            for token in member.block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), !FileSyntaxIndex.isForAnotherPlatform(reference) else { continue }
                uses.append(reference)
            }
        }
        return uses.isEmpty ? nil : uses
    }

    /// The calls of the view builder `name` written in app views, with the view each is in;
    /// `nil` when no view calls it. A call in a builder of some other type (`func rowsSection()
    /// -> some View` of a model, gathering what each module's `extraRows()` builds) stands for the
    /// calls of that builder, however many such builders it takes to reach a view.
    /// `function` is the builder's declaration when known: only calls it accepts (by argument
    /// labels) are its own, not those of another function of the same name (`panel(with:)` is no
    /// `.panel(draft:)` modifier). Views that exist only for previews use nothing.
    private func builderCalls(_ name: String, declaredBy function: FunctionDeclSyntax?, seen: Set<String> = []) -> [(String, Syntax)]? {
        var calls: [(String, Syntax)] = []
        for (_, call) in model.corpus.calls(named: name) where function.map({ Self.accepts($0, call) }) ?? true {
            let view = SwiftTypeIndex.enclosingTypeName(of: call).flatMap { model.lookup($0) }
            if let view, isView(view) {
                if !isPreviewOnly(view) { calls.append((view, Syntax(call))) }
            } else if seen.count < 4, !Self.isInsideAny(of: Self.presentingCalls, call), let outer = SyntaxHelpers.enclosingFunction(call),
                      !seen.contains(outer.name.text),
                      let outerCalls = builderCalls(outer.name.text, declaredBy: outer, seen: seen.union([name])) {
                calls += outerCalls
            }
        }
        return calls.isEmpty ? nil : calls
    }

    /// Whether `view` exists only for Xcode previews: it is built, and only in `#Preview` blocks,
    /// `PreviewProvider`s, or functions only those call (`func preview() -> some View { PreviewHost(…) }`).
    func isPreviewOnly(_ view: String) -> Bool {
        if let known = previewOnlyViews[view] { return known }
        var answer = false
        if isView(view), let simpleName = type(view)?.simpleName {
            let sites = model.corpus.calls(named: simpleName).map(\.call)
            answer = !sites.isEmpty && sites.allSatisfy { site in
                if Self.isInPreview(site) { return true }
                guard let function = SyntaxHelpers.enclosingFunction(site) else { return false }
                let uses = model.corpus.calls(named: function.name.text).map(\.call).filter { Self.accepts(function, $0) }
                return !uses.isEmpty && uses.allSatisfy(Self.isInPreview)
            }
        }
        previewOnlyViews[view] = answer
        return answer
    }

    /// Whether `node` is in a `#Preview` block or a `PreviewProvider`.
    static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let group = parent.asProtocol(DeclGroupSyntax.self),
               group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "PreviewProvider" }) == true { return true }
            current = parent.parent
        }
        return false
    }


    /// Whether `binding` declares a local of a function, closure or accessor, not a property.
    private static func isLocalBinding(_ binding: PatternBindingSyntax) -> Bool {
        var current = binding.parent
        while let node = current, !node.is(MemberBlockItemSyntax.self), !node.is(SourceFileSyntax.self) {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return true }
            current = node.parent
        }
        return false
    }

    /// Whether `call` can call `function`, by its argument labels (as `MethodDeclaration.accepts(labels:)`).
    private static func accepts(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        let labels = SyntaxHelpers.labels(call)
        var index = 0
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if index < labels.count, labels[index] == label {
                index += 1
            } else if parameter.defaultValue == nil, index < labels.count || !parameter.type.trimmedText.contains("->") {
                return false
            }
        }
        return index == labels.count
    }

    /// `(with:_:)`: a function's argument labels, to tell functions of one name apart.
    private static func labelSignature(_ function: FunctionDeclSyntax) -> String {
        "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Whether `node` is in the content of a call named one of `names`, within its declaration.
    private static func isInsideAny(of names: Set<String>, _ node: some SyntaxProtocol) -> Bool {
        names.contains { isInsideCall(named: $0, node) }
    }

    /// Whether a construction is part of another view's content (`List { Row() }`, `VStack { Card() }`):
    /// inside some call, none of them `showing` it. A body that is the view, or chooses between views
    /// (`if signedIn { Home() } else { Login() }`, in a `Group` or not), shows it; a lone `if` with
    /// no `else` (`if let hint { HelpButton(hint) }`) only shows its view or nothing, so embeds it
    /// like a bare body. A hosting call
    /// (a stack, tabs, a window, a view hosting its content in a stack) shows only its direct
    /// content: a row in a list inside a screen's own `NavigationStack { List { Row() } }` is part
    /// of that screen.
    /// Whether `node` is in the preview a context menu shows over its items (`.contextMenu { … } preview: { Card() }`):
    /// a snapshot the user cannot use, so nothing in it navigates.
    private static func isContextMenuPreview(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            let label = parent.as(MultipleTrailingClosureElementSyntax.self)?.label.text ?? parent.as(LabeledExprSyntax.self)?.label?.text
            if label == "preview", let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self) ?? parent.parent?.as(FunctionCallExprSyntax.self),
               SyntaxHelpers.callee(call)?.name == "contextMenu" {
                return true
            }
            child = parent
        }
        return false
    }

    private static func isEmbedded(_ node: some SyntaxProtocol, showing: Set<String>, drawing: Set<SyntaxIdentifier>) -> Bool {
        var embedded = false
        var inOtherContent = false  // inside another call's arguments or closures, not only its modifiers
        var chooses = false
        var child = Syntax(node)
        var childLabel: String?  // the label of the argument or trailing closure `child` is
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.callee(call) {
                // A modifier's receiver (`List { Row() }.sheet(…)`) is not what the modifier shows, nor is
                // a link's label what it leads to.
                if showing.contains(callee.name), child.id != call.calledExpression.id, !isLinkLabel(child, label: childLabel, of: call, callee: callee.name) {
                    return inOtherContent && !presentingCalls.contains(callee.name)
                }
                if callee.name != "Group" {
                    embedded = true
                    if child.id != call.calledExpression.id { inOtherContent = true }
                }
            }
            // A `switch` drawing the data the view is built with (``dataSwitches``) chooses no screen.
            if parent.is(SwitchExprSyntax.self) && !drawing.contains(parent.id) || parent.as(IfExprSyntax.self).map({ !isLoneCondition($0) }) == true {
                chooses = true
            }
            // One of several views written in a row (`Header(); if shown { Body() }`): composed with the others.
            if let statements = parent.as(CodeBlockItemListSyntax.self), statements.count(where: { SyntaxHelpers.expression($0) != nil }) > 1 {
                embedded = true
            }
            if let argument = parent.as(LabeledExprSyntax.self) { childLabel = argument.label?.text }
            if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { childLabel = closure.label.text }
            if parent.is(FunctionCallExprSyntax.self) { childLabel = nil }
            child = parent
        }
        // A body that is one other view, bare (`var body: some View { HomeContent() }`) as with
        // modifiers, is that view as this screen's content.
        let isBody = child.as(VariableDeclSyntax.self)?.bindings.first?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
        return embedded || !chooses && isBody
    }

    /// Whether `child` of the `NavigationLink` `call` is the link's label (what the row shows), not
    /// its destination: the `label:` closure or argument, or the trailing closure of a link whose
    /// destination or value is an argument (`NavigationLink(destination: Detail()) { Row() }`), also
    /// unlabelled as an enum case (`NavigationLink(.post(item)) { PostRow() }`, an app's initialiser
    /// taking its route).
    private static func isLinkLabel(_ child: Syntax, label: String?, of call: FunctionCallExprSyntax, callee: String) -> Bool {
        guard callee == "NavigationLink" else { return false }
        if label == "label" { return true }
        guard let trailing = call.trailingClosure, child.id == trailing.id else { return false }
        return call.arguments.contains { $0.label?.text == "destination" || $0.label?.text == "value" }
            || call.arguments.first.map { $0.label == nil && isCaseValue($0.expression) } == true
    }

    /// `.post(item)`, `.settings`, `Page.settings`: an enum case (a route), no title or view.
    private static func isCaseValue(_ expression: ExprSyntax) -> Bool {
        let unwrapped = SyntaxHelpers.unwrap(expression)
        let member = unwrapped.as(MemberAccessExprSyntax.self)
            ?? unwrapped.as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.unwrap($0.calledExpression).as(MemberAccessExprSyntax.self) }
        guard let member, member.declName.baseName.text != "init" else { return false }
        return member.base == nil || member.base.flatMap(SyntaxHelpers.typeReference) != nil
    }

    /// Whether an `if` has no `else` (or one of its two branches shows `EmptyView()`, see
    /// ``showsNothingInOneBranch(_:)``) and is the only statement where it is written: it shows
    /// its one view or nothing, which chooses between no views.
    static func isLoneCondition(_ ifExpression: IfExprSyntax) -> Bool {
        guard ifExpression.elseBody == nil || showsNothingInOneBranch(ifExpression), ifExpression.parent?.as(IfExprSyntax.self) == nil else { return false }
        var current = ifExpression.parent
        while let node = current, !node.is(CodeBlockItemListSyntax.self) { current = node.parent }
        return current?.as(CodeBlockItemListSyntax.self)?.count == 1
    }
}

extension NavigationAnalyzer {
    /// Whether an `if … else` shows `EmptyView()` in one of its two branches (`if isCompact {
    /// EmptyView() } else { Preview() }`): one view or nothing, as an `if` without `else` does.
    static func showsNothingInOneBranch(_ ifExpression: IfExprSyntax) -> Bool {
        guard case .codeBlock(let otherwise)? = ifExpression.elseBody else { return false }
        func isNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
            guard statements.count == 1, let call = statements.first.flatMap(SyntaxHelpers.expression)?.as(FunctionCallExprSyntax.self),
                  call.arguments.isEmpty else { return false }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView"
        }
        return isNothing(ifExpression.body.statements) != isNothing(otherwise.statements)
    }
}

/// See ``NavigationAnalyzer/sourceScreens(of:)``.
struct EmbeddingIndex {
    /// The views whose bodies construct each view outside any showing call.
    var embedders: [String: Set<String>] = [:]
    /// Views constructed as a destination, root or presented screen anywhere in the app.
    var shown: Set<String> = []
    /// Those constructed as the destination of a link or the content of a presentation.
    var destinations: Set<String> = []
}
