import SwiftUI

/// Inbox uses plain destination-closure links inside its own stack.
struct InboxTab: View {
    var body: some View {
        NavigationStack {
            InboxView()
        }
    }
}

struct InboxView: View {
    @State private var threads: [MessageThread] = []
    @State private var isComposing = false

    var body: some View {
        List {
            ForEach(threads) { thread in
                NavigationLink {
                    ConversationView(thread: thread)
                } label: {
                    VStack(alignment: .leading) {
                        Text(thread.participant).font(.headline)
                        Text(thread.lastMessage).lineLimit(1).foregroundStyle(.secondary)
                    }
                }
            }
            NavigationLink("Archived") {
                ArchivedMessagesView()
            }
        }
        .navigationTitle("Inbox")
        .toolbar {
            Button {
                isComposing = true
            } label: {
                Image(systemName: "square.and.pencil")
            }
        }
        .sheet(isPresented: $isComposing) {
            ComposeMessageView()
        }
    }
}
