#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two diagnostics' messages compared as `String` compares them, from their
/// UTF-8 bytes where that gives the same answer.
///
/// `String`'s `==` and `<` compare the text's Unicode canonical forms (NFC),
/// which for text that is not ASCII (every message with a `×` in it) means
/// normalizing both sides as it goes: some 350 instructions a comparison, and
/// sorting 100,000 findings makes hundreds of thousands of them. Text whose
/// characters all lie below U+0300 is already in NFC (no character there has
/// a canonical decomposition NFC keeps, and the combining marks start at
/// U+0300), and for NFC text `String`'s order is the order of the UTF-8 bytes.
/// Such text is told from its bytes: no lead byte of U+0300 or above (0xCC
/// and up) in it. Any other text is compared as `String`s.
enum MessageOrder {
    /// `nil` when the messages are equal, else whether `a` comes first.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard isBelowCombiningMarks(a), isBelowCombiningMarks(b) else {
            let left = String(decoding: a, as: UTF8.self), right = String(decoding: b, as: UTF8.self)
            return left == right ? nil : left < right
        }
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return a.count == b.count ? nil : a.count < b.count
    }

    /// Whether every character of the UTF-8 text lies below U+0300: no byte
    /// of 0xCC or above (the lead bytes of U+0300 and up).
    static func isBelowCombiningMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0xCC { return false }
        return true
    }
}
