/// What one pass over a file's bytes tells without parsing it: the names its code mentions and
/// declares, whether it names an API navigation starts from, and whether it is well formed enough
/// to skip. ``NavigationRelevance`` decides from these which files are worth parsing.
///
/// The scan knows Swift's comments, string literals (multi-line, raw, with interpolations) and
/// brackets, nothing more; every approximation it makes errs towards parsing a file.
struct LexicalSummary: Sendable {
    /// ``LexicalSummary/hash(_:)`` of every identifier in the file's code (comments and the text of
    /// string literals excluded, interpolations included).
    private(set) var mentioned: Set<UInt64> = []
    /// Hashes of the names the file declares or extends: types (every part of `extension A.B`),
    /// functions, and variables outside any braces.
    private(set) var declared: Set<UInt64> = []
    /// Whether the code types a parameter, property or variable `: URL` or `: URLComponents`, or has an
    /// identifier containing `deeplink`, `openurl` or `handleurl` (any case): what URL handlers look like.
    private(set) var handlesURLs = false
    /// Whether the file declares an operator function (`func <~ <T>(…)`): what an expression
    /// written with that operator is can depend on it, and operators are not names the scan links.
    private(set) var declaresOperator = false
    /// Whether every comment and string ends and every bracket closes in order; a file that is not
    /// is parsed whatever it mentions, so that its syntax errors are reported.
    private(set) var isWellFormed = true
    /// Where the file first nests deeper than SwiftParser can bear (see ``Limits``), and how:
    /// such a file is skipped with a diagnostic instead of parsed.
    private(set) var tooDeep: (offset: Int, reason: String)?

    /// How deep a file may nest and still be parsed. SwiftParser recurses once per level (its
    /// stack overflows at a few thousand), its lookahead is exponential in the depth of nested
    /// array literals (`[[[…1]]]`: 22 levels 1.1 s, 26 levels 18 s), and an `else if` chain is a
    /// recursion too. Real code stays far below each.
    enum Limits {
        /// Brackets, string interpolations, `#if` blocks and generic arguments, open at once.
        static let nesting = 200
        /// `[` directly inside `[`, open at once.
        static let arrayNesting = 12
        /// `else if` in one chain.
        static let elseIfChain = 1_000
        /// Calls in one chain (`.padding().padding()…`): where SwiftParser must recover from them
        /// (a chain in a type's member list) its recovery is quadratic (2,000 calls in a struct: over
        /// a minute; in a protocol before a class, 100 calls 0.7 s, 200 calls 2.6 s, 300 calls 7–11 s
        /// in a debug build).
        static let callChain = 100
        /// `#if` blocks open at once: where SwiftParser recovers inside them (an `#if` splitting a
        /// type's inheritance list) it reads what follows once per open level (a 95 KB identifier
        /// under 10 levels 2.1 s, under 40 levels 10 s, in a debug build).
        static let poundIfNesting = 16
        /// Generic argument lists open at once (`Array<Array<…`): likewise read once per level when
        /// SwiftParser recovers inside them (150 levels around a 70 KB identifier in an enum case:
        /// 8–12 s; 40 levels 3.6 s, 16 levels 1.7 s, in a debug build).
        static let genericNesting = 16
        /// Bytes of one identifier or string literal inside more than ``genericNesting`` open levels
        /// of any kind: SwiftParser's recovery reads such a token once per level (150 open `(`
        /// around a 90 KB identifier: 5–20 s; around a 90 KB string, 10 s).
        static let deeplyNestedToken = 4_096
    }

    /// Scans `bytes`, UTF-8 Swift source.
    /// - Complexity: O(bytes).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var scanner = Scanner(bytes: bytes)
        scanner.run(into: &self)
    }

    init(_ text: String) {
        var text = text
        self = text.withUTF8 { LexicalSummary($0) }
    }

    /// FNV-1a, 64 bits: two names that collide only make a file look related, never unrelated.
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func hash(_ name: String) -> UInt64 { hash(name.utf8) }

    private static let declaringKeywords: Set<UInt64> = Set(
        ["class", "struct", "enum", "protocol", "actor", "extension", "typealias", "func"].map(hash))
    private static let extensionKeyword = hash("extension")
    private static let funcKeyword = hash("func")
    private static let elseKeyword = hash("else")
    private static let ifKeyword = hash("if")
    private static let variableKeywords: Set<UInt64> = Set(["var", "let"].map(hash))
    private static let urlTypes: Set<UInt64> = Set(["URL", "URLComponents"].map(hash))
    private static let urlHandlerWords: [[UInt8]] = ["deeplink", "openurl", "handleurl"].map { Array($0.utf8) }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Open brackets, innermost last, one byte each (a file of nothing but `(` stays small);
        /// ``interpolation`` stands for the `(` of a string interpolation, whose `)` returns to the
        /// string it interrupted, described in ``interpolated``.
        var brackets: [UInt8] = []
        var interpolated: [(multiline: Bool, hashes: Int)] = []
        static let interpolation: UInt8 = 0
        var braceDepth = 0
        /// For each entry of ``brackets``, how many `[` in a row end the stack there.
        var squareRuns: [Int32] = []
        var poundIfDepth = 0
        /// Generic argument lists open on this line (`Array<Array<`), a `<` right after a name.
        var angleDepth = 0
        /// The length of the `else if` chain going on at each brace depth.
        var elseIfChains: [Int] = []
        var afterClosingBrace = false
        var afterElse = false
        /// The length of the call chain going on at each bracket depth.
        var callChains: [Int] = []
        /// The next identifier is a declared name (after `struct`, `func`, …, or the `.` of `extension A.B`).
        var declaresNext = false
        var extending = false
        /// `extension URL` was just declared: its member block is about to open.
        var extendsURL = false
        /// In the member block of an `extension URL`, whose constants (`static let updateLink = URL(…)`)
        /// are declared names: handlers compare URLs with them.
        var inURLExtension = false
        /// The last significant byte of code before the current token.
        var previous: UInt8 = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        func peek(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        mutating func run(into summary: inout LexicalSummary) {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
                    // A line ends at `\n` or a lone `\r` (old Mac line endings), as SwiftParser ends it.
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
                    if !skipBlockComment() { summary.isWellFormed = false }
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var hashes = 0
                    while peek(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    guard peek(index + hashes) == UInt8(ascii: "\"") else {
                        if hashes == 1 { directive(into: &summary) }
                        index += max(hashes, 1)  // `#if`, `#Preview`: the name that follows is code
                        continue
                    }
                    index += hashes
                    let multiline = peek(index + 1) == UInt8(ascii: "\"") && peek(index + 2) == UInt8(ascii: "\"")
                    index += multiline ? 3 : 1
                    endToken()
                    let start = index
                    if !skipString(multiline: multiline, hashes: hashes) { summary.isWellFormed = false }
                    checkTokenLength(index - start, into: &summary)
                    checkNesting(into: &summary)  // an interpolation may have opened
                    previous = UInt8(ascii: "\"")
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    endToken()
                    push(byte, into: &summary)
                    if byte == UInt8(ascii: "{") {
                        braceDepth += 1
                        angleDepth = 0
                        inURLExtension = extendsURL && braceDepth == 1
                        extendsURL = false
                    }
                    previous = byte
                    index += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    let opening = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                    endToken()
                    guard let open = brackets.popLast(), open == opening || open == Self.interpolation && byte == UInt8(ascii: ")") else {
                        summary.isWellFormed = false
                        index += 1
                        continue
                    }
                    _ = squareRuns.popLast()
                    if byte == UInt8(ascii: "}") {
                        braceDepth -= 1
                        angleDepth = 0
                        if braceDepth <= 0 { inURLExtension = false }
                        afterClosingBrace = true
                    }
                    index += 1
                    previous = byte
                    if open == Self.interpolation, let string = interpolated.popLast(), !skipString(multiline: string.multiline, hashes: string.hashes) {
                        summary.isWellFormed = false
                    }
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
                    identifier(into: &summary)
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
                    previous = UInt8(ascii: "0")
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if byte == UInt8(ascii: "\n") { angleDepth = 0 }
                    index += 1
                default:
                    endToken()
                    if byte == UInt8(ascii: "<"), previous == UInt8(ascii: "a"), index > 0, Self.continuesIdentifier(bytes[index - 1]) {
                        angleDepth += 1
                        if angleDepth > Limits.genericNesting {
                            noteTooDeep("\(angleDepth) levels of generic arguments (the limit is \(Limits.genericNesting))", into: &summary)
                        }
                        checkNesting(into: &summary)
                    } else if byte == UInt8(ascii: ">"), angleDepth > 0, previous != UInt8(ascii: "-") {
                        angleDepth -= 1
                    } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=") {
                        angleDepth = 0
                    }
                    if byte != UInt8(ascii: ".") { declaresNext = false; extending = false }
                    if byte == UInt8(ascii: ".") { chainStep(continues: previous == UInt8(ascii: ")") || previous == UInt8(ascii: "}"), into: &summary) }
                    if byte == UInt8(ascii: "."), extending { declaresNext = true }
                    previous = byte
                    index += 1
                }
            }
            if !brackets.isEmpty { summary.isWellFormed = false }
        }

        /// Opens a bracket, noting how deep the file now nests.
        mutating func push(_ byte: UInt8, into summary: inout LexicalSummary) {
            let run: Int32 = byte == UInt8(ascii: "[") ? (brackets.last == UInt8(ascii: "[") ? (squareRuns.last ?? 0) + 1 : 1) : 0
            brackets.append(byte)
            squareRuns.append(run)
            if run > Limits.arrayNesting {
                noteTooDeep("\(run) levels of '[' nested directly in one another (the limit is \(Limits.arrayNesting))", into: &summary)
            }
            checkNesting(into: &summary)
        }

        mutating func checkNesting(into summary: inout LexicalSummary) {
            let depth = brackets.count + poundIfDepth + angleDepth
            if depth > Limits.nesting {
                noteTooDeep("\(depth) levels of brackets, generic arguments, string interpolations and '#if' (the limit is \(Limits.nesting))", into: &summary)
            }
        }

        /// A long token deep inside brackets, `#if` or generic arguments (see ``Limits/deeplyNestedToken``).
        func checkTokenLength(_ length: Int, into summary: inout LexicalSummary) {
            let depth = brackets.count + poundIfDepth + angleDepth
            if length > Limits.deeplyNestedToken, depth > Limits.genericNesting {
                noteTooDeep("a token of \(length) bytes inside \(depth) open levels (the limits are \(Limits.deeplyNestedToken) bytes inside \(Limits.genericNesting) levels)", into: &summary)
            }
        }

        func noteTooDeep(_ reason: String, into summary: inout LexicalSummary) {
            if summary.tooDeep == nil { summary.tooDeep = (index, reason) }
        }

        /// A `.` after a call continues the chain at this depth; any other starts none.
        mutating func chainStep(continues: Bool, into summary: inout LexicalSummary) {
            let depth = brackets.count
            while callChains.count <= depth { callChains.append(0) }
            callChains[depth] = continues ? callChains[depth] + 1 : 0
            if callChains[depth] > Limits.callChain {
                noteTooDeep("a chain of more than \(Limits.callChain) calls", into: &summary)
            }
        }

        /// `#if` opens a level of nesting, `#endif` closes one.
        mutating func directive(into summary: inout LexicalSummary) {
            var end = index + 1
            while end < bytes.count, Self.continuesIdentifier(bytes[end]) { end += 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
            if name.elementsEqual("if".utf8) {
                poundIfDepth += 1
                if poundIfDepth > Limits.poundIfNesting {
                    noteTooDeep("\(poundIfDepth) levels of '#if' (the limit is \(Limits.poundIfNesting))", into: &summary)
                }
                checkNesting(into: &summary)
            } else if name.elementsEqual("endif".utf8), poundIfDepth > 0 {
                poundIfDepth -= 1
            }
        }

        /// A token other than a name: a `}` followed by it ends the `else if` chain at that depth.
        mutating func endToken() {
            if afterClosingBrace, braceDepth >= 0, braceDepth < elseIfChains.count { elseIfChains[braceDepth] = 0 }
            afterClosingBrace = false
            afterElse = false
        }

        /// Whether `byte` can begin a custom operator (`func <~`, `func |>`).
        static func beginsOperator(_ byte: UInt8) -> Bool {
            Array("/=-+!*%<>&|^~?".utf8).contains(byte)
        }

        static func continuesIdentifier(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), 0x80...:
                return true
            default:
                return false
            }
        }

        mutating func identifier(into summary: inout LexicalSummary) {
            let start = index
            while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
            checkTokenLength(index - start, into: &summary)
            let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let name = LexicalSummary.hash(token)
            summary.mentioned.insert(name)
            let isElse = name == LexicalSummary.elseKeyword
            if afterClosingBrace, !isElse { endToken() }
            afterClosingBrace = false
            if afterElse, name == LexicalSummary.ifKeyword, braceDepth >= 0 {
                while elseIfChains.count <= braceDepth { elseIfChains.append(0) }
                elseIfChains[braceDepth] += 1
                if elseIfChains[braceDepth] > Limits.elseIfChain {
                    noteTooDeep("an 'else if' chain longer than \(Limits.elseIfChain)", into: &summary)
                }
            }
            afterElse = isElse
            if previous != UInt8(ascii: "."), brackets.count < callChains.count { callChains[brackets.count] = 0 }
            if LexicalSummary.declaringKeywords.contains(name) {  // `class func f` declares `f`
                declaresNext = true
                extending = name == LexicalSummary.extensionKeyword  // `extension A.B` declares both names
                if name == LexicalSummary.funcKeyword, Self.beginsOperator(peek(nextNonSpace())) { summary.declaresOperator = true }
            } else if declaresNext {
                summary.declared.insert(name)
                if extending, braceDepth <= 0, LexicalSummary.urlTypes.contains(name) { extendsURL = true }
                declaresNext = false
            } else if braceDepth <= 0 || inURLExtension && braceDepth == 1, LexicalSummary.variableKeywords.contains(name) {
                declaresNext = true
            }
            if !summary.handlesURLs {
                summary.handlesURLs = previous == UInt8(ascii: ":") && LexicalSummary.urlTypes.contains(name) && !followedByCallOrMember()
                    || token.count >= 7 && LexicalSummary.urlHandlerWords.contains { Self.contains(token, lowercased: $0) }
            }
            previous = UInt8(ascii: "a")
        }

        /// Where the code after the current token goes on, past spaces.
        func nextNonSpace() -> Int {
            var next = index
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            return next
        }

        /// Whether the code after the current token goes on with `(` or `.`: `from: URL(string:)` is
        /// an argument, not a declaration typed `URL`.
        func followedByCallOrMember() -> Bool {
            let next = nextNonSpace()
            return peek(next) == UInt8(ascii: "(") || peek(next) == UInt8(ascii: ".")
        }

        static func contains(_ token: UnsafeBufferPointer<UInt8>, lowercased word: [UInt8]) -> Bool {
            guard token.count >= word.count else { return false }
            for start in 0...(token.count - word.count) {
                var offset = 0
                while offset < word.count, token[start + offset] | 0x20 == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            return false
        }

        /// Skips a `/* */` comment, nested ones included; false when the file ends inside it.
        mutating func skipBlockComment() -> Bool {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        /// Skips the text of a string literal whose opening delimiter is behind `index`, up to its
        /// closing delimiter or the start of an interpolation (whose `(` is pushed, marked, so its
        /// `)` resumes the string); false when the string does not end.
        mutating func skipString(multiline: Bool, hashes: Int) -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(index + 1 + $0) == UInt8(ascii: "#") }) {
                    let escaped = index + 1 + hashes
                    if peek(escaped) == UInt8(ascii: "(") {
                        brackets.append(Self.interpolation)
                        squareRuns.append(0)
                        interpolated.append((multiline, hashes))
                        index = escaped + 1
                        previous = UInt8(ascii: "(")
                        return true
                    }
                    index = escaped + 1
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    let closes = (0..<quotes).allSatisfy { peek(index + $0) == UInt8(ascii: "\"") }
                        && (0..<hashes).allSatisfy { peek(index + quotes + $0) == UInt8(ascii: "#") }
                    index += closes ? quotes + hashes : 1
                    if closes { return true }
                } else if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    return false
                } else {
                    index += 1
                }
            }
            return false
        }
    }
}
