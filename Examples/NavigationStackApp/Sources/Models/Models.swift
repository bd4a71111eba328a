import Foundation

struct User: Hashable, Identifiable, Codable {
    let id: String
    var name: String
    var email: String
    var bio: String = ""
}

struct Article: Hashable, Identifiable, Codable {
    let id: String
    let title: String
    let summary: String
    let author: User
    let tags: [String]
}

struct Comment: Hashable, Identifiable, Codable {
    let id: String
    let author: User
    let text: String
}

struct Topic: Hashable, Identifiable, Codable {
    let id: String
    let name: String
    let creators: [Creator]
}

struct Creator: Hashable, Identifiable, Codable {
    var id: String { handle }
    let handle: String
    let displayName: String
}

struct MessageThread: Hashable, Identifiable, Codable {
    let id: String
    let participant: String
    let lastMessage: String
}

/// A feed card the server may insert; where it leads is decided server-side.
struct Promotion: Identifiable, Decodable {
    let id: String
    let headline: String
    let destination: AppRoute

    private enum CodingKeys: String, CodingKey {
        case id, headline, destination
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        headline = try container.decode(String.self, forKey: .headline)
        let target = try container.decode(String.self, forKey: .destination)
        if target.hasPrefix("article:") {
            destination = .article(id: String(target.dropFirst("article:".count)))
        } else if target.hasPrefix("tag:") {
            destination = .tag(name: String(target.dropFirst("tag:".count)))
        } else {
            destination = .settings
        }
    }
}
