import Foundation

/// The Unicode canonical composition (NFC) of a source text, normalising only the stretches that
/// can change.
///
/// An ASCII character has combining class 0 and never composes with what precedes it, so NFC has
/// a boundary before each one: a text's NFC form is its ASCII kept as is, with each run of
/// non-ASCII characters normalised together with the ASCII character just before it (`e` followed
/// by a combining accent composes to `é`). Source text is mostly ASCII with a few such runs (an
/// emoji, typographic quotes in a comment), and Foundation's normalisation, slow on a whole file,
/// then sees only those.
enum CanonicalComposition {
    /// `text` in NFC, as `text.precomposedStringWithCanonicalMapping` gives it.
    static func precomposed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 >= 0x80 }) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] >= 0x80 else {
                result.append(bytes[index])
                index += 1
                continue
            }
            // A run of non-ASCII bytes holds whole characters (UTF-8 continuation bytes are >= 0x80 too).
            let start = index > 0 ? index - 1 : index
            var end = index
            while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
            if start < index { result.removeLast() }
            let stretch = String(decoding: bytes[start..<end], as: UTF8.self)
            result += Array(stretch.precomposedStringWithCanonicalMapping.utf8)
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }
}
