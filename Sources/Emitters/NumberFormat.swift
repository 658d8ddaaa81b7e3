/// The one number format of every layoutc output (spec-format.md section 4).
///
/// - At most 4 decimals, shortest form: `16`, `2.5`, `124.6667`, never `16.0`.
/// - The value rounded is the double's shortest round-trip decimal (what Swift
///   prints for it: `0.00015`, not the binary `0.000149999…`), rounded half away
///   from zero at the 4th decimal: `0.00005` → `0.0001`, `0.00015` → `0.0002`,
///   `-1.23456` → `-1.2346`, `1/3` → `0.3333`.
/// - Zero, and anything that rounds to zero, prints `0` (never `-0`).
/// - No exponent, ever: `1e15` prints `1000000000000000`, `1e-5` prints `0`.
/// - NaN and the infinities print as the JSON strings `"NaN"`, `"Infinity"`
///   and `"-Infinity"`, so the output stays valid JSON.
///
/// Fast path, no Foundation and no allocation: for |x| < 1e9 the value is rounded
/// to a scaled integer x · 10⁴ (the product's rounding error recovered exactly
/// with a fused multiply-add) and its digits written directly. Only values within
/// a few ulps of a rounding tie, and |x| ≥ 1e9, take the careful path through
/// the shortest digits (Swift's own `description`, which is not Foundation).
public enum NumberFormat {
    /// Appends the JSON text of `x` to `out`.
    public static func append(_ x: Double, to out: inout [UInt8]) {
        guard x.isFinite else {
            appendNonFinite(x, to: &out)
            return
        }
        let magnitude = x.magnitude
        guard magnitude < 1e9, let scaled = roundedScaled(magnitude) else {
            appendShortestRounded(x, to: &out)
            return
        }
        appendScaled(scaled, negative: x < 0, to: &out)
    }

    /// The text of `x` as `append(_:to:)` writes it (for messages and tests).
    public static func string(_ x: Double) -> String {
        var bytes: [UInt8] = []
        append(x, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `round(a · 10⁴)` for `0 ≤ a < 1e9`, or nil when `a · 10⁴` lies so close to a
    /// half that the shortest decimal of `a` must decide.
    static func roundedScaled(_ a: Double) -> UInt64? {
        let product = a * 10_000
        let error = (-product).addingProduct(a, 10_000)  // exact: a·10⁴ − product
        let whole = product.rounded(.down)
        let fraction = product - whole  // exact
        let distance = (fraction - 0.5) + error  // exact fraction − ½, to within an ulp
        // The shortest decimal is within half an ulp of `a`, so 10⁴ · ulp is a safe margin.
        if distance.magnitude <= 2e4 * a.ulp { return nil }
        return UInt64(whole) + (distance > 0 ? 1 : 0)
    }

    /// Writes `scaled / 10⁴` with up to 4 decimals, trailing zeros dropped.
    private static func appendScaled(_ scaled: UInt64, negative: Bool, to out: inout [UInt8]) {
        if scaled == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if negative { out.append(UInt8(ascii: "-")) }
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

    private static func appendNonFinite(_ x: Double, to out: inout [UInt8]) {
        let text: StaticString = x.isNaN ? "\"NaN\"" : (x > 0 ? "\"Infinity\"" : "\"-Infinity\"")
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The careful path: the shortest round-trip digits, rounded half away from
    /// zero at the 4th decimal, written out positionally.
    private static func appendShortestRounded(_ x: Double, to out: inout [UInt8]) {
        var (digits, integerDigits) = shortestDigits(x.magnitude)
        // Keep the digits down to the 4th decimal; the first dropped one rounds.
        let keep = integerDigits + 4
        if keep < digits.count {
            let roundsUp = keep >= 0 && digits[keep] >= 5
            digits.removeLast(digits.count - max(keep, 0))
            if roundsUp {
                var index = digits.count - 1
                while index >= 0 && digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                }
                if index >= 0 {
                    digits[index] += 1
                } else {
                    digits.insert(1, at: 0)
                    integerDigits += 1
                }
            }
        }
        while digits.last == 0 { digits.removeLast() }
        guard !digits.isEmpty else {
            out.append(UInt8(ascii: "0"))
            return
        }
        if x < 0 { out.append(UInt8(ascii: "-")) }
        appendPositional(digits, integerDigits: integerDigits, to: &out)
    }

    /// The significant digits (values 0…9, no leading zeros) of Swift's shortest
    /// round-trip `description` of `a` and the number of them before the point
    /// (negative when the first digit is a later decimal).
    private static func shortestDigits(_ a: Double) -> (digits: [UInt8], integerDigits: Int) {
        var digits: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in a.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = byte - UInt8(ascii: "0")
                if inExponent {
                    exponent = exponent * 10 + Int(value)
                } else {
                    digits.append(value)
                }
            case UInt8(ascii: "."): pointPosition = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break  // "+"
            }
        }
        var integerDigits = (pointPosition ?? digits.count) + exponentSign * exponent
        while digits.first == 0 {
            digits.removeFirst()
            integerDigits -= 1
        }
        return (digits, integerDigits)
    }

    /// Writes digits with the point after `integerDigits` of them, padding with
    /// zeros on either side as needed (`digits` has no trailing zeros).
    private static func appendPositional(_ digits: [UInt8], integerDigits: Int, to out: inout [UInt8]) {
        let zero = UInt8(ascii: "0")
        if integerDigits <= 0 {
            out.append(zero)
        } else {
            for index in 0..<integerDigits {
                out.append(zero + (index < digits.count ? digits[index] : 0))
            }
        }
        guard digits.count > max(integerDigits, 0) else { return }
        out.append(UInt8(ascii: "."))
        if integerDigits < 0 { out.append(contentsOf: repeatElement(zero, count: -integerDigits)) }
        for digit in digits[max(integerDigits, 0)...] { out.append(zero + digit) }
    }

    /// Appends the decimal digits of `value`, left-padded with zeros to
    /// `minimumDigits` (at most 19).
    static func appendDecimal(_ value: UInt64, minimumDigits: Int = 1, to out: inout [UInt8]) {
        var divisor: UInt64 = 1
        for _ in 1..<minimumDigits { divisor &*= 10 }
        while divisor <= value / 10 { divisor &*= 10 }  // the largest power of ten ≤ value
        var rest = value
        while divisor > 0 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
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
