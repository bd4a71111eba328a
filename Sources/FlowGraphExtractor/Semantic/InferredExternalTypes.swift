import SwiftSyntax

/// Declarations for generic types the app specialises with its own enums but whose source is not
/// analysed — a router from a package, `typealias AppRouter = Router<AppTab, Destination, Sheet>` —
/// written from how the app uses them, so that every pass reads them as it reads the app's own types:
/// - a member a presentation binds (`.sheet(item: $router.presentedSheet) { switch $0 { case .compose: … } }`)
///   or that the app assigns cases (`router.presentedSheet = .compose`) holds the type argument with
///   those cases;
/// - a method handed a case of a type argument that `navigationDestination(for:)` registers
///   (`router.navigateTo(.post(id))`) pushes it onto a stack of that type; one handed a case of a
///   presented member's type (`router.present(.compose)`) presents it there. A method whose name
///   takes away (`popTo(_:)`, `dismiss(_:)`) shows nothing.
///
/// What no use tells stays unknown. Each inferred type comes with a note saying what was inferred,
/// and what could not be.
struct InferredExternalTypes {
    /// A note on one inferred type, at its alias.
    struct Note: Sendable {
        let fileIndex: Int
        let line: Int
        let message: String
        /// The root of the syntax written for the type, which stands in the alias' file.
        let root: SyntaxIdentifier
    }

    private(set) var declarations: [TypeDeclaration] = []
    private(set) var notes: [Note] = []

    /// What the uses of each alias of an undeclared generic type, or of such a type the app holds
    /// specialised in place (`@Environment(Router<Tab, Destination>.self) var router`), tell about its members.
    init(aliases: [String: TypeAliasDeclaration], types: [String: TypeDeclaration], qualifiedNames: [String: [String]], files: [ParsedFile]) {
        let lookup = { (name: String) in SemanticModel.lookup(name, scope: [], types: types, qualifiedNames: qualifiedNames, unique: true) }
        let registered = Self.registeredDestinationTypes(in: files, lookup: lookup)
        let aliased = Set(aliases.values.compactMap(\.namedType))
        let specialisations = aliases.merging(Self.specialisationsInPlace(types: types, lookup: lookup).filter { !aliased.contains($0.key) }) { alias, _ in alias }
        for (name, alias) in specialisations.sorted(by: { $0.key < $1.key }) {
            guard let base = alias.namedType, !alias.genericArguments.isEmpty, qualifiedNames[name] == nil,
                  base == name || lookup(base) == nil else { continue }
            let arguments = alias.genericArguments.compactMap { lookup($0) }.filter { types[$0]?.kind == .enum }
            guard !arguments.isEmpty else { continue }
            let uses = Uses(of: name, types: types, files: files)
            guard let inferred = Self.declaration(
                named: name, aliasing: base + "<" + alias.genericArguments.joined(separator: ", ") + ">", arguments: arguments,
                uses: uses, registered: registered, types: types, files: files, at: alias) else { continue }
            declarations.append(inferred.declaration)
            notes.append(inferred.note)
        }
    }

    /// Generic types the sources do not declare that the app's state holds specialised in place
    /// with its own enums (`@State var router = …` typed `Router<Tab, Destination>`,
    /// `@Environment(Router<Tab, Destination>.self)`), each written one way only, by name: each as
    /// an alias of itself, at the first property holding it. Framework and known packages' types
    /// (bindings, subjects, TCA's stores and stacks) are no such routers.
    private static func specialisationsInPlace(types: [String: TypeDeclaration], lookup: (String) -> String?) -> [String: TypeAliasDeclaration] {
        var found: [String: TypeAliasDeclaration] = [:]
        var ambiguous: Set<String> = []
        for name in types.keys.sorted() {
            for property in types[name]!.properties where !property.attributes.isEmpty {
                guard let written = property.type.map(NavigationAnalyzer.withoutPropertyWrappers) else { continue }
                let base = String(written.prefix { $0 != "<" })
                let arguments = TypeText.genericArguments(written)
                guard !arguments.isEmpty, SyntaxHelpers.isTypeName(base), !base.contains("."), !knownGenericTypes.contains(base), lookup(base) == nil,
                      arguments.contains(where: { lookup($0).map { types[$0]?.kind == .enum } == true }) else { continue }
                if let earlier = found[base] {
                    if earlier.genericArguments != arguments { ambiguous.insert(base) }
                    continue
                }
                var alias = TypeAliasDeclaration(parts: [base], namedType: base)
                (alias.genericArguments, alias.fileIndex, alias.line) = (arguments, property.fileIndex, property.line)
                found[base] = alias
            }
        }
        return found.filter { !ambiguous.contains($0.key) }
    }

    /// Generic types of the standard library, the SDK and packages FlowGraph reads otherwise.
    private static let knownGenericTypes: Set<String> = [
        "Array", "Dictionary", "Result", "Task", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher",
        "Store", "StoreOf", "Shared", "StackState", "PresentationState", "Routes", "FlowNavigator",
    ]

    /// The app types `navigationDestination(for: T.self)` registers anywhere in the sources.
    private static func registeredDestinationTypes(in files: [ParsedFile], lookup: (String) -> String?) -> Set<String> {
        var registered: Set<String> = []
        for file in files {
            for call in file.syntax.calls(named: "navigationDestination") {
                guard let name = SyntaxHelpers.registeredDestinationType(call).flatMap(lookup) else { continue }
                registered.insert(name)
            }
        }
        return registered
    }

    /// The Swift declaration the uses call for, parsed and placed at the alias, and its note; nil
    /// when no use tells anything about navigation.
    private static func declaration(
        named name: String, aliasing written: String, arguments: [String], uses: Uses, registered: Set<String>,
        types: [String: TypeDeclaration], files: [ParsedFile], at alias: TypeAliasDeclaration
    ) -> (declaration: TypeDeclaration, note: Note)? {
        /// The type arguments declaring every case of `names`, in the order the alias gives them.
        func holders(of names: Set<String>) -> [String] {
            arguments.filter { argument in names.allSatisfy { types[argument]?.enumCase(named: $0) != nil } }
        }
        var members: [(name: String, type: String, optional: Bool)] = []
        for (member, cases) in uses.assignedCases.sorted(by: { $0.key < $1.key }) where !cases.isEmpty {
            guard let held = holders(of: cases).first else { continue }
            members.append((member, held, uses.presented.contains(member) || uses.clearedMembers.contains(member)))
        }
        let memberNames = Set(members.map(\.name))
        var stacks: [String: String] = [:]
        var methods: [String] = []
        var told: [String] = members.map { "\($0.name) holds \($0.type)" }
        var untold: [String] = []
        for call in uses.calls {
            guard !NavigationAnalyzer.takesAway(call.name) else { continue }
            let candidates = holders(of: [call.caseName])
            let signature = call.labels.enumerated().map { index, label in
                "\(label ?? "_") value\(index): \(index == call.routeArgument ? "%@" : "Any")"
            }.joined(separator: ", ")
            if let pushed = candidates.first(where: registered.contains) {
                let bound = uses.stackMembers.subtracting(memberNames).subtracting(stacks.values).sorted().first
                let stack = stacks[pushed] ?? bound ?? Self.unusedName("path", besides: memberNames.union(stacks.values).union(uses.stackMembers))
                stacks[pushed] = stack
                methods.append("func \(call.name)(\(signature.replacingOccurrences(of: "%@", with: pushed))) { \(stack).append(value\(call.routeArgument)) }")
                told.append("\(call.name)(\(call.labelText)) pushes \(pushed)")
            } else if let shown = members.first(where: { uses.presented.contains($0.name) && candidates.contains($0.type) }) {
                methods.append("func \(call.name)(\(signature.replacingOccurrences(of: "%@", with: shown.type))) { \(shown.name) = value\(call.routeArgument) }")
                told.append("\(call.name)(\(call.labelText)) presents \(shown.name)")
            } else {
                untold.append("\(call.name)(\(call.labelText))")
            }
        }
        guard !told.isEmpty else { return nil }
        let source = "@Observable final class \(name) {\n"
            + members.map { "    var \($0.name): \($0.type)\($0.optional ? "?" : "")\n" }.joined()
            + stacks.sorted(by: { $0.value < $1.value }).map { "    var \($0.value): [\($0.key)] = []\n" }.joined()
            + Array(Set(methods)).sorted().map { "    \($0)\n" }.joined()
            + "}\n"
        let file = ParsedFile(path: files[alias.fileIndex].path, source: source)
        guard var declaration = DeclarationCollector.collect(file, index: alias.fileIndex).types.first, !file.tree.hasError else { return nil }
        declaration.line = alias.line
        for index in declaration.members.indices { declaration.members[index].writtenSites = file.syntax.sites(in: declaration.members[index].block) }
        for index in declaration.properties.indices { declaration.properties[index].line = alias.line }
        for index in declaration.methods.indices { declaration.methods[index].line = alias.line }
        let stated = written.hasPrefix(name + "<") ? "'\(written)' is declared in no source analysed" : "'\(name)' is '\(written)', whose source is not analysed"
        var message = stated + "; read from how the app uses it: "
            + told.keepingFirstOfEach().joined(separator: ", ")
        if !untold.isEmpty {
            message += "; nothing tells what \(untold.keepingFirstOfEach().joined(separator: ", ")) does: add the package's sources to the paths analysed"
        }
        return (declaration, Note(fileIndex: alias.fileIndex, line: alias.line, message: message, root: Syntax(file.tree).id))
    }

    /// `preferred`, or it numbered so that it is none of `taken`.
    private static func unusedName(_ preferred: String, besides taken: Set<String>) -> String {
        var name = preferred
        var number = 2
        while taken.contains(name) {
            name = preferred + String(number)
            number += 1
        }
        return name
    }

    /// How the app uses values of one alias: through properties and parameters declared with it.
    private struct Uses {
        /// A method called on such a value with a case among its arguments (`router.navigateTo(.post(p))`).
        struct Call {
            let name: String
            let labels: [String?]
            /// The index of the argument that is a case, and the case's name.
            let routeArgument: Int
            let caseName: String
            var labelText: String { labels.map { ($0 ?? "_") + ":" }.joined() }
        }

        /// The cases each member is assigned or a presentation bound to it switches over.
        private(set) var assignedCases: [String: Set<String>] = [:]
        /// The members a presentation binds (`.sheet(item: $router.presented)`).
        private(set) var presented: Set<String> = []
        /// The members a `NavigationStack(path:)` binds.
        private(set) var stackMembers: Set<String> = []
        /// The members assigned `nil`.
        private(set) var clearedMembers: Set<String> = []
        private(set) var calls: [Call] = []

        init(of alias: String, types: [String: TypeDeclaration], files: [ParsedFile]) {
            let holders = Self.holderNames(of: alias, types: types)
            guard !holders.isEmpty else { return }
            for file in files where file.text.contains(alias) {
                let writes = WriteCollector(Syntax(file.tree))
                for assignment in writes.assignments {
                    guard let (lhs, rhs) = SyntaxHelpers.assignment(assignment),
                          let member = Self.member(of: lhs, on: holders) else { continue }
                    if SyntaxHelpers.unwrap(rhs).is(NilLiteralExprSyntax.self) {
                        clearedMembers.insert(member)
                    } else if let caseName = Self.caseName(rhs) {
                        assignedCases[member, default: []].insert(caseName)
                    }
                }
                for call in writes.calls { record(call, holders: holders) }
            }
            calls.sort { ($0.name, $0.labelText, $0.caseName) < ($1.name, $1.labelText, $1.caseName) }
        }

        private mutating func record(_ call: FunctionCallExprSyntax, holders: Set<String>) {
            guard let (base, name) = SyntaxHelpers.callee(call) else { return }
            if let base, let holder = SyntaxHelpers.identifier(Self.withoutSelf(base)), holders.contains(holder) {
                // A call whose result is used asks something (`if router.isShowing(.help)`); one made
                // for its effect is a statement.
                if Self.isStatement(call), let (index, caseName) = call.arguments.enumerated().lazy.compactMap({ index, argument in
                    Self.caseName(argument.expression).map { (index, $0) }
                }).first {
                    calls.append(Call(name: name, labels: SyntaxHelpers.labels(call), routeArgument: index, caseName: caseName))
                }
                return
            }
            if name == "NavigationStack", let path = SyntaxHelpers.argument(call, "path"), let member = Self.member(of: path, on: holders) {
                stackMembers.insert(member)
                return
            }
            // `.sheet(item: $router.presented) { shown in switch shown { case .compose: … } }`
            guard ["sheet", "fullScreenCover", "popover"].contains(name), let item = SyntaxHelpers.argument(call, "item"),
                  let member = Self.member(of: item, on: holders) else { return }
            presented.insert(member)
            for closure in SyntaxHelpers.closures(call) {
                let shown = SyntaxHelpers.closureParameterNames(closure)?.first ?? "$0"
                for switchExpression in TCASyntax.nodes(SwitchExprSyntax.self, in: closure, skippingNestedTypes: true)
                where SyntaxHelpers.identifier(switchExpression.subject) == shown {
                    assignedCases[member, default: []].formUnion(Self.caseNames(in: switchExpression))
                }
            }
        }

        /// The names of properties and parameters declared with `alias` (`@Environment(AppRouter.self)
        /// var router`, `@Binding var router: AppRouter`, `init(router: AppRouter)`), however wrapped.
        private static func holderNames(of alias: String, types: [String: TypeDeclaration]) -> Set<String> {
            func isAlias(_ written: String?) -> Bool {
                guard let base = written.map(NavigationAnalyzer.withoutPropertyWrappers) else { return false }
                return base == alias || base.hasPrefix(alias + "<")
            }
            var names: Set<String> = []
            for type in types.values {
                for property in type.properties where isAlias(property.type) || property.type == nil && property.initializer.map({ initializer in
                    SyntaxHelpers.unwrap(initializer).as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.callee($0) }.map { $0.base == nil && $0.name == alias } == true
                }) == true {
                    names.insert(property.name)
                }
                for method in type.methods {
                    for parameter in method.parameters where isAlias(parameter.type) { names.insert(parameter.name) }
                }
            }
            return names
        }

        /// Whether `call` stands alone as a statement (also after `try` or `await`).
        private static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
            var node = Syntax(call)
            while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
            return node.parent?.is(CodeBlockItemSyntax.self) == true
        }

        /// `member` for `holder.member`, `self.holder.member` or `$holder.member` with `holder` one of `holders`.
        private static func member(of expression: ExprSyntax, on holders: Set<String>) -> String? {
            guard let access = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self), let base = access.base,
                  let holder = SyntaxHelpers.identifier(withoutSelf(base)), holders.contains(holder) else { return nil }
            return access.declName.baseName.text
        }

        private static func withoutSelf(_ expression: ExprSyntax) -> ExprSyntax {
            guard let access = SyntaxHelpers.unwrap(expression).as(MemberAccessExprSyntax.self),
                  access.base.map({ SyntaxHelpers.unwrap($0).trimmedText == "self" }) == true else { return expression }
            return ExprSyntax(access.declName)
        }

        /// The cases the labels of a `switch` name (`.compose` and `.share` in `case .compose, .share(let item):`).
        private static func caseNames(in switchExpression: SwitchExprSyntax) -> [String] {
            switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { switchCase -> [String] in
                guard case .case(let label) = switchCase.label else { return [] }
                return label.caseItems.compactMap { item in
                    let pattern = item.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? item.pattern
                    return pattern.as(ExpressionPatternSyntax.self).flatMap { caseName($0.expression) }
                }
            }
        }

        /// The case a value names: `compose` for `.compose`, `.compose(draft)` or `Sheet.compose(draft)`.
        private static func caseName(_ expression: ExprSyntax) -> String? {
            var expression = SyntaxHelpers.unwrap(expression)
            if let call = expression.as(FunctionCallExprSyntax.self) { expression = SyntaxHelpers.unwrap(call.calledExpression) }
            guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
            if let base = access.base, !SyntaxHelpers.isTypeName(SyntaxHelpers.lastName(base) ?? "") { return nil }
            return access.declName.baseName.text
        }
    }
}
