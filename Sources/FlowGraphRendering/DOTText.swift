/// Escaping of text from the analysed app for the places it lands in a DOT file.
enum DOTText {
    /// `s` as a DOT double-quoted string, for ids and escString attributes (`label`, `tooltip`).
    ///
    /// `"` and `\` are escaped, so Graphviz's own escapes (`\N`, `\l`, …) cannot be triggered from
    /// the app's text; a line break becomes `\n`, which labels show as a line break; other control
    /// characters, which would make the SVG invalid XML, become U+FFFD. The mapping is injective,
    /// so distinct ids stay distinct nodes.
    static func quoted(_ s: String) -> String {
        let body = xmlSafe(s) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": " "
            default: nil
            }
        }
        return "\"" + body + "\""
    }

    /// `s` as text inside a Graphviz HTML-like label (`<…>`): markup characters become entities,
    /// line breaks `<BR/>`, characters XML forbids U+FFFD; everything else, unicode included, is kept.
    static func html(_ s: String) -> String {
        xmlSafe(s) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "\n": "<BR/>"
            case "\r": ""
            case "\t": " "
            default: nil
            }
        }
    }

    /// `s` with each scalar for which `replacement` gives a string replaced by it, and each other
    /// scalar kept unless XML forbids it (``isForbiddenInXML(_:)``), which becomes U+FFFD: the loop
    /// every escaping for SVG-bound or HTML-bound text shares.
    static func xmlSafe(_ s: String, replacing replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(isForbiddenInXML(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// Whether XML 1.0 forbids `scalar` in a document (C0 controls other than tab and line breaks,
    /// U+FFFE, U+FFFF).
    static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
