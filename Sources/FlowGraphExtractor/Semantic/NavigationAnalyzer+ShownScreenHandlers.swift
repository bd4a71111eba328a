import SwiftSyntax

/// Closures handed along with the screen a call shows: `push(scene: Welcome.self) { step in … }`
/// with a helper that pushes the screen and subscribes the closure to its events
/// (`model.events.sink { handler($0) }`). The helper keeps the closure for later, so it runs while
/// that screen is on top: what it does are that screen's moves. Only a helper showing a screen on
/// every path counts.
extension NavigationAnalyzer {
    /// The screens `call`, written in `owner`, shows when the app method it calls keeps every
    /// closure it is handed for later (see ``keepsForLater(_:in:)``); none otherwise.
    func screensShownKeepingClosures(_ call: FunctionCallExprSyntax, in owner: String) -> [String] {
        guard let (base, name) = SyntaxHelpers.callee(call), let fileIndex = fileOfRoot[call.root.id] else { return [] }
        let scope = localScope(before: call, in: owner)
        guard let receiver = base.map({ valueType($0, scope: scope) }) ?? scope.type,
              case let methods = model.methods(named: name, in: receiver).filter({ $0.body != nil && $0.accepts(labels: SyntaxHelpers.labels(call)) }),
              methods.count == 1, let method = methods.first, let body = method.body,
              case let handed = boundArguments(call, to: method).filter({ $0.value.is(ClosureExprSyntax.self) }), !handed.isEmpty,
              handed.keys.allSatisfy({ Self.keepsForLater($0, in: body) }) else { return [] }
        // What the method itself does: the closures are the caller's code, which it runs later.
        let alternatives: Alternatives = metered(fileIndex, at: call, otherwise: [[]]) {
            evaluateMethod(method, call: call, scope: scope, depth: 1, selfType: receiver != method.owner ? receiver : nil)
        }
        // A helper showing a screen only on some paths (signing in only without stored credentials)
        // calls its closure on the others where it was called.
        var shown: [String] = []
        for alternative in alternatives {
            guard let last = alternative.last(where: { Self.showsScreen($0, besides: []) }), let site = last.site else { return [] }
            let target: NavigationTarget?
            switch last.kind {
            case .append(let pushed): target = pushed
            case .present(let presented, _): target = presented
            case .setStack(let stack): target = stack.last
            default: target = nil
            }
            for node in target.map({ nodes(for: $0, site: site, fileIndex: last.fileIndex) }) ?? [] where !shown.contains(node) && isScreenType(node) {
                shown.append(node)
            }
        }
        return shown
    }

    /// Whether an operation puts a screen on top (a push, a presentation, a stack set whole), other
    /// than by code of one of `closures` (the caller's own, which the callee may run in place).
    static func showsScreen(_ operation: NavigationOperation, besides closures: [ClosureExprSyntax]) -> Bool {
        switch operation.kind {
        case .append, .present, .setStack:
            guard let site = operation.site else { return true }
            return !closures.contains { $0.root.id == site.root.id && $0.position <= site.position && site.endPosition <= $0.endPosition }
        default: return false
        }
    }

    /// Whether the body keeps its closure parameter `parameter` for later: it names it, and every
    /// call of it is inside a closure of the body (a `sink`, an async block), none a statement run
    /// before the method returns; handing it on or storing it keeps it too.
    static func keepsForLater(_ parameter: String, in body: CodeBlockItemListSyntax) -> Bool {
        var named = false
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(parameter) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            named = true
            guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else { continue }
            var current = call.parent
            var inClosure = false
            while let parent = current, parent.id != body.id {
                if parent.is(ClosureExprSyntax.self) { inClosure = true; break }
                current = parent.parent
            }
            if !inClosure { return false }
        }
        return named
    }
}
