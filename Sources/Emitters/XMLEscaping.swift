/// XML 1.0 escaping for the JUnit and checkstyle reporters.
enum XML {
    /// Escaped for an attribute value in double quotes: `& < > " '` as entities,
    /// tab, newline and carriage return as character references (so attribute
    /// normalization keeps them), other characters XML 1.0 cannot carry at all
    /// (C0 controls, lone surrogates cannot occur in a Swift string, U+FFFE/FFFF)
    /// replaced by U+FFFD.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Escaped for character data: `& < >` as entities, forbidden characters as U+FFFD.
    static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
