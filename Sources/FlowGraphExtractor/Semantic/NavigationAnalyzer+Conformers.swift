import SwiftSyntax

extension NavigationAnalyzer {
    /// What a call of `name` on a value typed by the app protocol `protocolName` may run: in a child coordinator (`(parent as? Choosing)?.showItems()`),
    /// those of the conformers that built it and handed it themselves (`child.parent = self`); else
    /// those of every real conformer that is a value the screen routes with (`extension Episode:
    /// Selectable { func select(router:) }`), not a screen or coordinator of its own, whose `self`
    /// would navigate from elsewhere; else the one app conformer's implementation, or the one
    /// coordinator's among conformers.
    func implementationsRun(_ name: String, labels: [String?], on protocolName: String, scope: Scope) -> [MethodDeclaration] {
        let implementations = model.conformers(of: protocolName).flatMap { conformer in
            model.methods(named: name, in: conformer).filter { $0.accepts(labels: labels) && $0.body != nil }
        }
        if let owner = scope.type, case let parents = selfHandingBuilders(of: owner), !parents.isEmpty,
           case let built = implementations.filter({ parents.contains($0.owner) }), !built.isEmpty {
            return built
        }
        let values = valueConformerImplementations(of: name, labels: labels, in: protocolName)
        // Several value conformers are alternatives; so is the one framework type an app extension
        // makes conform when no app type does (`extension UINavigationController: Navigator`).
        if values.count > 1 || implementations.isEmpty && values.count == 1 { return values }
        if implementations.count == 1 { return implementations }
        // One coordinator among conformers that only record or forward (a router's delegate, also
        // implemented by a test's recorder): the coordinator's is the one that navigates.
        let navigating = implementations.filter { owners.contains($0.owner) || uikitCoordinators.contains($0.owner) }
        return navigating.count == 1 ? navigating : []
    }

    /// The implementations of `name` the real conformers of `protocolName` that are values run
    /// (app types, and framework types an app extension makes conform), each once: test doubles
    /// aside, and empty when a screen or coordinator implements it.
    private func valueConformerImplementations(of name: String, labels: [String?], in protocolName: String) -> [MethodDeclaration] {
        let conformers = (model.conformers(of: protocolName) + model.externalConformers(of: protocolName))
            .filter { !SemanticModel.isTestDouble($0) }
        var seen: Set<String> = []
        let implementations = conformers.flatMap { conformer in
            model.methods(named: name, in: conformer).filter { method in
                method.accepts(labels: labels) && method.body != nil
                    && seen.insert("\(method.fileIndex):\(method.line)").inserted
            }
        }
        let navigating = implementations.contains { method in
            owners.contains(method.owner) || uikitCoordinators.contains(method.owner) || type(method.owner).map { $0.isScreenByInheritance || $0.isView } == true
        }
        return navigating ? [] : implementations
    }

    /// The app protocol whose requirement a call of `name` on a value of unknown type names
    /// (`element.didSelect(in: router)` on a closure's parameter): the one protocol requiring a
    /// method of that name and labels, when no app type outside its conformers declares one.
    func requiringProtocol(of name: String, labels: [String?]) -> String? {
        let declared = appMethods(named: name).filter { $0.accepts(labels: labels) }
        let requirements = declared.filter { $0.body == nil && type($0.owner)?.kind == .protocol }
        guard let required = requirements.first?.owner, requirements.allSatisfy({ $0.owner == required }) else { return nil }
        let conformers = Set(model.conformers(of: required) + [required])
        return declared.allSatisfy { conformers.contains($0.owner) } ? required : nil
    }

    /// Whether `base` names a value bound without a written type (a closure's parameter, a case
    /// pattern's binding): not a type, nor a property of the type the call is written in.
    func isUntypedBinding(_ base: ExprSyntax, scope: Scope) -> Bool {
        guard let name = SyntaxHelpers.unwrap(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              !SyntaxHelpers.isTypeName(name), name != "self", scope.locals[name] == nil else { return false }
        return scope.type.map { model.property(named: name, in: $0) == nil } ?? true
    }

    /// The methods app types declare under `name`, requirements included.
    func appMethods(named name: String) -> [MethodDeclaration] {
        if appMethodsByName == nil {
            var index: [String: [MethodDeclaration]] = [:]
            for owner in model.types.keys.sorted() {
                for method in model.types[owner]!.methods { index[method.name, default: []].append(method) }
            }
            appMethodsByName = index
        }
        return appMethodsByName![name] ?? []
    }
}
