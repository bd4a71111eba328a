import FlowGraph
import FlowGraphExtractor
import Testing

/// A body choosing between controls (an app's styled buttons, a stepper's previous and next
/// buttons) chooses which control to show, not which screen: no `child` edge to them.
struct ControlChoiceShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// The footer's branches are a wide button and a pair of step buttons; the gate's branches are screens.
    @Test func aChoiceBetweenControlsIsNoChoiceOfScreens() {
        check("""
            struct PillButton: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Text(title).padding() }
                        .buttonStyle(.borderedProminent)
                }
            }
            struct StepButton: View {
                let forward: Bool
                let action: () -> Void
                var body: some View {
                    HStack {
                        Button(action: action) { Image(systemName: forward ? "chevron.right" : "chevron.left") }
                    }
                }
            }
            struct LessonFooter: View {
                let isLast: Bool
                let onStep: (Bool) -> Void
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    HStack {
                        if isLast {
                            PillButton(title: "Finish") { dismiss() }
                        } else {
                            StepButton(forward: false) { onStep(false) }
                            StepButton(forward: true) { onStep(true) }
                        }
                    }
                }
            }
            struct LessonGate: View {
                @State private var enrolled = false
                var body: some View {
                    if enrolled {
                        1️⃣LessonScreen()
                    } else {
                        2️⃣EnrollScreen(onEnroll: { enrolled = true })
                    }
                }
            }
            struct LessonScreen: View {
                var body: some View { LessonFooter(isLast: false, onStep: { _ in }) }
            }
            struct EnrollScreen: View {
                let onEnroll: () -> Void
                var body: some View { PillButton(title: "Enroll", action: onEnroll) }
            }
            """, [
                "LessonGate -child-> LessonScreen @1️⃣", "LessonGate -child-> EnrollScreen @2️⃣",
            ])
    }
}
