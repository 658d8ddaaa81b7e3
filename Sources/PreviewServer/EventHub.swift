import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The server-sent events of the preview: every open page's connection
/// subscribes, and a changed spec is announced to all of them as
/// `data: <spec number>`. A connection a write fails on (the page was closed)
/// is closed and dropped.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int32] = []

    /// Opens the stream on `connection` (a comment, so the browser sees it open,
    /// and the reconnection delay) and keeps it for the events.
    func subscribe(_ connection: Int32) {
        // A page that stops reading must not hold up the others for long.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        lock.withLock {
            guard Connection.send(Array(": layoutc preview\nretry: 500\n\n".utf8), to: connection) else {
                close(connection)
                return
            }
            subscribers.append(connection)
        }
    }

    var count: Int { lock.withLock { subscribers.count } }

    /// `data: <index>` to every subscriber.
    func publish(spec index: Int) {
        send("data: \(index)\n\n")
    }

    /// A comment line: keeps idle connections open and finds closed ones.
    func ping() {
        send(": ping\n\n")
    }

    private func send(_ text: String) {
        let bytes = Array(text.utf8)
        lock.withLock {
            subscribers.removeAll { connection in
                if Connection.send(bytes, to: connection) { return false }
                close(connection)
                return true
            }
        }
    }

    /// Closes every stream (the server is stopping).
    func finishAll() {
        lock.withLock {
            for connection in subscribers { close(connection) }
            subscribers = []
        }
    }
}
