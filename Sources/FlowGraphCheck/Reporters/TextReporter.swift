/// Xcode's diagnostic format, `path:line:col: severity: message (rule)`, which Xcode, reviewdog
/// and most editors turn into annotations. Violations without a location lose the prefix.
public struct TextReporter: ViolationReporting {
    public init() {}

    public func report(_ report: CheckReport) -> String {
        report.violations.map { violation in
            var location = ""
            if !violation.file.isEmpty {
                location = violation.line > 0 ? "\(violation.file.singleLine):\(violation.line):1: " : "\(violation.file.singleLine): "
            }
            return "\(location)\(violation.severity.rawValue): \(violation.message.singleLine) (\(violation.rule))\n"
        }.joined()
    }
}
