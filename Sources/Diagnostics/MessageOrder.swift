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
        compare(a, b, aBelow: nil, bBelow: nil)
    }

    /// ``compare(_:_:)`` given what ``isBelowCombiningMarks(_:)`` says of
    /// either side where that is known (`nil`: read the bytes). A sort knows
    /// it of each message once, instead of scanning both on every comparison.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                        aBelow: Bool?, bBelow: Bool?) -> Bool? {
        guard aBelow ?? isBelowCombiningMarks(a), bBelow ?? isBelowCombiningMarks(b) else {
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
        guard let base = bytes.baseAddress else { return true }
        // Eight bytes at a time: a byte is 0xCC or more when its high bit is set and its
        // low seven bits are more than 0x4B (adding 0x34 to them carries into the high bit).
        var index = 0
        while bytes.count - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let low = word & 0x7F7F_7F7F_7F7F_7F7F
            if (low &+ 0x3434_3434_3434_3434) & word & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if base[index] >= 0xCC { return false }
            index += 1
        }
        return true
    }
}
