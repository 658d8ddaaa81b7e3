/// A file's text split into lines, for rendering diagnostics with their source
/// line and for reading `# layoutc:` comments.
public struct SourceText: Sendable {
    /// The lines, without their line breaks (`\n`, `\r\n` or `\r`).
    public let lines: [Substring]

    /// Splits `bytes` into lines; bytes that are not UTF-8 are shown as U+FFFD.
    public init(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// Line `number` (1-based), if the file has it.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
