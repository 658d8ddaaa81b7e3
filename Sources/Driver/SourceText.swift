/// A file's text split into lines, for rendering diagnostics with their source
/// line and for reading `# layoutc:` comments.
public struct SourceText: Sendable {
    /// The lines, without their line breaks (`\n`, `\r\n` or `\r`).
    public let lines: [Substring]

    /// Splits `bytes` into lines; bytes that are not UTF-8 are shown as U+FFFD.
    /// Splits on UTF-8 code units, not Characters: a 50 MB line must not cost a
    /// grapheme walk.
    public init(bytes: [UInt8]) {
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
        self.lines = lines
    }

    /// Line `number` (1-based), if the file has it.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
