import Foundation

/// What a plain scalar's text means under the format's strict rules: YAML 1.2
/// core-schema decimals, `true`/`false` only, and no YAML 1.1 guessing.
enum ScalarMeaning: Equatable {
    case number(Double)
    /// `.nan`, `.inf`, `-.inf` and their spellings: never allowed in a spec.
    case nonFinite
    /// A decimal too large to be a `Double` (`1e400`).
    case outOfRange
    case boolean(Bool)
    /// A YAML 1.1 boolean (`yes`, `no`, `on`, `off`, `True`…), which the format rejects.
    case legacyBoolean
    case null
    case text
}

enum ScalarText {
    /// Classifies a plain scalar's bytes.
    static func meaning(of bytes: UnsafeBufferPointer<UInt8>) -> ScalarMeaning {
        if bytes.isEmpty { return .null }
        if let number = parseDecimal(bytes) { return number }
        // Every word below has at most 5 bytes: longer text (most ids and
        // strings) is text without making a String and switching over it.
        if bytes.count > 5 { return .text }
        switch String(decoding: bytes, as: UTF8.self) {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "~", "null", "Null", "NULL": return .null
        case ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF":
            return .nonFinite
        case "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
             "y", "Y", "n", "N", "True", "TRUE", "False", "FALSE":
            return .legacyBoolean
        default: return .text
        }
    }

    /// Powers of ten that are exact doubles: dividing an exact integer mantissa by
    /// one of them is correctly rounded (the classic fast path of strtod).
    private static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// `exactPowersOfTen[n]` for the common small `n` without the global's
    /// initialization check and bounds check on every number.
    @inline(__always)
    private static func powerOfTen(_ n: Int) -> Double {
        switch n {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        default: exactPowersOfTen[n]
        }
    }

    /// Parses `[-+]? (digits (. digits*)? | . digits) ([eE] [-+]? digits)?`, or
    /// returns `nil` when the text is not such a decimal.
    static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> ScalarMeaning? {
        var i = 0
        let n = bytes.count
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            i = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0, fractionDigits = 0, significant = 0
        var sawDigit = false
        while i < n, bytes[i] &- 48 < 10 {
            accumulate(bytes[i], &mantissa, &significant)
            digits += 1
            sawDigit = true
            i += 1
        }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, bytes[i] &- 48 < 10 {
                accumulate(bytes[i], &mantissa, &significant)
                fractionDigits += 1
                sawDigit = true
                i += 1
            }
        }
        guard sawDigit else { return nil }
        var exponent = 0
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                expNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var expDigits = 0
            while i < n, bytes[i] &- 48 < 10 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[i] &- 48) }
                expDigits += 1
                i += 1
            }
            guard expDigits > 0 else { return nil }
            if expNegative { exponent = -exponent }
        }
        guard i == n else { return nil }
        _ = digits
        let scale = exponent - fractionDigits
        if significant <= 15, scale <= 0, -scale <= 22 {  // 22: the last exact power of ten
            let value = Double(mantissa) / powerOfTen(-scale)
            return .number(negative ? -value : value)
        }
        if significant <= 15, scale > 0, scale <= 22 {
            let value = Double(mantissa) * exactPowersOfTen[scale]
            if value < 9_007_199_254_740_992 {
                return .number(negative ? -value : value)
            }
        }
        // Rare: long or far-out decimals; let the C library round them.
        guard let value = Double(String(decoding: bytes, as: UTF8.self)) else { return nil }
        return value.isFinite ? .number(value) : .outOfRange
    }

    /// Adds a digit to the mantissa while it stays exact (at most 19 digits;
    /// later digits only matter to the slow path, which re-reads the text).
    @inline(__always)
    private static func accumulate(_ byte: UInt8, _ mantissa: inout UInt64, _ significant: inout Int) {
        if mantissa == 0, byte == UInt8(ascii: "0") { return }
        significant += 1
        if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte &- 48) }
    }
}
