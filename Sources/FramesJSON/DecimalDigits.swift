/// Unsigned integers in decimal, written two digits at a time from a table.
///
/// Frames are mostly small integers, so this is the inner loop of the frames
/// document: no division by a variable, no array, no allocation.
package enum DecimalDigits {
    /// "00" "01" … "99": the two digits of `n` start at offset `2 * n`.
    private static let pairs: StaticString = """
        0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
        5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """

    /// How many decimal digits `value` has (1 for 0).
    @inline(__always)
    package static func count(_ value: UInt64) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10_000 {
            rest /= 10_000
            digits += 4
        }
        if rest >= 100 {
            digits += rest >= 1_000 ? 3 : 2
        } else if rest >= 10 {
            digits += 1
        }
        return digits
    }

    /// Writes the digits of `value` (at most 20) and returns the position after them.
    @inline(__always)
    package static func write(_ value: UInt64, to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        if value < 10 {
            start.initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return start + 1
        }
        let end = start + count(value)
        var position = end
        var rest = value
        while rest >= 100 {
            let pair = rest % 100
            rest /= 100
            position -= 2
            writePair(Int(truncatingIfNeeded: pair), to: position)
        }
        if rest >= 10 {
            writePair(Int(truncatingIfNeeded: rest), to: position - 2)
        } else {
            (position - 1).initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest))
        }
        return end
    }

    /// Writes `value` (below 10⁴) as exactly 4 digits with leading zeros, and
    /// returns how many of them are left once trailing zeros are dropped (1…4 for
    /// a non-zero value): the fraction of a number with 4 decimals.
    @inline(__always)
    package static func writeFraction(_ value: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let high = value / 100, low = value % 100
        writePair(high, to: start)
        writePair(low, to: start + 2)
        if low != 0 { return low % 10 == 0 ? 3 : 4 }
        return high % 10 == 0 ? 1 : 2
    }

    /// Writes the two digits of `pair` (0…99).
    @inline(__always)
    package static func writePair(_ pair: Int, to position: UnsafeMutablePointer<UInt8>) {
        let digits = UnsafeRawPointer(pairs.utf8Start + 2 * pair).loadUnaligned(as: UInt16.self)
        UnsafeMutableRawPointer(position).storeBytes(of: digits, as: UInt16.self)
    }
}
