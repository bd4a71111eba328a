import FlowGraph
import Foundation

/// Known violations to tolerate: `check --write-baseline FILE` records them, `--baseline FILE`
/// reports only the others.
///
/// Entries match on ``Violation/fingerprint`` (rule and nodes, or rule, file and message for
/// findings about no node), never on line numbers, and paths are relative to the analysed root,
/// so a baseline stays valid when code moves and on every machine. Matching counts duplicates:
/// a baseline with one entry tolerates one violation with that fingerprint.
public struct Baseline: Equatable, Sendable {
    /// The file format's version.
    public static let version = 1

    public var violations: [Violation]

    public init(violations: [Violation]) {
        self.violations = violations.sorted { ($0.fingerprint, $0.line) < ($1.fingerprint, $1.line) }
    }

    /// The violations the baseline does not cover, in their order, and how many it covered.
    public func filter(_ current: [Violation]) -> (new: [Violation], baselined: Int) {
        var remaining: [String: Int] = [:]
        for violation in violations { remaining[violation.fingerprint, default: 0] += 1 }
        var new: [Violation] = []
        var baselined = 0
        for violation in current {
            if let count = remaining[violation.fingerprint], count > 0 {
                remaining[violation.fingerprint] = count - 1
                baselined += 1
            } else {
                new.append(violation)
            }
        }
        return (new, baselined)
    }

    /// The baseline file: JSON with the rule, nodes, file and message of every violation.
    public func jsonString() -> String {
        JSONWriter(expandedDepth: 2).string(.object([
            ("version", .int(Self.version)),
            ("violations", .array(violations.map { violation in
                .object([
                    ("rule", .string(violation.rule)),
                    ("nodes", .array(violation.nodes.map(JSONValue.string))),
                    ("file", .string(violation.file)),
                    ("message", .string(violation.message)),
                ])
            })),
        ]))
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``FlowGraph/FlowGraphError`` naming the file and the bad member.
    public static func read(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FlowGraphError.unreadableFile(path: path, reason: "no such file; write one with 'flowgraph check --write-baseline \(path)'")
        }
        func invalid(_ location: String, _ message: String) -> FlowGraphError {
            .invalidGraph(path: path, location: location, message: message)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw invalid("top level", "not a baseline; expected a JSON object written by 'flowgraph check --write-baseline'")
        }
        guard object["version"] as? Int == version else {
            throw invalid("version", "unsupported baseline version; expected \(version)")
        }
        guard let entries = object["violations"] as? [[String: Any]] else {
            throw invalid("violations", "expected an array of objects")
        }
        return Baseline(violations: try entries.enumerated().map { i, entry in
            guard let rule = entry["rule"] as? String, let nodes = entry["nodes"] as? [String],
                  let file = entry["file"] as? String, let message = entry["message"] as? String
            else { throw invalid("violations[\(i)]", "expected string members 'rule', 'file', 'message' and a string array 'nodes'") }
            return Violation(rule: rule, severity: .warning, message: message, file: file, nodes: nodes)
        })
    }
}
