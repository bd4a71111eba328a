import SwiftSyntax

/// Whole-program facts about the analysed app, computed once per corpus and shared by every
/// recogniser: the types (with their extensions from any file), enums and their cases,
/// properties and methods, and which protocols each type conforms to.
///
/// Obtain it with ``SourceCorpus/model``; it is built on first use.
/// - Complexity: O(total declarations) to build, files collected in parallel.
public final class SemanticModel: Sendable {
    public let corpus: SourceCorpus
    /// Every type by qualified name.
    public let types: [String: TypeDeclaration]
    /// Qualified names by unqualified name, sorted.
    private let qualifiedNames: [String: [String]]
    /// Types conforming to each protocol or inheriting from each class (unqualified name).
    private let conformers: [String: [String]]
    /// Extensions of types the app does not declare (`extension View { func withRouter() … }`),
    /// in file order: their members hold app code (route-to-screen switches, say) but no app type.
    public let externalExtensions: [ExternalExtension]
    /// What those extensions add to each framework type (`extension UIViewController { func
    /// presentShare(…) }`), merged per extended type: app types inheriting it have these methods.
    public let externalTypes: [String: TypeDeclaration]
    /// The framework types an app extension makes conform to each protocol, by the protocol's
    /// simple name (`extension Date: Listable` lists `Date` under `Listable`).
    private let externalConformers: [String: [String]]
    /// The types the app launches with (see ``ApplicationEntries/find(types:corpus:)``).
    public let applicationEntries: Set<String>
    /// The methods an app extension of SwiftUI's `View` declares returning a view (`func themed()
    /// -> some View`): modifiers of the app's own, whose result shows the view they are called on.
    public let viewExtensionModifiers: Set<String>
    /// The app's top-level functions by name, in file order.
    public let functions: [String: [MethodDeclaration]]
    /// The name of every method an app type, or an app extension of a framework type, declares:
    /// a call of any other name runs no app code (``methods(named:in:)`` is empty for it).
    public let declaredMethodNames: Set<String>
    /// What was inferred of the generic types the app specialises but does not declare (see
    /// ``InferredExternalTypes``), one note per type, at its alias.
    let inferredTypeNotes: [InferredExternalTypes.Note]
    /// Answers of ``lookup(_:from:unique:)``: every pass asks again for the same few names.
    private let lookups = LookupMemo()
    /// ``lendingParents(of:named:types:externalTypes:qualifiedNames:)`` of every app type and
    /// extended framework type, by name: member look-ups climb them for every property and method asked about.
    private let lendingParentsByType: [String: [String]]
    /// The app type each top-level alias of one type stands for (see ``aliasedTypes(_:types:qualifiedNames:)``).
    private let aliasedTypes: [String: String]
    /// The members of every app type and extended framework type by name, for the look-ups that
    /// climb ``lendingParentsByType`` (asked for every property and method a value flows through).
    private let membersByType: [String: MembersByName]

    init(corpus: SourceCorpus) {
        self.corpus = corpus
        let collectors = ParallelMap.map(Array(corpus.files.indices)) { index in
            let collector = DeclarationCollector.collect(corpus.files[index], index: index)
            return (collector.types, collector.extensions, collector.functions, collector.typeAliases)
        }
        var types: [String: TypeDeclaration] = [:]
        var functions: [String: [MethodDeclaration]] = [:]
        var aliases: [String: TypeAliasDeclaration] = [:]
        for (_, _, _, declared) in collectors { aliases.merge(declared) { first, _ in first } }
        let functionAliases = aliases.compactMapValues(\.functionType)
        for (_, _, declared, _) in collectors {
            for function in declared { functions[function.name, default: []].append(Self.expandingFunctionAliases(function, functionAliases)) }
        }
        for (declared, _, _, _) in collectors {
            for type in declared where types[type.name] == nil { types[type.name] = type }
        }
        var qualifiedNames: [String: [String]] = [:]
        for name in types.keys.sorted() {
            qualifiedNames[TypeText.lastComponent(name), default: []].append(name)
        }
        var externalExtensions: [ExternalExtension] = []
        var externalTypes: [String: TypeDeclaration] = [:]
        var externalConformers: [String: [String]] = [:]
        for (fileIndex, (_, extensions, _, _)) in collectors.enumerated() {
            for ext in extensions {
                guard let name = Self.lookup(ext.extendedType, scope: ext.scope, types: types, qualifiedNames: qualifiedNames) else {
                    externalExtensions.append(ExternalExtension(extendedType: ext.extendedType, fileIndex: fileIndex, block: ext.block))
                    let extended = TypeText.base(ext.extendedType)
                    var external = externalTypes[extended] ?? TypeDeclaration(
                        name: extended, kind: .class, fileIndex: fileIndex, line: ext.line, inherited: [], attributes: [])
                    DeclarationCollector.addMembers(of: ext.block, to: &external, file: corpus.files[fileIndex], fileIndex: fileIndex)
                    externalTypes[extended] = external
                    for parent in ext.inherited { externalConformers[TypeText.lastComponent(parent), default: []].append(extended) }
                    continue
                }
                types[name]?.inherited += ext.inherited
                if var type = types[name] {
                    DeclarationCollector.addMembers(of: ext.block, to: &type, file: corpus.files[fileIndex], fileIndex: fileIndex)
                    types[name] = type
                }
            }
        }
        let inferred = InferredExternalTypes(aliases: aliases, types: types, qualifiedNames: qualifiedNames, files: corpus.files)
        for declaration in inferred.declarations {
            types[declaration.name] = declaration
            qualifiedNames[declaration.simpleName, default: []].append(declaration.name)
        }
        inferredTypeNotes = inferred.notes
        aliasedTypes = Self.aliasedTypes(aliases.compactMapValues(\.namedType), types: types, qualifiedNames: qualifiedNames)
        if !aliases.isEmpty {
            let parts = aliases.mapValues(\.parts)
            for name in types.keys {
                types[name]!.inherited = Self.expandingAliases(types[name]!.inherited, parts, declared: qualifiedNames)
            }
        }
        if !functionAliases.isEmpty {
            for name in types.keys {
                types[name]!.methods = types[name]!.methods.map { Self.expandingFunctionAliases($0, functionAliases) }
            }
            for name in externalTypes.keys {
                externalTypes[name]!.methods = externalTypes[name]!.methods.map { Self.expandingFunctionAliases($0, functionAliases) }
            }
        }
        let screenAncestry = Self.screenAncestry(types: types, qualifiedNames: qualifiedNames)
        for name in types.keys where types[name]!.kind == .class || types[name]!.kind == .struct {
            let reaches = screenAncestry[name]!
            types[name]!.isScreenByInheritance = types[name]!.kind == .class ? reaches.viewController : reaches.viewProtocol
            // `struct Catalogue: StoreBacked` with `func body(props:) -> some View`: a package's view
            // protocol (an app protocol asking for such a body builds parts of views, not views).
            if types[name]!.kind == .struct, types[name]!.hasViewBody, types[name]!.inherited.contains(where: { qualifiedNames[$0] == nil }) {
                types[name]!.isScreenByInheritance = true
            }
        }
        var conformers: [String: [String]] = [:]
        for name in types.keys.sorted() {
            for parent in Set(types[name]!.inherited) { conformers[parent, default: []].append(name) }
        }
        self.types = types
        applicationEntries = ApplicationEntries.find(types: types, corpus: corpus)
        viewExtensionModifiers = Set((externalTypes["View"]?.methods ?? []).filter { $0.returnType?.hasSuffix("View") == true }.map(\.name))
        self.externalExtensions = externalExtensions
        self.externalTypes = externalTypes
        self.externalConformers = externalConformers.mapValues { Array(Set($0)).sorted() }
        self.functions = functions
        self.qualifiedNames = qualifiedNames
        self.conformers = conformers
        declaredMethodNames = Set(types.values.flatMap { $0.methods.map(\.name) } + externalTypes.values.flatMap { $0.methods.map(\.name) })
        var lendingParents: [String: [String]] = [:]
        for (name, declaration) in externalTypes.merging(types, uniquingKeysWith: { _, declared in declared }) {
            lendingParents[name] = Self.lendingParents(
                of: declaration, named: name, types: types, externalTypes: externalTypes, qualifiedNames: qualifiedNames)
        }
        lendingParentsByType = lendingParents
        membersByType = externalTypes.merging(types, uniquingKeysWith: { _, declared in declared }).mapValues(MembersByName.init)
    }

    /// Inherited names with each top-level type alias the app declares replaced by what it stands
    /// for (`class Receive: Scene<ReceiveView>` with `typealias Scene<V> = SceneController<V> &
    /// TitledScene` inherits from both), through aliases of aliases; a declared type's name is kept.
    private static func expandingAliases(_ inherited: [String], _ aliases: [String: [String]], declared: [String: [String]]) -> [String] {
        var result: [String] = []
        var pending = Array(inherited.reversed())
        var expanded: Set<String> = []
        while let name = pending.popLast() {
            if declared[name] == nil, let parts = aliases[name], expanded.insert(name).inserted {
                pending += parts.reversed()
            } else if !result.contains(name) {
                result.append(name)
            }
        }
        return result
    }

    /// The app type each top-level alias of one type stands for (`HomeDestinations` for
    /// `typealias Home = HomeDestinations`, `SwiftfinStore.State.Server` for an alias written so),
    /// through aliases of aliases; a name several app types share with no qualification to tell
    /// them apart, and types the app does not declare, are left out.
    private static func aliasedTypes(
        _ aliases: [String: String], types: [String: TypeDeclaration], qualifiedNames: [String: [String]]
    ) -> [String: String] {
        var resolved: [String: String] = [:]
        for (alias, written) in aliases where qualifiedNames[alias] == nil {
            var target = written
            var hops = 0
            while lookup(target, scope: [], types: types, qualifiedNames: qualifiedNames, unique: true) == nil,
                  let next = aliases[target], hops < 8 {
                target = next
                hops += 1
            }
            if let found = lookup(target, scope: [], types: types, qualifiedNames: qualifiedNames, unique: true) { resolved[alias] = found }
        }
        return resolved
    }

    /// `method` with each parameter typed by an alias of a function type written as that type
    /// (`completion: @escaping Completion` as `@escaping()->Void`): a closure is handed to it.
    private static func expandingFunctionAliases(_ method: MethodDeclaration, _ aliases: [String: String]) -> MethodDeclaration {
        guard !aliases.isEmpty else { return method }
        var method = method
        for index in method.parameters.indices {
            var written = method.parameters[index].type
            var attributes = ""
            while written.hasPrefix("@"), let end = written.firstIndex(where: { $0.isUppercase }) {
                attributes += written[..<end]
                written = String(written[end...])
            }
            let optional = written.hasSuffix("?")
            if optional { written.removeLast() }
            guard let aliased = aliases[written] else { continue }
            method.parameters[index].type = attributes + (optional ? "(" + aliased + ")?" : aliased)
        }
        return method
    }

    /// For each app type, whether it inherits from (refines) a view-controller class or a protocol
    /// refining `View` through other app types, as `FeedController: BaseController` with
    /// `BaseController: UIViewController`: a class reaching the first, or a struct the second, is
    /// a screen.
    ///
    /// One depth-first walk, each type's answer kept for those inheriting from it (walking each
    /// type's ancestors anew took 12.7 s for a chain of 2,000 classes). A type met again while its
    /// own ancestors are being walked (inheritance that loops, which Swift rejects) adds only itself.
    /// - Complexity: O(types + inheritance clauses).
    private static func screenAncestry(
        types: [String: TypeDeclaration], qualifiedNames: [String: [String]]
    ) -> [String: (viewController: Bool, viewProtocol: Bool)] {
        var parents: [String: [String]] = [:]
        for (name, type) in types {
            parents[name] = type.inherited.compactMap { lookup($0, scope: prefixes(of: name), types: types, qualifiedNames: qualifiedNames) }
                .filter { types[$0] != nil }
        }
        func own(_ name: String) -> (Bool, Bool) {
            let type = types[name]!
            return (type.kind == .class && type.isViewController, type.kind == .protocol && type.conforms(to: "View"))
        }
        var result: [String: (viewController: Bool, viewProtocol: Bool)] = [:]
        var inProgress: Set<String> = []
        for start in types.keys.sorted() where result[start] == nil {
            // An explicit stack: (type, index of the next parent to visit).
            var stack: [(name: String, next: Int)] = [(start, 0)]
            inProgress.insert(start)
            while let (name, next) = stack.last {
                let ancestors = parents[name]!
                if next < ancestors.count {
                    stack[stack.count - 1].next += 1
                    let parent = ancestors[next]
                    if result[parent] == nil, inProgress.insert(parent).inserted { stack.append((parent, 0)) }
                    continue
                }
                var reaches = (viewController: false, viewProtocol: false)
                for parent in ancestors {
                    let (controller, view) = own(parent)
                    let inherited = result[parent] ?? (false, false)
                    reaches.viewController = reaches.viewController || controller || inherited.viewController
                    reaches.viewProtocol = reaches.viewProtocol || view || inherited.viewProtocol
                }
                result[name] = reaches
                inProgress.remove(name)
                stack.removeLast()
            }
        }
        return result
    }

    /// The file a declaration is in.
    public func file(_ index: Int) -> ParsedFile { corpus.files[index] }

    /// The qualified name `name` designates when written inside `context` (a qualified type name),
    /// following Swift's lookup outward through enclosing types; `nil` when no type has that name.
    /// With `unique`, a name no enclosing scope declares resolves only when one type has it
    /// (else the first such type).
    public func lookup(_ name: String, from context: String? = nil, unique: Bool = false) -> String? {
        // Most names asked about are the standard library's and the SDK's (`String`, `Int`,
        // `Date`): when no type of the app has the name's last component, no scope can declare it.
        guard qualifiedNames[TypeText.lastComponent(TypeText.base(name))] != nil else {
            // `Home` with `typealias Home = HomeDestinations`: the type it stands for.
            return aliasedTypes[TypeText.base(name)].flatMap { lookup($0, from: context, unique: unique) }
        }
        let key = LookupMemo.Key(name: name, context: context, unique: unique)
        if let known = lookups.answer(for: key) { return known }
        let scope = context.map { Self.prefixes(of: $0) } ?? []
        let found = Self.lookup(name, scope: scope, types: types, qualifiedNames: qualifiedNames, unique: unique)
        lookups.remember(found, for: key)
        return found
    }

    /// The declaration `name` designates from `context`.
    public func type(_ name: String, from context: String? = nil) -> TypeDeclaration? {
        lookup(TypeText.base(name), from: context).flatMap { types[$0] }
    }

    /// The framework types an app extension makes conform to the protocol `name` or to one of the
    /// app protocols refining it (`extension Date: Listable`).
    public func externalConformers(of name: String) -> [String] {
        let protocols = [name] + conformers(of: name).filter { types[$0]?.kind == .protocol }
        return Set(protocols.flatMap { externalConformers[TypeText.lastComponent($0)] ?? [] }).sorted()
    }

    /// The types that declare conformance to (or inherit from) `name`, directly or through other
    /// protocols and classes of the app.
    public func conformers(of name: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [name]
        var queue = [name]
        while let next = queue.popLast() {
            let simple = TypeText.lastComponent(next)
            for conformer in conformers[simple] ?? [] where seen.insert(conformer).inserted {
                result.append(conformer)
                queue.append(conformer)
            }
        }
        return result.sorted()
    }

    /// The methods named `name` that `type` has: its own, its extensions', its superclasses'
    /// and its protocols' default implementations.
    /// The type an associated type `name` of the protocols `type` conforms to stands for in `type`
    /// (qualified): a type `type` nests under that name, else the type `type`'s implementation of a
    /// requirement takes where the requirement takes `name` (`func handle(_ action: Action)`
    /// implemented as `func handle(_ action: ProfileAction)` makes `Action` a `ProfileAction`).
    public func associatedType(_ name: String, of type: String) -> String? {
        guard let declaration = types[type] else { return nil }
        if types[type + "." + name] != nil { return type + "." + name }
        for parent in declaration.inherited {
            guard let conformed = lookup(parent, from: type), let requirements = types[conformed], requirements.kind == .protocol else { continue }
            for requirement in requirements.methods where requirement.body == nil {
                guard let position = requirement.parameters.firstIndex(where: { TypeText.base($0.type) == name }),
                      let witness = declaration.methods.first(where: { method in
                          method.name == requirement.name && method.parameters.map(\.label) == requirement.parameters.map(\.label)
                      }) else { continue }
                return lookup(TypeText.base(witness.parameters[position].type), from: type)
            }
        }
        return nil
    }

    public func methods(named name: String, in type: String) -> [MethodDeclaration] {
        var seen: Set<String> = []
        var queue = [type]
        // A protocol's requirement has no body: an implementation further up (a protocol
        // extension's default, written for another protocol the type conforms to) is what runs.
        var requirements: [MethodDeclaration] = []
        // The nearest implementations first; overloads further up follow (a protocol extension's
        // `open(_ id:)` beside the conformer's own `open(_ id:style:)`, or its `push(_:animated: = true)`
        // beside the conformer's `push(_:animated:)`), for callers to tell by labels.
        var implementations: [MethodDeclaration] = []
        func signature(_ method: MethodDeclaration) -> [String] { method.parameters.map { ($0.label ?? "_") + ($0.defaultValue == nil ? "" : "=") } }
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted, let members = membersByType[next] else { continue }
            let own = members.methods[name] ?? []
            if own.contains(where: { $0.body != nil }) {
                implementations += own.filter { method in
                    method.body != nil && !implementations.contains { signature($0) == signature(method) }
                }
            } else if requirements.isEmpty {
                requirements = own
            }
            // A framework type the app extends (`UIViewController`, `View`) lends the extension's methods.
            queue += lendingParentsByType[next] ?? []
        }
        return implementations.isEmpty ? requirements : implementations
    }

    /// The types whose members `declaration` (named `name`) inherits, as far as the app tells: its
    /// declared superclass and protocols, a framework type the app extends (`UIViewController`,
    /// `View`), and for a class built on a view controller that neither the sources declare nor
    /// the app extends (UIKit's `UITableViewController`, a library's `MessageViewController`),
    /// `UIViewController` beneath it.
    /// Computed once per type when the model is built (``lendingParentsByType``), with the look-up
    /// ``lookup(_:from:unique:)`` makes.
    private static func lendingParents(
        of declaration: TypeDeclaration, named name: String, types: [String: TypeDeclaration], externalTypes: [String: TypeDeclaration],
        qualifiedNames: [String: [String]]
    ) -> [String] {
        let viewController = externalTypes["UIViewController"] != nil ? "UIViewController" : nil
        // A view controller the app extends but no source declares (`extension MessageViewController`).
        if types[name] == nil, Self.namesViewController(name) { return viewController.map { [$0] } ?? [] }
        var parents = declaration.inherited.compactMap { inherited -> String? in
            if qualifiedNames[TypeText.lastComponent(TypeText.base(inherited))] != nil,
               let declared = lookup(inherited, scope: prefixes(of: name), types: types, qualifiedNames: qualifiedNames) {
                return declared
            }
            let base = TypeText.base(inherited)
            if externalTypes[base] != nil { return base }
            return declaration.kind == .class && Self.namesViewController(base) ? viewController : nil
        }
        // `extension NSObject { func appDelegate() -> AppDelegate? }`: a class below a UIKit or
        // Foundation class (or such a class the app extends) is an `NSObject` and has it.
        let isFrameworkClass = { (written: String) in
            types[written] == nil && (written.hasPrefix("UI") || written.hasPrefix("NS")) && written != "NSObject"
        }
        if externalTypes["NSObject"] != nil, declaration.kind == .class, !parents.contains("NSObject"),
           types[name] == nil ? isFrameworkClass(name) : declaration.inherited.contains(where: { isFrameworkClass(TypeText.base($0)) }) {
            parents.append("NSObject")
        }
        return parents
    }

    /// Whether an undeclared type's name says it is a view controller below `UIViewController`
    /// (`UITableViewController`, `MessageViewController`), as ``TypeDeclaration/isViewController`` reads superclasses.
    private static func namesViewController(_ name: String) -> Bool {
        name != "UIViewController" && (name.hasSuffix("ViewController") || name.hasPrefix("UI") && name.hasSuffix("Controller"))
    }

    /// The property `name` of `type` or of its superclasses and protocols, or of a framework type
    /// they inherit that the app extends (`extension UIViewController { var screen: … }`).
    public func property(named name: String, in type: String) -> PropertyDeclaration? {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted, let members = membersByType[next] else { continue }
            if let property = members.properties[name] { return property }
            queue += lendingParentsByType[next] ?? []
        }
        return nil
    }

    /// The concrete type a declared type stands for: itself, or for a protocol with exactly one
    /// class/struct conforming to it, that conformer.
    public func concrete(_ name: String) -> String? {
        guard let type = types[name] else { return nil }
        guard type.kind == .protocol else { return name }
        let candidates = conformers(of: name).filter { types[$0]?.kind != .protocol }
        let real = candidates.filter { !Self.isTestDouble($0) }
        return real.count == 1 ? real[0] : nil
    }

    /// The concrete type a protocol composition (`Coordinator & Listing`) stands for: the one
    /// class or struct of the app that conforms to (or is) every part, mocks and stubs aside.
    public func concrete(composition parts: [String], from context: String?) -> String? {
        var candidates: Set<String>?
        for part in parts {
            guard let name = lookup(part, from: context), types[name] != nil else { return nil }
            let fitting = Set(conformers(of: name) + [name]).filter { types[$0].map { $0.kind != .protocol } ?? false }
            candidates = candidates.map { $0.intersection(fitting) } ?? fitting
        }
        let real = (candidates ?? []).filter { !Self.isTestDouble($0) }
        return real.count == 1 ? real.first : nil
    }

    /// Whether a type's name marks it as a stand-in for tests (`MockRouter`,
    /// `RouterStub`, `FakeRouter`, `RouterSpy`).
    static func isTestDouble(_ qualified: String) -> Bool {
        let name = qualified.split(separator: ".").last.map(String.init) ?? qualified
        return ["Mock", "Fake", "Dummy"].contains(where: name.hasPrefix)
            || ["Mock", "Stub", "Spy", "Fake", "Dummy"].contains(where: name.hasSuffix)
    }

    private static func prefixes(of qualified: String) -> [String] {
        let parts = qualified.split(separator: ".").map(String.init)
        return parts.indices.map { parts[...$0].joined(separator: ".") }
    }

    static func lookup(
        _ name: String, scope: [String], types: [String: TypeDeclaration], qualifiedNames: [String: [String]], unique: Bool = false
    ) -> String? {
        let name = TypeText.base(name)
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        for enclosing in scope.reversed() {
            for prefix in prefixes(of: enclosing).reversed() where types[prefix + "." + name] != nil {
                return prefix + "." + name
            }
        }
        if types[name] != nil { return name }
        guard let candidates = qualifiedNames[TypeText.lastComponent(name)] else { return nil }
        let matching = name.contains(".") ? candidates.filter { $0.hasSuffix("." + name) } : candidates
        return unique && matching.count > 1 ? nil : matching.first
    }
}

/// Remembers name lookups; safe to use from several threads.
private final class LookupMemo: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        var context: String?
        var unique: Bool
    }

    private let lock = NSLockShim()
    private var answers: [Key: String?] = [:]

    /// The remembered answer (itself `nil` when the name designates no type), or `nil` when not asked yet.
    func answer(for key: Key) -> String?? { lock.withLock { answers[key] } }

    func remember(_ answer: String?, for key: Key) { lock.withLock { _ = answers.updateValue(answer, forKey: key) } }
}

/// Holds the lazily built models of a corpus, each built once, on first use.
///
/// Each model has its own lock, so reading the finished semantic model never waits for the
/// navigation model being built on another thread.
/// A type's properties and methods by name: the first property of each name, as
/// ``TypeDeclaration/property(named:)`` finds it, and every method of each name in declaration order.
private struct MembersByName: Sendable {
    let properties: [String: PropertyDeclaration]
    let methods: [String: [MethodDeclaration]]

    init(_ declaration: TypeDeclaration) {
        properties = Dictionary(declaration.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        methods = Dictionary(grouping: declaration.methods, by: \.name)
    }
}

final class SemanticModelCache: Sendable {
    private let model = BuiltOnce<SemanticModel>()
    private let navigation = BuiltOnce<NavigationModel>()
    private let tca = BuiltOnce<TCAAnalysis>()
    private let calls = BuiltOnce<[String: [(fileIndex: Int, call: FunctionCallExprSyntax)]]>()

    func model(for corpus: SourceCorpus) -> SemanticModel {
        model.value { SemanticModel(corpus: corpus) }
    }

    func navigation(for corpus: SourceCorpus) -> NavigationModel {
        let model = model(for: corpus)
        return navigation.value { NavigationModel(model: model) }
    }

    func tca(for corpus: SourceCorpus) -> TCAAnalysis {
        tca.value { TCAAnalysis(corpus: corpus) }
    }

    /// Every call of the corpus by name (see ``FileSyntaxIndex/calls(named:)``), in file order,
    /// then source order: asked for a name, passes get its calls without visiting every file.
    func callsByName(for corpus: SourceCorpus) -> [String: [(fileIndex: Int, call: FunctionCallExprSyntax)]] {
        calls.value {
            var index: [String: [(fileIndex: Int, call: FunctionCallExprSyntax)]] = [:]
            for (fileIndex, file) in corpus.files.enumerated() {
                for (name, calls) in file.syntax.callsByName { index[name, default: []] += calls.map { (fileIndex, $0) } }
            }
            return index
        }
    }
}

/// A value built the first time it is asked for; callers asking meanwhile wait for it.
final class BuiltOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLockShim()
    private var built: Value?

    func value(_ build: () -> Value) -> Value {
        lock.withLock {
            if let built { return built }
            let value = build()
            built = value
            return value
        }
    }
}

/// An extension of a type the analysed app does not declare (a framework's, such as `View`).
public struct ExternalExtension: Sendable {
    /// The extended type as written, whitespace removed.
    public let extendedType: String
    public let fileIndex: Int
    public let block: MemberBlockSyntax
}
