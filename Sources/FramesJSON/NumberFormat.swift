/// The one number format of every layoutc output (Docs/Output.md).
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
/// Fast paths, no Foundation and no allocation, written straight into the
/// caller's buffer (`write(_:to:)`):
/// - an integer below 2⁵³ prints its digits: it is exactly representable, so its
///   shortest decimal is the integer itself (most frame numbers are integers);
/// - otherwise, for |x| < 1e9, the value is rounded to a scaled integer x · 10⁴
///   (the product's rounding error recovered exactly with a fused multiply-add)
///   and its digits written directly.
/// Only values within a few ulps of a rounding tie, |x| ≥ 1e9 that are not
/// integers below 2⁵³, and non-finite values take the careful path through the
/// shortest digits (Swift's own `description`, which is not Foundation).
public enum NumberFormat {
    /// The most bytes one number takes: a sign and the 309 digits of
    /// `greatestFiniteMagnitude` (any text with decimals is under 25 bytes).
    package static var maxLength: Int { 320 }

    /// Appends the JSON text of `x` to `out`.
    public static func append(_ x: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { buffer in
            let start = buffer.baseAddress!
            let end = write(x, to: start)
            out.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        }
    }

    /// The text of `x` as `append(_:to:)` writes it (for messages and tests).
    public static func string(_ x: Double) -> String {
        var bytes: [UInt8] = []
        append(x, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the JSON text of `x` at `start`, which has room for `maxLength`
    /// bytes, and returns the position after it.
    @inline(__always)
    package static func write(_ x: Double, to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let magnitude = x.magnitude
        if magnitude < 0x1p53 {  // false for NaN and the infinities
            // Int64, not UInt64: one conversion instruction each way on x86-64.
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                // -0.0 has `whole` 0 and is not < 0: it prints "0".
                var position = start
                if x < 0 {
                    position.initialize(to: UInt8(ascii: "-"))
                    position += 1
                }
                return DecimalDigits.write(UInt64(bitPattern: whole), to: position)
            }
            if magnitude < 1e9, let scaled = roundedScaled(magnitude) {
                return writeScaled(scaled, negative: x < 0, to: start)
            }
        }
        return writeCarefully(x, to: start)
    }

    /// `round(a · 10⁴)` for `0 ≤ a < 1e9`, or nil when `a · 10⁴` lies so close to a
    /// half that the shortest decimal of `a` must decide.
    @inline(__always)
    package static func roundedScaled(_ a: Double) -> UInt64? {
        let product = a * 10_000
        let error = (-product).addingProduct(a, 10_000)  // exact: a·10⁴ − product
        let whole = product.rounded(.down)
        let fraction = product - whole  // exact
        let distance = (fraction - 0.5) + error  // exact fraction − ½, to within an ulp
        // The shortest decimal is within half an ulp of `a`, so 10⁴ · ulp is a safe margin.
        if distance.magnitude <= 2e4 * a.ulp { return nil }
        return UInt64(whole) + (distance > 0 ? 1 : 0)
    }

    /// Writes `scaled / 10⁴` with up to 4 decimals, trailing zeros dropped
    /// (at most 15 bytes, as `scaled` < 10¹³).
    @inline(__always)
    private static func writeScaled(_ scaled: UInt64, negative: Bool, to start: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        var position = start
        if scaled == 0 {
            position.initialize(to: UInt8(ascii: "0"))
            return position + 1
        }
        if negative {
            position.initialize(to: UInt8(ascii: "-"))
            position += 1
        }
        position = DecimalDigits.write(scaled / 10_000, to: position)
        let fraction = Int(truncatingIfNeeded: scaled % 10_000)
        guard fraction != 0 else { return position }
        position.initialize(to: UInt8(ascii: "."))
        // All 4 digits are written; the cursor moves past the significant ones only.
        return position + 1 + DecimalDigits.writeFraction(fraction, to: position + 1)
    }

    /// The careful path (rare: off the hot loop), copied into the caller's buffer.
    @inline(never)
    private static func writeCarefully(_ x: Double, to start: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        var bytes: [UInt8] = []
        appendCarefully(x, to: &bytes)
        assert(bytes.count <= maxLength)
        bytes.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: $0.count) }
        return start + bytes.count
    }

    /// The reference for every value: non-finite values as strings, and the
    /// shortest digits rounded as the fast paths would (tests compare the two).
    package static func appendCarefully(_ x: Double, to out: inout [UInt8]) {
        guard x.isFinite else {
            appendNonFinite(x, to: &out)
            return
        }
        appendShortestRounded(x, to: &out)
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

    /// Appends a signed integer in decimal.
    package static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        out.appendWriting(maxCount: 20) { $0.integer(value) }
    }
}
