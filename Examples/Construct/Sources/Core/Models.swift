import Foundation

struct Post: Identifiable, Hashable, Codable {
    let id: String
    var authorName: String
    var text: String
    var likeCount: Int
}

struct Challenge: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let exerciseId: String
}

struct Exercise: Identifiable, Hashable, Codable {
    let id: String
    let name: String
    let muscleGroup: String
}

struct Profile: Hashable, Codable {
    var displayName: String
    var bio: String
}

struct Product: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let price: Decimal
}

struct Workout: Hashable {
    var plan: String
    var exercises: [Exercise]
    var startedAt: Date
    var endedAt: Date?
}

struct HeartRateMonitor: Hashable {
    let identifier: UUID
    let name: String
}

/// A home-screen card whose destination is configured remotely.
struct FeaturedItem: Identifiable, Decodable {
    let id: String
    let title: String
    let target: String
}
