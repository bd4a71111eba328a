import SwiftSyntax

/// The destination reducer a presentation store designates by its type, for modifiers that scope a
/// store passed around on its own: `func settings(_ routes: PresentationStoreOf<Panel.Route>)`
/// calling `.sheet(store: routes.scope(state: \.settings, action: \.settings))`, where the key
/// path's first name is a case of `Panel.Route` rather than a property of some feature's state.
///
/// A store's type is read from how its name is declared where the modifier is written: a parameter
/// of the enclosing function or closure, a local constant (its annotation, or the type of its
/// initial value), or a property of the enclosing type; `store.routes` takes the type of the
/// property `routes` an extension of the store's type declares (`extension StoreOf<Panel> { var routes:
/// PresentationStoreOf<Panel.Route> }`).
struct TCAPresentationStores {
    /// The annotated type of each property the app's extensions of framework types declare, by the
    /// extended type and the property's name (`StoreOf<Panel>.routes`), whitespace removed.
    private let extensionProperties: [String: String]
    /// The aliases a store's type may be written with.
    private let aliases = TCATypeAliases()

    init(model: SemanticModel) {
        var properties: [String: String] = [:]
        for external in model.externalExtensions {
            for member in external.block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type else { continue }
                    properties["\(external.extendedType).\(name)"] = TypeText.removingWhitespace(type.trimmedText)
                }
            }
        }
        extensionProperties = properties
    }

    /// The case node a modifier presents when its store is a store of a destination reducer:
    /// `routes.scope(state: \.settings, …)` with `routes: PresentationStoreOf<Panel.Route>`, or the
    /// case path `state: /Panel.Route.State.settings` beside `store: routes` → `Panel.Route.settings`.
    func caseNode(presentedBy modifier: FunctionCallExprSyntax, model: TCAModel) -> String? {
        let scopeName = SwiftTypeIndex.enclosingTypeName(of: modifier)
        if let casePath = modifier.arguments.first(where: { $0.label?.text == "state" })?.expression
            .as(PrefixOperatorExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
            let base = casePath.base.map({ Self.typeNames(in: $0.trimmedText) }), base.count == 1,
            let reducer = model.types.resolve(aliases.expanding(base[0], around: modifier), from: scopeName),
            let node = model.caseReducers[reducer]?.case(named: casePath.declName.baseName.text)?.nodeID {
            return node
        }
        for argument in modifier.arguments {
            for scope in TCASyntax.calls(in: argument, skippingNestedTypes: false) {
                guard let member = scope.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "scope", let base = member.base,
                      let state = TCASyntax.scopedState(of: scope), let caseName = TCASyntax.keyPathNames(state).first,
                      let reducer = caseReducer(ofStore: base, from: scopeName, model: model, depth: 0),
                      let node = model.caseReducers[reducer]?.case(named: caseName)?.nodeID
                else { continue }
                return node
            }
        }
        return nil
    }

    /// The destination reducer whose store `expression` is: by its declared type, or, for a
    /// feature's store scoped to a presentation slot (`store.scope(state: \.$route, …)`), the
    /// slot's reducer.
    private func caseReducer(ofStore expression: ExprSyntax, from scopeName: String?, model: TCAModel, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scope",
                  let base = member.base, let state = TCASyntax.scopedState(of: call),
                  case let names = TCASyntax.keyPathNames(state), names.count == 1,
                  let type = typeText(of: base, depth: depth + 1),
                  let feature = Self.typeNames(in: type).lazy.compactMap({
                      model.feature(named: self.aliases.expanding($0, around: expression), from: scopeName)
                  }).first
            else { return nil }
            return model.features[feature]?.slots.first { $0.property == names[0] && $0.kind == .presents }?.caseReducer
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .value(let value)? = declaration(of: name, around: Syntax(expression)) {
            return caseReducer(ofStore: value, from: scopeName, model: model, depth: depth + 1)
        }
        guard let type = typeText(of: expression, depth: depth) else { return nil }
        return Self.typeNames(in: type).lazy.compactMap { model.types.resolve(self.aliases.expanding($0, around: expression), from: scopeName) }
            .first { model.caseReducers[$0] != nil }
    }

    /// How a name is declared: with its type, or by the value it starts with.
    private enum Declared {
        case type(String)
        case value(ExprSyntax)
    }

    /// The type written for `expression`, whitespace removed, as far as declarations nearby say.
    private func typeText(of expression: ExprSyntax, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let baseType = typeText(of: base, depth: depth + 1) else { return nil }
            return extensionProperties["\(baseType).\(member.declName.baseName.text)"]
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch declaration(of: name, around: Syntax(expression)) {
        case .type(let type)?: return type
        case .value(let value)?: return typeText(of: value, depth: depth + 1)
        case nil: return nil
        }
    }

    /// The declaration of the name `name` seen from `node`: the innermost function or closure
    /// parameter, local constant or enclosing type's property declaring it.
    private func declaration(of name: String, around node: Syntax) -> Declared? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                if let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .type(TypeText.removingWhitespace(parameter.type.trimmedText))
                }
                if let body = function.body, let local = Self.local(name, in: body.statements) { return local }
            } else if let closure = syntax.as(ClosureExprSyntax.self), let local = Self.local(name, in: closure.statements) {
                return local
            } else if let accessor = syntax.as(AccessorBlockSyntax.self), case .getter(let body) = accessor.accessors,
                      let local = Self.local(name, in: body) {
                return local
            } else if syntax.isTypeDeclaration {
                let members = syntax.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []
                for variable in members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.typeAnnotation.map { .type(TypeText.removingWhitespace($0.type.trimmedText)) }
                    }
                }
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// A constant a block declares at its top level: its annotated type, or its initial value.
    private static func local(_ name: String, in statements: CodeBlockItemListSyntax) -> Declared? {
        for item in statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation { return .type(TypeText.removingWhitespace(annotation.type.trimmedText)) }
                return binding.initializer.map { .value($0.value) }
            }
        }
        return nil
    }

    /// The type names a type's text mentions, outermost first, with `.State`/`.Action` dropped:
    /// `PresentationStoreOf<Panel.Route>` → `PresentationStoreOf`, `Panel.Route`.
    private static func typeNames(in type: String) -> [String] {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map { part in
            var name = String(part)
            for suffix in [".State", ".Action"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            return name
        }
    }
}
