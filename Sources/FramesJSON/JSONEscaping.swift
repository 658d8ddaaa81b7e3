/// JSON string escaping (RFC 8259) through a `ByteCursor`: `"` and `\`, the
/// short forms `\b \f \n \r \t`, every other control character as `\u00xx`
/// (lowercase hex); everything else, non-ASCII included, as its UTF-8 bytes.
///
/// Paths, ids and messages almost never need an escape, so a string is first
/// checked eight bytes at a time and, when clean, copied in one go.
package enum JSONEscaping {
    /// The most bytes a string of `utf8Count` UTF-8 bytes takes quoted and
    /// escaped (`\u00xx` is 6 bytes for one).
    @inline(__always)
    package static func bound(_ utf8Count: Int) -> Int { 6 * utf8Count + 2 }

    /// Writes the escaped `utf8` (no quotes).
    @inline(__always)
    package static func write(_ utf8: UnsafeBufferPointer<UInt8>, to cursor: inout ByteCursor) {
        if needsEscaping(utf8) {
            writeEscaping(utf8, to: &cursor)
        } else {
            cursor.bytes(utf8)
        }
    }

    /// Whether any byte of `utf8` is a control character, `"` or `\`.
    @inline(__always)
    package static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var found: UInt64 = 0
        // Word at a time (SWAR): a byte's high bit in `found` flags a byte below
        // 0x20, or equal to 0x22 or 0x5C. Exact as a whole: no false alarms.
        while offset + 8 <= utf8.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            found |= special(word)
            offset += 8
        }
        if found != 0 { return true }
        while offset < utf8.count {
            let byte = base[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            offset += 1
        }
        return false
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// High bits set for the bytes of `word` below 0x20 or equal to `"` or `\`
    /// (nonzero exactly when there is one).
    @inline(__always)
    private static func special(_ word: UInt64) -> UInt64 {
        let below = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quote &- ones) & ~quote
        let isBackslash = (backslash &- ones) & ~backslash
        return (below | isQuote | isBackslash) & highBits
    }

    /// The slow path: byte by byte, runs of plain bytes copied whole.
    @inline(never)
    package static func writeEscaping(_ utf8: UnsafeBufferPointer<UInt8>, to cursor: inout ByteCursor) {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            cursor.bytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            writeEscape(for: byte, to: &cursor)
            runStart = index + 1
        }
        cursor.bytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    private static func writeEscape(for byte: UInt8, to cursor: inout ByteCursor) {
        cursor.byte(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): cursor.byte(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): cursor.byte(UInt8(ascii: "\\"))
        case 0x08: cursor.byte(UInt8(ascii: "b"))
        case 0x0C: cursor.byte(UInt8(ascii: "f"))
        case 0x0A: cursor.byte(UInt8(ascii: "n"))
        case 0x0D: cursor.byte(UInt8(ascii: "r"))
        case 0x09: cursor.byte(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            cursor.literal("u00")
            cursor.byte(hex.utf8Start[Int(byte >> 4)])
            cursor.byte(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
