import SwiftSyntax

/// Code that runs when a notification is posted: how a deep-link handler that only posts
/// (`NotificationCenter.default.post(name: .openInbox, object: nil)`) reaches the screens that
/// navigate. A notification is known by the last name of the expression naming it
/// (`AppEvents.openInbox`, `.openInbox` and `Notification.Name.openInbox` are one), or by the
/// string of `Notification.Name("…")`.
enum NotificationObservers {
    struct Observer {
        /// The type the observing code is in: its `self`.
        var owner: String?
        var file: ParsedFile
        var statements: CodeBlockItemListSyntax
    }

    /// The notification `call` posts: `post(name:object:…)` or `post(Notification(name:))` of a `NotificationCenter`.
    static func postedName(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "post",
              member.base?.trimmedText.contains("NotificationCenter") == true || member.base?.trimmedText.hasSuffix("center") == true,
              let first = call.arguments.first else { return nil }
        if first.label?.text == "name" { return key(first.expression) }
        if let inner = first.expression.as(FunctionCallExprSyntax.self), inner.calledExpression.trimmedText.hasSuffix("Notification"),
           let name = inner.arguments.first(where: { $0.label?.text == "name" }) {
            return key(name.expression)
        }
        return nil
    }

    /// The key of a notification name expression.
    static func key(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.hasSuffix("Name"),
           let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            return "\"" + (literal.representedLiteralValue ?? literal.trimmedText) + "\""
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// Every observer in the corpus, by notification key, those of the app's observing
    /// `wrappers` included (`.onReceive(events(.showSheet)) { sheet in … }`).
    static func index(_ corpus: SourceCorpus, wrappers: NotificationWrappers = NotificationWrappers()) -> [String: [Observer]] {
        var observers: [String: [Observer]] = [:]
        let selectorCalls = corpus.calls(named: "addObserver")
        // The functions a `#selector` may name, by name (read only when some observer names one).
        var functions: [String: [(owner: String?, file: ParsedFile, decl: FunctionDeclSyntax)]] = [:]
        if !selectorCalls.isEmpty {
            for file in corpus.files {
                for decl in file.syntax.functions {
                    functions[decl.name.text, default: []].append((SwiftTypeIndex.enclosingTypeName(of: decl), file, decl))
                }
            }
        }
        func add(_ name: ExprSyntax?, owner: String?, _ file: ParsedFile?, _ statements: CodeBlockItemListSyntax?) {
            guard let name = name.flatMap(key), let file, let statements else { return }
            observers[name, default: []].append(Observer(owner: owner, file: file, statements: statements))
        }
        for (file, call) in selectorCalls {
            let owner = SwiftTypeIndex.enclosingTypeName(of: call)
            let arguments = Array(call.arguments)
            if let name = arguments.first(where: { $0.label?.text == "forName" }) {
                // `addObserver(forName: .x, object: nil, queue: .main) { _ in … }`
                let closure = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)
                add(name.expression, owner: owner, file, closure?.statements)
            } else if let name = arguments.first(where: { $0.label?.text == "name" }),
                      let selector = arguments.first(where: { $0.label?.text == "selector" })?.expression.as(MacroExpansionExprSyntax.self),
                      let method = selectorMethod(selector) {
                // `addObserver(self, selector: #selector(Inbox.reveal(_:)), name: .x, object: nil)`
                let function = functions[method]?.first { $0.owner == owner } ?? functions[method]?.first
                add(name.expression, owner: function?.owner ?? owner, function?.file, function?.decl.body?.statements)
            }
        }
        for (file, call) in corpus.calls(named: "publisher") {
            guard let name = call.arguments.first(where: { $0.label?.text == "for" }),
                  call.calledExpression.trimmedText.contains("NotificationCenter"), let closure = observingClosure(around: call) else { continue }
            // `.onReceive(NotificationCenter.default.publisher(for: .x)) { _ in … }`, `….publisher(for: .x).sink { _ in … }`
            add(name.expression, owner: SwiftTypeIndex.enclosingTypeName(of: closure), file, closure.statements)
        }
        for name in wrappers.observing.sorted() {
            for (file, call) in corpus.calls(named: name) {
                guard let key = wrappers.observedKey(ExprSyntax(call)), let closure = observingClosure(around: call) else { continue }
                observers[key, default: []].append(Observer(owner: SwiftTypeIndex.enclosingTypeName(of: closure), file: file, statements: closure.statements))
            }
        }
        return observers
    }

    /// The closure run for each value of the publisher `call` builds: the trailing closure of the
    /// `onReceive` it is handed to, or of the `sink` its chain of operators ends in.
    private static func observingClosure(around call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        var node: Syntax? = Syntax(call).parent
        for _ in 0..<8 {
            guard let current = node else { return nil }
            if let outer = current.as(FunctionCallExprSyntax.self), let closure = outer.trailingClosure,
               ["onReceive", "sink"].contains(URLHandlerEvaluator.methodName(outer) ?? "") {
                return closure
            }
            node = current.parent
        }
        return nil
    }

    /// The method a `#selector(Type.method(_:))` or `#selector(method)` names.
    private static func selectorMethod(_ selector: MacroExpansionExprSyntax) -> String? {
        guard selector.macroName.text == "selector", var expression = selector.arguments.first?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
