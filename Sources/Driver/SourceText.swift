/// A file's text, for rendering diagnostics with their source line and for
/// reading `# layoutc:` comments.
///
/// It keeps the file's bytes (shared with the caller's array, not copied) and
/// splits lines only when asked: a clean compile of a 50 MB spec never pays
/// for a line table.
public struct SourceText: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The lines, without their line breaks (`\n`, `\r\n` or `\r`, as libyaml
    /// counts them); bytes that are not UTF-8 are shown as U+FFFD. Splits on
    /// UTF-8 code units, not Characters: a 50 MB line must not cost a grapheme walk.
    public var lines: [Substring] {
        let text = String(decoding: bytes, as: UTF8.self)
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(text[start..<index])
                var next = utf8.index(after: index)
                if byte == UInt8(ascii: "\r"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                    next = utf8.index(after: next)
                }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// Line `number` (1-based), if the file has it.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, let range = LineBreaks.byteRange(ofLine: number, in: bytes) else { return nil }
        return Substring(String(decoding: bytes[range], as: UTF8.self))
    }
}

/// Line arithmetic on raw bytes, with libyaml's line breaks (`\n`, `\r\n`, `\r`).
enum LineBreaks {
    /// The bytes of line `number` (1-based), without its break.
    static func byteRange(ofLine number: Int, in bytes: [UInt8]) -> Range<Int>? {
        var line = 1
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if line == number { return start..<index }
                index += byte == UInt8(ascii: "\r") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = index
                line += 1
            } else {
                index += 1
            }
        }
        return line == number ? start..<count : nil
    }

    /// Counts line breaks in `bytes[from..<to]`; a `\r\n` split by `from` counts
    /// at its `\r` only.
    static func count(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var breaks = 0
        var index = from
        while index < to {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                if index == 0 || bytes[index - 1] != UInt8(ascii: "\r") { breaks += 1 }
            } else if byte == UInt8(ascii: "\r") {
                breaks += 1
            }
            index += 1
        }
        return breaks
    }
}
