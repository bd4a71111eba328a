import Foundation

/// Holds whether the user has unlocked the app in this session.
final class SessionStore {
    static let shared = SessionStore()

    private(set) var isAuthenticated = false

    func unlock() {
        isAuthenticated = true
    }

    func lock() {
        isAuthenticated = false
    }
}
