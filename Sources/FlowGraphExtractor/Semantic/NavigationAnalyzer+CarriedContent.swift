import SwiftSyntax

/// The screens a route value carries: a value type whose initialiser takes a view-building closure
/// (`Destination(key: "prefs", presentation: .modal) { PreferencesScreen() }`) holds what that
/// closure builds, and a static member or factory of the type returning one (`.prefs`,
/// `.article(id)`) names those screens. A router handed such a value shows them wherever it puts
/// the value (a stack, a presented item), the way the value was built to be presented: a `switch`
/// over one of its properties takes the case the initialiser's argument (or default) of that
/// property's type gave.
struct CarriedContent: Hashable, Sendable {
    /// The content-carrying type.
    var carrier: String
    /// The screens the content closure builds (node ids).
    var screens: [String]
    /// The case given for each enum-typed parameter of the initialiser, by the enum's qualified name
    /// (`Destination.Presentation` → `modal`), the parameter's default when no argument was written.
    var cases: [String: String]

    /// A text naming the value, distinct for distinct values (memo keys).
    var key: String {
        "carries:" + carrier + ":" + screens.joined(separator: ",") + "|" + cases.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: ",")
    }
}

extension NavigationAnalyzer {
    /// Whether `name` is an app value type that carries content: not a view, with an initialiser
    /// taking a closure that builds a view. Memoised per type.
    func carriesContent(_ name: String) -> Bool {
        if let known = contentCarriers[name] { return known }
        let carries = type(name).map { declaration in
            !declaration.isView && declaration.kind != .protocol && declaration.kind != .enum
                && declaration.methods.contains { $0.name == "init" && contentParameter(of: $0) != nil }
        } ?? false
        contentCarriers[name] = carries
        return carries
    }

    /// The view-building closure parameter of an initialiser (`@ViewBuilder content: () -> some View`).
    private func contentParameter(of initializer: MethodDeclaration) -> MethodDeclaration.Parameter? {
        initializer.parameters.last { parameter in
            guard let result = Self.resultType(ofFunctionType: parameter.type) else { return false }
            return parameter.type.hasPrefix("@ViewBuilder") || result == "someView" || result == "AnyView"
        }
    }

    /// The content `expression` carries when it builds or names a value of a content-carrying type:
    /// a construction of it with its content closure, a static member or factory of it returning
    /// one (`.preferences`, `Destination.article(id)` — `expected` is the type a bare `.member`
    /// belongs to), or a local holding one. `nil` for any other expression.
    func carriedContent(of expression: ExprSyntax, expected: String?, scope: Scope, depth: Int = 0) -> CarriedContent? {
        guard depth < 4 else { return nil }
        let expression = SyntaxHelpers.unwrap(expression)
        if let name = SyntaxHelpers.identifier(expression), case .content(let carried)? = scope.locals[name] { return carried }
        let call = expression.as(FunctionCallExprSyntax.self)
        let reference = SyntaxHelpers.withoutGenericArguments(SyntaxHelpers.unwrap(call?.calledExpression ?? expression))
        // `Destination(key:presentation:body:)`, `.init(…) { … }`.
        if let call, let carrier = constructedCarrier(reference, expected: expected, context: scope.type) {
            return construction(call, of: carrier, in: scope.type ?? carrier)
        }
        // `.preferences`, `Destination.article(id)`: what the static member returns.
        guard let member = reference.as(MemberAccessExprSyntax.self) else { return nil }
        let carrier = member.base.map { base in typeNamed(by: base, scope: scope) } ?? expected
        guard let carrier, carriesContent(carrier) else { return nil }
        let name = member.declName.baseName.text
        let body: CodeBlockItemListSyntax?
        if call != nil {
            body = model.methods(named: name, in: carrier).first { $0.isStatic && $0.accepts(labels: SyntaxHelpers.labels(call!)) }?.body
        } else {
            body = model.property(named: name, in: carrier).flatMap { $0.modifiers.contains("static") ? $0.getter : nil }
        }
        guard let last = body?.last, let built = last.item.as(ReturnStmtSyntax.self)?.expression ?? SyntaxHelpers.expression(last) else { return nil }
        return carriedContent(of: built, expected: carrier, scope: Scope(type: carrier), depth: depth + 1)
    }

    /// The app type a member's base names (`Destination` in `Destination.player`, `Self` in a static factory).
    private func typeNamed(by base: ExprSyntax, scope: Scope) -> String? {
        guard let written = SyntaxHelpers.typeReference(base) else { return nil }
        return written == "Self" ? scope.type : model.lookup(written, from: scope.type)
    }

    /// Whether values of `name` hold route content: it carries content itself, or stores a value
    /// that does (`struct Shown { let destination: Destination }`), as a presented item wrapping a
    /// route value does.
    func holdsContent(_ name: String) -> Bool {
        carriesContent(name) || (type(name)?.properties ?? []).contains { property in
            property.getter == nil && !property.modifiers.contains("static")
                && property.type.flatMap { model.lookup(TypeText.base($0), from: name) }.map(carriesContent) == true
        }
    }

    /// The content-carrying type a call's callee constructs (`Destination`, `.init` of `expected`).
    private func constructedCarrier(_ callee: ExprSyntax, expected: String?, context: String?) -> String? {
        let constructed: String?
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            constructed = member.base.map { base in typeNamed(by: base, scope: Scope(type: context)) } ?? expected
        } else if let reference = callee.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(reference.baseName.text) {
            constructed = model.lookup(reference.baseName.text, from: context)
        } else {
            constructed = nil
        }
        return constructed.flatMap { carriesContent($0) ? $0 : nil }
    }

    /// What one construction of `carrier` carries: the screens its content closure builds, and the
    /// case of each enum-typed parameter. Memoised per construction.
    private func construction(_ call: FunctionCallExprSyntax, of carrier: String, in context: String) -> CarriedContent? {
        if let known = carriedByConstruction[call.id] { return known }
        let carried = readConstruction(call, of: carrier, in: context)
        carriedByConstruction[call.id] = .some(carried)
        return carried
    }

    private func readConstruction(_ call: FunctionCallExprSyntax, of carrier: String, in context: String) -> CarriedContent? {
        let labels = SyntaxHelpers.labels(call)
        guard let initializer = model.methods(named: "init", in: carrier).first(where: { $0.accepts(labels: labels) && contentParameter(of: $0) != nil }),
              let parameter = contentParameter(of: initializer),
              let content = SyntaxHelpers.argument(call, parameter.label ?? "") ?? call.trailingClosure.map(ExprSyntax.init) else { return nil }
        let screens = contentNodes(content, in: context)
        guard !screens.isEmpty else { return nil }
        var cases: [String: String] = [:]
        for declared in initializer.parameters {
            guard let given = declared.label.flatMap({ SyntaxHelpers.argument(call, $0) }) ?? declared.defaultValue else { continue }
            if let enumType = enumName(declared.type, from: carrier), let caseName = Self.caseName(given) {
                cases[enumType] = caseName
            } else if let enumType = Self.resultType(ofFunctionType: declared.type).flatMap({ enumName($0, from: carrier) }),
                      let closure = given.as(ClosureExprSyntax.self), closure.statements.count == 1,
                      let returned = closure.statements.first.flatMap(SyntaxHelpers.expression), let caseName = Self.caseName(returned) {
                // `withNamespace: { .push(.zoom(…)) }` for `(Namespace.ID) -> Style`: the case the closure answers.
                cases[enumType] = caseName
            }
        }
        return CarriedContent(carrier: carrier, screens: Array(Set(screens)).sorted(), cases: cases)
    }

    /// What a function type returns (`Style` for `@escaping(Namespace.ID)->Style`).
    private static func resultType(ofFunctionType written: String) -> String? {
        guard let arrow = written.range(of: "->", options: .backwards) else { return nil }
        return String(written[arrow.upperBound...])
    }

    /// The case an enum value written as `.sheet` or `.push(.automatic)` names.
    private static func caseName(_ value: ExprSyntax) -> String? {
        let value = SyntaxHelpers.unwrap(value)
        let named = value.as(FunctionCallExprSyntax.self).map { SyntaxHelpers.unwrap($0.calledExpression) } ?? value
        return named.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The case `carried.property` holds when `property` is of one of the enum types the value was
    /// built with (`switch destination.presentation` on a value built with `presentation: .modal`).
    func carriedCase(of property: String, in carried: CarriedContent) -> String? {
        guard let written = model.property(named: property, in: carried.carrier)?.type,
              let enumType = enumName(written, from: carried.carrier) else { return nil }
        return carried.cases[enumType]
    }

    /// The content the value `expression` assigns carries, itself or as an argument it is built with
    /// (`presented = Shown(destination: destination)`): a presented item wrapping a route value
    /// shows that value's screens.
    func assignedContent(_ expression: ExprSyntax, scope: Scope) -> CarriedContent? {
        if let carried = carriedContent(of: expression, expected: nil, scope: scope) { return carried }
        guard let call = SyntaxHelpers.unwrap(expression).as(FunctionCallExprSyntax.self) else { return nil }
        let carried = call.arguments.compactMap { carriedContent(of: $0.expression, expected: nil, scope: scope) }
        return carried.count == 1 ? carried[0] : nil
    }
}
