import Foundation

/// Splits a byte stream into LSP messages: `Content-Length: n\r\n` headers, a
/// blank line, then n bytes of JSON (the base protocol's framing).
///
/// Bytes arrive in any chunking: a message split across reads waits for the
/// rest, several messages in one read all come out. Bad headers are reported as
/// ``Event/badHeader(_:)`` and skipped; the framer never traps on its input.
///
/// It resynchronises on the next header after a mistake: a message over the
/// size limit is reported (``Event/oversized(_:)``) and its bytes dropped up to
/// the next `Content-Length` header, not counted off (holding none of them);
/// a length that runs into the next message's header is cut at that header
/// (JSON never holds a raw `\r\n\r\n` after `Content-Length: n`), so the next
/// request still arrives.
public struct MessageFramer: Sendable {
    /// What one call to ``append(_:)`` found.
    public enum Event: Equatable, Sendable {
        /// The content of one message.
        case message(Data)
        /// A header block that could not be used; it was dropped.
        case badHeader(String)
        /// A message whose `Content-Length` is over ``maxContentBytes``; its
        /// bytes are dropped up to the next header.
        case oversized(Int)
    }

    /// Headers longer than this without a blank line are garbage.
    public static let maxHeaderBytes = 8 * 1024
    /// Larger messages are refused (and their bytes skipped).
    public static let maxContentBytes = 256 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Dropping a refused message's bytes until the next header.
    private var resynchronising = false
    /// The content length of the message being read, once its header is complete.
    private var pendingLength: Int?
    /// How much of the pending content has been searched for a header.
    private var scannedForHeader = 0

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
        if resynchronising {
            guard let start = Self.nextHeader(in: buffer[...]) else {
                // Keep only a tail that could be the start of a header cut by the read.
                let keep = min(buffer.count, Self.maxHeaderBytes)
                buffer.removeFirst(buffer.count - keep)
                return nil
            }
            buffer.removeFirst(start)
            resynchronising = false
        }
        if let length = pendingLength {
            // A header inside the content means the length was too long: the
            // content ends there and that header is read next. Each byte is
            // looked at about once (from a little before where the last look
            // stopped), however the content arrives.
            let limit = min(length, buffer.count)
            let from = max(0, scannedForHeader - 256)
            if limit > from, let found = Self.nextHeader(in: buffer[from..<limit]), from + found > 0 {
                return takeContent(from + found)
            }
            scannedForHeader = limit
            guard buffer.count >= length else { return nil }
            return takeContent(length)
        }
        return readHeader()
    }

    private mutating func takeContent(_ count: Int) -> Event {
        let content = Data(buffer[0..<count])
        if count == buffer.count {
            // A fresh buffer: the old one's capacity (50 MB after a big
            // document) would otherwise be kept for the rest of the session.
            buffer = []
        } else {
            buffer.removeFirst(count)
        }
        pendingLength = nil
        scannedForHeader = 0
        return .message(content)
    }

    /// Where a complete `Content-Length: digits` header line followed by the
    /// end of a header block starts in `bytes`, if anywhere.
    static func nextHeader(in bytes: ArraySlice<UInt8>) -> Int? {
        let needle = Array("content-length:".utf8)
        var index = bytes.startIndex
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] | 0x20 == needle[0],
               zip(bytes[index..<index + needle.count], needle).allSatisfy({ ($0 | 0x20) == $1 }),
               headerComplete(bytes[index...])
            {
                return index - bytes.startIndex
            }
            index += 1
        }
        return nil
    }

    /// Whether `bytes` starts with `Content-Length: digits` and a header block end.
    private static func headerComplete(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex + "content-length:".utf8.count
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let digitsStart = index
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard index > digitsStart else { return false }
        // The rest of the header block (other fields allowed) up to a blank line.
        var scanned = 0
        while index + 1 < bytes.endIndex, scanned < maxHeaderBytes {
            if bytes[index] == UInt8(ascii: "\r"), bytes[index + 1] == UInt8(ascii: "\n"), index + 3 < bytes.endIndex,
               bytes[index + 2] == UInt8(ascii: "\r"), bytes[index + 3] == UInt8(ascii: "\n") { return true }
            if bytes[index] == UInt8(ascii: "\n"), bytes[index + 1] == UInt8(ascii: "\n") { return true }
            if bytes[index] == UInt8(ascii: "{") { return false }
            index += 1
            scanned += 1
        }
        return false
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
            resynchronising = true
            return .oversized(length)
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
