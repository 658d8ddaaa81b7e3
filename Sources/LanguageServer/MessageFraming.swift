import Foundation

/// Splits a byte stream into LSP messages: `Content-Length: n\r\n` headers, a
/// blank line, then n bytes of JSON (the base protocol's framing).
///
/// Bytes arrive in any chunking: a message split across reads waits for the
/// rest, several messages in one read all come out. Bad headers are reported as
/// ``Event/badHeader(_:)`` and skipped; the framer never traps on its input.
public struct MessageFramer: Sendable {
    /// What one call to ``append(_:)`` found.
    public enum Event: Equatable, Sendable {
        /// The content of one message.
        case message(Data)
        /// A header block that could not be used; it was dropped.
        case badHeader(String)
    }

    /// Headers longer than this without a blank line are garbage.
    public static let maxHeaderBytes = 8 * 1024
    /// Larger messages are refused (and their bytes skipped).
    public static let maxContentBytes = 256 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Bytes still to skip from a refused message.
    private var skipping = 0
    /// The content length of the message being read, once its header is complete.
    private var pendingLength: Int?

    public init() {}

    /// Adds `bytes` and returns every message (and bad header) now complete.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        while let event = next() { events.append(event) }
        return events
    }

    /// Whether bytes of an incomplete message are waiting.
    public var hasPartialMessage: Bool { !buffer.isEmpty || pendingLength != nil }

    private mutating func next() -> Event? {
        if skipping > 0 {
            let count = min(skipping, buffer.count)
            buffer.removeFirst(count)
            skipping -= count
            if skipping > 0 { return nil }
        }
        if let length = pendingLength {
            guard buffer.count >= length else { return nil }
            let content = Data(buffer[0..<length])
            buffer.removeFirst(length)
            pendingLength = nil
            return .message(content)
        }
        return readHeader()
    }

    /// Reads one header block, if complete.
    private mutating func readHeader() -> Event? {
        // Blank lines between messages are tolerated.
        while buffer.first == UInt8(ascii: "\r") || buffer.first == UInt8(ascii: "\n") {
            buffer.removeFirst()
        }
        guard let end = headerEnd() else {
            if buffer.count > Self.maxHeaderBytes {
                let shown = String(decoding: buffer.prefix(60), as: UTF8.self)
                buffer.removeAll()
                return .badHeader("no end of header in \(Self.maxHeaderBytes) bytes: \(shown.debugDescription)")
            }
            return nil
        }
        let header = String(decoding: buffer[0..<end.headerLength], as: UTF8.self)
        let result = Self.contentLength(in: header)
        if case .failure(let problem) = result, let restart = Self.resyncOffset(in: buffer[0..<end.headerLength]) {
            // Junk (say, the body of a message whose header was bad) before a
            // real header: drop the junk and read the header after it.
            buffer.removeFirst(restart)
            return .badHeader(problem.message + "; skipped \(restart) bytes")
        }
        buffer.removeFirst(end.headerLength + end.separatorLength)
        switch result {
        case .success(let length) where length > Self.maxContentBytes:
            skipping = length
            return .badHeader("message of \(length) bytes is over the limit of \(Self.maxContentBytes); skipped")
        case .success(let length):
            pendingLength = length
            return next()
        case .failure(let problem):
            return .badHeader(problem.message)
        }
    }

    /// Where the header block ends: at `\r\n\r\n`, or at `\n\n` from lenient clients.
    private func headerEnd() -> (headerLength: Int, separatorLength: Int)? {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var index = 0
        while index < buffer.count {
            if buffer[index] == lf {
                if index + 1 < buffer.count, buffer[index + 1] == lf { return (index, 2) }
                if index + 2 < buffer.count, buffer[index + 1] == cr, buffer[index + 2] == lf { return (index, 3) }
            }
            if buffer[index] == cr, index + 3 < buffer.count, buffer[index + 1] == lf,
               buffer[index + 2] == cr, buffer[index + 3] == lf
            {
                return (index, 4)
            }
            index += 1
        }
        return nil
    }

    /// Where a `Content-Length` field starts after the beginning of `header`, if it does.
    private static func resyncOffset(in header: ArraySlice<UInt8>) -> Int? {
        let needle = Array("content-length".utf8)
        guard header.count > needle.count else { return nil }
        let lowered = header.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        var index = lowered.count - needle.count
        while index > 0 {
            if lowered[index] == needle[0], lowered[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }

    struct HeaderProblem: Error { var message: String }

    /// The `Content-Length` of a header block (field names are case-insensitive;
    /// other fields such as `Content-Type` are ignored).
    static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "header line without ':': \(String(line.prefix(60)).debugDescription)"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    return .failure(HeaderProblem(message: "bad Content-Length \(value.debugDescription)"))
                }
                length = number
            }
        }
        guard let length else {
            return .failure(HeaderProblem(message: "header without Content-Length: \(String(header.prefix(60)).debugDescription)"))
        }
        return .success(length)
    }

    /// Frames `content` for sending.
    public static func frame(_ content: Data) -> Data {
        var data = Data("Content-Length: \(content.count)\r\n\r\n".utf8)
        data.append(content)
        return data
    }
}
