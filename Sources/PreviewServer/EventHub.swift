import FlyingSocks
import Foundation

/// The server-sent events of the preview: every open page subscribes, and a
/// changed spec is announced to all of them as `data: <spec number>`.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextID = 0

    /// A new subscriber's stream: a comment at once (so the browser sees the
    /// stream open), then the events.
    func subscribe() -> EventBytes {
        let stream = AsyncStream<[UInt8]> { continuation in
            let id = lock.withLock {
                nextID += 1
                subscribers[nextID] = continuation
                return nextID
            }
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
            continuation.yield(Array(": layoutc preview\nretry: 500\n\n".utf8))
        }
        return EventBytes(stream: stream)
    }

    private func remove(_ id: Int) {
        _ = lock.withLock { subscribers.removeValue(forKey: id) }
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
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.yield(bytes) }
    }

    func finishAll() {
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.finish() }
    }
}

/// A subscriber's events as the byte sequence FlyingFox streams as a chunked
/// response body: each event is handed over as soon as it is published.
struct EventBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty { pending = await base.next() ?? [] }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        /// The rest of the current event, or the next whole event (waiting for it).
        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if pending.isEmpty {
                guard let event = await base.next() else { return nil }
                pending = event
            }
            let chunk = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(chunk.count)
            return chunk
        }
    }
}
