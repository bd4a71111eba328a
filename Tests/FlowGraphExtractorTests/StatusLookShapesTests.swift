import Testing

/// A view switching over a model's status enum with the same view in every case (a notice
/// whose text follows the state) chooses a look, not a screen: the enum is no phase and its
/// cases are no nodes.
struct StatusLookShapesTests {
    @Test func switchShowingOneViewPerCaseIsNoPhase() {
        EdgeExpectation.check("""
            import SwiftUI
            enum UploadState { case waiting, sending, sent, rejected }
            @MainActor final class UploadJob: ObservableObject {
                @Published var state: UploadState = .waiting
            }
            @MainActor final class UploadModel: ObservableObject {
                @Published var state: UploadState
                private let job: UploadJob
                init(job: UploadJob) {
                    self.job = job
                    state = job.state
                }
                func send() { job.state = .sending }
            }
            struct Caption: View {
                private let words: String
                init(words: String) { self.words = words }
                var body: some View { VStack { Spacer(); Text(words) } }
            }
            struct UploadStatus: View {
                @EnvironmentObject private var model: UploadModel
                var body: some View {
                    switch model.state {
                    case .waiting, .sent: Caption(words: "idle")
                    case .sending: Caption(words: "sending")
                    case .rejected: Caption(words: "rejected")
                    }
                }
            }
            struct HintsButton: View {
                @State private var hints = false
                let lines: [String]
                var body: some View {
                    Button("hints") { hints = true }
                        1️⃣.popover(isPresented: $hints) {
                            NavigationStack {
                                Group {
                                    if lines.isEmpty {
                                        Caption(words: "no hints")
                                    } else {
                                        List(lines, id: \\.self) { line in Text(line) }
                                    }
                                }
                            }
                        }
                }
            }
            struct OutboxScreen: View {
                var body: some View { VStack { UploadStatus(); HintsButton(lines: []) } }
            }
            struct DraftsScreen: View {
                var body: some View { VStack { UploadStatus(); Text("drafts") } }
            }
            struct Mailer: View {
                var body: some View {
                    TabView {
                        2️⃣OutboxScreen()
                        3️⃣DraftsScreen()
                    }
                }
            }
            @main struct Post: App { var body: some Scene { WindowGroup { 4️⃣Mailer() } } }
            """, [
                "Post -child-> Mailer @4️⃣", "Mailer -tab-> OutboxScreen @2️⃣", "Mailer -tab-> DraftsScreen @3️⃣",
                "OutboxScreen -popover-> Caption @1️⃣",
            ])
    }
}
