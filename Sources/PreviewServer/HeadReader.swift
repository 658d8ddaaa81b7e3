#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads the request heads of every new connection on one thread, with
/// `poll`, and hands each whole head (or the refusal of a bad one) on.
///
/// A connection that sends its head slowly, or never, costs a descriptor and
/// a buffer here, not a connection thread: before, 32 such connections took
/// every thread there was for the whole request timeout, and a page waited
/// behind them. Each connection has the same one deadline for its whole head
/// as before; past ``maxWaiting`` connections still sending, the one that has
/// waited longest is answered 408 to make room.
final class HeadReader: @unchecked Sendable {
    /// Where a head goes: the connection and its request, or the refusal to
    /// answer (with no status: the client went away).
    typealias Delivery = @Sendable (_ connection: Int32, _ head: Result<RequestHead, Connection.Refusal>) -> Void

    private struct Waiting {
        var bytes: [UInt8] = []
        let deadline: Double
    }

    private let timeoutSeconds: Int
    private let maxWaiting: Int
    private let deliver: Delivery
    /// Wakes `poll` when a connection arrives or the reader stops.
    private let wakeUp: WakePipe
    private let lock = NSLock()
    // Guarded by `lock`: handed from the accepting thread to the reading one.
    private var arrivals: [Int32] = []
    private var stopped = false

    init(timeoutSeconds: Int, maxWaiting: Int, deliver: @escaping Delivery) throws {
        wakeUp = try WakePipe()
        self.timeoutSeconds = timeoutSeconds
        self.maxWaiting = max(1, maxWaiting)
        self.deliver = deliver
    }

    /// Takes a newly accepted connection (any thread).
    func add(_ connection: Int32) {
        lock.withLock { arrivals.append(connection) }
        wakeUp.wake()
    }

    /// Ends ``run()``, closing the connections still sending their heads (any thread).
    func stop() {
        lock.withLock { stopped = true }
        wakeUp.wake()
    }

    /// Reads heads until ``stop()``; blocks the calling thread.
    func run() {
        var waiting: [Int32: Waiting] = [:]
        defer {
            for connection in waiting.keys { close(connection) }
            wakeUp.closeEnds()
        }
        while true {
            let (new, done) = lock.withLock { () -> ([Int32], Bool) in
                defer { arrivals = [] }
                return (arrivals, stopped)
            }
            if done {
                for connection in new { close(connection) }
                return
            }
            for connection in new {
                if waiting.count >= maxWaiting, let oldest = waiting.min(by: { $0.value.deadline < $1.value.deadline })?.key {
                    waiting[oldest] = nil
                    deliver(oldest, .failure(Connection.Refusal(status: 408)))
                }
                waiting[connection] = Waiting(deadline: monotonicSeconds() + Double(timeoutSeconds))
            }
            let now = monotonicSeconds()
            for (connection, state) in waiting where state.deadline <= now {
                waiting[connection] = nil
                deliver(connection, .failure(Connection.Refusal(status: 408)))
            }
            var descriptors = [pollfd(fd: wakeUp.readEnd, events: Int16(POLLIN), revents: 0)]
            descriptors += waiting.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // Until the nearest deadline (a millisecond past it), or a wake-up.
            let timeout = waiting.values.map(\.deadline).min().map { Int32(min(60_000, max(0, ($0 - now) * 1000 + 1))) } ?? -1
            guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { continue }
            if descriptors[0].revents != 0 { wakeUp.drain() }
            for descriptor in descriptors.dropFirst() where descriptor.revents != 0 {
                guard var state = waiting[descriptor.fd] else { continue }
                waiting[descriptor.fd] = nil
                switch Self.readHead(descriptor.fd, into: &state.bytes) {
                case .waiting: waiting[descriptor.fd] = state
                case .done(let head): deliver(descriptor.fd, head)
                }
            }
        }
    }

    private enum Progress {
        case waiting
        case done(Result<RequestHead, Connection.Refusal>)
    }

    /// Reads what `connection` has sent so far into `bytes`: a whole head, a
    /// refusal (too long, malformed, the client gone), or not yet.
    private static func readHead(_ connection: Int32, into bytes: inout [UInt8]) -> Progress {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return .waiting }
            if count <= 0 { return .done(.failure(Connection.Refusal(status: nil))) }
            // Only the new bytes and the two before them can complete the blank line.
            let searchFrom = max(0, bytes.count - 2)
            bytes += chunk[..<count]
            if let end = RequestHead.end(in: bytes, from: searchFrom) {
                guard end <= RequestHead.maxBytes else { return .done(.failure(Connection.Refusal(status: 431))) }
                do {
                    return .done(.success(try RequestHead(parsing: bytes[..<end])))
                } catch {
                    return .done(.failure(Connection.Refusal(status: 400)))
                }
            }
            if bytes.count > RequestHead.maxBytes { return .done(.failure(Connection.Refusal(status: 431))) }
        }
    }
}
