/// A message assembled as UTF-8 bytes in a reused buffer and made a `String`
/// once: a screen can have 100,000 findings, and interpolating each piece into
/// a `String` grows and copies it several times over (appending Strings in
/// place costs as much again in bookkeeping).
struct MessageText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the text, keeping its capacity for the next message.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// ``RuleText/name(id:path:)``: `'id'` or the path.
    mutating func appendName(id: String?, path: String) {
        if let id {
            bytes.append(UInt8(ascii: "'"))
            append(id)
            bytes.append(UInt8(ascii: "'"))
        } else {
            append(path)
        }
    }

    /// ``RuleText/number(_:)``'s wording, written in place when the value is small
    /// enough for the fast form (see ``PointsFormat``).
    mutating func appendNumber(_ value: Double) {
        guard let units = PointsFormat.units(value) else { return append(RuleText.number(value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: PointsFormat.maxBytes) { buffer in
            let count = PointsFormat.write(units: units, to: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The text (always valid UTF-8: pieces of Strings and ASCII).
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// ``RuleText/number(_:)`` without `String(Double)`: the value rounded to 4
/// decimals, written as an integer count of ten-thousandths.
enum PointsFormat {
    /// Beyond this many ten-thousandths (about 860,000 pt) the fast form is not
    /// used. Below it a double's spacing is under 1e-9, so the shortest decimal
    /// that reads back as `k / 10_000` — what `String(Double)` prints — is `k`'s
    /// digits with the point 4 places from the right and trailing zeros dropped:
    /// any other decimal of at most 4 places lies at least 1e-4 away.
    static let limit: Int64 = 1 << 33

    /// `value` as ``RuleText/number(_:)`` words it; `nil` when the value is not
    /// finite or is too large for the fast form. At most 13 ASCII bytes: a small
    /// String, no allocation.
    static func text(_ value: Double) -> String? {
        guard let units = units(value) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxBytes) { buffer in
            let count = write(units: units, to: buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The most bytes ``write(units:to:)`` writes.
    static let maxBytes = 24

    /// `value` rounded to ten-thousandths, as RuleText.number rounds it; `nil`
    /// when not finite or too large for the fast form.
    static func units(_ value: Double) -> Int64? {
        guard value.isFinite, abs(value) < Double(limit) / 10_000 else { return nil }
        // The same arithmetic as RuleText.number: scaled, rounded, scaled back.
        let rounded = (value * 10_000).rounded() / 10_000
        let scaled = (rounded * 10_000).rounded()
        guard abs(scaled) < Double(limit) else { return nil }
        return Int64(scaled)
    }

    /// Writes `units` ten-thousandths (|units| < ``limit``) as a decimal with
    /// trailing zeros dropped; returns the number of bytes written.
    static func write(units value: Int64, to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }
        // Also -0, which RuleText.number prints as 0.
        if value == 0 {
            put(UInt8(ascii: "0"))
            return count
        }
        var units = value
        if units < 0 {
            put(UInt8(ascii: "-"))
            units = -units
        }
        putDigits(units / 10_000, minimumDigits: 1, put)
        var fraction = units % 10_000
        guard fraction != 0 else { return count }
        put(UInt8(ascii: "."))
        var places = 4
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        // Leading zeros kept: 0.05 is 500 ten-thousandths, written "05".
        putDigits(fraction, minimumDigits: places, put)
        return count
    }

    /// `value`'s decimal digits, padded with leading zeros to `minimumDigits`.
    private static func putDigits(_ value: Int64, minimumDigits: Int, _ put: (UInt8) -> Void) {
        var digits = 1
        var divisor: Int64 = 1
        while divisor <= value / 10 {
            divisor *= 10
            digits += 1
        }
        for _ in digits..<max(digits, minimumDigits) { put(UInt8(ascii: "0")) }
        var rest = value
        while divisor > 0 {
            put(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
