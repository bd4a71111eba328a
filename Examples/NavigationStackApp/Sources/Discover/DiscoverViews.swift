import SwiftUI

struct DiscoverView: View {
    @Binding var path: [DiscoverRoute]
    @State private var query = ""
    @State private var topics: [Topic] = []
    @AppStorage("recentQueries") private var recentQueriesData = Data()
    @State private var recentQueries: [String] = []

    var body: some View {
        List {
            NavigationLink(value: DiscoverRoute.trending) {
                Label("Trending now", systemImage: "flame")
            }
            Section("Topics") {
                ForEach(topics) { topic in
                    NavigationLink(value: DiscoverRoute.topic(topic)) {
                        Text(topic.name)
                    }
                }
            }
            if !recentQueries.isEmpty {
                Section("Recent") {
                    ForEach(recentQueries, id: \.self) { Text($0) }
                }
            }
        }
        .searchable(text: $query)
        .onSubmit(of: .search) {
            recentQueries.append(query)
            path.append(.search(query: query))
        }
        .navigationTitle("Discover")
    }
}

struct TopicView: View {
    let topic: Topic

    var body: some View {
        List(topic.creators) { creator in
            NavigationLink(value: DiscoverRoute.creator(handle: creator.handle)) {
                Text(creator.displayName)
            }
        }
        .navigationTitle(topic.name)
    }
}

struct CreatorView: View {
    let handle: String

    var body: some View {
        VStack {
            Image(systemName: "person.circle").font(.system(size: 72))
            Text("@\(handle)").font(.title2)
        }
        .navigationTitle(handle)
    }
}

struct SearchResultsView: View {
    let query: String
    @State private var creators: [Creator] = []
    @State private var topics: [Topic] = []

    var body: some View {
        List {
            Section("Creators") {
                ForEach(creators) { creator in
                    NavigationLink(value: DiscoverRoute.creator(handle: creator.handle)) {
                        Text(creator.displayName)
                    }
                }
            }
            Section("Topics") {
                ForEach(topics) { topic in
                    NavigationLink(value: DiscoverRoute.topic(topic)) {
                        Text(topic.name)
                    }
                }
            }
        }
        .navigationTitle("“\(query)”")
    }
}

struct TrendingView: View {
    @State private var topics: [Topic] = []

    var body: some View {
        List(topics) { topic in
            NavigationLink(value: DiscoverRoute.topic(topic)) {
                Label(topic.name, systemImage: "chart.line.uptrend.xyaxis")
            }
        }
        .navigationTitle("Trending")
    }
}
