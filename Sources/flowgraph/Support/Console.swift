import Foundation

/// Where the command writes: results to stdout, messages and progress to stderr.
enum Console {
    /// Writes `text` to stdout as is.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `error: message` to stderr.
    static func error(_ message: String) {
        let body = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        let prefixed = "error: " + body
        FileHandle.standardError.write(Data((prefixed + "\n").utf8))
    }

    /// Writes a warning line to stderr.
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }

    /// Whether stderr is a terminal, so a progress line may be drawn.
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
