#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a graph JSON document straight into the model, with no document tree in between: the
/// fast path of ``GraphReader/decodeJSON(_:path:)`` (issue 18: a 400,000-edge graph in about the
/// time of Python's `json.load`).
///
/// It is not a second definition of the format. It accepts a subset of what ``JSONDocumentParser``,
/// ``GraphDocumentReader`` and ``GraphValidation`` accept together, returns the graph they return,
/// and declines (`nil`) at the first thing it does not handle: a syntax or schema error, a reference
/// to an undeclared node, a number that is not a plain integer, a repeated section, deep nesting.
/// The reader then runs the full path, which reports the error with its line, column and JSON path,
/// so errors stay exactly what they were; only valid graphs get faster.
///
/// Equal strings are made once and shared (interned by their bytes): a large graph repeats its ids,
/// files and triggers, so this saves most allocations, and shared storage makes the id comparisons of
/// normalisation and indexing pointer comparisons. References are checked on the interned numbers;
/// a document with any non-ASCII string (where `String` equality is not byte equality) is checked
/// by ``GraphValidation`` itself.
///
/// - Complexity: O(n) in the document's size (expected, with hashing).
struct DirectGraphJSONReader {
    /// Thrown inside the reader for anything it leaves to the full path.
    struct Declined: Error {}

    /// The graph, or `nil` when the full path must decide (and report the error, if any).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> NavigationGraph? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        var reader = DirectGraphJSONReader(bytes: bytes, base: base)
        return try? reader.document()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var strings: StringInterner
    /// Per ``Recent`` member, the last value's bytes in the document and its id.
    private var recent = [(range: Range<Int>, id: Int32)](repeating: (0..<0, -1), count: Recent.allCases.count)
    /// Decoded bytes of the last string that had escapes.
    private var scratch: [UInt8] = []
    /// Whether any string had a byte ≥ 0x80 (raw or from an escape).
    private var sawNonASCII = false

    private var features: [Feature] = []
    private var nodes: [Node] = []
    private var edges: [Edge] = []
    private var deepLinks: [DeepLink] = []
    private var diagnostics: [Diagnostic] = []
    /// Interned ids: features' ids and roots, nodes' ids and features (-1: none), and every node
    /// reference of edges and deep links, for the validation.
    private var featureIDs: [Int32] = []
    private var featureRoots: [Int32] = []
    private var nodeIDs: [Int32] = []
    private var nodeFeatures: [Int32] = []
    private var nodeReferences: [Int32] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>) {
        self.bytes = bytes
        strings = StringInterner()
    }

    // MARK: Document

    private mutating func document() throws(Declined) -> NavigationGraph {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        var version: Int?
        // A repeated member means its last value to the full path; that is left to it.
        var seen = (version: false, features: false, nodes: false, edges: false, deepLinks: false, diagnostics: false)
        func first(_ flag: inout Bool) throws(Declined) {
            guard !flag else { throw Declined() }
            flag = true
        }
        try members { (r: inout Self, key: Range<Int>) throws(Declined) in
            if r.is(key, "schemaVersion") {
                try first(&seen.version)
                version = try r.integer()
            } else if r.is(key, "features") {
                try first(&seen.features)
                try r.elements { (r: inout Self) throws(Declined) in try r.feature() }
            } else if r.is(key, "nodes") {
                try first(&seen.nodes)
                try r.elements { (r: inout Self) throws(Declined) in try r.node() }
            } else if r.is(key, "edges") {
                try first(&seen.edges)
                try r.elements { (r: inout Self) throws(Declined) in try r.edge() }
            } else if r.is(key, "deepLinks") {
                try first(&seen.deepLinks)
                try r.elements { (r: inout Self) throws(Declined) in try r.deepLink() }
            } else if r.is(key, "diagnostics") {
                try first(&seen.diagnostics)
                try r.elements { (r: inout Self) throws(Declined) in try r.diagnostic() }
            } else if r.is(key, "highlightedPath") {
                try r.skipValue(depth: 1)
            } else {
                throw Declined()
            }
        }
        skipWhitespace()
        guard index == bytes.count, version == NavigationGraph.schemaVersion else { throw Declined() }
        let graph = NavigationGraph(features: features, nodes: nodes, edges: edges, deepLinks: deepLinks, diagnostics: diagnostics)
        if sawNonASCII {
            guard GraphValidation.firstProblem(in: graph) == nil else { throw Declined() }
        } else {
            guard referencesAreValid() else { throw Declined() }
        }
        return graph
    }

    /// ``GraphValidation``'s checks on interned ids, for documents whose strings are all ASCII
    /// (byte equality is `String` equality): unique feature and node ids, and every reference declared.
    private func referencesAreValid() -> Bool {
        var isFeature = [Bool](repeating: false, count: strings.count)
        var isNode = [Bool](repeating: false, count: strings.count)
        for id in featureIDs {
            if isFeature[Int(id)] { return false }
            isFeature[Int(id)] = true
        }
        for (id, feature) in zip(nodeIDs, nodeFeatures) {
            if isNode[Int(id)] { return false }
            isNode[Int(id)] = true
            if feature >= 0, !isFeature[Int(feature)] { return false }
        }
        return featureRoots.allSatisfy { isNode[Int($0)] } && nodeReferences.allSatisfy { isNode[Int($0)] }
    }

    // MARK: Elements

    private mutating func feature() throws(Declined) {
        var id: Int32?, kind: FeatureKind?, root: Int32?, file = "", line = 0
        try members { (r: inout Self, key: Range<Int>) throws(Declined) in
            if r.is(key, "id") {
                id = try r.string()
            } else if r.is(key, "kind") {
                kind = try r.choice(Self.featureKinds)
            } else if r.is(key, "root") {
                root = try r.string()
            } else if r.is(key, "file") {
                file = try r.stringValue(.featureFile)
            } else if r.is(key, "line") {
                line = try r.integer()
            } else {
                throw Declined()
            }
        }
        guard let id, let kind, let root else { throw Declined() }
        featureIDs.append(id)
        featureRoots.append(root)
        features.append(Feature(id: strings[id], kind: kind, root: strings[root], file: file, line: line))
    }

    private mutating func node() throws(Declined) {
        var id: Int32?, feature: Int32?, kind = NodeKind.screen, parameters: [String] = [], file = "", line = 0
        try members { (r: inout Self, key: Range<Int>) throws(Declined) in
            if r.is(key, "id") {
                id = try r.string()
            } else if r.is(key, "feature") {
                feature = try r.string(.nodeFeature)
            } else if r.is(key, "kind") {
                kind = try r.choice(Self.nodeKinds)
            } else if r.is(key, "parameters") {
                parameters = try r.stringArray(references: false)
            } else if r.is(key, "file") {
                file = try r.stringValue(.nodeFile)
            } else if r.is(key, "line") {
                line = try r.integer()
            } else {
                throw Declined()
            }
        }
        guard let id else { throw Declined() }
        let featureName = feature.map { strings[$0] } ?? ""
        nodeIDs.append(id)
        nodeFeatures.append(featureName.isEmpty ? -1 : feature!)
        nodes.append(Node(id: strings[id], feature: featureName, kind: kind, parameters: parameters, file: file, line: line))
    }

    private mutating func edge() throws(Declined) {
        var from: Int32?, to: Int32?, kind: EdgeKind?, trigger = "", file = "", line = 0
        try members { (r: inout Self, key: Range<Int>) throws(Declined) in
            if r.is(key, "from") {
                from = try r.string(.edgeFrom)
            } else if r.is(key, "to") {
                to = try r.string()
            } else if r.is(key, "kind") {
                kind = try r.choice(Self.edgeKinds)
            } else if r.is(key, "trigger") {
                trigger = try r.stringValue()
            } else if r.is(key, "file") {
                file = try r.stringValue(.edgeFile)
            } else if r.is(key, "line") {
                line = try r.integer()
            } else {
                throw Declined()
            }
        }
        guard let from, let to, let kind else { throw Declined() }
        nodeReferences.append(from)
        nodeReferences.append(to)
        edges.append(Edge(from: strings[from], to: strings[to], kind: kind, trigger: trigger, file: file, line: line))
    }

    private mutating func deepLink() throws(Declined) {
        var pattern: String?, target: Int32?, handlerStack: [String] = [], file = "", line = 0
        var stackReferences: [Int32] = []
        try members { (r: inout Self, key: Range<Int>) throws(Declined) in
            if r.is(key, "pattern") {
                pattern = try r.stringValue()
            } else if r.is(key, "target") {
                target = try r.string()
            } else if r.is(key, "handlerStack") {
                let start = r.nodeReferences.count
                handlerStack = try r.stringArray(references: true)
                // Only the last value of a repeated member counts.
                stackReferences = Array(r.nodeReferences[start...])
                r.nodeReferences.removeSubrange(start...)
            } else if r.is(key, "file") {
                file = try r.stringValue()
            } else if r.is(key, "line") {
                line = try r.integer()
            } else {
                throw Declined()
            }
        }
        guard let pattern, let target else { throw Declined() }
        nodeReferences.append(target)
        nodeReferences += stackReferences
        deepLinks.append(DeepLink(pattern: pattern, target: strings[target], handlerStack: handlerStack, file: file, line: line))
    }

    private mutating func diagnostic() throws(Declined) {
        var severity: Severity?, code: String?, message: String?, file = "", line = 0
        try members { (r: inout Self, key: Range<Int>) throws(Declined) in
            if r.is(key, "severity") {
                severity = try r.choice(Self.severities)
            } else if r.is(key, "code") {
                code = try r.stringValue()
            } else if r.is(key, "message") {
                message = try r.stringValue()
            } else if r.is(key, "file") {
                file = try r.stringValue()
            } else if r.is(key, "line") {
                line = try r.integer()
            } else {
                throw Declined()
            }
        }
        guard let severity, let code, let message else { throw Declined() }
        diagnostics.append(Diagnostic(severity: severity, code: code, message: message, file: file, line: line))
    }

    // MARK: Structure

    /// Reads `{ "key": value, … }`; `member` reads each value, the reader standing on it.
    private mutating func members(_ member: (inout Self, Range<Int>) throws(Declined) -> Void) throws(Declined) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Declined() }
            guard let key = try scanString() else { throw Declined() }
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            guard index < bytes.count else { throw Declined() }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "}") { return }
            throw Declined()
        }
    }

    /// Reads an array whose elements are objects, each read by `element`.
    private mutating func elements(_ element: (inout Self) throws(Declined) -> Void) throws(Declined) {
        try array { (r: inout Self) throws(Declined) in
            guard r.index < r.bytes.count, r.bytes[r.index] == UInt8(ascii: "{") else { throw Declined() }
            try element(&r)
        }
    }

    private mutating func array(_ element: (inout Self) throws(Declined) -> Void) throws(Declined) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard index < bytes.count else { throw Declined() }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "]") { return }
            throw Declined()
        }
    }

    /// Skips any value (the ignored `highlightedPath`), checking its syntax as strictly as the full parser.
    private mutating func skipValue(depth: Int) throws(Declined) {
        guard index < bytes.count, depth < 64 else { throw Declined() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try members { (r: inout Self, _: Range<Int>) throws(Declined) in try r.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            try array { (r: inout Self) throws(Declined) in try r.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default:
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                try digits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                try digits()
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Declined) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0 else { throw Declined() }
        index += count
    }

    private mutating func digits() throws(Declined) {
        let start = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        guard index > start else { throw Declined() }
    }

    // MARK: Values

    /// Whether the member name at `key` is `name`.
    private func `is`(_ key: Range<Int>, _ name: StaticString) -> Bool {
        name.utf8CodeUnitCount == key.count && memcmp(bytes.baseAddress! + key.lowerBound, name.utf8Start, key.count) == 0
    }

    /// A string value, interned. `recent` is the caller's last value (bytes and id): in a written
    /// graph the same source, file or feature often repeats from one element to the next, and
    /// comparing with the bytes just read is cheaper than a lookup.
    private mutating func string(_ recent: Recent? = nil) throws(Declined) -> Int32 {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Declined() }
        guard let range = try scanString() else {
            let decoded = scratch
            return decoded.withUnsafeBufferPointer { strings.intern($0) }
        }
        let key = UnsafeBufferPointer(rebasing: bytes[range])
        if let recent {
            let last = self.recent[recent.rawValue]
            if last.range.count == range.count, last.id >= 0,
               memcmp(bytes.baseAddress! + last.range.lowerBound, key.baseAddress!, range.count) == 0 {
                return last.id
            }
            let id = strings.intern(key)
            self.recent[recent.rawValue] = (range, id)
            return id
        }
        return strings.intern(key)
    }

    /// The members whose values often repeat from one element to the next.
    private enum Recent: Int, CaseIterable {
        case edgeFrom, edgeFile, nodeFeature, nodeFile, featureFile
    }

    /// A string value.
    private mutating func stringValue(_ recent: Recent? = nil) throws(Declined) -> String {
        let id = try string(recent)
        return strings[id]
    }

    /// An array of strings; with `references`, their interned ids are added to ``nodeReferences``.
    private mutating func stringArray(references: Bool) throws(Declined) -> [String] {
        var result: [String] = []
        try array { (r: inout Self) throws(Declined) in
            let id = try r.string()
            if references { r.nodeReferences.append(id) }
            result.append(r.strings[id])
        }
        return result
    }

    /// A kind named by its raw value (one of `names`), written without escapes.
    private mutating func choice<E>(_ names: [(bytes: [UInt8], value: E)]) throws(Declined) -> E {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let range = try scanString() else { throw Declined() }
        let start = bytes.baseAddress! + range.lowerBound
        for name in names where name.bytes.count == range.count {
            if name.bytes.withUnsafeBufferPointer({ memcmp(start, $0.baseAddress!, range.count) }) == 0 { return name.value }
        }
        throw Declined()
    }

    private static func names<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> [(bytes: [UInt8], value: E)] where E.RawValue == String {
        E.allCases.map { (Array($0.rawValue.utf8), $0) }
    }

    private static let featureKinds = names(FeatureKind.self)
    private static let nodeKinds = names(NodeKind.self)
    private static let edgeKinds = names(EdgeKind.self)
    private static let severities = names(Severity.self)

    /// A plain integer (no fraction, no exponent, at most 18 digits: always an `Int`).
    private mutating func integer() throws(Declined) -> Int {
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let start = position
        var value = 0
        while position < bytes.count {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ Int(digit)
            position += 1
        }
        guard position > start, position - start <= 18 else { throw Declined() }
        if position < bytes.count {
            let next = bytes[position]
            guard next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else { throw Declined() }
        }
        index = position
        return negative ? -value : value
    }

    /// Scans the string starting at the opening quote. Returns its bytes' range when it has no
    /// escapes; otherwise decodes it into ``scratch`` exactly as ``JSONDocumentParser`` does and
    /// returns `nil`.
    private mutating func scanString() throws(Declined) -> Range<Int>? {
        index += 1
        let start = index
        var high: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if high >= 0x80 { sawNonASCII = true }
                defer { index += 1 }
                return start..<index
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw Declined() }
            high |= byte
            index += 1
        }
        guard index < bytes.count else { throw Declined() }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                if scratch.contains(where: { $0 >= 0x80 }) { sawNonASCII = true }
                return nil
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw Declined() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    scratch.append(contentsOf: String(scalar).utf8)
                default:
                    throw Declined()
                }
            default:
                guard byte >= 0x20 else { throw Declined() }
                scratch.append(byte)
                index += 1
            }
        }
        throw Declined()
    }

    private mutating func hex4() throws(Declined) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Declined() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Declined()
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func expect(_ byte: UInt8) throws(Declined) {
        guard index < bytes.count, bytes[index] == byte else { throw Declined() }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index += 1
            default: return
            }
        }
    }
}

/// Strings made once per distinct byte sequence: an open-addressing table keyed by the bytes.
///
/// A slot holds the key's hash and the string's id, so a probe touches the string itself only when
/// the hashes agree; the key's bytes are then compared with the string's own (which the caller is
/// about to retain anyway).
struct StringInterner {
    private var values: [String] = []
    /// `hash << 32 | id + 1` per slot; 0 is empty.
    private var slots: [UInt64]
    private let seed = UInt64.random(in: .min ... .max)

    init() {
        slots = [UInt64](repeating: 0, count: 1 << 12)
    }

    var count: Int { values.count }

    subscript(id: Int32) -> String { values[Int(id)] }

    /// The id of the string with these bytes (UTF-8, repaired as `String(decoding:as:)` does).
    mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(key, seed: seed)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if Self.bytes(of: values[id], equal: key) { return Int32(id) }
            }
            slot = (slot + 1) & mask
        }
        let id = values.count
        values.append(String(decoding: key, as: UTF8.self))
        slots[slot] = tag | UInt64(id + 1)
        if 2 * values.count > slots.count { grow() }
        return Int32(id)
    }

    private static func bytes(of value: String, equal key: UnsafeBufferPointer<UInt8>) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { stored in
            stored.count == key.count && (key.isEmpty || memcmp(stored.baseAddress!, key.baseAddress!, key.count) == 0)
        } ?? value.utf8.elementsEqual(key)
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: 2 * old.count)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            // The low bits of the hash are gone; the high ones place the entry just as well.
            var slot = Int(truncatingIfNeeded: Self.spread(entry >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// A seeded multiply-xorshift hash, eight bytes at a time. Its high 32 bits are kept as the tag,
    /// and ``spread(_:)`` of them gives the first slot.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let count = key.count
        var h = seed ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
        var i = 0
        if let base = key.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                h ^= h >> 29
                i += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < count {
            tail |= UInt64(key[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
        h ^= h >> 31
        return (h & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: spread(h >> 32))
    }

    private static func spread(_ tag: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (tag &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}
