import FlowGraph
import SwiftSyntax

/// A model keeping the modals it presents as a stack of layers: `layers.append(Layer(root: page, …))`
/// on an array of an app type that `.sheet(item:)` or `.fullScreenCover(item:)` presents — its
/// content hands the item to a view holding that type — presents the route each layer is built
/// around. When both a sheet and a cover present the type, the one whose item reads the Boolean the
/// layer was built with (`isCover: true`, tested as `layer.isCover` or `!layer.isCover`) shows it.
extension NavigationAnalyzer {
    /// A presentation showing values of an app type as its item: its kind and item argument.
    struct ItemPresentation {
        var kind: EdgeKind
        var item: ExprSyntax
    }

    /// The presentations showing values of `typeName` as items, found once for every type.
    func itemPresentations(of typeName: String) -> [ItemPresentation] {
        if itemPresentationsIndex == nil { itemPresentationsIndex = findItemPresentations() }
        return itemPresentationsIndex?[typeName] ?? []
    }

    /// `.sheet(item: …) { layer in LayerView(layer: layer) }`: by the type of the property of the
    /// app view the content hands its item to.
    private func findItemPresentations() -> [String: [ItemPresentation]] {
        var found: [String: [ItemPresentation]] = [:]
        for fileIndex in model.corpus.files.indices {
            for (method, kind) in Self.modalModifiers.sorted(by: { $0.key < $1.key }) where kind != .push {
                for call in model.file(fileIndex).syntax.calls(named: method) {
                    guard let item = SyntaxHelpers.argument(call, "item"), let content = SyntaxHelpers.closures(call).last,
                          let parameter = SyntaxHelpers.closureParameterNames(content)?.first,
                          let presented = viewPropertyType(handed: parameter, in: content) else { continue }
                    found[presented, default: []].append(ItemPresentation(kind: kind, item: item))
                }
            }
        }
        return found
    }

    /// The type of the property an app view built in `content` takes `name` for (`LayerView(layer: layer)`).
    private func viewPropertyType(handed name: String, in content: ClosureExprSyntax) -> String? {
        for call in ConstructionCollector.calls(in: Syntax(content.statements)) {
            guard let callee = SyntaxHelpers.callee(call), callee.base == nil, SyntaxHelpers.isTypeName(callee.name),
                  let view = model.lookup(callee.name, from: nil), isView(view),
                  let argument = call.arguments.first(where: { SyntaxHelpers.identifier($0.expression) == name }),
                  let label = argument.label?.text, let property = model.property(named: label, in: view),
                  let held = propertyType(property, owner: view) else { continue }
            return held
        }
        return nil
    }

    /// The kinds an item presentation shows a value of `element` with, when one does.
    func layerPresentationKinds(of element: String) -> Set<EdgeKind> {
        Set(itemPresentations(of: element).map(\.kind))
    }

    /// `layers.append(.init(root: page, isCover: false))` on an array of layers `owner` keeps: each
    /// route the layer is built around, presented the way the presentation showing it says.
    func presentedLayer(_ call: FunctionCallExprSyntax, element: String, owner: String, scope: Scope) -> Alternatives? {
        guard let built = call.arguments.first.map({ SyntaxHelpers.unwrap($0.expression) })?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxHelpers.callee(built), callee.name == "init" || model.lookup(callee.name, from: scope.type) == element,
              let initialiser = model.methods(named: "init", in: element).first(where: { $0.accepts(labels: SyntaxHelpers.labels(built)) })
        else { return nil }
        var routes: [RouteRef] = []
        var flags: [String: Bool?] = [:]
        for (position, parameter) in initialiser.parameters.enumerated() {
            guard let argument = Self.argument(for: position, of: initialiser, in: built) else { continue }
            if let enumType = enumName(parameter.type, from: element) {
                routes += self.routes(of: argument, expected: enumType, scope: scope) ?? []
            } else if TypeText.base(parameter.type) == "Bool", let label = parameter.label {
                flags[label] = .some(knownBool(SyntaxHelpers.unwrap(argument), scope: scope))
            }
        }
        guard !routes.isEmpty else { return nil }
        let kind = layerKind(of: element, flags: flags)
        return routes.map { [operation(.present(.route($0), kind), owner: owner, at: call)] }
    }

    /// The kind of the one presentation of `element` whose item's test of a Boolean the layer was
    /// built with holds; a sheet when the layer's flags do not choose.
    private func layerKind(of element: String, flags: [String: Bool?]) -> EdgeKind {
        let presentations = itemPresentations(of: element)
        let kinds = Set(presentations.map(\.kind))
        if kinds.count == 1 { return kinds.first! }
        for presentation in presentations {
            let tests = BooleanMemberTests.tests(in: presentation.item)
            let chosen = flags.contains { label, value in tests[label].map { tested in value == tested } ?? false }
            if chosen { return presentation.kind }
        }
        return kinds.contains(.sheet) ? .sheet : kinds.sorted(by: { $0.rawValue < $1.rawValue }).first ?? .sheet
    }
}

extension NavigationAnalyzer {
    /// The one move of a branch showing a route on a stack — pushing it, or putting it in place of
    /// the screen there — and a branch presenting that same route instead (`if hasStack { path.append(page) }
    /// else { openSheet(page) }`): a screen asking for it is on a stack, where it is shown; the
    /// presentation serves screens shown without one. `nil` for other branches.
    static func pushOrPresentInstead(_ then: Alternatives, _ otherwise: Alternatives) -> Alternatives? {
        func made(_ alternatives: Alternatives) -> Alternatives { alternatives.filter { !$0.isEmpty } }
        func presentedKey(_ alternatives: Alternatives) -> String? {
            // A route: a controller pushed on one device and presented on another (`if asSheet { present(view) }
            // else { push(view) }`) is shown both ways.
            let keys = made(alternatives).map { moves -> String? in
                guard moves.count == 1, case .present(let shown, _) = moves[0].kind, case .route = shown else { return nil }
                return shown.key
            }
            guard let first = keys.first, keys.allSatisfy({ $0 != nil && $0 == first }) else { return nil }
            return first
        }
        func showsOnStack(_ alternatives: Alternatives, key: String) -> Bool {
            !made(alternatives).isEmpty && made(alternatives).allSatisfy { moves in
                switch moves.last?.kind {
                case .append(let shown)?, .setCurrent(let shown)?: shown.key == key
                default: false
                }
            }
        }
        for (onStack, instead) in [(then, otherwise), (otherwise, then)] {
            guard let key = presentedKey(instead), showsOnStack(onStack, key: key) else { continue }
            return made(onStack)
        }
        return nil
    }
}

/// The Boolean members code tests, by name, with the value the test asks for
/// (`layer.isCover` → `true`, `!layer.isCover` → `false`).
final class BooleanMemberTests: SyntaxVisitor {
    private var found: [String: Bool] = [:]

    static func tests(in node: some SyntaxProtocol) -> [String: Bool] {
        let finder = BooleanMemberTests(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.base != nil else { return .visitChildren }
        let negated = node.parent?.as(PrefixOperatorExprSyntax.self)?.operator.text == "!"
        let name = node.declName.baseName.text
        if found[name] == nil { found[name] = !negated }
        return .visitChildren
    }
}
