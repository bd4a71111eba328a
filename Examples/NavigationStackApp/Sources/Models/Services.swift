import Foundation

final class AnalyticsClient {
    static let shared = AnalyticsClient()
    private var events: [String] = []

    func start() {
        events.removeAll()
    }

    func track(_ event: String) {
        events.append(event)
    }
}

struct FeedService {
    static let live = FeedService()

    func feed() async throws -> [Article] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.pulse.example/feed")!)
        return try JSONDecoder().decode([Article].self, from: data)
    }

    func promotion() async throws -> Promotion? {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.pulse.example/promotion")!)
        return try JSONDecoder().decode(Promotion?.self, from: data)
    }

    func comments(articleId: String) async throws -> [Comment] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.pulse.example/articles/\(articleId)/comments")!)
        return try JSONDecoder().decode([Comment].self, from: data)
    }
}
