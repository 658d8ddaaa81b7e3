/// XML 1.0 escaping for the JUnit and checkstyle reporters and the SVG pictures.
enum XML {
    /// Escaped for an attribute value in double quotes: `& < > " '` as entities,
    /// tab, newline and carriage return as character references (so attribute
    /// normalization keeps them), other characters XML 1.0 cannot carry at all
    /// (C0 controls, lone surrogates cannot occur in a Swift string, U+FFFE/FFFF)
    /// replaced by U+FFFD.
    static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// Escaped for character data: `& < >` as entities, forbidden characters as U+FFFD.
    static func text(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var text = text
        var out: [UInt8] = []
        text.withUTF8 { utf8 in
            out.reserveCapacity(utf8.count + 16)
            escape(utf8, inAttribute: inAttribute, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the escaped form of `utf8` (valid UTF-8, a `String`'s) to `out`,
    /// byte by byte: every character to escape is ASCII, and U+FFFE and U+FFFF
    /// are the only others XML cannot carry (`EF BF BE`, `EF BF BF`).
    static func escape(_ utf8: UnsafeBufferPointer<UInt8>, inAttribute: Bool, into out: inout [UInt8]) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where inAttribute: out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where inAttribute: out.append(contentsOf: "&apos;".utf8)
            case UInt8(ascii: "\t") where inAttribute: out.append(contentsOf: "&#9;".utf8)
            case UInt8(ascii: "\n") where inAttribute: out.append(contentsOf: "&#10;".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "&#13;".utf8)
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"): out.append(byte)
            case 0x00...0x1F: out.append(contentsOf: replacement)
            case 0xEF where index + 1 < utf8.count && utf8[index] == 0xBF
                && (utf8[index + 1] == 0xBE || utf8[index + 1] == 0xBF):
                out.append(contentsOf: replacement)
                index += 2
            default: out.append(byte)
            }
        }
    }

    /// U+FFFD in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
}
