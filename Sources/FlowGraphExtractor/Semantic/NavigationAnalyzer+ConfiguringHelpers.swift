import FlowGraph
import SwiftSyntax

/// Configuring helpers that hand back the value they are given: an operator the app declares
/// returning its left operand (`func &> <T>(lhs: T, rhs: (T) -> Void) -> T`, so
/// `DetailController() &> { $0.title = "…" }` is the controller), and methods the app declares
/// returning `Self` (`func then(_ configure: (Self) -> Void) -> Self`, so `detail.then { … }` is
/// `detail`).
extension NavigationAnalyzer {
    /// The value a configuring expression hands back, or nil when `expression` is none.
    func configuredValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard !configuringHelpers.isEmpty else { return nil }
        let unwrapped = SyntaxHelpers.unwrap(expression)
        if let sequence = unwrapped.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
           let symbol = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, configuringHelpers.operators.contains(symbol) {
            return elements[0]
        }
        if let call = unwrapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, configuringHelpers.methods.contains(member.declName.baseName.text),
           returnsReceiver(member.declName.baseName.text, labels: SyntaxHelpers.labels(call)) {
            return base
        }
        return nil
    }

    /// The presentation style a configuring closure gives the value it configures
    /// (`DetailController() &> { $0.modalPresentationStyle = .fullScreen }`, `.then { controller in
    /// controller.modalPresentationStyle = .popover }`).
    func configuredPresentationStyle(_ expression: ExprSyntax) -> EdgeKind? {
        guard configuredValue(expression) != nil else { return nil }
        let unwrapped = SyntaxHelpers.unwrap(expression)
        let closure = unwrapped.as(SequenceExprSyntax.self)?.elements.last?.as(ClosureExprSyntax.self)
            ?? unwrapped.as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.closures($0).last }
        guard let closure else { return nil }
        let configured = Self.closureParameters(closure).first ?? "$0"
        for item in closure.statements {
            guard let statement = SyntaxHelpers.expression(item), let (lhs, rhs) = SyntaxHelpers.assignment(statement),
                  let member = lhs.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "modalPresentationStyle",
                  member.base?.trimmedText == configured else { continue }
            return Self.modalKind(presentationStyle: rhs)
        }
        return nil
    }

    /// The names of the app's configuring helpers: operators every declaration of which returns the
    /// type of its left operand, and methods some declaration of which returns `Self`.
    struct ConfiguringHelpers {
        var operators: Set<String> = []
        var methods: Set<String> = []
        var isEmpty: Bool { operators.isEmpty && methods.isEmpty }
    }

    /// The app's configuring helpers, for ``configuringHelpers``.
    func findConfiguringHelpers() -> ConfiguringHelpers {
        var helpers = ConfiguringHelpers()
        for (symbol, declarations) in model.functions where symbol.first.map({ !$0.isLetter && $0 != "_" }) == true {
            let returnsLeft = declarations.allSatisfy { function in
                guard let left = function.parameters.first?.type, let returned = function.returnType else { return false }
                return TypeText.base(left) == TypeText.base(returned)
            }
            if returnsLeft { helpers.operators.insert(symbol) }
        }
        for declaration in model.types.values {
            for method in declaration.methods where method.returnType == "Self" { helpers.methods.insert(method.name) }
        }
        return helpers
    }

    /// The value a configuring closure's parameter is (`$0` or `vc` in `Detail() &> { vc in … }`,
    /// `detail.then { $0.onClose = … }`): what the helper hands the closure and back.
    func configuredParameter(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        var current = reference.parent
        while let node = current, !node.is(ClosureExprSyntax.self) { current = node.parent }
        guard let closure = current?.as(ClosureExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        let parameters = closure.signature?.parameterClause
        let first = parameters?.as(ClosureShorthandParameterListSyntax.self)?.first?.name.text
            ?? parameters?.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
        guard name == "$0" || name == first else { return nil }
        // `value &> { … }`: the closure is the operator's right operand.
        if let sequence = closure.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            return configuredValue(ExprSyntax(sequence))
        }
        // `value.then { … }`, `value.then(configure: { … })`.
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        return call.flatMap { configuredValue(ExprSyntax($0)) }
    }

    /// Whether every method the app declares as `name` (with `labels`) returns `Self`.
    private func returnsReceiver(_ name: String, labels: [String?]) -> Bool {
        let declared = appMethods(named: name).filter { $0.accepts(labels: labels) && $0.body != nil }
        return !declared.isEmpty && declared.allSatisfy { $0.returnType == "Self" }
    }
}
