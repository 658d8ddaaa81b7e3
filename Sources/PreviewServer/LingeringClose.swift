#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Connection {
    /// How long, and how much of a request body, is read and dropped after
    /// the answer to a request that has one.
    static let lingerSeconds = 2.0
    static let lingerBytes = 8 << 20

    /// Whether `request` says a body follows its head (which the preview never reads).
    static func declaresBody(_ request: RequestHead) -> Bool {
        if request.headers["transfer-encoding"] != nil { return true }
        guard let length = request.headers["content-length"] else { return false }
        return length != "0"
    }

    /// Closes after the answer. With a body still coming, closing at once
    /// would make the system reset the connection (unread data), and a reset
    /// throws away the part of the answer the client has not read yet: so
    /// the sending side is shut first and the body read and dropped, for a
    /// bounded time and size, until the client closes.
    static func finish(_ connection: Int32, drainingBody: Bool) {
        defer { close(connection) }
        guard drainingBody else { return }
        shutdown(connection, Int32(SHUT_WR))
        let deadline = monotonicSeconds() + lingerSeconds
        var dropped = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while dropped < lingerBytes {
            guard timeout(SO_RCVTIMEO, of: connection, until: deadline) else { return }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            dropped += count
        }
    }
}
