/// FNV-1a, 64 bits: a small, seedless, stable hash for SARIF fingerprints.
/// (Swift's `Hasher` is randomly seeded per process, so it cannot be used for
/// anything that is written out.)
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Hashes the UTF-8 of `text` followed by a NUL separator, so that
    /// `("ab", "c")` and `("a", "bc")` differ.
    mutating func combineField(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0))
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
