import FlowGraph
import SwiftSyntax

/// One view controller class shown by several UIKit coordinators (a cloud picker in the settings
/// flow and in the add-account flow) is one place per coordinator: its buttons call whichever
/// coordinator built it, so each coordinator's copy is its own node, `<Coordinator>.<Controller>`.
/// A controller one coordinator shows keeps its plain name, and still calls that coordinator.
/// Code a superclass of screens holds (a base folder browser's row tap, a base paywall's purchase)
/// runs on each screen subclassing it, as well as on the superclass when it is shown itself; a
/// method a subclass overrides runs its override there instead.
extension NavigationAnalyzer {
    /// The place a screen of type `screen` is when `owner` shows it: `owner.screen` when several
    /// coordinators show that type and `owner` is one of them, else the screen itself.
    func instanceNode(_ screen: String, shownBy owner: String) -> String {
        guard let coordinators = coordinatorsShowing[screen], coordinators.contains(owner) else { return screen }
        return owner + "." + screen
    }

    /// The view controller types UIKit coordinators build (in their own code or their app
    /// superclasses'), with those coordinators, sorted.
    func findCoordinatorBuiltScreens() -> [String: [String]] {
        var showing: [String: Set<String>] = [:]
        for coordinator in uikitCoordinators.sorted() {
            for owner in [coordinator] + superclasses(of: coordinator) {
                for site in index[owner]?.calls ?? [] {
                    guard let built = constructedType(ExprSyntax(site.node), from: owner), type(built)?.isViewController == true,
                          isScreenType(built), !uikitCoordinators.contains(built) else { continue }
                    showing[built, default: []].insert(coordinator)
                }
            }
        }
        return showing.mapValues { $0.sorted() }
    }

    /// The places code written in the screen type `name` runs on, each with the coordinator that
    /// built it: every coordinator's copy, and each copy of a screen subclassing it;
    /// `[(name, nil)]` when no coordinator builds either.
    func copiesRunning(_ name: String) -> [(screen: String, coordinator: String?)] {
        var subclassCopies: [(screen: String, coordinator: String?)] = []
        if type(name)?.isViewController == true {
            let subclasses = model.conformers(of: name).filter { coordinatorsBuilding[$0] != nil && isScreenType($0) }
            subclassCopies = subclasses.flatMap { subclass in coordinatorsBuilding[subclass]!.map { (subclass, Optional($0)) } }
        }
        guard let builders = coordinatorsBuilding[name] else {
            if subclassCopies.isEmpty, let subclasses = subclassesShownInstead(of: name) { return subclasses.map { ($0, nil) } }
            return subclassCopies.isEmpty ? [(name, nil)] : subclassCopies
        }
        return builders.map { (name, Optional($0)) } + subclassCopies
    }

    /// The screen subclasses of the view controller class `name` when the app never shows `name`
    /// itself (no construction, no storyboard scene of that class): a base class (a photo-taking
    /// base, a form base) whose code runs only on the screens subclassing it. `nil` otherwise.
    private func subclassesShownInstead(of name: String) -> [String]? {
        guard type(name)?.isViewController == true, model.corpus.calls(named: TypeText.lastComponent(name)).isEmpty,
              model.corpus.storyboards.scenes(ofClass: TypeText.lastComponent(name)).isEmpty else { return nil }
        let subclasses = model.conformers(of: name).filter { isScreenType($0) && superclasses(of: $0).contains(name) }.sorted()
        return subclasses.isEmpty ? nil : subclasses
    }

    /// Whether the method `site` is written in, in the screen type `name`, is overridden on the way
    /// down to its subclass `screen` (same name and argument labels) by a method that does not call
    /// `super`'s: that code does not run on `screen`'s copies.
    func isOverridden(around site: some SyntaxProtocol, in name: String, on screen: String) -> Bool {
        guard screen != name, let function = site.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else { return false }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let superCall = "super." + function.name.text + "("
        return ([screen] + superclasses(of: screen)).prefix(while: { $0 != name }).contains { subclass in
            type(subclass)?.methods.contains { method in
                guard method.name == function.name.text, method.parameters.map(\.label) == labels, let body = method.body else { return false }
                return !body.description.contains(superCall)
            } == true
        }
    }

    /// What code in a copy of `screen` built by `coordinator` knows of its stored properties: those
    /// typed as that coordinator, a superclass of it or a protocol it conforms to hold it
    /// (`weak var coordinator: AccountListing?`, `weak var delegate: PickerDelegate?`); in one
    /// copy of a controller several coordinators show, those typed as other coordinators only hold
    /// nothing (an empty type, see ``isAbsent(_:scope:)``).
    func instanceScope(_ scope: Scope, screen: String, coordinator: String) -> Scope {
        var scope = scope
        let ancestors = Set([coordinator] + superclasses(of: coordinator))
        let declarations = ([screen] + superclasses(of: screen)).compactMap(type)
        for property in declarations.flatMap(\.properties) where property.getter == nil {
            // `(Coordinator & AccountListing)?`: each part of a composition must hold.
            guard let written = property.type else { continue }
            let parts = TypeText.base(written).split(separator: "&").map { model.lookup(String($0), from: screen) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { continue }
            let satisfied = parts.compactMap { $0 }.allSatisfy { declared in
                ancestors.contains(declared) || type(declared)?.kind == .protocol && model.conformers(of: declared).contains(where: ancestors.contains)
            }
            let conformers = parts.compactMap { $0 }.flatMap { declared in type(declared)?.kind == .protocol ? model.conformers(of: declared) : [declared] }
            if satisfied {
                scope.propertyTypes[property.name] = coordinator
            } else if coordinatorsShowing[screen] != nil, conformers.contains(where: uikitCoordinators.contains) {
                // Another coordinator's type: this coordinator never sets it, so it holds nothing here.
                scope.propertyTypes[property.name] = ""
            }
        }
        return scope
    }

    /// Whether `expression` is a property that holds nothing in this copy of a shared screen.
    func isAbsent(_ expression: ExprSyntax, scope: Scope) -> Bool {
        guard let name = SyntaxHelpers.ownPropertyName(expression) else { return false }
        // A bare name a local shadows is that local.
        if SyntaxHelpers.unwrap(expression).is(DeclReferenceExprSyntax.self), scope.locals[name] != nil { return false }
        return scope.propertyTypes[name] == ""
    }

    /// What starting the coordinator `name` shows first: each branch's screen of a UIKit
    /// coordinator's `start()`, else its feature's root.
    func entryScreens(of name: String) -> [String] {
        coordinatorEntries[name] ?? featureRoots[name].map { [$0] } ?? []
    }

    /// The stack resets a UIKit coordinator's `start()` opens with, one per branch, when every
    /// branch that shows something first replaces the whole stack of the navigation controller the
    /// coordinator holds (`navigation.setViewControllers([done], animated: true)`); else none.
    /// Started in place on a stack a screen already shows, such a coordinator is a place of its own
    /// (see ``stackResetEdges(of:)``): the screens below are dropped, not covered.
    func openingStackResets(of coordinator: String) -> [NavigationOperation] {
        guard let alternatives = uikitStarts.first(where: { $0.0 == coordinator })?.1 else { return [] }
        let openings = alternatives.compactMap { $0.first(where: Self.showsAPlace) }
        let resets = openings.filter { if case .setStack(let targets) = $0.kind { !targets.isEmpty } else { false } }
        return resets.count == openings.count ? resets : []
    }

    /// The screens a UIKit coordinator's `start()` opens by presenting them, with how, one per branch
    /// whose first move is a presentation (`host.present(ScannerViewController(), animated: true)` on
    /// the controller it was handed): started from a screen, it covers that screen with them. (A
    /// framework controller a branch opens with, an alert reporting a failure to start, is no place
    /// the flow shows.)
    func openingPresentations(of coordinator: String) -> [(screen: String, kind: EdgeKind)] {
        guard let alternatives = uikitStarts.first(where: { $0.0 == coordinator })?.1 else { return [] }
        return alternatives.compactMap { $0.first(where: Self.showsAPlace) }.compactMap { operation in
            guard case .present(.view(let shown), let kind) = operation.kind, !Self.isFrameworkController(shown),
                  let screen = screens(of: shown).first else { return nil }
            return (instanceNode(screen, shownBy: coordinator), kind)
        }
    }

    /// The edges of a coordinator started in place whose `start()` resets the stack
    /// (``openingStackResets(of:)``): from the coordinator, a `reset` to the first controller it sets
    /// and a `push` to each one set above it, at the reset's line.
    func stackResetEdges(of coordinator: String) -> [EdgeDraft] {
        var drafts: [EdgeDraft] = []
        for operation in openingStackResets(of: coordinator) {
            guard case .setStack(let targets) = operation.kind, let site = operation.site else { continue }
            let file = model.file(operation.fileIndex)
            var current = coordinator
            for (position, target) in targets.enumerated() {
                guard let shown = nodes(for: target, site: site, fileIndex: operation.fileIndex).first else { continue }
                let node = instanceNode(shown, shownBy: coordinator)
                let edge = Edge(from: current, to: node, kind: position == 0 ? .reset : .push, trigger: Trigger.text(for: site), file: file.path, line: operation.line)
                drafts.append(EdgeDraft(edge: edge, source: .uikit))
                current = node
            }
        }
        return drafts
    }

    /// Whether the UIKit coordinator `name` is a place of its own showing no screen itself: its
    /// `start()` only starts children (see `findUIKitRoots`).
    func hostsOnlyChildren(_ name: String) -> Bool {
        guard featureRoots[name] == name, let alternatives = uikitStarts.first(where: { $0.0 == name })?.1 else { return false }
        let shown = alternatives.flatMap { $0.filter(Self.showsAPlace) }
        // (One choosing its first place among children and screens hosts each of them.)
        return !shown.isEmpty && shown.allSatisfy { if case .startChild = $0.kind { true } else { false } }
            || Self.choosesFirstPlace(alternatives)
    }

    /// Whether `operation` shows a place: a screen, a stack, a modal, tabs, columns or a child coordinator.
    static func showsAPlace(_ operation: NavigationOperation) -> Bool {
        switch operation.kind {
        case .append, .setStack, .present, .setCurrent, .showTabs, .showColumns, .startChild: true
        default: false
        }
    }
}
