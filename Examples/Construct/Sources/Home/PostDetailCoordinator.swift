import SwiftUI

/// Navigation inside the post-detail sheet.
@MainActor
final class PostDetailCoordinator: SwiftUICoordinator {
    enum Route: Hashable {
        case comments(postId: String)
    }

    @Published var path = NavigationPath()
    private weak var parent: HomeCoordinator?

    init(parent: HomeCoordinator) {
        self.parent = parent
    }

    func navigate(to route: Route) {
        path.append(route)
    }

    func showComments(for post: Post) {
        navigate(to: .comments(postId: post.id))
    }

    func close() {
        parent?.dismissModal()
    }
}

struct PostDetailView: View {
    let post: Post
    @StateObject var coordinator: PostDetailCoordinator

    init(post: Post, coordinator: PostDetailCoordinator) {
        self.post = post
        _coordinator = StateObject(wrappedValue: coordinator)
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            VStack(alignment: .leading, spacing: 12) {
                Text(post.authorName).font(.headline)
                Text(post.text)
                Button("\(post.likeCount) likes · View comments") {
                    coordinator.showComments(for: post)
                }
                ShareLink(item: AppRoute.post(id: post.id).deepLink!)
                Spacer()
            }
            .padding()
            .toolbar {
                Button("Close") { coordinator.close() }
            }
            .navigationDestination(for: PostDetailCoordinator.Route.self) { route in
                switch route {
                case .comments(let postId):
                    CommentsView(postId: postId)
                }
            }
        }
    }
}

struct CommentsView: View {
    let postId: String
    @State private var comments: [String] = []

    var body: some View {
        List(comments, id: \.self) { Text($0) }
            .navigationTitle("Comments")
    }
}
