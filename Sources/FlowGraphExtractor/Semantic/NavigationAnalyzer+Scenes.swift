import SwiftSyntax

/// The scenes a SwiftUI app declares: its `body`, and the app's own scene properties that `body`
/// lists (`var body: some Scene { mainScene; settingsScene }` with `var mainScene: some Scene {
/// WindowGroup { … } }` declared in an extension), followed through such properties in turn.
extension NavigationAnalyzer {
    func sceneBodies(of app: String) -> [CodeBlockItemListSyntax] {
        var bodies: [CodeBlockItemListSyntax] = []
        var pending = ["body"]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let getter = model.property(named: name, in: app)?.getter else { continue }
            bodies.append(getter)
            // `mainScene`, `self.mainScene`, or `mainScene.commands { … }`: the property the chain starts from.
            pending += getter.compactMap(SyntaxHelpers.expression).compactMap(SyntaxHelpers.rootName).reversed()
        }
        return bodies
    }
}
