/// A small streaming JSON writer: appends UTF-8 to a byte buffer.
///
/// Keys come out in the order the caller writes them, so key order is fixed by
/// construction; there is no dictionary anywhere. Layout is deterministic:
///
/// - a *pretty* container puts each member on its own line, indented two
///   spaces per level;
/// - a *compact* container stays on one line: `{"a": 1, "b": [0, 0]}`
///   (everything inside a compact container is compact too);
/// - an empty container prints `{}` or `[]`.
///
/// Strings are escaped per RFC 8259: `"` and `\`, the short forms `\b \f \n \r
/// \t`, and every other control character as `\u00xx` (lowercase hex). Other
/// characters, non-ASCII included, are written as UTF-8.
///
/// The buffer can be drained with `flush(to:)` at any point, which is how a
/// million-view document streams without one giant buffer.
public struct JSONWriter {
    /// The bytes written and not yet flushed.
    public private(set) var bytes: [UInt8] = []

    private struct Container {
        var isObject: Bool
        var compact: Bool
        var count = 0
    }

    private var stack: [Container] = []
    private var afterKey = false

    public init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    public mutating func beginObject(compact: Bool = false) { open(UInt8(ascii: "{"), compact: compact) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray(compact: Bool = false) { open(UInt8(ascii: "["), compact: compact) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    // MARK: Keys and values

    /// Writes an object key, escaped like any string (keys are few and short, so
    /// literal keys take the same path: a string literal is contiguous UTF-8).
    public mutating func key(_ key: String) {
        assert(!afterKey, "JSONWriter: two keys in a row")
        separate(forKey: true)
        appendEscaped(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        separate()
        appendEscaped(value)
    }

    /// A string, or `null` when `value` is nil.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A number in the house format (`NumberFormat`): non-finite values become strings.
    public mutating func number(_ value: Double) {
        separate()
        NumberFormat.append(value, to: &bytes)
    }

    public mutating func integer(_ value: Int) {
        separate()
        NumberFormat.appendInteger(value, to: &bytes)
    }

    /// An integer, or `null` when `value` is nil.
    public mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    public mutating func bool(_ value: Bool) {
        separate()
        if value { appendLiteral("true") } else { appendLiteral("false") }
    }

    public mutating func null() {
        separate()
        appendLiteral("null")
    }

    /// A compact pair of numbers: `[393, 852]` (no array allocation: hot path).
    public mutating func numbers(_ a: Double, _ b: Double) {
        beginArray(compact: true)
        number(a)
        number(b)
        endArray()
    }

    /// A compact quadruple of numbers: `[0, 0, 393, 852]`.
    public mutating func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        beginArray(compact: true)
        number(a)
        number(b)
        number(c)
        number(d)
        endArray()
    }

    /// A value the caller writes as raw, already valid JSON text: `body` appends
    /// it to the buffer after the separator. For hot paths that print a small
    /// compact object or array straight into the bytes.
    public mutating func raw(_ body: (inout [UInt8]) -> Void) {
        separate()
        body(&bytes)
    }

    /// Appends a newline (at the end of a document).
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    // MARK: Draining

    /// Hands the buffered bytes to `sink` and empties the buffer (keeping its capacity).
    public mutating func flush(to sink: (ArraySlice<UInt8>) -> Void) {
        guard !bytes.isEmpty else { return }
        sink(bytes[...])
        bytes.removeAll(keepingCapacity: true)
    }

    /// The buffer size past which ``flushIfFull(to:)`` drains it.
    public static let chunkSize = 64 * 1024

    /// ``flush(to:)`` once ``chunkSize`` bytes are buffered: called after each
    /// record of a long document, it streams the document in chunks of about
    /// that size.
    public mutating func flushIfFull(to sink: (ArraySlice<UInt8>) -> Void) {
        if bytes.count >= Self.chunkSize { flush(to: sink) }
    }

    /// Takes the buffered bytes, leaving the buffer empty.
    public mutating func take() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    // MARK: Layout

    private var isCompact: Bool { stack.last?.compact ?? false }

    /// Writes what goes before a value or key: a comma after an earlier member,
    /// then a newline and indentation (pretty) or a space (compact).
    private mutating func separate(forKey: Bool = false) {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = stack.last else { return }
        assert(forKey == last.isObject, "JSONWriter: a value without a key in an object, or a key in an array")
        if last.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if last.compact {
            if last.count > 0 { bytes.append(UInt8(ascii: " ")) }
        } else {
            bytes.append(UInt8(ascii: "\n"))
            appendIndent(stack.count)
        }
        stack[stack.count - 1].count += 1
    }

    private mutating func open(_ bracket: UInt8, compact: Bool) {
        separate()
        bytes.append(bracket)
        stack.append(Container(isObject: bracket == UInt8(ascii: "{"), compact: compact || isCompact))
    }

    private mutating func close(_ bracket: UInt8) {
        guard let last = stack.popLast() else {
            fatalError("JSONWriter: closing a container that was never opened")
        }
        precondition(!afterKey, "JSONWriter: a key without a value")
        if !last.compact && last.count > 0 {
            bytes.append(UInt8(ascii: "\n"))
            appendIndent(stack.count)
        }
        bytes.append(bracket)
    }

    private mutating func appendIndent(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private mutating func appendLiteral(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendEscaped(_ value: String) {
        JSONWriter.appendEscaped(value, to: &bytes)
    }

    /// Appends `value` as a quoted, escaped JSON string.
    public static func appendEscaped(_ value: String, to out: inout [UInt8]) {
        out.appendWriting(maxCount: JSONEscaping.bound(value.utf8.count)) { $0.string(value) }
    }
}
