import Testing

/// Content that comes down to a builder of its own type (`ZStack { content }` with `@ViewBuilder
/// var content: some View { switch model.phase { … } }`, `WindowGroup { Group { stageView() } }`):
/// the choice the builder makes is the content's, so each phase's screen is hosted, and what it
/// presents is its own.
struct PhaseBuilderShapesTests {
    /// The window's content is a builder method of the app (`Group { stageView() }`) switching
    /// over the session's stage: the app hosts each stage's screen, and what a stage's screen
    /// presents, it presents.
    @Test func windowContentFromTheAppsOwnBuilderHostsEachStage() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Stage { case intro, signIn(String), main }
            final class SessionStore: ObservableObject {
                @Published var stage: Stage = .intro
            }
            @main struct TeaApp: App {
                @StateObject private var session = SessionStore()
                var body: some Scene {
                    WindowGroup {
                        Group {
                            stageView()
                        }
                        .environmentObject(session)
                    }
                }
                @ViewBuilder private func stageView() -> some View {
                    switch session.stage {
                    case .intro: 1️⃣IntroPager()
                    case .signIn(let email): 2️⃣SignInForm(email: email)
                    case .main: 3️⃣TeaList()
                    }
                }
            }
            struct IntroPager: View { var body: some View { Text("i") } }
            struct SignInForm: View { let email: String; var body: some View { Text(email) } }
            struct TeaList: View {
                @State private var brewing = false
                var body: some View {
                    Button("Brew") { brewing = true }
                        4️⃣.sheet(isPresented: $brewing) { BrewTimer() }
                }
            }
            struct BrewTimer: View { var body: some View { Text("t") } }
            """, [
                "TeaApp -child-> IntroPager @1️⃣", "TeaApp -child-> SignInForm @2️⃣", "TeaApp -child-> TeaList @3️⃣",
                "TeaList -sheet-> BrewTimer @4️⃣",
            ])
    }

    /// A root view's body comes down to a builder property of its own (`ZStack { self.floor }`)
    /// switching over a model's phase: the view hosts each phase's screen, and the presentations of
    /// those screens are theirs, not the root view's.
    @Test func aRootViewsBuilderPropertyChoosesItsPhases() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Shift { case closed, opening, serving }
            @Observable final class Cafe { var shift: Shift = .closed }
            @main struct BaristaApp: App { var body: some Scene { WindowGroup { 5️⃣Counter() } } }
            struct Counter: View {
                @State private var cafe = Cafe()
                var body: some View {
                    ZStack(alignment: .bottom) {
                        self.floor
                    }
                    .animation(.default, value: cafe.shift)
                }
                @ViewBuilder private var floor: some View {
                    switch cafe.shift {
                    case .closed: 1️⃣ClosedSign()
                    case .opening: 2️⃣Checklist()
                    case .serving: 3️⃣OrderQueue()
                    }
                }
            }
            struct ClosedSign: View { var body: some View { Text("closed") } }
            struct Checklist: View { var body: some View { Text("todo") } }
            struct OrderQueue: View {
                @State private var addingOrder = false
                var body: some View {
                    Button("New order") { addingOrder = true }
                        4️⃣.fullScreenCover(isPresented: $addingOrder) { NewOrder() }
                }
            }
            struct NewOrder: View { var body: some View { Text("order") } }
            """, [
                "BaristaApp -child-> Counter @5️⃣", "Counter -child-> ClosedSign @1️⃣", "Counter -child-> Checklist @2️⃣",
                "Counter -child-> OrderQueue @3️⃣", "OrderQueue -fullScreenCover-> NewOrder @4️⃣",
            ])
    }
}
