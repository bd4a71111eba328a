import Foundation

struct Contact: Equatable, Identifiable, Sendable {
  enum Role: Equatable, Sendable {
    case responder
    case dependent
  }

  let id: UUID
  var name: String
  var phoneNumber: String
  var role: Role
}

struct CheckIn: Equatable, Identifiable, Sendable {
  let id: UUID
  var date: Date
  var note: String?
}

struct User: Equatable, Sendable {
  var name: String
  var phoneNumber: String

  static let placeholder = User(name: "", phoneNumber: "")
}

struct LifeSignalNotification: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var isRead: Bool
}
