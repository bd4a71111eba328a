import FlowGraph

/// Machine-readable violations:
/// `{"violations": [{"rule", "severity", "message", "file", "line", "nodes"}], "counts": {…}}`.
public struct JSONReporter: ViolationReporting {
    public init() {}

    public func report(_ report: CheckReport) -> String {
        JSONWriter(expandedDepth: 2).string(.object([
            ("violations", .array(report.violations.map { violation in
                .object([
                    ("rule", .string(violation.rule)),
                    ("severity", .string(violation.severity.rawValue)),
                    ("message", .string(violation.message)),
                    ("file", .string(violation.file)),
                    ("line", .int(violation.line)),
                    ("nodes", .array(violation.nodes.map(JSONValue.string))),
                ])
            })),
            ("counts", .object([
                ("error", .int(report.count(.error))),
                ("warning", .int(report.count(.warning))),
                ("note", .int(report.count(.note))),
                ("baselined", .int(report.baselined)),
                ("suppressed", .int(report.suppressed)),
            ])),
        ]))
    }
}
