import Testing

/// A generic wrapper showing the content its creator gives it, or a placeholder while that loads
/// (`Loadable(isLoading:value:) { value in … }`): its placeholders are no screens it hosts.
struct LoadingWrapperShapesTests {
    @Test func placeholdersOfAContentWrapperAreNoChildren() {
        EdgeExpectation.check("""
            import SwiftUI
            struct Spinner: View { var body: some View { ProgressView() } }
            struct FailureNote: View { let reason: String; var body: some View { Text(reason) } }
            struct Loadable<Content: View, Value>: View {
                let isLoading: Bool
                let failure: String?
                let value: Value?
                @ViewBuilder let content: (Value) -> Content
                var body: some View {
                    Group {
                        if isLoading && value == nil {
                            Spinner()
                        } else if let failure, value == nil {
                            FailureNote(reason: failure)
                        } else if let value {
                            content(value)
                        }
                    }
                }
            }
            struct RecipeScreen: View {
                @State private var steps: [String]?
                var body: some View {
                    Loadable(isLoading: steps == nil, failure: nil, value: steps) { steps in
                        List(steps, id: \\.self) { Text($0) }
                    }
                }
            }
            struct PantryScreen: View {
                @State private var items: [String]?
                @State private var showsRecipe = false
                var body: some View {
                    NavigationStack {
                        Loadable(isLoading: items == nil, failure: "offline", value: items) { items in
                            List(items, id: \\.self) { Text($0) }
                        }
                        1️⃣.sheet(isPresented: $showsRecipe) { RecipeScreen() }
                    }
                }
            }
            @main struct Cook: App { var body: some Scene { WindowGroup { 2️⃣PantryScreen() } } }
            """, ["Cook -child-> PantryScreen @2️⃣", "PantryScreen -sheet-> RecipeScreen @1️⃣"])
    }
}
