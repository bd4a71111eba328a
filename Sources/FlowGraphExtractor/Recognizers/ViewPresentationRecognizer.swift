import FlowGraph

/// Modals a view presents from its own state: `.sheet(isPresented:)`, `.sheet(item:)` over a
/// non-route item, `.fullScreenCover`, `.popover`, `.confirmationDialog` with content,
/// `navigationDestination(isPresented:)`. Presentations bound to coordinator state are reported
/// where the state is set (see ``CoordinatorNavigationRecognizer``); previews are ignored.
public struct ViewPresentationRecognizer: NavigationRecognizing {
    public static let identifier = "view-presentation"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .presentation)
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            struct Library: View {
                @State private var showingHelp = false
                @State private var picked: Book?
                @State private var info = false
                var body: some View {
                    List { Text("Books") }
                        1️⃣.sheet(isPresented: $showingHelp) { HelpView() }
                        2️⃣.fullScreenCover(item: $picked) { book in
                            ReaderView(book: book)
                        }
                        3️⃣.popover(isPresented: $info) { InfoPanel() }
                }
            }
            struct InfoPanel: View { var body: some View { Text("info") } }
            """, edges: ["Library -sheet-> HelpView @1️⃣", "Library -fullScreenCover-> ReaderView @2️⃣", "Library -popover-> InfoPanel @3️⃣"]),
        // A sheet in a preview is not navigation.
        RecognizerExample("""
            struct Card: View { var body: some View { Text("card") } }
            #Preview {
                @Previewable @State var shown = true
                Card().sheet(isPresented: $shown) { Card() }
            }
            struct Card_Previews: PreviewProvider {
                @State static var shown = true
                static var previews: some View { Card().sheet(isPresented: $shown) { OtherCard() } }
            }
            """),
    ]
}
