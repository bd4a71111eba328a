import SwiftUI

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            Text("Follow what matters").tag(0)
            Text("Share your take").tag(1)
            VStack {
                Text("You're all set")
                Button("Start reading") { dismiss() }
            }
            .tag(2)
        }
        .tabViewStyle(.page)
    }
}

struct CameraView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black.ignoresSafeArea()
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark").foregroundStyle(.white).padding()
            }
        }
    }
}
