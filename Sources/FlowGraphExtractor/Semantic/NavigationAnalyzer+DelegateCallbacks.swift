import SwiftSyntax

/// Delegate callbacks: a screen's implementation of an app protocol's requirement
/// (`func picker(didChoose item:)`) runs when another type calls the requirement on a value of the
/// protocol (`delegate?.picker(didChoose: item)` in the picker): its moves start on the caller's
/// screen, the one on top when it runs, not on the screen implementing it.
extension NavigationAnalyzer {
    /// For each screen conforming to app protocols, the names of its methods that implement one of
    /// their requirements, with those protocols.
    func findDelegateCallbacks() -> [String: [String: [String]]] {
        var callbacks: [String: [String: [String]]] = [:]
        for name in typeNames where type(name)?.kind == .protocol {
            let requirements = Set(type(name)!.methods.filter { $0.body == nil }.map(\.name))
            guard !requirements.isEmpty else { continue }
            for conformer in model.conformers(of: name) where isScreenType(conformer) {
                for method in type(conformer)!.methods where method.body != nil && requirements.contains(method.name) {
                    callbacks[conformer, default: [:]][method.name, default: []].append(name)
                }
            }
        }
        return callbacks
    }

    /// Whether the code around `node`, in the screen `screen`, is in a delegate callback: a method
    /// implementing an app protocol's requirement that other types call on a value of that protocol
    /// (and reach this implementation), and that the screen's own code never calls. Each such call
    /// is followed into it, so it moves from there.
    func runsAtDelegateCallers(_ node: some SyntaxProtocol, in screen: String) -> Bool {
        guard let function = StoryboardIdentifiers.enclosingFunction(of: node), let protocols = delegateCallbacks[screen]?[function.name.text] else { return false }
        let key = "\(screen).\(function.name.text):\(fileIndex(of: function)):\(function.position.utf8Offset)"
        if let known = delegateCallbackMemo[key] { return known }
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        let found = callsOnItself(name, in: screen).isEmpty && callers(of: name).sorted().contains { caller in
            // A protocol with one conformer types its values as that conformer.
            caller != screen && !isPart(caller, of: screen) && (calls(name, on: screen, in: caller) || protocols.contains { protocolName in
                calls(name, on: protocolName, in: caller)
                    && implementationsRun(name, labels: labels, on: protocolName, scope: Scope(type: caller)).contains { method in
                        method.owner == screen && method.body?.id == function.body?.statements.id
                    }
            })
        }
        delegateCallbackMemo[key] = found
        return found
    }

    /// The calls of `name` the type `typeName` makes on itself (`name(…)`, `self.name(…)`).
    func callsOnItself(_ name: String, in typeName: String) -> [TypeSyntaxIndex.Site<FunctionCallExprSyntax>] {
        if let known = selfCalls[typeName] { return known[name] ?? [] }
        // One pass over the type's calls serves every method asked about, not one pass each.
        var byName: [String: [TypeSyntaxIndex.Site<FunctionCallExprSyntax>]] = [:]
        for site in index[typeName]?.calls ?? [] {
            guard let callee = SyntaxHelpers.callee(site.node),
                  callee.base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) ?? true else { continue }
            byName[callee.name, default: []].append(site)
        }
        selfCalls[typeName] = byName
        return byName[name] ?? []
    }

    /// Whether `caller` is part of `screen`, whose moves are the screen's own: a view (a cell, a
    /// control) or a component the screen builds itself (a list section's controller), not a screen.
    func isPart(_ caller: String, of screen: String) -> Bool {
        guard !isScreenType(caller) else { return false }
        return isUIKitView(caller) || (index[screen]?.calls ?? []).contains { site in
            constructedType(ExprSyntax(site.node), from: screen) == caller
        }
    }

    /// Whether the app class `name` is a UIKit view (a cell, a control, a custom view), by the
    /// framework class it finally inherits from.
    private func isUIKitView(_ name: String) -> Bool {
        guard let base = frameworkSuperclass(of: name), base.hasPrefix("UI") else { return false }
        return base.hasSuffix("View") || base.hasSuffix("Cell") || Self.uikitControls.contains(base)
    }

    /// UIKit's view classes whose names do not end in `View` or `Cell`.
    private static let uikitControls: Set<String> = [
        "UIControl", "UIButton", "UILabel", "UISwitch", "UISlider", "UIStepper", "UITextField", "UISegmentedControl",
        "UIWindow", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
    ]
}
