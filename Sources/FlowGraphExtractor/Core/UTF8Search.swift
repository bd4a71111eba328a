import Foundation

extension String {
    /// Whether `needle`'s UTF-8 bytes occur in this string's. Foundation's `contains` compares by
    /// canonical equivalence and costs far more; the sources are NFC (see ``SourceCorpus``), so
    /// where the bytes do not occur it finds nothing either, and this rules most tests out first.
    /// - Complexity: O(n·m) at worst, O(n) on source text.
    func containsUTF8(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { text in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= text.count else { return false }
                for start in 0...(text.count - needle.count) where text[start] == first {
                    if memcmp(text.baseAddress! + start, needle.baseAddress!, needle.count) == 0 { return true }
                }
                return false
            }
        }
    }
}
