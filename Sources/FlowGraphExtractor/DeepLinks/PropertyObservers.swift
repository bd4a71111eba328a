import SwiftSyntax

/// Code that runs when an observable property changes: how a deep-link handler that only stores
/// the route it parsed (`incoming = .venue(id:)`) reaches the view that navigates with it —
/// `.onReceive(model.$incoming) { route in … }` and `.onChange(of: model.incoming) { _, route in … }`.
/// A property is known by its name.
enum PropertyObservers {
    struct Observer {
        /// The type the observing code is in: its `self`.
        var owner: String?
        var file: ParsedFile
        /// The closure's parameter holding the new value.
        var parameter: String
        var statements: CodeBlockItemListSyntax
    }

    /// The observers of each property name in `corpus`.
    static func index(_ corpus: SourceCorpus) -> [String: [Observer]] {
        var found: [String: [Observer]] = [:]
        for name in ["onReceive", "onChange"] {
            for (file, call) in corpus.calls(named: name) {
                guard let observed = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                      let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                      let parameter = newValueParameter(closure) else { continue }
                var property = observed.declName.baseName.text
                if name == "onReceive" {
                    // `model.$incoming`: the property's publisher.
                    guard property.hasPrefix("$") else { continue }
                    property.removeFirst()
                } else if call.arguments.first?.label?.text != "of" {
                    continue
                }
                let owner = SwiftTypeIndex.enclosingTypeName(of: call)
                found[property, default: []].append(Observer(owner: owner, file: file, parameter: parameter, statements: closure.statements))
            }
        }
        return found
    }

    /// The last parameter of the observing closure: the new value (`{ route in }`, `{ _, route in }`).
    private static func newValueParameter(_ closure: ClosureExprSyntax) -> String? {
        SyntaxHelpers.closureParameterNames(closure)?.last
    }
}
