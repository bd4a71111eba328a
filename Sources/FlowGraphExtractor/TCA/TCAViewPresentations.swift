import FlowGraph
import Foundation
import SwiftSyntax

/// How the views present each TCA presentation node, read from modifiers over scoped stores:
/// `.sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add))`,
/// `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog`, `.navigationDestination(item:)`
/// (a push), the case named after the scoped binding (`.alert($store.scope(\.$destination, action: \.destination).alert)`),
/// the older `.sheet(store: store.scope(state: \.$destination, …), state: /Destination.State.add, …)`,
/// and a `switch store.destination` that swaps the view's content to a case (a `replace`).
struct TCAViewPresentations {
    /// The edge kind for each presentation node id the views show.
    private(set) var kinds: [String: EdgeKind] = [:]

    static let modifierKinds: [String: EdgeKind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover,
        "alert": .alert, "confirmationDialog": .confirmationDialog, "navigationDestination": .push,
    ]

    init(model: TCAModel, corpus: SourceCorpus) {
        kinds = model.stateKinds
        let modifierNames = Self.modifierKinds.keys.sorted()
        let stores = TCAPresentationStores(model: corpus.model)
        for file in corpus.files {
            let modifiers = modifierNames.flatMap { file.syntax.calls(named: $0) }.sorted { $0.position < $1.position }
            for call in modifiers {
                guard let name = Self.modifierName(of: call), let kind = Self.modifierKinds[name],
                      let node = stores.caseNode(presentedBy: call, model: model) ?? Self.presentedSlot(in: call).flatMap({
                          Self.node(property: $0.0, caseName: $0.1, feature: model.viewFeature(enclosing: call), model: model)
                      }),
                      kinds[node] == nil
                else { continue }
                kinds[node] = kind
            }
        }
        // A case no modifier presents but the view switches its content to replaces that content.
        for node in model.contentSwitchedNodes where kinds[node] == nil { kinds[node] = .replace }
    }

    /// The modifier's name, called on a view (`.sheet(…)`) or on the view being extended (`sheet(…)`).
    private static func modifierName(of call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The presented property and case a modifier's scoped store names.
    private static func presentedSlot(in modifier: FunctionCallExprSyntax) -> (String, String?)? {
        for argument in modifier.arguments {
            for scope in TCASyntax.calls(in: argument, skippingNestedTypes: false) {
                guard scope.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scope",
                      let state = TCASyntax.scopedState(of: scope)
                else { continue }
                let names = TCASyntax.keyPathNames(state)
                guard let property = names.first else { continue }
                if names.count > 1 { return (property, names[1]) }
                // `$store.scope(\.$destination, action: \.destination).edit`: the case follows the scoped binding.
                if let member = scope.parent?.as(MemberAccessExprSyntax.self), member.base?.id == scope.id {
                    return (property, member.declName.baseName.text)
                }
                let casePath = modifier.arguments.first { $0.label?.text == "state" }?.expression
                return (property, casePath.flatMap(TCASyntax.caseName))
            }
        }
        return boundCase(in: modifier)
    }

    /// The property and case a binding to one case of the store's presented state names
    /// (`item: $store.destination.viewer`, `isPresented: Binding($store.destination.prompt)`).
    private static func boundCase(in modifier: FunctionCallExprSyntax) -> (String, String?)? {
        for argument in modifier.arguments where ["item", "isPresented", nil].contains(argument.label?.text) {
            var bound = SyntaxHelpers.unwrap(argument.expression)
            if let call = bound.as(FunctionCallExprSyntax.self), SyntaxHelpers.callee(call)?.name == "Binding", call.arguments.count == 1,
               let only = call.arguments.first?.expression {
                bound = SyntaxHelpers.unwrap(only)
            }
            let path = bound.trimmedText.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
            guard path.count == 3, path[0].hasPrefix("$"), path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } })
            else { continue }
            return (path[1], path[2])
        }
        return nil
    }

    private static func node(property: String, caseName: String?, feature: String?, model: TCAModel) -> String? {
        let candidates = feature.flatMap { model.features[$0] }.map { [$0] } ?? model.sortedFeatures
        let found = candidates.compactMap { feature -> String? in
            guard let slot = feature.slots.first(where: { $0.property == property && $0.kind == .presents }) else { return nil }
            if let node = slot.propertyNode { return node }
            guard let caseName, let reducer = slot.caseReducer.flatMap({ model.caseReducers[$0] }) else { return nil }
            return reducer.case(named: caseName)?.nodeID
        }
        return found.count == 1 ? found[0] : nil
    }
}

extension TCAModel {
    /// The feature whose store the view enclosing `node` holds (`StoreOf<X>`, `Store<X.State, X.Action>`).
    func viewFeature(enclosing node: some SyntaxProtocol) -> String? {
        SwiftTypeIndex.enclosingTypeName(of: node).flatMap(storeFeature(ofView:))
    }

    /// The feature whose store the view type written `written` holds; a view nested in a feature
    /// (`extension Home { struct View: SwiftUI.View }`) holding a store of no other feature shows its own.
    func storeFeature(ofView written: String) -> String? {
        guard let typeName = types[written] != nil ? written : types.uniqueType(named: written),
              let view = types[typeName]
        else { return nil }
        for (_, _, binding) in view.properties {
            guard let type = binding.typeAnnotation?.type.trimmedText else { continue }
            for prefix in ["StoreOf<", "Store<"] {
                guard let start = type.range(of: prefix) else { continue }
                let argument = type[start.upperBound...].prefix { $0 != "," && $0 != ">" }
                if let feature = feature(named: String(argument).trimmed, from: typeName) { return feature }
            }
        }
        guard view.inherited.contains("View"), let dot = typeName.lastIndex(of: ".") else { return nil }
        let enclosing = String(typeName[..<dot])
        return features[enclosing] != nil ? enclosing : nil
    }
}
