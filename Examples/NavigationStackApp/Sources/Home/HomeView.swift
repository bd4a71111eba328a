import SwiftUI

struct HomeView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @AppStorage("currentUserName") private var currentUserName = "Me"
    @State private var articles: [Article] = []
    @State private var promotion: Promotion?

    private var currentUser: User {
        User(id: "me", name: currentUserName, email: "me@pulse.example")
    }

    var body: some View {
        List {
            if let promotion {
                Button(promotion.headline) {
                    coordinator.navigate(to: promotion.destination)
                }
                .listRowBackground(Color.accentColor.opacity(0.15))
            }
            ForEach(articles) { article in
                NavigationLink(value: AppRoute.article(id: article.id)) {
                    ArticleRow(article: article)
                }
            }
        }
        .navigationTitle("Home")
        .toolbar {
            ToolbarItemGroup(placement: .topBarLeading) {
                Button {
                    coordinator.navigate(to: .profile(user: currentUser))
                } label: {
                    Image(systemName: "person.crop.circle")
                }
                Button {
                    coordinator.navigate(to: .settings)
                } label: {
                    Image(systemName: "gearshape")
                }
            }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    coordinator.presentSheet(.filter)
                } label: {
                    Image(systemName: "line.3.horizontal.decrease.circle")
                }
                Button {
                    coordinator.presentSheet(.createPost)
                } label: {
                    Image(systemName: "square.and.pencil")
                }
            }
        }
        .task {
            articles = (try? await FeedService.live.feed()) ?? []
            promotion = try? await FeedService.live.promotion()
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title).font(.headline)
            Text(article.summary).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
        }
    }
}
