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

    /// A progress callback drawing `Reading 1234/5000 files…` over itself on stderr, redrawn at
    /// most once per percent. Use only when ``stderrIsTerminal``.
    static func progressLine(verb: String, noun: String) -> @Sendable (Int, Int) -> Void {
        { done, total in
            let step = max(1, total / 100)
            guard done % step == 0 || done == total else { return }
            FileHandle.standardError.write(Data("\r\(verb) \(done)/\(total) \(noun)…".utf8))
        }
    }

    /// Erases the progress line.
    static func clearProgressLine() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// Whether stderr is a terminal, so a progress line may be drawn.
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
