import OSLog

protocol LogReporter {}

extension LogReporter {
    var logger: Logger {
        Logger(subsystem: "com.example.checkout", category: String(describing: Self.self))
    }
}

/// Buffers analytics events until the merchant's session token is known.
final class AnalyticsBuffer {
    private(set) var pending: [String] = []

    func record(_ event: String) {
        pending.append(event)
    }

    func flush() -> [String] {
        defer { pending.removeAll() }
        return pending
    }
}
