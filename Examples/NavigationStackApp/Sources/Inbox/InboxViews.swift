import SwiftUI

struct ConversationView: View {
    let thread: MessageThread
    @State private var messages: [String] = []
    @State private var draft = ""

    var body: some View {
        VStack {
            List(messages, id: \.self) { Text($0) }
            HStack {
                TextField("Message", text: $draft)
                Button("Send") {
                    messages.append(draft)
                    draft = ""
                }
            }
            .padding()
        }
        .navigationTitle(thread.participant)
    }
}

struct ArchivedMessagesView: View {
    @State private var threads: [MessageThread] = []

    var body: some View {
        List(threads) { thread in
            Text(thread.participant)
        }
        .overlay {
            if threads.isEmpty { Text("Nothing archived").foregroundStyle(.secondary) }
        }
        .navigationTitle("Archived")
    }
}

struct ComposeMessageView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var recipient = ""
    @State private var message = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("To", text: $recipient)
                TextField("Message", text: $message, axis: .vertical)
            }
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
            }
        }
    }
}
