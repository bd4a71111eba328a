import FlowGraph
import SwiftSyntax

/// Links built through an initialiser the app declares for `NavigationLink`:
/// `extension NavigationLink where Destination == Never { init(_ stop: Stop, @ViewBuilder label: () -> Label)
/// { self.init(value: Slot(stop: stop), label: label) } }`. The argument a call gives for the parameter
/// that initialiser makes the link's value — handed on as it is, wrapped in a one-value initialiser
/// (`Slot(stop:)`, `.init(stop:)`), or through another of the app's initialisers — is what the link
/// pushes; the call's trailing closure is then its label, never its destination. An initialiser
/// building the destination itself (`self.init(destination: TrackScreen(track: track), label: label)`)
/// pushes that.
extension NavigationAnalyzer {
    /// The argument of `call` that an app-declared `NavigationLink` initialiser makes the link's
    /// value, with the enum its parameter is declared as (nil when it is no enum); nil when no
    /// initialiser of the app takes the call, or what it takes for the value is a title (a string literal).
    func appDeclaredLinkValue(_ call: FunctionCallExprSyntax) -> (value: ExprSyntax, expected: String?)? {
        guard let (initialiser, position) = appLinkInitialiser(accepting: SyntaxHelpers.labels(call)),
              let argument = Self.argument(for: position, of: initialiser, in: call),
              !SyntaxHelpers.unwrap(argument).is(StringLiteralExprSyntax.self) else { return nil }
        return (argument, enumName(initialiser.parameters[position].type, from: initialiser.owner))
    }

    /// Whether `call` runs an initialiser the app declares for `NavigationLink` rather than SwiftUI's
    /// titled one (`NavigationLink("Title") { Destination() }`): one accepts its labels and its first
    /// argument is no string literal. Its closure is then a label, whatever the initialiser does with it.
    func takesAppLinkInitialiser(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first, !SyntaxHelpers.unwrap(first.expression).is(StringLiteralExprSyntax.self) else { return false }
        return !declaredLinkInitialisers(accepting: SyntaxHelpers.labels(call)).isEmpty
    }

    /// The app's `NavigationLink` initialiser a call with `labels` runs, and the position of the
    /// parameter it makes the link's value; the first declared of those that say, found once per labels.
    private func appLinkInitialiser(accepting labels: [String?]) -> (MethodDeclaration, Int)? {
        let key = labels.map { $0 ?? "_" }.joined(separator: ":")
        if let known = appLinkInitialisers[key] { return known }
        appLinkInitialisers[key] = .some(nil)  // an initialiser handing the call on to itself ends here
        let found = declaredLinkInitialisers(accepting: labels).lazy.compactMap { initialiser in
            self.linkValueParameter(of: initialiser).map { (initialiser, $0) }
        }.first
        appLinkInitialisers[key] = .some(found)
        return found
    }

    private func declaredLinkInitialisers(accepting labels: [String?]) -> [MethodDeclaration] {
        (model.externalTypes["NavigationLink"]?.methods(named: "init") ?? []).filter { $0.body != nil && $0.accepts(labels: labels) }
    }

    /// The destination an app-declared `NavigationLink` initialiser taking `call` builds itself
    /// (`self.init(destination: TrackScreen(track: track), label: label)`), or the argument `call`
    /// gives for the parameter it hands on as the destination; nil when it builds none.
    func appDeclaredLinkDestination(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard takesAppLinkInitialiser(call) else { return nil }
        for initialiser in declaredLinkInitialisers(accepting: SyntaxHelpers.labels(call)) {
            for delegated in Self.delegatedInitialisers(in: initialiser) {
                guard let destination = SyntaxHelpers.argument(delegated, "destination") else { continue }
                guard let name = SyntaxHelpers.identifier(destination),
                      let position = initialiser.parameters.firstIndex(where: { $0.name == name }) else { return destination }
                return Self.argument(for: position, of: initialiser, in: call)
            }
        }
        return nil
    }

    /// The `self.init(…)` calls the body of `initialiser` makes, in order.
    private static func delegatedInitialisers(in initialiser: MethodDeclaration) -> [FunctionCallExprSyntax] {
        (initialiser.body ?? []).compactMap { item in
            guard let expression = SyntaxHelpers.expression(item), let delegated = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self),
                  let callee = SyntaxHelpers.callee(delegated), callee.name == "init",
                  callee.base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) == true else { return nil }
            return delegated
        }
    }

    /// The position of the parameter of `initialiser` that becomes the link's value: what its
    /// `self.init(value:)` is given, or what it hands to another of the app's initialisers for theirs.
    private func linkValueParameter(of initialiser: MethodDeclaration) -> Int? {
        for delegated in Self.delegatedInitialisers(in: initialiser) {
            let handed: ExprSyntax?
            if let value = SyntaxHelpers.argument(delegated, "value") {
                handed = value
            } else if let (next, position) = appLinkInitialiser(accepting: SyntaxHelpers.labels(delegated)) {
                handed = Self.argument(for: position, of: next, in: delegated)
            } else {
                handed = nil
            }
            guard let name = handed.flatMap(Self.wrappedName) else { continue }
            return initialiser.parameters.firstIndex { $0.name == name }
        }
        return nil
    }

    /// The name `expression` reads, as it is or wrapped in a one-value initialiser (`Slot(stop: stop)`, `.init(stop: stop)`).
    static func wrappedName(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxHelpers.unwrap(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let callee = SyntaxHelpers.callee(call),
           callee.name == "init" || callee.base == nil && SyntaxHelpers.isTypeName(callee.name) {
            return SyntaxHelpers.identifier(call.arguments.first!.expression)
        }
        return SyntaxHelpers.identifier(expression)
    }

    /// The argument `call` gives for the parameter at `position` of `method`; nil when it leaves it to its default.
    static func argument(for position: Int, of method: MethodDeclaration, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Array(call.arguments)
        var index = 0
        for (offset, parameter) in method.parameters.enumerated() {
            let given = index < arguments.count && arguments[index].label?.text == parameter.label
            if offset == position { return given ? arguments[index].expression : nil }
            if given { index += 1 }
        }
        return nil
    }
}
