import Diagnostics
import LayoutIR

/// What a rule's message is written into: a ``MessageText`` that becomes a
/// `String`, or the buffer a ``DeferredMessage`` is printed through.
///
/// Literals go through ``append(_:)`` (a `StaticString`, copied as bytes) and
/// runtime strings through ``append(string:)``: with both spelled `append`, a
/// literal in generic code picks the `String` overload, a retain and a release
/// per piece of text.
protocol MessageSink {
    mutating func append(_ text: StaticString)
    mutating func append(string text: String)
    /// ``RuleText/number(_:)``'s wording of `value`.
    mutating func appendNumber(_ value: Double)
}

extension MessageSink {
    /// ``RuleText/name(id:path:)``: `'id'` or the path.
    mutating func appendName(id: String?, path: String) {
        if let id {
            append("'")
            append(string: id)
            append("'")
        } else {
            append(string: path)
        }
    }
}

extension MessageWriter: MessageSink {
    mutating func appendNumber(_ value: Double) {
        guard let units = PointsFormat.units(value) else { return append(string: RuleText.number(value)) }
        write(maxCount: PointsFormat.maxBytes) {
            PointsFormat.write(units: units, to: UnsafeMutableBufferPointer(start: $0, count: PointsFormat.maxBytes))
        }
    }
}

/// A message assembled as UTF-8 bytes in a reused buffer and made a `String`
/// once: a screen can have 100,000 findings, and interpolating each piece into
/// a `String` grows and copies it several times over (appending Strings in
/// place costs as much again in bookkeeping).
struct MessageText: MessageSink {
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

    mutating func append(string text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// ``RuleText/number(_:)``'s wording, written in place when the value is small
    /// enough for the fast form (see ``PointsFormat``).
    mutating func appendNumber(_ value: Double) {
        guard let units = PointsFormat.units(value) else { return append(string: RuleText.number(value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: PointsFormat.maxBytes) { buffer in
            let count = PointsFormat.write(units: units, to: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The text (always valid UTF-8: pieces of Strings and ASCII).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The text's bytes, for ``Diagnostic/init(rule:severity:messageUTF8:viewPath:viewID:viewIndex:sourceKey:)``:
    /// valid UTF-8 by construction, so not checked again as `string` would. A copy
    /// of the exact size: the reused buffer's spare capacity is not kept with each finding.
    var utf8: [UInt8] { bytes.withUnsafeBufferPointer { Array($0) } }
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
    /// trailing zeros dropped; returns the number of bytes written (at most
    /// ``maxBytes``). Digits are written from the right, divisions by constants only.
    static func write(units value: Int64, to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let out = buffer.baseAddress, buffer.count >= maxBytes else { return 0 }
        // Also -0, which RuleText.number prints as 0.
        if value == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = value.magnitude
        var whole = magnitude / 10_000
        var digits = 1
        var rest = whole
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            out[count + offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
            whole /= 10
        }
        count += digits
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        count += 1
        var places = 4
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        // Leading zeros kept: 0.05 is 500 ten-thousandths, written "05".
        for offset in stride(from: places - 1, through: 0, by: -1) {
            out[count + offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return count + places
    }
}

extension MessageSink {
    /// ``RuleText/name(_:)`` of a view read in place (an array's element
    /// through its buffer, not copied out with its strings and boxes): its
    /// `'id'`, or its path written from its two parts (no `String` made of it).
    mutating func appendName(of view: UnsafePointer<ViewSpec>) {
        if let id = view.pointee.id {
            append("'")
            append(string: id)
            append("'")
            return
        }
        let (prefix, index) = view.pointee.pathParts
        append(string: prefix)
        if let index { append(string: String(index)) }
    }
}
