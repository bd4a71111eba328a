import SwiftSyntax

/// Collects the type declarations and extensions of one file (nested types qualified).
final class DeclarationCollector: SyntaxVisitor {
    struct Extension {
        var extendedType: String
        var scope: [String]
        var inherited: [String]
        var block: MemberBlockSyntax
        var line: Int
    }

    private let file: ParsedFile
    private let fileIndex: Int
    private var scope: [String] = []
    private(set) var types: [TypeDeclaration] = []
    private(set) var extensions: [Extension] = []
    /// Functions declared at the top level of the file (`func setLater(_:block:)`), owner `""`.
    private(set) var functions: [MethodDeclaration] = []
    /// Type aliases declared at the top level of the file, by name.
    private(set) var typeAliases: [String: TypeAliasDeclaration] = [:]

    init(file: ParsedFile, fileIndex: Int) {
        self.file = file
        self.fileIndex = fileIndex
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: ParsedFile, index: Int) -> DeclarationCollector {
        let collector = DeclarationCollector(file: file, fileIndex: index)
        collector.walk(file.tree)
        return collector
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, name: node.name, kind: .class)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, name: node.name, kind: .struct)
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, name: node.name, kind: .enum)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, name: node.name, kind: .actor)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, name: node.name, kind: .protocol)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeText.removingWhitespace(node.extendedType.trimmedText)
        extensions.append(Extension(
            extendedType: extended, scope: scope, inherited: Self.inherited(node.inheritanceClause),
            block: node.memberBlock, line: file.line(of: node.extendedType)))
        scope.append(extended)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard scope.isEmpty else { return .skipChildren }
        functions.append(MethodDeclaration(
            name: node.name.text, parameters: Self.parameters(node.signature.parameterClause), body: node.body?.statements,
            fileIndex: fileIndex, line: file.line(of: node.name), isStatic: true, owner: "",
            returnType: node.signature.returnClause.map { TypeText.removingWhitespace($0.type.trimmedText) }))
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard scope.isEmpty else { return .skipChildren }
        let aliased = node.initializer.value
        let parts = aliased.as(CompositionTypeSyntax.self).map { $0.elements.map(\.type) } ?? [aliased]
        var alias = TypeAliasDeclaration(parts: parts.map(Self.shortName))
        if let named = aliased.as(IdentifierTypeSyntax.self).map(Syntax.init) ?? aliased.as(MemberTypeSyntax.self).map(Syntax.init) {
            let written = TypeText.removingWhitespace(named.trimmedDescription)
            alias.namedType = String(written.prefix { $0 != "<" })
            alias.genericArguments = TypeText.genericArguments(written)
        }
        alias.fileIndex = fileIndex
        alias.line = file.line(of: node.name)
        if aliased.is(FunctionTypeSyntax.self) || aliased.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true {
            alias.functionType = TypeText.removingWhitespace(aliased.trimmedText)
        }
        typeAliases[node.name.text] = alias
        return .skipChildren
    }

    // Bodies of functions hold no types that navigation depends on; skipping them keeps the walk cheap.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func open(_ node: some DeclGroupSyntax, name: TokenSyntax, kind: TypeDeclaration.Kind) -> SyntaxVisitorContinueKind {
        // `scope` holds qualified names: the innermost one is the whole prefix.
        let qualified = scope.last.map { $0 + "." + name.text } ?? name.text
        var type = TypeDeclaration(
            name: qualified, kind: kind, fileIndex: fileIndex, line: file.line(of: name),
            inherited: Self.inherited(node.inheritanceClause),
            attributes: Self.attributeNames(node.attributes))
        Self.addMembers(of: node.memberBlock, to: &type, file: file, fileIndex: fileIndex)
        types.append(type)
        scope.append(qualified)
        return .visitChildren
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { shortName($0.type) } ?? []
    }

    /// How an inheritance clause names a type: `Base<Module.Model>` is a `Base` (generic
    /// arguments go before the name is shortened); `@preconcurrency RouterDelegate`,
    /// `@unchecked Sendable`: the attribute is no part of the name.
    private static func shortName(_ written: TypeSyntax) -> String {
        let type = written.as(AttributedTypeSyntax.self)?.baseType ?? written
        let text = TypeText.removingWhitespace(type.trimmedText)
        return TypeText.lastComponent(String(text.prefix { $0 != "<" }))
    }

    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
    }

    /// Adds the members of `block` (including those inside `#if` clauses) to `type`.
    static func addMembers(of block: MemberBlockSyntax, to type: inout TypeDeclaration, file: ParsedFile, fileIndex: Int) {
        type.members.append(MemberDeclaration(fileIndex: fileIndex, block: block))
        var decls: [DeclSyntax] = block.members.map(\.decl)
        var index = 0
        while index < decls.count {
            let decl = decls[index]
            index += 1
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let members)? = clause.elements { decls += members.map(\.decl) }
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                addProperties(variable, to: &type, file: file, fileIndex: fileIndex)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.methods.append(MethodDeclaration(
                    name: function.name.text, parameters: parameters(function.signature.parameterClause),
                    body: function.body?.statements, fileIndex: fileIndex, line: file.line(of: function.name),
                    isStatic: function.modifiers.contains { ["static", "class"].contains($0.name.text) }, owner: type.name,
                    returnType: function.signature.returnClause.map { TypeText.removingWhitespace($0.type.trimmedText) }))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.methods.append(MethodDeclaration(
                    name: "init", parameters: parameters(initializer.signature.parameterClause),
                    body: initializer.body?.statements, fileIndex: fileIndex, line: file.line(of: initializer.initKeyword),
                    isStatic: false, owner: type.name))
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    let parameters = element.parameterClause?.parameters.map { parameter -> String in
                        let type = parameter.type.trimmedText
                        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return type }
                        return "\(label.text): \(type)"
                    } ?? []
                    var declared = EnumCaseDeclaration(
                        name: SyntaxHelpers.declaredName(element.name), parameters: parameters, fileIndex: fileIndex, line: file.line(of: element.name))
                    declared.defaultValues = element.parameterClause?.parameters.map { $0.defaultValue?.value.trimmedText } ?? []
                    declared.rawValue = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    type.cases.append(declared)
                }
            }
        }
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [MethodDeclaration.Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = parameter.secondName?.text ?? parameter.firstName.text
            return MethodDeclaration.Parameter(
                label: label, name: name, type: TypeText.removingWhitespace(parameter.type.trimmedText),
                defaultValue: parameter.defaultValue?.value,
                isVariadic: parameter.ellipsis != nil || parameter.type.is(PackExpansionTypeSyntax.self))
        }
    }

    /// `X` in `@Environment(X.self)` (the Observation-era environment object).
    private static func environmentType(_ attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let text = arguments.first?.expression.trimmedText, text.hasSuffix(".self") else { continue }
            return String(text.dropLast(5))
        }
        return nil
    }

    /// `key` in `@Environment(\.key)`: the value of the environment the property reads.
    private static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
                  keyPath.components.count == 1,
                  let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { continue }
            return property.declName.baseName.text
        }
        return nil
    }

    private static func addProperties(_ variable: VariableDeclSyntax, to type: inout TypeDeclaration, file: ParsedFile, fileIndex: Int) {
        let attributes = attributeNames(variable.attributes)
        // `private(set)` is kept apart from `private`: only the setter is hidden.
        let modifiers = variable.modifiers.map { modifier in modifier.detail.map { modifier.name.text + "(" + $0.detail.text + ")" } ?? modifier.name.text }
            + (variable.bindingSpecifier.tokenKind == .keyword(.let) ? ["let"] : [])
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            var getter: CodeBlockItemListSyntax?
            var setter: CodeBlockItemListSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let statements)?:
                getter = statements
            case .accessors(let accessors)?:
                getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                setter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }?.body?.statements
            case nil:
                break
            }
            var property = PropertyDeclaration(
                name: name.text, type: binding.typeAnnotation.map { TypeText.removingWhitespace($0.type.trimmedText) } ?? environmentType(variable.attributes),
                initializer: binding.initializer?.value, attributes: attributes, modifiers: modifiers,
                fileIndex: fileIndex, line: file.line(of: name), getter: getter,
                environmentKey: environmentKey(variable.attributes),
                injectedKeyPath: InjectedKeyPaths.named(by: variable.attributes, initializer: binding.initializer?.value))
            property.setter = setter
            type.properties.append(property)
            if let getter {
                type.methods.append(MethodDeclaration(
                    name: name.text, parameters: [], body: getter, fileIndex: fileIndex, line: file.line(of: name),
                    isStatic: modifiers.contains("static"), owner: type.name))
            }
        }
    }
}
