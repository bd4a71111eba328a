import FlowGraph

/// Findings for the `check` rules: `nested-navigation-stack` (warning: a stack inside another in
/// one view, a stack whose root view has its own stack, or a stack wrapping a `TabView`) and
/// `navigation-view` (note: `NavigationView` is used; the rule weighs the deployment target).
/// Content of sheets, covers and popovers starts a new stack and is not nested.
public struct NavigationStackLintRecognizer: NavigationRecognizing {
    public static let identifier = "navigation-stack-lint"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .lint)
    }

    /// Diagnostics only; fixture tests check them. Its examples must give no edge.
    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            struct Nested: View {
                var body: some View { NavigationStack { NavigationStack { Text("x") } } }
            }
            """),
    ]
}
