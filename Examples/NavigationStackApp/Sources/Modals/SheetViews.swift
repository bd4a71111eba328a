import SwiftUI

struct CreatePostView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding()
                .navigationTitle("New Post")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") { dismiss() }
                            .disabled(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                    }
                }
        }
    }
}

struct FeedFilterView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("feedShowsFollowingOnly") private var followingOnly = false

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Only people I follow", isOn: $followingOnly)
            }
            .navigationTitle("Filter")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
        .presentationDetents([.medium])
    }
}

struct ShareView: View {
    let content: String

    var body: some View {
        VStack(spacing: 20) {
            Text(content).font(.footnote.monospaced())
            ShareLink(item: content)
        }
        .padding()
        .presentationDetents([.height(200)])
    }
}

#Preview("Share sheet") {
    Text("Article")
        .sheet(isPresented: .constant(true)) {
            ShareView(content: "https://pulse.example/a/1")
        }
}
