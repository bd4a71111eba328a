import SwiftSyntax

/// The scenes a SwiftUI app declares: its `body`, and the app's own scene properties that `body`
/// lists (`var body: some Scene { mainScene; settingsScene }` with `var mainScene: some Scene {
/// WindowGroup { … } }` declared in an extension), followed through such properties in turn. A
/// property declared in each branch of an `#if` (one `body` for Mac Catalyst, another for iOS)
/// gives every branch's getter.
extension NavigationAnalyzer {
    func sceneBodies(of app: String) -> [CodeBlockItemListSyntax] {
        var bodies: [CodeBlockItemListSyntax] = []
        var pending = ["body"]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            let declared = (type(app)?.properties ?? []).filter { $0.name == name }
            let properties = declared.isEmpty ? model.property(named: name, in: app).map { [$0] } ?? [] : declared
            for getter in properties.compactMap(\.getter) {
                bodies.append(getter)
                // `mainScene`, `self.mainScene`, or `mainScene.commands { … }`: the property the chain starts from.
                pending += getter.compactMap(SyntaxHelpers.expression).compactMap(SyntaxHelpers.rootName).reversed()
            }
        }
        return bodies
    }
}
