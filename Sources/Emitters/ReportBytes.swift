/// A report's bytes as the line-by-line reporters (GitHub, JUnit, checkstyle)
/// write them: text appended as UTF-8, escaped on the way in, and handed to
/// a sink in chunks of about ``chunkSize`` bytes. A report of 100,000 findings
/// was one `String` grown piece by piece and then copied into bytes; it now
/// never needs to be whole in memory.
struct ReportBytes {
    /// The buffer size past which ``flushIfFull(to:)`` drains it: the JSON
    /// reporters' (``JSONWriter/chunkSize``).
    static let chunkSize = JSONWriter.chunkSize

    /// The bytes written and not yet flushed.
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    /// Appends bytes as they are (for escaping written elsewhere).
    mutating func append(byte: UInt8) {
        bytes.append(byte)
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
