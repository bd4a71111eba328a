import Foundation

/// GitHub Actions workflow commands: `::warning file=path,line=12,title=rule::message`, which
/// the Actions runner turns into annotations on the pull request.
///
/// Escaped as the runner expects (actions/toolkit `packages/core/src/command.ts`): in the
/// message `%`, CR and LF become `%25`, `%0D`, `%0A`; in property values also `:` and `,`
/// (`%3A`, `%2C`). Notes are written as `::notice`.
public struct GitHubReporter: ViolationReporting {
    public init() {}

    public func report(_ report: CheckReport) -> String {
        report.violations.map { violation in
            let command = violation.severity == .note ? "notice" : violation.severity.rawValue
            var properties: [String] = []
            if !violation.file.isEmpty {
                properties.append("file=" + Self.escapeProperty(violation.file))
                if violation.line > 0 { properties.append("line=\(violation.line)") }
            }
            properties.append("title=" + Self.escapeProperty("flowgraph " + violation.rule))
            return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(violation.message))\n"
        }.joined()
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
