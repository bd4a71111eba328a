/// A JSON document with object keys in the order they were inserted.
///
/// FlowGraph's machine-readable outputs promise a key order (SPEC §4), which `JSONEncoder`
/// cannot give; every JSON FlowGraph writes goes through this type and ``JSONWriter``.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(b): hasher.combine(b)
        case let .int(i): hasher.combine(i)
        case let .string(s): hasher.combine(s)
        case let .array(a): hasher.combine(a)
        case let .object(o):
            for (key, value) in o {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// Serialises ``JSONValue`` deterministically.
///
/// Objects nested deeper than `expandedDepth` are written on one line, so a graph file has one
/// line per node or edge: readable, and friendly to `git diff`.
/// - Complexity: O(n) in the output size; bytes are appended to one buffer.
public struct JSONWriter: Sendable {
    /// Nesting levels written one element per line; deeper values are written compactly.
    public var expandedDepth: Int

    public init(expandedDepth: Int = 2) {
        self.expandedDepth = expandedDepth
    }

    /// The UTF-8 text of `value`, ending in a newline.
    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The UTF-8 bytes of `value`, ending in a newline.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, depth: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private func write(_ value: JSONValue, depth: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case let .bool(b): out += (b ? "true" : "false").utf8
        case let .int(i): out += String(i).utf8
        case let .string(s): Self.writeString(s, into: &out)
        case let .array(items):
            writeContainer(open: "[", close: "]", count: items.count, depth: depth, into: &out) { i, out in
                write(items[i], depth: depth + 1, into: &out)
            }
        case let .object(members):
            writeContainer(open: "{", close: "}", count: members.count, depth: depth, into: &out) { i, out in
                Self.writeString(members[i].0, into: &out)
                out += ": ".utf8
                write(members[i].1, depth: depth + 1, into: &out)
            }
        }
    }

    private func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, depth: Int, into out: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        out.append(UInt8(ascii: open))
        guard count > 0 else { return out.append(UInt8(ascii: close)) }
        let expanded = depth < expandedDepth
        for i in 0..<count {
            if i > 0 { out += (expanded ? "," : ", ").utf8 }
            if expanded { newline(indent: depth + 1, into: &out) }
            element(i, &out)
        }
        if expanded { newline(indent: depth, into: &out) }
        out.append(UInt8(ascii: close))
    }

    private func newline(indent: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out += repeatElement(UInt8(ascii: " "), count: 2 * indent)
    }

    /// Writes `s` as a JSON string: quotes, backslashes and control characters escaped (and
    /// U+2028/U+2029, which break JavaScript), everything else kept as UTF-8.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += #"\""#.utf8
            case "\\": out += #"\\"#.utf8
            case "\n": out += #"\n"#.utf8
            case "\r": out += #"\r"#.utf8
            case "\t": out += #"\t"#.utf8
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            case _ where scalar.isASCII: out.append(UInt8(scalar.value))
            default: out += String(scalar).utf8
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
