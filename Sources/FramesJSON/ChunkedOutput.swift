/// A byte buffer written through a `ByteCursor` and handed to a sink in chunks:
/// how a document of a million views streams without being whole in memory.
///
/// Items (a view, a diagnostic) are written whole, each after one check that
/// the buffer has room for its bound; the sink gets the buffered bytes as soon
/// as there are at least `chunkSize` of them, so every chunk but the last is a
/// little over `chunkSize` bytes (one item more at most), unless an item's bound
/// did not fit in the space left.
package struct ChunkedOutput {
    /// Always `count` bytes long: written in place through a pointer, never appended to.
    private var buffer: [UInt8]
    private var used = 0
    package let chunkSize: Int

    /// Room beyond `chunkSize` for the item that crosses it, so that ordinary
    /// items never make an early chunk (a view's bound is about 14 KB, most of
    /// it for numbers that are almost never that long).
    private static let slack = 32 * 1024

    package init(chunkSize: Int) {
        self.chunkSize = max(chunkSize, 1)
        buffer = [UInt8](repeating: 0, count: self.chunkSize + Self.slack)
    }

    /// Writes items `0..<count` in order: `body(i, &cursor)` may write at most
    /// `bound(i)` bytes.
    @inline(__always)
    package mutating func write(count: Int, sink: (ArraySlice<UInt8>) -> Void, bound: (Int) -> Int,
                        _ body: (Int, inout ByteCursor) -> Void) {
        var index = 0
        while index < count {
            var needed = 0
            var used = self.used
            let chunkSize = self.chunkSize
            buffer.withUnsafeMutableBufferPointer { storage in
                let base = storage.baseAddress!
                let end = base + storage.count
                var cursor = ByteCursor(base + used)
                while index < count {
                    let room = bound(index)
                    guard end - cursor.position >= room else {
                        needed = room
                        break
                    }
                    body(index, &cursor)
                    index += 1
                    if cursor.position - base >= chunkSize { break }
                }
                used = cursor.position - base
            }
            self.used = used
            if used >= chunkSize || needed > 0 { flush(to: sink) }
            // Only an item bigger than the whole buffer (a huge string) gets here.
            if needed > buffer.count { buffer = [UInt8](repeating: 0, count: needed + chunkSize) }
        }
    }

    /// Writes one item of at most `bound` bytes.
    @inline(__always)
    package mutating func write(bound: Int, sink: (ArraySlice<UInt8>) -> Void, _ body: (inout ByteCursor) -> Void) {
        write(count: 1, sink: sink, bound: { _ in bound }, { _, cursor in body(&cursor) })
    }

    /// Hands the buffered bytes to `sink`, if any.
    package mutating func flush(to sink: (ArraySlice<UInt8>) -> Void) {
        guard used > 0 else { return }
        sink(buffer[..<used])
        used = 0
    }
}
