import FlowGraph

/// `NavigationLink(destination:)`, `NavigationLink("Title") { Destination() }`,
/// `NavigationLink { Destination() } label: { … }`, `NavigationLink(value:)` resolved through the
/// route enum or the `navigationDestination(for:)` registered for the value's type.
/// Hidden `NavigationLink(isActive:)` links over a dynamic stack element only render a stack.
public struct NavigationLinkRecognizer: NavigationRecognizing {
    public static let identifier = "navigation-link"

    public init() {}

    public func recognize(in corpus: SourceCorpus) -> NavigationGraph {
        corpus.navigation.graph(for: .link)
    }

    public static let examples: [RecognizerExample] = [
        RecognizerExample("""
            struct Contact: Hashable { let name: String }
            struct Settings: View {
                let contact = Contact(name: "A")
                var body: some View {
                    NavigationStack {
                        Form {
                            1️⃣NavigationLink(destination: AccountForm()) { Text("Account") }
                            2️⃣NavigationLink("Privacy") { PrivacyForm() }
                            3️⃣NavigationLink {
                                AboutPage()
                            } label: { Text("About") }
                            4️⃣NavigationLink(value: contact) { Text(contact.name) }
                        }
                        .navigationDestination(for: Contact.self) { contact in ContactPage(contact: contact) }
                    }
                }
            }
            struct AccountForm: View { var body: some View { Form {} } }
            struct PrivacyForm: View { var body: some View { Form {} } }
            """, edges: [
                "Settings -push-> AccountForm @1️⃣", "Settings -push-> PrivacyForm @2️⃣",
                "Settings -push-> AboutPage @3️⃣", "Settings -push-> ContactPage @4️⃣",
            ]),
        // A hidden link over the coordinator's stack renders the stack: no edge of its own.
        RecognizerExample("""
            enum Leg: Hashable { case home, detail }
            final class Legs: ObservableObject {
                @Published var navigationStack: [Leg] = []
                func build(_ leg: Leg) -> some View { switch leg { case .home: HomeLeg() case .detail: DetailLeg() } }
            }
            struct LegsView: View {
                @ObservedObject var legs: Legs
                var body: some View {
                    NavigationView {
                        legs.build(.home).background(
                            NavigationLink(destination: legs.build(legs.navigationStack[0]), isActive: .constant(true)) { EmptyView() }
                        )
                    }
                }
            }
            """),
    ]
}
