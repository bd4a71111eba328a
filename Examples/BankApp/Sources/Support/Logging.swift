import OSLog

extension Logger {
    static let navigation = Logger(subsystem: "com.example.bankapp", category: "navigation")
    static let network = Logger(subsystem: "com.example.bankapp", category: "network")
}
