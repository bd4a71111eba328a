import SwiftSyntax

/// Every nominal type declared in the corpus under its name qualified by its enclosing types,
/// with the members its extensions add, and Swift-like lookup of a type name from a scope: the
/// ``SemanticModel``'s types, seen the way the TCA and deep-link recognisers read them (syntax of
/// cases and properties, member blocks with their files).
///
/// Shared by the TCA and deep-link recognisers (SPEC §2 qualifies route ids by enclosing types:
/// `SyncUpsList.Destination.add`). `extension A.B { enum C {} }` declares `A.B.C`.
struct SwiftTypeIndex {
    /// One type: its declaration plus what its extensions add.
    struct TypeInfo {
        enum Kind { case `struct`, `enum`, `class`, `actor` }
        var qualifiedName: String
        var kind: Kind
        var file: ParsedFile
        /// The line of the type's name.
        var line: Int
        var attributes: Set<String>
        /// Inherited type names from the declaration and every extension (last component of qualified names).
        var inherited: [String]
        /// Member blocks of the declaration and its extensions, each with its file.
        var memberBlocks: [(file: ParsedFile, block: MemberBlockSyntax)]

        var name: String { TypeText.lastComponent(qualifiedName) }

        /// The enum's cases, in declaration order, across the declaration and its extensions.
        var enumCases: [EnumCase] {
            memberBlocks.flatMap { file, block in
                block.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { decl in
                    decl.elements.map { element in
                        EnumCase(
                            name: SyntaxHelpers.declaredName(element.name), file: file, line: file.line(of: element.name), declaration: decl,
                            parameters: element.parameterClause?.parameters.map(Self.parameterText) ?? [],
                            associatedTypes: element.parameterClause?.parameters.map { $0.type.trimmedText } ?? [])
                    }
                }
            }
        }

        /// Stored and computed properties declared in the type and its extensions.
        var properties: [(file: ParsedFile, declaration: VariableDeclSyntax, binding: PatternBindingSyntax)] {
            memberBlocks.flatMap { file, block in
                block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { decl in
                    decl.bindings.map { (file: file, declaration: decl, binding: $0) }
                }
            }
        }

        private static func parameterText(_ parameter: EnumCaseParameterSyntax) -> String {
            let type = parameter.type.trimmedText
            guard let label = parameter.firstName, label.text != "_" else { return type }
            return "\(label.text): \(type)"
        }
    }

    /// An enum case, with what SPEC §2 needs for its node.
    struct EnumCase {
        var name: String
        var file: ParsedFile
        var line: Int
        var declaration: EnumCaseDeclSyntax
        /// The associated values as written (`accountId: String`; unlabeled: the type).
        var parameters: [String]
        var associatedTypes: [String]
    }

    private(set) var types: [String: TypeInfo] = [:]
    /// Qualified names by simple name, for lookups that scope rules cannot settle.
    private var bySimpleName: [String: [String]] = [:]

    /// The shared whole-program model, whose qualified lookup ``resolve(_:from:)`` uses.
    private let model: SemanticModel

    /// The types of the shared ``SemanticModel`` (protocols aside), which has already merged each
    /// declaration with its extensions.
    init(corpus: SourceCorpus) {
        model = corpus.model
        for (name, declaration) in model.types {
            let kind: TypeInfo.Kind
            switch declaration.kind {
            case .struct: kind = .struct
            case .enum: kind = .enum
            case .class: kind = .class
            case .actor: kind = .actor
            case .protocol: continue
            }
            types[name] = TypeInfo(
                qualifiedName: name, kind: kind, file: corpus.files[declaration.fileIndex], line: declaration.line,
                attributes: Set(declaration.attributes), inherited: declaration.inherited,
                memberBlocks: declaration.members.map { (corpus.files[$0.fileIndex], $0.block) })
        }
        for name in types.keys.sorted() {
            bySimpleName[types[name]!.name, default: []].append(name)
        }
    }

    subscript(qualifiedName: String) -> TypeInfo? { types[qualifiedName] }

    /// The type `name` (possibly dotted, `Destination.State`) designates when written inside
    /// `scope` (a qualified type name, or nil at file level), by the shared
    /// ``SemanticModel/lookup(_:from:unique:)``, so the TCA, deep-link and coordinator recognisers
    /// agree on what a name means: the innermost enclosing scope that declares it wins, as in
    /// Swift; failing that, the only type whose qualified name ends in `name`.
    func resolve(_ name: String, from scope: String?) -> String? {
        model.lookup(Self.stripGenerics(name), from: scope, unique: true).flatMap { types[$0] != nil ? $0 : nil }
    }

    /// The only type whose qualified name is `name` or ends in `.name`; nil when none or several.
    func uniqueType(named name: String) -> String? {
        let last = TypeText.lastComponent(name)
        let matches = (bySimpleName[last] ?? []).filter { $0 == name || $0.hasSuffix("." + name) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// `Array<Int>` → `Array`; optionals and implicitly unwrapped optionals lose their `?`/`!`.
    static func stripGenerics(_ name: String) -> String {
        var text = name.trimming([" ", "?", "!"])
        if let open = text.firstIndex(of: "<") { text = String(text[..<open]) }
        return text
    }

    /// The qualified name of the type whose declaration (or extension) encloses `node`.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = Syntax(node).parent
        while let syntax = current {
            if let d = syntax.as(StructDeclSyntax.self) { names.append(d.name.text) }
            else if let d = syntax.as(EnumDeclSyntax.self) { names.append(d.name.text) }
            else if let d = syntax.as(ClassDeclSyntax.self) { names.append(d.name.text) }
            else if let d = syntax.as(ActorDeclSyntax.self) { names.append(d.name.text) }
            else if let d = syntax.as(ExtensionDeclSyntax.self) {
                names.append(d.extendedType.trimmedText)
                break
            }
            current = syntax.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}

extension String {
    fileprivate func trimming(_ set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
