import FlowGraph
import SwiftSyntax

/// What a stack's root or a split view's detail column shows, chosen by an `if let … else if …`
/// chain over a model's optional properties (`if let item = store.selectedItem { Detail(item) }
/// else { Placeholder() }`): each branch is a destination the model's methods show by setting
/// those properties.
struct ContentChoice: Sendable {
    struct Branch: Sendable {
        /// The owner's properties the branch's conditions need set; `nil` when a condition reads
        /// something else, so whether the branch is taken cannot be told.
        var reads: [String]?
        /// The view the branch shows (its own node), `nil` when it shows no app screen.
        var node: String?
        /// The branch's body, where the move it makes is written.
        var site: Syntax
    }

    var owner: String
    /// The view whose body holds the choice.
    var view: String
    var branches: [Branch]
    /// The owner's stack the content roots (`NavigationStack(path: $store.path) { if let … }`).
    var stack: String?
    /// Whether the content is a split view's detail column, swapped whole whenever it changes.
    var isSplitDetail: Bool

    /// The properties the chain reads.
    var properties: Set<String> { Set(branches.flatMap { $0.reads ?? [] }) }
}

extension NavigationAnalyzer {
    /// Reads the content choices of every view's stacks and split view detail columns.
    func collectContentChoices() {
        for view in typeNames where isView(view) {
            for site in index[view]!.calls {
                guard let callee = SyntaxHelpers.callee(site.node), callee.base == nil, Self.stackContainers.contains(callee.name) else { continue }
                if callee.name == "NavigationSplitView" {
                    let columns = Self.splitColumns(site.node)
                    guard columns.count > 1, let detail = columns.last?.statements.first.flatMap(SyntaxHelpers.expression) else { continue }
                    addContentChoice(detail, stack: nil, isSplitDetail: true, in: view)
                } else if let content = SyntaxHelpers.closures(site.node).first?.statements.first.flatMap(SyntaxHelpers.expression) {
                    let path = SyntaxHelpers.argument(site.node, "path").flatMap { boundProperty($0, in: view) }
                    addContentChoice(content, stack: path, isSplitDetail: Self.isSplitDetail(site.node), in: view)
                }
            }
        }
    }

    /// Whether `stack` is what a `NavigationSplitView`'s last (detail) column shows.
    private static func isSplitDetail(_ stack: FunctionCallExprSyntax) -> Bool {
        var current = stack.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let split = closure.parent?.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      SyntaxHelpers.callee(split)?.name == "NavigationSplitView" else { return false }
                let columns = splitColumns(split)
                return columns.count > 1 && columns.last?.id == closure.id
            }
            current = parent.parent
        }
        return false
    }

    /// Records `content` when it is an `if` chain whose conditions read one observable model's
    /// optional properties.
    private func addContentChoice(_ content: ExprSyntax, stack: (String, String)?, isSplitDetail: Bool, in view: String) {
        guard var link = SyntaxHelpers.unwrap(content).as(IfExprSyntax.self) else { return }
        var owner: String?
        var branches: [ContentChoice.Branch] = []
        func shown(_ statements: CodeBlockItemListSyntax) -> String? {
            guard let first = statements.first.flatMap(SyntaxHelpers.expression), let construction = Self.baseConstruction(first),
                  let name = constructedType(construction, from: view), isScreenType(name) else { return nil }
            return name
        }
        var more = true
        while more {
            more = false
            var reads: [String]? = []
            for condition in link.conditions {
                guard let (reader, property) = optionalRead(condition, in: view), owner == nil || owner == reader else { reads = nil; break }
                owner = reader
                reads?.append(property)
            }
            branches.append(ContentChoice.Branch(reads: reads, node: shown(link.body.statements), site: Syntax(link.body)))
            switch link.elseBody {
            case .ifExpr(let next)?: (link, more) = (next, true)
            case .codeBlock(let block)?: branches.append(ContentChoice.Branch(reads: [], node: shown(block.statements), site: Syntax(block)))
            case nil: break
            }
        }
        guard let owner else { return }
        contentChoices.append(ContentChoice(
            owner: owner, view: view, branches: branches, stack: stack?.0 == owner ? stack?.1 : nil, isSplitDetail: isSplitDetail))
    }

    /// The observable class and optional property a condition needs set: `let x = model.item`,
    /// `model.item != nil`.
    private func optionalRead(_ condition: ConditionElementSyntax, in view: String) -> (String, String)? {
        var read: ExprSyntax?
        switch condition.condition {
        case .optionalBinding(let binding): read = binding.initializer?.value
        case .expression(let expression):
            if let sequence = expression.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
               elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=", elements[2].is(NilLiteralExprSyntax.self) {
                read = elements[0]
            } else if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedText == "!=", infix.rightOperand.is(NilLiteralExprSyntax.self) {
                read = infix.leftOperand
            }
        default: break
        }
        guard let member = read.map(SyntaxHelpers.unwrap)?.as(MemberAccessExprSyntax.self), let base = member.base,
              let owner = valueType(base, scope: Scope(type: view)), type(owner)?.kind == .class, observableTypes.contains(owner),
              let declared = model.property(named: member.declName.baseName.text, in: owner),
              declared.type.map(TypeText.isOptional) == true else { return nil }
        return (owner, declared.name)
    }

    /// What `method` shows through the content choices over its owner's properties: the first
    /// branch whose conditions hold once the method has set (or cleared) them, as a `reset` when
    /// the method clears the stack the content roots or the content is a split view's detail,
    /// else a `replace`. Nothing when the method sets them only conditionally, through other
    /// methods, or leaves a branch's condition unknown.
    func contentChoiceAlternatives(of method: MethodDeclaration) -> Alternatives {
        guard let body = method.body else { return [] }
        var result: Alternatives = []
        for choice in contentChoices where choice.owner == method.owner {
            guard let facts = choiceFacts(body, properties: choice.properties, owner: choice.owner),
                  let taken = choice.branches.first(where: { branch in !(branch.reads ?? []).contains { facts[$0] == false } }),
                  let reads = taken.reads, reads.allSatisfy({ facts[$0] == true }), let node = taken.node else { continue }
            let clears = choice.isSplitDetail || choice.stack.map { Self.clearsStack($0, in: body) } == true
            let file = fileIndex(of: taken.site)
            func operation(_ kind: NavigationOperation.Kind) -> NavigationOperation {
                NavigationOperation(kind: kind, owner: choice.owner, stack: choice.stack, fileIndex: file,
                                    line: model.file(file).line(of: taken.site), site: taken.site, host: choice.view)
            }
            result.append((clears ? [operation(.clear)] : []) + [operation(.setCurrent(.node(node)))])
        }
        return result
    }

    /// Whether `origin` is a route node of a view that is also a branch of the content choice
    /// showing `target`: that view changes the content from its own node, the content's, and its
    /// route instance is on another stack, where the change shows nothing.
    func isRouteInstanceOfChoice(_ origin: String, showing target: NavigationTarget) -> Bool {
        guard case .node(let shown) = target else { return false }
        return contentChoices.contains { choice in
            choice.branches.contains { $0.node == shown } && choice.branches.contains { branch in
                branch.node.map { routeScreens[$0]?.contains(origin) == true } == true
            }
        }
    }

    /// Which of `properties` the statements of `body` set (`true`) or clear (`false`), when it
    /// writes them only in its own top-level statements and calls no method of `owner` that
    /// writes them; `nil` otherwise, or when it writes none.
    private func choiceFacts(_ body: CodeBlockItemListSyntax, properties: Set<String>, owner: String) -> [String: Bool]? {
        var facts: [String: Bool] = [:]
        for item in body {
            if let expression = SyntaxHelpers.expression(item), let (name, isSet) = Self.written(expression, properties) { facts[name] = isSet }
        }
        guard !facts.isEmpty else { return nil }
        let topLevel = Set(body.compactMap { SyntaxHelpers.expression($0)?.id })
        let found = WriteCollector(Syntax(body))
        if found.assignments.contains(where: { !topLevel.contains($0.id) && Self.written($0, properties) != nil }) { return nil }
        let writers = Set(type(owner)?.methods.filter { other in
            other.body.map { WriteCollector(Syntax($0)).assignments.contains { Self.written($0, properties) != nil } } == true
        }.map(\.name) ?? [])
        let callsWriter = found.calls.contains { call in
            SyntaxHelpers.callee(call).map { ($0.base == nil || $0.base?.trimmedText == "self") && writers.contains($0.name) } == true
        }
        return callsWriter ? nil : facts
    }

    /// The property of `properties` an assignment writes (`item = x`, `self.item = nil`), and
    /// whether it sets a value (`false` for `nil`).
    private static func written(_ expression: ExprSyntax, _ properties: Set<String>) -> (String, Bool)? {
        guard let (lhs, rhs) = SyntaxHelpers.assignment(expression) else { return nil }
        let target = SyntaxHelpers.unwrap(lhs)
        let name: String?
        if let member = target.as(MemberAccessExprSyntax.self) {
            name = member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
        } else {
            name = SyntaxHelpers.identifier(target)
        }
        guard let name, properties.contains(name) else { return nil }
        return (name, !SyntaxHelpers.unwrap(rhs).is(NilLiteralExprSyntax.self))
    }

    /// Whether `body` empties the stack `property` in a top-level statement (`path.removeAll()`, `path = []`).
    private static func clearsStack(_ property: String, in body: CodeBlockItemListSyntax) -> Bool {
        body.contains { item in
            let text = item.trimmedText.filter { !$0.isWhitespace }
            return [property + ".removeAll()", "self." + property + ".removeAll()", property + "=[]", "self." + property + "=[]"].contains(text)
        }
    }
}

/// The assignments and calls in a subtree.
final class WriteCollector: SyntaxVisitor {
    var assignments: [ExprSyntax] = []
    var calls: [FunctionCallExprSyntax] = []

    init(_ node: Syntax) {
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxHelpers.assignment(ExprSyntax(node)) != nil { assignments.append(ExprSyntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if SyntaxHelpers.assignment(ExprSyntax(node)) != nil { assignments.append(ExprSyntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
