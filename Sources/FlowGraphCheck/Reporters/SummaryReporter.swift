import Foundation

/// Counts per rule, aligned for people, with totals and what baselines and comments silenced.
public struct SummaryReporter: ViolationReporting {
    public init() {}

    public func report(_ report: CheckReport) -> String {
        var counts: [String: (severity: String, count: Int)] = [:]
        for violation in report.violations {
            counts[violation.rule, default: (violation.severity.rawValue, 0)].count += 1
        }
        let rows = counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value.severity, String($0.value.count)) }
        let header = ("rule", "severity", "count")
        let ruleWidth = ([header.0] + rows.map(\.0)).map(\.count).max() ?? 0
        let severityWidth = ([header.1] + rows.map(\.1)).map(\.count).max() ?? 0
        func line(_ row: (String, String, String)) -> String {
            row.0.padding(toLength: ruleWidth, withPad: " ", startingAt: 0) + "  "
                + row.1.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  " + row.2 + "\n"
        }
        var out = rows.isEmpty ? "" : line(header) + rows.map(line).joined()
        let total = report.violations.count
        out += "\(total) violation\(total == 1 ? "" : "s"): \(report.count(.error)) error\(report.count(.error) == 1 ? "" : "s"), "
            + "\(report.count(.warning)) warning\(report.count(.warning) == 1 ? "" : "s"), \(report.count(.note)) note\(report.count(.note) == 1 ? "" : "s")"
        if report.baselined > 0 || report.suppressed > 0 {
            out += " (\(report.baselined) baselined, \(report.suppressed) suppressed)"
        }
        return out + "\n"
    }
}
