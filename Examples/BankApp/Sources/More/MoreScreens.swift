import SwiftUI

@MainActor
final class MoreMenuViewModel: ObservableObject {
    private weak var coordinator: MoreCoordinator?

    init(coordinator: MoreCoordinator) {
        self.coordinator = coordinator
    }

    func showProfile() {
        coordinator?.push(.profile)
    }

    func showSecurity() {
        coordinator?.push(.security)
    }

    func showSupport() {
        coordinator?.push(.support)
    }

    func signOut() {
        SessionStore.shared.lock()
    }
}

struct MoreMenuView: View {
    @StateObject var viewModel: MoreMenuViewModel

    var body: some View {
        List {
            Button("Profile", action: viewModel.showProfile)
            Button("Security", action: viewModel.showSecurity)
            Button("Help & support", action: viewModel.showSupport)
            Button("Sign out", role: .destructive, action: viewModel.signOut)
        }
        .navigationTitle("More")
    }
}

struct ProfileView: View {
    @AppStorage("displayName") private var displayName = ""

    var body: some View {
        Form {
            TextField("Display name", text: $displayName)
        }
        .navigationTitle("Profile")
    }
}

@MainActor
final class SecurityViewModel: ObservableObject {
    @Published var faceIDEnabled = true
    private weak var coordinator: MoreCoordinator?

    init(coordinator: MoreCoordinator) {
        self.coordinator = coordinator
    }

    func changePasscode() {
        coordinator?.present(.changePasscode, fullScreen: true)
    }
}

struct SecurityView: View {
    @StateObject var viewModel: SecurityViewModel

    var body: some View {
        Form {
            Toggle("Unlock with Face ID", isOn: $viewModel.faceIDEnabled)
            Button("Change passcode", action: viewModel.changePasscode)
        }
        .navigationTitle("Security")
    }
}

struct ChangePasscodeView: View {
    let onFinish: () -> Void
    @State private var digits: [Int] = []

    var body: some View {
        VStack(spacing: 32) {
            Text("Enter a new passcode").font(.title3)
            HStack {
                ForEach(0..<6) { index in
                    Circle().fill(index < digits.count ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 14, height: 14)
                }
            }
            LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
                ForEach(1...9, id: \.self) { digit in
                    Button("\(digit)") {
                        digits.append(digit)
                        if digits.count == 6 { onFinish() }
                    }
                    .font(.title)
                }
            }
            Button("Cancel", action: onFinish)
        }
        .padding()
    }
}

@MainActor
final class SupportViewModel: ObservableObject {
    @Published private(set) var articles: [HelpArticle] = []
    private weak var coordinator: MoreCoordinator?

    init(coordinator: MoreCoordinator) {
        self.coordinator = coordinator
    }

    func load() async {
        articles = (try? await APIClient.shared.get("/v2/help/articles")) ?? []
    }

    func open(_ article: HelpArticle) {
        coordinator?.push(.helpArticle(articleId: article.id))
    }
}

struct SupportView: View {
    @StateObject var viewModel: SupportViewModel

    var body: some View {
        List(viewModel.articles) { article in
            Button(article.title) { viewModel.open(article) }
        }
        .navigationTitle("Help")
        .task { await viewModel.load() }
    }
}

@MainActor
final class HelpArticleViewModel: ObservableObject {
    @Published private(set) var article: HelpArticle?
    let articleId: String
    private weak var coordinator: MoreCoordinator?

    init(articleId: String, coordinator: MoreCoordinator) {
        self.articleId = articleId
        self.coordinator = coordinator
    }

    func load() async {
        article = try? await APIClient.shared.get("/v2/help/articles/\(articleId)")
    }

    func openRelated(_ relatedId: String) {
        coordinator?.push(.helpArticle(articleId: relatedId))
    }
}

struct HelpArticleView: View {
    @StateObject var viewModel: HelpArticleViewModel

    var body: some View {
        List {
            Text(viewModel.article?.title ?? "").font(.headline)
            Section("Related") {
                ForEach(viewModel.article?.relatedArticleIds ?? [], id: \.self) { relatedId in
                    Button(relatedId) { viewModel.openRelated(relatedId) }
                }
            }
        }
        .navigationTitle("Article")
        .task { await viewModel.load() }
    }
}
