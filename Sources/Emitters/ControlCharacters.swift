/// Control characters shown as text in human-readable output (the text
/// reporter, `compile`'s standard error, the GitHub annotations), as clang shows
/// them in source lines: `<U+001B>`.
///
/// Keys and ids come from the spec, and a YAML string can hold any character
/// (`"\e]52;c;…\a"`, `"x\n::error::…"`): printed raw, they sent escape
/// sequences to the terminal (clipboard writes, screen clears), split a
/// diagnostic so a line of the spec's own choosing started a GitHub Actions
/// workflow command, or turned text around with a bidirectional override.
/// Escaped: C0 controls but the tab, DEL, C1 controls (NEL among them), the
/// line and paragraph separators, the bidirectional embeddings, overrides
/// and isolates (U+202A–U+202E, U+2066–U+2069), and the bidirectional marks
/// (U+200E, U+200F, U+061C), which reorder the text around them as well.
public enum ControlCharacters {
    /// Whether `scalar` is shown as `<U+XXXX>`.
    @inline(__always)
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `text` with every escaped character written `<U+XXXX>`; `text` itself
    /// (no copy) when it has none. With `keepingLineBreaks`, `\n` and `\r`
    /// stay, for an output that escapes them its own way (GitHub's `%0A`).
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        let escapes = { (scalar: Unicode.Scalar) in
            isEscaped(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapes(scalar) { out.append(contentsOf: written(scalar).unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// `text` with escapes, as a `Substring`.
    public static func escaped(_ text: Substring) -> Substring {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        return Substring(escaped(String(text)))
    }

    /// How many columns `scalar` takes once shown: 8 for `<U+001B>`, else 1.
    public static func width(_ scalar: Unicode.Scalar) -> Int {
        isEscaped(scalar) ? 8 : 1
    }

    /// `<U+XXXX>`, four upper-case hex digits.
    static func written(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// Whether the UTF-8 `bytes` hold a character that is escaped: checked on
    /// the bytes, so that the common case (none) costs one pass and no `String`.
    public static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index < bytes.count {
            // Eight printable ASCII bytes at a time (every message is mostly those): none
            // of them is escaped or starts a sequence that is, so they are skipped whole.
            // The byte-by-byte checks below see everything else, as before.
            if bytes.count - index >= 8,
               isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 && byte != UInt8(ascii: "\t") || byte == 0x7F { return true }
            // C1 controls are C2 80…C2 9F; U+061C is D8 9C; U+200E, U+200F are E2 80 8E, 8F;
            // U+2028…U+202E are E2 80 A8…AE, U+2066…U+2069 E2 81 A6…A9.
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
            if byte == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C { return true }
            if byte == 0xE2, index + 2 < bytes.count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80 && ((0xA8...0xAE).contains(third) || third == 0x8E || third == 0x8F)
                    || second == 0x81 && (0xA6...0xA9).contains(third) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// Whether all eight bytes of `word` lie in 0x20...0x7E. A byte is below
    /// 0x20 when subtracting 0x20 borrows out of it into its high bit while its
    /// own high bit was clear; it is 0x7F when adding 1 to its low seven bits
    /// carries into the high bit; it is 0x80 or more when its high bit is set.
    /// A borrow can only start at a byte below 0x20, so any flag at all means
    /// some byte is outside the range (flags may be wrong above it, never all clear).
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x2020_2020_2020_2020) & ~word & high
        let delete = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101) & high
        return (below | delete | word & high) == 0
    }

    /// ``needsEscaping(_:)`` for a `String`.
    public static func needsEscaping(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(needsEscaping) { return found }
        return text.unicodeScalars.contains(where: isEscaped)
    }
}
