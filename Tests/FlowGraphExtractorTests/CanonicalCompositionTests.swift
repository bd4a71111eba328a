import Foundation
import Testing
@testable import FlowGraphExtractor

/// `CanonicalComposition` normalises only the non-ASCII stretches of a text; the result must be
/// Foundation's NFC of the whole text, byte for byte.
struct CanonicalCompositionTests {
    @Test(arguments: [
        "plain ASCII only",
        "caf\u{E9} and cafe\u{301}",                       // precomposed and decomposed
        "a\u{301}\u{323}b a\u{323}\u{301}b",               // two marks needing canonical reordering
        "\u{1100}\u{1161}\u{11A8}x",                       // Hangul jamo composing to one syllable
        "\u{301}leading mark, then e\u{301}",              // a mark at the very start
        "// \u{201C}quoted\u{201D} \u{1F600} e\u{301}\u{301}", // typographic quotes, an emoji, stacked marks
        "\u{212B}ngstr\u{F6}m \u{2126}",                   // singletons NFC replaces
    ])
    func matchesFoundationsNormalisation(_ text: String) {
        #expect(Array(CanonicalComposition.precomposed(text).utf8) == Array(text.precomposedStringWithCanonicalMapping.utf8))
    }
}
