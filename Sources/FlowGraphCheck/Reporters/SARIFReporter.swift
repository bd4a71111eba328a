import FlowGraph
import Foundation

/// SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html): one
/// run whose driver lists every rule that ran (id, descriptions, default level), one result
/// per violation with a physical location relative to `%SRCROOT%` and a line-independent
/// partial fingerprint, so code-scanning services track a violation across edits.
public struct SARIFReporter: ViolationReporting {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public init() {}

    public func report(_ report: CheckReport) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let rules: [JSONValue] = report.rules.map { rule in
            .object([
                ("id", .string(rule.identifier)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
            ])
        }
        let results: [JSONValue] = report.violations.map { violation in
            var members: [(String, JSONValue)] = [("ruleId", .string(violation.rule))]
            if let index = ruleIndex[violation.rule] { members.append(("ruleIndex", .int(index))) }
            members += [
                ("level", .string(Self.level(violation.severity))),
                ("message", .object([("text", .string(violation.message))])),
                ("locations", .array(Self.locations(violation))),
                ("partialFingerprints", .object([("flowgraphFingerprint/v1", .string(Self.hash(violation.fingerprint)))])),
            ]
            if !violation.nodes.isEmpty {
                members.append(("properties", .object([("nodes", .array(violation.nodes.map(JSONValue.string)))])))
            }
            return .object(members)
        }
        return JSONWriter(expandedDepth: 6).string(.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([
                        ("driver", .object([
                            ("name", .string("FlowGraph")),
                            ("version", .string(report.toolVersion)),
                            ("rules", .array(rules)),
                        ])),
                    ])),
                    ("results", .array(results)),
                ]),
            ])),
        ]))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }

    private static func locations(_ violation: Violation) -> [JSONValue] {
        guard !violation.file.isEmpty else { return [] }
        let uri = violation.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? violation.file
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%"))])),
        ]
        if violation.line > 0 {
            physical.append(("region", .object([("startLine", .int(violation.line))])))
        }
        return [.object([("physicalLocation", .object(physical))])]
    }

    /// A stable 64-bit FNV-1a hash of the fingerprint, in hex (Fowler, Noll, Vo).
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
