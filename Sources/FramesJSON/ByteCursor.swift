/// A write position in a byte buffer that the caller has already made big
/// enough: the emitters' hot paths print through it with no capacity check per
/// byte, after one check of a bound for a whole item (a view, a diagnostic).
///
/// Every method documents how many bytes it may write, so that callers can add
/// up a bound before they start.
package struct ByteCursor {
    /// Where the next byte goes.
    package var position: UnsafeMutablePointer<UInt8>

    package init(_ position: UnsafeMutablePointer<UInt8>) {
        self.position = position
    }

    /// Writes one byte.
    @inline(__always)
    package mutating func byte(_ value: UInt8) {
        position.initialize(to: value)
        position += 1
    }

    /// Writes `value` `count` times (nothing when `count` is not positive).
    @inline(__always)
    package mutating func repeated(_ value: UInt8, count: Int) {
        guard count > 0 else { return }
        position.initialize(repeating: value, count: count)
        position += count
    }

    /// Writes the bytes of a literal (its UTF-8 length).
    @inline(__always)
    package mutating func literal(_ text: StaticString) {
        position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        position += text.utf8CodeUnitCount
    }

    /// Writes `bytes` as they are.
    @inline(__always)
    package mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        position.update(from: base, count: bytes.count)
        position += bytes.count
    }

    /// A number per `NumberFormat` (at most `NumberFormat.maxLength` bytes).
    @inline(__always)
    package mutating func number(_ value: Double) {
        position = NumberFormat.write(value, to: position)
    }

    /// A signed integer in decimal (at most 20 bytes).
    @inline(__always)
    package mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        position = DecimalDigits.write(UInt64(value.magnitude), to: position)
    }

    /// A quoted, escaped JSON string (at most `JSONEscaping.bound(value.utf8.count)` bytes).
    @inline(__always)
    package mutating func string(_ value: String) {
        byte(UInt8(ascii: "\""))
        stringBody(value)
        byte(UInt8(ascii: "\""))
    }

    /// A quoted, escaped JSON string of UTF-8 bytes (at most `JSONEscaping.bound(bytes.count)` bytes).
    @inline(__always)
    package mutating func string(bytes: UnsafeBufferPointer<UInt8>) {
        byte(UInt8(ascii: "\""))
        JSONEscaping.write(bytes, to: &self)
        byte(UInt8(ascii: "\""))
    }

    /// A quoted string, or `null` (at most `JSONEscaping.bound` of the string's length, or 4).
    @inline(__always)
    package mutating func stringOrNull(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    /// The escaped contents of a string, without quotes (at most 6 bytes a UTF-8 byte).
    @inline(__always)
    package mutating func stringBody(_ value: String) {
        // Borrowed in place (a native string, small or not, is contiguous UTF-8);
        // `withUTF8` would need a mutable copy of the string, so a retain.
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { JSONEscaping.write($0, to: &self) }
        if written == nil {
            var copy = value
            copy.withUTF8 { JSONEscaping.write($0, to: &self) }
        }
    }
}

extension [UInt8] {
    /// Appends what `body` writes through a cursor, which may be at most
    /// `maxCount` bytes: the cursor's writers for code that builds an array.
    package mutating func appendWriting(maxCount: Int, _ body: (inout ByteCursor) -> Void) {
        let start = count
        append(contentsOf: repeatElement(0, count: maxCount))
        let written = withUnsafeMutableBufferPointer { buffer -> Int in
            var cursor = ByteCursor(buffer.baseAddress! + start)
            body(&cursor)
            return cursor.position - (buffer.baseAddress! + start)
        }
        precondition(written <= maxCount, "wrote \(written) bytes for a bound of \(maxCount)")
        removeLast(maxCount - written)
    }
}
