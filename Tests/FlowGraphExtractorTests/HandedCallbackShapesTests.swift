import Testing

/// A view hands a callback to a screen it presents or pushes (`.sheet { Picker(onPick: { model.create($0) }) }`,
/// `NavigationLink { Editor(onSaved: …) }`, a method reference as well): the presented screen
/// calls it from its own UI, so what the callback shows is shown from that screen, not from the
/// view that wrote it.
struct HandedCallbackShapesTests {
    @Test func aCallbackHandedToAPresentedScreenMovesFromIt() {
        EdgeExpectation.check("""
            import SwiftUI
            final class Studio: ObservableObject {
                @Published var introShown = true
                @Published var tourShown = false
                @Published var offersPlan = false
                @Published var sharesDraft = false
                func finishIntro() { offersPlan = true }
                func finishTour() { tourShown = false; sharesDraft = true }
            }
            @main struct SketchApp: App { var body: some Scene { WindowGroup { NavigationStack { Canvas() } } } }
            struct Canvas: View {
                @StateObject private var studio = Studio()
                var body: some View {
                    List {
                        NavigationLink("Draft") {
                            1️⃣DraftEditor(onSaved: { studio.sharesDraft = true })
                        }
                    }
                    .fullScreenCover(isPresented: $studio.introShown) {
                        2️⃣Intro(onFinish: studio.finishIntro)
                    }
                    .fullScreenCover(isPresented: $studio.tourShown) {
                        3️⃣Intro(onFinish: { studio.finishTour() })
                    }
                    .sheet(isPresented: $studio.offersPlan) { PlanOffer() }
                    .sheet(isPresented: $studio.sharesDraft) { ShareDraft() }
                }
            }
            struct Intro: View {
                let onFinish: () -> Void
                var body: some View { Button("Start") { onFinish() } }
            }
            struct DraftEditor: View {
                var onSaved: () -> Void
                var body: some View { Button("Save") { onSaved() } }
            }
            struct PlanOffer: View { var body: some View { Text("plan") } }
            struct ShareDraft: View { var body: some View { Text("share") } }
            """, [
                "SketchApp -child-> Canvas", "Canvas -push-> DraftEditor", "Canvas -fullScreenCover-> Intro",
                "DraftEditor -sheet-> ShareDraft @1️⃣", "Intro -sheet-> PlanOffer @2️⃣", "Intro -replace-> ShareDraft @3️⃣",
            ])
    }
}
