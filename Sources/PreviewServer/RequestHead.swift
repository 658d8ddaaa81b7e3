/// The request line and headers of an HTTP/1.x request: all the preview reads
/// of a request (it serves no request with a body).
struct RequestHead: Equatable {
    /// `GET`, `HEAD`, … as sent.
    var method: String
    /// The target's path as sent: no percent-decoding, no dot-segment removal
    /// (``PreviewRoute`` matches it whole, so no spelling can reach a file).
    var path: String
    /// Header names lowercased, values trimmed; a repeated name keeps its
    /// first value (a repeated `Host` is malformed).
    var headers: [String: String]

    /// The most a request head may take; past it the request is refused (431).
    static let maxBytes = 16 * 1024

    /// Why a head was refused.
    enum Failure: Error, Equatable {
        /// Not an HTTP/1.x request line, a header line without a colon, or a second `Host` (400).
        case malformed
        /// Over ``RequestHead/maxBytes`` (431).
        case tooLarge
    }

    /// Where the head ends in `bytes` (just past its blank line), or `nil` if it
    /// has not ended yet; the search starts at `start` (a line feed there or later).
    static func end(in bytes: [UInt8], from start: Int = 0) -> Int? {
        // A bare LF ends lines too (RFC 9112 §2.2 lets a recipient accept it).
        var index = min(max(0, start), bytes.count)
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == 0x0A { return next + 1 }
            if next + 1 < bytes.count, bytes[next] == 0x0D, bytes[next + 1] == 0x0A { return next + 2 }
            index = next
        }
        return nil
    }

    /// Parses a whole head (request line, headers, blank line).
    init(parsing bytes: ArraySlice<UInt8>) throws(Failure) {
        // Split as bytes: to a `String`, CR LF is one character, not two.
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Substring(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .malformed }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }),
              parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", parts[1].first == "/" else { throw .malformed }
        method = String(parts[0])
        // The query and fragment are not part of the route.
        path = String(parts[1].prefix { $0 != "?" && $0 != "#" })
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else { throw .malformed }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            // Two Hosts are refused (RFC 9112 §3.2): which one names the server
            // must not depend on which one a reader takes.
            if name == "host", headers[name] != nil { throw .malformed }
            if headers[name] == nil { headers[name] = value }
        }
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
