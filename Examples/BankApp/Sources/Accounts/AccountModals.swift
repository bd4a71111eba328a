import SwiftUI

struct QuickActionSheet: View {
    let onClose: () -> Void

    var body: some View {
        List {
            Label("Freeze all cards", systemImage: "snowflake")
            Label("Download balance certificate", systemImage: "doc.richtext")
            Label("Share account details", systemImage: "square.and.arrow.up")
        }
        .navigationTitle("Quick actions")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Close", action: onClose) }
        }
    }
}

struct OpenAccountView: View {
    let onFinish: () -> Void
    @State private var product = "Everyday"

    var body: some View {
        Form {
            Picker("Account type", selection: $product) {
                Text("Everyday").tag("Everyday")
                Text("Savings").tag("Savings")
            }
            Button("Open account", action: onFinish)
        }
        .navigationTitle("New account")
    }
}

#Preview("Quick actions") {
    Color.clear
        .sheet(isPresented: .constant(true)) {
            NavigationView {
                QuickActionSheet(onClose: {})
            }
        }
}
