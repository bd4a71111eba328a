import SwiftSyntax

/// Small readings of expressions that every part of the navigation model shares.
enum SyntaxHelpers {
    /// The expression without `try`, `await`, `?`, `!`, parentheses and `as?` casts.
    static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let e = expression.as(TryExprSyntax.self) { expression = e.expression }
            else if let e = expression.as(AwaitExprSyntax.self) { expression = e.expression }
            else if let e = expression.as(OptionalChainingExprSyntax.self) { expression = e.expression }
            else if let e = expression.as(ForceUnwrapExprSyntax.self) { expression = e.expression }
            else if let e = expression.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first { expression = only.expression }
            else if let e = expression.as(AsExprSyntax.self) { expression = e.expression }
            // `Detail() #if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`: the view, with
            // modifiers applied on some platforms only.
            else if let e = expression.as(PostfixIfConfigExprSyntax.self), let base = e.base { expression = base }
            else { return expression }
        }
    }

    /// The expression a statement consists of: `Detail()`, or an `if`/`switch` at statement
    /// position (which the parser wraps in an expression statement).
    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The type a `navigationDestination(for: T.self)` call registers, as written (`T`).
    static func registeredDestinationType(_ call: FunctionCallExprSyntax) -> String? {
        guard callee(call)?.name == "navigationDestination", let forType = argument(call, "for")?.trimmedText,
              forType.hasSuffix(".self") else { return nil }
        return String(forType.dropLast(5))
    }

    /// The condition and branches of `c ? a : b`, folded or as the parser leaves it (a sequence
    /// of the condition, `? a :`, and the alternative). A condition or alternative made of several
    /// operands (`x || !y ? a : b`, `c ? a : d ? e : f`) is returned as a sequence of its own: `?:`
    /// binds looser than every operator but assignment, so the first `?` splits the sequence.
    static func ternaryBranches(_ expression: ExprSyntax) -> (condition: ExprSyntax, then: ExprSyntax, else: ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return (ternary.condition, ternary.thenExpression, ternary.elseExpression) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index < elements.count - 1,
              !elements[..<index].contains(where: { $0.is(AssignmentExprSyntax.self) }),
              let marker = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        return (operands(elements[..<index]), marker.thenExpression, operands(elements[(index + 1)...]))
    }

    /// The values `expression` may be: each branch of a `c ? a : b` (nested ones too), or itself.
    static func alternatives(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let (_, then, other) = ternaryBranches(SyntaxHelpers.unwrap(expression)) else { return [expression] }
        return alternatives(then) + alternatives(other)
    }

    /// One expression for a run of a sequence's elements: the element itself, or a sequence of them.
    private static func operands(_ elements: ArraySlice<ExprSyntax>) -> ExprSyntax {
        elements.count == 1 ? elements.first! : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements))))
    }

    /// The type `expression` casts to (`x as! T`, `x as? T`), folded or as the parser leaves it
    /// (a sequence of the value, `as`, and the type).
    static func castType(_ expression: ExprSyntax) -> TypeSyntax? {
        var expression = expression
        while let e = expression.as(TryExprSyntax.self) { expression = e.expression }
        if let cast = expression.as(AsExprSyntax.self) { return cast.type }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) { return type.type }
        }
        return nil
    }

    /// The value `expression` casts (`x` in `x as! T`), folded or as the parser leaves it.
    static func castOperand(_ expression: ExprSyntax) -> ExprSyntax? {
        var expression = expression
        while let e = expression.as(TryExprSyntax.self) { expression = e.expression }
        if let cast = expression.as(AsExprSyntax.self) { return cast.expression }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return sequence.elements.first
        }
        return nil
    }

    /// The type a generic specialization specialises: `Router` for `Router<Route>` (in `Router<Route>()`).
    static func withoutGenericArguments(_ expression: ExprSyntax) -> ExprSyntax {
        expression.as(GenericSpecializationExprSyntax.self)?.expression ?? expression
    }

    /// The collection type a callee names when it is called to build an empty collection:
    /// `[Route]` for `[Route]()`, `Array<Route>` for `Array<Route>()`, `[String:Route]` for
    /// `[String: Route]()`; nil for any other callee.
    static func collectionTypeText(_ callee: ExprSyntax) -> String? {
        let isCollection = callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self)
            || callee.as(GenericSpecializationExprSyntax.self).map { ["Array", "Dictionary"].contains($0.expression.trimmedText) } == true
        return isCollection ? TypeText.removingWhitespace(callee.trimmedText) : nil
    }

    /// Whether a sequence the parser left unfolded is an assignment (`a = b`, `a = c ? x : y`,
    /// `a = b ?? c`), without building its right side.
    static func isAssignment(_ sequence: SequenceExprSyntax) -> Bool {
        sequence.elements.count >= 3 && sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// Whether `inner` is written inside `outer`: the same file's tree, within its span.
    static func encloses(_ outer: some SyntaxProtocol, _ inner: some SyntaxProtocol) -> Bool {
        outer.root.id == inner.root.id && outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }

    /// The `let`/`var` binding of the local `name` written last, directly in `block`, before `position`.
    static func binding(of name: String, in block: CodeBlockItemListSyntax, before position: AbsolutePosition) -> PatternBindingSyntax? {
        for item in block.reversed() where item.endPosition <= position {
            for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? []
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding
            }
        }
        return nil
    }

    /// Whether `name` at `use` names a local of the code around it rather than a property: a
    /// `let`/`var` declared before it in an enclosing block, or a parameter of the enclosing
    /// function (`let flow = UINavigationController(…); present(flow, …)` in a type with a `flow`).
    static func isLocal(_ name: String, at use: some SyntaxProtocol) -> Bool {
        var node = Syntax(use).parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let block = current.as(CodeBlockItemListSyntax.self), binding(of: name, in: block, before: use.position) != nil { return true }
            if let function = current.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The top-level `let`/`var` declarations of `body` that `names` need, in order: those declaring
    /// them and, before those, the ones their initialisers name (`let screen = Stock(); let host =
    /// Host(rootView: screen)` for `host`).
    static func declarations(in body: CodeBlockItemListSyntax, leadingTo names: [String]) -> [VariableDeclSyntax] {
        guard !names.isEmpty else { return [] }
        var needed = Set(names)
        var kept: [VariableDeclSyntax] = []
        for item in body.reversed() {
            guard let declaration = item.item.as(VariableDeclSyntax.self),
                  declaration.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self).map { needed.contains($0.identifier.text) } == true })
            else { continue }
            kept.insert(declaration, at: 0)
            for initializer in declaration.bindings.compactMap(\.initializer) { needed.formUnion(identifiers(in: initializer.value)) }
        }
        return kept
    }

    /// The identifiers written in `expression` (`host`, `Host`, `screen` in `Host(rootView: screen)`).
    static func identifiers(in expression: ExprSyntax) -> [String] {
        expression.tokens(viewMode: .sourceAccurate).compactMap { if case .identifier(let name) = $0.tokenKind { name } else { nil } }
    }

    /// The two operands of `left op right` (folded or as the parser leaves a sequence of three).
    static func operands(of expression: ExprSyntax, joinedBy op: String) -> (left: ExprSyntax, right: ExprSyntax)? {
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == op {
            return (unwrap(infix.leftOperand), unwrap(infix.rightOperand))
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == op else { return nil }
        return (unwrap(elements[0]), unwrap(elements[2]))
    }

    /// `(lhs, rhs)` when `expression` is an assignment (folded or not).
    static func assignment(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), isAssignment(sequence) {
            let elements = Array(sequence.elements)
            if elements.count == 3 { return (elements[0], elements[2]) }
            // `a = c ? x : y`, `a = b ?? c`: assignment binds loosest, so the right side is the rest
            // of the sequence (a detached copy, for its values only).
            return (elements[0], ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2)))))
        }
        return nil
    }

    /// The name a call's callee ends in (`push` for `coordinator?.push(...)`) and its base expression.
    static func callee(_ call: FunctionCallExprSyntax) -> (base: ExprSyntax?, name: String)? {
        let called = withoutGenericArguments(unwrap(call.calledExpression))
        if let member = called.as(MemberAccessExprSyntax.self) {
            return (member.base, PackageAliases.meaning(of: member.declName.baseName.text, in: call))
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return (nil, PackageAliases.meaning(of: reference.baseName.text, in: call))
        }
        return nil
    }

    /// The argument labels of a call, `nil` for unlabeled arguments (trailing closures not included).
    static func labels(_ call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text }
    }

    /// The names a closure gives its parameters (`{ url in }`, `{ (old, new) in }`); nil when it
    /// names none (it reads `$0`).
    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: parameters.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: nil
        }
    }

    /// The call a closure is handed to: as its trailing closure, a labelled argument or an
    /// additional trailing closure.
    static func callReceiving(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The closures of a call: closure arguments and trailing closures, in order.
    static func closures(_ call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + (call.trailingClosure.map { [$0] } ?? [])
            + call.additionalTrailingClosures.map(\.closure)
    }

    /// The argument labelled `label`.
    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression ?? PackageAliases.unlabelledArgument(call, meaning: label)
    }

    /// The identifier text of a simple reference (`coordinator`, `$path` → `path`).
    static func identifier(_ expression: ExprSyntax) -> String? {
        guard let reference = unwrap(expression).as(DeclReferenceExprSyntax.self) else { return nil }
        let text = reference.baseName.text
        return text.hasPrefix("$") ? String(text.dropFirst()) : text
    }

    /// The last name of a reference chain (`coordinator` for `self.coordinator?`, `path` for `x.path`),
    /// without building its text.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let expression = unwrap(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The first name of a reference chain (`router` for `$router.path` and `self.router.path`).
    static func rootName(_ expression: ExprSyntax) -> String? {
        var current = unwrap(expression)
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
            current = unwrap(base)
        }
        return identifier(current)
    }

    /// A declared name as code refers to it: `` `default` `` is `default`.
    static func declaredName(_ token: TokenSyntax) -> String {
        token.identifier?.name ?? token.text
    }

    /// The name when `expression` is a plain reference to a type (`Router`), else `nil`.
    static func typeReference(_ expression: ExprSyntax) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), isTypeName(reference.baseName.text) else { return nil }
        return reference.baseName.text
    }

    /// The function declaration enclosing `node` within its member (`nil` outside a function, or
    /// when the nearest one belongs to another member).
    static func enclosingFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self) {
            if let function = parent.as(FunctionDeclSyntax.self) { return function }
            current = parent.parent
        }
        return nil
    }

    /// The name of the stored property `expression` reads on its own instance: `flow` for `flow`,
    /// `self.flow` or `self.flow!`; `nil` for anything else. (Whether a bare name is a local is the
    /// caller's to tell.)
    static func ownPropertyName(_ expression: ExprSyntax) -> String? {
        let expression = unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base.map({ unwrap($0).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }) == true else { return nil }
        return member.declName.baseName.text
    }

    /// Whether `text` names a type by Swift convention.
    static func isTypeName(_ text: String) -> Bool {
        text.first?.isUppercase == true
    }

    /// Whether `body` is the body of an `override func`: a superclass, not the app, decides when it runs.
    static func isOverride(_ body: CodeBlockItemListSyntax) -> Bool {
        body.parent?.parent?.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }
}

extension SyntaxProtocol {
    /// The node's source without the leading trivia of its first token and the trailing trivia of
    /// its last: the text of `trimmedDescription`, read from the tree instead of from a trimmed
    /// copy of it (building that copy made `trimmedDescription` an eighth of extraction time).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
