#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes the rest of the answers that clients do not take at once, on one
/// thread with `poll`, so that a client that reads slowly, or never, holds a
/// descriptor and a reference to the (shared) page here, not an answering thread.
///
/// Before, each answer was written on its answering thread with a 30 s send
/// timeout: 40 clients that never read a large page held all 32 threads, and
/// a normal request waited 31.6 s behind them. Each answer keeps its one
/// deadline for the whole response; past it the connection is closed.
final class AnswerWriter: @unchecked Sendable {
    /// What is left to write on one connection.
    struct Pending {
        let connection: Int32
        /// The head and the body, written in turn (the page's buffer is shared, not copied).
        var parts: [[UInt8]]
        /// Bytes of `parts[0]` already written.
        var sent: Int
        let deadline: Double
        /// The request had a body still to be read and dropped (``Connection/finish(_:drainingBody:)``).
        let drainingBody: Bool
    }

    /// Called with a connection whose answer is written whole, to close it.
    typealias Finish = @Sendable (_ connection: Int32, _ drainingBody: Bool) -> Void

    private let finish: Finish
    /// Wakes `poll` when an answer arrives or the writer stops.
    private let wakeUp: WakePipe
    private let lock = NSLock()
    // Guarded by `lock`: handed from the answering threads to the writing one.
    private var arrivals: [Pending] = []
    private var stopped = false

    init(finish: @escaping Finish) throws {
        wakeUp = try WakePipe()
        self.finish = finish
    }

    /// Writes what `pending` has without waiting; what the client does not take
    /// now is left to the writing thread (any thread).
    func take(_ pending: Pending) {
        var pending = pending
        switch Self.advance(&pending) {
        case .done: finish(pending.connection, pending.drainingBody)
        case .failed: close(pending.connection)
        case .blocked:
            lock.withLock { arrivals.append(pending) }
            wakeUp.wake()
        }
    }

    /// Ends ``run()``, closing the connections still being written (any thread).
    func stop() {
        lock.withLock { stopped = true }
        wakeUp.wake()
    }

    /// Writes answers until ``stop()``; blocks the calling thread.
    func run() {
        var writing: [Int32: Pending] = [:]
        defer {
            for connection in writing.keys { close(connection) }
            wakeUp.closeEnds()
        }
        while true {
            let (new, done) = lock.withLock { () -> ([Pending], Bool) in
                defer { arrivals = [] }
                return (arrivals, stopped)
            }
            if done {
                for pending in new { close(pending.connection) }
                return
            }
            for pending in new { writing[pending.connection] = pending }
            let now = monotonicSeconds()
            for (connection, pending) in writing where pending.deadline <= now {
                writing[connection] = nil
                close(connection)  // cut off: it did not take its answer in time
            }
            var descriptors = [pollfd(fd: wakeUp.readEnd, events: Int16(POLLIN), revents: 0)]
            descriptors += writing.keys.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
            let timeout = writing.values.map(\.deadline).min().map { Int32(min(60_000, max(0, ($0 - now) * 1000 + 1))) } ?? -1
            guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { continue }
            if descriptors[0].revents != 0 { wakeUp.drain() }
            for descriptor in descriptors.dropFirst() where descriptor.revents != 0 {
                guard var pending = writing[descriptor.fd] else { continue }
                switch Self.advance(&pending) {
                case .blocked: writing[descriptor.fd] = pending
                case .done:
                    writing[descriptor.fd] = nil
                    finish(pending.connection, pending.drainingBody)
                case .failed:
                    writing[descriptor.fd] = nil
                    close(pending.connection)
                }
            }
        }
    }

    private enum Progress {
        case done, blocked, failed
    }

    /// Sends as much of `pending` as the socket takes without blocking.
    private static func advance(_ pending: inout Pending) -> Progress {
        while let part = pending.parts.first {
            if pending.sent == part.count {
                pending.parts.removeFirst()
                pending.sent = 0
                continue
            }
            let count = part.withUnsafeBytes { buffer in
                sendNow(pending.connection, buffer.baseAddress! + pending.sent, buffer.count - pending.sent)
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return .blocked }
            if count <= 0 { return .failed }
            pending.sent += count
        }
        return .done
    }
}

/// `send` that neither waits nor raises SIGPIPE (on macOS, where there is no
/// such flag, each accepted connection has SO_NOSIGPIPE).
private func sendNow(_ connection: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return send(connection, bytes, count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
    #else
    return send(connection, bytes, count, Int32(MSG_DONTWAIT))
    #endif
}
