/// The one number format of every layoutc output (spec-format.md section 4).
///
/// - At most 4 decimals, shortest form: `16`, `2.5`, `124.6667`, never `16.0`.
/// - The 4th decimal is rounded half away from zero, computed on the exact
///   binary value of the double (so `0.00005`, which is slightly above 5e-5 as
///   a double, prints `0.0001`, and `-1.23456` prints `-1.2346`).
/// - Zero, and anything that rounds to zero, prints `0` (never `-0`).
/// - No exponent, ever: `1e15` prints `1000000000000000`. From 1e14 upwards a
///   double has at most two decimals of precision left, and the value is
///   printed with the shortest digits that read back to the same double.
/// - NaN and the infinities print as the JSON strings `"NaN"`, `"Infinity"`
///   and `"-Infinity"`, so the output stays valid JSON.
///
/// No Foundation, no allocation on the common path: the value is rounded to a
/// scaled integer (x · 10⁴) and its digits are written directly.
public enum NumberFormat {
    /// Appends the JSON text of `x` to `out`.
    public static func append(_ x: Double, to out: inout [UInt8]) {
        guard x.isFinite else {
            appendNonFinite(x, to: &out)
            return
        }
        let magnitude = x.magnitude
        guard magnitude < 1e14 else {
            appendLarge(x, to: &out)
            return
        }
        let scaled = roundedScaled(magnitude)
        if scaled == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if x < 0 { out.append(UInt8(ascii: "-")) }
        appendDecimal(scaled / 10_000, to: &out)
        var fraction = scaled % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        out.append(UInt8(ascii: "."))
        appendDecimal(fraction, minimumDigits: digits, to: &out)
    }

    /// The text of `x` as `append(_:to:)` writes it (for messages and tests).
    public static func string(_ x: Double) -> String {
        var bytes: [UInt8] = []
        append(x, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `round(a · 10⁴)`, halves away from zero, on the exact value of `a · 10⁴`
    /// (`0 ≤ a < 1e14`). The product's rounding error is recovered exactly with a
    /// fused multiply-add, so a product that rounds onto (or off) a half does not
    /// flip the result.
    static func roundedScaled(_ a: Double) -> UInt64 {
        let product = a * 10_000
        let error = (-product).addingProduct(a, 10_000)  // exact: a·10⁴ − product
        var whole = product.rounded(.down)
        let fraction = product - whole  // exact
        // The exact fraction is `fraction + error`; |error| ≤ ulp(product)/2, so it
        // only matters when `fraction` is exactly one half or zero-ish.
        if fraction > 0.5 || (fraction == 0.5 && error >= 0) || (fraction < 0.5 && 0.5 - fraction <= error) {
            whole += 1
        }
        return UInt64(whole)
    }

    private static func appendNonFinite(_ x: Double, to out: inout [UInt8]) {
        let text: StaticString = x.isNaN ? "\"NaN\"" : (x > 0 ? "\"Infinity\"" : "\"-Infinity\"")
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// |x| ≥ 1e14: the shortest round-trip digits (Swift's own `description`,
    /// which is not Foundation), written out in positional notation.
    private static func appendLarge(_ x: Double, to out: inout [UInt8]) {
        var digits: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in x.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                }
            case UInt8(ascii: "."): pointPosition = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break  // "+"
            }
        }
        var integerDigits = (pointPosition ?? digits.count) + exponentSign * exponent
        // Drop leading zeros (none expected for |x| ≥ 1e14, but stay careful).
        while digits.count > 1, digits.first == UInt8(ascii: "0"), integerDigits > 1 {
            digits.removeFirst()
            integerDigits -= 1
        }
        while digits.count > max(integerDigits, 1), digits.last == UInt8(ascii: "0") {
            digits.removeLast()
        }
        if x < 0 { out.append(UInt8(ascii: "-")) }
        if digits.count <= integerDigits {
            out.append(contentsOf: digits)
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: integerDigits - digits.count))
        } else {
            precondition(digits.count - integerDigits <= 4, "a double ≥ 1e14 has at most 3 decimals")
            out.append(contentsOf: digits[..<integerDigits])
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: digits[integerDigits...])
        }
    }

    /// Appends the decimal digits of `value`, left-padded with zeros to
    /// `minimumDigits`.
    static func appendDecimal(_ value: UInt64, minimumDigits: Int = 1, to out: inout [UInt8]) {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        count = max(count, minimumDigits)
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var remaining = value
        var index = start + count - 1
        out.withUnsafeMutableBufferPointer { buffer in
            while remaining > 0 {
                buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
                index -= 1
            }
        }
    }

    /// Appends a signed integer in decimal.
    static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude.toUInt64, to: &out)
    }
}

extension UInt {
    fileprivate var toUInt64: UInt64 { UInt64(self) }
}
