/// The formats of the query commands (`path`, `analyze`, `deeplinks`).
public enum QueryOutputFormat: String, Sendable, CaseIterable {
    /// Aligned text for people, with `file:line` locations.
    case text
    /// The machine-readable shapes of SPEC §4, written by ``JSONWriter``.
    case json

    /// `report` in this format.
    public func render(_ report: some QueryReport) -> String {
        switch self {
        case .text: report.text()
        case .json: JSONWriter().string(report.jsonValue())
        }
    }
}

/// The answer of a query command, renderable as text or JSON.
public protocol QueryReport {
    /// The report for people, ending with a newline.
    func text() -> String
    /// The report as a JSON document.
    func jsonValue() -> JSONValue
}

/// Columns of text padded to their widest cell; the last column is not padded.
struct TextTable {
    private var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells) }

    func lines(indent: String = "  ") -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (i, cell) in row.enumerated() {
                if widths.count <= i { widths.append(0) }
                widths[i] = max(widths[i], cell.count)
            }
        }
        return rows.map { row in
            var line = indent
            for (i, cell) in row.enumerated() {
                line += i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] + 2 - cell.count)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

extension String {
    /// The string with control characters written as `\u{…}`, so text from an analysed app cannot
    /// move the cursor, clear the screen or forge lines in a terminal report.
    var terminalSafe: String {
        guard unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            return self
        }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// `file:line`, or `-` when extraction gave no location.
func location(_ file: String, _ line: Int) -> String {
    file.isEmpty ? "-" : "\(file.terminalSafe):\(line)"
}
