import Testing

/// A modal's content chosen by comparing its item with the enum's cases (`if kind == .photo {
/// … } else { … }`) instead of switching over it.
struct ComparedCaseShapesTests {
    /// Each compared case shows its branch's screen, the final `else` every case not compared;
    /// what a branch's screen presents starts from its case.
    @Test func comparisonsWithCasesDecideEachCasesScreen() {
        EdgeExpectation.check("""
            import SwiftUI
            enum Tool: Identifiable { case ruler, compass, protractor, eraser; var id: Self { self } }
            struct Workbench: View {
                @State private var tool: Tool?
                var body: some View {
                    NavigationStack {
                        Button("ruler") { 1️⃣tool = .ruler }
                        Button("compass") { 2️⃣tool = .compass }
                        Button("protractor") { 3️⃣tool = .protractor }
                        Button("eraser") { 4️⃣tool = .eraser }
                            .sheet(item: $tool) { picked in
                                if picked == .ruler {
                                    RulerScreen()
                                } else if .compass == picked || picked == .protractor {
                                    AngleScreen()
                                } else {
                                    EraserScreen()
                                }
                            }
                    }
                }
            }
            struct RulerScreen: View { var body: some View { Text("ruler") } }
            struct AngleScreen: View { var body: some View { Text("angle") } }
            struct EraserScreen: View {
                @State private var confirming = false
                var body: some View { Text("eraser")5️⃣.sheet(isPresented: $confirming) { UndoScreen() } }
            }
            struct UndoScreen: View { var body: some View { Text("undo") } }
            @main struct Drafting: App { var body: some Scene { WindowGroup { 6️⃣Workbench() } } }
            """, [
                "Drafting -child-> Workbench @6️⃣", "Workbench -sheet-> Tool.ruler @1️⃣", "Workbench -sheet-> Tool.compass @2️⃣",
                "Workbench -sheet-> Tool.protractor @3️⃣", "Workbench -sheet-> Tool.eraser @4️⃣",
                "Tool.eraser -sheet-> UndoScreen @5️⃣",
            ])
    }
}
