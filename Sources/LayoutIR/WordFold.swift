/// Folds a value's fields into one word, so that a `hash(into:)` hands `Hasher`
/// one word instead of one per field.
///
/// The reader interns every view's attribute boxes and `place:` pins (a
/// hash-table lookup per view), and with a SipHash round per field the hashing
/// of a twenty-field struct came to a tenth of reading a spec. The fold is a
/// multiply-xor-shift mix, so `Hasher` still gets a well-spread word, and equal
/// values give equal words: doubles that compare equal (`0` and `-0`) fold the same.
struct WordFold {
    private(set) var word: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    mutating func add(_ bits: UInt64) {
        let product = (word ^ bits) &* 0xBF58_476D_1CE4_E5B9
        word = product ^ product >> 31
    }

    @inline(__always)
    mutating func add(_ value: Double) {
        add(value == 0 ? 0 : value.bitPattern)
    }

    /// `nil` folds apart from every number (its word is not a double's bit pattern
    /// that `add(_: Double)` can give for the same field position, as a tag comes first).
    @inline(__always)
    mutating func add(_ value: Double?) {
        if let value {
            add(1 as UInt64)
            add(value)
        } else {
            add(0 as UInt64)
        }
    }

    mutating func add(_ insets: Insets) {
        add(insets.top)
        add(insets.left)
        add(insets.bottom)
        add(insets.right)
    }

    mutating func add(_ size: Size?) {
        add(size?.width)
        add(size?.height)
    }
}
