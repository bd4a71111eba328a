import Foundation

/// A command's refusal to proceed, reported as one message and exit status 2.
struct CommandFailure: LocalizedError {
    var message: String
    init(_ message: String) { self.message = message }
    var errorDescription: String? { message }
}
