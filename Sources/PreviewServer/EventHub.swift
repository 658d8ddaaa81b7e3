import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The server-sent events of the preview: every open page's connection
/// subscribes, and a changed spec is announced to all of them as
/// `data: <spec number>`. A connection a write fails on (the page was closed,
/// or stopped reading) is closed and dropped.
///
/// Writes never wait: they happen under the lock, from the watcher, so one
/// page that stops reading must not hold up the others, the watcher, or the
/// connection threads waiting to subscribe. An event is a few bytes and the
/// socket buffers hold hundreds of KiB, so a page whose buffer is full has
/// not read for thousands of events: it is dropped (a live page reconnects).
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int32] = []

    /// Opens the stream on `connection` (a comment, so the browser sees it open,
    /// and the reconnection delay) and keeps it for the events.
    func subscribe(_ connection: Int32) {
        lock.withLock {
            guard Self.sendWithoutWaiting(Array(": layoutc preview\nretry: 500\n\n".utf8), to: connection) else {
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
                if Self.sendWithoutWaiting(bytes, to: connection) { return false }
                close(connection)
                return true
            }
        }
    }

    /// Whether all of `bytes` went into the socket's buffer at once: false
    /// when the page is gone or its buffer is full.
    static func sendWithoutWaiting(_ bytes: [UInt8], to connection: Int32) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL)
        #else
        let flags = MSG_DONTWAIT  // SO_NOSIGPIPE is set on every accepted connection
        #endif
        while true {
            let count = bytes.withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, flags) }
            if count < 0, errno == EINTR { continue }
            return count == bytes.count
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
