import Foundation

/// Inline suppression comments in the analysed sources:
///
/// - `// flowgraph:disable:next <rule>…` silences the rules on the next line;
/// - `// flowgraph:disable:this <rule>…` on the comment's own line;
/// - `// flowgraph:disable <rule>…` until `// flowgraph:enable <rule>…` (or the end of the file).
///
/// `all` stands for every rule. A violation is suppressed when a comment covers its line in its
/// own file, so a finding about a screen is silenced where the screen (or the edge) is written.
public final class Suppressions {
    private let root: URL
    private var cache: [String: [Region]] = [:]

    /// Lines `lines` of a file where `rule` is disabled.
    struct Region: Equatable {
        var rule: String
        var lines: ClosedRange<Int>
    }

    /// Suppressions in the files under `root` (violation paths are relative to it).
    public init(root: String) {
        self.root = URL(fileURLWithPath: root)
    }

    /// Whether a comment silences `violation`.
    public func isSuppressed(_ violation: Violation) -> Bool {
        guard !violation.file.isEmpty, violation.line > 0 else { return false }
        return regions(in: violation.file).contains {
            ($0.rule == violation.rule || $0.rule == "all") && $0.lines.contains(violation.line)
        }
    }

    /// The violations no comment silences.
    public func filter(_ violations: [Violation]) -> [Violation] {
        violations.filter { !isSuppressed($0) }
    }

    private func regions(in file: String) -> [Region] {
        if let cached = cache[file] { return cached }
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let regions = Self.regions(inSource: text)
        cache[file] = regions
        return regions
    }

    /// The disabled regions a source text declares.
    ///
    /// - Complexity: O(n) in the text's length.
    static func regions(inSource text: String) -> [Region] {
        var regions: [Region] = []
        var open: [String: Int] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            guard let (command, rules) = command(in: line) else { continue }
            for rule in rules {
                switch command {
                case "disable:next": regions.append(Region(rule: rule, lines: (number + 1)...(number + 1)))
                case "disable:this": regions.append(Region(rule: rule, lines: number...number))
                case "disable": open[rule] = open[rule] ?? number
                default:
                    if let start = open.removeValue(forKey: rule) { regions.append(Region(rule: rule, lines: start...number)) }
                }
            }
        }
        for (rule, start) in open.sorted(by: { $0.key < $1.key }) {
            regions.append(Region(rule: rule, lines: start...max(start, lines.count)))
        }
        return regions
    }

    /// `("disable:next", ["max-depth"])` for a line with `// flowgraph:disable:next max-depth`.
    private static func command(in line: Substring) -> (String, [String])? {
        guard let comment = line.range(of: "//"),
              let marker = line.range(of: "flowgraph:", range: comment.upperBound..<line.endIndex)
        else { return nil }
        let words = line[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first, ["disable", "disable:next", "disable:this", "enable"].contains(command) else { return nil }
        let rules = words.dropFirst().prefix { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
        return rules.isEmpty ? nil : (command, Array(rules))
    }
}
