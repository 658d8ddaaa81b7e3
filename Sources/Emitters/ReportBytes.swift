/// A report's bytes as the line-by-line reporters (GitHub, JUnit, checkstyle)
/// write them: text appended as UTF-8, escaped on the way in, and handed to
/// a sink in chunks of about ``chunkSize`` bytes. A report of 100,000 findings
/// was one `String` grown piece by piece and then copied into bytes; it now
/// never needs to be whole in memory.
struct ReportBytes {
    /// The buffer size past which ``flushIfFull(to:)`` drains it.
    static let chunkSize = 64 * 1024

    /// The bytes written and not yet flushed.
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: Int) {
        append(String(number))
    }

    /// `text` escaped for XML 1.0 (see ``XML``): in an attribute value in double
    /// quotes, or as character data.
    mutating func appendXML(_ text: String, inAttribute: Bool) {
        var text = text
        text.withUTF8 { XML.escape($0, inAttribute: inAttribute, into: &bytes) }
    }

    /// `text` with `%`, `\r` and `\n` percent-encoded, as a GitHub workflow
    /// command's message; with `property`, `:` and `,` too, as a property value.
    mutating func appendGitHub(_ text: String, property: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "%"): append("%25")
                case UInt8(ascii: "\r"): append("%0D")
                case UInt8(ascii: "\n"): append("%0A")
                case UInt8(ascii: ":") where property: append("%3A")
                case UInt8(ascii: ",") where property: append("%2C")
                default: bytes.append(byte)
                }
            }
        }
    }

    /// Hands the bytes to `sink` once there are ``chunkSize`` of them: called
    /// after each record, it streams the report in chunks of about that size.
    mutating func flushIfFull(to sink: (ArraySlice<UInt8>) -> Void) {
        if bytes.count >= Self.chunkSize { flush(to: sink) }
    }

    /// Hands the buffered bytes to `sink`, if any.
    mutating func flush(to sink: (ArraySlice<UInt8>) -> Void) {
        guard !bytes.isEmpty else { return }
        sink(bytes[...])
        bytes.removeAll(keepingCapacity: true)
    }
}

extension DiagnosticReporter {
    /// ``write(_:to:)`` gathered into one array: ``render(_:)`` for the reporters
    /// that stream.
    func gathered(_ report: LintReport) -> [UInt8] {
        var bytes: [UInt8] = []
        write(report) { bytes.append(contentsOf: $0) }
        return bytes
    }
}
