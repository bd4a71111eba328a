import FlowGraph

/// Step-by-step flows: a `CaseIterable` step enum held by a coordinator whose methods move through
/// `allCases` by index (`next()`/`back()`); the steps become an ordered chain of edges.
public struct FlowStepRecognizer: NavigationRecognizing {
    public static let identifier = "flow-steps"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .flow)
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            final class SignupFlow: ObservableObject {
                enum Stage: CaseIterable { case email, password, done }
                @Published var stage: Stage = .email
                @Published var path = NavigationPath()
                func advance() {
                    guard let i = Stage.allCases.firstIndex(of: stage), i + 1 < Stage.allCases.count else { return }
                    1️⃣stage = Stage.allCases[i + 1]
                    path.append(stage)
                }
                func retreat() {
                    guard let i = Stage.allCases.firstIndex(of: stage), i > 0 else { return }
                    stage = Stage.allCases[i - 1]
                }
            }
            """, edges: [
                "SignupFlow.Stage.email -push-> SignupFlow.Stage.password @1️⃣",
                "SignupFlow.Stage.password -push-> SignupFlow.Stage.done @1️⃣",
            ]),
        // A CaseIterable enum listed in a picker is not a flow.
        RecognizerExample("""
            enum Theme: CaseIterable { case light, dark }
            struct ThemePicker: View {
                @State var theme: Theme = .light
                var body: some View { ForEach(Theme.allCases, id: \\.self) { Text("\\($0)") } }
            }
            """),
    ]
}
