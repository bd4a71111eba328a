import Yams

/// A parsed JSON or YAML document in which every value knows where it was written, so that a
/// bad graph file gets an error naming its line and column as well as its JSON path.
struct DocumentNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case integer(Int)
        /// A number that is not an integer, kept as written.
        case number(String)
        case string(String)
        case array([DocumentNode])
        case object([(key: String, value: DocumentNode)])
    }

    var value: Value
    /// 1-based line and column of the value's first character.
    var line: Int
    var column: Int

    /// `line L, column C`, the form every graph-file error uses.
    var position: String { "line \(line), column \(column)" }

    /// What the value is, for "expected …, found …" messages.
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Why a composed YAML document cannot be a graph file, at a position.
struct YAMLShapeError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}

extension DocumentNode {
    /// Converts a composed YAML node, keeping its marks. Scalars take the type YAML's core schema
    /// resolves for them (`12` is an integer, `true` a boolean, `~` null, `"12"` a string).
    ///
    /// An alias (`*name`) stands for the whole value anchored `&name`, so a few hundred bytes of
    /// them can stand for 10^9 values ("billion laughs"). A document without aliases has fewer
    /// values than bytes; one that expands past ``maximumValues(forBytes:)`` is refused. Nesting is
    /// limited to ``JSONDocumentParser/maximumDepth``, as in JSON.
    /// - Complexity: O(n) in the file's size: at most ``maximumValues(forBytes:)`` values are made.
    init(yaml node: Yams.Node, budget: inout Int, depth: Int = 0) throws(YAMLShapeError) {
        let mark = node.mark
        line = mark?.line ?? 1
        column = mark?.column ?? 1
        budget -= 1
        guard budget >= 0 else {
            throw YAMLShapeError(
                line: line, column: column,
                message: "the YAML aliases ('*name') expand to more values than a graph file of this size can hold; write the values out instead of aliasing them")
        }
        guard depth < JSONDocumentParser.maximumDepth else {
            throw YAMLShapeError(line: line, column: column, message: "nesting deeper than \(JSONDocumentParser.maximumDepth) levels")
        }
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain || scalar.style == .any, let int = node.int {
                value = .integer(int)
            } else if scalar.style == .plain, let bool = node.bool {
                value = .bool(bool)
            } else if scalar.style == .plain, node.null != nil {
                value = .null
            } else {
                value = .string(scalar.string)
            }
        case let .mapping(mapping):
            var members: [(key: String, value: DocumentNode)] = []
            for (key, member) in mapping {
                members.append((key: key.string ?? "", value: try DocumentNode(yaml: member, budget: &budget, depth: depth + 1)))
            }
            value = .object(members)
        case let .sequence(sequence):
            var elements: [DocumentNode] = []
            for element in sequence { elements.append(try DocumentNode(yaml: element, budget: &budget, depth: depth + 1)) }
            value = .array(elements)
        case .alias:
            value = .null
        }
    }

    /// How many values a YAML document of `bytes` bytes may expand to: twice as many as it has
    /// bytes, more than any document without aliases holds.
    static func maximumValues(forBytes bytes: Int) -> Int { 2 * bytes + 16 }
}

/// A syntax error in a JSON document, at a position.
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// A small, fast JSON parser that records positions (RFC 8259).
///
/// Foundation's parsers give neither line/column for every value nor the speed a 400,000-edge
/// graph needs (they decode twice through `Any`); this one makes one pass over the bytes.
/// - Complexity: O(n) in the document's size; nesting is limited to ``maximumDepth`` so hostile
///   input cannot exhaust the stack.
struct JSONDocumentParser {
    static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses a whole document: one value, surrounded by whitespace only.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> DocumentNode {
        var parser = JSONDocumentParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the end of the document") }
        return node
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> DocumentNode {
        guard index < bytes.count else { throw error("unexpected end of the document; expected a value") }
        let (startLine, startColumn) = (line, column)
        func node(_ value: DocumentNode.Value) -> DocumentNode {
            DocumentNode(value: value, line: startLine, column: startColumn)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            index += 1
            var members: [(key: String, value: DocumentNode)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return node(.object(members))
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
                let key = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
                index += 1
                skipWhitespace()
                members.append((key, try parseValue(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the document; expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return node(.object(members)) }
                throw error("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            index += 1
            var elements: [DocumentNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return node(.array(elements))
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the document; expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return node(.array(elements)) }
                throw error("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return node(.string(try parseString()))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(try parseNumber())
        default:
            throw error("unexpected character; expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let expected = Array(literal.utf8)
        guard index + expected.count <= bytes.count,
              expected.indices.allSatisfy({ bytes[index + $0] == expected[$0] }) else {
            throw error("unexpected character; expected a value")
        }
        index += expected.count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> DocumentNode.Value {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        try skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        return .number(text)
    }

    private mutating func skipDigits() throws(JSONSyntaxError) {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        guard index > start else { throw error("expected a digit in the number") }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            index += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    scalars.append(contentsOf: Array(String(scalar).utf8))
                default:
                    index -= 1
                    throw error("unknown escape in a string")
                }
            default:
                if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
                scalars.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
