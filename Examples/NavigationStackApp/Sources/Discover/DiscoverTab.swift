import SwiftUI

enum DiscoverRoute: Hashable {
    case topic(Topic)
    case creator(handle: String)
    case search(query: String)
    case trending
}

/// The Discover tab keeps its own stack state; it needs no coordinator.
struct DiscoverTab: View {
    @State private var path: [DiscoverRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            DiscoverView(path: $path)
                .navigationDestination(for: DiscoverRoute.self) { route in
                    switch route {
                    case .topic(let topic):
                        TopicView(topic: topic)
                    case .creator(let handle):
                        CreatorView(handle: handle)
                    case .search(let query):
                        SearchResultsView(query: query)
                    case .trending:
                        TrendingView()
                    }
                }
        }
    }
}
