import SwiftUI

struct ArticleDetailView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    let articleId: String
    @State private var article: Article?

    var body: some View {
        ScrollView {
            if let article {
                VStack(alignment: .leading, spacing: 12) {
                    Text(article.title).font(.title.bold())
                    Button(article.author.name) {
                        coordinator.navigate(to: .profile(user: article.author))
                    }
                    Text(article.summary)
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(article.tags, id: \.self) { tag in
                                NavigationLink(value: AppRoute.tag(name: tag)) {
                                    Text("#\(tag)")
                                }
                                .buttonStyle(.bordered)
                            }
                        }
                    }
                    Button("Comments") {
                        coordinator.navigate(to: .comments(articleId: articleId))
                    }
                }
                .padding()
            }
        }
        .navigationTitle("Article")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
                coordinator.presentSheet(.share(content: "https://pulse.example/a/\(articleId)"))
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
        }
        .task {
            article = try? await FeedService.live.feed().first { $0.id == articleId }
        }
    }
}

struct CommentsView: View {
    let articleId: String
    @State private var comments: [Comment] = []
    @State private var draft = ""

    var body: some View {
        List(comments) { comment in
            VStack(alignment: .leading) {
                Text(comment.author.name).font(.caption.bold())
                Text(comment.text)
            }
        }
        .safeAreaInset(edge: .bottom) {
            TextField("Add a comment", text: $draft)
                .textFieldStyle(.roundedBorder)
                .padding()
        }
        .navigationTitle("Comments")
        .task { comments = (try? await FeedService.live.comments(articleId: articleId)) ?? [] }
    }
}

struct TagFeedView: View {
    let tag: String
    @State private var articles: [Article] = []

    var body: some View {
        List(articles) { article in
            NavigationLink(value: AppRoute.article(id: article.id)) {
                ArticleRow(article: article)
            }
        }
        .navigationTitle("#\(tag)")
        .task {
            articles = ((try? await FeedService.live.feed()) ?? []).filter { $0.tags.contains(tag) }
        }
    }
}
