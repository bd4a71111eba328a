import SwiftSyntax

/// The string values an identifier argument (of `performSegue(withIdentifier:)`,
/// `instantiateViewController(withIdentifier:)`, `UIStoryboard(name:)`) can have, told from the
/// source: a literal, a `String` enum case's raw value (`Segue.showDetail.rawValue`, or `.showDetail`
/// passed for a parameter of that enum type), a constant (`static let`, a global or local `let`),
/// either arm of `?:`; or the parameter of the enclosing function it is, for the callers to bind.
struct StoryboardIdentifiers {
    let model: SemanticModel

    /// What an identifier expression is.
    enum Value: Equatable {
        case strings([String])
        /// The `index`th parameter of the enclosing function (its raw value when `rawValue`).
        case parameter(index: Int, rawValue: Bool)
        case unknown
    }

    /// The values of `expression`, written in `function` (when inside one) of `context` (the
    /// enclosing type); `expectedEnum` is the enum type the expression is known to have (the
    /// parameter's type a caller passes `.case` for).
    func value(of expression: ExprSyntax, in function: FunctionDeclSyntax?, context: String?, expectedEnum: String? = nil, depth: Int = 0) -> Value {
        guard depth < 6 else { return .unknown }
        let expression = SyntaxHelpers.unwrap(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map { .strings([$0]) } ?? .unknown
        }
        if let ternary = SyntaxHelpers.ternaryBranches(expression) {
            let branches = [ternary.then, ternary.else].map { value(of: $0, in: function, context: context, expectedEnum: expectedEnum, depth: depth + 1) }
            var strings: [String] = []
            for branch in branches {
                guard case .strings(let values) = branch else { return .unknown }
                strings += values
            }
            return .strings(strings)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "rawValue", let base = member.base {
                if let reference = SyntaxHelpers.unwrap(base).as(DeclReferenceExprSyntax.self), let function,
                   let index = Self.parameterIndex(reference.baseName.text, in: function) {
                    return .parameter(index: index, rawValue: true)
                }
                return enumRawValue(base, context: context, expectedEnum: expectedEnum)
            }
            if let base = member.base, let typeName = SyntaxHelpers.typeReference(base),
               let owner = model.lookup(typeName, from: context) {
                if let constant = model.property(named: name, in: owner)?.initializer {
                    return value(of: constant, in: nil, context: owner, depth: depth + 1)
                }
                if model.types[owner]?.enumCase(named: name) != nil {
                    return enumRawValue(expression, context: context, expectedEnum: expectedEnum)
                }
            }
            if member.base == nil, expectedEnum != nil {
                return enumRawValue(expression, context: context, expectedEnum: expectedEnum)
            }
            return .unknown
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let function {
                if let index = Self.parameterIndex(name, in: function) { return .parameter(index: index, rawValue: false) }
                if let initializer = Self.localConstant(name, before: expression, in: function) {
                    return value(of: initializer, in: function, context: context, expectedEnum: expectedEnum, depth: depth + 1)
                }
            }
            if let context, let constant = model.property(named: name, in: context)?.initializer {
                return value(of: constant, in: nil, context: context, depth: depth + 1)
            }
            return .unknown
        }
        return .unknown
    }

    /// The raw value of the `String` enum case `expression` names (`Segue.show`, `.show`).
    private func enumRawValue(_ expression: ExprSyntax, context: String?, expectedEnum: String?) -> Value {
        guard let member = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self) else { return .unknown }
        let caseName = member.declName.baseName.text
        var enumType: String?
        if let base = member.base {
            enumType = SyntaxHelpers.typeReference(base).flatMap { model.lookup($0, from: context) }
        } else if let expectedEnum {
            enumType = model.lookup(TypeText.base(expectedEnum), from: context)
        }
        if enumType == nil {
            // `.case` of an enum the expression's type does not say: unique among String enums.
            let candidates = model.types.values.filter { $0.kind == .enum && $0.conforms(to: "String") && $0.enumCase(named: caseName) != nil }
            if candidates.count == 1 { enumType = candidates[0].name }
        }
        guard let enumType, let raw = model.types[enumType]?.stringRawValue(ofCase: caseName) else { return .unknown }
        return .strings([raw])
    }

    /// The position of the parameter `name` of `function`.
    static func parameterIndex(_ name: String, in function: FunctionDeclSyntax) -> Int? {
        function.signature.parameterClause.parameters.firstIndex { ($0.secondName ?? $0.firstName).text == name }
            .map { function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: $0) }
    }

    /// The initializer of a `let name = …` written in `function` before `use`.
    static func localConstant(_ name: String, before use: ExprSyntax, in function: FunctionDeclSyntax) -> ExprSyntax? {
        guard let body = function.body else { return nil }
        var found: ExprSyntax?
        final class Finder: SyntaxVisitor {
            let name: String
            let limit: AbsolutePosition
            var found: ExprSyntax?
            init(name: String, limit: AbsolutePosition) {
                self.name = name
                self.limit = limit
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard node.position < limit, node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
                for binding in node.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    found = binding.initializer?.value
                }
                return .skipChildren
            }
        }
        let finder = Finder(name: name, limit: use.position)
        finder.walk(body)
        found = finder.found
        return found
    }

    /// The innermost function declaration around `node`.
    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function }
            current = parent.parent
        }
        return nil
    }

    /// The name of the type (or extended type) whose declaration holds `node`.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = parent.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = parent.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = parent.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = parent.as(ExtensionDeclSyntax.self) { return TypeText.base(declaration.extendedType.trimmedText) }
            current = parent.parent
        }
        return nil
    }
}
