import SwiftSyntax

/// Locals declared first and given their value in each branch of an `if` or a `switch`
/// (`let style: Style` then `if compact { style = .push } else { style = .sheet }`, or
/// `let next: UIViewController` then `switch item { case .help: next = HelpScreen() … }`).
extension NavigationAnalyzer {
    /// After `statement` (an `if` with a final `else`, or a `switch`), each local that every branch
    /// not leaving the code assigns holds one of the values its branches give it: route cases, or
    /// screens.
    func bindAssignedInEveryBranch(_ statement: ExprSyntax, scope: inout Scope) {
        guard let branches = completeBranches(statement, scope: scope) else { return }
        // The locals each branch assigns, with every value they are given; branches that leave
        // (`return`, `throw`, `fatalError(…)`) give none.
        var assigned: [String: [BranchValue]]?
        // A list of controllers is filled with screens the branch may have made in locals of its own.
        var listed: [String: [String]] = [:]
        for branch in branches {
            var here: [String: BranchValue] = [:]
            var branchScope = scope
            // A value made in a local of the branch's own (`let welcome = Welcome(); next = welcome`);
            // a list filled in the branch may take any of them.
            let assignedValues = branch.flatMap { item -> [String] in
                guard let (lhs, rhs) = SyntaxHelpers.expression(item).flatMap(SyntaxHelpers.assignment), SyntaxHelpers.identifier(lhs) != nil else { return [] }
                return SyntaxHelpers.identifiers(in: rhs)
            }
            let bound = scope.listedControllers.isEmpty
                ? Set(SyntaxHelpers.declarations(in: branch, leadingTo: assignedValues).map(\.id))
                : Set(branch.compactMap { $0.item.as(VariableDeclSyntax.self)?.id })
            for item in branch {
                if let declaration = item.item.as(VariableDeclSyntax.self), bound.contains(declaration.id) {
                    bindLocals(DeclSyntax(declaration), scope: &branchScope)
                }
                guard let expression = SyntaxHelpers.expression(item), let (lhs, rhs) = SyntaxHelpers.assignment(expression),
                      let name = SyntaxHelpers.identifier(lhs) else { continue }
                here[name] = BranchValue(expression: rhs, scope: branchScope)
                if scope.listedControllers[name] != nil {
                    listed[name, default: []] += viewTargets(rhs, scope: branchScope)
                }
            }
            if here.isEmpty, Self.leaves(branch) { continue }
            guard let earlier = assigned else {
                assigned = here.mapValues { [$0] }
                continue
            }
            assigned = earlier.filter { here[$0.key] != nil }.reduce(into: [:]) { kept, entry in
                kept[entry.key] = entry.value + [here[entry.key]!]
            }
        }
        for (name, values) in (assigned ?? [:]).sorted(by: { $0.key < $1.key }) {
            // `if wide { tabs = [feed, search, more] } else { tabs = [feed, search] }`: the list
            // holds every screen some branch lists, in the order they first appear.
            if let screens = listed[name] {
                scope.listedControllers[name] = screens.keepingFirstOfEach()
            } else {
                bind(name, toOneOf: values, scope: &scope)
            }
        }
    }

    /// A value a branch gives a local, with what the branch knows where it gives it.
    private struct BranchValue {
        var expression: ExprSyntax
        var scope: Scope
    }

    /// The local `name` holds one of `values`: route cases, one screen, or a choice of screens.
    private func bind(_ name: String, toOneOf values: [BranchValue], scope: inout Scope) {
        if let routes = assignedRoutes(values, to: name, scope: scope) {
            scope.locals[name] = .routes(routes)
        } else if let screens = assignedScreens(values) {
            if screens.count == 1 {
                scope.locals[name] = .instance(screens[0])
            } else {
                scope.screenChoices[name] = screens
            }
        }
    }

    /// `let next: UIViewController = if compact { ListScreen() } else { GridScreen() }`, or a
    /// `switch` expression: the local holds the value of the branch that runs (the last expression
    /// of each branch that does not leave), route cases or screens. False when `initializer` is no
    /// such expression.
    func bindBranchValue(_ name: String, to initializer: ExprSyntax, annotation: TypeSyntax?, scope: inout Scope) -> Bool {
        let value = SyntaxHelpers.unwrap(initializer)
        guard value.is(IfExprSyntax.self) || value.is(SwitchExprSyntax.self) else { return false }
        (scope.screenChoices[name], scope.builtByHelpers[name], scope.callResults[name]) = (nil, nil, nil)
        scope.locals[name] = annotation.flatMap { model.lookup(TypeText.base($0.trimmedText), from: scope.type) }.map(AbstractValue.instance) ?? .unknown
        guard let branches = completeBranches(value, scope: scope) else { return true }
        var values: [BranchValue] = []
        for branch in branches where !Self.leaves(branch) {
            guard let last = branch.last.flatMap(SyntaxHelpers.expression) else { return true }
            values.append(BranchValue(expression: last, scope: scope))
        }
        bind(name, toOneOf: values, scope: &scope)
        return true
    }

    /// The route cases `values` give the local `name`, when each is one.
    private func assignedRoutes(_ values: [BranchValue], to name: String, scope: Scope) -> [RouteRef]? {
        // The type the local is declared with tells what `.push` is.
        let declared: String? = if case .instance(let type)? = scope.locals[name] { type } else { nil }
        var routes: [RouteRef] = []
        for value in values {
            guard case .routes(let found) = self.value(of: value.expression, parameterType: declared, scope: value.scope, context: scope.type ?? "") else {
                return nil
            }
            routes += found
        }
        return routes.isEmpty ? nil : routes
    }

    /// The screens `values` build, when each builds one.
    private func assignedScreens(_ values: [BranchValue]) -> [String]? {
        var screens: [String] = []
        for value in values {
            let built = viewTargets(value.expression, scope: value.scope)
            guard built.count == 1 else { return nil }
            if !screens.contains(built[0]) { screens.append(built[0]) }
        }
        return screens.isEmpty ? nil : screens
    }

    /// The statements of each branch of an `if` that ends with an `else`, or of each case of a
    /// `switch` (which Swift makes exhaustive) that may run; `nil` when a value may pass none of them.
    private func completeBranches(_ statement: ExprSyntax, scope: Scope) -> [CodeBlockItemListSyntax]? {
        if let switchExpression = statement.as(SwitchExprSyntax.self) {
            let branches = casesThatMayRun(switchExpression, scope: scope).map(\.statements)
            return branches.isEmpty ? nil : branches
        }
        guard let ifExpression = statement.as(IfExprSyntax.self) else { return nil }
        var branches: [CodeBlockItemListSyntax] = [ifExpression.body.statements]
        var next = ifExpression.elseBody
        while let elseBody = next {
            switch elseBody {
            case .ifExpr(let nested):
                branches.append(nested.body.statements)
                next = nested.elseBody
            case .codeBlock(let block):
                branches.append(block.statements)
                return branches
            }
        }
        return nil
    }

    /// Whether `branch` ends by leaving the code around it: `return`, `throw`, `break`,
    /// `continue`, or a call that never returns.
    private static func leaves(_ branch: CodeBlockItemListSyntax) -> Bool {
        guard let last = branch.last?.item else { return false }
        if case .stmt(let statement) = last {
            return statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
                || statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
        }
        guard case .expr(let expression) = last, let call = expression.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(call), callee.base == nil else { return false }
        return ["fatalError", "preconditionFailure"].contains(callee.name)
    }
}
