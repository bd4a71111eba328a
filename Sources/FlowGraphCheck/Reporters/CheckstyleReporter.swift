/// Checkstyle XML (`<checkstyle><file name><error line column severity message source/>`), read
/// by Jenkins, GitLab, reviewdog and others. Text is XML-escaped; characters XML 1.0 cannot carry
/// become U+FFFD.
public struct CheckstyleReporter: ViolationReporting {
    public init() {}

    public func report(_ report: CheckReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        var files: [String] = []
        var byFile: [String: [Violation]] = [:]
        for violation in report.violations {
            if byFile[violation.file] == nil { files.append(violation.file) }
            byFile[violation.file, default: []].append(violation)
        }
        for file in files {
            out += "  <file name=\"\(Self.escape(file))\">\n"
            for violation in byFile[file] ?? [] {
                let severity = violation.severity == .note ? "info" : violation.severity.rawValue
                out += "    <error line=\"\(violation.line)\" column=\"1\" severity=\"\(severity)\" "
                    + "message=\"\(Self.escape(violation.message))\" source=\"flowgraph.\(Self.escape(violation.rule))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// Escapes text for an XML attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
