/// A message kept as the numbers it is made of, and written out only when
/// something prints it.
///
/// A screen can have 100,000 findings of one rule, each message some 200 bytes
/// of text around a view's name and a few numbers. Made into a `String` when
/// found, each costs an allocation and a UTF-8 validation, and the text is then
/// copied into every output anyway. Deferred, a finding carries its numbers
/// (inline, no allocation) and the rule's formatting function, and each output
/// writes the message straight into its own bytes.
public struct DeferredMessage: Sendable {
    /// Writes the message for the view named by `id` (its quoted id) or `path`,
    /// from `values`. A plain function of its arguments: the same arguments
    /// always give the same bytes.
    public typealias Format = @Sendable (_ values: Values, _ id: String?, _ path: String?,
                                         _ out: inout MessageWriter) -> Void

    /// Up to six numbers, as the rule's format reads them (the most a rule
    /// needs: each one more is 8 bytes on every finding of every rule).
    public struct Values: Sendable, Equatable {
        public var a: Double, b: Double, c: Double, d: Double
        public var e: Double, f: Double

        public init(_ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0,
                    _ e: Double = 0, _ f: Double = 0) {
            (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
        }
    }

    public let values: Values
    public let format: Format

    public init(_ values: Values, format: @escaping Format) {
        self.values = values
        self.format = format
    }

    /// Calls `body` with the message's bytes for the view named `id` or `path`,
    /// written into a buffer on the stack (on the heap when the names are long).
    /// Not generic: called for each of 100,000 findings, a generic result type
    /// cost a runtime metadata lookup every time.
    public func withBytes(id: String?, path: String?, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Room for a rule's text and numbers, and the names, which may be quoted or
        // repeated once; a format that needs more is written again with twice the room.
        var capacity = 512 + 2 * ((id?.utf8.count ?? 0) + (path?.utf8.count ?? 0))
        while true {
            let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool in
                var writer = MessageWriter(buffer)
                format(values, id, path, &writer)
                guard !writer.overflowed else { return false }
                body(writer.written)
                return true
            }
            if done { return }
            capacity *= 2
        }
    }
}

/// Where a ``DeferredMessage`` writes its bytes: a fixed buffer that refuses,
/// rather than overruns, what does not fit (the message is then written again
/// into a larger one).
public struct MessageWriter {
    // Visible to inlined code: the appends are inlined into each rule's format
    // (a call and its checks per piece of text cost a fifth of a message).
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var didOverflow = false
    /// Set when something did not fit; the bytes are then incomplete.
    public var overflowed: Bool { didOverflow }

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }

    /// Appends the bytes of a literal. Always inlined: left to the optimizer it
    /// stayed a call of ~80 instructions, five a message, 1 million on a screen of
    /// 100,000 findings.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 (a literal goes through ``append(_:)``, as bytes).
    @inlinable
    public mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Appends bytes as they are.
    @inlinable @inline(__always)
    public mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        guard buffer.count - count >= bytes.count else {
            didOverflow = true
            return
        }
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Lets `body` write at most `maxCount` bytes in place; it returns how many it wrote.
    @inlinable
    public mutating func write(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard buffer.count - count >= maxCount else {
            didOverflow = true
            return
        }
        count += body(buffer.baseAddress! + count)
    }
}

/// A diagnostic's message: text, UTF-8 bytes, or deferred until printed.
enum MessageStorage: Sendable {
    case text(String)
    /// Valid UTF-8, kept as bytes: every printer and the sort read bytes, and
    /// making a `String` checks each byte again (about ten instructions a byte
    /// once the text holds a `×`), so it is made only if `message` is read.
    case utf8([UInt8])
    case deferred(DeferredMessage)
}

extension Diagnostic {
    /// Calls `body` with the message's UTF-8 bytes, formatting a deferred
    /// message into a scratch buffer instead of making a `String` of it.
    public func withMessageBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafePointer(to: self) { Diagnostic.withMessageBytes(of: $0, body) }
    }

    /// ``withMessageBytes(_:)`` for a diagnostic read in place (an array's
    /// element through its buffer): a method called on the value would copy it,
    /// retaining every string and array in it, for each of 100,000 findings.
    public static func withMessageBytes(of diagnostic: UnsafePointer<Diagnostic>,
                                        _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch diagnostic.pointee.storedMessage {
        case .text(let text):
            if text.utf8.withContiguousStorageIfAvailable(body) != nil { return }
            var copy = text
            copy.withUTF8(body)
        case .utf8(let bytes):
            bytes.withUnsafeBufferPointer(body)
        case .deferred(let deferred):
            deferred.withBytes(id: diagnostic.pointee.viewID, path: diagnostic.pointee.viewPath, body)
        }
    }

    /// Whether the message is still deferred (not yet made text).
    public var hasDeferredMessage: Bool {
        if case .deferred = storedMessage { return true }
        return false
    }
}
